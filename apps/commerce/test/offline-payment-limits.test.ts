// Check / money order and purchase order hold stock until paid or expired (docs/decisions/0941),
// so they are offered only to the customer groups the store allows (the demo: trade and design
// partners, groups 5 and 7; guests are group 0), and the open unpaid total per customer, e-mail
// and client address is capped (docs/decisions/0558).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '../src/modules/notification/mailer.js';
import {
  cancelExpiredOfflineOrders,
  recordOfflinePayment,
} from '../src/modules/sales/offline-orders.js';
import { DEMO_CUSTOMERS } from '../src/seed/customers.js';
import { NOW, startApp, type AnyJson, type GqlResult, type TestApp } from './support/app.js';
import {
  ADDRESS,
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
  step,
  tokenize,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

const HOUR = 3_600_000;
const NOT_AVAILABLE = 'The requested Payment Method is not available.';
const NO_METHOD = 'Enter a valid payment method and try again.';
const CEILING =
  'Orders awaiting payment by check or purchase order may total at most $1,000.00. Pay for an earlier order, or choose another payment method.';
/** One unit costs this (cents): one order stays under the $1,000 ceiling of the second app, two pass it. */
const UNIT = 80_000;

const codes = (cart: AnyJson) =>
  (cart.available_payment_methods as { code: string }[]).map((m) => m.code);

/** The app as seen from one client address, signed in or not: the checkout helpers work through it. */
function client(t: TestApp, remoteAddress: string, auth: Record<string, string> = {}): TestApp {
  return {
    ...t,
    async gql<T = AnyJson>(
      query: string,
      variables?: Record<string, unknown>,
      headers: Record<string, string> = {},
    ): Promise<GqlResult<T>> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        headers: { 'content-type': 'application/json', ...auth, ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      const body = res.body ? JSON.parse(res.body) : {};
      return { status: res.statusCode, data: body.data as T, errors: body.errors, res };
    },
  };
}

async function signIn(
  t: TestApp,
  who: { email: string; password: string },
): Promise<Record<string, string>> {
  const r = await t.gql(
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: who.email, p: who.password },
  );
  expect(r.errors).toBeUndefined();
  return { authorization: `Bearer ${r.data.generateCustomerToken.token}` };
}

/** A signed-in customer's active cart with one item, addresses and a shipping method set. */
async function customerCartReady(c: TestApp, sku: string): Promise<{ id: string; cart: AnyJson }> {
  const r = await c.gql('{ customerCart { id } }');
  expect(r.errors).toBeUndefined();
  const id = r.data.customerCart.id as string;
  await addItem(c, id, sku, 1);
  let cart: AnyJson;
  for (const [m, input] of [
    ['setShippingAddressesOnCart', { cart_id: id, shipping_addresses: [{ address: ADDRESS }] }],
    ['setBillingAddressOnCart', { cart_id: id, billing_address: { same_as_shipping: true } }],
    [
      'setShippingMethodsOnCart',
      { cart_id: id, shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }] },
    ],
  ] as const) {
    const s = await step(c, m, input);
    expect(s.errors, m).toBeUndefined();
    cart = s.data[m].cart;
  }
  return { id, cart };
}

async function guestCartReady(
  c: TestApp,
  sku: string,
  email: string,
): Promise<{ id: string; cart: AnyJson }> {
  const id = await newCart(c);
  await addItem(c, id, sku, 1);
  return { id, cart: await readyForPayment(c, id, 'flatrate', email) };
}

