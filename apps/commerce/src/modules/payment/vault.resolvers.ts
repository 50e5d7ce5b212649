// Placeholder: filled in by its feature (see docs/decisions/0701-customer-account-data.md).
import type { CustomerModuleDeps } from '../customer/deps.js';

export function paymentTokenResolvers(_deps: CustomerModuleDeps): Record<string, Record<string, unknown>> {
  return {};
}
