// Guards for the schema's enums, built from the values the code generator writes next to each
// enum's string union (`enumsAsConst`, docs/decisions/1041): a value read from the database or
// the configuration becomes the enum's type only after it is checked against the schema's own list.
import { CountryCodeEnum, CurrencyEnum, PaymentTokenTypeEnum } from './resolver-types.generated.js';

function enumGuard<E extends string>(
  values: Readonly<Record<string, E>>,
): (value: string) => value is E {
  const known = new Set<string>(Object.values(values));
  return (value): value is E => known.has(value);
}

export const isCountryCode = enumGuard(CountryCodeEnum);
export const isCurrency = enumGuard(CurrencyEnum);
export const isPaymentTokenType = enumGuard(PaymentTokenTypeEnum);
