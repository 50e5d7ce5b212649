// The signed-in customer's cart: customerCart, mergeCarts and the specification's
// createCustomerCart, which sign-in calls with the guest cart id so the shopper keeps what they
// added before signing in (docs/decisions/0708-customer-cart-and-merge.md).
//
// A merge runs in one transaction: the customer row is locked first (CartService.activeCustomerCart),
// then the guest cart row, so concurrent sign-ins with the same guest cart merge it once, into one
// customer cart. Lines go through CartItemService.addProducts, with its option, stock and quantity rules.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork, type TxContext } from '../../db/unit-of-work.js';
import {
  customOptionUid,
  customOptionValueUid,
  giftCardAmountUid,
  giftCardFieldUid,
} from '../../shared/ids.js';
import { GIFT_CARD_FIELDS, giftCardSettings } from '../catalog/gift-card-options.js';
import type { CartItemService } from './cart-items.service.js';
import type { AddRequest } from './cart-lines.js';
import type { CartItemRow, CartRow } from './cart-view.js';
import type { CartService } from './cart.service.js';
import { assertCouponUsable, customerKeyOf, findRuleByCode, isRuleCurrent } from './coupons.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { MSG } from './results.js';

export const CUSTOMER_CART_MSG = {
  customerOnly: 'The request is allowed for logged in customer',
  notAuthorized: "The current customer isn't authorized.",
  sourceMissing: 'Required parameter "source_cart_id" is missing',
  destinationEmpty: 'The parameter "destination_cart_id" cannot be empty',
} as const;

/** Rolls the merge's transaction back and carries its failure out. */
class MergeFailed extends Error {
  constructor(readonly result: Result<never>) {
    super('cart merge failed');
  }
}

export class CustomerCartService {
  private readonly uow: UnitOfWork;

  constructor(
    db: Db,
    private readonly carts: CartService,
    private readonly items: CartItemService,
  ) {
    this.uow = new UnitOfWork(db);
  }

  /** customerCart: the active customer cart, created when missing; the same one on every call. */
  async customerCart(ctx: RequestContext): Promise<Result<CartRow>> {
    const customerId = ctx.customerId;
    if (customerId === null) return fail('graphql-authorization', CUSTOMER_CART_MSG.customerOnly);
    return ok(await this.uow.run(ctx, (tx) => this.carts.activeCustomerCart(tx, customerId)));
  }

  /**
   * createCustomerCart: the customer's active cart after merging the guest cart into it. A stale
   * guest id (unknown, inactive, already the customer's) is ignored: sign-in must not fail on it.
   */
  async createCustomerCart(
    ctx: RequestContext,
    guestCartId: string | null | undefined,
  ): Promise<Result<CartRow>> {
    const customerId = ctx.customerId;
    if (customerId === null) return fail('graphql-authorization', CUSTOMER_CART_MSG.notAuthorized);
    const guestId = guestCartId?.trim() ?? '';
    return this.inTransaction(ctx, async (tx) => {
      const destination = await this.carts.activeCustomerCart(tx, customerId);
      if (guestId === '') return destination;
      const source = await tx.transaction
        .selectFrom('cart')
        .selectAll()
        .where('masked_id', '=', guestId)
        .forUpdate()
        .executeTakeFirst();
      if (!source || !source.is_active || source.customer_id === customerId) return destination;
      if (source.customer_id !== null)
        throw new MergeFailed(fail('graphql-authorization', MSG.cartForbidden(guestId)));
      return this.merge(tx, source, destination);
    });
  }

  /**
   * mergeCarts (reference 3.2): the guest source cart's lines move into the destination (or the
   * customer's active cart), and the source is deactivated. Returns the destination.
   */
  async mergeCarts(
    ctx: RequestContext,
    sourceId: string | null | undefined,
    destinationId: string | null | undefined,
  ): Promise<Result<CartRow>> {
    const customerId = ctx.customerId;
    if (customerId === null) return fail('graphql-authorization', CUSTOMER_CART_MSG.notAuthorized);
    if (!sourceId || sourceId.trim() === '')
      return fail('graphql-input', CUSTOMER_CART_MSG.sourceMissing);
    if (destinationId !== undefined && destinationId !== null && destinationId.trim() === '') {
      return fail('graphql-input', CUSTOMER_CART_MSG.destinationEmpty);
    }
    return this.inTransaction(ctx, async (tx) => {
      const destination = destinationId
        ? await this.carts.getCartForUser(tx, destinationId, { forUpdate: true })
        : ok(await this.carts.activeCustomerCart(tx, customerId));
      if (!destination.ok) throw new MergeFailed(destination);
      // The source must be a guest cart (Magento looks it up as a guest would).
      const source = await this.carts.getCartForUser({ ...tx, customerId: null }, sourceId, {
        forUpdate: true,
      });
      if (!source.ok) throw new MergeFailed(source);
      return this.merge(tx, source.value, destination.value);
    });
  }

