// The payment form's values, its rules and the order its errors are listed in. The rules are the
// shared ones (the address schema, the e-mail and gift message rules); the server action checks
// them again. Pure.
import {
  ADDRESS_FIELDS,
  SAVED_CARD_METHOD,
  validateEmail,
  validateGiftMessage,
  type AddressValues,
  type FieldErrors,
} from '@/lib/commerce/checkout/checkout-validation';
import { addressFormErrors } from '@/lib/forms/schema-errors';
import { CARD_FIELDS } from './use-card-check';

export type PaymentValues = AddressValues & {
  email: string;
  billing_same: string;
  payment_method: string;
  po_number: string;
  gift_enabled: string;
  gift_from: string;
  gift_to: string;
  gift_message: string;
  billing_choice: string;
};

/** Input names of the typed billing address: billing_firstname, ... */
export const BILLING_PREFIX = 'billing_';

export interface PaymentRuleTexts {
  postcodeInvalid: string;
  methodRequired: string;
  poRequired: string;
}

/** The billing address is typed (not the shipping address, not a saved one). */
export const billingTyped = (v: Pick<PaymentValues, 'billing_same' | 'billing_choice'>): boolean =>
  v.billing_same !== 'on' && v.billing_choice === 'new';

export function paymentFormErrors(
  v: PaymentValues,
  texts: PaymentRuleTexts,
  askEmail: boolean,
): FieldErrors {
  const e: FieldErrors = {};
  if (askEmail) {
    const email = validateEmail(v.email);
    if (email) e.email = email;
  }
  if (billingTyped(v)) {
    Object.assign(
      e,
      addressFormErrors(v, { postcodeInvalid: texts.postcodeInvalid }, BILLING_PREFIX),
    );
  }
  if (!v.payment_method) e.payment_method = texts.methodRequired;
  if (v.payment_method === 'purchaseorder' && v.po_number.trim() === '')
    e.po_number = texts.poRequired;
  if (v.gift_enabled === 'on') {
    const g = validateGiftMessage({
      giftFrom: v.gift_from,
      giftTo: v.gift_to,
      giftMessage: v.gift_message,
    });
    if (g.giftFrom) e.gift_from = g.giftFrom;
    if (g.giftTo) e.gift_to = g.giftTo;
    if (g.giftMessage) e.gift_message = g.giftMessage;
  }
  return e;
}

/** The fields whose errors the summary lists, in the form's order. */
export function paymentErrorOrder(v: PaymentValues, askEmail: boolean, isCard: boolean): string[] {
  return [
    ...(askEmail ? ['email'] : []),
    ...(billingTyped(v) ? ADDRESS_FIELDS.map((a) => `${BILLING_PREFIX}${a}`) : []),
    'payment_method',
    ...(isCard ? Object.keys(CARD_FIELDS) : []),
    'po_number',
    'gift_from',
    'gift_to',
    'gift_message',
  ];
}

/** The payment choices: each saved card is a choice of its own in place of the API's one 'Stored Cards' method. */
export function paymentChoices(
  methods: { code: string; title: string }[],
  cards: { choice: string; label: string }[] | null,
) {
  const savedCards = cards && methods.some((m) => m.code === SAVED_CARD_METHOD) ? cards : [];
  const choices = methods.flatMap((m) =>
    m.code === SAVED_CARD_METHOD
      ? savedCards.map((c) => ({ code: c.choice, title: c.label }))
      : [{ code: m.code, title: m.title }],
  );
  return { savedCards, choices };
}

/** The method chosen at first: the cart's, else the first saved card, else the first method. */
export function initialPaymentChoice(
  selected: string | null,
  choices: { code: string }[],
  savedCards: { choice: string }[],
): string {
  if (selected && choices.some((m) => m.code === selected)) return selected;
  return savedCards[0]?.choice ?? choices[0]?.code ?? '';
}
