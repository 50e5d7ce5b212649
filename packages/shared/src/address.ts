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
export type AddressErrors = Partial<Record<AddressField, string>>;

/** The longest value any address field takes (the API's limit for its address columns). */
export const ADDRESS_FIELD_MAX_LENGTH = 255;

/** Countries whose State is a required choice from the API's region list. */
export const REGION_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

/** Texts the caller supplies from its own message catalogue. */
export interface AddressTexts {
  postcodeInvalid: string;
}

const blank = (v: string) => v.trim() === '';

const optional = () => z.string().max(ADDRESS_FIELD_MAX_LENGTH, V.fieldTooLong);
const required = (message: string) =>
  z
    .string()
    .refine((v) => !blank(v), { message })
    .max(ADDRESS_FIELD_MAX_LENGTH, V.fieldTooLong);

/**
 * The address schema. Every field is checked, so a form can show each message at once. `prefix`
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

/** The first message per field (empty when the address is good). Absent values count as empty. */
export function addressErrors(values: Partial<AddressValues>, texts: AddressTexts): AddressErrors {
  const input: Record<string, string> = {};
  for (const f of ADDRESS_FIELDS) input[f] = typeof values[f] === 'string' ? values[f] : '';
  const result = addressSchema(texts).safeParse(input);
  const errors: AddressErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField | undefined;
    if (field && ADDRESS_FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}
