// Checkout form rules, shared by the client forms (shown as the visitor types) and the server
// actions (checked again before anything is sent). Messages are the shared validation messages
// (packages/shared) plus a few checkout texts from the message catalogue. Pure; safe anywhere.
import { ADDRESS_FIELDS, type AddressValues } from '@charter/shared/address';
import { checkoutEmailSchema } from '@charter/shared/forms';
import { validationMessages } from '@charter/shared/validation';
import {
  normalizeNumber,
  validateCard as validateSharedCard,
  type CardFieldError,
} from '@charter/shared/card';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { schemaErrors } from '@/lib/forms/schema-errors';

export { hasErrors, type FieldErrors } from '@/lib/forms/field-errors';

// The address rules are the shared schema's (packages/shared/src/address.ts); the forms and actions
// check them through addressFormErrors (lib/forms/schema-errors.ts).
export {
  ADDRESS_FIELDS,
  REGION_REQUIRED_COUNTRIES,
  type AddressField,
  type AddressValues,
} from '@charter/shared/address';

export const EMPTY_ADDRESS: AddressValues = {
  firstname: '',
  lastname: '',
  company: '',
  street: '',
  street2: '',
  city: '',
  country: 'US',
  region: '',
  postcode: '',
  telephone: '',
};

/** An address the shop already holds: a cart address or one of the address book. */
export interface HeldAddress {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  city: string;
  countryCode: string;
  regionCode: string;
  /** The region as text (address book) ... */
  regionName?: string;
  /** ... or as the cart labels it. */
  regionLabel?: string;
  postcode: string;
  telephone: string;
}

/** The address form's values for a held address; the second street line is Suite/Unit/Floor. */
export function addressValuesOf(a: HeldAddress | null): AddressValues {
  if (!a) return { ...EMPTY_ADDRESS };
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street[0] ?? '',
    street2: a.street.slice(1).join(' '),
    city: a.city,
    country: a.countryCode || 'US',
    region: a.regionCode || a.regionName || a.regionLabel || '',
    postcode: a.postcode,
    telephone: a.telephone,
  };
}

const blank = (v: string | undefined) => (v ?? '').trim() === '';

/**
 * The checkout's e-mail (shipping step, or a guest's virtual cart at payment): the shared schema
 * through Conform's zod integration, in the forms' rules and in the actions alike.
 */
export function validateEmail(email: string): string | null {
  return schemaErrors(checkoutEmailSchema, { email: email ?? '' }).email ?? null;
}

/** Reads an address from form data; `prefix` tells the shipping and billing forms apart. */
export function addressFromForm(form: FormData, prefix: string): AddressValues {
  const out = { ...EMPTY_ADDRESS };
  for (const f of ADDRESS_FIELDS) {
    const value = form.get(`${prefix}${f}`);
    out[f] = typeof value === 'string' ? value.trim() : '';
  }
  out.country = out.country.toUpperCase();
  return out;
}

// --- Card form ----------------------------------------------------------------------------------

/** The card method: Magento's Braintree code and input shape, served by the commerce service's gateway. */
export const CARD_PAYMENT_METHOD = 'braintree';

/** Saved cards of a signed-in customer: Magento's Braintree vault code. */
export const SAVED_CARD_METHOD = 'braintree_cc_vault';

/**
 * The payment form offers each saved card as its own choice: 'saved:<public_hash>'. Returns the
 * hash for such a choice, null for any other method.
 */
export function savedCardHash(choice: string): string | null {
  const m = /^saved:([A-Za-z0-9_-]{1,128})$/.exec(choice);
  return m ? (m[1] as string) : null;
}

export const savedCardChoice = (publicHash: string): string => `saved:${publicHash}`;

/**
 * An address book choice in the checkout forms: a saved address id, or 'new' for the typed
 * address. Anything else counts as 'new'.
 */
export function addressBookChoice(value: string): number | 'new' {
  return /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : 'new';
}

export type CardField = 'cardNumber' | 'expMonth' | 'expYear' | 'cvv';
export type CardValues = Record<CardField, string>;

/** Digits of a typed card number (spaces and dashes allowed), or null. */
export const cardDigits = normalizeNumber;

const CARD_FIELDS: Record<CardFieldError['field'], CardField> = {
  number: 'cardNumber',
  exp_month: 'expMonth',
  exp_year: 'expYear',
  cvv: 'cvv',
};

/**
 * The payment service's own card rules (packages/shared), mapped to the form's field names.
 * Every field is checked so the form can show each message at once. The card is good through its month.
 */
export function validateCard(v: CardValues, now: Date): FieldErrors<CardField> {
  const result = validateSharedCard(
    {
      number: v.cardNumber ?? '',
      exp_month: v.expMonth ?? '',
      exp_year: v.expYear ?? '',
      cvv: v.cvv ?? '',
    },
    now,
  );
  const e: FieldErrors<CardField> = {};
  if (Array.isArray(result)) for (const err of result) e[CARD_FIELDS[err.field]] ??= err.message;
  return e;
}

// --- Gift message and promo code ----------------------------------------------------------------

export type GiftField = 'giftFrom' | 'giftTo' | 'giftMessage';

export function validateGiftMessage(v: Record<GiftField, string>): FieldErrors<GiftField> {
  const e: FieldErrors<GiftField> = {};
  for (const f of ['giftFrom', 'giftTo', 'giftMessage'] as const) {
    if (blank(v[f])) e[f] = validationMessages.giftMessageField;
  }
  return e;
}

export function validatePromoCode(code: string): string | null {
  return blank(code) ? validationMessages.promoCodeRequired : null;
}
