import { describe, expect, it } from 'vitest';
import { toCustomerAddressInput } from '../address-input';
import { addressValuesOf, EMPTY_ADDRESS } from '@/lib/commerce/checkout/checkout-validation';
import type { CartAddress } from '@/lib/commerce/cart/cart-types';
import {
  addressLine,
  cardBrandName,
  defaultAddress,
  findSavedAddress,
  formatOrderDate,
  inputProblem,
  isSignedOutError,
  toCustomerAddress,
  toCustomerAddresses,
  toOrderSummary,
  toSavedCards,
  toWishlistEntry,
  validateContact,
  validateEmailChange,
  validatePasswordChange,
} from './account-data';
import type {
  CustomerAddressFragment,
  WishlistItemFragment,
} from '@/lib/commerce/generated/graphql';
import { validationMessages } from '@charter/shared/validation';

const apiAddress: CustomerAddressFragment = {
  id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  company: null,
  street: ['100 Congress Ave', 'Suite 200'],
  city: 'Austin',
  region: { region: 'Texas', region_code: 'TX', region_id: 57 },
  postcode: '78701',
  // The API may answer in lower case; the storefront reads it in upper case.
  country_code: 'us' as unknown as CustomerAddressFragment['country_code'],
  telephone: '5125550100',
  default_billing: false,
  default_shipping: true,
};

describe('customer addresses', () => {
  it('reads an API address and drops entries without an id', () => {
    const list = toCustomerAddresses([apiAddress, null, { ...apiAddress, id: null }]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: 7,
      countryCode: 'US',
      regionCode: 'TX',
      street: ['100 Congress Ave', 'Suite 200'],
      defaultShipping: true,
      defaultBilling: false,
    });
  });

  it('fills the address form with the second street line as Suite/Unit/Floor', () => {
    const a = toCustomerAddress(apiAddress)!;
    expect(addressValuesOf(a)).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      company: '',
      street: '100 Congress Ave',
      street2: 'Suite 200',
      city: 'Austin',
      country: 'US',
      region: 'TX',
      postcode: '78701',
      telephone: '5125550100',
    });
  });

  it('sends a listed region with its id, a typed one as text, and the default flags', () => {
    const values = {
      ...EMPTY_ADDRESS,
      firstname: 'Ada',
      lastname: 'L',
      street: '1 Main',
      street2: ' ',
      city: 'Austin',
      region: 'TX',
      postcode: '78701',
      telephone: '1',
    };
    const input = toCustomerAddressInput(values, [{ id: 57, code: 'TX', name: 'Texas' }], {
      billing: true,
      shipping: false,
    });
    expect(input).toMatchObject({
      street: ['1 Main'],
      country_code: 'US',
      region: { region_code: 'TX', region: 'Texas', region_id: 57 },
      default_billing: true,
      default_shipping: false,
    });
    const abroad = toCustomerAddressInput({ ...values, country: 'GB', region: 'Kent' }, [], {
      billing: false,
      shipping: false,
    });
    expect(abroad.region).toEqual({ region: 'Kent' });
    expect(
      toCustomerAddressInput({ ...values, country: 'GB', region: '' }, [], {
        billing: false,
        shipping: false,
      }).region,
    ).toBeNull();
  });

  it('finds the default address by the customer id, else by the address flag', () => {
    const list = toCustomerAddresses([
      apiAddress,
      { ...apiAddress, id: 8, default_shipping: false },
    ]);
    expect(defaultAddress(list, '8', 'defaultShipping')?.id).toBe(8);
    expect(defaultAddress(list, null, 'defaultShipping')?.id).toBe(7);
    expect(defaultAddress(list, null, 'defaultBilling')).toBeNull();
  });

  it('prints an address on one line and recognises the cart copy of a saved address', () => {
    const a = toCustomerAddress(apiAddress)!;
    expect(addressLine(a)).toBe('Ada Lovelace, 100 Congress Ave, Suite 200, Austin, TX 78701, US');
    const copy: CartAddress = {
      firstname: 'ada',
      lastname: 'Lovelace ',
      company: '',
      street: ['100 Congress Ave', 'Suite  200'],
      city: 'Austin',
      regionCode: 'TX',
      regionId: 57,
      regionLabel: 'Texas',
      postcode: '78701',
      countryCode: 'US',
      telephone: '5125550100',
    };
    expect(findSavedAddress(copy, [a])?.id).toBe(7);
    expect(findSavedAddress({ ...copy, postcode: '78702' }, [a])).toBeNull();
    expect(findSavedAddress(null, [a])).toBeNull();
  });
});

