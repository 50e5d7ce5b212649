// Card testing (docs/decisions/0556-card-testing.md): declined card payments are counted per
// cart, client address, e-mail and card fingerprint through the shared RateLimiter, and placeOrder
// is refused before the gateway is asked when any of them has had too many. After a first decline
// on the cart, the address or the e-mail, a configured captcha must be answered (X-ReCaptcha).
//
// PlaceOrderService calls screen() before its transaction and count() after a refused one rolled
// back. A gateway that names the card only in its answer (Braintree: a nonce cannot be described
// before charging) is screened per card after it answers: cardBlocked(), inside the transaction.
// Only card payments (a new card or a saved one) are screened: other methods ask no gateway.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { DbRateStore, keyOf, type RateRule } from '../../shared/rate-limit.js';
import { visitorAddress, type Limits } from '../../shared/rate-rules.js';
import type { CaptchaVerifier } from '../../shared/recaptcha.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import type { GatewayResult, PaymentFailureCode, PaymentGateway } from '../payment/gateway.js';
import { PAYMENT_METHODS } from '../payment/methods.js';
import { unable, type PlaceOrderFailure } from './order-messages.js';

export const DECLINE_MSG = {
  /** The cart had DECLINES_PER_CART declines: no card is tried on it again, however valid. */
  cartLocked:
    'Card payment is no longer possible for this cart after several declined attempts. Please contact us to complete your order, or start again later.',
  /** The address, the e-mail or the card had too many declines across carts. */
  tooManyDeclines:
    'Card payments are paused after too many declined attempts. Please contact us to complete your order, or try again later.',
  /** Magento's reCAPTCHA failure text, followed by what to do. */
  captchaFailed:
    'reCAPTCHA verification failed. Please complete the reCAPTCHA and place your order again.',
  /** Magento's text when the captcha service cannot be asked. */
  captchaUnavailable: 'Something went wrong with reCAPTCHA. Please contact the store owner.',
} as const;

const pass: Result<void, PlaceOrderFailure> = ok(undefined);
const refused = (failure: PlaceOrderFailure): Result<void, PlaceOrderFailure> => failWith(failure);

/**
 * A decline is an answer about the card: refused, no funds, expired, wrong security code. An
 * unknown or used token (no card was tried) and a processing error (the gateway's or our fault,
 * a timeout) are not counted, so an outage never locks shoppers out.
 */
export function isCardDecline(code: PaymentFailureCode): boolean {
  switch (code) {
    case 'card_declined':
    case 'insufficient_funds':
    case 'expired_card':
    case 'incorrect_cvc':
      return true;
    case 'invalid_token':
    case 'processing_error':
      return false;
  }
}

interface CartFacts {
  id: number;
  email: string | null;
  fingerprint: string | null;
}

export interface DeclineGuardDeps {
  db: Db;
  gateway: PaymentGateway;
  limits: Limits;
  /** Null: no captcha is configured, none is asked for. */
  captcha: CaptchaVerifier | null;
}

export class DeclineGuard {
  /** The card fingerprint screen() saw for a request, for count() when the gateway's answer has none. */
  private readonly seen = new WeakMap<RequestContext, string>();

  constructor(private readonly deps: DeclineGuardDeps) {}

  /**
   * Ok when placeOrder may go on; otherwise the refusal to answer with: an entry of
   * placeOrder.errors, or a top-level error (the captcha, as Magento).
   */
  async screen(ctx: RequestContext, maskedId: string): Promise<Result<void, PlaceOrderFailure>> {
    const cart = await this.cardCart(ctx, maskedId);
    if (!cart) return pass;
    const { limiter, rules } = this.deps.limits;
    const now = ctx.now;
    if (await limiter.exhausted(rules.declineCart, String(cart.id), now))
      return refused({ error: unable(DECLINE_MSG.cartLocked) });
    const address = visitorAddress(ctx);
    const subjects: [RateRule, string | null][] = [
      [rules.declineAddress, address],
      [rules.declineEmail, cart.email],
      [rules.declineCard, cart.fingerprint],
    ];
    for (const [rule, subject] of subjects) {
      if (subject && (await limiter.exhausted(rule, subject, now)))
        return refused({ error: unable(DECLINE_MSG.tooManyDeclines) });
    }
    if (cart.fingerprint) this.seen.set(ctx, cart.fingerprint);
    if (!this.deps.captcha) return pass;
    // After a first decline on this cart, from this address or for this e-mail.
    const counted = [[rules.declineCart, String(cart.id)] as const, ...subjects.slice(0, 2)];
    let declinedBefore = false;
    for (const [rule, subject] of counted) {
      if (subject && (await limiter.store.peek(keyOf(rule, subject), rule, now)) > 0) {
        declinedBefore = true;
        break;
      }
    }
    if (!declinedBefore) return pass;
    const verdict = await this.deps.captcha.verify(ctx.captchaToken, address, (err) =>
      ctx.log.error({ err }, 'reCAPTCHA verification could not be asked'),
    );
    if (verdict === 'ok') return pass;
    return refused({
      fatal: {
        category: 'graphql-input',
        message: verdict === 'invalid' ? DECLINE_MSG.captchaFailed : DECLINE_MSG.captchaUnavailable,
      },
    });
  }

