// The payment gateway seam. The order path talks to this interface only; the built-in sandbox
// implements it, and a real gateway's adapter (Braintree, CyberSource, ...) would too.
//
// Calls take a GatewayCall carrying the caller's database executor: the sandbox keeps its tokens
// in our database and must use the order's transaction (PGlite has a single connection, and a
// consumed token must roll back with a failed order). A remote gateway ignores it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Result } from '../../shared/result.js';
import type { CardBrand, CardFieldError, CardInput } from '@charter/shared/card';

export interface GatewayCall {
  db: Kysely<Database>;
  now: Date;
}

/** What the card form's server step gets back: only this leaves the tokenisation step. */
export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  expires_at: string;
}

/** Non-sensitive facts about a usable one-time token (for the cart and the order). */
export interface CardTokenInfo {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /**
   * Optional: the card's stable fingerprint (the same card number gives the same value), when the
   * gateway can tell it before charging. Declines are counted per fingerprint
   * (docs/decisions/0556); without it, only the fingerprint the answer carries is counted.
   */
  fingerprint?: string;
}

/**
 * Why a payment failed, in the gateway's neutral vocabulary. The order service maps these to the
 * storefront's texts (docs/decisions/0553-payment-failure-messages.md, amended by
 * 0557-uniform-decline-message.md: every decline reads the same).
 */
export type PaymentFailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'invalid_token'
  | 'processing_error';

export type GatewayResult =
  | {
      status: 'approved';
      reference: string;
      code: null;
      message: null;
      /** Optional: the card's stable fingerprint, when the answer names it (Braintree); a card over its decline limit is refused after all (0556). */
      fingerprint?: string;
    }
  | {
      status: 'declined' | 'error';
      reference: string | null;
      code: PaymentFailureCode;
      message: string;
      /** Optional: the declined card's stable fingerprint (Braintree: uniqueNumberIdentifier), counted per card (0556). */
      fingerprint?: string;
    };

export interface AuthorizeRequest {
  token: string;
  amountCents: number;
  currency: string;
  /** Our reference for the payment (the order number), sent as the gateway's order id. */
  reference: string;
  /**
   * The signed-in customer who asked to save the card: a gateway whose one-time tokens cannot be
   * used twice (Braintree's nonces) vaults the card in the same call; `vault` then returns it.
   */
  saveFor?: number;
}

/** A payment with a card kept by `vault` (a saved card), by the gateway's reusable token. */
export interface VaultedAuthorizeRequest {
  gatewayToken: string;
  amountCents: number;
  currency: string;
  /** Our reference for the payment (the order number), sent as the gateway's order id. */
  reference: string;
}

export interface VaultedCard {
  /** The gateway's reusable payment-method id. */
  gatewayToken: string;
  /** Magento's details JSON: { type, maskedCC, expirationDate }. */
  details: { type: string; maskedCC: string; expirationDate: string };
}

/** The one-time token, or each field's problem (answered as the token route's 400 body). */
export type TokenizeResult = Result<TokenizedCard, CardFieldError[]>;

export interface PaymentGateway {
  /** 'sandbox' for the built-in gateway; recorded on every transaction row. */
  readonly code: string;
  /** Turns a card into a one-time token. Only the sandbox does this server-side. */
  tokenize(call: GatewayCall, card: CardInput): Promise<TokenizeResult>;
  /** A token that can still be used (exists, unused, unexpired), without consuming it. */
  describeToken(call: GatewayCall, token: string): Promise<CardTokenInfo | null>;
  /** Consumes the one-time token and holds the amount. */
  authorize(call: GatewayCall, req: AuthorizeRequest): Promise<GatewayResult>;
  /** Captures a previous authorisation (by its reference). */
  capture(
    call: GatewayCall,
    req: { authorization: string; amountCents: number },
  ): Promise<GatewayResult>;
  /** Releases an authorisation that will not be captured (the order did not commit). */
  void(call: GatewayCall, req: { authorization: string }): Promise<GatewayResult>;
  /** Holds the amount on a saved card; the token stays usable (unlike a one-time token). */
  authorizeVaulted(call: GatewayCall, req: VaultedAuthorizeRequest): Promise<GatewayResult>;
  /** Keeps the card behind a token for a signed-in customer ("save my card information"). */
  vault(call: GatewayCall, req: { token: string; customerId: number }): Promise<VaultedCard | null>;
  /** Returns money of a captured payment (by the authorisation's reference), whole or in part. */
  refund?(
    call: GatewayCall,
    req: { authorization: string; amountCents: number; wholeAmount: boolean },
  ): Promise<GatewayResult>;
  /** The browser SDK's authorisation (Braintree's client token); per gateway customer when signed in. */
  clientToken?(req: { customerId: number | null }): Promise<string>;
}