describe.each(testDbKinds())('offline payment methods: who may use them (%s)', (kind) => {
  let t: TestApp;
  let sku: string;
  beforeAll(async () => {
    t = await startApp(kind);
    sku = (await pickSimpleProduct(t)).sku;
  });
  afterAll(async () => t?.close());

  it('a guest is offered only the card and cannot set check / money order or purchase order', async () => {
    const guest = client(t, '203.0.113.10');
    const { id, cart } = await guestCartReady(guest, sku, 'guest-offline@example.com');
    expect(codes(cart)).toEqual(['braintree']);
    for (const payment of [
      { code: 'checkmo' },
      { code: 'purchaseorder', purchase_order_number: 'PO-1' },
    ]) {
      const r = await setPayment(guest, id, payment);
      expect(r.errors?.[0]).toMatchObject({
        message: NOT_AVAILABLE,
        extensions: { category: 'graphql-input' },
      });
    }
    const read = await guest.gql(
      'query($c: String!) { cart(cart_id: $c) { selected_payment_method { code } } }',
      { c: id },
    );
    expect(read.data.cart.selected_payment_method.code).toBe('');
  });

  it('a guest cart carrying an offline method (set before the store changed its rules) is not placed', async () => {
    const guest = client(t, '203.0.113.11');
    const { id } = await guestCartReady(guest, sku, 'guest-old-rules@example.com');
    await t.handle.db
      .updateTable('cart')
      .set({ payment_method_code: 'checkmo', payment_data: JSON.stringify({}) })
      .where('masked_id', '=', id)
      .execute();
    const r = await placeOrder(guest, id);
    expect(r.data.placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: NO_METHOD },
    ]);
    expect(r.data.placeOrder.orderV2).toBeNull();
  });

  it('a trade partner is offered both and can place an order by purchase order; a General customer cannot', async () => {
    const trade = client(t, '203.0.113.12', await signIn(t, DEMO_CUSTOMERS.trade));
    const { id, cart } = await customerCartReady(trade, sku);
    expect(codes(cart)).toEqual(['braintree', 'checkmo', 'purchaseorder']);
    expect(
      (await setPayment(trade, id, { code: 'purchaseorder', purchase_order_number: 'PO-TRADE-1' }))
        .errors,
    ).toBeUndefined();
    const placed = await placeOrder(trade, id);
    expect(placed.data.placeOrder.errors).toEqual([]);
    expect(placed.data.placeOrder.orderV2).toMatchObject({
      status: 'Pending',
      payment_methods: [{ type: 'purchaseorder' }],
    });

    const design = client(t, '203.0.113.12', await signIn(t, DEMO_CUSTOMERS.design));
    expect(codes((await customerCartReady(design, sku)).cart)).toEqual([
      'braintree',
      'checkmo',
      'purchaseorder',
    ]);

    const general = client(t, '203.0.113.13', await signIn(t, DEMO_CUSTOMERS.buyer));
    const g = await customerCartReady(general, sku);
    expect(codes(g.cart)).toEqual(['braintree']);
    expect((await setPayment(general, g.id, { code: 'checkmo' })).errors?.[0]?.message).toBe(
      NOT_AVAILABLE,
    );
  });

  it('placeOrder checks again: a customer moved out of the trade group cannot place the check order set before', async () => {
    const auth = await signIn(t, DEMO_CUSTOMERS.design);
    const design = client(t, '203.0.113.14', auth);
    const { id } = await customerCartReady(design, sku);
    expect((await setPayment(design, id, { code: 'checkmo' })).errors).toBeUndefined();
    await t.handle.db
      .updateTable('customer')
      .set({ group_id: 1 })
      .where('email', '=', DEMO_CUSTOMERS.design.email)
      .execute();
    try {
      const r = await placeOrder(design, id);
      expect(r.data.placeOrder.errors).toEqual([
        { code: 'UNABLE_TO_PLACE_ORDER', message: NO_METHOD },
      ]);
      const read = await design.gql(
        'query($c: String!) { cart(cart_id: $c) { available_payment_methods { code } } }',
        { c: id },
      );
      expect(codes(read.data.cart)).toEqual(['braintree']);
    } finally {
      await t.handle.db
        .updateTable('customer')
        .set({ group_id: DEMO_CUSTOMERS.design.groupId })
        .where('email', '=', DEMO_CUSTOMERS.design.email)
        .execute();
    }
  });
});

