// Wish lists (Magento Open Source, reference 4.3): a default list per customer, created on first
// use (others: wishlist-lists.ts, docs/decisions/1306). Every
// write names a wishlist id that must be the caller's; item problems are returned as values
// (user_errors), never thrown. docs/decisions/0709-wish-lists.md.
import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork, type TxContext } from '../../db/unit-of-work.js';
import type { WishlistItemOptions, WishlistItemTable, WishlistTable } from './tables.js';
import { decodeUid, parsePositiveInt } from '../../shared/ids.js';
import type { AddRequest } from '../cart/cart-lines.js';
import { skuKey } from '../cart/cart-lines.js';
import { loadCatalogLookup } from '../cart/catalog-lookup.js';
import { fail, failWith, ok, type Result } from '../../shared/result.js';
import type { LineError, LineErrorCode } from '../cart/results.js';
import type { ProductRow } from '../catalog/product.service.js';

export type WishlistRow = Selectable<WishlistTable>;
export type WishlistItemRow = Selectable<WishlistItemTable>;
export const newSharingCode = () => randomBytes(24).toString('base64url').slice(0, 32);

export const WISHLIST_MSG = {
  guest: 'The current user cannot perform operations on wishlist',
  notFound: 'The wishlist was not found.',
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  addQtyZero: 'The quantity of a wish list item cannot be 0',
  updateQtyZero: 'The quantity of a wishlist item cannot be 0',
  productDisabled: 'The product is disabled',
  notInWishlist: (id: string) =>
    `The wishlist item with ID "${id}" does not belong to the wishlist`,
  itemsNotFound: (ids: readonly string[]) =>
    `The wishlist item ids "${ids.join(',')}" were not found.`,
  // Several wish lists (docs/decisions/1306); Adobe's own texts could not be confirmed.
  multipleDisabled: 'Multiple wish lists are not enabled.',
  limitReached: (max: number) => `You can create only ${max} wish lists.`,
  nameMissing: 'Required parameter "name" is missing.',
  nameTooLong: `The wish list name cannot be longer than ${255} characters.`,
  defaultUndeletable: 'The default wish list cannot be deleted.',
} as const;

export interface WishlistError {
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
  message: string;
}

export interface WishlistCartError {
  code:
    | 'PRODUCT_NOT_FOUND'
    | 'NOT_SALABLE'
    | 'INSUFFICIENT_STOCK'
    | 'UNDEFINED'
    | 'REQUIRED_PARAMETER_MISSING';
  message: string;
  wishlistItemId: number;
}

export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: (string | null)[] | null;
  entered_options?: ({ uid: string; value: string } | null)[] | null;
}

export interface WishlistItemUpdate {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
  selected_options?: (string | null)[] | null;
  entered_options?: ({ uid: string; value: string } | null)[] | null;
}

export interface Changed<E> {
  wishlist: WishlistRow;
  errors: E[];
}

const enabled = (p: ProductRow | undefined): p is ProductRow => p !== undefined && p.status === 1;

/** The chosen options as stored: what was sent, without empty entries. */
function optionsOf(
  i: Pick<WishlistItemInput, 'selected_options' | 'entered_options'>,
): WishlistItemOptions {
  const selected = (i.selected_options ?? []).filter((u): u is string => !!u);
  const entered = (i.entered_options ?? []).filter((e): e is { uid: string; value: string } => !!e);
  return {
    ...(selected.length ? { selected_options: selected } : {}),
    ...(entered.length ? { entered_options: entered } : {}),
  };
}

const sameOptions = (a: WishlistItemOptions, b: WishlistItemOptions) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Cart codes Magento's WishlistCartUserInputErrorType does not have are reported as UNDEFINED. */
function cartCode(code: LineErrorCode): WishlistCartError['code'] {
  return code === 'PRODUCT_NOT_FOUND' ||
    code === 'NOT_SALABLE' ||
    code === 'INSUFFICIENT_STOCK' ||
    code === 'REQUIRED_PARAMETER_MISSING'
    ? code
    : 'UNDEFINED';
}

/** What the wish list needs of the cart module (its CartService): the customer's active cart. */
export interface WishlistCarts {
  activeCustomerCart(ctx: TxContext, customerId: number): Promise<{ masked_id: string }>;
}

