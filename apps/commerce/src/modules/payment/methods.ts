// The payment methods the store offers, by Magento code (specification section 9 list).
// The card method is `braintree`, wire-compatible with Magento's Braintree GraphQL input
// (`braintree: { payment_method_nonce, is_active_payment_token_enabler }`, saved cards through
// `braintree_cc_vault: { public_hash }`); the configured gateway (the sandbox by default) serves it.
// See docs/decisions/0550-card-payment-method-and-tokens.md.

export const CARD_METHOD = 'braintree';
export const CARD_VAULT_METHOD = 'braintree_cc_vault';

export type PaymentKind = 'offline' | 'card' | 'vault' | 'free';

export interface PaymentMethodDef {
  code: string;
  title: string;
  kind: PaymentKind;
  /** Order status when placed with this method. */
  orderStatus: 'pending' | 'processing';
}

export const PAYMENT_METHODS: Record<string, PaymentMethodDef> = {
  [CARD_METHOD]: {
    code: CARD_METHOD,
    title: 'Credit Card',
    kind: 'card',
    orderStatus: 'processing',
  },
  [CARD_VAULT_METHOD]: {
    code: CARD_VAULT_METHOD,
    title: 'Stored Cards',
    kind: 'vault',
    orderStatus: 'processing',
  },
  checkmo: {
    code: 'checkmo',
    title: 'Check / Money order',
    kind: 'offline',
    orderStatus: 'pending',
  },
  purchaseorder: {
    code: 'purchaseorder',
    title: 'Purchase Order',
    kind: 'offline',
    orderStatus: 'pending',
  },
  free: {
    code: 'free',
    title: 'No Payment Information Required',
    kind: 'free',
    orderStatus: 'pending',
  },
};

/**
 * Methods offered for a cart: only `free` when nothing is left to pay (Magento's rule), otherwise
 * the card first, then the offline methods when the customer's group may use them (see
 * offline-policy.ts); saved cards only for a signed-in customer who has some.
 */
export function availableMethods(
  grandTotalCents: number,
  hasSavedCards: boolean,
  offlineAllowed: boolean,
): PaymentMethodDef[] {
  const m = PAYMENT_METHODS;
  if (grandTotalCents <= 0) return [m.free as PaymentMethodDef];
  return [
    m[CARD_METHOD],
    ...(hasSavedCards ? [m[CARD_VAULT_METHOD]] : []),
    ...(offlineAllowed ? [m.checkmo, m.purchaseorder] : []),
  ] as PaymentMethodDef[];
}
