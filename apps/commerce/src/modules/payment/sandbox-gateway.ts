// The built-in sandbox gateway: validates cards like a real one, issues one-time tokens that
// expire after 15 minutes, and answers with the outcome its test number stands for
// (reference/quality-bars.md). It keeps brand, last four digits, expiry, a keyed fingerprint and
// the outcome: never the card number or the CVV.
import { createHmac, randomBytes } from 'node:crypto';
import { validateCard, type CardInput } from '@charter/shared/card';
import { failWith, ok } from '../../shared/result.js';
import type {
  AuthorizeRequest,
  CardTokenInfo,
  GatewayCall,
  GatewayResult,
  PaymentFailureCode,
  PaymentGateway,
  TokenizeResult,
  VaultedAuthorizeRequest,
  VaultedCard,
} from './gateway.js';

export const SANDBOX_TOKEN_TTL_MS = 15 * 60 * 1000;

type SandboxOutcome = 'approve' | Exclude<PaymentFailureCode, 'invalid_token'>;

/** The documented test numbers. Any other valid number is approved. */
export const SANDBOX_CARDS: Record<string, SandboxOutcome> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

const FAILURE_TEXT: Record<Exclude<SandboxOutcome, 'approve'> | 'invalid_token', string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card.',
  invalid_token: 'The card token is unknown, used or expired.',
};

const VAULT_PREFIX = 'pm_sbx_';
const VAULT_TOKEN_RE = /^pm_sbx_[0-9a-f]{24}$/;

const ref = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const approved = (reference: string): GatewayResult => ({
  status: 'approved',
  reference,
  code: null,
  message: null,
});
const failed = (
  outcome: Exclude<SandboxOutcome, 'approve'>,
): Extract<GatewayResult, { status: 'declined' | 'error' }> => ({
  status: outcome === 'processing_error' ? 'error' : 'declined',
  reference: ref('sbx_auth'),
  code: outcome,
  message: FAILURE_TEXT[outcome],
});

export interface SandboxOptions {
  /**
   * Key of the card fingerprint (HMAC-SHA256): lets the same card be recognised without keeping it.
   * A secret from configuration (src/startup.ts): a key known to anyone would let a stolen
   * fingerprint be reversed by trying every card number.
   */
  fingerprintKey: string;
}

export class SandboxGateway implements PaymentGateway {
  readonly code = 'sandbox';
  private readonly fingerprintKey: string;

  constructor(opts: SandboxOptions) {
    if (opts.fingerprintKey.length < 32)
      throw new Error('The card fingerprint key must be at least 32 characters.');
    this.fingerprintKey = opts.fingerprintKey;
  }

  async tokenize(call: GatewayCall, input: CardInput): Promise<TokenizeResult> {
    const card = validateCard(input, call.now);
    if (Array.isArray(card)) return failWith(card);
    const token = `tok_sbx_${randomBytes(24).toString('base64url')}`;
    const expiresAt = new Date(call.now.getTime() + SANDBOX_TOKEN_TTL_MS);
    await call.db
      .insertInto('payment_card_token')
      .values({
        token,
        gateway: this.code,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        fingerprint: createHmac('sha256', this.fingerprintKey).update(card.digits).digest('hex'),
        sandbox_outcome: SANDBOX_CARDS[card.digits] ?? 'approve',
        created_at: call.now,
        expires_at: expiresAt,
      })
      .execute();
    return ok({
      token,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      expires_at: expiresAt.toISOString(),
    });
  }

  async describeToken(call: GatewayCall, token: string): Promise<CardTokenInfo | null> {
    const row = await call.db
      .selectFrom('payment_card_token')
      .select(['token', 'brand', 'last4', 'exp_month', 'exp_year', 'fingerprint'])
      .where('token', '=', token)
      .where('gateway', '=', this.code)
      .where('used_at', 'is', null)
      .where('expires_at', '>', call.now)
      .executeTakeFirst();
    return row
      ? {
          token: row.token,
          brand: row.brand,
          last4: row.last4,
          expMonth: row.exp_month,
          expYear: row.exp_year,
          fingerprint: row.fingerprint,
        }
      : null;
  }

