// Gift card products in the cart and at checkout: amounts (listed and open), sender and recipient,
// validation, totals, a virtual-only checkout, and the cards issued by the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { encodeUid } from '../src/shared/ids.js';
import { Mailer } from '../src/modules/notification/mailer.js';
import { recordOfflinePayment } from '../src/modules/sales/offline-orders.js';
import { NOW, startApp, type AnyJson, type TestApp } from './support/app.js';
import {
  ADDRESS,
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  setPayment,
  step,
  tokenize,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const SKU = DEMO_FACTS.giftCard.sku;

const ADD = `mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) {
  user_errors { code message }
  cart { is_virtual total_quantity
    prices { subtotal_excluding_tax { value } grand_total { value currency } }
    items { __typename uid quantity product { sku }
      prices { price { value } row_total { value } }
      ... on GiftCardCartItem { amount { value currency } sender_name sender_email recipient_name recipient_email message }
    }
  }
} }`;

interface GiftCardUids {
  amounts: Record<number, string>;
  field: Record<string, string>;
}

describe.each(testDbKinds())('gift card products in the cart (%s)', (kind) => {
  let t: TestApp;
  let uids: GiftCardUids;
  beforeAll(async () => {
    t = await startApp(kind, {
      env: { OUTBOX_DIR: `/tmp/charter-test-outbox-gc-${kind}`, ...OFFLINE_FOR_EVERYONE },
    });
    const r =
      await t.gql(`{ products(filter: { sku: { eq: "${SKU}" } }) { items { ... on GiftCardProduct {
      giftcard_amounts { uid value } gift_card_options { uid title required } } } } }`);
    expect(r.errors).toBeUndefined();
    const p = r.data.products.items[0];
    uids = {
      amounts: Object.fromEntries(p.giftcard_amounts.map((a: AnyJson) => [a.value, a.uid])),
      field: Object.fromEntries(p.gift_card_options.map((o: AnyJson) => [o.title, o.uid])),
    };
  });
  afterAll(async () => t?.close());
  // Records the offline payment as an operator would (src/cli/order-paid.ts), with the test's outbox.
  let mailer: Mailer;
  beforeAll(() => {
    mailer = new Mailer({
      db: t.handle.db,
      from: 'shop@example.com',
      outboxDir: `/tmp/charter-test-outbox-gc-${kind}`,
    });
  });
  afterAll(async () => mailer?.flush());

  const people = (over: Record<string, string> = {}) => {
    const v: Record<string, string> = {
      'Sender Name': 'Ada',
      'Sender Email': 'ada@example.com',
      'Recipient Name': 'Grace',
      'Recipient Email': 'grace@example.com',
      Message: 'For the <new> lobby & more',
      ...over,
    };
    return Object.entries(v)
      .filter(([, value]) => value !== '')
      .map(([title, value]) => ({ uid: uids.field[title] as string, value }));
  };
  const add = (cartId: string, item: Record<string, unknown>) =>
    t.gql(ADD, { c: cartId, i: [{ sku: SKU, quantity: 1, ...item }] });

  it('exposes Adobe-style uids for the amounts and the typed fields', () => {
    expect(uids.amounts[50]).toBe(encodeUid('giftcard/giftcard_amount/50.0000'));
    expect(uids.field).toEqual({
      'Sender Name': encodeUid('giftcard/giftcard_sender_name'),
      'Sender Email': encodeUid('giftcard/giftcard_sender_email'),
      'Recipient Name': encodeUid('giftcard/giftcard_recipient_name'),
      'Recipient Email': encodeUid('giftcard/giftcard_recipient_email'),
      Message: encodeUid('giftcard/giftcard_message'),
      'Custom Gift Card Amount': encodeUid('giftcard/custom_giftcard_amount'),
    });
  });

  it('adds a listed amount and an open amount as separate lines priced at the amount', async () => {
    const id = await newCart(t);
    const a = await add(id, {
      quantity: 2,
      selected_options: [uids.amounts[100]],
      entered_options: people(),
    });
    expect(a.errors).toBeUndefined();
    expect(a.data.addProductsToCart.user_errors).toEqual([]);
    const open = await add(id, {
      entered_options: [
        ...people({ 'Recipient Name': 'Linus' }),
        { uid: uids.field['Custom Gift Card Amount'], value: '75.50' },
      ],
    });
    expect(open.data.addProductsToCart.user_errors).toEqual([]);
    // Same amount and recipient again: merges into the first line.
    const again = await add(id, {
      selected_options: [uids.amounts[100]],
      entered_options: people(),
    });
    const cart = again.data.addProductsToCart.cart;
    expect(cart.is_virtual).toBe(true);
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      __typename: 'GiftCardCartItem',
      quantity: 3,
      product: { sku: SKU },
      prices: { price: { value: 100 }, row_total: { value: 300 } },
      amount: { value: 100, currency: 'USD' },
      sender_name: 'Ada',
      sender_email: 'ada@example.com',
      recipient_name: 'Grace',
      recipient_email: 'grace@example.com',
      message: 'For the <new> lobby & more',
    });
    expect(cart.items[1]).toMatchObject({
      quantity: 1,
      amount: { value: 75.5 },
      recipient_name: 'Linus',
      prices: { row_total: { value: 75.5 } },
    });
    expect(cart.prices.subtotal_excluding_tax.value).toBe(375.5);
    expect(cart.prices.grand_total).toEqual({ value: 375.5, currency: 'USD' });
    expect(cart.total_quantity).toBe(4);
  });

  it('answers a gift card line stored without its card data with the line price and empty names, not a null error', async () => {
    const id = await newCart(t);
    const a = await add(id, { selected_options: [uids.amounts[100]], entered_options: people() });
    expect(a.data.addProductsToCart.user_errors).toEqual([]);
    const cart = await t.handle.db
      .selectFrom('cart')
      .select('id')
      .where('masked_id', '=', id)
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('cart_item')
      .set({ gift_card: null })
      .where('cart_id', '=', cart.id)
      .execute();
    const r = await t.gql(
      `query ($c: String!) { cart(cart_id: $c) { items { __typename prices { price { value } }
      ... on GiftCardCartItem { amount { value } sender_name recipient_name sender_email message } } } }`,
      { c: id },
    );
    expect(r.errors).toBeUndefined();
    const [item] = r.data.cart.items;
    expect(item).toMatchObject({
      __typename: 'GiftCardCartItem',
      sender_name: '',
      recipient_name: '',
      sender_email: null,
      message: null,
    });
    expect(item.amount.value).toBe(item.prices.price.value);
  });

  it('answers invalid amounts and missing fields with user_errors', async () => {
    const id = await newCart(t);
    const err = async (item: Record<string, unknown>) =>
      (await add(id, item)).data.addProductsToCart.user_errors;
    expect(await err({ entered_options: people() })).toEqual([
      { code: 'REQUIRED_PARAMETER_MISSING', message: 'Please specify a gift card amount.' },
    ]);
    expect(
      await err({
        selected_options: [encodeUid('giftcard/giftcard_amount/70.0000')],
        entered_options: people(),
      }),
    ).toEqual([{ code: 'INVALID_PARAMETER_VALUE', message: 'Please specify a gift card amount.' }]);
    const custom = (value: string) => [
      ...people(),
      { uid: uids.field['Custom Gift Card Amount'], value },
    ];
    expect(await err({ entered_options: custom('10') })).toEqual([
      { code: 'INVALID_PARAMETER_VALUE', message: 'Gift Card min amount is $25.00' },
    ]);
    expect(await err({ entered_options: custom('1000.01') })).toEqual([
      { code: 'INVALID_PARAMETER_VALUE', message: 'Gift Card max amount is $1,000.00' },
    ]);
    expect(await err({ entered_options: custom('abc') })).toEqual([
      { code: 'INVALID_PARAMETER_VALUE', message: 'Please specify a gift card amount.' },
    ]);
    expect(
      await err({
        selected_options: [uids.amounts[50]],
        entered_options: people({ 'Recipient Email': '' }),
      }),
    ).toEqual([
      { code: 'REQUIRED_PARAMETER_MISSING', message: 'Please specify a recipient email.' },
    ]);
    expect(
      await err({
        selected_options: [uids.amounts[50]],
        entered_options: people({ 'Recipient Name': '' }),
      }),
    ).toEqual([
      { code: 'REQUIRED_PARAMETER_MISSING', message: 'Please specify a recipient name.' },
    ]);
    expect(
      await err({
        selected_options: [uids.amounts[50]],
        entered_options: people({ 'Recipient Email': 'not-an-email' }),
      }),
    ).toEqual([
      { code: 'INVALID_PARAMETER_VALUE', message: 'Please enter a valid recipient email.' },
    ]);
    const cart = await t.gql(`{ cart(cart_id: "${id}") { items { uid } } }`);
    expect(cart.data.cart.items).toEqual([]);
  });

  it('refuses gift card uids on other products', async () => {
    const id = await newCart(t);
    const simple = await pickSimpleProduct(t);
    const r = await t.gql(ADD, {
      c: id,
      i: [{ sku: simple.sku, quantity: 1, selected_options: [uids.amounts[50]] }],
    });
    expect(r.data.addProductsToCart.user_errors).toEqual([
      { code: 'INVALID_PARAMETER_VALUE', message: 'The product option you selected is not valid.' },
    ]);
  });

  it('is physical only with a physical product beside it', async () => {
    const id = await newCart(t);
    await add(id, { selected_options: [uids.amounts[50]], entered_options: people() });
    await addItem(t, id, (await pickSimpleProduct(t)).sku);
    const r = await t.gql(`{ cart(cart_id: "${id}") { is_virtual } }`);
    expect(r.data.cart.is_virtual).toBe(false);
  });

  const APPLY =
    'mutation ($c: String!, $g: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $g }) { cart { applied_gift_cards { code current_balance { value } applied_balance { value } } } } }';

  /** A virtual cart with one $50 gift card for `recipient`, ready for its payment method. */
  const giftCardCart = async (recipient: string) => {
    const id = await newCart(t);
    const a = await add(id, {
      selected_options: [uids.amounts[50]],
      entered_options: people({ 'Recipient Email': recipient }),
    });
    expect(a.data.addProductsToCart.user_errors).toEqual([]);
    expect(
      (await step(t, 'setGuestEmailOnCart', { cart_id: id, email: 'buyer@example.com' })).errors,
    ).toBeUndefined();
    const ship = await step(t, 'setShippingAddressesOnCart', {
      cart_id: id,
      shipping_addresses: [{ address: ADDRESS }],
    });
    expect(ship.errors?.[0]?.message).toBe(
      'The Cart includes virtual product(s) only, so a shipping address is not used.',
    );
    expect(
      (
        await step(t, 'setBillingAddressOnCart', {
          cart_id: id,
          billing_address: { address: ADDRESS },
        })
      ).errors,
    ).toBeUndefined();
    return id;
  };
  const issuedCodes = async (number: string): Promise<string[]> => {
    const item = await t.handle.db
      .selectFrom('sales_order_item as i')
      .innerJoin('sales_order as o', 'o.id', 'i.order_id')
      .select('i.gift_card')
      .where('o.number', '=', number)
      .executeTakeFirstOrThrow();
    return item.gift_card?.codes ?? [];
  };
  const applyTo = async (code: string) => {
    const next = await newCart(t);
    await addItem(t, next, (await pickSimpleProduct(t)).sku);
    return t.gql(APPLY, { c: next, g: code });
  };

  it('checks out a virtual gift card by check: the card waits, unusable and not e-mailed, until the payment is recorded', async () => {
    const recipient = `gc-${kind}@example.com`;
    const id = await giftCardCart(recipient);
    expect((await setPayment(t, id, { code: 'checkmo' })).errors).toBeUndefined();
    const placed = await placeOrder(t, id);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.errors).toEqual([]);
    const order = placed.data.placeOrder.orderV2;
    expect(order).toMatchObject({
      is_virtual: true,
      shipping_address: null,
      total: { grand_total: { value: 50 } },
    });
    expect(order.items[0].selected_options).toEqual(
      expect.arrayContaining([
        { label: 'Gift Card Recipient', value: `Grace <${recipient}>` },
        { label: 'Gift Card Amount', value: '$50.00' },
      ]),
    );

    // Issued with the order, but inactive: the code is refused and nobody has been sent it.
    const [code] = await issuedCodes(order.number);
    expect(code).toMatch(/^GC-[A-Z2-9]{12}$/);
    const account = await t.handle.db
      .selectFrom('gift_card_account')
      .selectAll()
      .where('code', '=', code as string)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ is_active: false, balance: 5000 });
    expect(
      await t.handle.db
        .selectFrom('email_outbox')
        .select('id')
        .where('to_address', '=', recipient)
        .execute(),
    ).toEqual([]);
    const refused = await applyTo(code as string);
    expect(refused.errors?.[0]?.message).toBe(
      "The gift card code couldn't be added. Verify your information and try again.",
    );

    // The payment arrives: the card becomes usable and is e-mailed to its recipient.
    const paid = await recordOfflinePayment(
      t.handle.db,
      mailer,
      order.number,
      NOW,
      'Charter Contract Furniture',
    );
    expect(paid).toMatchObject({ ok: true, value: { activatedCards: 1 } });
    expect(
      await recordOfflinePayment(
        t.handle.db,
        mailer,
        order.number,
        NOW,
        'Charter Contract Furniture',
      ),
    ).toEqual({ ok: false, failure: 'already_paid' });
    const mail = await t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', recipient)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('gift_card');
    expect(/Gift card code: (GC-[A-Z2-9]{12})/.exec(mail.text_body)?.[1]).toBe(code);
    expect(mail.text_body).toContain('$50.00');
    expect(mail.text_body).toContain('Ada (ada@example.com)');
    expect(mail.html_body).toContain('For the &lt;new&gt; lobby &amp; more');
    expect(mail.html_body).not.toContain('<new>');
    const row = await t.handle.db
      .selectFrom('sales_order')
      .select(['paid_at', 'status'])
      .where('number', '=', order.number)
      .executeTakeFirstOrThrow();
    expect(row.paid_at).toEqual(NOW);
    expect(row.status).toBe('processing');

    // The issued card is applied to a new cart with its full balance.
    const applied = await applyTo(code as string);
    expect(applied.errors).toBeUndefined();
    const card = applied.data.applyGiftCardToCart.cart.applied_gift_cards[0];
    expect(card).toMatchObject({
      code,
      current_balance: { value: 50 },
      applied_balance: { value: 50 },
    });
  });

  it('issues the card active and e-mails it at once when the order is paid by card', async () => {
    const recipient = `gc-card-${kind}@example.com`;
    const id = await giftCardCart(recipient);
    const token = await tokenize(t, '4242424242424242');
    expect(
      (
        await setPayment(t, id, {
          code: 'braintree',
          braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
        })
      ).errors,
    ).toBeUndefined();
    const placed = await placeOrder(t, id);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const [code] = await issuedCodes(placed.data.placeOrder.orderV2.number);
    const account = await t.handle.db
      .selectFrom('gift_card_account')
      .selectAll()
      .where('code', '=', code as string)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ is_active: true, balance: 5000 });
    const mail = await t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', recipient)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(code);
    const applied = await applyTo(code as string);
    expect(applied.errors).toBeUndefined();
  });
});
