// The service's money helpers are the shared ones (packages/shared), so storefront and service
// agree on rounding and units. Modules import them from here.
export { centsToFloat, discountOf, parseMoneyToCents, percentOf, toMoney } from '@charter/shared/money';
