// Guest checkout through GraphQL: e-mail, addresses, shipping rates, payment methods, gift message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import {
  ADDRESS,
  addItem,
  newCart,
  pickSimpleProduct,
  readyForPayment,
  setPayment,
  step,
  tokenize,
} from './support/checkout-flow.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const msg = (r: AnyJson) => r.errors?.[0]?.message;
const cat = (r: AnyJson) => r.errors?.[0]?.extensions?.category;

describe.each(testDbKinds())('guest checkout steps (%s)', (kind) => {
  let t: TestApp;
  let product: { id: number; sku: string; weight: number; price: number };
  beforeAll(async () => {
    t = await startApp(kind, {
      env: { OUTBOX_DIR: `/tmp/charter-test-outbox-${kind}`, ...OFFLINE_FOR_EVERYONE },
    });
    product = await pickSimpleProduct(t);
  });
  afterAll(async () => t?.close());

  const withItem = async (qty = 1) => {
    const id = await newCart(t);
    await addItem(t, id, product.sku, qty);
    return id;
  };

  it('sets the guest e-mail with Magento texts', async () => {
    const id = await withItem();
    expect(msg(await step(t, 'setGuestEmailOnCart', { cart_id: id, email: 'not-an-email' }))).toBe(
      'Invalid email format',
    );
    expect(msg(await step(t, 'setGuestEmailOnCart', { cart_id: id, email: ' ' }))).toBe(
      'Required parameter "email" is missing',
    );
    expect(msg(await step(t, 'setGuestEmailOnCart', { cart_id: '', email: 'a@b.co' }))).toBe(
      'Required parameter "cart_id" is missing',
    );
    const unknown = await step(t, 'setGuestEmailOnCart', {
      cart_id: 'x'.repeat(32),
      email: 'a@b.co',
    });
    expect([msg(unknown), cat(unknown)]).toEqual([
      `Could not find a cart with ID "${'x'.repeat(32)}"`,
      'graphql-no-such-entity',
    ]);
    const ok = await step(t, 'setGuestEmailOnCart', { cart_id: id, email: 'guest@example.com' });
    expect(ok.data.setGuestEmailOnCart.cart.email).toBe('guest@example.com');
  });

  it('validates the shipping address with the specification messages', async () => {
    const id = await withItem();
    const set = (address: Record<string, unknown>) =>
      step(t, 'setShippingAddressesOnCart', {
        cart_id: id,
        shipping_addresses: [{ address: { ...ADDRESS, ...address } }],
      });
    expect(msg(await set({ firstname: ' ', lastname: '' }))).toBe(
      'First name is required. Last name is required.',
    );
    expect(msg(await set({ city: '' }))).toBe('City is required.');
    expect(msg(await set({ street: ['', ''] }))).toBe('Street is required.');
    expect(msg(await set({ street: ['a', 'b', 'c'] }))).toBe(
      '"Street Address" cannot contain more than 2 lines.',
    );
    expect(msg(await set({ country_code: '' }))).toBe('Country is required.');
    expect(msg(await set({ region: null }))).toBe('State is required.');
    expect(msg(await set({ postcode: '' }))).toBe('Zip code is required.');
    expect(msg(await set({ telephone: '' }))).toBe('Phone number is required.');
    expect(msg(await set({ postcode: '1220' }))).toMatch(
      /^Provided Zip\/Postal Code seems to be invalid/,
    );
    expect(msg(await set({ country_code: 'CA', region: 'ON', postcode: 'K1A0B1' }))).toMatch(
      /Zip\/Postal Code/,
    );
    expect(msg(await set({ region: 'Atlantis' }))).toBe(
      'Invalid value of "Atlantis" provided for the regionId field.',
    );
    const two = await step(t, 'setShippingAddressesOnCart', {
      cart_id: id,
      shipping_addresses: [{ address: ADDRESS }, { address: ADDRESS }],
    });
    expect(msg(two)).toBe('You cannot specify multiple shipping addresses.');
    const book = await step(t, 'setShippingAddressesOnCart', {
      cart_id: id,
      shipping_addresses: [{ customer_address_id: 1 }],
    });
    expect([msg(book), cat(book), book.status]).toEqual([
      "The current customer isn't authorized.",
      'graphql-authorization',
      403,
    ]);

    // Case-insensitive country, region by name, ZIP+4, and a Canadian postcode.
    const ok = await set({ country_code: 'us', region: 'new york', postcode: '12207-1234' });
    expect(ok.errors).toBeUndefined();
    const a = ok.data.setShippingAddressesOnCart.cart.shipping_addresses[0];
    expect(a).toMatchObject({
      country: { code: 'US', label: 'US' },
      region: { code: 'NY', label: 'New York' },
      postcode: '12207-1234',
      street: ['1 Main St', 'Suite 2'],
    });
    expect(a.region.region_id).toBeGreaterThan(0);
    const ca = await set({ country_code: 'CA', region: 'ON', postcode: 'K1A 0B1' });
    expect(ca.errors).toBeUndefined();
    expect(ca.data.setShippingAddressesOnCart.cart.shipping_addresses[0].region.code).toBe('ON');
    // A country without a region list takes free text, and GB may leave the postcode out.
    const gb = await set({ country_code: 'GB', region: 'Kent', postcode: null });
    expect(gb.errors).toBeUndefined();
  });

  it('rates flat rate per unit, freight by weight, and free shipping from $2,500', async () => {
    const id = await withItem(2);
    const r = await step(t, 'setShippingAddressesOnCart', {
      cart_id: id,
      shipping_addresses: [{ address: ADDRESS }],
    });
    const methods =
      r.data.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods;
    const byCode = Object.fromEntries(methods.map((m: AnyJson) => [m.carrier_code, m]));
    expect(byCode.flatrate).toMatchObject({
      carrier_title: 'Flat Rate',
      method_title: 'Fixed',
      method_code: 'flatrate',
      available: true,
      amount: { value: 50, currency: 'USD' },
      price_incl_tax: { value: 50 },
    });
    expect(byCode.freight.amount.value).toBeCloseTo(
      (9500 + Math.round(product.weight * 2 * 85)) / 100,
      2,
    );
    expect(Boolean(byCode.freeshipping)).toBe(product.price * 2 >= 250_000);

    // Enough units to pass the threshold: free shipping appears first.
    const big = await withItem(Math.ceil(250_000 / product.price));
    const rb = await step(t, 'setShippingAddressesOnCart', {
      cart_id: big,
      shipping_addresses: [{ address: ADDRESS }],
    });
    const first =
      rb.data.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods[0];
    expect(first).toMatchObject({
      carrier_code: 'freeshipping',
      carrier_title: 'Free Shipping',
      amount: { value: 0 },
    });

    const bad = await step(t, 'setShippingMethodsOnCart', {
      cart_id: id,
      shipping_methods: [{ carrier_code: 'tablerate', method_code: 'bestway' }],
    });
    expect(msg(bad)).toBe('Carrier with such method not found: tablerate, bestway');
    const set = await step(t, 'setShippingMethodsOnCart', {
      cart_id: id,
      shipping_methods: [{ carrier_code: 'freight', method_code: 'freight' }],
    });
    const cart = set.data.setShippingMethodsOnCart.cart;
    expect(cart.shipping_addresses[0].selected_shipping_method).toMatchObject({
      carrier_code: 'freight',
      method_code: 'freight',
      carrier_title: 'Freight',
      method_title: 'LTL Freight',
    });
    // Totals: rows + freight + NY tax on the rows.
    const rows = product.price * 2;
    const tax = Math.round((rows * 888) / 10_000);
    expect(cart.prices.grand_total.value).toBeCloseTo(
      (rows + tax + 9500 + Math.round(product.weight * 2 * 85)) / 100,
      2,
    );
  });

  it('checks shipping-method preconditions with Magento texts', async () => {
    const empty = await newCart(t);
    const sm = (cart_id: string, shipping_methods: unknown[]) =>
      step(t, 'setShippingMethodsOnCart', { cart_id, shipping_methods });
    expect(msg(await sm(empty, [{ carrier_code: 'flatrate', method_code: 'flatrate' }]))).toBe(
      "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
    );
    const id = await withItem();
    expect(msg(await sm(id, [{ carrier_code: 'flatrate', method_code: 'flatrate' }]))).toBe(
      'The shipping address is missing. Set the address and try again.',
    );
    expect(msg(await sm(id, []))).toBe('Required parameter "shipping_methods" is missing');
    expect(
      msg(
        await sm(id, [
          { carrier_code: 'a', method_code: 'a' },
          { carrier_code: 'b', method_code: 'b' },
        ]),
      ),
    ).toBe('You cannot specify multiple shipping methods.');
    expect(msg(await sm(id, [{ carrier_code: '', method_code: 'x' }]))).toBe(
      'Required parameter "carrier_code" is missing.',
    );
  });

  it('sets billing addresses: same as shipping, use for shipping, and Magento errors', async () => {
    const id = await withItem();
    const bill = (billing_address: Record<string, unknown>) =>
      step(t, 'setBillingAddressOnCart', { cart_id: id, billing_address });
    expect(msg(await bill({ same_as_shipping: true }))).toBe(
      'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
    );
    expect(msg(await bill({}))).toBe(
      'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
    );
    expect(msg(await bill({ address: ADDRESS, customer_address_id: 3 }))).toBe(
      'The billing address cannot contain "customer_address_id" and "address" at the same time.',
    );
    const both = await bill({
      address: { ...ADDRESS, firstname: 'Grace', city: 'Buffalo' },
      use_for_shipping: true,
    });
    expect(both.errors).toBeUndefined();
    const cart = both.data.setBillingAddressOnCart.cart;
    expect(cart.billing_address).toMatchObject({
      firstname: 'Grace',
      city: 'Buffalo',
      country: { code: 'US' },
      region: { code: 'NY' },
    });
    expect(cart.shipping_addresses[0]).toMatchObject({ firstname: 'Grace', city: 'Buffalo' });
  });

  it('lists payment methods and validates the choice', async () => {
    const id = await withItem();
    expect(msg(await setPayment(t, id, { code: 'checkmo' }))).toBe(
      'The shipping address is missing. Set the address and try again.',
    );
    const cart = await readyForPayment(t, id);
    expect(cart.available_payment_methods).toEqual([
      { code: 'braintree', title: 'Credit Card' },
      { code: 'checkmo', title: 'Check / Money order' },
      { code: 'purchaseorder', title: 'Purchase Order' },
    ]);
    expect(cart.selected_payment_method).toEqual({
      code: '',
      title: '',
      purchase_order_number: null,
    });
    expect(msg(await setPayment(t, id, { code: '' }))).toBe(
      'Required parameter "code" for "payment_method" is missing.',
    );
    expect(msg(await setPayment(t, id, { code: 'free' }))).toBe(
      'The requested Payment Method is not available.',
    );
    expect(msg(await setPayment(t, id, { code: 'paypal_express' }))).toBe(
      'The requested Payment Method is not available.',
    );
    expect(msg(await setPayment(t, id, { code: 'purchaseorder' }))).toBe(
      'Purchase order number is a required field.',
    );
    expect(msg(await setPayment(t, id, { code: 'braintree' }))).toBe(
      'Required parameter "payment_method_nonce" for "braintree" is missing.',
    );
    const bogus = await setPayment(t, id, {
      code: 'braintree',
      braintree: { payment_method_nonce: 'tok_sbx_nope', is_active_payment_token_enabler: false },
    });
    expect(msg(bogus)).toBe('Please check your credit card information and billing address.');
    const vault = await setPayment(t, id, {
      code: 'braintree_cc_vault',
      braintree_cc_vault: { public_hash: 'x' },
    });
    expect([msg(vault), cat(vault)]).toEqual([
      "The current customer isn't authorized.",
      'graphql-authorization',
    ]);
    const po = await setPayment(t, id, { code: 'purchaseorder', purchase_order_number: 'PO-778' });
    expect(po.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({
      code: 'purchaseorder',
      title: 'Purchase Order',
      purchase_order_number: 'PO-778',
    });
    const token = await tokenize(t, '4242424242424242');
    const card = await setPayment(t, id, {
      code: 'braintree',
      braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
    });
    expect(card.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({
      code: 'braintree',
      title: 'Credit Card',
      purchase_order_number: null,
    });
    // The cart keeps brand and last four, never a card number.
    const row = await t.handle.db
      .selectFrom('cart')
      .select('payment_data')
      .where('masked_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.payment_data).toMatchObject({ brand: 'VI', last4: '4242' });
    expect(JSON.stringify(row.payment_data)).not.toContain('4242424242424242');
  });

  it('offers only the free method when gift cards cover the whole total', async () => {
    const id = await withItem();
    await readyForPayment(t, id);
    const r = await t.gql(
      'mutation ($c: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: "GIFT-10K-DEMO" }) { cart { prices { grand_total { value } } available_payment_methods { code title } } } }',
      { c: id },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.applyGiftCardToCart.cart.prices.grand_total.value).toBe(0);
    expect(r.data.applyGiftCardToCart.cart.available_payment_methods).toEqual([
      { code: 'free', title: 'No Payment Information Required' },
    ]);
    expect(msg(await setPayment(t, id, { code: 'checkmo' }))).toBe(
      'The requested Payment Method is not available.',
    );
    expect((await setPayment(t, id, { code: 'free' })).errors).toBeUndefined();
  });

  it('keeps shipping addresses away from virtual-only carts', async () => {
    const id = await newCart(t);
    const virtualSku = await t.handle.db
      .selectFrom('product')
      .select('sku')
      .where('sku', '=', DEMO_FACTS.virtual.sku)
      .executeTakeFirstOrThrow();
    const opts = await t.gql(
      `{ products(filter: { sku: { eq: "${virtualSku.sku}" } }) { items { ... on CustomizableProductInterface { options { required option_id ... on CustomizableRadioOption { value { uid } } ... on CustomizableAreaOption { uid } } } } } }`,
    );
    const selected: string[] = [];
    const entered: { uid: string; value: string }[] = [];
    for (const o of opts.data.products.items[0].options) {
      if (!o.required) continue;
      if (o.value?.[0]?.uid) selected.push(o.value[0].uid);
      if (o.uid) entered.push({ uid: o.uid, value: 'Lobby refresh' });
    }
    const add = await t.gql(
      'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } cart { is_virtual } } }',
      {
        c: id,
        i: [
          {
            sku: virtualSku.sku,
            quantity: 1,
            selected_options: selected,
            entered_options: entered,
          },
        ],
      },
    );
    expect(add.data.addProductsToCart.user_errors).toEqual([]);
    expect(add.data.addProductsToCart.cart.is_virtual).toBe(true);
    const r = await step(t, 'setShippingAddressesOnCart', {
      cart_id: id,
      shipping_addresses: [{ address: ADDRESS }],
    });
    expect(msg(r)).toBe(
      'The Cart includes virtual product(s) only, so a shipping address is not used.',
    );
    // Billing and payment work without shipping.
    expect(
      (
        await step(t, 'setBillingAddressOnCart', {
          cart_id: id,
          billing_address: { address: ADDRESS },
        })
      ).errors,
    ).toBeUndefined();
    const pay = await setPayment(t, id, { code: 'checkmo' });
    expect(pay.errors).toBeUndefined();
    expect(pay.data.setPaymentMethodOnCart.cart.shipping_addresses).toEqual([]);
  });

  it('sets and clears the gift message', async () => {
    const id = await withItem();
    const gift = (gift_message: unknown) =>
      step(t, 'setGiftOptionsOnCart', {
        cart_id: id,
        gift_message,
        gift_receipt_included: false,
        printed_card_included: false,
      });
    expect(msg(await gift({ from: 'Ada', to: '', message: 'Enjoy' }))).toBe(
      'Please complete this field',
    );
    const set = await gift({ from: 'Ada', to: 'Grace', message: 'For the new lobby' });
    expect(set.data.setGiftOptionsOnCart.cart.gift_message).toEqual({
      from: 'Ada',
      to: 'Grace',
      message: 'For the new lobby',
    });
    const cleared = await gift(null);
    expect(cleared.data.setGiftOptionsOnCart.cart.gift_message).toBeNull();
  });

  it('estimates rates for an address without changing the cart', async () => {
    const id = await withItem();
    const r = await t.gql(
      'mutation ($i: EstimateTotalsInput!) { estimateShippingMethods(input: $i) { carrier_code amount { value } } }',
      {
        i: { cart_id: id, address: { country_code: 'GB' } },
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.estimateShippingMethods.map((m: AnyJson) => m.carrier_code)).toEqual([
      'flatrate',
    ]);
    const cart = await t.gql(
      `query ($c: String!) { cart(cart_id: $c) { shipping_addresses { city } } }`,
      { c: id },
    );
    expect(cart.data.cart.shipping_addresses).toEqual([]);
  });
});
