// Adobe Commerce's gift card balance check (giftCardAccount, docs/decisions/1306): a live card's
// code, balance and expiry; unknown, inactive and expired codes answer alike; and every code asked
// for counts against the address's gift card code limit, shared with applyGiftCardToCart.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUESS_MSG } from '../src/modules/cart/code-guesses.js';
import { DEMO_PROMOTIONS } from '../src/seed/promotions.js';
import { rateRules } from '../src/shared/rate-rules.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { newCart } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

const BALANCE = `query($k: String!) { giftCardAccount(input: { gift_card_code: $k }) {
  code balance { value currency } expiration_date } }`;
const APPLY =
  'mutation($c: String!, $k: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $k }) { cart { id } } }';
const UNKNOWN = 'The gift card code is either incorrect or expired. Verify and try again.';
const g = DEMO_PROMOTIONS.giftCards;

describe.each(testDbKinds())('gift card balance check (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t?.close());

  const ask = async (
    query: string,
    variables: Record<string, unknown>,
    ip: string,
  ): Promise<AnyJson> => {
    const res = await (t.app as FastifyInstance).inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    return res.json();
  };
  const errorOf = (r: AnyJson) => [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.category];

  it('answers a live card with its code, balance and expiry, whatever the case of the code', async () => {
    const r = await ask(BALANCE, { k: ` ${g.hundred.code.toLowerCase()} ` }, '198.18.20.1');
    expect(r.errors).toBeUndefined();
    expect(r.data.giftCardAccount).toEqual({
      code: g.hundred.code,
      balance: { value: g.hundred.balanceCents / 100, currency: 'USD' },
      expiration_date: null,
    });
    const large = (await ask(BALANCE, { k: g.large.code }, '198.18.20.1')).data.giftCardAccount;
    expect(large.balance.value).toBe(g.large.balanceCents / 100);
    expect(large.expiration_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    // A spent card is still a card: its balance is zero.
    const spent = await ask(BALANCE, { k: g.empty.code }, '198.18.20.1');
    expect(spent.data.giftCardAccount.balance.value).toBe(0);
  });

  it('answers unknown, expired and inactive codes alike, and an empty code as Magento does', async () => {
    for (const k of ['NO-SUCH-CARD', g.expired.code, g.inactive.code, 'X'.repeat(200)]) {
      const r = await ask(BALANCE, { k }, '198.18.20.2');
      expect(r.data.giftCardAccount, k).toBeNull();
      expect(errorOf(r), k).toEqual([UNKNOWN, 'graphql-no-such-entity']);
    }
    expect(errorOf(await ask(BALANCE, { k: ' ' }, '198.18.20.2'))).toEqual([
      'Required parameter "gift_card_code" is missing',
      'graphql-input',
    ]);
  });

  it('counts every code asked for against the address, together with codes tried on carts', async () => {
    const limit = rateRules({ orderLimitPerAddress: 30, orderLimitPerEmail: 20 }).giftCardAddress
      .limit;
    const ip = '198.18.20.3';
    const cart = await newCart(t);
    let answered = 0;
    for (let i = 0; i < limit + 3; i++) {
      const r =
        i % 3 === 0
          ? await ask(APPLY, { c: cart, k: `GUESS-${i}` }, ip)
          : await ask(BALANCE, { k: `GUESS-${i}` }, ip);
      if (r.errors?.[0]?.message !== GUESS_MSG.giftCard) answered++;
      else expect(r.errors[0].extensions.category).toBe('graphql-input');
    }
    expect(answered).toBe(limit);
    // Refused before the lookup: even a real code is not answered from this address now.
    expect(errorOf(await ask(BALANCE, { k: g.hundred.code }, ip))[0]).toBe(GUESS_MSG.giftCard);
    // Another address is unaffected.
    const other = await ask(BALANCE, { k: g.hundred.code }, '198.18.20.4');
    expect(other.data.giftCardAccount.code).toBe(g.hundred.code);
  });
});