/** What the wish list needs of the cart module (its CartItemService): adding lines to a cart. */
export interface WishlistCartItems {
  addProducts(
    ctx: RequestContext,
    maskedId: string,
    requests: readonly AddRequest[],
  ): Promise<Result<{ errors: { index: number; error: LineError }[] }>>;
}

/**
 * The default list's partial-index predicate, written out: bound as `is_default = $1`, a prepared
 * statement's generic plan (from its sixth run) cannot match it to wishlist_default_uq.
 */
const IS_DEFAULT = sql<boolean>`is_default`;

export class WishlistService {
  private readonly uow: UnitOfWork;

  constructor(
    /** Read by WishlistLists (wishlist-lists.ts), which adds the lists beside the default one. */
    readonly db: Db,
    private readonly carts: WishlistCarts,
    private readonly cartItems: WishlistCartItems,
  ) {
    this.uow = new UnitOfWork(db);
  }

  /** The customer's default wish list, created on first use (its unique index settles races). */
  async forCustomer(_ctx: RequestContext, customerId: number): Promise<WishlistRow> {
    const found = await this.db
      .selectFrom('wishlist')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    if (found) return found;
    await this.db
      .insertInto('wishlist')
      .values({ customer_id: customerId, sharing_code: newSharingCode() })
      .onConflict((oc) => oc.column('customer_id').where(IS_DEFAULT).doNothing())
      .execute();
    return this.db
      .selectFrom('wishlist')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
  }

  items(_ctx: RequestContext, wishlistId: number): Promise<WishlistItemRow[]> {
    return this.db
      .selectFrom('wishlist_item')
      .selectAll()
      .where('wishlist_id', '=', wishlistId)
      .orderBy('id')
      .execute();
  }

