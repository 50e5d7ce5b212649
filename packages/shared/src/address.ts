// The address form's rules, written once: the storefront's checkout and address-book forms check
// them as the visitor types, and their server actions check them again before anything is sent.
// One zod schema; the messages are the specification's (section 5) through `validationMessages`.
import { z } from 'zod';
import { isValidPostcode, validationMessages as V } from './validation';

export const ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'company',
  'street',
  'street2',
  'city',
  'country',
  'region',
  'postcode',
  'telephone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** The longest value any address field takes (the API's limit for its address columns). */
export const ADDRESS_FIELD_MAX_LENGTH = 255;

/** Countries whose State is a required choice from the API's region list. */
export const REGION_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

/** Texts the caller supplies from its own message catalogue. */
export interface AddressTexts {
  postcodeInvalid: string;
}

const blank = (v: string) => v.trim() === '';

// An absent value is checked as '' (prefault), so it counts as missing, not as a wrong type.
const optional = () => z.string().max(ADDRESS_FIELD_MAX_LENGTH, V.fieldTooLong).prefault('');
const required = (message: string) =>
  z
    .string()
    .refine((v) => !blank(v), { message })
    .max(ADDRESS_FIELD_MAX_LENGTH, V.fieldTooLong)
    .prefault('');

/**
 * The address schema. Every field is checked, so a form can show each message at once (the
 * storefront reads the first message per field through Conform's zod integration). `prefix`
 * names the fields as a form posts them (`shipping_`, `billing_`, `address_`: shipping_city, ...).
 */
export function addressSchema(texts: AddressTexts, prefix = '') {
  const rules: Record<AddressField, z.ZodType<string>> = {
    firstname: required(V.firstNameRequired),
    lastname: required(V.lastNameRequired),
    company: optional(),
    street: required(V.streetRequired),
    street2: optional(),
    city: required(V.cityRequired),
    country: required(V.countryRequired),
    region: optional(),
    postcode: required(V.zipRequired),
    telephone: required(V.phoneRequired),
  };
  const name = (f: AddressField) => `${prefix}${f}`;
  const shape: Record<string, z.ZodType<string>> = {};
  for (const f of ADDRESS_FIELDS) shape[name(f)] = rules[f];
  return z.object(shape).superRefine((v, ctx) => {
    const country = v[name('country')] ?? '';
    const region = v[name('region')] ?? '';
    const postcode = v[name('postcode')] ?? '';
    if (REGION_REQUIRED_COUNTRIES.has(country) && blank(region)) {
      ctx.addIssue({ code: 'custom', path: [name('region')], message: V.stateRequired });
    }
    if (!blank(postcode) && !blank(country) && !isValidPostcode(country, postcode)) {
      ctx.addIssue({ code: 'custom', path: [name('postcode')], message: texts.postcodeInvalid });
    }
  });
}