describe('orders', () => {
  it('turns money into cents and keeps the first payment method name', () => {
    const o = toOrderSummary({
      number: '000000012',
      order_date: '2026-01-05 14:03:00',
      status: 'Processing',
      total: { grand_total: { value: 1234.5, currency: 'USD' } },
      items: [
        {
          id: 'MQ==',
          product_name: 'Oak Chair',
          product_sku: 'OAK-1',
          quantity_ordered: 2,
          product_sale_price: { value: 600, currency: 'USD' },
        },
        {
          id: 'Nw==',
          product_name: 'CAD Pack',
          product_sku: 'DL-1',
          quantity_ordered: 1,
          product_sale_price: { value: 49, currency: 'USD' },
          downloadable_links: [{ uid: 'ZG93bmxvYWRhYmxlLzM=', title: 'Revit families' }, null],
        },
        null,
      ],
      shipping_address: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        company: null,
        street: ['1 Main'],
        city: 'Austin',
        region: 'Texas',
        postcode: '78701',
        country_code: 'US',
        telephone: '1',
      },
      billing_address: null,
      shipping_method: 'Flat Rate - Fixed',
      payment_methods: [{ name: 'Credit Card', type: 'braintree' }],
      shipments: [],
    });
    expect(o.total).toEqual({ cents: 123450, currency: 'USD' });
    expect(o.items).toEqual([
      {
        name: 'Oak Chair',
        sku: 'OAK-1',
        quantity: 2,
        price: { cents: 60000, currency: 'USD' },
        downloads: [],
      },
      {
        name: 'CAD Pack',
        sku: 'DL-1',
        quantity: 1,
        price: { cents: 4900, currency: 'USD' },
        downloads: [
          { title: 'Revit families', href: '/downloads/Nw%3D%3D/ZG93bmxvYWRhYmxlLzM%3D' },
        ],
      },
    ]);
    expect(o.shipTo?.name).toBe('Ada Lovelace');
    expect(o.billTo).toBeNull();
    expect(o.paymentMethod).toBe('Credit Card');
  });

  it('formats the API order date without shifting the day', () => {
    expect(formatOrderDate('2026-01-05 23:59:59')).toBe('Jan 5, 2026');
    expect(formatOrderDate('yesterday')).toBe('yesterday');
  });
});

describe('saved cards', () => {
  it('reads the details JSON and skips cards that cannot be shown', () => {
    const cards = toSavedCards([
      {
        details: JSON.stringify({ type: 'VI', maskedCC: '4242', expirationDate: '12/2029' }),
        payment_method_code: 'braintree',
        public_hash: 'abc',
        type: 'card',
      },
      { details: 'not json', payment_method_code: 'braintree', public_hash: 'bad', type: 'card' },
      { details: '{}', payment_method_code: 'paypal', public_hash: 'pp', type: 'account' },
      null,
    ]);
    expect(cards).toEqual([
      {
        publicHash: 'abc',
        methodCode: 'braintree',
        brand: 'VI',
        last4: '4242',
        expires: '12/2029',
      },
    ]);
  });

  it('names the spec card brand codes', () => {
    expect(cardBrandName('VI')).toBe('Visa');
    expect(cardBrandName('ae')).toBe('American Express');
    expect(cardBrandName('ZZ')).toBe('Card');
  });
});

