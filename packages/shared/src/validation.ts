// Validation rules and their messages (specification section 5), shared by the storefront's
// forms and the commerce service so that both say the same thing about the same input.
// The e-mail and password rules are defined once here, as plain predicates: the forms' zod schemas
// (./forms) are built on them, and the commerce service and the product page's gift card fields call
// them directly. This module does not import zod, so a page that only needs a rule does not ship it.

export const validationMessages = {
  required: 'This field is required.',
  emailValid: 'Please enter a valid email.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  passwordRequired: 'Please enter the password.',
  passwordRule:
    'Password must be at least 8 characters long and contain at least one lower-case letter, one upper-case letter and one number.',
  passwordConfirmRequired: 'Please retype the password.',
  passwordsMustMatch: 'The passwords must match.',
  promoCodeRequired: 'Please enter a promo code',
  countryRequired: 'Country is required.',
  stateRequired: 'State is required.',
  zipRequired: 'Zip code is required.',
  cityRequired: 'City is required.',
  streetRequired: 'Street is required.',
  phoneRequired: 'Phone number is required.',
  cardNumber: 'Please enter a valid card number.',
  cardMonth: 'Please enter a valid month.',
  cardYear: 'Please enter a valid year.',
  cardCvv: 'Please enter a valid CVV.',
  priceRequired: 'Required',
  priceInvalid: 'Invalid value',
  giftMessageField: 'Please complete this field',
  fieldTooLong: 'Please enter no more than 255 characters.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
export const SEARCH_MAX_LENGTH = 128;
export const SEARCH_MIN_SUGGEST_LENGTH = 3;

/**
 * Spec §5 Search: a value counts as "not searchable text" when it is non-empty and not purely
 * digits (after trimming). The header search asks for suggestions only for such values: a bare
 * number (an order, quote or catalogue number) is submitted to the results page, not matched
 * letter by letter while it is typed.
 */
export function isNotSearchableText(value: string): boolean {
  const text = value.trim();
  return text !== '' && !/^\d+$/.test(text);
}

// A pragmatic e-mail check (one @, no spaces, a dot in the domain), as storefront forms use.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

/** The e-mail rule: at most 254 characters, and the trimmed value looks like an address. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value.trim());
}

/** The password rule: at least 8 characters with a lower-case letter, an upper-case letter and a number. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= MIN_PASSWORD_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value)
  );
}

const POSTCODE_PATTERNS: Record<string, RegExp> = {
  US: /^\d{5}(?:[- ]\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] \d[A-Za-z]\d$/,
};

/** Countries without a pattern accept any non-empty postcode. */
export function isValidPostcode(countryCode: string, postcode: string): boolean {
  const pattern = POSTCODE_PATTERNS[countryCode.toUpperCase()];
  const value = postcode.trim();
  return pattern ? pattern.test(value) : value.length > 0;
}
