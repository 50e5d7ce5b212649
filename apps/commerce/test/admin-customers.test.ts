// Customers from the operator console (issue 26, docs/decisions/1444): finding one among many by
// a prefix, through indexes; the account with its addresses and orders; a group change the
// storefront follows on the next request; lifting a sign-in lock; and the storefront's own
// password reset e-mail, whose link then works on the storefront.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_ADMIN_MSG,
  CustomerAdminService,
  customerSearch,
} from '../src/modules/customer/customer-admin.service.js';
import { Mailer } from '../src/modules/notification/mailer.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import { simpleProduct } from './support/cart.js';
import { testDbKinds } from './support/db.js';

const TRADE = DEMO_CUSTOMERS.trade;
const SIGN_IN = `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;
const MANY = 400;

describe.each(testDbKinds())('operator customers (%s)', (kind) => {
  let t: TestApp;
  let customers: CustomerAdminService;
  let tradeId: number;
  beforeAll(async () => {
    t = await startApp(kind, { env: { OFFLINE_PAYMENT_CUSTOMER_GROUPS: '5,7' } });
    const mailer = new Mailer({
      db: t.handle.db,
      from: 'shop@example.com',
      outboxDir: `/tmp/charter-test-outbox-admin-customers-${kind}`,
      writeFiles: false,
    });
    customers = new CustomerAdminService(t.handle.db, {
      mailer,
      storeName: 'Charter Contract Furniture',
      storefrontUrl: t.config.storefrontUrl,
    });
    tradeId = (
      await t.handle.db
        .selectFrom('customer')
        .select('id')
        .where('email', '=', TRADE.email)
        .executeTakeFirstOrThrow()
    ).id;
    // Many customers: Guest0000…, named after a few surnames.
    await sql`insert into customer (email, firstname, lastname, store_id, created_at, updated_at)
      select 'guest' || lpad(i::text, 4, '0') || '@bulk.example', 'Guest' || lpad(i::text, 4, '0'),
             (array['Okafor', 'Lindqvist', 'Oyelaran', 'Marsden'])[1 + i % 4],
             (select id from store order by id limit 1), ${NOW}, ${NOW}
      from generate_series(1, ${MANY}) as i`.execute(t.handle.db);
  });
  afterAll(async () => t?.close());

  const db = () => t.handle.db;
  const search = (query: string, page = 1, pageSize = 25) =>
    customers.search({ query, page, pageSize, now: NOW });

  describe('finding a customer', () => {
    it('by a prefix of the e-mail address, the last name, the first name, or first and last name', async () => {
      const byEmail = await search('TRADE@');
      expect(byEmail.items.map((c) => c.email)).toEqual([TRADE.email]);
      expect(byEmail.items[0]).toMatchObject({ groupName: TRADE.groupName, lockedUntil: null });
      expect((await search('oyel')).total).toBe(MANY / 4);
      expect((await search('guest012')).items.map((c) => c.email)).toEqual(
        Array.from(
          { length: 10 },
          (_, i) => `guest${String(129 - i).padStart(4, '0')}@bulk.example`,
        ),
      );
      const both = await search(`${TRADE.firstname} ${TRADE.lastname.slice(0, 3)}`);
      expect(both.items.map((c) => c.email)).toEqual([TRADE.email]);
      // A wildcard typed is a character, not a pattern.
      expect((await search('%')).total).toBe(0);
    });

    it('a page at a time, newest first, with the total', async () => {
      const first = await search('guest', 1, 50);
      const second = await search('guest', 2, 50);
      expect(first.total).toBe(MANY);
      expect(first.items).toHaveLength(50);
      expect(first.items[0]!.email).toBe('guest0400@bulk.example');
      const ids = [...first.items, ...second.items].map((c) => c.id);
      expect(new Set(ids).size).toBe(100);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(
        (await customers.search({ query: 'guest', page: 1, pageSize: 10_000, now: NOW })).pageSize,
      ).toBe(100);
    });

    it('through the prefix indexes, never a scan of the table', async () => {
      const plan = await db()
        .transaction()
        .execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const lines: string[] = [];
          for (const q of ['oyel', 'guest01@', 'guest0001 oka']) {
            const c = customerSearch(trx, q).select('c.id').compile();
            const r = await trx.executeQuery<{ 'QUERY PLAN': string }>(
              CompiledQuery.raw(`explain ${c.sql}`, [...c.parameters]),
            );
            lines.push(r.rows.map((row) => row['QUERY PLAN']).join('\n'));
          }
          return lines;
        });
      expect(plan[0]).toMatch(/customer_email_prefix_idx/);
      expect(plan[0]).toMatch(/customer_lastname_prefix_idx/);
      expect(plan[0]).toMatch(/customer_firstname_prefix_idx/);
      expect(plan[2]).toMatch(/customer_(first|last)name_prefix_idx/);
      for (const p of plan) expect(p).not.toMatch(/Seq Scan on customer/);
    });
  });

  it('shows the account with its addresses and orders', async () => {
    const address = await db()
      .insertInto('customer_address')
      .values({
        customer_id: tradeId,
        firstname: TRADE.firstname,
        lastname: TRADE.lastname,
        company: 'Marsh Hotels',
        street: JSON.stringify(['1 Harbour Rd']),
        city: 'Albany',
        region: 'New York',
        region_code: 'NY',
        region_id: null,
        postcode: '12207',
        country_code: 'US',
        telephone: '5551234567',
        middlename: null,
        prefix: null,
        suffix: null,
        fax: null,
        vat_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('customer')
      .set({ default_billing: address.id })
      .where('id', '=', tradeId)
      .execute();
    const detail = await customers.detail(tradeId, NOW);
    expect(detail.ok).toBe(true);
    if (!detail.ok) return;
    expect(detail.value).toMatchObject({
      email: TRADE.email,
      groupId: TRADE.groupId,
      failedSignIns: 0,
    });
    expect(detail.value.addresses).toContainEqual(
      expect.objectContaining({
        id: address.id,
        street: ['1 Harbour Rd'],
        isDefaultBilling: true,
        isDefaultShipping: false,
      }),
    );
    expect(detail.value.orderCount).toBe(detail.value.orders.length);
    expect(await customers.detail(99_999_999, NOW)).toEqual({
      ok: false,
      failure: { category: 'graphql-no-such-entity', message: CUSTOMER_ADMIN_MSG.notFound },
    });
  });

  it('a group change is what the storefront applies on the customer’s next request', async () => {
    const token = (await t.gql(SIGN_IN, { e: TRADE.email, p: TRADE.password })).data
      .generateCustomerToken.token;
    const auth = { authorization: `Bearer ${token}` };
    const methods = async () => {
      const cart = (await t.gql('{ customerCart { id } }', {}, auth)).data.customerCart.id;
      const r = await t.gql(
        `query ($c: String!) { cart(cart_id: $c) { available_payment_methods { code } } }`,
        { c: cart },
        auth,
      );
      return r.data.cart.available_payment_methods.map((m: { code: string }) => m.code);
    };
    // An empty cart offers nothing to pay; a line makes the methods show.
    const { sku } = await simpleProduct(t);
    const cart = (await t.gql('{ customerCart { id } }', {}, auth)).data.customerCart.id;
    await t.gql(
      'mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
      { c: cart, s: sku },
      auth,
    );
    expect(await methods()).toContain('checkmo');

    expect(await customers.changeGroup(db(), tradeId, 0, NOW)).toEqual({
      ok: false,
      failure: { category: 'graphql-input', message: CUSTOMER_ADMIN_MSG.group },
    });
    const moved = await customers.changeGroup(db(), tradeId, 1, NOW);
    expect(moved.ok && [moved.value.before?.group_id, moved.value.after?.group_id]).toEqual([5, 1]);
    expect(await methods()).not.toContain('checkmo');
    await customers.changeGroup(db(), tradeId, TRADE.groupId, NOW);
    expect(await methods()).toContain('checkmo');
  });

  it('unlocking lets a locked customer sign in again at once', async () => {
    const email = DEMO_CUSTOMERS.design.email;
    const id = (
      await db()
        .selectFrom('customer')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
    const lockUntil = new Date(NOW.getTime() + 600_000);
    await db()
      .updateTable('customer')
      .set({ failures_num: 10, first_failure: NOW, lock_expires: lockUntil })
      .where('id', '=', id)
      .execute();
    expect((await search(email)).items[0]?.lockedUntil).toEqual(lockUntil);
    const locked = await t.gql(SIGN_IN, { e: email, p: DEMO_CUSTOMERS.design.password });
    expect(locked.data?.generateCustomerToken ?? null).toBeNull();

    const r = await customers.unlock(db(), id);
    expect(
      r.ok && [
        r.value.before?.failures_num,
        r.value.after?.failures_num,
        r.value.after?.lock_expires,
      ],
    ).toEqual([10, 0, null]);
    const signedIn = await t.gql(SIGN_IN, { e: email, p: DEMO_CUSTOMERS.design.password });
    expect(signedIn.data.generateCustomerToken.token).toEqual(expect.any(String));
  });

  it('sends the storefront’s password reset e-mail, whose link resets the password; not twice within a minute', async () => {
    const buyer = DEMO_CUSTOMERS.buyer;
    const id = (
      await db()
        .selectFrom('customer')
        .select('id')
        .where('email', '=', buyer.email)
        .executeTakeFirstOrThrow()
    ).id;
    const r = await customers.sendPasswordReset(db(), id, NOW);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const mail = await db()
      .selectFrom('email_outbox')
      .select(['kind', 'to_address', 'subject', 'text_body'])
      .where('id', '=', r.value.outboxId)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(buyer.email);
    // The very e-mail "forgot password" sends: same kind and subject.
    await t.gql('mutation ($e: String!) { requestPasswordResetEmail(email: $e) }', {
      e: 'design@charter.example',
    });
    const storefrontMail = await db()
      .selectFrom('email_outbox')
      .select(['kind', 'subject'])
      .where('to_address', '=', 'design@charter.example')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([mail.kind, mail.subject]).toEqual([storefrontMail.kind, storefrontMail.subject]);

    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    expect(token).toEqual(expect.any(String));
    const reset = await t.gql(
      'mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }',
      { e: buyer.email, t: token, p: 'NewBuyer2026!' },
    );
    expect(reset.data.resetPassword).toBe(true);
    expect(
      (await t.gql(SIGN_IN, { e: buyer.email, p: 'NewBuyer2026!' })).data.generateCustomerToken
        .token,
    ).toEqual(expect.any(String));

    expect(await customers.sendPasswordReset(db(), id, new Date(NOW.getTime() + 30_000))).toEqual({
      ok: false,
      failure: { category: 'graphql-input', message: CUSTOMER_ADMIN_MSG.sentRecently },
    });
  });
});