  async authorize(call: GatewayCall, req: AuthorizeRequest): Promise<GatewayResult> {
    // Single use: the conditional update lets exactly one caller consume the token.
    const row = await call.db
      .updateTable('payment_card_token')
      .set({ used_at: call.now })
      .where('token', '=', req.token)
      .where('gateway', '=', this.code)
      .where('used_at', 'is', null)
      .where('expires_at', '>', call.now)
      .returning(['sandbox_outcome', 'fingerprint'])
      .executeTakeFirst();
    if (!row)
      return {
        status: 'declined',
        reference: null,
        code: 'invalid_token',
        message: FAILURE_TEXT.invalid_token,
      };
    if (req.amountCents <= 0)
      return {
        status: 'error',
        reference: null,
        code: 'processing_error',
        message: 'The amount must be positive.',
      };
    const outcome = (row.sandbox_outcome ?? 'approve') as SandboxOutcome;
    if (outcome === 'approve') return approved(ref('sbx_auth'));
    return { ...failed(outcome), fingerprint: row.fingerprint };
  }

  async capture(
    _call: GatewayCall,
    req: { authorization: string; amountCents: number },
  ): Promise<GatewayResult> {
    if (!req.authorization.startsWith('sbx_auth_') || req.amountCents <= 0) {
      return {
        status: 'error',
        reference: null,
        code: 'processing_error',
        message: FAILURE_TEXT.processing_error,
      };
    }
    return approved(ref('sbx_cap'));
  }

  async void(_call: GatewayCall, _req: { authorization: string }): Promise<GatewayResult> {
    return approved(ref('sbx_void'));
  }

  async refund(
    _call: GatewayCall,
    req: { authorization: string; amountCents: number },
  ): Promise<GatewayResult> {
    if (!req.authorization.startsWith('sbx_auth_') || req.amountCents <= 0) {
      return {
        status: 'error',
        reference: null,
        code: 'processing_error',
        message: FAILURE_TEXT.processing_error,
      };
    }
    return approved(ref('sbx_refund'));
  }

  /**
   * A saved card is the card its fingerprint names (vault below): it answers with the outcome of
   * its test number, and as expired once its expiry month has passed.
   */
  async authorizeVaulted(call: GatewayCall, req: VaultedAuthorizeRequest): Promise<GatewayResult> {
    const invalid: GatewayResult = {
      status: 'declined',
      reference: null,
      code: 'invalid_token',
      message: FAILURE_TEXT.invalid_token,
    };
    if (!VAULT_TOKEN_RE.test(req.gatewayToken)) return invalid;
    const card = await call.db
      .selectFrom('payment_card_token')
      .select(['exp_month', 'exp_year', 'sandbox_outcome', 'fingerprint'])
      .where('gateway', '=', this.code)
      .where('fingerprint', 'like', `${req.gatewayToken.slice(VAULT_PREFIX.length)}%`)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!card) return invalid;
    if (req.amountCents <= 0)
      return {
        status: 'error',
        reference: null,
        code: 'processing_error',
        message: 'The amount must be positive.',
      };
    const now = call.now;
    const expired =
      card.exp_year < now.getUTCFullYear() ||
      (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1);
    const outcome: SandboxOutcome = expired
      ? 'expired_card'
      : ((card.sandbox_outcome ?? 'approve') as SandboxOutcome);
    if (outcome === 'approve') return approved(ref('sbx_auth'));
    return { ...failed(outcome), fingerprint: card.fingerprint };
  }

  async vault(
    call: GatewayCall,
    req: { token: string; customerId: number },
  ): Promise<VaultedCard | null> {
    const row = await call.db
      .selectFrom('payment_card_token')
      .select(['brand', 'last4', 'exp_month', 'exp_year', 'fingerprint'])
      .where('token', '=', req.token)
      .where('gateway', '=', this.code)
      .executeTakeFirst();
    if (!row) return null;
    return {
      gatewayToken: `${VAULT_PREFIX}${row.fingerprint.slice(0, 24)}`,
      details: {
        type: row.brand,
        maskedCC: row.last4,
        expirationDate: `${String(row.exp_month).padStart(2, '0')}/${row.exp_year}`,
      },
    };
  }
}
