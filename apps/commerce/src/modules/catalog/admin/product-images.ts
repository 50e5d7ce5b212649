// A product's images from the console (docs/decisions/1431): add by URL or media path with its
// alternative text, change the text, remove, reorder. The order is the gallery's, and the first
// image is the product's main image (Magento's base, small and thumbnail roles), so the console
// shows one rule instead of three role pickers. Writes move the catalogue version through the
// product_media triggers (migration 0017).
import type { Db } from '../../../db/index.js';
import { failWith, ok, type Result } from '../../../shared/result.js';
import type { Change } from './deps.js';
import { fieldErrors, type FieldError } from './fields.js';
import { readImages, type AdminImage } from './product-read.js';
import { imageInput, type ImageInput } from './product-input.js';

export type ImagesResult = Result<Change<AdminImage[]>, FieldError[]>;

const MAIN_ROLES = ['image', 'small_image', 'thumbnail'];
const MAX_IMAGES = 50;

async function lockProduct(db: Db, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('product')
    .select('id')
    .where('id', '=', productId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

const noProduct = (productId: number): ImagesResult =>
  failWith([{ field: 'productId', message: `There is no product with id ${productId}.` }]);

/** Positions 1..n in the given order; the first image holds the main roles, others keep a swatch role. */
async function applyOrder(db: Db, ids: number[]): Promise<void> {
  const current = await db
    .selectFrom('product_media')
    .select(['id', 'roles'])
    .where('id', 'in', ids.length > 0 ? ids : [0])
    .execute();
  const rolesOf = new Map(current.map((c) => [c.id, c.roles]));
  for (const [i, id] of ids.entries()) {
    const swatch = (rolesOf.get(id) ?? []).filter((r) => r === 'swatch_image');
    const roles = i === 0 ? [...MAIN_ROLES, ...swatch] : swatch;
    await db
      .updateTable('product_media')
      .set({ position: i + 1, roles: JSON.stringify(roles) })
      .where('id', '=', id)
      .execute();
  }
}

export class ProductImages {
  async add(db: Db, productId: number, input: ImageInput): Promise<ImagesResult> {
    const parsed = imageInput.safeParse(input);
    if (!parsed.success) return failWith(fieldErrors(parsed.error));
    if (!(await lockProduct(db, productId))) return noProduct(productId);
    const before = await readImages(db, productId);
    if (before.length >= MAX_IMAGES)
      return failWith([{ field: 'file', message: `A product has at most ${MAX_IMAGES} images.` }]);
    if (before.some((b) => b.file === parsed.data.file))
      return failWith([{ field: 'file', message: 'The product already has this image.' }]);
    const added = await db
      .insertInto('product_media')
      .values({
        product_id: productId,
        position: before.length + 1,
        media_type: 'image',
        file: parsed.data.file,
        label: parsed.data.label,
        disabled: false,
        roles: JSON.stringify([]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await applyOrder(db, [...before.map((b) => b.id), added.id]);
    return ok({ before, after: await readImages(db, productId) });
  }

  async setLabel(db: Db, productId: number, imageId: number, label: string): Promise<ImagesResult> {
    const parsed = imageInput.shape.label.safeParse(label);
    if (!parsed.success)
      return failWith(fieldErrors(parsed.error).map((e) => ({ ...e, field: 'label' })));
    if (!(await lockProduct(db, productId))) return noProduct(productId);
    const before = await readImages(db, productId);
    if (!before.some((b) => b.id === imageId)) return this.noImage(imageId);
    await db
      .updateTable('product_media')
      .set({ label: parsed.data })
      .where('id', '=', imageId)
      .execute();
    return ok({ before, after: await readImages(db, productId) });
  }

  async remove(db: Db, productId: number, imageId: number): Promise<ImagesResult> {
    if (!(await lockProduct(db, productId))) return noProduct(productId);
    const before = await readImages(db, productId);
    if (!before.some((b) => b.id === imageId)) return this.noImage(imageId);
    await db.deleteFrom('product_media').where('id', '=', imageId).execute();
    await applyOrder(
      db,
      before.filter((b) => b.id !== imageId).map((b) => b.id),
    );
    return ok({ before, after: await readImages(db, productId) });
  }

  /** `imageIds`: every image of the product, in the new order. */
  async reorder(db: Db, productId: number, imageIds: number[]): Promise<ImagesResult> {
    if (!(await lockProduct(db, productId))) return noProduct(productId);
    const before = await readImages(db, productId);
    const have = before.map((b) => b.id).sort((a, b) => a - b);
    const sent = [...imageIds].sort((a, b) => a - b);
    if (have.length !== sent.length || have.some((id, i) => id !== sent[i]))
      return failWith([
        { field: 'imageIds', message: 'List every image of the product once, in the new order.' },
      ]);
    await applyOrder(db, imageIds);
    return ok({ before, after: await readImages(db, productId) });
  }

  private noImage(imageId: number): ImagesResult {
    return failWith([{ field: 'imageId', message: `The product has no image ${imageId}.` }]);
  }
}
