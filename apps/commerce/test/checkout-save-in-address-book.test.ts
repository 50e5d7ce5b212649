// 'Save in address book' at checkout (docs/decisions/0717): a signed-in customer's typed cart
// address with save_in_address_book goes into the book once, however often the step is sent; a
// guest's flag is ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { addItem, pickSimpleProduct } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

const BOOK =
  '{ customer { default_billing default_shipping addresses { id firstname lastname street city postcode country_code telephone region { region_code } } } }';
const HOME = {
  firstname: 'Theo',
  lastname: 'Marsh',
  street: ['12 Harbour Rd'],
  city: 'Albany',
  region: 'NY',
  postcode: '12207',
  country_code: 'US',
  telephone: '5550101',
};

describe.each(testDbKinds())('save in address book at checkout (%s)', (kind) => {
  let t: TestApp;
  let design: string;

  const call = (token: string | null, query: string, variables?: Record<string, unknown>) =>
    t.gql(query, variables, token ? { authorization: `Bearer ${token}` } : {});
  const book = async (token: string) => {
    const r = await call(token, BOOK);
    expect(r.errors).toBeUndefined();
    return r.data.customer;
  };
  const cartOf = async (token: string | null) => {
    const r = await call(token, 'mutation { createEmptyCart }');
    expect(r.errors).toBeUndefined();
    return r.data.createEmptyCart as string;
  };

  beforeAll(async () => {
    t = await startApp(kind);
    const r = await t.gql(
      'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: DEMO_CUSTOMERS.design.email, p: DEMO_CUSTOMERS.design.password },
    );
    expect(r.errors).toBeUndefined();
    design = r.data.generateCustomerToken.token as string;
  });
  afterAll(async () => t?.close());

  it('saves a typed shipping address in the book when asked, once however often it is sent', async () => {
    const product = await pickSimpleProduct(t);
    const cart = await cartOf(design);
    const added = await call(
      design,
      'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { code } } }',
      { c: cart, i: [{ sku: product.sku, quantity: 1 }] },
    );
    expect(added.data.addProductsToCart.user_errors).toEqual([]);
    const before = (await book(design)).addresses.length;
    const TYPED = `mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) {
      cart { shipping_addresses { customer_address_id firstname street city } } } }`;
    const typed = {
      firstname: 'Iris',
      lastname: 'Vale',
      street: ['88 Quay St'],
      city: 'Buffalo',
      region: 'NY',
      postcode: '14202',
      country_code: 'US',
      telephone: '5550199',
    };
    // Not asked: the book stays as it was.
    const plain = await call(design, TYPED, { c: cart, a: typed });
    expect(plain.errors).toBeUndefined();
    expect(
      plain.data.setShippingAddressesOnCart.cart.shipping_addresses[0].customer_address_id,
    ).toBeNull();
    expect((await book(design)).addresses).toHaveLength(before);
    // Asked, and sent again (a retry, the step submitted twice): one new address, named by the cart.
    const ids = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const r = await call(design, TYPED, {
        c: cart,
        a: { ...typed, city: i === 2 ? ' buffalo ' : 'Buffalo', save_in_address_book: true },
      });
      expect(r.errors).toBeUndefined();
      ids.add(r.data.setShippingAddressesOnCart.cart.shipping_addresses[0].customer_address_id);
    }
    expect(ids.size).toBe(1);
    const after = await book(design);
    expect(after.addresses).toHaveLength(before + 1);
    const saved = after.addresses.find((a: AnyJson) => a.firstname === 'Iris');
    expect(saved).toMatchObject({
      id: [...ids][0],
      lastname: 'Vale',
      street: ['88 Quay St'],
      city: 'Buffalo',
      postcode: '14202',
      country_code: 'US',
      telephone: '5550199',
      region: { region_code: 'NY' },
    });
  });

  it("ignores a guest's save_in_address_book", async () => {
    const product = await pickSimpleProduct(t);
    const cart = await cartOf(null);
    await addItem(t, cart, product.sku);
    const r = await call(
      null,
      `mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) {
        cart { shipping_addresses { customer_address_id city } } } }`,
      {
        c: cart,
        a: { ...HOME, save_in_address_book: true },
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([
      { customer_address_id: null, city: 'Albany' },
    ]);
  });
});