  async addProducts(
    ctx: RequestContext,
    wishlistId: string,
    inputs: readonly WishlistItemInput[],
  ): Promise<Result<Changed<WishlistError>>> {
    return this.write(ctx, wishlistId, async (trx, list) => {
      const lookup = await loadCatalogLookup(
        ctx,
        trx,
        inputs.map((i) => ({ sku: i.sku, parentSku: i.parent_sku ?? null, quantity: i.quantity })),
      );
      const existing = await trx
        .selectFrom('wishlist_item')
        .selectAll()
        .where('wishlist_id', '=', list.id)
        .execute();
      const errors: WishlistError[] = [];
      for (const input of inputs) {
        const resolved = resolveProduct(input, lookup);
        if (!resolved.ok) {
          errors.push(resolved.failure);
          continue;
        }
        const target = resolved.value;
        if (!(input.quantity > 0)) {
          errors.push({ code: 'UNDEFINED', message: WISHLIST_MSG.addQtyZero });
          continue;
        }
        // A resolved variant is the choice of configurable options: only custom options are kept.
        const options = optionsOf(
          target.parentId === null
            ? input
            : {
                ...input,
                selected_options: (input.selected_options ?? []).filter(
                  (u) => !isConfigurableUid(u),
                ),
              },
        );
        const same = existing.find(
          (e) =>
            e.product_id === target.productId &&
            e.parent_product_id === target.parentId &&
            sameOptions(e.options, options),
        );
        if (same) {
          same.quantity += input.quantity;
          await trx
            .updateTable('wishlist_item')
            .set({ quantity: same.quantity })
            .where('id', '=', same.id)
            .execute();
          continue;
        }
        const row = await trx
          .insertInto('wishlist_item')
          .values({
            wishlist_id: list.id,
            product_id: target.productId,
            parent_product_id: target.parentId,
            quantity: input.quantity,
            description: null,
            options: JSON.stringify(options),
            added_at: ctx.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        existing.push(row);
      }
      return errors;
    });
  }

  async removeProducts(
    ctx: RequestContext,
    wishlistId: string,
    itemIds: readonly string[],
  ): Promise<Result<Changed<WishlistError>>> {
    return this.write(ctx, wishlistId, async (trx, list) => {
      const errors: WishlistError[] = [];
      for (const raw of itemIds) {
        const id = parsePositiveInt(String(raw).trim());
        const r =
          id === null
            ? null
            : await trx
                .deleteFrom('wishlist_item')
                .where('id', '=', id)
                .where('wishlist_id', '=', list.id)
                .executeTakeFirst();
        if (!r || Number(r.numDeletedRows) === 0)
          errors.push({ code: 'UNDEFINED', message: WISHLIST_MSG.notInWishlist(String(raw)) });
      }
      return errors;
    });
  }

  async updateProducts(
    ctx: RequestContext,
    wishlistId: string,
    updates: readonly WishlistItemUpdate[],
  ): Promise<Result<Changed<WishlistError>>> {
    return this.write(ctx, wishlistId, async (trx, list) => {
      const errors: WishlistError[] = [];
      for (const u of updates) {
        const id = parsePositiveInt(String(u.wishlist_item_id).trim());
        const item =
          id === null
            ? undefined
            : await trx
                .selectFrom('wishlist_item')
                .selectAll()
                .where('id', '=', id)
                .where('wishlist_id', '=', list.id)
                .executeTakeFirst();
        if (!item) {
          errors.push({
            code: 'UNDEFINED',
            message: WISHLIST_MSG.notInWishlist(String(u.wishlist_item_id)),
          });
          continue;
        }
        if (u.quantity !== undefined && u.quantity !== null && !(u.quantity > 0)) {
          errors.push({ code: 'UNDEFINED', message: WISHLIST_MSG.updateQtyZero });
          continue;
        }
        const options =
          u.selected_options || u.entered_options
            ? optionsOf({ ...item.options, ...pickDefined(u) })
            : undefined;
        await trx
          .updateTable('wishlist_item')
          .set({
            ...(u.quantity ? { quantity: u.quantity } : {}),
            ...(u.description !== undefined && u.description !== null
              ? { description: u.description.trim() === '' ? null : u.description }
              : {}),
            ...(options ? { options: JSON.stringify(options) } : {}),
          })
          .where('id', '=', item.id)
          .execute();
      }
      return errors;
    });
  }

  /**
   * addWishlistItemsToCart: the items (all when no ids are given) go to the customer's active cart
   * with the cart's own rules; those added leave the wish list, the others stay with their error.
   */
  async addToCart(
    ctx: RequestContext,
    wishlistId: string,
    itemIds: readonly string[] | null | undefined,
  ): Promise<Result<Changed<WishlistCartError>>> {
    const owned = await this.owned(ctx, wishlistId);
    if (!owned.ok) return owned;
    const list = owned.value;
    const all = await this.items(ctx, list.id);
    const wanted = itemIds && itemIds.length > 0 ? itemIds.map((i) => String(i).trim()) : null;
    const chosen = wanted ? all.filter((i) => wanted.includes(String(i.id))) : all;
    const unknown = wanted ? wanted.filter((id) => !all.some((i) => String(i.id) === id)) : [];
    if (unknown.length > 0) return fail('graphql-input', WISHLIST_MSG.itemsNotFound(unknown));
    const customerId = ctx.customerId as number;
    const cart = await this.uow.run(ctx, (tx) => this.carts.activeCustomerCart(tx, customerId));
    const requests = await this.cartRequests(chosen);
    const added = await this.cartItems.addProducts(
      ctx,
      cart.masked_id,
      requests.map((r) => r.request),
    );
    if (!added.ok) return added;
    const errors: WishlistCartError[] = added.value.errors.flatMap((e) => {
      const itemId = requests[e.index]?.itemId;
      return itemId === undefined
        ? []
        : [{ code: cartCode(e.error.code), message: e.error.message, wishlistItemId: itemId }];
    });
    const done = requests
      .map((r) => r.itemId)
      .filter((id) => !errors.some((e) => e.wishlistItemId === id));
    if (done.length > 0) {
      await this.db
        .deleteFrom('wishlist_item')
        .where('id', 'in', done)
        .where('wishlist_id', '=', list.id)
        .execute();
    }
    const wishlist = await this.db
      .updateTable('wishlist')
      .set({ updated_at: ctx.now })
      .where('id', '=', list.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok({ wishlist, errors });
  }

  /** A wish list item as the add-to-cart request that buys it. */
  private async cartRequests(
    items: readonly WishlistItemRow[],
  ): Promise<{ itemId: number; request: AddRequest }[]> {
    const ids = [
      ...new Set(
        items.flatMap((i) =>
          i.parent_product_id ? [i.product_id, i.parent_product_id] : [i.product_id],
        ),
      ),
    ];
    if (ids.length === 0) return [];
    const skus = new Map(
      (
        await this.db.selectFrom('product').select(['id', 'sku']).where('id', 'in', ids).execute()
      ).map((p) => [p.id, p.sku]),
    );
    return items.flatMap((i) => {
      const sku = skus.get(i.product_id);
      if (!sku) return [];
      const parentSku = i.parent_product_id ? (skus.get(i.parent_product_id) ?? null) : null;
      return [
        {
          itemId: i.id,
          request: {
            sku,
            parentSku,
            quantity: i.quantity,
            selectedOptions: i.options.selected_options ?? null,
            enteredOptions: i.options.entered_options ?? null,
          },
        },
      ];
    });
  }

  /** Guests may not touch wish lists; another customer's id answers like an unknown one. */
  async owned(ctx: RequestContext, wishlistId: string): Promise<Result<WishlistRow>> {
    if (ctx.customerId === null) return fail('graphql-authorization', WISHLIST_MSG.guest);
    const id = parsePositiveInt(String(wishlistId).trim());
    const list =
      id === null
        ? undefined
        : await this.db
            .selectFrom('wishlist')
            .selectAll()
            .where('id', '=', id)
            .where('customer_id', '=', ctx.customerId)
            .executeTakeFirst();
    return list ? ok(list) : fail('graphql-input', WISHLIST_MSG.notFound);
  }

  /** Runs a change on the caller's list in one transaction (list row locked) and stamps updated_at. */
  private async write<E>(
    ctx: RequestContext,
    wishlistId: string,
    change: (trx: Db, list: WishlistRow) => Promise<E[]>,
  ): Promise<Result<Changed<E>>> {
    const owned = await this.owned(ctx, wishlistId);
    if (!owned.ok) return owned;
    return this.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('wishlist')
        .select('id')
        .where('id', '=', owned.value.id)
        .forUpdate()
        .executeTakeFirst();
      const errors = await change(trx, owned.value);
      const wishlist = await trx
        .updateTable('wishlist')
        .set({ updated_at: ctx.now })
        .where('id', '=', owned.value.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ wishlist, errors });
    });
  }
}

