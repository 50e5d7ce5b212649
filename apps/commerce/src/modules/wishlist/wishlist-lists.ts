// Several wish lists (Adobe Commerce's createWishlist, updateWishlist, deleteWishlist;
// docs/decisions/1306): the store's switch and maximum, names, and the default list kept.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { parsePositiveInt } from '../../shared/ids.js';
import { fail, ok, type Result } from '../../shared/result.js';
import {
  newSharingCode,
  WISHLIST_MSG,
  type WishlistRow,
  type WishlistService,
} from './wishlist.service.js';

export interface ListInput {
  name?: string | null;
  visibility?: string | null;
}

/** A list's name: required, trimmed, at most 255 characters. */
function checkName(raw: string | null | undefined): Result<string> {
  const name = (raw ?? '').trim();
  if (!name) return fail('graphql-input', WISHLIST_MSG.nameMissing);
  if (name.length > NAME_MAX) return fail('graphql-input', WISHLIST_MSG.nameTooLong);
  return ok(name);
}

/** Adobe's store settings for several wish lists: on or off, and how many a customer may have. */
export function wishlistLimits(ctx: RequestContext): { multiple: boolean; max: number } {
  const multiple = String(ctx.storeView.config.enable_multiple_wishlists ?? '0') === '1';
  const max = Number.parseInt(String(ctx.storeView.config.maximum_number_of_wishlists ?? '1'), 10);
  return { multiple, max: multiple && Number.isFinite(max) && max >= 1 ? Math.min(max, 100) : 1 };
}

const NAME_MAX = 255;

/** createWishlist: a named list, when the store allows several and the maximum is not reached. */
export async function createList(
  db: Db,
  lists: WishlistService,
  ctx: RequestContext,
  input: ListInput,
): Promise<Result<WishlistRow>> {
  if (ctx.customerId === null) return fail('graphql-authorization', WISHLIST_MSG.guest);
  const customerId = ctx.customerId;
  const limits = wishlistLimits(ctx);
  if (!limits.multiple) return fail('graphql-input', WISHLIST_MSG.multipleDisabled);
  const name = checkName(input.name);
  if (!name.ok) return name;
  await lists.forCustomer(ctx, customerId);
  return db.transaction().execute(async (trx) => {
    // The default list's row orders concurrent creations of one customer.
    await trx
      .selectFrom('wishlist')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('is_default', '=', true)
      .forUpdate()
      .executeTakeFirst();
    const count = await trx
      .selectFrom('wishlist')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= limits.max)
      return fail('graphql-input', WISHLIST_MSG.limitReached(limits.max));
    const row = await trx
      .insertInto('wishlist')
      .values({
        customer_id: customerId,
        sharing_code: newSharingCode(),
        name: name.value,
        visibility: input.visibility === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
        is_default: false,
        updated_at: ctx.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(row);
  });
}

/** updateWishlist: a new name and/or visibility for one of the caller's lists. */
export async function updateList(
  db: Db,
  lists: WishlistService,
  ctx: RequestContext,
  wishlistId: string,
  input: ListInput,
): Promise<Result<WishlistRow>> {
  const owned = await lists.owned(ctx, wishlistId);
  if (!owned.ok) return owned;
  const name = input.name === undefined || input.name === null ? null : checkName(input.name);
  if (name && !name.ok) return name;
  const row = await db
    .updateTable('wishlist')
    .set({
      ...(name ? { name: name.value } : {}),
      ...(input.visibility === 'PUBLIC' || input.visibility === 'PRIVATE'
        ? { visibility: input.visibility }
        : {}),
      updated_at: ctx.now,
    })
    .where('id', '=', owned.value.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return ok(row);
}

/** deleteWishlist: one of the caller's lists, never the default one; its items go with it. */
export async function deleteList(
  db: Db,
  lists: WishlistService,
  ctx: RequestContext,
  wishlistId: string,
): Promise<Result<WishlistRow[]>> {
  const owned = await lists.owned(ctx, wishlistId);
  if (!owned.ok) return owned;
  if (owned.value.is_default) return fail('graphql-input', WISHLIST_MSG.defaultUndeletable);
  await db.deleteFrom('wishlist').where('id', '=', owned.value.id).execute();
  return ok(await allLists(db, owned.value.customer_id));
}

/** The customer's lists beside the default one, over the wish list service (resolvers use it). */
export class WishlistLists {
  constructor(private readonly service: WishlistService) {}

  /** Every list of the customer: the default first, then the others in the order made. */
  async allForCustomer(ctx: RequestContext, customerId: number): Promise<WishlistRow[]> {
    await this.service.forCustomer(ctx, customerId);
    return allLists(this.service.db, customerId);
  }

  /** wishlist_v2: the customer's own list with this id, or nothing. */
  async ownById(
    ctx: RequestContext,
    customerId: number,
    id: string,
  ): Promise<WishlistRow | undefined> {
    await this.service.forCustomer(ctx, customerId);
    const n = parsePositiveInt(String(id).trim());
    if (n === null) return undefined;
    return this.service.db
      .selectFrom('wishlist')
      .selectAll()
      .where('id', '=', n)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  create(ctx: RequestContext, input: ListInput): Promise<Result<WishlistRow>> {
    return createList(this.service.db, this.service, ctx, input);
  }

  update(ctx: RequestContext, wishlistId: string, input: ListInput): Promise<Result<WishlistRow>> {
    return updateList(this.service.db, this.service, ctx, wishlistId, input);
  }

  delete(ctx: RequestContext, wishlistId: string): Promise<Result<WishlistRow[]>> {
    return deleteList(this.service.db, this.service, ctx, wishlistId);
  }
}

const allLists = (db: Db, customerId: number) =>
  db
    .selectFrom('wishlist')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
