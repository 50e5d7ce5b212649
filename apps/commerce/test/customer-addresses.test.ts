// The address book through GraphQL (Magento 2.4.8, reference sections 4.1 and 4.2): create,
// update, delete, the default shipping and billing address, Magento's messages, the cart address
// taken from the book, and one customer never reaching another's addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as V } from '@charter/shared/validation';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { addItem, pickSimpleProduct } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

const NOT_AUTHORIZED = "The current customer isn't authorized.";
const ADDRESS_FIELDS = `id firstname lastname middlename prefix suffix company street city region { region_code region region_id } region_id
  postcode country_code country_id telephone fax vat_id default_billing default_shipping extension_attributes { attribute_code value }`;
const CREATE = `mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { ${ADDRESS_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $i: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $i) { ${ADDRESS_FIELDS} } }`;
const DELETE = 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }';
const BOOK = `{ customer { default_billing default_shipping addresses { ${ADDRESS_FIELDS} } } }`;

const HOME = {
  firstname: 'Theo',
  lastname: 'Marsh',
  company: 'Marsh Interiors',
  street: ['12 Harbour Rd', 'Floor 3'],
  city: 'Albany',
  region: { region_code: 'ny' },
  postcode: '12207',
  country_code: 'US',
  telephone: '5550101',
};

