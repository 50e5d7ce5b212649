import { describe, expect, it } from 'vitest';
import {
  addToCartEvents,
  checkoutEvents,
  listViewEvents,
  productClickEvents,
  productDetailEvents,
  purchaseEvents,
  removeFromCartEvents,
  searchEvents,
  toAmount,
  type AnalyticsFamilies,
  type AnalyticsItem,
} from './ecommerce';

const BOTH: AnalyticsFamilies = { ga4: true, gtm: true };
const NONE: AnalyticsFamilies = { ga4: false, gtm: false };
const CHAIR: AnalyticsItem = {
  id: 'CH-1',
  name: 'Lounge Chair',
  price: 199.5,
  quantity: 2,
  categories: ['Seating', 'Lounge', 'Chairs', 'Arm', 'Wood', 'Too deep'],
};

const named = (events: { event?: string }[]) => events.map((e) => e.event ?? '(clear)');

describe('newer (GA4) events', () => {
  it('add_to_cart carries items with id, name, price, quantity, five category levels and the value', () => {
    const [clear, ga4] = addToCartEvents({ ga4: true, gtm: false }, [CHAIR], 'USD');
    expect(clear).toEqual({ ecommerce: null });
    expect(ga4).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 399,
        items: [
          {
            item_id: 'CH-1',
            item_name: 'Lounge Chair',
            price: 199.5,
            quantity: 2,
            item_category: 'Seating',
            item_category2: 'Lounge',
            item_category3: 'Chairs',
            item_category4: 'Arm',
            item_category5: 'Wood',
          },
        ],
      },
    });
  });

  it('remove_from_cart, view_item_list (with index) and search', () => {
    expect(
      removeFromCartEvents(
        { ga4: true, gtm: false },
        [{ id: 'A', name: 'A', price: 10, quantity: 1 }],
        'USD',
      )[1],
    ).toEqual({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'USD',
        value: 10,
        items: [{ item_id: 'A', item_name: 'A', price: 10, quantity: 1 }],
      },
    });
    const list = listViewEvents(
      { ga4: true, gtm: false },
      { id: 'c1', name: 'Chairs' },
      [{ id: 'A', name: 'A', price: null, position: 3 }],
      'USD',
    );
    expect(list[1]).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'c1',
        item_list_name: 'Chairs',
        items: [{ item_id: 'A', item_name: 'A', index: 3 }],
      },
    });
    expect(searchEvents({ ga4: true, gtm: false }, 'sofa')).toEqual([
      { event: 'search', search_term: 'sofa' },
    ]);
  });
});

