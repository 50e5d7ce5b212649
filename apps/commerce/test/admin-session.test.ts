// Operator sign-in, sessions and CSRF on the admin API (issue 26): the session cookie, the generic
// refusal, the account lock and the per-address throttle, TOTP, CSRF, sign-out, and a customer
// token that grants nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILED } from '../src/modules/operator/auth.service.js';
import { totpCode } from '../src/modules/operator/totp.js';
import { hashPassword } from '../src/modules/customer/passwords.js';
import { DEMO_CUSTOMERS, DEMO_OPERATOR } from '../src/seed/index.js';
import { adminGql, SIGN_IN, signIn, tokenOf } from './support/admin.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import { testDbKinds } from './support/db.js';

const SESSION = '{ adminSession { csrf_token operator { email role permissions } } }';
const ROLES = '{ adminRoles { name } }';

describe.each(testDbKinds())('admin sessions on %s', (kind) => {
  let t: TestApp;
  let nextIp = 10;
  const ip = () => `198.51.100.${nextIp++}`;

  /** An operator of its own (so a lock in one test leaves the others alone). */
  async function operator(email: string, password = 'Operator-Pass-2025'): Promise<number> {
    const role = await t.handle.db
      .selectFrom('admin_role')
      .select('id')
      .where('name', '=', DEMO_OPERATOR.role)
      .executeTakeFirstOrThrow();
    const row = await t.handle.db
      .insertInto('operator')
      .values({ email, name: email, password_hash: await hashPassword(password), role_id: role.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    t = await startApp(kind);
  }, 120_000);
  afterAll(async () => t?.close());

  it('signs the demo operator in with an HttpOnly, SameSite=Strict cookie on /admin-api', async () => {
    const r = await adminGql(t.app, SIGN_IN, {
      email: ' Admin@Charter.example ',
      password: DEMO_OPERATOR.password,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.adminSignIn.operator).toMatchObject({
      email: DEMO_OPERATOR.email,
      role: 'Administrator',
      permissions: ['ORDERS', 'CATALOGUE', 'PROMOTIONS', 'CUSTOMERS', 'CONTENT', 'SETTINGS'],
      totp_enabled: false,
    });
    expect(r.setCookie).toMatch(/^admin_session=[A-Za-z0-9_-]{40,};/);
    expect(r.setCookie).toMatch(/; Path=\/admin-api;/);
    expect(r.setCookie).toMatch(/; HttpOnly/);
    expect(r.setCookie).toMatch(/; SameSite=Strict/);
    expect(r.setCookie).not.toMatch(/Secure/); // not production
    const cookie = tokenOf(r.setCookie);
    const s = await adminGql(t.app, SESSION, {}, { cookie });
    expect(s.data.adminSession.operator.email).toBe(DEMO_OPERATOR.email);
    expect(s.data.adminSession.csrf_token).toBe(r.data.adminSignIn.csrf_token);
    // Without the cookie there is no session.
    expect((await adminGql(t.app, SESSION)).data.adminSession).toBeNull();
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const [email, password] of [
      [DEMO_OPERATOR.email, 'Wrong-Password-1'],
      ['nobody@charter.example', DEMO_OPERATOR.password],
    ]) {
      const r = await adminGql(t.app, SIGN_IN, { email, password }, { ip: ip() });
      expect(r.data).toBeNull();
      expect(r.errors?.[0]).toMatchObject({
        message: SIGN_IN_FAILED,
        extensions: { category: 'graphql-authentication' },
      });
      expect(r.errors?.[0]?.extensions).not.toHaveProperty('otp_required');
      expect(r.setCookie).toBeNull();
    }
  });

  it('locks an account after ten failures: then even the right password is refused', async () => {
    await operator('locked@charter.example');
    for (let i = 0; i < 10; i++) {
      const r = await adminGql(
        t.app,
        SIGN_IN,
        { email: 'locked@charter.example', password: `Wrong-${i}` },
        { ip: ip() },
      );
      expect(r.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    }
    const right = await adminGql(
      t.app,
      SIGN_IN,
      { email: 'locked@charter.example', password: 'Operator-Pass-2025' },
      { ip: ip() },
    );
    expect(right.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    expect(right.setCookie).toBeNull();
  });

  it('throttles one address after twenty failures across e-mails', async () => {
    await operator('throttled@charter.example');
    const address = ip();
    for (let i = 0; i < 20; i++)
      await adminGql(
        t.app,
        SIGN_IN,
        { email: `guess${i}@charter.example`, password: 'Wrong-Password-1' },
        { ip: address },
      );
    const fromThere = await adminGql(
      t.app,
      SIGN_IN,
      { email: 'throttled@charter.example', password: 'Operator-Pass-2025' },
      { ip: address },
    );
    expect(fromThere.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    // The account itself is not locked: from elsewhere it signs in.
    await expect(
      signIn(t.app, 'throttled@charter.example', 'Operator-Pass-2025', { ip: ip() }),
    ).resolves.toMatchObject({ cookie: expect.any(String) });
  });

  it('enrols TOTP, then asks for a code only once the password is right, and takes each code once', async () => {
    await operator('totp@charter.example');
    const me = await signIn(t.app, 'totp@charter.example', 'Operator-Pass-2025', { ip: ip() });
    const start = await adminGql(
      t.app,
      'mutation { adminStartTotpEnrolment { secret otpauth_url } }',
      {},
      me,
    );
    const { secret, otpauth_url } = start.data.adminStartTotpEnrolment;
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    const wrongCode = await adminGql(
      t.app,
      'mutation($c: String!) { adminConfirmTotp(code: $c) { totp_enabled } }',
      { c: totpCode(secret, new Date(NOW.getTime() + 600_000)) },
      me,
    );
    expect(wrongCode.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const confirmed = await adminGql(
      t.app,
      'mutation($c: String!) { adminConfirmTotp(code: $c) { totp_enabled } }',
      { c: totpCode(secret, NOW) },
      me,
    );
    expect(confirmed.data.adminConfirmTotp.totp_enabled).toBe(true);

    const attempt = (password: string, otp?: string) =>
      adminGql(t.app, SIGN_IN, { email: 'totp@charter.example', password, otp }, { ip: ip() });
    const noCode = await attempt('Operator-Pass-2025');
    expect(noCode.errors?.[0]).toMatchObject({
      message: SIGN_IN_FAILED,
      extensions: { category: 'graphql-authentication', otp_required: true },
    });
    expect(noCode.setCookie).toBeNull();
    const badCode = await attempt('Operator-Pass-2025', '000000');
    expect(badCode.errors?.[0]?.extensions?.otp_required).toBe(true);
    // A wrong password says nothing about the second factor.
    const wrongPassword = await attempt('Wrong-Password-1', totpCode(secret, NOW));
    expect(wrongPassword.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    expect(wrongPassword.errors?.[0]?.extensions).not.toHaveProperty('otp_required');
    // The next step's code (one step of drift is allowed); the confirmed step's code was used.
    expect(
      (await attempt('Operator-Pass-2025', totpCode(secret, NOW))).errors?.[0]?.extensions,
    ).toMatchObject({ otp_required: true });
    const next = totpCode(secret, new Date(NOW.getTime() + 30_000));
    const ok = await attempt('Operator-Pass-2025', next);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.adminSignIn.operator.totp_enabled).toBe(true);
    expect(tokenOf(ok.setCookie)).toBeTruthy();
    // The same code again is a replay.
    expect((await attempt('Operator-Pass-2025', next)).errors?.[0]?.extensions).toMatchObject({
      otp_required: true,
    });
  });

  it('refuses a mutation without the session CSRF token, and accepts it with the token', async () => {
    const me = await signIn(t.app, DEMO_OPERATOR.email, DEMO_OPERATOR.password, { ip: ip() });
    const mutation = 'mutation { adminStartTotpEnrolment { secret } }';
    for (const csrf of [null, 'not-the-token']) {
      const r = await adminGql(t.app, mutation, {}, { cookie: me.cookie, csrf });
      expect(r.status).toBe(403);
      expect(r.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      expect(r.data).toBeUndefined();
    }
    const pending = await t.handle.db
      .selectFrom('operator')
      .select('totp_pending_secret')
      .where('id', '=', me.operatorId)
      .executeTakeFirstOrThrow();
    expect(pending.totp_pending_secret).toBeNull();
    // Queries need no CSRF token.
    expect((await adminGql(t.app, ROLES, {}, { cookie: me.cookie })).errors).toBeUndefined();
    const r = await adminGql(t.app, mutation, {}, me);
    expect(r.errors).toBeUndefined();
  });

  it('sign-out ends the session: the cookie no longer signs anything in', async () => {
    const me = await signIn(t.app, DEMO_OPERATOR.email, DEMO_OPERATOR.password, { ip: ip() });
    expect((await adminGql(t.app, ROLES, {}, me)).errors).toBeUndefined();
    const out = await adminGql(t.app, 'mutation { adminSignOut }', {}, me);
    expect(out.data.adminSignOut).toBe(true);
    expect(out.setCookie).toMatch(/^admin_session=; Path=\/admin-api; Max-Age=0/);
    expect((await adminGql(t.app, SESSION, {}, me)).data.adminSession).toBeNull();
    const after = await adminGql(t.app, ROLES, {}, me);
    expect(after.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('a customer bearer token grants nothing, and /graphql knows none of the admin fields', async () => {
    const c = DEMO_CUSTOMERS.buyer;
    const token = (
      await t.gql(
        'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        { e: c.email, p: c.password },
        { 'x-forwarded-for': ip() },
      )
    ).data.generateCustomerToken.token;
    const r = await adminGql(t.app, ROLES, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(r.errors?.[0]).toMatchObject({
      message: "The current user isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const storefront = await t.gql(ROLES);
    expect(storefront.status).toBe(400);
    expect(storefront.errors?.[0]?.message).toMatch(/Cannot query field "adminRoles"/);
  });

  it('answers POST only', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/admin-api/graphql?query=${encodeURIComponent(ROLES)}`,
    });
    expect(r.statusCode).toBe(404);
  });
});

describe.each(testDbKinds())('admin API in production on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { env: { NODE_ENV: 'production' } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('sets a Secure cookie and answers no introspection', async () => {
    const r = await adminGql(t.app, SIGN_IN, {
      email: DEMO_OPERATOR.email,
      password: DEMO_OPERATOR.password,
    });
    expect(r.setCookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const i = await adminGql(t.app, '{ __schema { queryType { name } } }');
    expect(i.status).toBe(400);
    expect(i.errors?.[0]?.message).toMatch(/introspection has been disabled/);
  });
});
