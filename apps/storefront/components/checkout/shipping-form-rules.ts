// The shipping form's values, rules and error order: the guest's e-mail, then the typed address
// (the shared address schema through Conform's zod integration, as the address book). A saved address of the book needs no checking here. Pure.
import {
  ADDRESS_FIELDS,
  validateEmail,
  type AddressValues,
  type FieldErrors,
} from '@/lib/commerce/checkout/checkout-validation';
import { addressFormErrors } from '@/lib/forms/schema-errors';

export type ShippingValues = AddressValues & {
  email: string;
  address_choice: string;
  save_in_book: string;
};

/** Input names of the typed shipping address: shipping_firstname, ... */
export const SHIPPING_PREFIX = 'shipping_';

export function shippingFormErrors(
  v: ShippingValues,
  texts: { postcodeInvalid: string },
  askEmail: boolean,
): FieldErrors {
  const e: FieldErrors = {};
  if (askEmail) {
    const email = validateEmail(v.email);
    if (email) e.email = email;
  }
  if (v.address_choice !== 'new') return e;
  return { ...e, ...addressFormErrors(v, texts, SHIPPING_PREFIX) };
}

/** The fields whose errors the summary lists, in the form's order. */
export function shippingErrorOrder(askEmail: boolean, typed: boolean): string[] {
  return [
    ...(askEmail ? ['email'] : []),
    ...(typed ? ADDRESS_FIELDS.map((a) => `${SHIPPING_PREFIX}${a}`) : []),
  ];
}