function pickDefined(
  u: WishlistItemUpdate,
): Pick<WishlistItemInput, 'selected_options' | 'entered_options'> {
  return {
    ...(u.selected_options ? { selected_options: u.selected_options } : {}),
    ...(u.entered_options ? { entered_options: u.entered_options } : {}),
  };
}

const isConfigurableUid = (uid: string | null) =>
  /^configurable\//.test(uid ? (decodeUid(uid) ?? '') : '');

type Target = Result<{ productId: number; parentId: number | null }, WishlistError>;

/**
 * Which product the request names: a configurable's variant by parent_sku + sku, by its own sku, or
 * by the configurable sku with configurable option uids; the configurable itself without them.
 */
function resolveProduct(
  input: WishlistItemInput,
  lookup: Awaited<ReturnType<typeof loadCatalogLookup>>,
): Target {
  const notFound = (sku: string): Target =>
    failWith({ code: 'PRODUCT_NOT_FOUND', message: WISHLIST_MSG.productNotFound(sku) });
  const disabled: Target = failWith({ code: 'UNDEFINED', message: WISHLIST_MSG.productDisabled });
  const named = lookup.bySku.get(skuKey(input.sku));
  if (input.parent_sku) {
    const parent = lookup.bySku.get(skuKey(input.parent_sku));
    if (!parent) return notFound(input.parent_sku);
    if (!named || named.parent_id !== parent.id) return notFound(input.sku);
    return enabled(parent) && enabled(named)
      ? ok({ productId: named.id, parentId: parent.id })
      : disabled;
  }
  if (!named) return notFound(input.sku);
  if (named.parent_id !== null) {
    const parent = lookup.byId.get(named.parent_id);
    return enabled(parent) && enabled(named)
      ? ok({ productId: named.id, parentId: named.parent_id })
      : disabled;
  }
  if (!enabled(named)) return disabled;
  if (named.type_id === 'configurable') {
    const chosen = new Map<number, number>();
    for (const uid of input.selected_options ?? []) {
      const m = /^configurable\/(\d+)\/(\d+)$/.exec(uid ? (decodeUid(uid) ?? '') : '');
      if (m) chosen.set(Number(m[1]), Number(m[2]));
    }
    const attrs = lookup.superAttributes.get(named.id) ?? [];
    const variant =
      chosen.size === 0
        ? undefined
        : (lookup.variants.get(named.id) ?? []).find((v) =>
            attrs.every((a) => lookup.variantValues.get(v.id)?.get(a) === chosen.get(a)),
          );
    if (variant) return ok({ productId: variant.id, parentId: named.id });
  }
  return ok({ productId: named.id, parentId: null });
}
