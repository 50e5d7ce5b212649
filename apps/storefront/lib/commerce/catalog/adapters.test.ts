import { describe, expect, it } from 'vitest';
import {
  customAttribute,
  parseCustomAttributes,
  toConfigurableOptions,
  toCustomOptions,
  toFilterGroups,
  toGallery,
  toTile,
  type AdapterContext,
} from './adapters';
import { toGroupedMembers } from './grouped-adapter';
import type {
  CustomizableOptionFragment,
  ProductDetailFragment,
  ProductTileFragment,
} from '@/lib/commerce/generated/graphql';

const ctx: AdapterContext = {
  now: new Date('2026-03-10T12:00:00Z'),
  timeZone: 'America/New_York',
  productUrlSuffix: '.html',
  categoryUrlSuffix: '',
};

const money = (value: number) => ({ value, currency: 'USD' as const });

function tile(overrides: Partial<ProductTileFragment> = {}): ProductTileFragment {
  return {
    __typename: 'SimpleProduct',
    uid: 'MQ==',
    sku: 'CH-1',
    name: 'Chair',
    url_key: 'chair',
    url_suffix: null,
    stock_status: 'IN_STOCK',
    new_from_date: null,
    new_to_date: null,
    small_image: { url: 'http://media/chair.svg', label: null },
    price_range: {
      minimum_price: { regular_price: money(520), final_price: money(416) },
      maximum_price: { regular_price: money(520), final_price: money(416) },
    },
    price: { regularPrice: { amount: money(520) }, maximalPrice: { amount: money(416) } },
    review_summary: null,
    marketing_sku_charter: null,
    archive: null,
    ordering_note: null,
    visiture_custom_attributes: null,
    ...overrides,
  } as ProductTileFragment;
}

describe('toTile', () => {
  it("marks a product of the materials layout (pwa_layout 'materials') as a material", () => {
    expect(toTile(tile({ pwa_layout: 'materials' }), ctx).material).toBe(true);
    expect(toTile(tile({ pwa_layout: 'default' }), ctx).material).toBeUndefined();
    expect(toTile(tile({}), ctx).material).toBeUndefined();
  });

  it('builds the tile with cents, href, alt text and badges', () => {
    const t = toTile(
      tile({ marketing_sku_charter: 'CHAIR-01', new_from_date: '2026-03-01 00:00:00' }),
      ctx,
    );
    expect(t).toMatchObject({
      sku: 'CH-1',
      displaySku: 'CHAIR-01',
      href: '/chair.html',
      image: { url: 'http://media/chair.svg', alt: 'Chair' },
      minPrice: { cents: 41600, currency: 'USD' },
      isNew: true,
      onSale: true,
      archived: false,
    });
  });

  it('falls back to the SKU and reads archive and ordering note from the JSON attributes', () => {
    const t = toTile(
      tile({
        visiture_custom_attributes: JSON.stringify([
          { attribute_code: 'archive', value: '1' },
          { attribute_code: 'ordering_note', value: 'Minimum order 12 units' },
        ]),
      }),
      ctx,
    );
    expect(t.displaySku).toBe('CH-1');
    expect(t.archived).toBe(true);
    expect(t.orderingNote).toBe('Minimum order 12 units');
  });

  it('is not on sale when the maximal price is not below the regular price', () => {
    const t = toTile(
      tile({
        price: { regularPrice: { amount: money(1450) }, maximalPrice: { amount: money(1525) } },
        price_range: {
          minimum_price: { regular_price: money(1450), final_price: money(1450) },
          maximum_price: { regular_price: money(1525), final_price: money(1525) },
        },
      }),
      ctx,
    );
    expect(t.onSale).toBe(false);
  });

  it('only treats archive "1" as archived', () => {
    expect(toTile(tile({ archive: '0' }), ctx).archived).toBe(false);
  });

  it('carries the deepest category path when the list asked for categories, and nothing otherwise', () => {
    const categories = [
      { name: 'Seating', level: 2, breadcrumbs: null },
      { name: 'Lounge Chairs', level: 3, breadcrumbs: [{ category_name: 'Seating' }] },
      { name: 'Outdoor', level: 2, breadcrumbs: [] },
    ];
    expect(toTile({ ...tile(), categories }, ctx).categories).toEqual(['Seating', 'Lounge Chairs']);
    expect(toTile(tile(), ctx)).not.toHaveProperty('categories');
    expect(toTile({ ...tile(), categories: [] }, ctx)).not.toHaveProperty('categories');
    expect(toTile(tile({ archive: '1' }), ctx).archived).toBe(true);
  });
});

