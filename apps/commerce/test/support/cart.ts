// Shared pieces of the cart API tests: the cart selection and demo products picked from the seed.
import { customOptionUid, customOptionValueUid } from '../../src/shared/ids.js';
import type { TestApp } from './app.js';

export const MONEY = 'value currency';

export const CART_FIELDS = `
  id email total_quantity is_virtual
  applied_coupon { code }
  applied_coupons { code }
  applied_gift_cards { code applied_balance { value } current_balance { value } expiration_date }
  prices {
    subtotal_excluding_tax { ${MONEY} } subtotal_including_tax { ${MONEY} } subtotal_with_discount_excluding_tax { ${MONEY} }
    discounts { amount { ${MONEY} } label applied_to }
    applied_taxes { label amount { ${MONEY} } }
    grand_total { ${MONEY} } grand_total_excluding_tax { ${MONEY} }
  }
  items {
    __typename id uid quantity is_available
    product { sku name }
    prices {
      price { ${MONEY} } price_including_tax { value } row_total { ${MONEY} } row_total_including_tax { value }
      total_item_discount { value } discounts { amount { value } label } original_item_price { value } original_row_total { value }
    }
    ... on SimpleCartItem { customizable_options { label type values { label value price { type units value } } } }
    ... on VirtualCartItem { customizable_options { label values { label value price { type units value } } } }
    ... on ConfigurableCartItem {
      configurable_options { option_label value_label configurable_product_option_value_uid }
      configured_variant { sku name }
      variant_product { sku }
    }
  }
`;

export interface SimpleFixture {
  sku: string;
  priceCents: number;
  qty: number;
  weight: number | null;
}

/** An enabled, visible, in-stock simple product without custom options or a special price. */
export async function simpleProduct(
  t: TestApp,
  skip: readonly string[] = [],
): Promise<SimpleFixture> {
  const rows = await t.handle.db
    .selectFrom('product as p')
    .leftJoin('custom_option as o', 'o.product_id', 'p.id')
    .select(['p.sku', 'p.price', 'p.qty', 'p.weight'])
    .where('p.type_id', '=', 'simple')
    .where('p.parent_id', 'is', null)
    .where('p.status', '=', 1)
    .where('p.visibility', '=', 4)
    .where('p.is_in_stock', '=', true)
    .where('p.qty', '>=', 20)
    .where('p.min_sale_qty', '=', 1)
    .where('p.special_price', 'is', null)
    .where('o.id', 'is', null)
    .orderBy('p.sku')
    .execute();
  const row = rows.find((r) => !skip.includes(r.sku));
  if (!row) throw new Error('the seed has no plain simple product');
  return { sku: row.sku, priceCents: row.price, qty: row.qty, weight: row.weight };
}

export interface OptionUids {
  /** Option uid (custom-option/<id>) by option title. */
  option: Record<string, string>;
  /** Value uid (custom-option/<id>/<value>) by "<option title>/<value title>". */
  value: Record<string, string>;
}

/** Uids of a product's custom options and their values, by title (reference 1.5). */
export async function optionUids(t: TestApp, sku: string): Promise<OptionUids> {
  const rows = await t.handle.db
    .selectFrom('custom_option as o')
    .innerJoin('product as p', 'p.id', 'o.product_id')
    .leftJoin('custom_option_value as v', 'v.option_id', 'o.id')
    .select([
      'o.id as optionId',
      'o.title as optionTitle',
      'v.id as valueId',
      'v.title as valueTitle',
    ])
    .where('p.sku', '=', sku)
    .execute();
  const out: OptionUids = { option: {}, value: {} };
  for (const r of rows) {
    out.option[r.optionTitle] = customOptionUid(r.optionId);
    if (r.valueId !== null && r.valueTitle !== null)
      out.value[`${r.optionTitle}/${r.valueTitle}`] = customOptionValueUid(r.optionId, r.valueId);
  }
  return out;
}