  /**
   * True when the card the gateway's answer names has reached its decline limit: placeOrder then
   * refuses an approved payment (it is voided) and answers a decline with the same paused text.
   * Called inside the order's transaction: database counters are read through it (PGlite has one connection).
   */
  async cardBlocked(ctx: RequestContext, fingerprint: string | undefined): Promise<boolean> {
    if (!fingerprint) return false;
    const { limiter, rules } = this.deps.limits;
    const store =
      ctx.transaction && limiter.store instanceof DbRateStore
        ? new DbRateStore(ctx.transaction)
        : limiter.store;
    return (
      (await store.peek(keyOf(rules.declineCard, fingerprint), rules.declineCard, ctx.now)) >=
      rules.declineCard.limit
    );
  }

  /** After a refused order rolled back: a decline counts against its cart, address, e-mail and card. */
  async count(ctx: RequestContext, cartId: number, result: GatewayResult): Promise<void> {
    if (result.status === 'approved' || !isCardDecline(result.code)) return;
    try {
      const { limiter, rules } = this.deps.limits;
      const row = await this.cartQuery().where('cart.id', '=', cartId).executeTakeFirst();
      const fingerprint = result.fingerprint ?? this.seen.get(ctx) ?? null;
      const subjects: [RateRule, string | null][] = [
        [rules.declineCart, String(cartId)],
        [rules.declineAddress, visitorAddress(ctx)],
        [rules.declineEmail, row ? emailOf(row) : null],
        [rules.declineCard, fingerprint],
      ];
      for (const [rule, subject] of subjects)
        if (subject) await limiter.take(rule, subject, ctx.now);
    } catch (err) {
      ctx.log.error({ err }, 'could not count a declined payment');
    }
  }

  private cartQuery() {
    return this.deps.db
      .selectFrom('cart')
      .leftJoin('customer', 'customer.id', 'cart.customer_id')
      .select([
        'cart.id',
        'cart.customer_id',
        'cart.is_active',
        'cart.payment_method_code',
        'cart.payment_data',
        'cart.email as cartEmail',
        'customer.email as customerEmail',
      ]);
  }

  /** The caller's own active cart paying by card, with its e-mail and (when the gateway tells) the card's fingerprint. */
  private async cardCart(ctx: RequestContext, maskedId: string): Promise<CartFacts | null> {
    const row = await this.cartQuery().where('cart.masked_id', '=', maskedId).executeTakeFirst();
    // Someone else's cart, or a placed one, is left to placeOrder's own answers.
    if (!row || !row.is_active || row.customer_id !== ctx.customerId) return null;
    const kind = PAYMENT_METHODS[row.payment_method_code ?? '']?.kind;
    if (kind !== 'card' && kind !== 'vault') return null;
    let fingerprint: string | null = null;
    const token = (row.payment_data as Record<string, unknown> | null)?.token;
    if (kind === 'card' && typeof token === 'string' && token !== '') {
      const card = await this.deps.gateway.describeToken({ db: this.deps.db, now: ctx.now }, token);
      fingerprint = card?.fingerprint ?? null;
    }
    return { id: row.id, email: emailOf(row), fingerprint };
  }
}

const emailOf = (row: {
  cartEmail: string | null;
  customerEmail: string | null;
}): string | null => {
  const email = row.cartEmail ?? row.customerEmail;
  return email ? email.trim().toLowerCase() : null;
};
