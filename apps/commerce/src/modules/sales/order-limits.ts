// Orders per client address and per e-mail (docs/decisions/0905, 0109), a guard the sales
// resolvers declare on placeOrder: refused once the address or the cart's e-mail has placed its
// allowance within the hour. Only placed orders are counted, so failed attempts (out of stock,
// declined card) do not use it up. Concurrent attempts can pass the check together: the overshoot
// is at most the requests in flight at that moment, and every later attempt is refused.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { FieldGuard } from '../../graphql/guard.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { visitorAddress, type Limits } from '../../shared/rate-rules.js';

export const ORDER_LIMIT_MSG = {
  ordersFromAddress:
    'Too many orders were placed from your network. Please wait and try again later.',
  ordersForEmail:
    'Too many orders were placed with this e-mail address. Please wait and try again later.',
} as const;

/** Marks an order number as counted against the order limits (a replayed placeOrder returns it again). */
const ORDER_COUNTED = { name: 'order-counted', limit: 1, windowMs: 3_600_000, blockMs: 3_600_000 };

interface PlaceOrderArgs {
  input?: { cart_id?: string | null } | null;
}

type Maybe<T> = T | null | undefined;
type PlacedOrder = Maybe<{ number?: Maybe<string> }>;

/** What the guard reads of placeOrder's answer (any the schema allows): the number of the order it placed. */
interface PlacedAnswer {
  orderV2?: PlacedOrder | Promise<PlacedOrder>;
}

/** The subjects an admitted placeOrder counts against once it placed an order. */
interface Subjects {
  address: string | null;
  email: string | null;
}

export class OrderLimits {
  readonly placeOrder: FieldGuard<PlaceOrderArgs, Maybe<PlacedAnswer>, Subjects>;

  constructor(private readonly deps: { db: Db; limits: Limits }) {
    this.placeOrder = {
      admit: (args, ctx) => this.admit(ctx, cartIdOf(args)),
      settle: async (answer, subjects, ctx) =>
        this.count(ctx, (await answer?.orderV2)?.number ?? null, subjects),
    };
  }

  private async admit(ctx: RequestContext, cartId: string | null): Promise<Result<Subjects>> {
    const { limiter, rules } = this.deps.limits;
    const visitor = visitorAddress(ctx);
    const address = visitor !== null && rules.orderAddress.limit > 0 ? visitor : null;
    if (address && (await limiter.exhausted(rules.orderAddress, address, ctx.now)))
      return fail('graphql-input', ORDER_LIMIT_MSG.ordersFromAddress);
    const email = cartId && rules.orderEmail.limit > 0 ? await this.cartEmail(cartId) : null;
    if (email && (await limiter.exhausted(rules.orderEmail, email, ctx.now)))
      return fail('graphql-input', ORDER_LIMIT_MSG.ordersForEmail);
    return ok({ address, email });
  }

  /** A placed order counts once against its address and e-mail, however often it is replayed. */
  private async count(
    ctx: RequestContext,
    number: string | null,
    { address, email }: Subjects,
  ): Promise<void> {
    if (!number || (!address && !email)) return;
    const { limiter, rules } = this.deps.limits;
    if (!(await limiter.take(ORDER_COUNTED, number, ctx.now)).allowed) return;
    if (address) await limiter.take(rules.orderAddress, address, ctx.now);
    if (email) await limiter.take(rules.orderEmail, email, ctx.now);
  }

  /** The cart's e-mail (its own, else its customer's), whoever asks: the limit is the e-mail's. */
  private async cartEmail(maskedId: string): Promise<string | null> {
    const row = await this.deps.db
      .selectFrom('cart')
      .leftJoin('customer', 'customer.id', 'cart.customer_id')
      .select(['cart.email as cartEmail', 'customer.email as customerEmail'])
      .where('cart.masked_id', '=', maskedId)
      .executeTakeFirst();
    const email = row?.cartEmail ?? row?.customerEmail ?? null;
    return email ? email.trim().toLowerCase() : null;
  }
}

const cartIdOf = (args: PlaceOrderArgs): string | null => {
  const id = args.input?.cart_id;
  return typeof id === 'string' && id.trim() ? id.trim() : null;
};
