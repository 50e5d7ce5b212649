// Placeholder: filled in by its feature (see docs/decisions/0701-customer-account-data.md).
import type { CustomerModuleDeps } from './deps.js';

export function accountResolvers(_deps: CustomerModuleDeps): Record<string, Record<string, unknown>> {
  return {};
}
