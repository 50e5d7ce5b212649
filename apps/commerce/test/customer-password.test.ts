// Passwords through GraphQL (Magento 2.4.8 wire, reference section 4; quality-bars.md): the
// e-mailed reset link (random, single use, one hour), resetPassword, changeCustomerPassword, and
// what each does to the customer's bearer tokens and sign-in lock. The server's clock is moved
// by the tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@charter/shared/validation';
import { ACCOUNT_LIMIT } from '../src/modules/customer/throttle.js';
import { startClockedApp, TEST_STOREFRONT_URL as STOREFRONT } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const CANNOT_SET = "Cannot set the customer's password";
const REVOKED = 'User token has been revoked';

describe.each(testDbKinds())('customer passwords (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startClockedApp>>;
  // A new client address per request unless one is given: only the account counters move.
  let ip = 0;
  beforeAll(async () => {
    t = await startClockedApp(kind, {
      storeConfig: { create_account_confirmation: false },
      defaultIp: () => `203.0.113.${(ip++ % 250) + 1}`,
    });
  });
  afterAll(async () => t?.close());

  let n = 0;
  /** A new account with the given password; returns its e-mail. */
  const newAccount = async (password: string): Promise<string> => {
    const email = `owner${++n}@example.com`;
    const r = await t.gql(
      'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
      {
        i: { email, password, firstname: 'Pat', lastname: `Owner${n}` },
      },
    );
    expect(r.errors).toBeUndefined();
    return email;
  };
  const signIn = (email: string, password: string) =>
    t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
  const tokenOf = async (email: string, password: string): Promise<string> => {
    const r = await signIn(email, password);
    expect(r.errors).toBeUndefined();
    return r.data.generateCustomerToken.token;
  };
  const requestReset = (email: string) =>
    t.gql('mutation($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email });
  const reset = (email: string, token: string, password: string) =>
    t.gql(
      'mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }',
      { e: email, t: token, p: password },
    );
  const change = (token: string | undefined, current: string, next: string) =>
    t.gql(
      'mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email firstname } }',
      { c: current, n: next },
      { token },
    );
  const meStatus = async (token: string) =>
    (await t.gql('{ customer { email } }', undefined, { token })).status;
  /** The reset tokens e-mailed to `to`, oldest first; every link is checked on the way. */
  const resetTokens = async (to: string): Promise<string[]> => {
    const rows = await t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'password_reset')
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();
    return rows.map((row) => {
      const url = new URL(row.text_body.match(/https:\/\/\S+/)?.[0] ?? '');
      expect(url.origin + url.pathname).toBe(`${STOREFRONT}/customer/account/resetpassword`);
      expect(url.searchParams.get('email')).toBe(to);
      expect(row.html_body).toContain(
        `${STOREFRONT}/customer/account/resetpassword?email=${encodeURIComponent(to)}&amp;token=${url.searchParams.get('token')}`,
      );
      return url.searchParams.get('token') ?? '';
    });
  };

  describe('password reset', () => {
    it('e-mails a random single-use link; the new password works, the old one and the spent link do not', async () => {
      const email = await newAccount('Original2025');
      const r = await requestReset(email);
      expect(r.errors).toBeUndefined();
      expect(r.data).toEqual({ requestPasswordResetEmail: true });
      const [token, ...more] = await resetTokens(email);
      expect(more).toEqual([]);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const done = await reset(email.toUpperCase(), token ?? '', 'Replaced2025');
      expect(done.errors).toBeUndefined();
      expect(done.data).toEqual({ resetPassword: true });
      expect((await signIn(email, 'Original2025')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
      await tokenOf(email, 'Replaced2025');

      const again = await reset(email, token ?? '', 'ThirdOne2025');
      expect(again.errors?.[0]).toMatchObject({
        message: CANNOT_SET,
        extensions: { category: 'graphql-input' },
      });
      await tokenOf(email, 'Replaced2025');
    });

    it('expires the link after one hour', async () => {
      const email = await newAccount('Original2025');
      await requestReset(email);
      const [token] = await resetTokens(email);
      t.advance(3600_000);
      expect((await reset(email, token ?? '', 'TooLate2025')).errors?.[0]?.message).toBe(
        CANNOT_SET,
      );
      await tokenOf(email, 'Original2025');
    });

    it('voids an earlier link when a new one is requested, and sends at most one e-mail a minute', async () => {
      const email = await newAccount('Original2025');
      await requestReset(email);
      await requestReset(email);
      expect(await resetTokens(email)).toHaveLength(1);
      t.advance(61_000);
      await requestReset(email);
      const [first, second] = await resetTokens(email);
      expect(second).not.toBe(first);
      expect((await reset(email, first ?? '', 'FromFirst2025')).errors?.[0]?.message).toBe(
        CANNOT_SET,
      );
      expect((await reset(email, second ?? '', 'FromSecond2025')).data).toEqual({
        resetPassword: true,
      });
      await tokenOf(email, 'FromSecond2025');
    });

    it('binds the link to its account', async () => {
      const a = await newAccount('Original2025');
      const b = await newAccount('Original2025');
      await requestReset(a);
      const [token] = await resetTokens(a);
      expect((await reset(b, token ?? '', 'Hijacked2025')).errors?.[0]?.message).toBe(CANNOT_SET);
      expect(
        (await reset('nobody@example.com', token ?? '', 'Hijacked2025')).errors?.[0]?.message,
      ).toBe(CANNOT_SET);
      await tokenOf(b, 'Original2025');
    });

    it('revokes every bearer token and lifts a sign-in lock', async () => {
      const email = await newAccount('Original2025');
      const before = await tokenOf(email, 'Original2025');
      for (let i = 0; i < ACCOUNT_LIMIT.maxFailures; i++) await signIn(email, `Wrong${i}Pass`);
      expect((await signIn(email, 'Original2025')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);

      await requestReset(email);
      const [token] = await resetTokens(email);
      expect((await reset(email, token ?? '', 'Unlocked2025')).data).toEqual({
        resetPassword: true,
      });
      const old = await t.gql('{ customer { email } }', undefined, { token: before });
      expect(old.status).toBe(401);
      expect(old.errors?.[0]).toMatchObject({
        message: REVOKED,
        extensions: { category: 'graphql-authentication' },
      });
      // The lock is gone at once: the owner proved control of the mailbox.
      await tokenOf(email, 'Unlocked2025');
    });

    it("answers Magento's input messages", async () => {
      expect((await requestReset('')).errors?.[0]).toMatchObject({
        message: 'You must specify an email address.',
        extensions: { category: 'graphql-input' },
      });
      expect((await requestReset('nope')).errors?.[0]?.message).toBe(
        'The email address has an invalid format.',
      );
      expect((await reset('', 'x', 'Valid2025pass')).errors?.[0]?.message).toBe(
        'You must specify an email address.',
      );
      expect((await reset('nope', 'x', 'Valid2025pass')).errors?.[0]?.message).toBe(
        'The email address has an invalid format.',
      );
      expect((await reset('a@example.com', '', 'Valid2025pass')).errors?.[0]?.message).toBe(
        'resetPasswordToken must be specified',
      );
      expect((await reset('a@example.com', 'x', '')).errors?.[0]?.message).toBe(
        'newPassword must be specified',
      );
      expect((await reset('a@example.com', 'x', 'weak')).errors?.[0]?.message).toBe(
        validationMessages.passwordRule,
      );
    });

    it('keeps a link usable when the new password is refused by the rule', async () => {
      const email = await newAccount('Original2025');
      await requestReset(email);
      const [token] = await resetTokens(email);
      expect((await reset(email, token ?? '', 'short')).errors?.[0]?.message).toBe(
        validationMessages.passwordRule,
      );
      expect((await reset(email, token ?? '', 'LongEnough2025')).data).toEqual({
        resetPassword: true,
      });
    });
  });

  describe('changeCustomerPassword', () => {
    it('checks the current password, signs out other devices and keeps the token used', async () => {
      const email = await newAccount('Original2025');
      const here = await tokenOf(email, 'Original2025');
      const elsewhere = await tokenOf(email, 'Original2025');

      const guest = await change(undefined, 'Original2025', 'Changed2025');
      expect(guest.status).toBe(403);
      expect(guest.errors?.[0]).toMatchObject({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      });
      expect((await change(here, '', 'Changed2025')).errors?.[0]?.message).toBe(
        'Specify the "currentPassword" value.',
      );
      expect((await change(here, 'Original2025', '')).errors?.[0]?.message).toBe(
        'Specify the "newPassword" value.',
      );
      expect((await change(here, 'Original2025', 'weakpass')).errors?.[0]).toMatchObject({
        message: validationMessages.passwordRule,
        extensions: { category: 'graphql-input' },
      });
      const wrong = await change(here, 'NotIt2025', 'Changed2025');
      expect(wrong.status).toBe(401);
      expect(wrong.errors?.[0]).toMatchObject({
        message: 'Invalid login or password.',
        extensions: { category: 'graphql-authentication' },
      });
      // Nothing changed so far.
      expect(await meStatus(elsewhere)).toBe(200);

      const ok = await change(here, 'Original2025', 'Changed2025');
      expect(ok.errors).toBeUndefined();
      expect(ok.data.changeCustomerPassword).toEqual({ email, firstname: 'Pat' });
      expect(await meStatus(here)).toBe(200);
      const other = await t.gql('{ customer { email } }', undefined, { token: elsewhere });
      expect(other.status).toBe(401);
      expect(other.errors?.[0]?.message).toBe(REVOKED);
      expect((await signIn(email, 'Original2025')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
      await tokenOf(email, 'Changed2025');
    });

    it('counts a wrong current password as a failed sign-in, so it locks like sign-in does', async () => {
      const email = await newAccount('Original2025');
      const token = await tokenOf(email, 'Original2025');
      for (let i = 0; i < ACCOUNT_LIMIT.maxFailures; i++) {
        expect((await change(token, `Guess${i}Pass`, 'Changed2025')).errors?.[0]?.message).toBe(
          'Invalid login or password.',
        );
      }
      const locked = await change(token, 'Original2025', 'Changed2025');
      expect(locked.status).toBe(401);
      expect(locked.errors?.[0]).toMatchObject({
        message: 'The account is locked.',
        extensions: { category: 'graphql-authentication' },
      });
      expect((await signIn(email, 'Original2025')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
      // The owner's session survives the lock, and after the window the password changes.
      expect(await meStatus(token)).toBe(200);
      t.advance(ACCOUNT_LIMIT.lockMs);
      expect((await change(token, 'Original2025', 'Changed2025')).errors).toBeUndefined();
      await tokenOf(email, 'Changed2025');
    });

    it('voids an unused reset link', async () => {
      const email = await newAccount('Original2025');
      const token = await tokenOf(email, 'Original2025');
      t.advance(61_000);
      await requestReset(email);
      const [link] = await resetTokens(email);
      expect((await change(token, 'Original2025', 'Changed2025')).errors).toBeUndefined();
      expect((await reset(email, link ?? '', 'FromLink2025')).errors?.[0]?.message).toBe(
        CANNOT_SET,
      );
    });
  });
});
