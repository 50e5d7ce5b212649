// Cart lines: add (addProductsToCart and the legacy add mutations), update quantities, remove,
// clear. Each change runs in one transaction holding the cart row lock, so concurrent adds of the
// same product to one cart merge into one line with the summed quantity.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork } from '../../db/unit-of-work.js';
import type { CartItemCustomOption, CartItemGiftCard } from './tables.js';
import { decodeIdUid } from '../../shared/ids.js';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/product.service.js';
import { loadCatalogLookup } from './catalog-lookup.js';
import {
  checkRequestedQuantity,
  checkStock,
  lineKey,
  MAX_LINE_QUANTITY,
  resolveLine,
  type AddRequest,
  type LineResult,
} from './cart-lines.js';
import type { CartRow } from './cart-view.js';
import type { CartService } from './cart.service.js';
import { fail, failWith, ok, type Result } from '../../shared/result.js';
import { MSG, type LineError } from './results.js';
import { checkGiftCardLine, giftCardUnits } from './gift-card-limits.js';

export interface AddOutcome {
  cart: CartRow;
  /** Problems per request, in request order; failed requests change nothing. */
  errors: { index: number; error: LineError }[];
}

export interface ItemUpdate {
  /** cart_item_uid (base64 id) or the deprecated numeric cart_item_id. */
  uid?: string | null;
  id?: number | null;
  quantity?: number | null;
}

export interface UpdateOutcome {
  cart: CartRow;
  errors: LineError[];
}

interface PendingLine {
  itemId: number | null;
  productId: number;
  variantId: number | null;
  options: CartItemCustomOption[];
  giftCard: CartItemGiftCard | null;
  stock: ProductRow;
  quantity: number;
}

export class CartItemService {
  private readonly uow: UnitOfWork;

  constructor(
    db: Db,
    private readonly carts: CartService,
  ) {
    this.uow = new UnitOfWork(db);
  }

  /**
   * Adds the requests in order. Item problems are returned, never thrown. With `atomic` (the legacy
   * mutations) the first problem stops everything and nothing is written. A context inside a unit
   * of work (merging carts) adds inside it, and that unit of work owns commit and rollback.
   */
  async addProducts(
    ctx: RequestContext,
    maskedId: string,
    requests: readonly AddRequest[],
    atomic = false,
  ): Promise<Result<AddOutcome>> {
    return this.uow.run(ctx, async (tx) => {
      const trx = tx.transaction;
      const found = await this.carts.getCartForUser(tx, maskedId, { forUpdate: true });
      if (!found.ok) return found;
      const cart = found.value;
      const lookup = await loadCatalogLookup(ctx, trx, requests);
      const existing = await trx
        .selectFrom('cart_item')
        .selectAll()
        .where('cart_id', '=', cart.id)
        .orderBy('id')
        .execute();
      const stockIds = [...new Set(existing.map((i) => i.variant_id ?? i.product_id))];
      const stockRows = new Map<number, ProductRow>(
        stockIds.length === 0
          ? []
          : (
              await trx
                .selectFrom('product')
                .select(PRODUCT_COLUMNS)
                .where('id', 'in', stockIds)
                .execute()
            ).map((p) => [p.id, p]),
      );
      const lines = new Map<string, PendingLine>();
      for (const i of existing) {
        const stock = stockRows.get(i.variant_id ?? i.product_id);
        if (!stock) continue;
        lines.set(lineKey(i.product_id, i.variant_id, i.custom_options, i.gift_card), {
          itemId: i.id,
          productId: i.product_id,
          variantId: i.variant_id,
          options: i.custom_options,
          giftCard: i.gift_card,
          stock,
          quantity: i.quantity,
        });
      }
      const changed = new Set<PendingLine>();
      const errors: AddOutcome['errors'] = [];
      for (const [index, req] of requests.entries()) {
        const qtyError = checkRequestedQuantity(req.quantity);
        const resolved: LineResult = qtyError ? failWith(qtyError) : resolveLine(req, lookup);
        if (!resolved.ok) {
          errors.push({ index, error: resolved.failure });
          if (atomic) return ok({ cart, errors });
          continue;
        }
        const { product, variant, options, giftCard } = resolved.value;
        const key = lineKey(product.id, variant?.id ?? null, options, giftCard);
        const line = lines.get(key) ?? {
          itemId: null,
          productId: product.id,
          variantId: variant?.id ?? null,
          options,
          giftCard,
          stock: variant ?? product,
          quantity: 0,
        };
        // Stock rules count everything of this product already in the cart, on any line.
        const sameStock = [...lines.values()]
          .filter((l) => l !== line && l.stock.id === line.stock.id)
          .reduce((n, l) => n + l.quantity, 0);
        const total = line.quantity + req.quantity;
        // Gift cards: at most so many per line and per cart (gift-card-limits.ts).
        const otherGiftCards = giftCardUnits([...lines.values()].filter((l) => l !== line));
        const stockError =
          total > MAX_LINE_QUANTITY
            ? { code: 'INSUFFICIENT_STOCK' as const, message: MSG.qtyAboveMax }
            : (checkStock(line.stock, total + sameStock) ??
              checkGiftCardLine(line.giftCard !== null, total, otherGiftCards));
        if (stockError) {
          errors.push({ index, error: stockError });
          if (atomic) return ok({ cart, errors });
          continue;
        }
        line.quantity += req.quantity;
        lines.set(key, line);
        changed.add(line);
      }
      for (const line of changed) {
        if (line.itemId !== null) {
          await trx
            .updateTable('cart_item')
            .set({ quantity: line.quantity })
            .where('id', '=', line.itemId)
            .execute();
        } else {
          await trx
            .insertInto('cart_item')
            .values({
              cart_id: cart.id,
              product_id: line.productId,
              variant_id: line.variantId,
              quantity: line.quantity,
              custom_options: JSON.stringify(line.options),
              gift_message: null,
              gift_card: line.giftCard ? JSON.stringify(line.giftCard) : null,
            })
            .execute();
        }
      }
      return ok({ cart: changed.size > 0 ? await this.touch(trx, ctx, cart) : cart, errors });
    });
  }

