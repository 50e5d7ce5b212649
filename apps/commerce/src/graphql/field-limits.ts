// Per-field rate limits, applied to the merged resolver map so each execution of a field is
// counted (an alias is one more execution): coupon and gift card codes per address and per cart,
// uncached product searches per address, and orders per address and per e-mail
// (docs/decisions/0904 and 0905). The resolvers themselves stay unaware of them.
import type { RequestContext } from '../context.js';
import type { Db } from '../db/index.js';
import type { CartService } from '../modules/cart/cart.service.js';
import { inputError } from '../shared/errors.js';
import type { ResolverMap } from './resolvers.js';
import { visitorAddress, type Limits } from '../shared/rate-rules.js';

/**
 * The largest order accepted online, in cents ($1,000,000). Order amounts are stored in 32-bit
 * cents (at most $21,474,836.47); a cap far below keeps every total, tax and row of an order
 * inside them (docs/decisions/0903).
 */
export const MAX_ORDER_CENTS = 100_000_000;

export const LIMIT_MSG = {
  coupon: 'Too many coupon codes were tried. Please wait and try again later.',
  giftCard: 'Too many gift card codes were tried. Please wait and try again later.',
  search: 'Too many searches from your network. Please wait a minute and try again.',
  ordersFromAddress: 'Too many orders were placed from your network. Please wait and try again later.',
  ordersForEmail: 'Too many orders were placed with this e-mail address. Please wait and try again later.',
  orderTooLarge: `The order total exceeds the maximum of $1,000,000 allowed online. Reduce the quantities or contact us for a quote.`,
} as const;


/** Marks an order number as counted against the order limits (a replayed placeOrder returns it again). */
const ORDER_COUNTED = { name: 'order-counted', limit: 1, windowMs: 3_600_000, blockMs: 3_600_000 };

type Resolver = (parent: unknown, args: Record<string, unknown>, ctx: RequestContext, info: unknown) => unknown;

const cartIdOf = (args: Record<string, unknown>): string | null => {
  const input = args.input as { cart_id?: unknown } | null | undefined;
  return typeof input?.cart_id === 'string' && input.cart_id.trim() ? input.cart_id.trim() : null;
};

export function withFieldLimits(resolvers: ResolverMap, limits: Limits, db: Db, carts: CartService): ResolverMap {
  const { limiter, rules } = limits;
  // Wrapped by field name, whatever its arguments: a plain view of the same map.
  const map: Record<string, Record<string, unknown> | undefined> = resolvers;
  const wrap = (type: string, field: string, around: (next: Resolver) => Resolver) => {
    const original = map[type]?.[field];
    if (typeof original !== 'function') return;
    map[type] = { ...map[type], [field]: around(original as Resolver) };
  };

  /** A code guess: counted per address and per cart before the code is looked up. */
  const guessed = (perAddress: typeof rules.couponAddress, perCart: typeof rules.couponCart, message: string) => (next: Resolver) =>
    (async (parent, args, ctx, info) => {
      const address = visitorAddress(ctx);
      const byAddress = address ? await limiter.take(perAddress, address, ctx.now) : { allowed: true };
      const cartId = cartIdOf(args);
      const byCart = cartId ? await limiter.take(perCart, cartId, ctx.now) : { allowed: true };
      if (!byAddress.allowed || !byCart.allowed) throw inputError(message);
      return next(parent, args, ctx, info);
    }) as Resolver;
  wrap('Mutation', 'applyCouponToCart', guessed(rules.couponAddress, rules.couponCart, LIMIT_MSG.coupon));
  wrap('Mutation', 'applyGiftCardToCart', guessed(rules.giftCardAddress, rules.giftCardCart, LIMIT_MSG.giftCard));

  // Only executions count: a cached GET answer runs no resolver.
  wrap('Query', 'products', (next) => (async (parent, args, ctx, info) => {
    const address = visitorAddress(ctx);
    if (address && typeof args.search === 'string' && args.search.trim() !== '') {
      if (!(await limiter.take(rules.search, address, ctx.now)).allowed) throw inputError(LIMIT_MSG.search);
    }
    return next(parent, args, ctx, info);
  }) as Resolver);

  // Orders: refused once the address or the cart's e-mail has placed its allowance within the
  // hour; only placed orders are counted, so failed attempts (out of stock, declined card) do
  // not use it up. Concurrent attempts can pass the check together: the overshoot is at most the
  // requests in flight at that moment, and every later attempt is refused.
  wrap('Mutation', 'placeOrder', (next) => (async (parent, args, ctx, info) => {
    const cartId = cartIdOf(args);
    const email = cartId ? await cartEmail(db, cartId) : null;
    const address = visitorAddress(ctx);
    const perAddress = address !== null && rules.orderAddress.limit > 0;
    if (perAddress && (await limiter.exhausted(rules.orderAddress, address, ctx.now))) throw inputError(LIMIT_MSG.ordersFromAddress);
    if (email && rules.orderEmail.limit > 0 && (await limiter.exhausted(rules.orderEmail, email, ctx.now))) throw inputError(LIMIT_MSG.ordersForEmail);
    if (cartId && (await cartTooLarge(ctx, carts, cartId))) throw inputError(LIMIT_MSG.orderTooLarge);
    const result = (await next(parent, args, ctx, info)) as { orderV2?: { number?: string } | null } | null;
    // A repeated placeOrder of a placed cart answers with the same order: counted once.
    const number = result?.orderV2?.number;
    if (number && (await limiter.take(ORDER_COUNTED, number, ctx.now)).allowed) {
      if (perAddress) await limiter.take(rules.orderAddress, address, ctx.now);
      if (email && rules.orderEmail.limit > 0) await limiter.take(rules.orderEmail, email, ctx.now);
    }
    return result;
  }) as Resolver);

  return resolvers;
}

async function cartEmail(db: Db, maskedId: string): Promise<string | null> {
  const row = await db
    .selectFrom('cart')
    .leftJoin('customer', 'customer.id', 'cart.customer_id')
    .select(['cart.email as cartEmail', 'customer.email as customerEmail'])
    .where('cart.masked_id', '=', maskedId)
    .executeTakeFirst();
  const email = row?.cartEmail ?? row?.customerEmail ?? null;
  return email ? email.trim().toLowerCase() : null;
}

/** True when the cart's subtotal or grand total is past MAX_ORDER_CENTS (a cart the caller cannot read is left to placeOrder). */
async function cartTooLarge(ctx: RequestContext, carts: CartService, maskedId: string): Promise<boolean> {
  const cart = await carts.getCartForUser(ctx, maskedId);
  if (!cart.ok) return false;
  const { totals } = await carts.view(ctx, cart.value);
  return Math.max(totals.subtotalCents, totals.grandTotalCents) > MAX_ORDER_CENTS;
}