describe('custom attributes', () => {
  it('parses lists and maps and ignores bad JSON', () => {
    expect(
      parseCustomAttributes(
        '[{"attribute_code":"a","value":"1"},{"attribute_code":"b","value":null}]',
      ),
    ).toEqual({ a: '1' });
    expect(parseCustomAttributes('{"a":"x","b":{"nested":1}}')).toEqual({ a: 'x' });
    expect(parseCustomAttributes('not json')).toEqual({});
    expect(customAttribute({ ordering_note: '  ' }, 'ordering_note')).toBeNull();
  });
});

describe('toGallery', () => {
  it('orders by position, drops disabled entries and recognises videos', () => {
    const g = toGallery(
      [
        { __typename: 'ProductImage', url: 'b', label: 'B', position: 2, disabled: false },
        { __typename: 'ProductImage', url: 'x', label: 'X', position: 0, disabled: true },
        {
          __typename: 'ProductVideo',
          url: 'v',
          label: null,
          position: 3,
          disabled: false,
          video_content: {
            media_type: 'external-video',
            video_provider: 'youtube',
            video_url: 'https://y/v',
            video_title: 'T',
            video_description: null,
          },
        },
        { __typename: 'ProductImage', url: 'a', label: 'A', position: 1, disabled: false },
      ],
      null,
      'Chair',
    );
    expect(g.map((i) => i.url)).toEqual(['a', 'b', 'v']);
    expect(g[2]).toMatchObject({
      kind: 'video',
      alt: 'Chair',
      video: { url: 'https://y/v', title: 'T' },
    });
  });

  it('falls back to the base image', () => {
    expect(toGallery([], { url: 'base', label: null }, 'Chair')).toEqual([
      { kind: 'image', url: 'base', alt: 'Chair', position: 0 },
    ]);
  });
});

describe('toConfigurableOptions', () => {
  it('orders by position and picks swatch or text display', () => {
    const opts = toConfigurableOptions([
      {
        attribute_code: 'size',
        label: 'Size',
        position: 2,
        values: [
          {
            uid: 'u1',
            value_index: 1,
            label: 'L',
            store_label: null,
            default_label: null,
            swatch_data: null,
            visiture_swatch_data: null,
          },
        ],
      },
      {
        attribute_code: 'fabric',
        label: 'Upholstery',
        position: 1,
        values: [
          {
            uid: 'u2',
            value_index: 9,
            label: 'Oat',
            store_label: 'Linen Oat',
            default_label: null,
            swatch_data: {
              __typename: 'ImageSwatchData',
              value: 'http://m/s.svg',
              thumbnail: 'http://m/t.svg',
            },
            visiture_swatch_data: null,
          },
        ],
      },
    ]);
    expect(opts.map((o) => [o.code, o.display])).toEqual([
      ['fabric', 'swatch'],
      ['size', 'text'],
    ]);
    expect(opts[0]!.values[0]).toEqual({
      valueIndex: 9,
      uid: 'u2',
      label: 'Linen Oat',
      swatch: { type: 'image', value: 'http://m/s.svg', thumbnail: 'http://m/t.svg' },
    });
  });
});

