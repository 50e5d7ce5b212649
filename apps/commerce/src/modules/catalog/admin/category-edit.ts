// Categories from the console (docs/decisions/1432): rename (and change the URL key), enable or
// disable, show in the menu or not, move under another parent and among its siblings. A new URL
// key or parent changes the URL path of the category and of everything below it; their rewrites
// move with a permanent redirect from each old path (CatalogRewrites). Category writes log
// "everything changed" in the catalogue change log (migration 0014), so the listing index
// rebuilds and every cached answer is dropped.
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../db/index.js';
import { failWith, ok, type Result } from '../../../shared/result.js';
import type { Category } from '../tables.js';
import type { CatalogRewrites, Change, PathChange } from './deps.js';
import { fieldErrors, urlKey, type FieldError } from './fields.js';

export const categoryEditInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter a name.')
      .max(255, 'Use at most 255 characters.')
      .optional(),
    urlKey: urlKey.optional(),
    isActive: z.boolean().optional(),
    includeInMenu: z.boolean().optional(),
  })
  .strict();
export type CategoryEditInput = z.input<typeof categoryEditInput>;

export const categoryMoveInput = z
  .object({
    parentId: z.number().int().positive(),
    /** 0-based place among the new parent's children; past the end means last. */
    position: z.number().int().min(0).max(100_000),
  })
  .strict();
export type CategoryMoveInput = z.input<typeof categoryMoveInput>;

export interface AdminCategory {
  id: number;
  parentId: number | null;
  name: string;
  urlKey: string;
  urlPath: string;
  level: number;
  position: number;
  isActive: boolean;
  includeInMenu: boolean;
}

export type CategoryResult = Result<Change<AdminCategory>, FieldError[]>;

const shape = (c: Category): AdminCategory => ({
  id: c.id,
  parentId: c.parent_id,
  name: c.name,
  urlKey: c.url_key,
  urlPath: c.url_path,
  level: c.level,
  position: c.position,
  isActive: c.is_active,
  includeInMenu: c.include_in_menu,
});

const childPath = (parent: Category, key: string): string =>
  parent.level >= 2 ? `${parent.url_path}/${key}` : key;

export class CategoryEditor {
  constructor(private readonly rewrites: CatalogRewrites) {}

  /** Every category below the root catalog, parents before children, siblings in menu order. */
  async tree(db: Db): Promise<AdminCategory[]> {
    const rows = await db
      .selectFrom('category')
      .selectAll()
      .where('level', '>=', 1)
      .orderBy('level')
      .orderBy(sql`position, lower(name) collate "C", id`)
      .execute();
    return rows.map(shape);
  }