describe('wish list items', () => {
  // A SimpleWishlistItem; the configurable case adds configured_variant (ConfigurableWishlistItem).
  const item = {
    __typename: 'SimpleWishlistItem' as const,
    id: '3',
    quantity: 1,
    added_at: null,
    product: {
      __typename: 'SimpleProduct',
      sku: 'OAK-1',
      name: 'Oak Chair',
      url_key: 'oak-chair',
      url_suffix: null,
      stock_status: 'IN_STOCK' as const,
      url_rewrites: [],
      small_image: { url: 'http://img/oak.jpg', label: null },
      price_range: {
        minimum_price: {
          final_price: { value: 99.99, currency: 'USD' as const },
          regular_price: null,
        },
      },
    },
  } as unknown as WishlistItemFragment;

  it('links to the product page with the store suffix and shows the final price', () => {
    expect(toWishlistEntry(item, '.html')).toEqual({
      id: '3',
      quantity: 1,
      sku: 'OAK-1',
      name: 'Oak Chair',
      href: '/oak-chair.html',
      image: { url: 'http://img/oak.jpg', alt: 'Oak Chair' },
      price: { cents: 9999, currency: 'USD' },
      inStock: true,
    });
  });

  it('shows a configurable item as its chosen variant', () => {
    const entry = toWishlistEntry(
      {
        ...item,
        __typename: 'ConfigurableWishlistItem',
        configured_variant: {
          sku: 'OAK-1-TEAL',
          name: 'Oak Chair - Teal',
          stock_status: 'OUT_OF_STOCK',
        },
      } as unknown as WishlistItemFragment,
      '.html',
    );
    expect(entry).toMatchObject({
      sku: 'OAK-1-TEAL',
      name: 'Oak Chair - Teal',
      href: '/oak-chair.html',
      inStock: false,
    });
  });

  it('skips items whose product is gone', () => {
    expect(toWishlistEntry({ ...item, product: null }, '.html')).toBeNull();
  });
});

describe('signed-out answers', () => {
  it('treats an unknown, expired or revoked token and a missing customer as signed out', () => {
    expect(
      isSignedOutError([
        {
          message: 'User token has been revoked',
          extensions: { category: 'graphql-authentication' },
        },
      ]),
    ).toBe(true);
    expect(
      isSignedOutError([
        {
          message: "The current customer isn't authorized.",
          extensions: { category: 'graphql-authorization' },
        },
      ]),
    ).toBe(true);
  });

  it("keeps the session for a wrong current password, a locked account or another customer's address", () => {
    expect(
      isSignedOutError([
        {
          message: 'Invalid login or password.',
          extensions: { category: 'graphql-authentication' },
        },
      ]),
    ).toBe(false);
    expect(
      isSignedOutError([
        { message: 'The account is locked.', extensions: { category: 'graphql-authentication' } },
      ]),
    ).toBe(false);
    expect(
      isSignedOutError([
        {
          message: 'Current customer does not have permission to address with ID "9"',
          extensions: { category: 'graphql-authorization' },
        },
      ]),
    ).toBe(false);
    expect(isSignedOutError([])).toBe(false);
  });
});

describe('contact information', () => {
  it('asks for a first and a last name', () => {
    expect(validateContact({ firstname: ' ', lastname: '', is_subscribed: 'on' })).toEqual({
      firstname: 'First name is required.',
      lastname: 'Last name is required.',
    });
    expect(validateContact({ firstname: 'Ada', lastname: 'King', is_subscribed: '' })).toEqual({});
  });

  it('asks for a valid new e-mail address and the current password', () => {
    expect(validateEmailChange({ email: '', current_password: '' })).toEqual({
      email: 'This field is required.',
      current_password: 'Please enter the password.',
    });
    expect(validateEmailChange({ email: 'ada@example', current_password: 'x' })).toEqual({
      email: 'Please enter a valid email.',
    });
    expect(validateEmailChange({ email: 'ada@example.com', current_password: 'x' })).toEqual({});
  });

  it('asks for the current password, a new one by the rule and the same one retyped', () => {
    expect(
      validatePasswordChange({ current_password: '', new_password: '', confirm_password: '' }),
    ).toEqual({
      current_password: 'Please enter the password.',
      new_password: 'Please enter the password.',
      confirm_password: 'Please retype the password.',
    });
    expect(
      validatePasswordChange({
        current_password: 'x',
        new_password: 'weakpass',
        confirm_password: 'other',
      }),
    ).toEqual({
      new_password: validationMessages.passwordRule,
      confirm_password: 'The passwords must match.',
    });
    expect(
      validatePasswordChange({
        current_password: 'x',
        new_password: 'Secret123',
        confirm_password: 'Secret123',
      }),
    ).toEqual({});
  });

  it("passes on the API's message about the input only", () => {
    expect(
      inputProblem([
        {
          message: 'Invalid login or password.',
          extensions: { category: 'graphql-authentication' },
        },
      ]),
    ).toBe('Invalid login or password.');
    const taken = 'A customer with the same email address already exists in an associated website.';
    expect(inputProblem([{ message: taken, extensions: { category: 'graphql-input' } }])).toBe(
      taken,
    );
    expect(
      inputProblem([{ message: 'Internal server error', extensions: { category: 'internal' } }]),
    ).toBeNull();
    expect(inputProblem([])).toBeNull();
  });
});
