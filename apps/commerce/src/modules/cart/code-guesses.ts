// Guessable codes (docs/decisions/0904, 0109): every coupon or gift card code tried is counted per
// client address and per cart before the code is looked up, so codes cannot be found by trying
// many. The cart resolvers declare these as guards on applyCouponToCart, applyGiftCardToCart and
// giftCardAccount (the balance check).
import type { RequestContext } from '../../context.js';
import type { FieldGuard } from '../../graphql/guard.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { RateRule } from '../../shared/rate-limit.js';
import { visitorAddress, type Limits } from '../../shared/rate-rules.js';

export const GUESS_MSG = {
  coupon: 'Too many coupon codes were tried. Please wait and try again later.',
  giftCard: 'Too many gift card codes were tried. Please wait and try again later.',
} as const;

/** The arguments both fields share: the cart the code is tried on. */
export interface CodeOnCartArgs {
  input?: { cart_id?: string | null } | null;
}

const cartIdOf = (args: CodeOnCartArgs): string | null => {
  const id = args.input?.cart_id;
  return typeof id === 'string' && id.trim() ? id.trim() : null;
};

export class CodeGuesses {
  /** A coupon code tried on a cart. */
  readonly coupon: FieldGuard<CodeOnCartArgs>;
  /** A gift card code tried on a cart. */
  readonly giftCard: FieldGuard<CodeOnCartArgs>;
  /** A gift card code whose balance is asked for: counted per address, with the codes tried on carts. */
  readonly giftCardBalance: FieldGuard<unknown>;

  constructor(private readonly limits: Limits) {
    const { rules } = limits;
    this.coupon = {
      admit: (args, ctx) =>
        this.tried(ctx, cartIdOf(args), rules.couponAddress, rules.couponCart, GUESS_MSG.coupon),
    };
    this.giftCard = {
      admit: (args, ctx) =>
        this.tried(
          ctx,
          cartIdOf(args),
          rules.giftCardAddress,
          rules.giftCardCart,
          GUESS_MSG.giftCard,
        ),
    };
    this.giftCardBalance = {
      admit: (_, ctx) =>
        this.tried(ctx, null, rules.giftCardAddress, rules.giftCardCart, GUESS_MSG.giftCard),
    };
  }

  /** Counts one guess against the address and the cart (both, whichever refuses). */
  private async tried(
    ctx: RequestContext,
    cartId: string | null,
    perAddress: RateRule,
    perCart: RateRule,
    message: string,
  ): Promise<Result<void>> {
    const { limiter } = this.limits;
    const address = visitorAddress(ctx);
    const byAddress = address
      ? await limiter.take(perAddress, address, ctx.now)
      : { allowed: true };
    const byCart = cartId ? await limiter.take(perCart, cartId, ctx.now) : { allowed: true };
    return byAddress.allowed && byCart.allowed ? ok(undefined) : fail('graphql-input', message);
  }
}
