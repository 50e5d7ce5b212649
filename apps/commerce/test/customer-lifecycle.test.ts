// The account lifecycle through GraphQL (Magento 2.4.8 wire, reference section 4): registration
// with e-mail confirmation, the customer's own data and e-mail, the newsletter, and answers that
// do not reveal which addresses have accounts. The demo seed requires confirmation in both views;
// Senior Living is switched off here where a test needs a store without it.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import {
  startClockedApp,
  TEST_STOREFRONT_URL as STOREFRONT,
  type CallOptions,
} from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const NOT_CONFIRMED = "This account isn't confirmed. Verify and try again.";
const TOKEN_INVALID = 'The confirmation token is invalid. Verify the token and try again.';
const EXISTS = 'A customer with the same email address already exists in an associated website.';
const NOT_AUTHORIZED = "The current customer isn't authorized.";
const CUSTOMER = `created_at email firstname lastname middlename prefix suffix gender taxvat date_of_birth is_subscribed
  default_shipping default_billing addresses { id } group_data { group_id group_name } confirmation_status`;
const SENIOR = 'charter_seniorliving';

describe.each(testDbKinds())('account lifecycle (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startClockedApp>>;
  beforeAll(async () => {
    t = await startClockedApp(kind, {
      defaultIp: () => '192.0.2.20',
      prepare: async (handle) => {
        await handle.db
          .updateTable('store')
          .set({
            config: sql`config || '{"create_account_confirmation": false, "newsletter_allow_guest_subscribe": false}'::jsonb`,
          })
          .where('code', '=', SENIOR)
          .execute();
      },
    });
  });
  afterAll(async () => t?.close());

  const register = (input: Record<string, unknown>, opts?: CallOptions) =>
    t.gql(
      `mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { ${CUSTOMER} } } }`,
      { i: input },
      opts,
    );
  const signIn = (email: string, password: string, opts?: CallOptions) =>
    t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
      opts,
    );
  const tokenOf = async (email: string, password: string): Promise<string> => {
    const r = await signIn(email, password);
    expect(r.errors).toBeUndefined();
    return r.data.generateCustomerToken.token;
  };
  const confirm = (email: string, key: string) =>
    t.gql(
      `mutation($i: ConfirmEmailInput!) { confirmEmail(input: $i) { customer { email confirmation_status } } }`,
      { i: { email, confirmation_key: key } },
    );
  const resend = (email: string) =>
    t.gql('mutation($e: String!) { resendConfirmationEmail(email: $e) }', { e: email });
  const me = (token: string, fields = CUSTOMER) =>
    t.gql(`{ customer { ${fields} } }`, undefined, { token });
  const mails = (kind: string, to: string) =>
    t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', kind)
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();
  /** The confirmation key of the newest confirmation e-mail to `to`. */
  const confirmationKey = async (to: string): Promise<string> => {
    const sent = await mails('account_confirmation', to);
    const link = sent.at(-1)?.text_body.match(/https:\/\/\S+/)?.[0] ?? '';
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${STOREFRONT}/customer/account/confirm`);
    expect(url.searchParams.get('email')).toBe(to);
    return url.searchParams.get('key') ?? '';
  };

  describe('confirmation', () => {
    it('requires a confirmed e-mail before sign-in, and confirms with the e-mailed link', async () => {
      const email = 'grace+new@example.com';
      const created = await register({
        email,
        firstname: 'Grace',
        lastname: 'Hopper',
        password: 'Compiler1952',
      });
      expect(created.errors).toBeUndefined();
      expect(created.data.createCustomerV2.customer).toMatchObject({
        email,
        confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
        is_subscribed: false,
      });

      const [mail, ...more] = await mails('account_confirmation', email);
      expect(more).toEqual([]);
      const key = await confirmationKey(email);
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail?.text_body).toContain(
        `${STOREFRONT}/customer/account/confirm?email=grace%2Bnew%40example.com&key=${key}`,
      );
      expect(mail?.html_body).toContain(
        `href="${STOREFRONT}/customer/account/confirm?email=grace%2Bnew%40example.com&amp;key=${key}"`,
      );
      expect(mail?.subject).toBe('Please confirm your Charter Contract Furniture account');
      // Only the digest is stored.
      const secrets = await t.handle.db
        .selectFrom('customer_secret')
        .select(['token_hash', 'kind'])
        .execute();
      expect(secrets).toContainEqual({
        token_hash: createHash('sha256').update(key).digest('hex'),
        kind: 'confirm',
      });
      expect(secrets.some((s) => s.token_hash === key)).toBe(false);

      // The right password learns the account is unconfirmed; a wrong one learns nothing.
      const pending = await signIn(email, 'Compiler1952');
      expect(pending.status).toBe(401);
      expect(pending.errors).toEqual([
        expect.objectContaining({
          message: NOT_CONFIRMED,
          extensions: { category: 'graphql-authentication' },
        }),
      ]);
      expect((await signIn(email, 'Compiler1953')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);

      expect((await confirm(email, 'x'.repeat(43))).errors?.[0]).toMatchObject({
        message: TOKEN_INVALID,
        extensions: { category: 'graphql-input' },
      });
      // A key is bound to its account.
      expect((await confirm(DEMO_CUSTOMERS.buyer.email, key)).errors?.[0]?.message).toBe(
        TOKEN_INVALID,
      );

      const done = await confirm(email.toUpperCase(), key);
      expect(done.errors).toBeUndefined();
      expect(done.data.confirmEmail.customer).toEqual({
        email,
        confirmation_status: 'ACCOUNT_CONFIRMED',
      });
      const token = await tokenOf(email, 'Compiler1952');
      expect((await me(token, 'confirmation_status')).data.customer.confirmation_status).toBe(
        'ACCOUNT_CONFIRMED',
      );

      // The same link followed again.
      expect((await confirm(email, key)).errors?.[0]).toMatchObject({
        message: 'The account is already active.',
        extensions: { category: 'graphql-input' },
      });
    });

    it("escapes the customer's name in the HTML e-mail", async () => {
      const email = 'markup@example.com';
      await register({
        email,
        firstname: '<img src=x onerror=alert(1)>',
        lastname: '"Quote" & Co',
        password: 'Escaped2025',
      });
      const [mail] = await mails('account_confirmation', email);
      expect(mail?.text_body).toContain('Hello <img src=x onerror=alert(1)> "Quote" & Co,');
      expect(mail?.html_body).toContain(
        'Hello &lt;img src=x onerror=alert(1)&gt; &quot;Quote&quot; &amp; Co,',
      );
      expect(mail?.html_body).not.toContain('<img');
    });

    it('answers an active or unknown account without its key as an invalid token, and a malformed address as invalid', async () => {
      expect((await confirm(DEMO_CUSTOMERS.trade.email, 'guess')).errors?.[0]?.message).toBe(
        TOKEN_INVALID,
      );
      expect((await confirm('nobody@example.com', 'guess')).errors?.[0]?.message).toBe(
        TOKEN_INVALID,
      );
      expect((await confirm('not-an-address', 'guess')).errors?.[0]?.message).toBe(
        'Email is invalid.',
      );
    });

    it('expires the link after 24 hours; a resent e-mail carries a new one', async () => {
      const email = 'late@example.com';
      expect(
        (await register({ email, firstname: 'Late', lastname: 'Reader', password: 'Tomorrow2025' }))
          .errors,
      ).toBeUndefined();
      const old = await confirmationKey(email);
      t.advance(24 * 3600_000);
      expect((await confirm(email, old)).errors?.[0]?.message).toBe(TOKEN_INVALID);

      const r = await resend(email);
      expect(r.errors).toBeUndefined();
      expect(r.data.resendConfirmationEmail).toBe(true);
      const fresh = await confirmationKey(email);
      expect(fresh).not.toBe(old);
      expect((await confirm(email, old)).errors?.[0]?.message).toBe(TOKEN_INVALID);
      expect((await confirm(email, fresh)).data.confirmEmail.customer.confirmation_status).toBe(
        'ACCOUNT_CONFIRMED',
      );
    });

    it('resendConfirmationEmail answers true for every address, mails only accounts awaiting confirmation, at most once a minute', async () => {
      const email = 'twice@example.com';
      expect(
        (await register({ email, firstname: 'Two', lastname: 'Mails', password: 'Twice2025ok' }))
          .errors,
      ).toBeUndefined();
      for (const address of [email, DEMO_CUSTOMERS.design.email, 'nobody-at-all@example.com']) {
        const r = await resend(address);
        expect(r.status).toBe(200);
        expect(r.data).toEqual({ resendConfirmationEmail: true });
      }
      // Registration sent one; the resend within the minute did not add a second.
      expect(await mails('account_confirmation', email)).toHaveLength(1);
      expect(await mails('account_confirmation', DEMO_CUSTOMERS.design.email)).toHaveLength(0);
      expect(await mails('account_confirmation', 'nobody-at-all@example.com')).toHaveLength(0);
      t.advance(61_000);
      await resend(email);
      expect(await mails('account_confirmation', email)).toHaveLength(2);
      // Both links work until one is used.
      const sent = await mails('account_confirmation', email);
      const first =
        new URL(sent[0]?.text_body.match(/https:\/\/\S+/)?.[0] ?? '').searchParams.get('key') ?? '';
      expect((await confirm(email, first)).errors).toBeUndefined();
      expect((await resend('still not an address')).errors?.[0]?.message).toBe('Email is invalid.');
    });

    it('confirms a waiting account by a password reset, whose link proves the same', async () => {
      const email = 'forgetful@example.com';
      await register({ email, firstname: 'For', lastname: 'Getful', password: 'Forgotten2025' });
      expect(
        (
          await t.gql('mutation($e: String!) { requestPasswordResetEmail(email: $e) }', {
            e: email,
          })
        ).data.requestPasswordResetEmail,
      ).toBe(true);
      const link =
        (await mails('password_reset', email))[0]?.text_body.match(/https:\/\/\S+/)?.[0] ?? '';
      const token = new URL(link).searchParams.get('token');
      const r = await t.gql(
        'mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }',
        { e: email, t: token, p: 'Remembered2025' },
      );
      expect(r.data).toEqual({ resetPassword: true });
      const token2 = await tokenOf(email, 'Remembered2025');
      expect((await me(token2, 'confirmation_status')).data.customer.confirmation_status).toBe(
        'ACCOUNT_CONFIRMED',
      );
    });

    it('lets accounts of a store view without confirmation sign in at once', async () => {
      const email = 'senior@example.com';
      const r = await register(
        { email, firstname: 'Sen', lastname: 'Ior', password: 'Straight2025' },
        { store: SENIOR },
      );
      expect(r.data.createCustomerV2.customer.confirmation_status).toBe(
        'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
      );
      expect(await mails('account_confirmation', email)).toHaveLength(0);
      expect((await signIn(email, 'Straight2025', { store: SENIOR })).errors).toBeUndefined();
    });
  });

  describe('the customer', () => {
    it("returns every field of the specification's Customer entity", async () => {
      const token = await tokenOf(DEMO_CUSTOMERS.trade.email, DEMO_CUSTOMERS.trade.password);
      const r = await me(token);
      expect(r.errors).toBeUndefined();
      expect(r.data.customer).toEqual({
        created_at: '2025-06-15 12:00:00',
        email: DEMO_CUSTOMERS.trade.email,
        firstname: 'Theo',
        lastname: 'Marsh',
        middlename: null,
        prefix: null,
        suffix: null,
        gender: null,
        taxvat: null,
        date_of_birth: null,
        is_subscribed: false,
        default_shipping: null,
        default_billing: null,
        addresses: [],
        group_data: { group_id: '5', group_name: 'Trade Partner' },
        confirmation_status: 'ACCOUNT_CONFIRMED',
      });
    });

    it("updateCustomerV2 changes personal data with Magento's messages", async () => {
      const update = (input: Record<string, unknown>, token?: string) =>
        t.gql(
          `mutation($i: CustomerUpdateInput!) { updateCustomerV2(input: $i) { customer { ${CUSTOMER} } } }`,
          { i: input },
          { token },
        );
      const guest = await update({ firstname: 'X' });
      expect(guest.status).toBe(403);
      expect(guest.errors?.[0]).toMatchObject({
        message: NOT_AUTHORIZED,
        extensions: { category: 'graphql-authorization' },
      });

      const token = await tokenOf(DEMO_CUSTOMERS.design.email, DEMO_CUSTOMERS.design.password);
      expect((await update({}, token)).errors?.[0]).toMatchObject({
        message: '"input" value should be specified',
        extensions: { category: 'graphql-input' },
      });
      expect((await update({ firstname: ' ' }, token)).errors?.[0]?.message).toBe(
        'Required parameters are missing: First Name',
      );
      expect((await update({ lastname: '' }, token)).errors?.[0]?.message).toBe(
        'Required parameters are missing: Last Name',
      );
      expect((await update({ date_of_birth: 'someday' }, token)).errors?.[0]?.message).toBe(
        'Invalid date',
      );
      expect((await update({ gender: 9 }, token)).errors?.[0]?.message).toBe(
        'Gender is not a valid value.',
      );

      const r = await update(
        {
          firstname: ' Dana ',
          lastname: 'Reyes-Ortiz',
          middlename: 'Q',
          prefix: 'Dr',
          taxvat: 'ES1',
          gender: 2,
          date_of_birth: '1990-02-03',
          is_subscribed: true,
        },
        token,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data.updateCustomerV2.customer).toMatchObject({
        firstname: 'Dana',
        lastname: 'Reyes-Ortiz',
        middlename: 'Q',
        prefix: 'Dr',
        suffix: null,
        taxvat: 'ES1',
        gender: 2,
        date_of_birth: '1990-02-03',
        is_subscribed: true,
        email: DEMO_CUSTOMERS.design.email,
      });
      // Partial: what is not sent stays; null clears an optional field.
      const cleared = await update({ middlename: null, is_subscribed: false }, token);
      expect(cleared.data.updateCustomerV2.customer).toMatchObject({
        firstname: 'Dana',
        middlename: null,
        prefix: 'Dr',
        is_subscribed: false,
      });
      expect((await me(token, 'firstname lastname is_subscribed')).data.customer).toEqual({
        firstname: 'Dana',
        lastname: 'Reyes-Ortiz',
        is_subscribed: false,
      });
    });

    it('updateCustomerEmail needs the password and a free address', async () => {
      const email = 'mover@example.com';
      await register(
        { email, firstname: 'Mo', lastname: 'Ver', password: 'Moving2025' },
        { store: SENIOR },
      );
      const token = await tokenOf(email, 'Moving2025');
      // In the account's own store view, without account confirmation: with it, the new address
      // would first need its link (customer-email-change.test.ts, 0986).
      const change = (to: string, password: string) =>
        t.gql(
          'mutation($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email is_subscribed } } }',
          { e: to, p: password },
          { token, store: SENIOR },
        );

      const wrong = await change('moved@example.com', 'NotMine2025');
      expect(wrong.status).toBe(401);
      expect(wrong.errors?.[0]).toMatchObject({
        message: 'Invalid login or password.',
        extensions: { category: 'graphql-authentication' },
      });
      expect(
        (await change(DEMO_CUSTOMERS.buyer.email.toUpperCase(), 'Moving2025')).errors?.[0],
      ).toMatchObject({ message: EXISTS, extensions: { category: 'graphql-input' } });
      expect((await change('nope', 'Moving2025')).errors?.[0]?.message).toBe(
        '"nope" is not a valid email address.',
      );

      // The subscription follows the account to its new address.
      await t.gql(
        'mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }',
        { e: email },
        { token },
      );
      const moved = await change(' Moved@Example.com ', 'Moving2025');
      expect(moved.errors).toBeUndefined();
      expect(moved.data.updateCustomerEmail.customer).toEqual({
        email: 'moved@example.com',
        is_subscribed: true,
      });
      expect((await signIn(email, 'Moving2025')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
      expect((await signIn('moved@example.com', 'Moving2025')).errors).toBeUndefined();
      const rows = await t.handle.db
        .selectFrom('newsletter_subscriber')
        .select(['email', 'status'])
        .where('email', 'in', [email, 'moved@example.com'])
        .execute();
      expect(rows).toEqual([{ email: 'moved@example.com', status: 'SUBSCRIBED' }]);
    });
  });

  describe('newsletter', () => {
    const subscribe = (email: string, opts?: CallOptions) =>
      t.gql(
        'mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }',
        { e: email },
        opts,
      );

    it("subscribes a guest address by double opt-in, with Magento's messages", async () => {
      const r = await subscribe('Reader@Example.com');
      expect(r.errors).toBeUndefined();
      // Waits for its e-mailed link (0988); asking again answers the same, never "already subscribed".
      expect(r.data.subscribeEmailToNewsletter).toEqual({ status: 'NOT_ACTIVE' });
      const again = await subscribe('reader@example.com');
      expect(again.errors).toBeUndefined();
      expect(again.data.subscribeEmailToNewsletter).toEqual({ status: 'NOT_ACTIVE' });
      expect((await subscribe('')).errors?.[0]?.message).toBe(
        'You must specify an email address to subscribe to a newsletter.',
      );
      expect((await subscribe('reader@')).errors?.[0]?.message).toBe(
        'Enter a valid email address.',
      );
    });

    it('refuses guests where guest subscription is off, not customers', async () => {
      expect((await subscribe('guest@example.com', { store: SENIOR })).errors?.[0]?.message).toBe(
        'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
      );
      const token = await tokenOf(DEMO_CUSTOMERS.buyer.email, DEMO_CUSTOMERS.buyer.password);
      expect(
        (await subscribe(DEMO_CUSTOMERS.buyer.email, { store: SENIOR, token })).data
          .subscribeEmailToNewsletter.status,
      ).toBe('SUBSCRIBED');
      expect((await me(token, 'is_subscribed')).data.customer.is_subscribed).toBe(true);
    });

    it('subscribes at registration with is_subscribed, and links an earlier guest subscription to the new account', async () => {
      const r = await register(
        {
          email: 'keen@example.com',
          firstname: 'Keen',
          lastname: 'Reader',
          password: 'Letters2025',
          is_subscribed: true,
        },
        { store: SENIOR },
      );
      expect(r.data.createCustomerV2.customer.is_subscribed).toBe(true);

      await subscribe('early@example.com');
      // The guest subscription counts once its e-mailed link is followed (0988).
      const link = new URL(
        (await mails('newsletter_confirmation', 'early@example.com'))
          .at(-1)
          ?.text_body.match(/https:\/\/\S+/)?.[0] ?? '',
      );
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/newsletter/confirm',
        payload: {
          id: Number(link.searchParams.get('id')),
          code: link.searchParams.get('code'),
        },
      });
      expect(confirmed.statusCode).toBe(200);
      const early = await register(
        {
          email: 'early@example.com',
          firstname: 'Early',
          lastname: 'Bird',
          password: 'Letters2025',
        },
        { store: SENIOR },
      );
      expect(early.data.createCustomerV2.customer.is_subscribed).toBe(true);
    });
  });
});