describe('toCustomOptions', () => {
  it('maps every option kind, FIXED prices to cents and PERCENT kept as percent', () => {
    const opts = toCustomOptions([
      {
        __typename: 'CustomizableFieldOption',
        uid: 'f',
        option_id: 1,
        title: 'Engraving',
        required: false,
        sort_order: 2,
        field_value: { uid: 'fv', price: 25.5, price_type: 'FIXED', sku: null, max_characters: 20 },
      },
      {
        __typename: 'CustomizableRadioOption',
        uid: 'r',
        option_id: 2,
        title: 'Glides',
        required: true,
        sort_order: 1,
        choice_values: [
          {
            uid: 'r2',
            option_type_id: 5,
            title: 'Felt',
            price: 10,
            price_type: 'PERCENT',
            sku: null,
            sort_order: 2,
          },
          {
            uid: 'r1',
            option_type_id: 4,
            title: 'Nylon',
            price: 0,
            price_type: 'FIXED',
            sku: null,
            sort_order: 1,
          },
        ],
      },
      // A kind the storefront does not offer (not in the API's schema either).
      {
        __typename: 'CustomizableDateOption',
        uid: 'd',
        option_id: 3,
        title: 'Date',
        required: false,
        sort_order: 0,
      } as unknown as CustomizableOptionFragment,
    ]);
    expect(opts.map((o) => o.kind)).toEqual(['radio', 'field']);
    expect(opts[0]!.values.map((v) => [v.title, v.price, v.priceType])).toEqual([
      ['Nylon', 0, 'FIXED'],
      ['Felt', 10, 'PERCENT'],
    ]);
    expect(opts[1]).toMatchObject({ maxCharacters: 20, price: 2550, priceType: 'FIXED' });
  });
});

describe('toFilterGroups', () => {
  it('orders by the display settings, drops empty options and applies collapsed', () => {
    const groups = toFilterGroups(
      [
        {
          attribute_code: 'color',
          label: 'Color',
          count: 1,
          position: 40,
          options: [
            { label: 'Red', value: '1', count: 2 },
            { label: 'None', value: '2', count: 0 },
          ],
        },
        {
          attribute_code: 'category_uid',
          label: 'Category',
          count: 1,
          position: 0,
          options: [{ label: 'Seating', value: 'Mw==', count: 5 }],
        },
        { attribute_code: 'material', label: 'Material', count: 0, position: 50, options: [] },
      ],
      new Map([
        ['visiture_category_filter', { position: 100, collapsed: true }],
        ['color', { position: 10, collapsed: false }],
      ]),
    );
    expect(groups.map((g) => [g.code, g.position, g.collapsed])).toEqual([
      ['color', 10, false],
      ['category_uid', 100, true],
    ]);
    expect(groups[0]!.options).toEqual([{ label: 'Red', value: '1', count: 2 }]);
  });
});

describe('toGroupedMembers', () => {
  it("lists a set's members by position with their default quantity and stock", () => {
    const set = {
      ...tile({ __typename: 'GroupedProduct', sku: 'GP-1' } as Partial<ProductTileFragment>),
      items: [
        { qty: 4, position: 2, product: tile({ sku: 'CH-2', name: 'Side Chair' }) },
        null,
        { qty: 1, position: 1, product: tile({ sku: 'TB-1', name: 'Table' }) },
        { qty: 2, position: 3, product: tile({ sku: 'CH-3', stock_status: 'OUT_OF_STOCK' }) },
        { qty: 1, position: 4, product: null },
      ],
    } as unknown as ProductDetailFragment;
    expect(
      toGroupedMembers(set, (m) => toTile(m, ctx))?.map((m) => [
        m.product.sku,
        m.qty,
        m.stockStatus,
        m.product.href,
      ]),
    ).toEqual([
      ['TB-1', 1, 'IN_STOCK', '/chair.html'],
      ['CH-2', 4, 'IN_STOCK', '/chair.html'],
      ['CH-3', 2, 'OUT_OF_STOCK', '/chair.html'],
    ]);
  });

  it('is null for other product types', () => {
    expect(
      toGroupedMembers(tile() as unknown as ProductDetailFragment, (m) => toTile(m, ctx)),
    ).toBeNull();
  });
});
