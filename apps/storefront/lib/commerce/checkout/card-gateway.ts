// The card step's payment gateway behind one interface (docs/decisions/1321, 1325). The sandbox
// takes the card from our own form on the server and exchanges it for a one-time token; with
// Braintree (the gateway Magento ships) the browser tokenises the card from our own inputs, which
// are never submitted (components/checkout/braintree-card.ts), and the storefront gets only a
// nonce, which Magento's `braintree` payment input takes as it is.
import 'server-only';
import { config } from '@/lib/config';
import { cardPaymentInput, tokenizeCard, type CardDetails, type TokenResult } from './checkout';
import type { StoreViewCode } from '@/lib/config';
import { failed, ok, userError } from '@/lib/result';
import type { PaymentMethodInput } from '@/lib/commerce/generated/graphql';

export type CardSubmission = { kind: 'card'; card: CardDetails } | { kind: 'nonce'; nonce: string };

export interface CardGateway {
  readonly code: 'sandbox' | 'braintree';
  /** 'form': our card inputs post to the server action; 'hosted': the card is tokenised in the browser and only a nonce is posted. */
  readonly fields: 'form' | 'hosted';
  /** A one-time token for this order. */
  tokenize(store: StoreViewCode, submission: CardSubmission): Promise<TokenResult>;
  /** The PaymentMethodInput of setPaymentMethodOnCart for that token. */
  paymentInput(token: string, saveCard: boolean): PaymentMethodInput;
}

const wrongPath = (message: string): TokenResult => failed(userError(message, 'order'));

export const sandboxGateway: CardGateway = {
  code: 'sandbox',
  fields: 'form',
  tokenize: async (store, submission) =>
    submission.kind === 'card'
      ? tokenizeCard(store, submission.card)
      : wrongPath('The sandbox takes card details, not a nonce'),
  paymentInput: cardPaymentInput,
};

/** Braintree: the nonce braintree-web made in the browser is the token (docs/decisions/1325). */
export const braintreeGateway: CardGateway = {
  code: 'braintree',
  fields: 'hosted',
  tokenize: async (_store, submission) => {
    if (submission.kind !== 'nonce') return wrongPath('Card details go through the hosted fields');
    const nonce = submission.nonce.trim();
    // Braintree nonces are short opaque strings; anything else is refused before the API sees it.
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(nonce))
      return failed(userError('Invalid payment nonce', 'invalidCard'));
    return ok(nonce);
  },
  paymentInput: cardPaymentInput,
};

export function cardGateway(): CardGateway {
  return config.cardGateway === 'braintree' ? braintreeGateway : sandboxGateway;
}