  async update(db: Db, id: number, input: CategoryEditInput, now: Date): Promise<CategoryResult> {
    const parsed = categoryEditInput.safeParse(input);
    if (!parsed.success) return failWith(fieldErrors(parsed.error));
    const edit = parsed.data;
    const cat = await this.lockEditable(db, id);
    if (!cat) return this.notEditable(id);
    let newPath = cat.url_path;
    if (edit.urlKey !== undefined && edit.urlKey !== cat.url_key) {
      const parent = await this.get(db, cat.parent_id ?? 0);
      newPath = parent ? childPath(parent, edit.urlKey) : edit.urlKey;
      const clash = await this.pathClash(db, cat, newPath);
      if (clash) return failWith([{ field: 'urlKey', message: clash }]);
    }
    await db
      .updateTable('category')
      .set({
        ...(edit.name !== undefined ? { name: edit.name } : {}),
        ...(edit.urlKey !== undefined ? { url_key: edit.urlKey } : {}),
        ...(edit.isActive !== undefined ? { is_active: edit.isActive } : {}),
        ...(edit.includeInMenu !== undefined ? { include_in_menu: edit.includeInMenu } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    if (newPath !== cat.url_path) await this.repath(db, cat, cat.path, newPath);
    return ok({ before: shape(cat), after: shape((await this.get(db, id)) as Category) });
  }

  async move(db: Db, id: number, input: CategoryMoveInput, now: Date): Promise<CategoryResult> {
    const parsed = categoryMoveInput.safeParse(input);
    if (!parsed.success) return failWith(fieldErrors(parsed.error));
    const cat = await this.lockEditable(db, id);
    if (!cat) return this.notEditable(id);
    const parent = await this.get(db, parsed.data.parentId);
    if (!parent || parent.level < 1)
      return failWith([{ field: 'parentId', message: 'Choose an existing parent category.' }]);
    if (parent.id === cat.id || parent.path.startsWith(`${cat.path}/`))
      return failWith([
        { field: 'parentId', message: 'A category cannot move below itself or its children.' },
      ]);
    const newPath = childPath(parent, cat.url_key);
    if (newPath !== cat.url_path) {
      const clash = await this.pathClash(db, cat, newPath);
      if (clash) return failWith([{ field: 'parentId', message: clash }]);
    }
    const siblings = await db
      .selectFrom('category')
      .select('id')
      .where('parent_id', '=', parent.id)
      .where('id', '!=', cat.id)
      .orderBy(sql`position, lower(name) collate "C", id`)
      .execute();
    const order = siblings.map((s) => s.id);
    order.splice(Math.min(parsed.data.position, order.length), 0, cat.id);
    const idPath = `${parent.path}/${cat.id}`;
    await db
      .updateTable('category')
      .set({ parent_id: parent.id, updated_at: now })
      .where('id', '=', id)
      .execute();
    for (const [i, sibling] of order.entries())
      await db
        .updateTable('category')
        .set({ position: i + 1 })
        .where('id', '=', sibling)
        .where('position', '!=', i + 1)
        .execute();
    if (idPath !== cat.path || newPath !== cat.url_path)
      await this.repath(db, cat, idPath, newPath);
    return ok({ before: shape(cat), after: shape((await this.get(db, id)) as Category) });
  }

  /** Moves the id paths, levels and URL paths of `cat` and everything below it, and their rewrites. */
  private async repath(db: Db, cat: Category, idPath: string, urlPath: string): Promise<void> {
    const subtree = await db
      .selectFrom('category')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', cat.id), eb('path', 'like', `${cat.path}/%`)]))
      .orderBy('level')
      .execute();
    const levelShift = idPath.split('/').length - cat.path.split('/').length;
    const changes: PathChange[] = [];
    for (const c of subtree) {
      const path = idPath + c.path.slice(cat.path.length);
      const url = c.id === cat.id ? urlPath : urlPath + c.url_path.slice(cat.url_path.length);
      await db
        .updateTable('category')
        .set({ path, level: c.level + levelShift, url_path: url })
        .where('id', '=', c.id)
        .execute();
      if (url !== c.url_path) changes.push({ entityId: c.id, from: c.url_path, to: url });
    }
    await this.rewrites.categoryPathsChanged(db, changes);
  }

  /** Why `cat` (with its subtree) cannot take `newPath`, or null. */
  private async pathClash(db: Db, cat: Category, newPath: string): Promise<string | null> {
    const taken = await db
      .selectFrom('category')
      .select(['id', 'name'])
      .where('url_path', '=', newPath)
      .where('level', '>=', 2)
      .where('id', '!=', cat.id)
      .executeTakeFirst();
    if (taken) return `The URL path ${newPath} is used by category ${taken.name}.`;
    const owner = await this.rewrites.ownerOf(db, newPath);
    if (owner && !(owner.type === 'category' && owner.id === cat.id))
      return `The URL ${newPath} is already taken by another ${owner.type}.`;
    return null;
  }

  private get(db: Db, id: number): Promise<Category | undefined> {
    return db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Categories of level 2 and below are editable; the root catalog and store roots are not. */
  private async lockEditable(db: Db, id: number): Promise<Category | undefined> {
    const c = await db
      .selectFrom('category')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return c && c.level >= 2 ? c : undefined;
  }

  private notEditable(id: number): CategoryResult {
    return failWith([{ field: 'id', message: `There is no editable category with id ${id}.` }]);
  }
}
