// Customer accounts through GraphQL: registration, sign-in, tokens and the request context
// (Magento 2.4.8 wire; reference section 4; specification sections 3, 6 and 7).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@charter/shared/validation';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { NOW, type AnyJson } from './support/app.js';
import { startClockedApp } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const NOT_AUTHORIZED = "The current customer isn't authorized.";
const TOKEN = 'token expiration_date expiration_timestamp';
const CUSTOMER =
  'created_at email firstname lastname middlename prefix suffix gender taxvat is_subscribed default_shipping default_billing addresses { id } group_data { group_id group_name }';

describe.each(testDbKinds())('customer accounts (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startClockedApp>>;
  beforeAll(async () => {
    t = await startClockedApp(kind, { storeConfig: { create_account_confirmation: false } });
  });
  afterAll(async () => t?.close());

  const signIn = (email: string, password: string) =>
    t.gql(
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { ${TOKEN} } }`,
      { e: email, p: password },
    );
  const tokenOf = async (who: { email: string; password: string }): Promise<string> => {
    const r = await signIn(who.email, who.password);
    expect(r.errors).toBeUndefined();
    return r.data.generateCustomerToken.token;
  };
  const register = (input: Record<string, unknown>) =>
    t.gql(
      `mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { ${CUSTOMER} } } }`,
      { i: input },
    );

  describe('createCustomerV2', () => {
    it('applies the shared password rule with its message', async () => {
      for (const password of ['Short1a', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
        const r = await register({
          email: 'weak@example.com',
          firstname: 'W',
          lastname: 'P',
          password,
        });
        expect(r.errors?.[0]).toMatchObject({
          message: validationMessages.passwordRule,
          extensions: { category: 'graphql-input' },
        });
      }
      const bad = await register({
        email: 'not-an-email',
        firstname: 'W',
        lastname: 'P',
        password: 'GoodPass123',
      });
      expect(bad.errors?.[0]?.message).toBe('"not-an-email" is not a valid email address.');
      const noName = await register({
        email: 'n@example.com',
        firstname: ' ',
        lastname: 'P',
        password: 'GoodPass123',
      });
      expect(noName.errors?.[0]?.message).toBe('"First Name" is a required value.');
    });

    it('creates a General customer and refuses the same e-mail again, whatever its case', async () => {
      const r = await register({
        email: 'Ada@Example.com',
        firstname: 'Ada',
        lastname: 'King',
        password: 'Analytical1',
        gender: 2,
        taxvat: 'GB123',
      });
      expect(r.errors).toBeUndefined();
      expect(r.data.createCustomerV2.customer).toEqual({
        created_at: '2025-06-15 12:00:00',
        email: 'ada@example.com',
        firstname: 'Ada',
        lastname: 'King',
        middlename: null,
        prefix: null,
        suffix: null,
        gender: 2,
        taxvat: 'GB123',
        is_subscribed: false,
        default_shipping: null,
        default_billing: null,
        addresses: [],
        group_data: { group_id: '1', group_name: 'General' },
      });
      const dup = await register({
        email: ' ADA@example.com',
        firstname: 'Ada',
        lastname: 'Again',
        password: 'Analytical2',
      });
      expect(dup.errors?.[0]).toMatchObject({
        message: 'A customer with the same email address already exists in an associated website.',
        extensions: { category: 'graphql-input' },
      });
      expect(await tokenOf({ email: 'ada@example.com', password: 'Analytical1' })).toMatch(
        /^[A-Za-z0-9_-]{43}$/,
      );
    });

    it('answers isEmailAvailable true for any well-formed address (no account enumeration)', async () => {
      const q = 'query($e: String!) { isEmailAvailable(email: $e) { is_email_available } }';
      expect(
        (await t.gql(q, { e: DEMO_CUSTOMERS.trade.email })).data.isEmailAvailable
          .is_email_available,
      ).toBe(true);
      expect(
        (await t.gql(q, { e: 'nobody@example.com' })).data.isEmailAvailable.is_email_available,
      ).toBe(true);
      expect((await t.gql(q, { e: '' })).errors?.[0]?.message).toBe('Email must be specified');
      expect((await t.gql(q, { e: 'nope' })).errors?.[0]?.message).toBe('Email is invalid');
    });
  });

  describe('sign-in and the customer', () => {
    it('issues a one-hour token that reads the customer with its group', async () => {
      const r = await signIn(DEMO_CUSTOMERS.trade.email, DEMO_CUSTOMERS.trade.password);
      expect(r.errors).toBeUndefined();
      const tok = r.data.generateCustomerToken;
      expect(tok.expiration_date).toBe('2025-06-15 13:00:00');
      expect(tok.expiration_timestamp).toBe(NOW.getTime() / 1000 + 3600);
      const again = await tokenOf(DEMO_CUSTOMERS.trade);
      expect(again).not.toBe(tok.token);

      const me = await t.gql(
        `{ customer { ${CUSTOMER} } customerValidation { email } }`,
        undefined,
        { token: tok.token },
      );
      expect(me.errors).toBeUndefined();
      expect(me.data.customer).toMatchObject({
        email: DEMO_CUSTOMERS.trade.email,
        firstname: 'Theo',
        group_data: { group_id: '5', group_name: 'Trade Partner' },
      });
      expect(me.data.customerValidation).toEqual({ email: DEMO_CUSTOMERS.trade.email });
      const design = await t.gql('{ customer { group_data { group_id group_name } } }', undefined, {
        token: await tokenOf(DEMO_CUSTOMERS.design),
      });
      expect(design.data.customer.group_data).toEqual({
        group_id: '7',
        group_name: 'Design Partner',
      });
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const wrong = await signIn(DEMO_CUSTOMERS.buyer.email, 'WrongPass123');
      const unknown = await signIn('nobody-here@example.com', 'WrongPass123');
      for (const r of [wrong, unknown]) {
        expect(r.status).toBe(401);
        expect(r.data).toEqual({ generateCustomerToken: null });
        expect(
          r.errors?.map((e: AnyJson) => ({ message: e.message, category: e.extensions.category })),
        ).toEqual([{ message: SIGN_IN_FAILED, category: 'graphql-authentication' }]);
      }
      const empty = await signIn('', 'x');
      expect(empty.errors?.[0]?.message).toBe('Specify the "email" value.');
    });

    it('gives guests the authorization error (HTTP 403) and a null validation e-mail', async () => {
      const r = await t.gql('{ customer { email } }');
      expect(r.status).toBe(403);
      expect(r.errors?.[0]).toMatchObject({
        message: NOT_AUTHORIZED,
        extensions: { category: 'graphql-authorization' },
      });
      expect((await t.gql('{ customerValidation { email } }')).data.customerValidation).toEqual({
        email: null,
      });
      const revoke = await t.gql('mutation { revokeCustomerToken { result } }');
      expect(revoke.status).toBe(403);
    });

    it('stores only the sha-256 of a token', async () => {
      const token = await tokenOf(DEMO_CUSTOMERS.buyer);
      const rows = await t.handle.db.selectFrom('customer_token').select('token_hash').execute();
      expect(rows.some((r) => r.token_hash === token)).toBe(false);
      expect(
        rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex')),
      ).toBe(true);
    });
  });

  describe('token lifecycle', () => {
    it('rejects an unknown token before execution, even for a public query', async () => {
      const r = await t.gql('{ storeConfig { store_code } }', undefined, {
        token: 'not-a-real-token',
      });
      expect(r.status).toBe(401);
      expect(r.data).toBeUndefined();
      expect(r.errors).toEqual([
        { message: NOT_AUTHORIZED, extensions: { category: 'graphql-authentication' } },
      ]);
    });

    it('revokeCustomerToken revokes every token of the customer', async () => {
      const a = await tokenOf(DEMO_CUSTOMERS.design);
      const b = await tokenOf(DEMO_CUSTOMERS.design);
      const r = await t.gql('mutation { revokeCustomerToken { result } }', undefined, { token: a });
      expect(r.data.revokeCustomerToken).toEqual({ result: true });
      for (const token of [a, b]) {
        const after = await t.gql('{ customer { email } }', undefined, { token });
        expect(after.status).toBe(401);
        expect(after.errors?.[0]).toMatchObject({
          message: 'User token has been revoked',
          extensions: { category: 'graphql-authentication' },
        });
      }
    });

    it('refreshCustomerToken returns a new token with its expiry and retires the old one', async () => {
      const old = await tokenOf(DEMO_CUSTOMERS.buyer);
      const r = await t.gql(`mutation { refreshCustomerToken { ${TOKEN} } }`, undefined, {
        token: old,
      });
      expect(r.errors).toBeUndefined();
      const fresh = r.data.refreshCustomerToken;
      expect(fresh.token).not.toBe(old);
      expect(fresh).toMatchObject({
        expiration_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        expiration_timestamp: expect.any(Number),
      });
      expect((await t.gql('{ customer { email } }', undefined, { token: old })).status).toBe(401);
      const viaQuery = await t.gql(`{ refreshCustomerToken { ${TOKEN} } }`, undefined, {
        token: fresh.token,
      });
      expect(viaQuery.errors).toBeUndefined();
      const me = await t.gql('{ customer { email } }', undefined, {
        token: viaQuery.data.refreshCustomerToken.token,
      });
      expect(me.data.customer.email).toBe(DEMO_CUSTOMERS.buyer.email);
    });

    it("reaches a customer cart with its owner's token only", async () => {
      const owner = await tokenOf(DEMO_CUSTOMERS.buyer);
      const other = await tokenOf(DEMO_CUSTOMERS.trade);
      const created = await t.gql('mutation { createEmptyCart }', undefined, { token: owner });
      const cartId: string = created.data.createEmptyCart;
      const row = await t.handle.db
        .selectFrom('cart as c')
        .innerJoin('customer as u', 'u.id', 'c.customer_id')
        .select('u.email')
        .where('c.masked_id', '=', cartId)
        .executeTakeFirst();
      expect(row?.email).toBe(DEMO_CUSTOMERS.buyer.email);
      const q = 'query($id: String!) { cart(cart_id: $id) { id total_quantity } }';
      expect((await t.gql(q, { id: cartId }, { token: owner })).data.cart).toEqual({
        id: cartId,
        total_quantity: 0,
      });
      for (const token of [other, undefined]) {
        const r = await t.gql(q, { id: cartId }, { token });
        expect(r.status).toBe(403);
        expect(r.errors?.[0]).toMatchObject({
          message: `The current user cannot perform operations on cart "${cartId}"`,
          extensions: { category: 'graphql-authorization' },
        });
      }
    });

    it('refuses a token after its hour is over', async () => {
      const token = await tokenOf(DEMO_CUSTOMERS.trade);
      t.advance(3600_000 - 1000);
      expect((await t.gql('{ customer { email } }', undefined, { token })).status).toBe(200);
      t.advance(1000);
      const r = await t.gql('{ customer { email } }', undefined, { token });
      expect(r.status).toBe(401);
      expect(r.errors?.[0]).toMatchObject({
        message: NOT_AUTHORIZED,
        extensions: { category: 'graphql-authentication' },
      });
    });
  });
});
