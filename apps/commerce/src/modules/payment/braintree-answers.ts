// Braintree's answers in the gateway's neutral vocabulary (gateway.ts). The shopper only ever sees
// the storefront's texts for these codes (sales/payment-errors.ts); Braintree's own message stays
// in our logs and transaction rows as a short code, never in an answer (docs/decisions/1323).
//
// From Braintree's published reference: processor response codes 1000-1099 approve, 2000-2999
// decline (2001 insufficient funds, 2004 expired card, 2010 issuer declined the CVV, 3000 the
// processor network is down); gateway rejections name a reason (cvv, avs, avs_and_cvv, fraud,
// risk_threshold, duplicate, token_issuance, three_d_secure, application_incomplete); validation
// errors are five-digit codes (817xx the card's fields, 915xx and 93xxx the transaction and nonce).
import type { GatewayResult, PaymentFailureCode } from './gateway.js';

const CARD_TYPES: Record<string, string> = {
  Visa: 'VI',
  MasterCard: 'MC',
  'American Express': 'AE',
  Discover: 'DI',
  JCB: 'JCB',
  'Diners Club': 'DN',
  Maestro: 'SM',
  UnionPay: 'UN',
  Elo: 'ELO',
  Hiper: 'HC',
  Hipercard: 'HC',
};

/** Braintree's card type as Magento's brand code (VI, MC, AE, ...); OT for one we do not know. */
export const brandOf = (cardType: string | undefined | null): string =>
  CARD_TYPES[cardType ?? ''] ?? 'OT';

/** A processor response code (2000-3000) as the neutral code. */
export function processorFailure(code: string | number | undefined | null): PaymentFailureCode {
  const n = Number(code);
  if (n === 2001 || n === 2002 || n === 2003) return 'insufficient_funds';
  if (n === 2004) return 'expired_card';
  if (n === 2010) return 'incorrect_cvc';
  if (n >= 3000 || !Number.isFinite(n)) return 'processing_error';
  return 'card_declined';
}

/** A gateway rejection reason as the neutral code. */
export function rejectionFailure(reason: string | undefined | null): PaymentFailureCode {
  switch (reason) {
    case 'cvv':
      return 'incorrect_cvc';
    case 'avs':
    case 'avs_and_cvv':
    case 'fraud':
    case 'risk_threshold':
    case 'duplicate':
    case 'three_d_secure':
      return 'card_declined';
    default:
      return 'processing_error';
  }
}

/** Validation error codes (errors.deepErrors()) as the neutral code. */
export function validationFailure(codes: string[]): PaymentFailureCode {
  const has = (...c: string[]) => codes.some((x) => c.includes(x));
  // The nonce: unknown (91565), used already (91564), locked (91567), not usable with this merchant (91511, 91512, 93103, 93107, 93108).
  if (
    has(
      '91564',
      '91565',
      '91566',
      '91567',
      '91511',
      '91512',
      '93103',
      '93107',
      '93108',
      '91518',
      '91519',
    )
  )
    return 'invalid_token';
  // The card's own fields: CVV (81706, 81707, 81736), expiry (81709, 81710, 81711, 81712, 81713), number (81714-81717).
  if (has('81706', '81707', '81736')) return 'incorrect_cvc';
  if (has('81709', '81710', '81711', '81712', '81713')) return 'expired_card';
  if (codes.some((c) => c.startsWith('817'))) return 'card_declined';
  return 'processing_error';
}

/** The subset of the SDK's result this module reads. */
export interface SdkResult {
  success: boolean;
  transaction?: {
    id?: string;
    status?: string;
    processorResponseCode?: string;
    gatewayRejectionReason?: string | null;
    creditCard?: {
      token?: string | null;
      cardType?: string;
      last4?: string;
      expirationMonth?: string;
      expirationYear?: string;
      /** Braintree's per-merchant card fingerprint (32 hex characters): the same card number, the same value. */
      uniqueNumberIdentifier?: string | null;
    };
  };
  errors?: { deepErrors(): { code: string }[] };
}

/** Turns a transaction answer (sale, submit for settlement, void, refund) into a GatewayResult. */
export function transactionResult(r: SdkResult): GatewayResult {
  const tx = r.transaction;
  // The card's fingerprint, on approved and declined answers alike: declines are counted per card (0556).
  const id = tx?.creditCard?.uniqueNumberIdentifier;
  const card = typeof id === 'string' && id !== '' ? { fingerprint: id } : {};
  if (r.success && tx?.id)
    return { status: 'approved', reference: tx.id, code: null, message: null, ...card };
  const reference = tx?.id ?? null;
  if (tx?.status === 'processor_declined' || tx?.status === 'settlement_declined') {
    const code = processorFailure(tx.processorResponseCode);
    return {
      status: code === 'processing_error' ? 'error' : 'declined',
      reference,
      code,
      message: `braintree ${tx.status} ${tx.processorResponseCode ?? ''}`.trim(),
      ...card,
    };
  }
  if (tx?.status === 'gateway_rejected') {
    const code = rejectionFailure(tx.gatewayRejectionReason);
    return {
      status: code === 'processing_error' ? 'error' : 'declined',
      reference,
      code,
      message: `braintree gateway_rejected ${tx.gatewayRejectionReason ?? ''}`.trim(),
      ...card,
    };
  }
  const codes = r.errors?.deepErrors().map((e) => String(e.code)) ?? [];
  const code = validationFailure(codes);
  return {
    status: code === 'processing_error' ? 'error' : 'declined',
    reference,
    code,
    message: `braintree validation ${codes.join(',') || tx?.status || 'unknown'}`,
    ...card,
  };
}

/** A gateway call that threw (network, timeout, authentication, 5xx): an unknown outcome. */
export function thrownResult(err: unknown): GatewayResult {
  const name = (err as { type?: string; name?: string })?.type ?? (err as Error)?.name ?? 'error';
  return {
    status: 'error',
    reference: null,
    code: 'processing_error',
    message: `braintree ${name}`,
  };
}