describe.each(testDbKinds())('open unpaid offline orders are capped (%s)', (kind) => {
  let t: TestApp;
  let sku: string;
  beforeAll(async () => {
    t = await startApp(kind, {
      // Guests allowed here, so the e-mail and address ceilings can be seen on their own.
      env: {
        OFFLINE_PAYMENT_CUSTOMER_GROUPS: '0,5,7',
        OFFLINE_UNPAID_ORDER_LIMIT: '1000',
        ORDER_LIMIT_PER_ADDRESS: '0',
        ORDER_LIMIT_PER_EMAIL: '0',
      },
      prepare: async (handle) => {
        const p = await pickSimpleProduct({ handle } as TestApp);
        await handle.db
          .updateTable('product')
          .set({ price: UNIT })
          .where('id', '=', p.id)
          .execute();
      },
    });
    sku = (await pickSimpleProduct(t)).sku;
  });
  afterAll(async () => t?.close());

  /** Places a guest order of one unit (by check unless told); returns placeOrder's answer. */
  const guestOrder = async (
    ip: string,
    email: string,
    payment: Record<string, unknown> = { code: 'checkmo' },
  ): Promise<AnyJson> => {
    const c = client(t, ip);
    const { id } = await guestCartReady(c, sku, email);
    expect((await setPayment(c, id, payment)).errors).toBeUndefined();
    return (await placeOrder(c, id)).data.placeOrder;
  };
  const refused = { errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: CEILING }], orderV2: null };
  const placedNumber = (r: AnyJson): string => {
    expect(r.errors).toEqual([]);
    // One order stays under the ceiling, two pass it: the figures the cases below rely on.
    expect(r.orderV2.grand_total).toBeLessThanOrEqual(1000);
    expect(r.orderV2.grand_total * 2).toBeGreaterThan(1000);
    return r.orderV2.number as string;
  };

  it('per e-mail: a second open order from the same e-mail is refused, whatever the address', async () => {
    placedNumber(await guestOrder('198.51.100.1', 'Same.Buyer@example.com'));
    expect(await guestOrder('198.51.100.2', 'same.buyer@example.com')).toMatchObject(refused);
  });

  it('per client address: a second open order from the same address is refused, whatever the e-mail', async () => {
    placedNumber(await guestOrder('198.51.100.3', 'first-at-address@example.com'));
    expect(await guestOrder('198.51.100.3', 'other-at-address@example.com')).toMatchObject(refused);
    // A card order is not capped.
    const card = {
      code: 'braintree',
      braintree: {
        payment_method_nonce: await tokenize(t, '4242424242424242'),
        is_active_payment_token_enabler: false,
      },
    };
    expect(await guestOrder('198.51.100.3', 'other-at-address@example.com', card)).toMatchObject({
      errors: [],
    });
  });

  it('per customer: the account is counted even after its e-mail changed, from another address', async () => {
    const auth = await signIn(t, DEMO_CUSTOMERS.trade);
    const trade = client(t, '198.51.100.5', auth);
    const first = await customerCartReady(trade, sku);
    expect((await setPayment(trade, first.id, { code: 'checkmo' })).errors).toBeUndefined();
    placedNumber((await placeOrder(trade, first.id)).data.placeOrder);
    await t.handle.db
      .updateTable('customer')
      .set({ email: 'trade-renamed@charter.example' })
      .where('email', '=', DEMO_CUSTOMERS.trade.email)
      .execute();
    try {
      const again = client(t, '198.51.100.6', auth);
      const second = await customerCartReady(again, sku);
      expect(
        (
          await setPayment(again, second.id, {
            code: 'purchaseorder',
            purchase_order_number: 'PO-2',
          })
        ).errors,
      ).toBeUndefined();
      expect((await placeOrder(again, second.id)).data.placeOrder).toMatchObject(refused);
    } finally {
      await t.handle.db
        .updateTable('customer')
        .set({ email: DEMO_CUSTOMERS.trade.email })
        .where('email', '=', 'trade-renamed@charter.example')
        .execute();
    }
  });

  it('one order above the ceiling is refused on its own', async () => {
    const c = client(t, '198.51.100.7');
    const id = await newCart(c);
    await addItem(c, id, sku, 2);
    await readyForPayment(c, id, 'flatrate', 'big-spender@example.com');
    expect((await setPayment(c, id, { code: 'checkmo' })).errors).toBeUndefined();
    expect((await placeOrder(c, id)).data.placeOrder).toMatchObject(refused);
  });

  it('recording the payment (the order:paid path) frees the allowance', async () => {
    const number = placedNumber(await guestOrder('198.51.100.8', 'pays-later@example.com'));
    expect(await guestOrder('198.51.100.8', 'pays-later@example.com')).toMatchObject(refused);
    const mailer = new Mailer({
      db: t.handle.db,
      from: 'shop@example.com',
      outboxDir: `/tmp/charter-test-outbox-offline-${kind}-${process.pid}`,
    });
    expect((await recordOfflinePayment(t.handle.db, mailer, number, NOW, 'Shop')).ok).toBe(true);
    placedNumber(await guestOrder('198.51.100.8', 'pays-later@example.com'));
  });

  it('an unpaid order cancelled at the end of its payment window frees the allowance', async () => {
    const number = placedNumber(await guestOrder('198.51.100.9', 'never-pays@example.com'));
    expect(await guestOrder('198.51.100.9', 'never-pays@example.com')).toMatchObject(refused);
    // Every order placed so far is older than a window ending now: the sweep cancels the unpaid ones.
    const swept = await cancelExpiredOfflineOrders(
      t.handle.db,
      new Date(NOW.getTime() + 73 * HOUR),
      72 * HOUR,
    );
    expect(swept.canceled).toContain(number);
    placedNumber(await guestOrder('198.51.100.9', 'never-pays@example.com'));
  });

  it('two carts of one buyer placed at the same moment: one order, one refusal', async () => {
    const a = client(t, '198.51.100.10');
    const b = client(t, '198.51.100.11');
    const [ca, cb] = await Promise.all([
      guestCartReady(a, sku, 'racer@example.com'),
      guestCartReady(b, sku, 'racer@example.com'),
    ]);
    expect((await setPayment(a, ca.id, { code: 'checkmo' })).errors).toBeUndefined();
    expect((await setPayment(b, cb.id, { code: 'checkmo' })).errors).toBeUndefined();
    const results = (await Promise.all([placeOrder(a, ca.id), placeOrder(b, cb.id)])).map(
      (r) => r.data.placeOrder,
    );
    expect(results.filter((r) => r.errors.length === 0)).toHaveLength(1);
    expect(results.filter((r) => r.errors.length > 0)).toMatchObject([refused]);
  });
});
