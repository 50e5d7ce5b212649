// Gift card accounts managed by an operator (issue 26, docs/decisions/1441 and 1442): issuing a
// card (refused without a positive balance), its balance and history, and disabling it, which stops
// it paying at once, in a cart that already applied it too, checked where it matters: placeOrder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GIFT_CARD_ADMIN_MSG,
  GiftCardAdminService,
  type IssueGiftCardInput,
} from '../src/modules/cart/gift-card-admin.service.js';
import { LAPSE_MSG } from '../src/modules/cart/applied-lapses.js';
import { Mailer } from '../src/modules/notification/mailer.js';
import { DEMO_PROMOTIONS as P } from '../src/seed/promotions.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import { CART_FIELDS, simpleProduct, type SimpleFixture } from './support/cart.js';
import { placeOrder, readyForPayment, setPayment, tokenize } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

const cents = (v: number) => Math.round(v * 100);
const APPLY = `mutation ($c: String!, $k: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $k }) { cart { ${CART_FIELDS} } } }`;
const READ = `query ($c: String!) { cart(cart_id: $c) { ${CART_FIELDS} } }`;
const BALANCE = `query ($k: String!) { giftCardAccount(input: { gift_card_code: $k }) { code balance { value } } }`;

describe.each(testDbKinds())('operator gift card accounts (%s)', (kind) => {
  let t: TestApp;
  let cards: GiftCardAdminService;
  let chair: SimpleFixture;
  beforeAll(async () => {
    t = await startApp(kind);
    const mailer = new Mailer({
      db: t.handle.db,
      from: 'shop@example.com',
      outboxDir: `/tmp/charter-test-outbox-admin-gc-${kind}`,
      writeFiles: false,
    });
    cards = new GiftCardAdminService({
      db: t.handle.db,
      mailer,
      storeName: 'Charter Contract Furniture',
      currency: 'USD',
    });
    chair = await simpleProduct(t);
  });
  afterAll(async () => t?.close());

  const db = () => t.handle.db;
  const issue = async (input: IssueGiftCardInput) => {
    const r = await cards.issue(db(), input, NOW);
    if (!r.ok) throw new Error(r.failure.message);
    return r.value;
  };
  const cardCount = async () =>
    Number(
      (
        await db()
          .selectFrom('gift_card_account')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const balanceOf = async (code: string) =>
    (
      await db()
        .selectFrom('gift_card_account')
        .select('balance')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).balance;
  /** Two chairs, a gift card applied, addressed and paid by card: one step from an order. */
  const readyWith = async (code: string, email: string) => {
    const id = (await t.gql('mutation { createEmptyCart }')).data.createEmptyCart as string;
    await t.gql(
      'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }',
      { c: id, i: [{ sku: chair.sku, quantity: 2 }] },
    );
    const applied = await t.gql(APPLY, { c: id, k: code });
    expect(applied.errors).toBeUndefined();
    await readyForPayment(t, id, 'flatrate', email);
    const token = await tokenize(t, '4242424242424242');
    await setPayment(t, id, {
      code: 'braintree',
      braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
    });
    return id;
  };

  it.each([
    ['a $0 balance', { balanceCents: 0 }, GIFT_CARD_ADMIN_MSG.balance],
    ['a negative balance', { balanceCents: -2500 }, GIFT_CARD_ADMIN_MSG.balance],
    ['a fraction of a cent', { balanceCents: 10.5 }, GIFT_CARD_ADMIN_MSG.balance],
    ['more than $100,000', { balanceCents: 10_000_001 }, GIFT_CARD_ADMIN_MSG.balance],
    [
      'an expiry in the past',
      { balanceCents: 5000, expiresAt: new Date(NOW.getTime() - 1000) },
      GIFT_CARD_ADMIN_MSG.expiry,
    ],
    [
      'a bad recipient address',
      { balanceCents: 5000, recipientEmail: 'ada@' },
      GIFT_CARD_ADMIN_MSG.email,
    ],
  ] as const)('refuses to issue a card with %s, and issues none', async (_, input, message) => {
    const before = await cardCount();
    expect(await cards.issue(db(), input, NOW)).toEqual({
      ok: false,
      failure: { category: 'graphql-input', message },
    });
    expect(await cardCount()).toBe(before);
  });

  it('issues a card with a random code and e-mails it to the recipient; the storefront answers its balance', async () => {
    const a = await issue({
      balanceCents: 7500,
      expiresAt: new Date('2026-06-15T00:00:00Z'),
      recipientEmail: 'grace@example.com',
      recipientName: 'Grace',
      message: 'For the lobby chairs',
    });
    const b = await issue({ balanceCents: 7500 });
    expect(a.card.code).toMatch(/^GC-[A-HJ-NP-Z2-9]{12}$/);
    expect(b.card.code).not.toBe(a.card.code);
    expect(a.card).toMatchObject({ balance: 7500, initial_balance: 7500, is_active: true });
    // The audit entry never holds the code in full.
    expect(a.after?.code).toBe(`${'•'.repeat(11)}${a.card.code.slice(-4)}`);
    expect(JSON.stringify(a)).not.toContain(`"after":{"id":${a.card.id},"code":"${a.card.code}"`);
    const mail = await db()
      .selectFrom('email_outbox')
      .select(['to_address', 'text_body'])
      .where('id', '=', a.outboxId ?? 0)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('grace@example.com');
    expect(mail.text_body).toContain(a.card.code);
    expect(mail.text_body).toContain('$75.00');
    expect(b.outboxId).toBeNull();

    const r = await t.gql(BALANCE, { k: a.card.code.toLowerCase() });
    expect(r.data.giftCardAccount).toEqual({ code: a.card.code, balance: { value: 75 } });
    const detail = await cards.detail({ code: ` ${a.card.code.toLowerCase()} ` });
    expect(detail.ok && detail.value.history).toEqual([
      { kind: 'issued', at: NOW, amountCents: 7500, orderNumber: null, canceled: false },
    ]);
  });

  it('a card disabled after it was applied stops paying at once: the order stops once, then charges the card in full', async () => {
    const { card } = await issue({ balanceCents: 5000 });
    const id = await readyWith(card.code, 'disabled-gc@example.com');
    const before = (await t.gql(READ, { c: id })).data.cart;
    expect(cents(before.applied_gift_cards[0].applied_balance.value)).toBe(5000);

    const off = await cards.setActive(db(), card.id, false);
    expect(off.ok && [off.value.before?.is_active, off.value.after?.is_active]).toEqual([
      true,
      false,
    ]);
    // The cart shows it paying nothing at once.
    const now = (await t.gql(READ, { c: id })).data.cart;
    expect(cents(now.prices.grand_total.value)).toBe(cents(before.prices.grand_total.value) + 5000);

    const refused = await placeOrder(t, id);
    expect(refused.data.placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: LAPSE_MSG.giftCard(card.code) },
    ]);
    expect(await balanceOf(card.code)).toBe(5000);
    expect((await t.gql(READ, { c: id })).data.cart.applied_gift_cards).toEqual([]);
    const placed = await placeOrder(t, id);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const order = placed.data.placeOrder.orderV2;
    expect(order.total.total_giftcard.value).toBe(0);
    expect(cents(order.total.grand_total.value)).toBe(cents(now.prices.grand_total.value));
    expect(await balanceOf(card.code)).toBe(5000);
    // Nor can it be applied again, or its balance read on the storefront.
    expect((await t.gql(BALANCE, { k: card.code })).data.giftCardAccount).toBeNull();
  });

  it('a card spent on an order shows it in its history; enabling a card an unpaid order bought is refused', async () => {
    const { card } = await issue({ balanceCents: 2000 });
    const id = await readyWith(card.code, 'spent-gc@example.com');
    const placed = await placeOrder(t, id);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const detail = await cards.detail({ id: card.id });
    expect(detail.ok && detail.value.card.balance).toBe(0);
    expect(
      detail.ok && detail.value.history.map((h) => [h.kind, h.amountCents, h.orderNumber]),
    ).toEqual([
      ['issued', 2000, null],
      ['spent', 2000, placed.data.placeOrder.orderV2.number],
    ]);

    // A card waiting for its order's offline payment (0940) stays off whatever the switch says.
    const order = await db()
      .selectFrom('sales_order')
      .select('id')
      .where('number', '=', placed.data.placeOrder.orderV2.number)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('sales_order')
      .set({ paid_at: null })
      .where('id', '=', order.id)
      .execute();
    const waiting = await db()
      .insertInto('gift_card_account')
      .values({
        code: 'GC-WAITINGFORPAY',
        balance: 5000,
        initial_balance: 5000,
        currency: 'USD',
        expires_at: null,
        is_active: false,
        order_id: order.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const on = await cards.setActive(db(), waiting.id, true);
    expect(on.ok).toBe(false);
    expect((await cards.detail({ id: waiting.id })).ok).toBe(true);
    expect(await balanceOf('GC-WAITINGFORPAY')).toBe(5000);
    const still = await db()
      .selectFrom('gift_card_account')
      .select('is_active')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(still.is_active).toBe(false);
  });

  it('lists cards newest first by a code prefix, and a demo card keeps its balance through a lookup', async () => {
    const listed = await cards.list({ search: 'gift-100', page: 1, pageSize: 10 });
    expect(listed.items.map((c) => c.code)).toEqual([P.giftCards.hundred.code]);
    const all = await cards.list({ page: 1, pageSize: 2 });
    expect(all.items).toHaveLength(2);
    expect(all.items[0]!.id).toBeGreaterThan(all.items[1]!.id);
    expect(await cards.detail({ code: 'GC-NOSUCHCARD' })).toEqual({
      ok: false,
      failure: { category: 'graphql-no-such-entity', message: GIFT_CARD_ADMIN_MSG.notFound },
    });
  });
});
