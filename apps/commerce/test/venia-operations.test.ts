// Magento's own storefront (PWA Studio's Venia: @magento/peregrine and @magento/venia-ui, as
// published on the npm registry) against our schema: every GraphQL operation in the packages must
// validate, except the few listed below with their reason (docs/decisions/1300). The packages are
// packed into node_modules/.cache on first run (network to the npm registry), then reused.
import { readFileSync } from 'node:fs';
import { buildSchema, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRINTED_SCHEMA_URL } from '../src/graphql/print.js';
import { loadVeniaOperations, type VeniaOperation } from './support/venia-operations.js';

const P = '@magento/peregrine/lib/talons';

/** Operations outside our scope, with the reason; docs/decisions/1300 says the same. */
const OUT_OF_SCOPE: Record<string, string> = {
  [`${P}/CmsDynamicBlock/cmsDynamicBlock.gql.js#GetCmsDynamicBlocks`]:
    'Adobe Commerce only: dynamic blocks (dynamicBlocks)',
  [`${P}/CheckoutPage/BillingAddress/billingAddress.gql.js#getIsBillingAddressSame`]:
    'invalid against Magento too: $cartId is declared and never used',
  [`${P}/CheckoutPage/PaymentInformation/creditCard.gql.js#getIsBillingAddressSame`]:
    'invalid against Magento too: $cartId is declared and never used',
  [`${P}/CheckoutPage/PaymentInformation/creditCard.gql.js#getPaymentNonce`]:
    'invalid against Magento too: $cartId is declared and never used',
  [`${P}/CheckoutPage/PaymentInformation/paymentInformation.gql.js#getPaymentNonce`]:
    'invalid against Magento too: $cartId is declared and never used',
};

describe('PWA Studio (Venia) operations against our schema', () => {
  let operations: VeniaOperation[];
  let results: { key: string; errors: string[] }[];

  beforeAll(async () => {
    const schema = buildSchema(readFileSync(PRINTED_SCHEMA_URL, 'utf8'));
    ({ operations } = await loadVeniaOperations());
    results = operations.map((op) => ({
      key: op.key,
      errors: validate(schema, op.document).map((e) => e.message),
    }));
    const valid = results.filter((r) => r.errors.length === 0).length;
    const inScope = results.filter((r) => !(r.key in OUT_OF_SCOPE));
    console.info(
      `Venia operations: ${results.length} found, ${valid} validate (${((100 * valid) / results.length).toFixed(1)} %); ` +
        `in scope ${inScope.length}, of which ${inScope.filter((r) => r.errors.length === 0).length} validate; out of scope ${results.length - inScope.length}`,
    );
  }, 300_000);

  it("finds the packages' operations (the extraction works)", () => {
    // 201 operations in @magento/peregrine 15.7.3 and @magento/venia-ui 11.7.3.
    expect(operations.length).toBeGreaterThan(190);
    const keys = operations.map((o) => o.key);
    expect(keys).toContain(`${P}/CartPage/PriceSummary/priceSummary.gql.js#getPriceSummary`);
    expect(keys).toContain(
      `${P}/RootComponents/Product/product.gql.js#getProductDetailForProductPage`,
    );
  });

  it('validates every operation in scope', () => {
    const failing = results
      .filter((r) => !(r.key in OUT_OF_SCOPE) && r.errors.length > 0)
      .map((r) => `${r.key}\n    ${r.errors.join('\n    ')}`);
    expect(failing).toEqual([]);
  });

  it('lists as out of scope only operations that exist and do not validate', () => {
    for (const key of Object.keys(OUT_OF_SCOPE)) {
      const r = results.find((x) => x.key === key);
      expect(r, `${key} is no longer in the packages`).toBeDefined();
      expect(r!.errors, `${key} validates now: take it off the list`).not.toEqual([]);
    }
  });
});
