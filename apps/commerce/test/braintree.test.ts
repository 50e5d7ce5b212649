// Card payments through Braintree, against the local fake of Braintree (test/support/braintree-fake.ts):
// the browser's part (client token, configuration, card tokenisation) is played by the test the
// way braintree-web does it; everything after the nonce goes through our API and the official SDK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { thrownResult, transactionResult } from '../src/modules/payment/braintree-answers.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { productionProblems } from '../src/startup.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { startBraintreeFake, type BraintreeFake } from './support/braintree-fake.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

const DECLINED = 'We are sorry, your transaction has been declined. Please try again later.';
const PROCESSING = 'Something went wrong with the payment method.';
const TOKENS =
  '{ customerPaymentTokens { items { details payment_method_code public_hash type } } }';

/** What braintree-web does with a client token: fetch the configuration, then tokenise the card. */
export async function browserNonce(
  fake: BraintreeFake,
  clientToken: string,
  card: { number: string; cvv?: string; month?: string; year?: string },
): Promise<string> {
  const token = JSON.parse(Buffer.from(clientToken, 'base64').toString('utf8')) as {
    configUrl: string;
    authorizationFingerprint: string;
  };
  const local = (u: string) => u.replace(fake.clientApiOrigin, fake.url);
  const cfgUrl = new URL(local(token.configUrl));
  cfgUrl.searchParams.set('authorizationFingerprint', token.authorizationFingerprint);
  cfgUrl.searchParams.set('configVersion', '3');
  const cfg = (await (await fetch(cfgUrl)).json()) as { clientApiUrl: string };
  const res = await fetch(`${local(cfg.clientApiUrl)}/v1/payment_methods/credit_cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      creditCard: {
        number: card.number,
        expirationMonth: card.month ?? '12',
        expirationYear: card.year ?? '2030',
        cvv: card.cvv ?? '123',
        options: { validate: false },
      },
      authorizationFingerprint: token.authorizationFingerprint,
      _meta: { source: 'client', integration: 'custom' },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { creditCards: { nonce: string }[] }).creditCards[0]!.nonce;
}

describe.each(testDbKinds())('Braintree card payments (%s)', (kind) => {
  let fake: BraintreeFake;
  let t: TestApp;
  let sku: string;
  let trade: Record<string, string>;

  const clientToken = async (headers?: Record<string, string>) => {
    const r = await t.gql('mutation { createBraintreeClientToken }', undefined, headers);
    expect(r.errors).toBeUndefined();
    return r.data.createBraintreeClientToken as string;
  };
  const guestCart = async () => {
    const id = await newCart(t);
    await addItem(t, id, sku);
    await readyForPayment(t, id);
    return id;
  };
  const pay = async (
    cartId: string,
    nonce: string,
    save = false,
    headers?: Record<string, string>,
  ) => {
    const set = await t.gql(
      'mutation($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { selected_payment_method { code } } } }',
      {
        i: {
          cart_id: cartId,
          payment_method: {
            code: 'braintree',
            braintree: { payment_method_nonce: nonce, is_active_payment_token_enabler: save },
          },
        },
      },
      headers,
    );
    expect(set.errors).toBeUndefined();
    return t.gql(
      'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { errors { code message } orderV2 { number grand_total } } }',
      { c: cartId },
      headers,
    );
  };
  const sales = () => [...fake.transactions.values()].filter((x) => x.type === 'sale');
  const orderCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('sales_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    fake = await startBraintreeFake();
    t = await startApp(kind, { env: { ...fake.env, BRAINTREE_CAPTURE: 'authorize' } });
    sku = (await pickSimpleProduct(t)).sku;
    const r = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: DEMO_CUSTOMERS.trade.email, p: DEMO_CUSTOMERS.trade.password },
    );
    trade = { authorization: `Bearer ${r.data.generateCustomerToken.token}` };
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('takes a guest card by nonce: one sale with the order number as order id, submitted for settlement', async () => {
    const cart = await guestCart();
    const nonce = await browserNonce(fake, await clientToken(), { number: '4111111111111111' });
    const placed = await pay(cart, nonce);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const { number, grand_total } = placed.data.placeOrder.orderV2;
    const sale = sales().find((s) => s.orderId === number);
    expect(sale).toMatchObject({
      status: 'submitted_for_settlement',
      amount: Number(grand_total).toFixed(2),
    });
    const rows = await t.handle.db
      .selectFrom('payment_transaction')
      .select(['kind', 'status', 'reference', 'gateway'])
      .where('reference', '=', sale!.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { kind: 'authorization', status: 'approved', reference: sale!.id, gateway: 'braintree' },
      { kind: 'capture', status: 'approved', reference: sale!.id, gateway: 'braintree' },
    ]);
    // The card fields never came to our API: the gateway calls carry the nonce only.
    expect(
      fake.received
        .filter((r) => r.api === 'gateway')
        .some((r) => r.body.includes('4111111111111111')),
    ).toBe(false);
  });

  it('answers a declined card with the checkout text and places no order; the nonce is spent', async () => {
    const before = await orderCount();
    const cart = await guestCart();
    const nonce = await browserNonce(fake, await clientToken(), { number: '4000111111111115' });
    const placed = await pay(cart, nonce);
    expect(placed.data.placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: DECLINED },
    ]);
    expect(placed.data.placeOrder.orderV2).toBeNull();
    expect(await orderCount()).toBe(before);
    // Braintree's static declined nonce answers the same, and its raw text is never shown.
    const cart2 = await guestCart();
    const again = await pay(cart2, 'fake-processor-declined-visa-nonce');
    expect(again.data.placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: DECLINED },
    ]);
    expect(JSON.stringify(again.data)).not.toMatch(/Do Not Honor|2000/);
  });

  it('refuses an unknown nonce when it is set on the cart', async () => {
    const cart = await guestCart();
    const set = await setPayment(t, cart, {
      code: 'braintree',
      braintree: {
        payment_method_nonce: 'tokencc_unknown',
        is_active_payment_token_enabler: false,
      },
    });
    expect(set.errors?.[0]).toMatchObject({
      message: 'Please check your credit card information and billing address.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('voids the authorisation when settlement fails after it, and places no order', async () => {
    const before = await orderCount();
    const cart = await guestCart();
    const nonce = await browserNonce(fake, await clientToken(), { number: '5555555555554444' });
    fake.failNext('submit_for_settlement', 'http500');
    const placed = await pay(cart, nonce);
    expect(placed.data.placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: PROCESSING },
    ]);
    expect(await orderCount()).toBe(before);
    const voids = fake.received.filter((r) => r.path.endsWith('/void'));
    expect(voids).toHaveLength(1);
    const voided = [...fake.transactions.values()].find((x) => voids[0]!.path.includes(x.id));
    expect(voided?.status).toBe('voided');
  });

  it('a gateway that cannot be reached is a processing error, not an internal one', async () => {
    const cart = await guestCart();
    const nonce = await browserNonce(fake, await clientToken(), { number: '4111111111111111' });
    fake.failNext('sale', 'http500');
    const placed = await pay(cart, nonce);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: PROCESSING },
    ]);
  });

  it("saves a signed-in customer's card, lists it, and pays again with only its public hash", async () => {
    expect((await t.gql(TOKENS, undefined, trade)).data.customerPaymentTokens.items).toEqual([]);
    const cartId = async () => {
      const id = (await t.gql('{ customerCart { id } }', undefined, trade)).data.customerCart
        .id as string;
      const add = await t.gql(
        'mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }',
        { c: id, i: [{ sku, quantity: 1 }] },
        trade,
      );
      expect(add.errors).toBeUndefined();
      const steps: [string, Record<string, unknown>][] = [
        [
          'setShippingAddressesOnCart',
          {
            cart_id: id,
            shipping_addresses: [{ address: (await import('./support/checkout-flow.js')).ADDRESS }],
          },
        ],
        ['setBillingAddressOnCart', { cart_id: id, billing_address: { same_as_shipping: true } }],
        [
          'setShippingMethodsOnCart',
          {
            cart_id: id,
            shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
          },
        ],
      ];
      for (const [m, input] of steps) {
        const name = m.charAt(0).toUpperCase() + m.slice(1);
        const r = await t.gql(
          `mutation($i: ${name}Input) { ${m}(input: $i) { cart { id } } }`,
          { i: input },
          trade,
        );
        expect(r.errors, m).toBeUndefined();
      }
      return id;
    };
    const first = await cartId();
    const nonce = await browserNonce(fake, await clientToken(trade), {
      number: '378282246310005',
      cvv: '1234',
      month: '09',
      year: '2031',
    });
    const placed = await pay(first, nonce, true, trade);
    expect(placed.data.placeOrder.errors).toEqual([]);
    expect([...fake.customers.keys()]).toEqual([expect.stringMatching(/^charter-\d+$/)]);
    const items = (await t.gql(TOKENS, undefined, trade)).data.customerPaymentTokens
      .items as AnyJson[];
    expect(items).toHaveLength(1);
    expect(JSON.parse(items[0].details)).toEqual({
      type: 'AE',
      maskedCC: '0005',
      expirationDate: '09/2031',
    });
    expect(items[0].payment_method_code).toBe('braintree');
    // Signed in with a Braintree customer now: the client token is that customer's.
    await clientToken(trade);
    expect(fake.received.filter((r) => r.path.endsWith('/client_token')).at(-1)?.body).toContain(
      'customer_id',
    );

    const second = await cartId();
    const set = await t.gql(
      'mutation($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { selected_payment_method { code } } } }',
      {
        i: {
          cart_id: second,
          payment_method: {
            code: 'braintree_cc_vault',
            braintree_cc_vault: { public_hash: items[0].public_hash },
          },
        },
      },
      trade,
    );
    expect(set.errors).toBeUndefined();
    const again = await t.gql(
      'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { errors { code message } orderV2 { number } } }',
      { c: second },
      trade,
    );
    expect(again.data.placeOrder.errors).toEqual([]);
    const vaultedSale = sales().find((s) => s.orderId === again.data.placeOrder.orderV2.number);
    expect(vaultedSale?.paymentMethodToken).toBeTruthy();
    const saleBody = fake.received.filter((r) => r.path.endsWith('/transactions')).at(-1)!.body;
    expect(JSON.parse(saleBody).transaction).toMatchObject({
      payment_method_token: vaultedSale!.paymentMethodToken,
      order_id: again.data.placeOrder.orderV2.number,
    });
  });

  it('createBraintreeClientToken answers a token braintree-web can use', async () => {
    const token = JSON.parse(Buffer.from(await clientToken(), 'base64').toString('utf8'));
    expect(token).toMatchObject({
      version: 2,
      configUrl: expect.stringContaining('/client_api/v1/configuration'),
    });
  });
});

describe.each(testDbKinds())('Braintree immediate settlement (%s)', (kind) => {
  let fake: BraintreeFake;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startBraintreeFake();
    t = await startApp(kind, { env: { ...fake.env, BRAINTREE_CAPTURE: 'sale' } });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('settles in the sale itself: no separate submit for settlement', async () => {
    const id = await newCart(t);
    await addItem(t, id, (await pickSimpleProduct(t)).sku);
    await readyForPayment(t, id);
    const set = await setPayment(t, id, {
      code: 'braintree',
      braintree: {
        payment_method_nonce: 'fake-valid-nonce',
        is_active_payment_token_enabler: false,
      },
    });
    expect(set.errors).toBeUndefined();
    const placed = await placeOrder(t, id);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const sale = [...fake.transactions.values()].find(
      (s) => s.orderId === placed.data.placeOrder.orderV2.number,
    );
    expect(sale?.status).toBe('submitted_for_settlement');
    expect(
      JSON.parse(fake.received.find((r) => r.path.endsWith('/transactions'))!.body).transaction
        .options,
    ).toEqual({ submit_for_settlement: true });
    expect(fake.received.some((r) => r.path.endsWith('/submit_for_settlement'))).toBe(false);
  });
});

describe.each(testDbKinds())('Braintree card testing (%s)', (kind) => {
  // A nonce cannot name its card before it is charged: the card's fingerprint (Braintree's
  // uniqueNumberIdentifier) comes with the answer, and a card over its decline limit is refused
  // then (docs/decisions/0556). The tester rotates carts, e-mails and addresses (TRUST_PROXY lets
  // each visitor play from an address of its own), so only the per-card limit can stop it.
  const TOO_MANY =
    'Card payments are paused after too many declined attempts. Please contact us to complete your order, or try again later.';
  let fake: BraintreeFake;
  let t: TestApp;
  let sku: string;
  let seq = 0;

  beforeAll(async () => {
    fake = await startBraintreeFake();
    t = await startApp(kind, {
      env: { ...fake.env, BRAINTREE_CAPTURE: 'authorize', TRUST_PROXY: '127.0.0.1' },
    });
    sku = (await pickSimpleProduct(t)).sku;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A visitor of its own (address and e-mail) pays a fresh cart with the card; the placeOrder answer and the sale asked. */
  const attempt = async (card: string | { nonce: string }) => {
    const n = ++seq;
    const headers = { 'x-forwarded-for': `203.0.113.${n}` };
    const cart = await newCart(t);
    await addItem(t, cart, sku);
    await readyForPayment(t, cart, 'flatrate', `tester${n}@example.com`);
    const clientToken = (await t.gql('mutation { createBraintreeClientToken }', undefined, headers))
      .data.createBraintreeClientToken as string;
    const nonce =
      typeof card === 'string'
        ? await browserNonce(fake, clientToken, { number: card })
        : card.nonce;
    const set = await t.gql(
      'mutation($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { id } } }',
      {
        i: {
          cart_id: cart,
          payment_method: {
            code: 'braintree',
            braintree: { payment_method_nonce: nonce, is_active_payment_token_enabler: false },
          },
        },
      },
      headers,
    );
    expect(set.errors).toBeUndefined();
    const sales = fake.transactions.size;
    const placed = await t.gql(
      'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { errors { code message } orderV2 { number } } }',
      { c: cart },
      headers,
    );
    expect(placed.errors).toBeUndefined();
    const sale = [...fake.transactions.values()].at(-1)!;
    expect(fake.transactions.size).toBe(sales + 1);
    return {
      errors: placed.data.placeOrder.errors as AnyJson[],
      order: placed.data.placeOrder.orderV2 as AnyJson,
      sale,
      email: `tester${n}@example.com`,
    };
  };
  const orderCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('sales_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a card declined on three carts is answered as paused on a fourth, whatever the e-mail and address; another card still pays', async () => {
    const declined = '4000111111111115';
    // Braintree's static declined nonce names the same card as the number tokenised in the browser.
    for (const card of [declined, { nonce: 'fake-processor-declined-visa-nonce' }, declined]) {
      expect((await attempt(card)).errors).toEqual([
        { code: 'UNABLE_TO_PLACE_ORDER', message: DECLINED },
      ]);
    }
    const before = await orderCount();
    const fourth = await attempt(declined);
    expect(fourth.errors).toEqual([{ code: 'UNABLE_TO_PLACE_ORDER', message: TOO_MANY }]);
    expect(fourth.sale.status).toBe('processor_declined');
    // The decline still counts against the visitor's e-mail.
    const counted = await t.handle.db
      .selectFrom('rate_limit')
      .select('hits')
      .where('key', '=', `decline-email ${fourth.email}`)
      .executeTakeFirst();
    expect(counted?.hits).toBe(1);
    // The block is per card: a valid card on a further cart pays.
    const valid = await attempt('4111111111111111');
    expect(valid.errors).toEqual([]);
    expect(valid.sale).toMatchObject({
      status: 'submitted_for_settlement',
      orderId: valid.order.number,
    });
    expect(await orderCount()).toBe(before + 1);
  });

  it('an approved payment with a card over its decline limit is voided, and no order is placed', async () => {
    const card = '5555555555554444';
    for (let i = 0; i < 3; i++) {
      fake.failNext('sale', 'declined');
      expect((await attempt(card)).errors).toEqual([
        { code: 'UNABLE_TO_PLACE_ORDER', message: DECLINED },
      ]);
    }
    const before = await orderCount();
    const approved = await attempt(card);
    expect(approved.errors).toEqual([{ code: 'UNABLE_TO_PLACE_ORDER', message: TOO_MANY }]);
    expect(approved.order).toBeNull();
    expect(
      fake.received.filter((r) => r.path.endsWith(`/transactions/${approved.sale.id}/void`)),
    ).toHaveLength(1);
    expect(approved.sale.status).toBe('voided');
    expect(await orderCount()).toBe(before);
  });
});

describe('Braintree answers and settings', () => {
  it('maps every kind of gateway answer to a neutral code, never to its own text', () => {
    const declined = (processorResponseCode: string) =>
      transactionResult({
        success: false,
        transaction: { id: 't', status: 'processor_declined', processorResponseCode },
      });
    expect(declined('2000').code).toBe('card_declined');
    expect(declined('2001').code).toBe('insufficient_funds');
    expect(declined('2004').code).toBe('expired_card');
    expect(declined('2010').code).toBe('incorrect_cvc');
    expect(declined('2046').code).toBe('card_declined');
    expect(declined('3000')).toMatchObject({ status: 'error', code: 'processing_error' });
    const rejected = (gatewayRejectionReason: string) =>
      transactionResult({
        success: false,
        transaction: { id: 't', status: 'gateway_rejected', gatewayRejectionReason },
      }).code;
    expect([
      rejected('cvv'),
      rejected('avs'),
      rejected('fraud'),
      rejected('application_incomplete'),
    ]).toEqual(['incorrect_cvc', 'card_declined', 'card_declined', 'processing_error']);
    const invalid = (...codes: string[]) =>
      transactionResult({
        success: false,
        errors: { deepErrors: () => codes.map((code) => ({ code })) },
      }).code;
    expect([
      invalid('81736'),
      invalid('81710'),
      invalid('81715'),
      invalid('91564'),
      invalid('91565'),
      invalid('91507'),
    ]).toEqual([
      'incorrect_cvc',
      'expired_card',
      'card_declined',
      'invalid_token',
      'invalid_token',
      'processing_error',
    ]);
    // The card's fingerprint (uniqueNumberIdentifier) comes with approved and declined answers alike.
    const fingerprint = '0123456789abcdef0123456789abcdef';
    const creditCard = { uniqueNumberIdentifier: fingerprint };
    expect(
      transactionResult({
        success: true,
        transaction: { id: 'a', status: 'authorized', creditCard },
      }),
    ).toEqual({ status: 'approved', reference: 'a', code: null, message: null, fingerprint });
    expect(
      transactionResult({
        success: false,
        transaction: {
          id: 'd',
          status: 'processor_declined',
          processorResponseCode: '2000',
          creditCard,
        },
      }),
    ).toMatchObject({ status: 'declined', fingerprint });
    expect(
      transactionResult({
        success: false,
        transaction: {
          id: 'r',
          status: 'gateway_rejected',
          gatewayRejectionReason: 'cvv',
          creditCard,
        },
      }),
    ).toMatchObject({ status: 'declined', fingerprint });
    expect(
      transactionResult({ success: true, transaction: { id: 'n', status: 'authorized' } }),
    ).not.toHaveProperty('fingerprint');
    expect(
      thrownResult(
        Object.assign(new Error('Unexpected request error: ECONNREFUSED'), {
          type: 'unexpectedError',
        }),
      ),
    ).toEqual({
      status: 'error',
      reference: null,
      code: 'processing_error',
      message: 'braintree unexpectedError',
    });
  });

  it('chooses Braintree when configured, refuses half a configuration, and the production guard accepts only a live account', () => {
    const keys = {
      BRAINTREE_MERCHANT_ID: 'm1',
      BRAINTREE_PUBLIC_KEY: 'pub',
      BRAINTREE_PRIVATE_KEY: 'priv',
    };
    const prod = {
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://mail.example',
      CARD_FINGERPRINT_KEY: 'k'.repeat(32),
      TRUST_PROXY: '10.0.0.0/8',
    };
    expect(loadConfig({}).paymentGateway).toBe('sandbox');
    expect(loadConfig({ ...keys, BRAINTREE_ENVIRONMENT: 'sandbox' })).toMatchObject({
      paymentGateway: 'braintree',
      braintree: { capture: 'sale', merchantId: 'm1' },
    });
    expect(() => loadConfig({ BRAINTREE_MERCHANT_ID: 'm1' })).toThrow(/half configured/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'braintree' })).toThrow(
      /needs BRAINTREE_ENVIRONMENT/,
    );
    expect(
      productionProblems(loadConfig({ ...prod, ...keys, BRAINTREE_ENVIRONMENT: 'production' })),
    ).toEqual([]);
    expect(productionProblems(loadConfig({ ...prod }))).toEqual([
      expect.stringContaining('PAYMENT_GATEWAY is the sandbox'),
    ]);
    expect(
      productionProblems(loadConfig({ ...prod, ...keys, BRAINTREE_ENVIRONMENT: 'sandbox' })),
    ).toEqual([expect.stringContaining("BRAINTREE_ENVIRONMENT is 'sandbox'")]);
    expect(
      productionProblems(
        loadConfig({
          ...prod,
          ...keys,
          BRAINTREE_ENVIRONMENT: 'production',
          BRAINTREE_GATEWAY_URL: 'http://127.0.0.1:9',
        }),
      ),
    ).toEqual([expect.stringContaining('BRAINTREE_GATEWAY_URL is set')]);
  });
});
