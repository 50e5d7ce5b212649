// The service's money helpers are the shared ones (packages/shared), so storefront and service
// agree on rounding and units. Modules import them from here. `toMoney` is the shared conversion
// answering the schema's Money (docs/decisions/1041).
import { toMoney as toWireMoney } from '@charter/shared/money';
import { isCurrency } from '../graphql/enums.js';
import type { Money } from '../graphql/resolver-types.generated.js';

export { centsToFloat, discountOf, parseMoneyToCents, percentOf } from '@charter/shared/money';

/**
 * Cents to Magento's wire Money. A currency outside the schema's CurrencyEnum is null, as graphql
 * would have made it (the store's currency is configured in code, so it does not happen).
 */
export function toMoney(cents: number, currency: string): Money {
  return {
    value: toWireMoney(cents, currency).value,
    currency: isCurrency(currency) ? currency : null,
  };
}
