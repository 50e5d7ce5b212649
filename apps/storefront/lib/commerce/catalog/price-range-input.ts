// The price filter's min and max inputs (spec §5: "Price filter min and max: 'Required' and
// 'Invalid value'"). Both are required; a value is whole currency units, digits only (the q
// grammar's price range, docs/decisions/0401-listing-query-encoding.md), at most 9 digits, and
// min may not exceed max. Pure: the filter panel and its tests share it.

export type PriceInputError = 'required' | 'invalid';

export interface PriceRangeCheck {
  errors: { min?: PriceInputError; max?: PriceInputError };
  /** The range as the q price value ("10_50"), when both inputs are valid. */
  value?: string;
}

const DIGITS = /^\d{1,9}$/;

export function checkPriceRange(minRaw: string, maxRaw: string): PriceRangeCheck {
  const min = minRaw.trim();
  const max = maxRaw.trim();
  const errors: PriceRangeCheck['errors'] = {};
  if (min === '') errors.min = 'required';
  else if (!DIGITS.test(min)) errors.min = 'invalid';
  if (max === '') errors.max = 'required';
  else if (!DIGITS.test(max)) errors.max = 'invalid';
  if (!errors.min && !errors.max && Number(min) > Number(max)) errors.max = 'invalid';
  if (errors.min || errors.max) return { errors };
  return { errors, value: `${Number(min)}_${Number(max)}` };
}
