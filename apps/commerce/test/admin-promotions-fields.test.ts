// The promotions' refusals over POST /admin-api/graphql name the input field they are about
// (extensions.field, docs/decisions/1470), so the console shows each message beside its field;
// the message and category stay the services' own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFieldOf, ruleFieldOf } from '../src/modules/cart/admin.resolvers.js';
import { COUPON_MSG } from '../src/modules/cart/coupon-input.js';
import { GIFT_CARD_ADMIN_MSG } from '../src/modules/cart/gift-card-admin.service.js';
import { startApp, type TestApp } from './support/app.js';
import { adminGql, signIn, type AdminCaller } from './support/admin.js';
import { testDbKinds } from './support/db.js';

const CREATE = `mutation ($i: AdminCartRuleInput!) { createAdminCartRule(input: $i) { id code } }`;
const ISSUE = `mutation ($i: AdminIssueGiftCardInput!) { issueAdminGiftCard(input: $i) { id } }`;
const rule = (over: Record<string, unknown> = {}) => ({
  name: 'Field test',
  code: 'FIELDS-1',
  is_active: true,
  discount_type: 'PERCENT',
  discount_amount: 10,
  free_shipping: false,
  ...over,
});

describe('the field of each refusal', () => {
  it('names a field for every message of the coupon form', () => {
    const cases: [string, string][] = [
      [COUPON_MSG.name, 'name'],
      [COUPON_MSG.label, 'label'],
      [COUPON_MSG.code, 'code'],
      [COUPON_MSG.codeTaken('ABC', 'Summer "sale"'), 'code'],
      [COUPON_MSG.codeUsed(2), 'code'],
      [COUPON_MSG.discountType, 'discount_type'],
      [COUPON_MSG.percent, 'discount_amount'],
      [COUPON_MSG.fixed, 'discount_amount'],
      [COUPON_MSG.noneAmount, 'discount_amount'],
      [COUPON_MSG.none, 'free_shipping'],
      [COUPON_MSG.minSubtotal, 'min_subtotal'],
      [COUPON_MSG.dates, 'to_date'],
      [COUPON_MSG.uses('Uses per coupon'), 'uses_per_coupon'],
      [COUPON_MSG.usesBelowUsed(3), 'uses_per_coupon'],
      [COUPON_MSG.uses('Uses per customer'), 'uses_per_customer'],
      ['From date: enter a date as YYYY-MM-DD.', 'from_date'],
      ['To date: enter a date as YYYY-MM-DD.', 'to_date'],
    ];
    for (const [message, field] of cases) expect(ruleFieldOf(message), message).toBe(field);
    expect(ruleFieldOf(COUPON_MSG.notFound)).toBeNull();
  });

  it('names a field for the gift card messages about one field', () => {
    expect(cardFieldOf(GIFT_CARD_ADMIN_MSG.balance)).toBe('balance');
    expect(cardFieldOf(GIFT_CARD_ADMIN_MSG.expiry)).toBe('expires_at');
    expect(cardFieldOf('Expiry date: enter a date as YYYY-MM-DD.')).toBe('expires_at');
    expect(cardFieldOf(GIFT_CARD_ADMIN_MSG.email)).toBe('recipient_email');
    expect(cardFieldOf(GIFT_CARD_ADMIN_MSG.tooLong)).toBeNull();
  });
});

describe.each(testDbKinds())('admin API: promotions refusals (%s)', (kind) => {
  let t: TestApp;
  let op: AdminCaller;
  beforeAll(async () => {
    t = await startApp(kind);
    op = await signIn(t.app);
  });
  afterAll(async () => t?.close());

  it('answers a negative amount with the service message on discount_amount', async () => {
    const r = await adminGql(t.app, CREATE, { i: rule({ discount_amount: -5 }) }, op);
    expect(r.data).toBeNull();
    expect(r.errors?.[0]).toMatchObject({
      message: COUPON_MSG.percent,
      extensions: { category: 'graphql-input', field: 'discount_amount' },
    });
  });

  it('answers a code another rule has on code, and an inverted window on to_date', async () => {
    const first = await adminGql(t.app, CREATE, { i: rule() }, op);
    expect(first.errors).toBeUndefined();
    const again = await adminGql(t.app, CREATE, { i: rule({ code: 'fields-1' }) }, op);
    expect(again.errors?.[0]?.extensions).toEqual({
      category: 'graphql-already-exists',
      field: 'code',
    });
    expect(again.errors?.[0]?.message).toMatch(/"fields-1" is already used by the rule/);
    const dates = await adminGql(
      t.app,
      CREATE,
      { i: rule({ code: 'FIELDS-2', from_date: '2031-02-01', to_date: '2031-01-01' }) },
      op,
    );
    expect(dates.errors?.[0]).toMatchObject({
      message: COUPON_MSG.dates,
      extensions: { field: 'to_date' },
    });
  });

  it('answers a gift card without a positive balance on balance; nothing is issued', async () => {
    const r = await adminGql(t.app, ISSUE, { i: { balance: 0 } }, op);
    expect(r.errors?.[0]).toMatchObject({
      message: GIFT_CARD_ADMIN_MSG.balance,
      extensions: { category: 'graphql-input', field: 'balance' },
    });
    const audit = await adminGql(
      t.app,
      `{ auditLog(filter: { entity_type: "gift_card_account" }) { total_count } }`,
      {},
      op,
    );
    expect(audit.data.auditLog.total_count).toBe(0);
  });
});
