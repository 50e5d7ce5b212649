// Product edits from the console (docs/decisions/1431). Each method runs on the database handle it
// is given, the caller's transaction, so the audit entry and the change commit together; the
// catalogue version and change log follow through the database's own triggers (migrations 0008,
// 0014, 0017), which is what the listing index, the response cache and the kept page reads follow.
import type { Db } from '../../../db/index.js';
import { failWith, ok, type Result } from '../../../shared/result.js';
import type { ProductUpdate } from '../tables.js';
import type { CatalogRewrites, Change } from './deps.js';
import { fieldErrors, VISIBILITIES, type FieldError } from './fields.js';
import { readAdminProduct, type AdminProduct } from './product-read.js';
import { productEditInput, type ProductEdit, type ProductEditInput } from './product-input.js';

export type EditResult = Result<Change<AdminProduct>, FieldError[]>;

const notFound = (id: number): EditResult =>
  failWith([{ field: 'id', message: `There is no product with id ${id}.` }]);

export class ProductEditor {
  constructor(private readonly rewrites: CatalogRewrites) {}

  async update(db: Db, id: number, input: ProductEditInput, now: Date): Promise<EditResult> {
    const parsed = productEditInput.safeParse(input);
    if (!parsed.success) return failWith(fieldErrors(parsed.error));
    const edit = parsed.data;
    const before = await readAdminProduct(db, id, true);
    if (!before) return notFound(id);
    const problems = await this.check(db, before, edit);
    if (problems.length > 0) return failWith(problems);

    const set: ProductUpdate = {};
    if (edit.name !== undefined) set.name = edit.name;
    if (edit.description !== undefined) set.description = edit.description;
    if (edit.shortDescription !== undefined) set.short_description = edit.shortDescription;
    if (edit.price !== undefined) set.price = edit.price;
    if (edit.specialPrice !== undefined) set.special_price = edit.specialPrice;
    if (edit.specialFromDate !== undefined) set.special_from_date = edit.specialFromDate;
    if (edit.specialToDate !== undefined) set.special_to_date = edit.specialToDate;
    if (edit.qty !== undefined) set.qty = edit.qty;
    if (edit.inStock !== undefined) set.is_in_stock = edit.inStock;
    if (edit.status !== undefined) set.status = edit.status === 'ENABLED' ? 1 : 2;
    if (edit.visibility !== undefined) set.visibility = VISIBILITIES[edit.visibility];
    if (edit.urlKey !== undefined) set.url_key = edit.urlKey;
    if (Object.keys(set).length > 0)
      await db
        .updateTable('product')
        .set({ ...set, updated_at: now })
        .where('id', '=', id)
        .execute();
    if (edit.categoryIds !== undefined) await setCategories(db, id, edit.categoryIds);
    if (edit.urlKey !== undefined && edit.urlKey !== before.urlKey)
      await this.rewrites.productKeysChanged(db, [
        { entityId: id, from: before.urlKey, to: edit.urlKey },
      ]);
    const visibility = set.visibility ?? VISIBILITIES[before.visibility];
    if (visibility > 1 && before.parentId === null)
      await this.rewrites.productsCreated(db, [{ id, urlKey: set.url_key ?? before.urlKey }]);
    const after = (await readAdminProduct(db, id)) as AdminProduct;
    return ok({ before, after });
  }

  /** Checks that need the database: dates against the stored ones, URL key, categories. */
  private async check(db: Db, p: AdminProduct, edit: ProductEdit): Promise<FieldError[]> {
    const problems: FieldError[] = [];
    const from =
      edit.specialFromDate !== undefined
        ? edit.specialFromDate
        : p.specialFromDate && new Date(p.specialFromDate);
    const to =
      edit.specialToDate !== undefined
        ? edit.specialToDate
        : p.specialToDate && new Date(p.specialToDate);
    if (from && to && to < from)
      problems.push({ field: 'specialToDate', message: 'The end date is before the start date.' });
    if (edit.urlKey !== undefined && edit.urlKey !== p.urlKey) {
      const message = await urlKeyProblem(db, this.rewrites, edit.urlKey, p.id);
      if (message) problems.push({ field: 'urlKey', message });
    }
    if (edit.categoryIds !== undefined) {
      const ids = [...new Set(edit.categoryIds)];
      const found =
        ids.length === 0
          ? []
          : await db
              .selectFrom('category')
              .select('id')
              .where('id', 'in', ids)
              .where('level', '>=', 2)
              .execute();
      const known = new Set(found.map((c) => c.id));
      const missing = ids.filter((i) => !known.has(i));
      if (missing.length > 0)
        problems.push({
          field: 'categoryIds',
          message: `No such category: ${missing.join(', ')}.`,
        });
    }
    return problems;
  }
}

/** Why `key` cannot be this product's URL key, or null when it can. */
export async function urlKeyProblem(
  db: Db,
  rewrites: CatalogRewrites,
  key: string,
  productId: number | null,
): Promise<string | null> {
  const other = await db
    .selectFrom('product')
    .select(['id', 'sku'])
    .where('url_key', '=', key)
    .executeTakeFirst();
  if (other && other.id !== productId) return `The URL key is used by product ${other.sku}.`;
  const owner = await rewrites.ownerOf(db, `${key}.html`);
  if (owner && !(owner.type === 'product' && owner.id === productId))
    return `The URL ${key}.html is already taken by another ${owner.type}.`;
  return null;
}

/** Makes `ids` the product's categories: new ones go last in their category. */
export async function setCategories(db: Db, productId: number, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  let del = db.deleteFrom('product_category').where('product_id', '=', productId);
  if (wanted.length > 0) del = del.where('category_id', 'not in', wanted);
  await del.execute();
  if (wanted.length === 0) return;
  const have = await db
    .selectFrom('product_category')
    .select('category_id')
    .where('product_id', '=', productId)
    .execute();
  const held = new Set(have.map((h) => h.category_id));
  for (const categoryId of wanted.filter((c) => !held.has(c))) {
    await db
      .insertInto('product_category')
      .columns(['product_id', 'category_id', 'position'])
      .expression((eb) =>
        eb
          .selectFrom('product_category')
          .select([
            eb.val(productId).as('product_id'),
            eb.val(categoryId).as('category_id'),
            eb(eb.fn.coalesce(eb.fn.max('position'), eb.val(0)), '+', 1).as('position'),
          ])
          .where('category_id', '=', categoryId),
      )
      .execute();
  }
}
