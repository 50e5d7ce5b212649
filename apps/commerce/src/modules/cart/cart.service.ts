// Carts: creation, lookup with Magento's ownership rules, the computed view, coupons and gift cards.
// Line changes live in cart-items.service.ts. Every method takes the request context first and
// returns expected failures as values (results.ts); the resolvers map them to the wire.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork, type TxContext } from '../../db/unit-of-work.js';
import type { AttributeCatalog } from '../catalog/attribute.service.js';
import { customerKeyOf, findRuleByCode, isRuleCurrent, assertCouponUsable } from './coupons.js';
import { isGiftCardLine, loadCartView, type CartRow, type CartView } from './cart-view.js';
import { findGiftCardByCode, isGiftCardUsable, type GiftCardAccount } from './gift-cards.js';
import { MASKED_ID_LENGTH, newMaskedId } from './masked-id.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { MSG } from './results.js';
import { noShippingRater, type ShippingRater } from './shipping-contract.js';

export interface LoadOptions {
  /** Lock the cart row (SELECT ... FOR UPDATE) until the unit of work ends; needs a context inside one. */
  forUpdate?: boolean;
}

/** Longer codes are never issued: looked up as unknown without a query. */
const GIFT_CARD_CODE_MAX = 64;

export class CartService {
  private readonly uow: UnitOfWork;

  constructor(
    private readonly db: Db,
    private readonly attributes: AttributeCatalog,
    private readonly rater: ShippingRater = noShippingRater,
  ) {
    this.uow = new UnitOfWork(db);
  }

  /**
   * Magento's GetCartForUser (reference 3.1), checks in order: missing id, unknown id, inactive
   * cart, owner. Guest carts belong to guests; customer carts only to that customer.
   */
  async getCartForUser(
    ctx: RequestContext,
    maskedId: string | null | undefined,
    opts: LoadOptions = {},
  ): Promise<Result<CartRow>> {
    if (!maskedId || maskedId.trim() === '') return fail('graphql-input', MSG.cartIdMissing);
    let q = this.uow.db(ctx).selectFrom('cart').selectAll().where('masked_id', '=', maskedId);
    if (opts.forUpdate) q = q.forUpdate();
    const cart = await q.executeTakeFirst();
    if (!cart) return fail('graphql-no-such-entity', MSG.cartNotFound(maskedId));
    if (!cart.is_active) return fail('graphql-no-such-entity', MSG.cartInactive);
    if (cart.customer_id !== ctx.customerId)
      return fail('graphql-authorization', MSG.cartForbidden(maskedId));
    return ok(cart);
  }

  /** Lines, prices and totals as of now; inside the context's unit of work when it has one (e.g. placeOrder). */
  view(ctx: RequestContext, cart: CartRow): Promise<CartView> {
    return loadCartView(
      ctx,
      this.uow.db(ctx),
      { attributes: this.attributes, rater: this.rater },
      cart,
    );
  }

