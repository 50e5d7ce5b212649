import { describe, expect, it } from 'vitest';
import { categoryPath } from '../catalog/adapters';
import {
  emptyCart,
  isCartEmpty,
  parseShippingMethodKey,
  shippingMethodKey,
  toCart,
} from './cart-adapter';
import type { CartFieldsFragment } from '@/lib/commerce/generated/graphql';

const usd = (value: number) => ({ value, currency: 'USD' as const });

const api: CartFieldsFragment = {
  id: 'abcdefghijklmnopqrstuvwxyzABCDEF',
  email: 'buyer@example.com',
  is_virtual: false,
  total_quantity: 3,
  applied_coupons: [{ code: 'WELCOME10' }],
  applied_gift_cards: [
    {
      code: 'GIFT-100-DEMO',
      expiration_date: null,
      applied_balance: usd(25),
      current_balance: usd(75),
    },
  ],
  prices: {
    grand_total: usd(1007.55),
    subtotal_excluding_tax: usd(1040),
    subtotal_including_tax: usd(1040),
    subtotal_with_discount_excluding_tax: usd(936),
    discounts: [{ amount: usd(104), label: 'Welcome 10% off' }],
    applied_taxes: [
      { amount: usd(81.55), label: 'US-CA-*-Rate 1' },
      { amount: usd(0), label: 'zero' },
    ],
  },
  items: [
    {
      __typename: 'ConfigurableCartItem',
      uid: 'MQ==',
      quantity: 2,
      product: {
        __typename: 'ConfigurableProduct',
        uid: 'Mg==',
        sku: 'CH-LC-1001',
        name: 'Aria Lounge Chair',
        url_key: 'aria-lounge-chair',
        url_suffix: '.html',
        stock_status: 'IN_STOCK',
        thumbnail: { url: 'https://media/parent.svg', label: 'Parent' },
        small_image: null,
        categories: null,
      },
      prices: {
        price: usd(520.1),
        row_total: usd(1040.2),
        row_total_including_tax: usd(1040.2),
        total_item_discount: usd(104.02),
        discounts: [],
      },
      configurable_options: [
        { configurable_product_option_uid: 'a', option_label: 'Finish', value_label: 'Teak' },
        { configurable_product_option_uid: 'b', option_label: 'Fabric', value_label: 'Oat' },
      ],
      configured_variant: {
        sku: 'CH-LC-1001-OAT-TEK',
        name: 'Aria Lounge Chair Oat Teak',
        thumbnail: { url: 'https://media/variant.svg', label: '' },
        small_image: null,
      },
      customizable_options: [
        {
          customizable_option_uid: 'c',
          label: 'Monogram',
          type: 'field',
          values: [
            {
              customizable_option_value_uid: 'd',
              label: '',
              value: 'ABC',
              price: { type: 'FIXED', units: '$', value: 25 },
            },
          ],
        },
      ],
    },
    null,
  ],
  shipping_addresses: [
    {
      firstname: 'Ada',
      lastname: 'Lovelace',
      company: null,
      street: ['1 Main St', null],
      city: 'Austin',
      region: { code: 'TX', label: 'Texas', region_id: 57 },
      postcode: '73301',
      country: { code: 'US', label: 'US' },
      telephone: '5125550100',
      available_shipping_methods: [
        {
          amount: usd(10),
          available: true,
          carrier_code: 'flatrate',
          carrier_title: 'Flat Rate',
          method_code: 'flatrate',
          method_title: 'Fixed',
          error_message: null,
        },
        {
          amount: usd(0),
          available: false,
          carrier_code: 'freeshipping',
          carrier_title: 'Free',
          method_code: null,
          method_title: null,
          error_message: 'Not available',
        },
      ],
      selected_shipping_method: {
        amount: usd(10),
        carrier_code: 'flatrate',
        carrier_title: 'Flat Rate',
        method_code: 'flatrate',
        method_title: 'Fixed',
      },
    },
  ],
  billing_address: null,
  available_payment_methods: [
    { code: 'braintree', title: 'Credit Card' },
    { code: 'checkmo', title: null as unknown as string },
  ],
  selected_payment_method: { code: '', title: '', purchase_order_number: null },
};