describe.each(testDbKinds())('customer address book (%s)', (kind) => {
  let t: TestApp;
  let trade: string;
  let buyer: string;
  let design: string;

  const as = (token: string | null): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const call = (token: string | null, query: string, variables?: Record<string, unknown>) =>
    t.gql(query, variables, as(token));
  const signIn = async (who: { email: string; password: string }) => {
    const r = await t.gql(
      'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: who.email, p: who.password },
    );
    expect(r.errors).toBeUndefined();
    return r.data.generateCustomerToken.token as string;
  };
  const create = async (token: string, input: Record<string, unknown>): Promise<AnyJson> => {
    const r = await call(token, CREATE, { i: input });
    expect(r.errors).toBeUndefined();
    return r.data.createCustomerAddress;
  };
  const error = (r: {
    status: number;
    errors?: { message: string; extensions?: { category?: string } }[];
  }) => ({
    status: r.status,
    message: r.errors?.[0]?.message,
    category: r.errors?.[0]?.extensions?.category,
  });
  const book = async (token: string) => {
    const r = await call(token, BOOK);
    expect(r.errors).toBeUndefined();
    return r.data.customer;
  };

  beforeAll(async () => {
    t = await startApp(kind);
    [trade, buyer, design] = await Promise.all([
      signIn(DEMO_CUSTOMERS.trade),
      signIn(DEMO_CUSTOMERS.buyer),
      signIn(DEMO_CUSTOMERS.design),
    ]);
  });
  afterAll(async () => t?.close());

  it('refuses guests every operation', async () => {
    for (const [query, variables] of [
      [CREATE, { i: HOME }],
      [UPDATE, { id: 1, i: { city: 'Troy' } }],
      [DELETE, { id: 1 }],
    ] as const) {
      expect(error(await call(null, query, variables))).toEqual({
        status: 403,
        message: NOT_AUTHORIZED,
        category: 'graphql-authorization',
      });
    }
  });

  it("makes the first address the default shipping and billing address, with the region resolved and the street's two lines", async () => {
    const a = await create(trade, HOME);
    expect(a).toEqual({
      id: expect.any(Number),
      firstname: 'Theo',
      lastname: 'Marsh',
      middlename: null,
      prefix: null,
      suffix: null,
      company: 'Marsh Interiors',
      street: ['12 Harbour Rd', 'Floor 3'],
      city: 'Albany',
      region: { region_code: 'NY', region: 'New York', region_id: expect.any(Number) },
      region_id: a.region.region_id,
      postcode: '12207',
      country_code: 'US',
      country_id: 'US',
      telephone: '5550101',
      fax: null,
      vat_id: null,
      default_billing: true,
      default_shipping: true,
      extension_attributes: [],
    });
    const c = await book(trade);
    expect(c).toMatchObject({ default_billing: String(a.id), default_shipping: String(a.id) });
    expect(c.addresses).toEqual([a]);
  });

  it('moves a default to a new address that asks for it, and leaves the other default where it was', async () => {
    const first = (await book(trade)).addresses[0];
    const office = await create(trade, {
      ...HOME,
      street: ['1 Office Park'],
      default_shipping: true,
      region: { region: 'new york' },
    });
    expect(office).toMatchObject({
      default_shipping: true,
      default_billing: false,
      region: { region_code: 'NY', region: 'New York' },
    });
    const c = await book(trade);
    expect(c).toMatchObject({
      default_shipping: String(office.id),
      default_billing: String(first.id),
    });
    expect(c.addresses.map((x: AnyJson) => [x.id, x.default_shipping, x.default_billing])).toEqual([
      [first.id, false, true],
      [office.id, true, false],
    ]);
  });

  it("answers with Magento's messages for missing, too long and invalid input", async () => {
    const r = (input: Record<string, unknown>) => call(design, CREATE, { i: input }).then(error);
    const input = (m: string) => ({ status: 200, message: m, category: 'graphql-input' });
    expect(await r({})).toEqual(input('"input" value should be specified'));
    expect(await r({ ...HOME, firstname: undefined })).toEqual(
      input('Required parameters are missing: firstname'),
    );
    expect(await r({ ...HOME, firstname: ' ', city: '', telephone: null })).toEqual(
      input('Required parameters are missing: firstname, city, telephone'),
    );
    expect(await r({ ...HOME, street: ['', ' '] })).toEqual(
      input('Required parameters are missing: street'),
    );
    expect(await r({ ...HOME, country_code: undefined })).toEqual(
      input('Required parameters are missing: country_id'),
    );
    expect(await r({ ...HOME, street: ['a', 'b', 'c'] })).toEqual(
      input('"Street Address" cannot contain more than 2 lines.'),
    );
    expect(await r({ ...HOME, postcode: '1220' })).toEqual(
      input('Provided Zip/Postal Code seems to be invalid. Example: 12345; 12345-6789.'),
    );
    expect(await r({ ...HOME, postcode: '' })).toEqual(input(V.zipRequired));
    expect(await r({ ...HOME, region: null })).toEqual(input(V.stateRequired));
    expect(await r({ ...HOME, region: { region_code: 'ZZ' } })).toEqual(
      input('Invalid value of "ZZ" provided for the regionId field.'),
    );
    // The country is Magento's CountryCodeEnum: an unknown code never reaches a resolver.
    const unknownCountry = await call(
      design,
      `mutation { createCustomerAddress(input: { firstname: "a", country_code: XX }) { id } }`,
    );
    expect(unknownCountry.errors?.[0]?.message).toMatch(/CountryCodeEnum/);
    // Nothing was stored by any of these.
    expect((await book(design)).addresses).toEqual([]);
  });

  it('keeps a region without an id for countries without a region list, and needs no region there', async () => {
    const london = await create(design, {
      ...HOME,
      country_code: 'GB',
      region: { region: 'Greater London' },
      postcode: 'SW1A 1AA',
    });
    expect(london).toMatchObject({
      country_code: 'GB',
      region: { region_code: 'Greater London', region: 'Greater London', region_id: null },
      postcode: 'SW1A 1AA',
    });
    const noRegion = await create(design, {
      ...HOME,
      country_code: 'GB',
      region: undefined,
      postcode: 'EC1A 1BB',
    });
    expect(noRegion.region).toEqual({ region_code: null, region: null, region_id: null });
  });

  it('updates only the fields sent, validates the result, and moves or clears defaults', async () => {
    const a = await create(buyer, HOME);
    const b = await create(buyer, {
      ...HOME,
      street: ['9 Elm St'],
      city: 'Troy',
      postcode: '12180',
    });
    expect([a.default_shipping, b.default_shipping]).toEqual([true, false]);

    const moved = await call(buyer, UPDATE, {
      id: b.id,
      i: { city: 'Schenectady', postcode: '12305', default_shipping: true },
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data.updateCustomerAddress).toMatchObject({
      city: 'Schenectady',
      postcode: '12305',
      street: ['9 Elm St'],
      region: { region_code: 'NY' },
      default_shipping: true,
      default_billing: false,
    });
    expect(await book(buyer)).toMatchObject({
      default_shipping: String(b.id),
      default_billing: String(a.id),
    });

    // A new country without a region: the old state does not follow the address to Canada.
    const canada = await call(buyer, UPDATE, {
      id: b.id,
      i: { country_code: 'CA', postcode: 'K1A 0B1' },
    });
    expect(error(canada)).toEqual({
      status: 200,
      message: V.stateRequired,
      category: 'graphql-input',
    });
    const ontario = await call(buyer, UPDATE, {
      id: b.id,
      i: { country_code: 'CA', postcode: 'K1A 0B1', region: { region_code: 'ON' } },
    });
    expect(ontario.data.updateCustomerAddress).toMatchObject({
      country_code: 'CA',
      region: { region_code: 'ON', region: 'Ontario' },
      city: 'Schenectady',
    });

    const cleared = await call(buyer, UPDATE, { id: a.id, i: { default_billing: false } });
    expect(cleared.data.updateCustomerAddress).toMatchObject({
      default_billing: false,
      default_shipping: false,
      firstname: 'Theo',
    });
    expect(await book(buyer)).toMatchObject({
      default_billing: null,
      default_shipping: String(b.id),
    });
    // false on an address that is not the default changes nothing.
    await call(buyer, UPDATE, { id: a.id, i: { default_shipping: false } });
    expect((await book(buyer)).default_shipping).toBe(String(b.id));

    const input = (m: string) => ({ status: 200, message: m, category: 'graphql-input' });
    expect(error(await call(buyer, UPDATE, { id: a.id, i: { firstname: '' } }))).toEqual(
      input('Required parameters are missing: firstname'),
    );
    expect(error(await call(buyer, UPDATE, { id: a.id, i: { street: ['1', '2', '3'] } }))).toEqual(
      input('"Street Address" cannot contain more than 2 lines.'),
    );
    expect(error(await call(buyer, UPDATE, { id: a.id, i: { postcode: 'ABCDE' } }))).toEqual(
      input('Provided Zip/Postal Code seems to be invalid. Example: 12345; 12345-6789.'),
    );
    expect(error(await call(buyer, UPDATE, { id: 0, i: { city: 'Troy' } }))).toEqual(
      input('Address "id" value should be specified'),
    );
    expect(error(await call(buyer, UPDATE, { id: a.id }))).toEqual(
      input('"input" value should be specified'),
    );
    expect(error(await call(buyer, UPDATE, { id: a.id, i: {} }))).toEqual(
      input('"input" value should be specified'),
    );
    expect(error(await call(buyer, UPDATE, { id: 987654, i: { city: 'Troy' } }))).toEqual({
      status: 200,
      message: 'Could not find a address with ID "987654"',
      category: 'graphql-no-such-entity',
    });
    // The refused updates left the address as it was.
    expect((await book(buyer)).addresses.find((x: AnyJson) => x.id === a.id)).toMatchObject({
      firstname: 'Theo',
      street: HOME.street,
      postcode: '12207',
    });
  });

  it('refuses to delete a default address, deletes the others, and then no longer finds them', async () => {
    const token = await signIn(DEMO_CUSTOMERS.design);
    const before = await book(token);
    const billing = Number(before.default_billing);
    const shipping = Number(before.default_shipping);
    expect(billing).toBe(shipping);
    expect(error(await call(token, DELETE, { id: billing }))).toEqual({
      status: 200,
      message: `Customer Address ${billing} is set as default billing address and can not be deleted`,
      category: 'graphql-input',
    });
    const other = before.addresses.find((x: AnyJson) => x.id !== billing);
    await call(token, UPDATE, { id: other.id, i: { default_billing: true } });
    expect(error(await call(token, DELETE, { id: shipping }))).toEqual({
      status: 200,
      message: `Customer Address ${shipping} is set as default shipping address and can not be deleted`,
      category: 'graphql-input',
    });
    const spare = await create(token, {
      ...HOME,
      country_code: 'GB',
      region: undefined,
      postcode: 'EC1A 1BB',
    });
    const deleted = await call(token, DELETE, { id: spare.id });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteCustomerAddress).toBe(true);
    expect((await book(token)).addresses.map((x: AnyJson) => x.id)).not.toContain(spare.id);
    expect(error(await call(token, DELETE, { id: spare.id }))).toEqual({
      status: 200,
      message: `Could not find a address with ID "${spare.id}"`,
      category: 'graphql-no-such-entity',
    });
    expect(error(await call(token, DELETE, { id: 0 }))).toMatchObject({
      message: 'Address "id" value should be specified',
    });
  });

  it('pages the book with addressesV2', async () => {
    const all = (await book(trade)).addresses;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const q = `query ($p: Int, $s: Int) { customer { addressesV2(currentPage: $p, pageSize: $s) { total_count page_info { current_page page_size total_pages } items { id default_shipping } } } }`;
    const p2 = await call(trade, q, { p: 2, s: 1 });
    expect(p2.errors).toBeUndefined();
    expect(p2.data.customer.addressesV2).toEqual({
      total_count: all.length,
      page_info: { current_page: 2, page_size: 1, total_pages: all.length },
      items: [{ id: all[1].id, default_shipping: all[1].default_shipping }],
    });
    const byDefault = await call(
      trade,
      '{ customer { addressesV2 { page_info { page_size current_page } } } }',
    );
    expect(byDefault.data.customer.addressesV2.page_info).toEqual({
      page_size: 5,
      current_page: 1,
    });
    expect(error(await call(trade, q, { p: 0, s: 1 }))).toMatchObject({
      message: 'currentPage value must be greater than 0.',
      category: 'graphql-input',
    });
  });

  describe('cart addresses from the book', () => {
    const SET_SHIPPING = `mutation ($c: String!, $id: Int) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ customer_address_id: $id }] }) {
      cart { shipping_addresses { customer_address_id firstname street city postcode telephone company region { code label region_id } country { code } } } } }`;
    const SET_BILLING = `mutation ($c: String!, $id: Int) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { customer_address_id: $id } }) {
      cart { billing_address { customer_address_id firstname city region { code } country { code } } } } }`;
    const cartOf = async (token: string | null) => {
      const r = await call(token, 'mutation { createEmptyCart }');
      expect(r.errors).toBeUndefined();
      return r.data.createEmptyCart as string;
    };

    it("fills the signed-in customer's cart address from a saved address", async () => {
      const product = await pickSimpleProduct(t);
      const cart = await cartOf(trade);
      const r0 = await call(
        trade,
        'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { code } } }',
        { c: cart, i: [{ sku: product.sku, quantity: 1 }] },
      );
      expect(r0.data.addProductsToCart.user_errors).toEqual([]);
      const saved = (await book(trade)).addresses[0];
      const ship = await call(trade, SET_SHIPPING, { c: cart, id: saved.id });
      expect(ship.errors).toBeUndefined();
      expect(ship.data.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([
        expect.objectContaining({
          customer_address_id: saved.id,
          firstname: 'Theo',
          street: HOME.street,
          city: 'Albany',
          postcode: '12207',
          telephone: '5550101',
          company: 'Marsh Interiors',
          region: { code: 'NY', label: 'New York', region_id: saved.region_id },
          country: { code: 'US' },
        }),
      ]);
      const bill = await call(trade, SET_BILLING, { c: cart, id: saved.id });
      expect(bill.errors).toBeUndefined();
      expect(bill.data.setBillingAddressOnCart.cart.billing_address).toMatchObject({
        customer_address_id: saved.id,
        firstname: 'Theo',
        city: 'Albany',
        region: { code: 'NY' },
        country: { code: 'US' },
      });
    });

    it('refuses a guest cart the address book', async () => {
      const product = await pickSimpleProduct(t);
      const cart = await cartOf(null);
      await addItem(t, cart, product.sku);
      expect(error(await call(null, SET_SHIPPING, { c: cart, id: 1 }))).toEqual({
        status: 403,
        message: NOT_AUTHORIZED,
        category: 'graphql-authorization',
      });
      expect(error(await call(null, SET_BILLING, { c: cart, id: 1 }))).toEqual({
        status: 403,
        message: NOT_AUTHORIZED,
        category: 'graphql-authorization',
      });
    });
  });

  describe("another customer's addresses", () => {
    it('are out of reach of every address operation, and stay as they were', async () => {
      const owner = await signIn(DEMO_CUSTOMERS.trade);
      const other = await signIn(DEMO_CUSTOMERS.buyer);
      const theirs = await create(owner, {
        ...HOME,
        street: ['77 Private Lane'],
        city: 'Utica',
        postcode: '13501',
      });
      const before = await book(owner);
      const forbidden = (id: number) => ({
        status: 403,
        message: `Current customer does not have permission to address with ID "${id}"`,
        category: 'graphql-authorization',
      });

      expect(
        error(
          await call(other, UPDATE, {
            id: theirs.id,
            i: { city: 'Stolen', default_shipping: true, default_billing: true },
          }),
        ),
      ).toEqual(forbidden(theirs.id));
      expect(error(await call(other, DELETE, { id: theirs.id }))).toEqual(forbidden(theirs.id));
      // Not listed, by neither list.
      const mine = await call(
        other,
        `{ customer { default_billing default_shipping addresses { id street } addressesV2(pageSize: 50) { total_count items { id } } } }`,
      );
      expect(mine.errors).toBeUndefined();
      const ids = [
        ...mine.data.customer.addresses.map((x: AnyJson) => x.id),
        ...mine.data.customer.addressesV2.items.map((x: AnyJson) => x.id),
      ];
      expect(ids).not.toContain(theirs.id);
      expect(JSON.stringify(mine.data)).not.toContain('77 Private Lane');
      expect([
        mine.data.customer.default_billing,
        mine.data.customer.default_shipping,
      ]).not.toContain(String(theirs.id));

      // Not usable on the other customer's own cart either: refused with Magento's permission
      // message, as updateCustomerAddress and deleteCustomerAddress refuse it.
      const cart = (await call(other, 'mutation { createEmptyCart }')).data.createEmptyCart;
      const product = await pickSimpleProduct(t);
      await call(
        other,
        'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { code } } }',
        { c: cart, i: [{ sku: product.sku, quantity: 1 }] },
      );
      const ship = await call(
        other,
        `mutation ($c: String!, $id: Int) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ customer_address_id: $id }] }) { cart { id } } }`,
        { c: cart, id: theirs.id },
      );
      expect(error(ship)).toEqual(forbidden(theirs.id));
      const bill = await call(
        other,
        `mutation ($c: String!, $id: Int) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { customer_address_id: $id, use_for_shipping: true } }) { cart { id } } }`,
        { c: cart, id: theirs.id },
      );
      expect(error(bill)).toEqual(forbidden(theirs.id));
      const cartAddresses = await t.handle.db
        .selectFrom('cart_address as a')
        .innerJoin('cart as c', 'c.id', 'a.cart_id')
        .select('a.street')
        .where('c.masked_id', '=', cart)
        .execute();
      expect(JSON.stringify(cartAddresses)).not.toContain('77 Private Lane');

      // The owner's book is exactly as it was.
      expect(await book(owner)).toEqual(before);
    });
  });
});