  /**
   * The cart's item count as the view counts it (a line whose product or variant is gone is left
   * out), in one statement and without pricing anything: all that the header's cart badge and an
   * add-to-cart answer ask for.
   */
  async totalQuantity(ctx: RequestContext, cart: CartRow): Promise<number> {
    const row = await this.uow
      .db(ctx)
      .selectFrom('cart_item as i')
      .innerJoin('product as p', 'p.id', 'i.product_id')
      .leftJoin('product as v', 'v.id', 'i.variant_id')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number | string>('i.quantity'), eb.lit(0)).as('quantity'),
      )
      .where('i.cart_id', '=', cart.id)
      .where((eb) => eb.or([eb('i.variant_id', 'is', null), eb('v.id', 'is not', null)]))
      .executeTakeFirstOrThrow();
    return Number(row.quantity);
  }

  /** createEmptyCart: a new guest cart, or the customer's active cart (created when missing). */
  async createEmptyCart(ctx: RequestContext, requestedId?: string | null): Promise<Result<string>> {
    if (ctx.customerId !== null) {
      const customerId = ctx.customerId;
      const row = await this.uow.run(ctx, (tx) => this.activeCustomerCart(tx, customerId));
      return ok(row.masked_id);
    }
    const created = await this.insertCart(ctx, requestedId);
    return created.ok ? ok(created.value.masked_id) : created;
  }

  /** A customer cart's e-mail is the customer's current one (it follows updateCustomerEmail). */
  async emailOf(
    ctx: RequestContext,
    cart: Pick<CartRow, 'customer_id' | 'email'>,
  ): Promise<string | null> {
    if (cart.customer_id === null) return cart.email;
    const customer = await this.uow
      .db(ctx)
      .selectFrom('customer')
      .select('email')
      .where('id', '=', cart.customer_id)
      .executeTakeFirst();
    return customer?.email ?? cart.email;
  }

  /**
   * The customer's active cart, created when there is none, inside the caller's unit of work. The
   * customer row stays locked until that unit of work ends, so two sign-ins at once find or create
   * the same cart instead of one each.
   */
  async activeCustomerCart(ctx: TxContext, customerId: number): Promise<CartRow> {
    const trx = ctx.transaction;
    await trx
      .selectFrom('customer')
      .select('id')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    const existing = await trx
      .selectFrom('cart')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('is_active', '=', true)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (existing) return existing;
    return trx
      .insertInto('cart')
      .values({
        masked_id: newMaskedId(),
        store_id: ctx.storeView.store.id,
        customer_id: customerId,
        email: null,
        coupon_code: null,
        gift_message: null,
        payment_method_code: null,
        payment_data: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async createGuestCart(
    ctx: RequestContext,
    requestedId?: string | null,
  ): Promise<Result<CartRow>> {
    if (ctx.customerId !== null) return fail('graphql-input', MSG.guestCartForCustomer);
    return this.insertCart(ctx, requestedId);
  }

  private async insertCart(
    ctx: RequestContext,
    requestedId?: string | null,
  ): Promise<Result<CartRow>> {
    if (
      requestedId !== undefined &&
      requestedId !== null &&
      requestedId.length !== MASKED_ID_LENGTH
    ) {
      return fail('graphql-input', MSG.cartIdLength);
    }
    const maskedId = requestedId ?? newMaskedId();
    const row = await this.db
      .insertInto('cart')
      .values({
        masked_id: maskedId,
        store_id: ctx.storeView.store.id,
        customer_id: ctx.customerId,
        email: null,
        coupon_code: null,
        gift_message: null,
        payment_method_code: null,
        payment_data: null,
      })
      .onConflict((oc) => oc.column('masked_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? ok(row) : fail('graphql-already-exists', MSG.cartExists(maskedId));
  }

  /** applyCouponToCart: one coupon per cart; the rule must be current, reachable and not used up. */
  async applyCoupon(
    ctx: RequestContext,
    maskedId: string,
    code: string | null | undefined,
  ): Promise<Result<CartRow>> {
    return this.uow.run(ctx, async (tx) => {
      const trx = tx.transaction;
      const found = await this.getCartForUser(tx, maskedId, { forUpdate: true });
      if (!found.ok) return found;
      const cart = found.value;
      if (!code || code.trim() === '') return fail('graphql-input', MSG.couponMissing);
      const view = await this.view(tx, cart);
      if (view.lines.length === 0) return fail('graphql-no-such-entity', MSG.cartEmpty);
      if (cart.coupon_code !== null) return fail('graphql-input', MSG.couponAlreadyApplied);
      const rule = await findRuleByCode(trx, code);
      if (!rule || !isRuleCurrent(rule, ctx.now))
        return fail('graphql-no-such-entity', MSG.couponInvalid);
      // Gift card lines are never discounted (0506): a cart of gift cards only has nothing to apply a rule to.
      if (view.totals.discountableSubtotalCents === 0)
        return fail('graphql-no-such-entity', MSG.couponInvalid);
      if (rule.min_subtotal !== null && view.totals.discountableSubtotalCents < rule.min_subtotal)
        return fail('graphql-no-such-entity', MSG.couponInvalid);
      const usable = await assertCouponUsable(
        trx,
        rule,
        customerKeyOf(cart.customer_id, cart.email),
      );
      if (!usable.ok) return fail('graphql-no-such-entity', MSG.couponInvalid);
      const updated = await trx
        .updateTable('cart')
        .set({ coupon_code: rule.coupon_code, updated_at: ctx.now })
        .where('id', '=', cart.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(updated);
    });
  }

  async removeCoupon(ctx: RequestContext, maskedId: string): Promise<Result<CartRow>> {
    const found = await this.getCartForUser(ctx, maskedId);
    if (!found.ok) return found;
    const count = await this.db
      .selectFrom('cart_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cart_id', '=', found.value.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) === 0) return fail('graphql-no-such-entity', MSG.cartEmpty);
    const updated = await this.db
      .updateTable('cart')
      .set({ coupon_code: null, updated_at: ctx.now })
      .where('id', '=', found.value.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(updated);
  }

  /** applyGiftCardToCart: active, unexpired cards with a balance; each card once per cart, kept in order. */
  async applyGiftCard(
    ctx: RequestContext,
    maskedId: string,
    code: string | null | undefined,
  ): Promise<Result<CartRow>> {
    return this.uow.run(ctx, async (tx) => {
      const trx = tx.transaction;
      const found = await this.getCartForUser(tx, maskedId, { forUpdate: true });
      if (!found.ok) return found;
      if (!code || code.trim() === '') return fail('graphql-input', MSG.giftCardMissing);
      const card = await findGiftCardByCode(trx, code);
      if (!card || !isGiftCardUsable(card, ctx.now))
        return fail('graphql-input', MSG.giftCardInvalid);
      const applied = await trx
        .selectFrom('cart_gift_card')
        .select(['gift_card_id', 'position'])
        .where('cart_id', '=', found.value.id)
        .execute();
      if (applied.some((a) => a.gift_card_id === card.id))
        return fail('graphql-input', MSG.giftCardAlreadyApplied);
      // Gift card balance never pays for gift cards (0506): on a cart of gift cards only it would apply nothing.
      const lines = await trx
        .selectFrom('cart_item as i')
        .innerJoin('product as p', 'p.id', 'i.product_id')
        .select(['i.gift_card', 'p.type_id'])
        .where('i.cart_id', '=', found.value.id)
        .execute();
      if (lines.length > 0 && lines.every((l) => isGiftCardLine(l, l)))
        return fail('graphql-input', MSG.giftCardForGiftCards);
      await trx
        .insertInto('cart_gift_card')
        .values({
          cart_id: found.value.id,
          gift_card_id: card.id,
          position: Math.max(0, ...applied.map((a) => a.position + 1)),
        })
        .execute();
      return ok(found.value);
    });
  }

  /**
   * giftCardAccount: an active, unexpired card by its code (a spent card answers a zero balance);
   * unknown, inactive and expired codes answer alike.
   */
  async giftCardAccount(
    ctx: RequestContext,
    code: string | null | undefined,
  ): Promise<Result<GiftCardAccount>> {
    if (!code || code.trim() === '') return fail('graphql-input', MSG.giftCardMissing);
    const card =
      code.length > GIFT_CARD_CODE_MAX ? undefined : await findGiftCardByCode(this.db, code);
    const live =
      card &&
      card.is_active &&
      (card.expires_at === null || card.expires_at.getTime() > ctx.now.getTime());
    return live ? ok(card) : fail('graphql-no-such-entity', MSG.giftCardUnknown);
  }

  async removeGiftCard(
    ctx: RequestContext,
    maskedId: string,
    code: string | null | undefined,
  ): Promise<Result<CartRow>> {
    const found = await this.getCartForUser(ctx, maskedId);
    if (!found.ok) return found;
    if (!code || code.trim() === '') return fail('graphql-input', MSG.giftCardMissing);
    const card = await findGiftCardByCode(this.db, code);
    const r = card
      ? await this.db
          .deleteFrom('cart_gift_card')
          .where('cart_id', '=', found.value.id)
          .where('gift_card_id', '=', card.id)
          .executeTakeFirst()
      : null;
    if (!r || Number(r.numDeletedRows) === 0) return fail('graphql-input', MSG.giftCardNotApplied);
    return ok(found.value);
  }
}