describe('older tag-manager events', () => {
  it('addToCart and removeFromCart in the Enhanced Ecommerce shape with a five-level category path', () => {
    const [, add] = addToCartEvents({ ga4: false, gtm: true }, [CHAIR], 'USD');
    expect(add).toEqual({
      event: 'addToCart',
      ecommerce: {
        currencyCode: 'USD',
        add: {
          products: [
            {
              id: 'CH-1',
              name: 'Lounge Chair',
              price: 199.5,
              quantity: 2,
              category: 'Seating/Lounge/Chairs/Arm/Wood',
            },
          ],
        },
      },
    });
    expect(removeFromCartEvents({ ga4: false, gtm: true }, [CHAIR], 'USD')[1]).toMatchObject({
      event: 'removeFromCart',
      ecommerce: { remove: { products: [{ id: 'CH-1', quantity: 2 }] } },
    });
  });

  it('productImpression, productClick and productDetail', () => {
    const item = { id: 'A', name: 'Alpha', price: 5, categories: ['Tables'], position: 1 };
    expect(
      listViewEvents({ ga4: false, gtm: true }, { id: 'c', name: 'Tables' }, [item], 'USD')[1],
    ).toEqual({
      event: 'productImpression',
      ecommerce: {
        currencyCode: 'USD',
        impressions: [
          { id: 'A', name: 'Alpha', price: 5, category: 'Tables', position: 1, list: 'Tables' },
        ],
      },
    });
    expect(
      productClickEvents({ ga4: false, gtm: true }, { id: 'c', name: 'Tables' }, item)[1],
    ).toEqual({
      event: 'productClick',
      ecommerce: {
        click: {
          actionField: { list: 'Tables' },
          products: [{ id: 'A', name: 'Alpha', price: 5, category: 'Tables', position: 1 }],
        },
      },
    });
    expect(
      productDetailEvents(
        { ga4: false, gtm: true },
        { id: 'A', name: 'Alpha', price: 5 },
        'USD',
      )[1],
    ).toEqual({
      event: 'productDetail',
      ecommerce: {
        currencyCode: 'USD',
        detail: { products: [{ id: 'A', name: 'Alpha', price: 5 }] },
      },
    });
  });

  it('checkout steps and purchase with revenue, tax, shipping and coupon', () => {
    expect(
      checkoutEvents({ ga4: false, gtm: true }, 2, [
        { id: 'A', name: 'A', price: 1, quantity: 1 },
      ])[1],
    ).toEqual({
      event: 'checkout',
      ecommerce: {
        checkout: {
          actionField: { step: 2 },
          products: [{ id: 'A', name: 'A', price: 1, quantity: 1 }],
        },
      },
    });
    const purchase = purchaseEvents(
      { ga4: false, gtm: true },
      {
        orderNumber: '000000042',
        currency: 'USD',
        revenue: 432.1,
        tax: 32.1,
        shipping: 0,
        coupon: 'SAVE10',
        items: [CHAIR],
      },
    );
    expect(purchase[1]).toEqual({
      event: 'purchase',
      ecommerce: {
        currencyCode: 'USD',
        purchase: {
          actionField: {
            id: '000000042',
            revenue: 432.1,
            tax: 32.1,
            shipping: 0,
            coupon: 'SAVE10',
          },
          products: [
            {
              id: 'CH-1',
              name: 'Lounge Chair',
              price: 199.5,
              quantity: 2,
              category: 'Seating/Lounge/Chairs/Arm/Wood',
            },
          ],
        },
      },
    });
    expect(
      purchaseEvents(
        { ga4: false, gtm: true },
        {
          orderNumber: '1',
          currency: 'USD',
          revenue: 1,
          tax: 0,
          shipping: 0,
          coupon: null,
          items: [],
        },
      )[1],
    ).toMatchObject({
      ecommerce: { purchase: { actionField: { id: '1', revenue: 1, tax: 0, shipping: 0 } } },
    });
  });
});

describe('flags', () => {
  it('sends each family only when it is on', () => {
    expect(named(addToCartEvents(BOTH, [CHAIR], 'USD'))).toEqual([
      '(clear)',
      'add_to_cart',
      '(clear)',
      'addToCart',
    ]);
    expect(
      named(listViewEvents({ ga4: true, gtm: false }, { id: 'l', name: 'L' }, [CHAIR], 'USD')),
    ).toEqual(['(clear)', 'view_item_list']);
    expect(
      named(listViewEvents({ ga4: false, gtm: true }, { id: 'l', name: 'L' }, [CHAIR], 'USD')),
    ).toEqual(['(clear)', 'productImpression']);
    expect(productDetailEvents({ ga4: true, gtm: false }, CHAIR, 'USD')).toEqual([]);
  });

  it('sends nothing at all with both off', () => {
    const all = [
      ...addToCartEvents(NONE, [CHAIR], 'USD'),
      ...removeFromCartEvents(NONE, [CHAIR], 'USD'),
      ...listViewEvents(NONE, { id: 'l', name: 'L' }, [CHAIR], 'USD'),
      ...searchEvents(NONE, 'chair'),
      ...productClickEvents(NONE, { id: 'l', name: 'L' }, CHAIR),
      ...productDetailEvents(NONE, CHAIR, 'USD'),
      ...checkoutEvents(NONE, 1, [CHAIR]),
      ...purchaseEvents(NONE, {
        orderNumber: '1',
        currency: 'USD',
        revenue: 1,
        tax: 0,
        shipping: 0,
        coupon: null,
        items: [CHAIR],
      }),
    ];
    expect(all).toEqual([]);
  });
});

it('converts cents to major units without floating-point noise', () => {
  expect(toAmount(1999)).toBe(19.99);
  expect(toAmount(10)).toBe(0.1);
  expect(toAmount(null)).toBeNull();
});
