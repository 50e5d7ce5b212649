import { describe, expect, it } from 'vitest';
import type { AdapterContext } from './adapters';
import type { CompareListFragment } from '@/lib/commerce/generated/graphql';
import { productIdFromUid, toCompareView } from './compare-adapter';

const ctx: AdapterContext = {
  now: new Date('2026-03-10T12:00:00Z'),
  timeZone: 'America/New_York',
  productUrlSuffix: '.html',
  categoryUrlSuffix: '',
};

type Product = NonNullable<
  NonNullable<NonNullable<CompareListFragment['items']>[number]>['product']
>;

// Only what the compare view reads; the fields it leaves alone are left out.
const product = (id: number, typename: string, extra: Record<string, unknown> = {}): Product =>
  ({
    __typename: typename,
    uid: Buffer.from(String(id)).toString('base64'),
    sku: `SKU-${id}`,
    name: `Product ${id}`,
    url_key: `product-${id}`,
    url_suffix: '.html',
    stock_status: 'IN_STOCK' as const,
    new_from_date: null,
    new_to_date: null,
    small_image: { url: `https://media.example/${id}.jpg`, label: null },
    price_range: {
      minimum_price: {
        regular_price: { value: 100, currency: 'USD' },
        final_price: { value: 80, currency: 'USD' },
      },
      maximum_price: null,
    },
    ...extra,
  }) as unknown as Product;

describe('compare view', () => {
  it('turns product uids into the numeric ids the compare mutations take', () => {
    expect(productIdFromUid('MTIz')).toBe('123');
    expect(productIdFromUid(Buffer.from('configurable/1/2').toString('base64'))).toBeNull();
  });

  it('keeps the order, the values per attribute, and tells which products need their page for options', () => {
    const list: CompareListFragment = {
      uid: 'x'.repeat(32),
      item_count: 3,
      attributes: [
        { code: 'sku', label: 'SKU' },
        { code: 'description', label: 'Description' },
        { code: 'short_description', label: 'Short Description' },
        { code: 'price', label: 'Price' },
        { code: 'finish', label: 'Finish' },
      ],
      items: [
        {
          uid: 'Mg==',
          attributes: [
            { code: 'sku', value: 'SKU-2' },
            {
              code: 'description',
              value: '<p>Solid walnut.</p><table><tr><th>W</th></tr></table>',
            },
            { code: 'short_description', value: '<p>Solid walnut.</p>' },
            { code: 'price', value: '80.00' },
            { code: 'finish', value: 'Walnut' },
          ],
          product: product(2, 'SimpleProduct'),
        },
        {
          uid: 'MQ==',
          attributes: [
            { code: 'price', value: '10.00' },
            { code: 'finish', value: 'N/A' },
          ],
          product: product(1, 'ConfigurableProduct'),
        },
        {
          uid: 'Mw==',
          attributes: [],
          product: product(3, 'SimpleProduct', {
            stock_status: 'OUT_OF_STOCK',
            options: [{ required: true }],
          }),
        },
        null,
      ],
    };
    const view = toCompareView(list, ctx);
    // Price and SKU are not repeated: the table has its own rows for them (price_range, display
    // SKU); the full description is the product page's. The short description is merchant HTML.
    expect(view.attributes).toEqual([
      { code: 'short_description', label: 'Short Description', html: true },
      { code: 'finish', label: 'Finish', html: false },
    ]);
    expect(view.products[0]!.values.short_description).toBe('<p>Solid walnut.</p>');
    expect(view.products.map((p) => [p.id, p.sku, p.href, p.needsOptions, p.inStock])).toEqual([
      ['2', 'SKU-2', '/product-2.html', false, true],
      ['1', 'SKU-1', '/product-1.html', true, true],
      ['3', 'SKU-3', '/product-3.html', true, false],
    ]);
    expect(view.products[0]!.values.finish).toBe('Walnut');
    expect(view.products[0]!.price).toEqual({ cents: 8000, currency: 'USD' });
  });
});