  /** updateCartItems (2.4.8): quantity 0 removes a line; item problems are returned in `errors`. */
  async updateItems(
    ctx: RequestContext,
    maskedId: string,
    updates: readonly ItemUpdate[],
  ): Promise<Result<UpdateOutcome>> {
    return this.uow.run(ctx, async (tx) => {
      const trx = tx.transaction;
      const found = await this.carts.getCartForUser(tx, maskedId, { forUpdate: true });
      if (!found.ok) return found;
      const cart = found.value;
      if (updates.length === 0) return fail('graphql-input', MSG.cartItemsMissingDot);
      const items = await trx
        .selectFrom('cart_item')
        .selectAll()
        .where('cart_id', '=', cart.id)
        .execute();
      const errors: LineError[] = [];
      let changed = false;
      for (const u of updates) {
        const id = u.uid ? decodeIdUid(u.uid) : (u.id ?? null);
        const item = id === null ? undefined : items.find((i) => i.id === id);
        if (!item) {
          errors.push({
            code: 'COULD_NOT_FIND_CART_ITEM',
            message: MSG.itemNotFound(id ?? u.uid ?? ''),
          });
          continue;
        }
        if (u.quantity === null || u.quantity === undefined) {
          errors.push({ code: 'REQUIRED_PARAMETER_MISSING', message: MSG.itemQtyMissing });
          continue;
        }
        if (u.quantity === 0) {
          await trx.deleteFrom('cart_item').where('id', '=', item.id).execute();
          items.splice(items.indexOf(item), 1);
          changed = true;
          continue;
        }
        const qtyError = checkRequestedQuantity(u.quantity);
        if (qtyError) {
          errors.push(qtyError);
          continue;
        }
        const stockId = item.variant_id ?? item.product_id;
        const stock = await trx
          .selectFrom('product')
          .select(PRODUCT_COLUMNS)
          .where('id', '=', stockId)
          .executeTakeFirstOrThrow();
        const others = items
          .filter((i) => i !== item && (i.variant_id ?? i.product_id) === stockId)
          .reduce((n, i) => n + i.quantity, 0);
        const otherGiftCards = giftCardUnits(
          items
            .filter((i) => i !== item)
            .map((i) => ({ giftCard: i.gift_card, quantity: i.quantity })),
        );
        const stockError =
          stock.status !== 1
            ? { code: 'NOT_SALABLE' as const, message: MSG.legacyChildNotAvailable }
            : (checkStock(stock, u.quantity + others) ??
              checkGiftCardLine(item.gift_card !== null, u.quantity, otherGiftCards));
        if (stockError) {
          errors.push(stockError);
          continue;
        }
        await trx
          .updateTable('cart_item')
          .set({ quantity: u.quantity })
          .where('id', '=', item.id)
          .execute();
        item.quantity = u.quantity;
        changed = true;
      }
      return ok({ cart: changed ? await this.touch(trx, ctx, cart) : cart, errors });
    });
  }

  /** removeItemFromCart by uid (or the deprecated numeric id). */
  async removeItem(
    ctx: RequestContext,
    maskedId: string,
    ref: { uid?: string | null; id?: number | null },
  ): Promise<Result<CartRow>> {
    return this.uow.run(ctx, async (tx) => {
      const trx = tx.transaction;
      const found = await this.carts.getCartForUser(tx, maskedId, { forUpdate: true });
      if (!found.ok) return found;
      if (!ref.uid && (ref.id === null || ref.id === undefined))
        return fail('graphql-input', MSG.removeItemMissing);
      const id = ref.uid ? decodeIdUid(ref.uid) : (ref.id ?? null);
      const r =
        id === null
          ? null
          : await trx
              .deleteFrom('cart_item')
              .where('id', '=', id)
              .where('cart_id', '=', found.value.id)
              .executeTakeFirst();
      if (!r || Number(r.numDeletedRows) === 0)
        return fail('graphql-no-such-entity', MSG.itemNotInCart);
      return ok(await this.touch(trx, ctx, found.value));
    });
  }

  /** clearCart (2.4.7+): removes every line; coupon and gift cards stay, as in Magento. */
  async clear(ctx: RequestContext, maskedId: string): Promise<Result<CartRow>> {
    return this.uow.run(ctx, async (tx) => {
      const trx = tx.transaction;
      const found = await this.carts.getCartForUser(tx, maskedId, { forUpdate: true });
      if (!found.ok) return found;
      await trx.deleteFrom('cart_item').where('cart_id', '=', found.value.id).execute();
      return ok(await this.touch(trx, ctx, found.value));
    });
  }

  private touch(db: Db, ctx: RequestContext, cart: CartRow): Promise<CartRow> {
    return db
      .updateTable('cart')
      .set({ updated_at: ctx.now })
      .where('id', '=', cart.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
