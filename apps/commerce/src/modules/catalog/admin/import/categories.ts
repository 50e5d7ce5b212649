// Category paths of the product CSV ("Default Category/Seating/Lounge Chairs") resolved against the
// category tree by name, as Magento's import does; a path that does not exist yet is created by a
// real run (its URL key from its name), and listed by a dry run.
import type { Db } from '../../../../db/index.js';
import { slugify } from '../fields.js';

export interface TreeNode {
  id: number;
  parentId: number | null;
  name: string;
  level: number;
  path: string;
  urlPath: string;
}

/** A category to create: its parent is an existing category or another new one (parents first). */
export interface NewCategory {
  /** The name path, as the file writes it after trimming. */
  namePath: string;
  parentNamePath: string;
  name: string;
  urlKey: string;
  urlPath: string;
}

const norm = (namePath: string): string => namePath.toLowerCase();

export class CategoryPaths {
  private readonly byNamePath = new Map<string, TreeNode>();
  private readonly namePaths = new Map<number, string>();
  private readonly urlPaths = new Set<string>();
  readonly created = new Map<string, NewCategory>();

  private constructor(nodes: TreeNode[]) {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const namePath = (n: TreeNode): string => {
      const parent = n.parentId !== null ? byId.get(n.parentId) : undefined;
      return parent && parent.level >= 1 ? `${namePath(parent)}/${n.name}` : n.name;
    };
    for (const n of nodes) {
      if (n.level < 1) continue;
      this.byNamePath.set(norm(namePath(n)), n);
      if (n.level >= 2) this.namePaths.set(n.id, namePath(n));
      if (n.level >= 2) this.urlPaths.add(n.urlPath);
    }
  }

  static async load(db: Db): Promise<CategoryPaths> {
    const rows = await db
      .selectFrom('category')
      .select(['id', 'parent_id', 'name', 'level', 'path', 'url_path'])
      .orderBy('level')
      .orderBy('id')
      .execute();
    return new CategoryPaths(
      rows.map((r) => ({
        id: r.id,
        parentId: r.parent_id,
        name: r.name,
        level: r.level,
        path: r.path,
        urlPath: r.url_path,
      })),
    );
  }

  /** Each category's name path (level 2 and below), as the CSV writes it. */
  namePathsById(): ReadonlyMap<number, string> {
    return this.namePaths;
  }

  existing(namePath: string): TreeNode | undefined {
    return this.byNamePath.get(norm(namePath));
  }

  /**
   * Resolves a path to an existing category or plans the missing ones (remembered in `created`);
   * answers why it cannot be used otherwise.
   */
  resolve(namePath: string): { ok: true } | { ok: false; message: string } {
    const parts = namePath.split('/');
    const root = this.existing(parts[0] as string);
    if (!root || root.level !== 1)
      return {
        ok: false,
        message: `"${namePath}" does not start with a root category (like "Default Category").`,
      };
    if (parts.length < 2)
      return {
        ok: false,
        message: `"${namePath}" is the root category; name a category below it.`,
      };
    let parentUrlPath = '';
    for (let i = 2; i <= parts.length; i++) {
      const sub = parts.slice(0, i).join('/');
      const found = this.existing(sub) ?? this.created.get(norm(sub));
      if (found) {
        parentUrlPath = found.urlPath;
        continue;
      }
      const name = parts[i - 1] as string;
      const key = slugify(name);
      if (key === '') return { ok: false, message: `"${name}" gives no URL key.` };
      if (name.length > 255)
        return { ok: false, message: `"${name}" is longer than 255 characters.` };
      const urlPath = parentUrlPath ? `${parentUrlPath}/${key}` : key;
      if (this.urlPaths.has(urlPath))
        return {
          ok: false,
          message: `A new category "${sub}" would take the URL path ${urlPath}, which another category has.`,
        };
      this.urlPaths.add(urlPath);
      this.created.set(norm(sub), {
        namePath: sub,
        parentNamePath: parts.slice(0, i - 1).join('/'),
        name,
        urlKey: key,
        urlPath,
      });
      parentUrlPath = urlPath;
    }
    return { ok: true };
  }
}
