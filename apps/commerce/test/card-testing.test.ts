// Card testing (docs/decisions/0556, 0557): a list of stolen cards cannot be checked through the
// shop. Declines are counted per cart, client address, e-mail and card; a cart is locked at its
// third decline (a valid card on it is refused too); an address, an e-mail or a card with too many
// declines is refused before the gateway is asked; tokenisation is limited per address; every
// decline reads the same; a configured captcha is required after a first decline.
//
// The API trusts X-Forwarded-For from the test's own address (TRUST_PROXY), so each test plays
// its visitors from addresses of its own. The sandbox approves every card but its few test
// numbers, so a "stolen card that is declined" is a fresh Luhn-valid number whose token the test
// marks as declining in the sandbox, as the sandbox's test numbers are.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import {
  ADDRESS,
  addItem,
  newCart,
  pickSimpleProduct,
  PLACE_ORDER,
  readyForPayment,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { startFakeRecaptcha, type FakeRecaptcha } from './support/fake-recaptcha.js';

const DECLINED = 'We are sorry, your transaction has been declined. Please try again later.';
const CHECK_CARD = 'Please check your credit card information and billing address.';
const CART_LOCKED =
  'Card payment is no longer possible for this cart after several declined attempts. Please contact us to complete your order, or start again later.';
const TOO_MANY =
  'Card payments are paused after too many declined attempts. Please contact us to complete your order, or try again later.';
const CAPTCHA_FAILED =
  'reCAPTCHA verification failed. Please complete the reCAPTCHA and place your order again.';
const TOO_MANY_TOKENS =
  'Too many card attempts from your network. Please wait and try again later.';