  private async inTransaction(
    ctx: RequestContext,
    fn: (tx: TxContext) => Promise<CartRow>,
  ): Promise<Result<CartRow>> {
    try {
      return ok(await this.uow.run(ctx, fn));
    } catch (err) {
      if (err instanceof MergeFailed) return err.result;
      throw err;
    }
  }

  /**
   * Lines are added as if the shopper added them again, so identical lines are summed and the
   * stock rules and quantity caps hold; a line that can no longer be bought stays behind. The
   * customer's own coupon wins; otherwise the guest cart's comes along when the customer may use
   * it. Applied gift cards come along after the customer's own.
   */
  private async merge(ctx: TxContext, source: CartRow, destination: CartRow): Promise<CartRow> {
    const trx = ctx.transaction;
    const lines = await trx
      .selectFrom('cart_item')
      .selectAll()
      .where('cart_id', '=', source.id)
      .orderBy('id')
      .execute();
    const requests = await lineRequests(trx, lines);
    if (requests.length > 0) {
      const added = await this.items.addProducts(ctx, destination.masked_id, requests, false);
      if (!added.ok) throw new MergeFailed(added);
    }
    const current = await trx
      .selectFrom('cart')
      .selectAll()
      .where('id', '=', destination.id)
      .executeTakeFirstOrThrow();
    const coupon =
      current.coupon_code === null && source.coupon_code !== null
        ? await this.usableCoupon(ctx, trx, source.coupon_code)
        : null;
    const cardsOf = (cartId: number) =>
      trx
        .selectFrom('cart_gift_card')
        .select(['gift_card_id', 'position'])
        .where('cart_id', '=', cartId)
        .orderBy('position')
        .execute();
    const ownCards = await cardsOf(destination.id);
    const guestCards = await cardsOf(source.id);
    const own = new Set(ownCards.map((c) => c.gift_card_id));
    let position = Math.max(-1, ...ownCards.map((c) => c.position)) + 1;
    for (const g of guestCards) {
      if (own.has(g.gift_card_id)) continue;
      await trx
        .insertInto('cart_gift_card')
        .values({ cart_id: destination.id, gift_card_id: g.gift_card_id, position: position++ })
        .execute();
    }
    await trx
      .updateTable('cart')
      .set({ is_active: false, updated_at: ctx.now })
      .where('id', '=', source.id)
      .execute();
    return trx
      .updateTable('cart')
      .set({ ...(coupon ? { coupon_code: coupon } : {}), updated_at: ctx.now })
      .where('id', '=', destination.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private async usableCoupon(ctx: RequestContext, trx: Db, code: string): Promise<string | null> {
    const rule = await findRuleByCode(trx, code);
    if (!rule || !isRuleCurrent(rule, ctx.now)) return null;
    const usable = await assertCouponUsable(
      trx,
      rule,
      customerKeyOf(ctx.customerId, null),
      ctx.now,
    );
    return usable.ok ? rule.coupon_code : null;
  }
}

/** A cart line as the add request that would create it again (configurable, custom options, gift card). */
async function lineRequests(db: Db, lines: readonly CartItemRow[]): Promise<AddRequest[]> {
  const ids = [
    ...new Set(
      lines.flatMap((l) => (l.variant_id ? [l.product_id, l.variant_id] : [l.product_id])),
    ),
  ];
  if (ids.length === 0) return [];
  const products = new Map(
    (
      await db
        .selectFrom('product')
        .select(['id', 'sku', 'giftcard'])
        .where('id', 'in', ids)
        .execute()
    ).map((p) => [p.id, p]),
  );
  return lines.flatMap((line) => {
    const product = products.get(line.product_id);
    const variant = line.variant_id ? products.get(line.variant_id) : null;
    if (!product || variant === undefined) return [];
    const selected: string[] = [];
    const entered: { uid: string; value: string }[] = [];
    for (const o of line.custom_options) {
      if (o.value_ids)
        selected.push(...o.value_ids.map((v) => customOptionValueUid(o.option_id, v)));
      else if (o.text !== undefined)
        entered.push({ uid: customOptionUid(o.option_id), value: o.text });
    }
    const gc = line.gift_card;
    if (gc) {
      if (giftCardSettings(product).amounts.includes(gc.amount))
        selected.push(giftCardAmountUid(gc.amount));
      else
        entered.push({
          uid: giftCardFieldUid('custom_giftcard_amount'),
          value: (gc.amount / 100).toFixed(2),
        });
      const values: Record<string, string | null> = {
        giftcard_sender_name: gc.sender_name,
        giftcard_sender_email: gc.sender_email,
        giftcard_recipient_name: gc.recipient_name,
        giftcard_recipient_email: gc.recipient_email,
        giftcard_message: gc.message,
      };
      for (const f of GIFT_CARD_FIELDS) {
        const value = values[f.field];
        if (value) entered.push({ uid: giftCardFieldUid(f.field), value });
      }
    }
    return [
      {
        sku: variant ? variant.sku : product.sku,
        parentSku: variant ? product.sku : null,
        quantity: line.quantity,
        selectedOptions: selected,
        enteredOptions: entered,
      },
    ];
  });
}