describe('toCart', () => {
  const cart = toCart(api, '.html');

  it('uses the variant for a configurable line and lists its options', () => {
    expect(cart.lines).toHaveLength(1);
    const line = cart.lines[0]!;
    expect(line.sku).toBe('CH-LC-1001-OAT-TEK');
    expect(line.name).toBe('Aria Lounge Chair Oat Teak');
    expect(line.href).toBe('/aria-lounge-chair.html');
    expect(line.image).toEqual({
      url: 'https://media/variant.svg',
      alt: 'Aria Lounge Chair Oat Teak',
    });
    expect(line.options).toEqual([
      { label: 'Finish', value: 'Teak' },
      { label: 'Fabric', value: 'Oat' },
      { label: 'Monogram', value: 'ABC' },
    ]);
  });

  it('keeps money in integer cents', () => {
    const line = cart.lines[0]!;
    expect(line.unitPrice).toEqual({ cents: 52010, currency: 'USD' });
    expect(line.rowTotal).toEqual({ cents: 104020, currency: 'USD' });
    expect(line.discount).toEqual({ cents: 10402, currency: 'USD' });
    expect(cart.totals.grandTotal).toEqual({ cents: 100755, currency: 'USD' });
  });

  it('builds the totals: discounts with labels, non-zero taxes, selected shipping, gift cards', () => {
    expect(cart.totals.subtotal?.cents).toBe(104000);
    expect(cart.totals.discounts).toEqual([
      { label: 'Welcome 10% off', amount: { cents: 10400, currency: 'USD' } },
    ]);
    expect(cart.totals.taxes).toEqual([
      { label: 'US-CA-*-Rate 1', amount: { cents: 8155, currency: 'USD' } },
    ]);
    expect(cart.totals.shipping).toEqual({
      label: 'Flat Rate',
      method: 'Flat Rate - Fixed',
      amount: { cents: 1000, currency: 'USD' },
    });
    expect(cart.totals.giftCard).toEqual({ cents: 2500, currency: 'USD' });
    expect(cart.giftCards[0]).toMatchObject({
      code: 'GIFT-100-DEMO',
      remaining: { cents: 7500, currency: 'USD' },
    });
  });

  it('reads coupon, addresses, methods and payment methods', () => {
    expect(cart.couponCode).toBe('WELCOME10');
    expect(cart.shippingAddress).toMatchObject({
      street: ['1 Main St'],
      regionCode: 'TX',
      countryCode: 'US',
    });
    expect(cart.shippingMethods.map((m) => [m.key, m.available])).toEqual([
      ['flatrate|flatrate', true],
      ['freeshipping|', false],
    ]);
    expect(cart.selectedShippingMethod).toBe('flatrate|flatrate');
    expect(cart.billingAddress).toBeNull();
    expect(cart.paymentMethods).toEqual([
      { code: 'braintree', title: 'Credit Card' },
      { code: 'checkmo', title: 'checkmo' },
    ]);
    expect(cart.selectedPaymentMethod).toBeNull();
  });

  it('shows no shipping line until a method is selected', () => {
    const withoutMethod = toCart(
      {
        ...api,
        shipping_addresses: [{ ...api.shipping_addresses![0]!, selected_shipping_method: null }],
      },
      '.html',
    );
    expect(withoutMethod.totals.shipping).toBeNull();
  });
});

describe('cart helpers', () => {
  it('an empty cart is empty (total_quantity 0)', () => {
    expect(isCartEmpty(emptyCart())).toBe(true);
    expect(isCartEmpty(toCart(api, '.html'))).toBe(false);
  });

  it('shipping method keys round-trip and reject junk', () => {
    expect(parseShippingMethodKey(shippingMethodKey('flatrate', 'flatrate'))).toEqual({
      carrierCode: 'flatrate',
      methodCode: 'flatrate',
    });
    expect(parseShippingMethodKey('flatrate')).toBeNull();
    expect(parseShippingMethodKey('a|b|c')).toBeNull();
  });
});

describe('categoryPath', () => {
  it("is the deepest category's breadcrumb names and its own name", () => {
    expect(
      categoryPath([
        { name: 'Seating', level: 2, breadcrumbs: null },
        { name: 'Lounge Chairs', level: 3, breadcrumbs: [{ category_name: 'Seating' }] },
        { name: 'Senior Living', level: 2, breadcrumbs: [] },
        null,
      ]),
    ).toEqual(['Seating', 'Lounge Chairs']);
  });

  it('is empty without categories, and the first of equal depth wins', () => {
    expect(categoryPath(null)).toEqual([]);
    expect(
      categoryPath([
        { name: 'A', level: 2, breadcrumbs: null },
        { name: 'B', level: 2, breadcrumbs: null },
      ]),
    ).toEqual(['A']);
  });
});