/** A Luhn-valid Visa number nobody has used in this run: one card of a tester's list. */
function freshCardNumber(): string {
  const body = `4${Array.from({ length: 14 }, () => randomInt(10)).join('')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

let addressSeq = 0;
/** An address of its own for each visitor of each test (TEST-NET-3). */
const newAddress = () => `203.0.113.${++addressSeq}`;

describe.each(testDbKinds())('card testing (%s)', (kind) => {
  let t: TestApp;
  let withCaptcha: TestApp;
  let fake: FakeRecaptcha;
  let sku: string;

  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    t = await startApp(kind, { env: { TRUST_PROXY: '127.0.0.1' } });
    withCaptcha = await startApp(kind, {
      env: {
        TRUST_PROXY: '127.0.0.1',
        CAPTCHA_SECRET_KEY: fake.secret,
        CAPTCHA_VERIFY_URL: fake.url,
      },
    });
    sku = (await pickSimpleProduct(t)).sku;
  });
  afterAll(async () => {
    await t?.close();
    await withCaptcha?.close();
    await fake?.close();
  });
  // Every test starts with no counts (the counters live in the database: no REDIS_URL here).
  beforeEach(async () => {
    await t.handle.db.deleteFrom('rate_limit').execute();
    await withCaptcha.handle.db.deleteFrom('rate_limit').execute();
  });

  const tokenizeFrom = (app: TestApp, address: string, number: string) =>
    app.app.inject({
      method: 'POST',
      url: '/payments/sandbox/tokens',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      payload: JSON.stringify({ number, exp_month: 12, exp_year: 2030, cvv: '123' }),
    });

  /** A one-time token for the card; `declines` makes the sandbox refuse it. */
  const cardToken = async (
    app: TestApp,
    address: string,
    number: string,
    declines = false,
  ): Promise<string> => {
    const res = await tokenizeFrom(app, address, number);
    expect(res.statusCode).toBe(201);
    const token = res.json().token as string;
    if (declines)
      await app.handle.db
        .updateTable('payment_card_token')
        .set({ sandbox_outcome: 'card_declined' })
        .where('token', '=', token)
        .execute();
    return token;
  };

  /** A guest cart with an item, addresses and a shipping method, for this e-mail. */
  const guestCart = async (app: TestApp, email: string): Promise<string> => {
    const id = await newCart(app);
    await addItem(app, id, sku);
    await readyForPayment(app, id, 'flatrate', email);
    return id;
  };

  const payWith = async (
    app: TestApp,
    cartId: string,
    token: string,
    auth: Record<string, string> = {},
  ) => {
    const r = await app.gql(
      'mutation($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { id } } }',
      {
        i: {
          cart_id: cartId,
          payment_method: {
            code: 'braintree',
            braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
          },
        },
      },
      auth,
    );
    expect(r.errors).toBeUndefined();
  };

  const place = (
    app: TestApp,
    cartId: string,
    address: string,
    extra: Record<string, string> = {},
  ): Promise<AnyJson> =>
    app.gql(PLACE_ORDER, { c: cartId }, { 'x-forwarded-for': address, ...extra });

  /** placeOrder's answer: the order number, or the listed error's message, or the top-level error's. */
  const outcome = (r: AnyJson): string => {
    if (r.errors?.length) return `error: ${r.errors[0].message}`;
    const p = r.data.placeOrder;
    return p.orderV2 ? 'placed' : `refused: ${p.errors.map((e: AnyJson) => e.message).join(' | ')}`;
  };

  const attemptsOn = async (app: TestApp, cartId: string) => {
    const cart = await app.handle.db
      .selectFrom('cart')
      .select('id')
      .where('masked_id', '=', cartId)
      .executeTakeFirstOrThrow();
    return (
      await app.handle.db
        .selectFrom('payment_transaction')
        .select('id')
        .where('cart_id', '=', cart.id)
        .where('kind', '=', 'authorization')
        .execute()
    ).length;
  };

  it('locks a cart at its third decline: a valid card on it is then refused, without asking the gateway', async () => {
    const ip = newAddress();
    const id = await guestCart(t, 'lock@example.com');
    for (let i = 0; i < 3; i++) {
      await payWith(t, id, await cardToken(t, ip, freshCardNumber(), true));
      expect(outcome(await place(t, id, ip))).toBe(`refused: ${DECLINED}`);
    }
    const good = await cardToken(t, ip, '4242424242424242');
    await payWith(t, id, good);
    const locked = await place(t, id, ip);
    expect(locked.data.placeOrder).toEqual({
      errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: CART_LOCKED }],
      order: null,
      orderV2: null,
    });
    // Refused before the gateway: no fourth authorisation, the token is still unused.
    expect(await attemptsOn(t, id)).toBe(3);
    const row = await t.handle.db
      .selectFrom('payment_card_token')
      .select('used_at')
      .where('token', '=', good)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    expect(outcome(await place(t, id, newAddress()))).toBe(`refused: ${CART_LOCKED}`);

    // The lock is the cart's: the same shopper pays on a new cart (three declines are within the address and e-mail allowances).
    const fresh = await guestCart(t, 'lock@example.com');
    await payWith(t, fresh, await cardToken(t, ip, '4242424242424242'));
    expect(outcome(await place(t, fresh, ip))).toBe('placed');
  });

  it('counts declines on a saved card too', async () => {
    const ip = newAddress();
    const signed = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      {
        e: DEMO_CUSTOMERS.design.email,
        p: DEMO_CUSTOMERS.design.password,
      },
      // With a captcha configured, sign-in needs an answer too (0987).
      { 'x-recaptcha': fake.solve() },
    );
    const auth = { authorization: `Bearer ${signed.data.generateCustomerToken.token}` };
    const setMethod = (id: string, payment_method: Record<string, unknown>) =>
      t.gql(
        'mutation($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { id } } }',
        { i: { cart_id: id, payment_method } },
        auth,
      );
    /** The customer's cart with an item, addresses and a shipping method. */
    const customerCart = async (): Promise<string> => {
      const id = (await t.gql('{ customerCart { id } }', undefined, auth)).data.customerCart
        .id as string;
      const steps: [string, string, Record<string, unknown>][] = [
        [
          'addProductsToCart',
          'mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }',
          { c: id, i: [{ sku, quantity: 1 }] },
        ],
        [
          'setShippingAddressesOnCart',
          'mutation($i: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $i) { cart { id } } }',
          { i: { cart_id: id, shipping_addresses: [{ address: ADDRESS }] } },
        ],
        [
          'setBillingAddressOnCart',
          'mutation($i: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $i) { cart { id } } }',
          { i: { cart_id: id, billing_address: { same_as_shipping: true } } },
        ],
        [
          'setShippingMethodsOnCart',
          'mutation($i: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $i) { cart { id } } }',
          {
            i: {
              cart_id: id,
              shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
            },
          },
        ],
      ];
      for (const [name, query, variables] of steps)
        expect((await t.gql(query, variables, auth)).errors, name).toBeUndefined();
      return id;
    };

    // A card saved with a first order...
    const first = await customerCart();
    const saving = await cardToken(t, ip, freshCardNumber());
    expect(
      (
        await setMethod(first, {
          code: 'braintree',
          braintree: { payment_method_nonce: saving, is_active_payment_token_enabler: true },
        })
      ).errors,
    ).toBeUndefined();
    expect(outcome(await place(t, first, ip, auth))).toBe('placed');
    const hash = (
      await t.gql('{ customerPaymentTokens { items { public_hash } } }', undefined, auth)
    ).data.customerPaymentTokens.items[0].public_hash as string;
    // ...is declined from then on (the sandbox answers a saved card as its number's last token).
    await t.handle.db
      .updateTable('payment_card_token')
      .set({ sandbox_outcome: 'insufficient_funds' })
      .where('token', '=', saving)
      .execute();
    const id = await customerCart();
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await setMethod(id, {
            code: 'braintree_cc_vault',
            braintree_cc_vault: { public_hash: hash },
          })
        ).errors,
      ).toBeUndefined();
      expect(outcome(await place(t, id, ip, auth))).toBe(`refused: ${DECLINED}`);
    }
    await payWith(t, id, await cardToken(t, ip, '5555555555554444'), auth);
    expect(outcome(await place(t, id, ip, auth))).toBe(`refused: ${CART_LOCKED}`);
  });

  it('stops declines spread over carts and e-mails from one address', async () => {
    const ip = newAddress();
    for (let i = 0; i < 10; i++) {
      const id = await guestCart(t, `spread${i}@example.com`);
      await payWith(t, id, await cardToken(t, ip, freshCardNumber(), true));
      expect(outcome(await place(t, id, ip))).toBe(`refused: ${DECLINED}`);
    }
    const id = await guestCart(t, 'spread-valid@example.com');
    await payWith(t, id, await cardToken(t, ip, '4242424242424242'));
    expect(outcome(await place(t, id, ip))).toBe(`refused: ${TOO_MANY}`);
    expect(await attemptsOn(t, id)).toBe(0);
    // Another address is not held back.
    expect(outcome(await place(t, id, newAddress()))).toBe('placed');
  });

  it('stops declines spread over carts and addresses for one e-mail', async () => {
    for (let i = 0; i < 5; i++) {
      const ip = newAddress();
      const id = await guestCart(t, 'Rotating@Example.com');
      await payWith(t, id, await cardToken(t, ip, freshCardNumber(), true));
      expect(outcome(await place(t, id, ip))).toBe(`refused: ${DECLINED}`);
    }
    const ip = newAddress();
    const id = await guestCart(t, 'rotating@example.com');
    await payWith(t, id, await cardToken(t, ip, '4242424242424242'));
    expect(outcome(await place(t, id, ip))).toBe(`refused: ${TOO_MANY}`);
    expect(await attemptsOn(t, id)).toBe(0);
  });

  it('stops one card declined on carts from different addresses and e-mails, even when it would now go through', async () => {
    const number = freshCardNumber();
    for (let i = 0; i < 3; i++) {
      const ip = newAddress();
      const id = await guestCart(t, `card${i}@example.com`);
      // A wrong expiry or security code each time, as a tester guessing them would send.
      await payWith(t, id, await cardToken(t, ip, number, true));
      expect(outcome(await place(t, id, ip))).toBe(`refused: ${DECLINED}`);
    }
    // The right guess: the sandbox would approve this token, but the card is held back.
    const ip = newAddress();
    const id = await guestCart(t, 'card-last@example.com');
    await payWith(t, id, await cardToken(t, ip, number));
    expect(outcome(await place(t, id, ip))).toBe(`refused: ${TOO_MANY}`);
    expect(await attemptsOn(t, id)).toBe(0);
    // Another card from the same visitor and cart goes through.
    await payWith(t, id, await cardToken(t, ip, '4242424242424242'));
    expect(outcome(await place(t, id, ip))).toBe('placed');
  });

  it('limits card tokenisation per address with a 429 the storefront can show', async () => {
    const ip = newAddress();
    for (let i = 0; i < 30; i++) {
      // Refused cards count as attempts too.
      const res = await tokenizeFrom(t, ip, i % 2 === 0 ? freshCardNumber() : '4242424242424241');
      expect(res.statusCode).toBe(i % 2 === 0 ? 201 : 400);
    }
    const refused = await tokenizeFrom(t, ip, freshCardNumber());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      errors: [{ field: 'card', code: 'too_many_attempts', message: TOO_MANY_TOKENS }],
    });
    expect(refused.body).not.toContain('tok_sbx_');
    // Another visitor is not held back.
    expect((await tokenizeFrom(t, newAddress(), freshCardNumber())).statusCode).toBe(201);
  });

  it('answers every decline with the same message; an unusable token keeps the card-check text', async () => {
    const answers: string[] = [];
    for (const number of [
      '4000000000000002',
      '4000000000009995',
      '4000000000000069',
      '4000000000000127',
    ]) {
      const ip = newAddress();
      const id = await guestCart(t, `same-${number}@example.com`);
      await payWith(t, id, await cardToken(t, ip, number));
      const r = await place(t, id, ip);
      answers.push(JSON.stringify(r.data.placeOrder));
      // A replay of the spent token: no card was tried.
      expect(outcome(await place(t, id, ip))).toBe(`refused: ${CHECK_CARD}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] as string)).toEqual({
      errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: DECLINED }],
      order: null,
      orderV2: null,
    });
  });

  it('asks for a captcha after a decline when one is configured, and not when none is', async () => {
    const ip = newAddress();
    const id = await guestCart(withCaptcha, 'captcha@example.com');
    // No decline yet: no captcha asked for, the verify service not called.
    await payWith(withCaptcha, id, await cardToken(withCaptcha, ip, freshCardNumber(), true));
    expect(outcome(await place(withCaptcha, id, ip))).toBe(`refused: ${DECLINED}`);
    expect(fake.requests).toHaveLength(0);

    await payWith(withCaptcha, id, await cardToken(withCaptcha, ip, '4242424242424242'));
    const missing = await place(withCaptcha, id, ip);
    expect(missing.errors).toEqual([
      expect.objectContaining({
        message: CAPTCHA_FAILED,
        extensions: { category: 'graphql-input' },
      }),
    ]);
    expect(outcome(await place(withCaptcha, id, ip, { 'x-recaptcha': 'not-a-real-answer' }))).toBe(
      `error: ${CAPTCHA_FAILED}`,
    );
    expect(await attemptsOn(withCaptcha, id)).toBe(1);

    // Another cart from the same address is asked too; a solved captcha is used once.
    const other = await guestCart(withCaptcha, 'captcha-other@example.com');
    await payWith(withCaptcha, other, await cardToken(withCaptcha, ip, '5555555555554444'));
    const answer = fake.solve();
    expect(outcome(await place(withCaptcha, other, ip, { 'x-recaptcha': answer }))).toBe('placed');
    expect(outcome(await place(withCaptcha, id, ip, { 'x-recaptcha': answer }))).toBe(
      `error: ${CAPTCHA_FAILED}`,
    );
    expect(outcome(await place(withCaptcha, id, ip, { 'x-recaptcha': fake.solve() }))).toBe(
      'placed',
    );
    // Google's siteverify protocol: form-encoded secret, answer and the visitor's address.
    expect(fake.requests.at(-1)).toMatchObject({
      contentType: 'application/x-www-form-urlencoded',
      secret: fake.secret,
      remoteip: ip,
    });

    // Without a configured captcha, a shopper goes on after a decline with no captcha at all.
    const plainIp = newAddress();
    const plain = await guestCart(t, 'no-captcha@example.com');
    await payWith(t, plain, await cardToken(t, plainIp, freshCardNumber(), true));
    expect(outcome(await place(t, plain, plainIp))).toBe(`refused: ${DECLINED}`);
    await payWith(t, plain, await cardToken(t, plainIp, '4242424242424242'));
    expect(outcome(await place(t, plain, plainIp))).toBe('placed');
  });
});
