// Order history through GraphQL (customer.orders, Magento 2.4.8 reference section 4.4): orders
// placed while signed in, with the address book at checkout; paging, filters, sorting and scope;
// and nobody else's orders, not even a guest order placed with the customer's e-mail.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { pickSimpleProduct } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const ORDER_FIELDS = `id number order_date status email shipping_method carrier is_virtual token
  items { __typename product_sku product_name quantity_ordered product_sale_price { value currency } }
  total { grand_total { value currency } subtotal_excl_tax { value } total_shipping { value } total_tax { value } }
  shipping_address { firstname lastname street city region postcode country_code telephone }
  billing_address { firstname city country_code }
  payment_methods { name type }`;
const ORDERS = `query ($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput, $scope: ScopeTypeEnum) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort, scope: $scope) {
    total_count date_of_first_order page_info { current_page page_size total_pages } items { ${ORDER_FIELDS} } } } }`;

const HOME = {
  firstname: 'Theo',
  lastname: 'Marsh',
  street: ['12 Harbour Rd'],
  city: 'Albany',
  region: { region_code: 'NY' },
  postcode: '12207',
  country_code: 'US',
  telephone: '5550101',
};

describe.each(testDbKinds())('customer order history (%s)', (kind) => {
  let t: TestApp;
  let product: { sku: string; price: number };
  let trade: string;
  let buyer: string;
  /** trade's orders, oldest first: [number, quantity, order date]. */
  const placed: { number: string; quantity: number; date: string }[] = [];
  let buyerOrder: string;
  let guestOrder: string;

  const as = (token: string | null, store?: string) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(store ? { store } : {}),
  });
  const call = (
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
    store?: string,
  ) => t.gql(query, variables, as(token, store));
  const ok = async (
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
    store?: string,
  ) => {
    const r = await call(token, query, variables, store);
    expect(r.errors).toBeUndefined();
    return r.data;
  };
  const signIn = async (who: { email: string; password: string }) =>
    (
      await ok(
        null,
        'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        { e: who.email, p: who.password },
      )
    ).generateCustomerToken.token as string;
  const orders = async (token: string, variables: Record<string, unknown> = {}, store?: string) =>
    (await ok(token, ORDERS, variables, store)).customer.orders;
  const numbers = (list: AnyJson) => list.items.map((o: AnyJson) => o.number);

  /**
   * The whole checkout, paid by check / money order. Signed in: the customer's cart and an address
   * from the book. As a guest: a guest cart, the e-mail and a typed address.
   */
  async function checkout(
    token: string | null,
    quantity: number,
    opts: { guestEmail?: string; address?: typeof HOME } = {},
  ): Promise<string> {
    const home = opts.address ?? HOME;
    const cart = (await ok(token, 'mutation { createEmptyCart }')).createEmptyCart as string;
    const add = await ok(
      token,
      'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { code message } } }',
      {
        c: cart,
        i: [{ sku: product.sku, quantity }],
      },
    );
    expect(add.addProductsToCart.user_errors).toEqual([]);
    let address: Record<string, unknown>;
    if (token) {
      const book = (await ok(token, '{ customer { addresses { id } } }')).customer.addresses;
      const id =
        book[0]?.id ??
        (
          await ok(
            token,
            'mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }',
            { i: home },
          )
        ).createCustomerAddress.id;
      address = { customer_address_id: id };
    } else {
      await ok(
        null,
        'mutation ($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { id } } }',
        { c: cart, e: opts.guestEmail },
      );
      address = { address: { ...home, region: 'NY' } };
    }
    for (const [mutation, type, input] of [
      [
        'setShippingAddressesOnCart',
        'SetShippingAddressesOnCartInput',
        { cart_id: cart, shipping_addresses: [address] },
      ],
      [
        'setBillingAddressOnCart',
        'SetBillingAddressOnCartInput',
        { cart_id: cart, billing_address: address },
      ],
      [
        'setShippingMethodsOnCart',
        'SetShippingMethodsOnCartInput',
        {
          cart_id: cart,
          shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
        },
      ],
      [
        'setPaymentMethodOnCart',
        'SetPaymentMethodOnCartInput',
        { cart_id: cart, payment_method: { code: 'checkmo' } },
      ],
    ] as const) {
      await ok(token, `mutation ($i: ${type}) { ${mutation}(input: $i) { cart { id } } }`, {
        i: input,
      });
    }
    const r = await call(
      token,
      'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { code message } orderV2 { number } } }',
      { c: cart },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.placeOrder.errors).toEqual([]);
    return r.data.placeOrder.orderV2.number as string;
  }

  beforeAll(async () => {
    t = await startApp(kind, { env: { ...OFFLINE_FOR_EVERYONE } });
    product = await pickSimpleProduct(t);
    [trade, buyer] = await Promise.all([
      signIn(DEMO_CUSTOMERS.trade),
      signIn(DEMO_CUSTOMERS.buyer),
    ]);
    const dates = ['2025-06-01 09:30:00', '2025-06-10 18:00:00', '2025-06-15 12:00:00'];
    for (const [i, date] of dates.entries()) {
      const number = await checkout(trade, i + 1);
      placed.push({ number, quantity: i + 1, date });
      // History: the orders were placed on different days (the test clock stands still).
      await sql`update sales_order set created_at = ${new Date(`${date.replace(' ', 'T')}Z`)} where number = ${number}`.execute(
        t.handle.db,
      );
    }
    buyerOrder = await checkout(buyer, 1, {
      address: { ...HOME, firstname: 'Bea', lastname: 'Lowe', street: ['5 Orchard Way'] },
    });
    // A guest checkout with the trade customer's e-mail address.
    guestOrder = await checkout(null, 1, {
      guestEmail: DEMO_CUSTOMERS.trade.email,
      address: { ...HOME, street: ['40 Guest St'] },
    });
  });
  afterAll(async () => t?.close());

  it("records the signed-in customer on the order, and the guest order on nobody's account", async () => {
    const ids = await t.handle.db.selectFrom('customer').select(['id', 'email']).execute();
    const idOf = (email: string) => ids.find((c) => c.email === email)?.id;
    const rows = await t.handle.db
      .selectFrom('sales_order')
      .select(['number', 'customer_id'])
      .execute();
    const owner = (n: string) => rows.find((r) => r.number === n)?.customer_id;
    expect(placed.map((p) => owner(p.number))).toEqual(
      placed.map(() => idOf(DEMO_CUSTOMERS.trade.email)),
    );
    expect(owner(buyerOrder)).toBe(idOf(DEMO_CUSTOMERS.buyer.email));
    expect(owner(guestOrder)).toBeNull();
  });

  it('lists the orders newest first with items, totals, addresses, shipping, payment and status', async () => {
    const list = await orders(trade);
    expect(list.total_count).toBe(3);
    expect(list.date_of_first_order).toBe('2025-06-01 09:30:00');
    expect(list.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    expect(numbers(list)).toEqual([...placed].reverse().map((p) => p.number));
    const oldest = list.items[2];
    const rows = product.price * 1;
    const tax = Math.round((rows * 888) / 10_000);
    expect(oldest).toMatchObject({
      number: placed[0]?.number,
      order_date: '2025-06-01 09:30:00',
      status: 'Pending',
      shipping_method: 'Flat Rate - Fixed',
      carrier: 'Flat Rate',
      is_virtual: false,
      items: [
        {
          __typename: 'OrderItem',
          product_sku: product.sku,
          quantity_ordered: 1,
          product_sale_price: { value: product.price / 100, currency: 'USD' },
        },
      ],
      total: {
        subtotal_excl_tax: { value: rows / 100 },
        total_shipping: { value: 25 },
        total_tax: { value: tax / 100 },
        grand_total: { value: (rows + tax + 2500) / 100, currency: 'USD' },
      },
      shipping_address: {
        firstname: 'Theo',
        lastname: 'Marsh',
        street: ['12 Harbour Rd'],
        city: 'Albany',
        region: 'New York',
        postcode: '12207',
        country_code: 'US',
        telephone: '5550101',
      },
      billing_address: { firstname: 'Theo', city: 'Albany', country_code: 'US' },
      payment_methods: [{ name: 'Check / Money order', type: 'checkmo' }],
    });
    expect(list.items.map((o: AnyJson) => o.items[0].quantity_ordered)).toEqual([3, 2, 1]);
  });

  it('pages the history', async () => {
    const first = await orders(trade, { size: 2 });
    expect(first).toMatchObject({
      total_count: 3,
      page_info: { current_page: 1, page_size: 2, total_pages: 2 },
    });
    expect(numbers(first)).toEqual([placed[2]?.number, placed[1]?.number]);
    const second = await orders(trade, { size: 2, page: 2 });
    expect(numbers(second)).toEqual([placed[0]?.number]);
    expect(second.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 });
    expect(numbers(await orders(trade, { size: 2, page: 3 }))).toEqual([]);
    for (const [vars, message] of [
      [{ page: 0 }, 'currentPage value must be greater than 0.'],
      [{ size: 0 }, 'pageSize value must be greater than 0.'],
    ] as const) {
      const r = await call(trade, ORDERS, vars);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
  });

  it('filters by number, status, order date and grand total, and sorts by number or date', async () => {
    const [a, b, c] = placed.map((p) => p.number) as [string, string, string];
    const f = async (filter: Record<string, unknown>) => numbers(await orders(trade, { filter }));
    expect(await f({ number: { eq: b } })).toEqual([b]);
    expect(await f({ number: { in: [a, c, buyerOrder, guestOrder] } })).toEqual([c, a]);
    expect(await f({ number: { match: c.slice(-3) } })).toContain(c);
    expect(await f({ number: { match: '%' } })).toEqual([]);
    expect(await f({ status: { eq: 'pending' } })).toEqual([c, b, a]);
    expect(await f({ status: { eq: 'Pending' } })).toEqual([c, b, a]);
    expect(await f({ status: { in: ['processing', 'complete'] } })).toEqual([]);
    expect(await f({ order_date: { from: '2025-06-10' } })).toEqual([c, b]);
    expect(await f({ order_date: { to: '2025-06-10' } })).toEqual([b, a]);
    expect(
      await f({ order_date: { from: '2025-06-01 09:30:00', to: '2025-06-01 09:30:00' } }),
    ).toEqual([a]);
    expect(await f({ order_date: { from: '2025-06-02', to: '2025-06-09' } })).toEqual([]);
    const totals = (await orders(trade)).items.map(
      (o: AnyJson) => o.total.grand_total.value as number,
    );
    expect(await f({ grand_total: { from: String(totals[1]) } })).toEqual([c, b]);
    expect(await f({ grand_total: { to: String(totals[1]) } })).toEqual([b, a]);
    expect(
      await f({
        grand_total: { from: String(totals[2]), to: String(totals[2]) },
        status: { eq: 'pending' },
      }),
    ).toEqual([a]);

    for (const [filter, message] of [
      [
        { order_date: { from: 'yesterday' } },
        'Invalid value of "yesterday" provided for the order_date field.',
      ],
      [
        { order_date: { to: '2025-02-30' } },
        'Invalid value of "2025-02-30" provided for the order_date field.',
      ],
      [
        { grand_total: { from: 'cheap' } },
        'Invalid value of "cheap" provided for the grand_total field.',
      ],
    ] as const) {
      const r = await call(trade, ORDERS, { filter });
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }

    expect(
      numbers(await orders(trade, { sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } })),
    ).toEqual([a, b, c]);
    expect(
      numbers(await orders(trade, { sort: { sort_field: 'CREATED_AT', sort_direction: 'ASC' } })),
    ).toEqual([a, b, c]);
    expect(
      numbers(await orders(trade, { sort: { sort_field: 'NUMBER', sort_direction: 'DESC' } })),
    ).toEqual([c, b, a]);
  });

  it('lists the orders of the store view in the Store header unless the scope is wider', async () => {
    const other = await orders(trade, {}, 'charter_seniorliving');
    expect(other).toMatchObject({ total_count: 0, items: [], date_of_first_order: null });
    expect((await orders(trade, { scope: 'WEBSITE' }, 'charter_seniorliving')).total_count).toBe(3);
    expect((await orders(trade, { scope: 'GLOBAL' }, 'charter_seniorliving')).total_count).toBe(3);
  });

  describe('privacy', () => {
    it("never lists another customer's orders, whatever the filter, sort or scope", async () => {
      const everything = [
        {},
        { scope: 'GLOBAL' },
        { filter: { number: { in: placed.map((p) => p.number) } }, scope: 'GLOBAL' },
        { filter: { number: { eq: placed[0]?.number } } },
        { size: 300 },
      ];
      for (const vars of everything) {
        const list = await orders(buyer, vars);
        expect(numbers(list).filter((n: string) => n !== buyerOrder)).toEqual([]);
        expect(JSON.stringify(list)).not.toContain('Harbour Rd');
      }
      const mine = await orders(buyer, { scope: 'GLOBAL' });
      expect(mine).toMatchObject({
        total_count: 1,
        items: [
          { number: buyerOrder, shipping_address: { firstname: 'Bea', street: ['5 Orchard Way'] } },
        ],
      });
    });

    it("does not show a guest order placed with the customer's e-mail", async () => {
      const list = await orders(trade, { scope: 'GLOBAL', size: 300 });
      expect(numbers(list)).not.toContain(guestOrder);
      expect(
        numbers(await orders(trade, { filter: { number: { eq: guestOrder } }, scope: 'GLOBAL' })),
      ).toEqual([]);
      expect(list.total_count).toBe(3);
      expect(JSON.stringify(list)).not.toContain('40 Guest St');
    });

    it('refuses guests', async () => {
      const r = await call(null, ORDERS, {});
      expect(r.status).toBe(403);
      expect(r.errors?.[0]).toMatchObject({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      });
    });
  });
});
