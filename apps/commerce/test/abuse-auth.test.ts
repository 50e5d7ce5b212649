// Password work and sessions under abuse (docs/decisions/0901, 0902): one credential field per
// document, a per-address budget charged before any hash, no hash for a locked address, a
// refresh that consumes its token, and an absolute session lifetime. Hashes are counted through
// the instrumented hasher, not measured in time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordWork } from '../src/modules/customer/passwords.js';
import { ADDRESS_LIMIT } from '../src/modules/customer/throttle.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startClockedApp, type ClockedApp } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const SIGN_IN =
  'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';
const REFRESH = 'mutation { refreshCustomerToken { token } }';
const ONE_FIELD = 'Only one sign-in, registration or password field is allowed per request.';

describe.each(testDbKinds())('password work and sessions (%s)', (kind) => {
  let t: ClockedApp;
  beforeAll(async () => {
    t = await startClockedApp(kind, { storeConfig: { create_account_confirmation: false } });
  });
  afterAll(async () => t?.close());

  const signIn = async (
    ip: string,
    who: { email: string; password: string } = DEMO_CUSTOMERS.buyer,
  ) => {
    const r = await t.gql(SIGN_IN, { e: who.email, p: who.password }, { ip });
    return r.data?.generateCustomerToken?.token as string | undefined;
  };
  const hashesDuring = async (work: () => Promise<unknown>) => {
    const before = passwordWork.runs;
    await work();
    return passwordWork.runs - before;
  };

  it('a document with 30 aliased sign-ins costs no hash and is refused as a whole', async () => {
    await signIn('192.0.2.1'); // warms the hasher (its fixed comparison hash is made once)
    const fields = Array.from(
      { length: 30 },
      (_, i) =>
        `a${i}: generateCustomerToken(email: "${DEMO_CUSTOMERS.buyer.email}", password: "Wrong${i}Pass") { token }`,
    );
    let r: Awaited<ReturnType<ClockedApp['gql']>> | undefined;
    const hashes = await hashesDuring(
      async () => (r = await t.gql(`mutation { ${fields.join(' ')} }`, {}, { ip: '192.0.2.2' })),
    );
    expect(hashes).toBe(0);
    expect(r?.status).toBe(400);
    expect(r?.errors).toEqual([
      expect.objectContaining({
        message: ONE_FIELD,
        extensions: expect.objectContaining({ category: 'graphql-input' }),
      }),
    ]);
    // One sign-in is exactly one hash.
    expect(await hashesDuring(() => signIn('192.0.2.3'))).toBe(1);
  });

  it('allows one credential field of any kind per document, fragments and mixed fields counted', async () => {
    const mixed = `mutation { generateCustomerToken(email: "a@example.com", password: "x") { token }
      createCustomerV2(input: { email: "b@example.com", password: "Passw0rdXy", firstname: "B", lastname: "C" }) { customer { email } } }`;
    const viaFragments = `mutation { ...A ...B } fragment A on Mutation { x: generateCustomerToken(email: "a@example.com", password: "x") { token } }
      fragment B on Mutation { y: resetPassword(email: "a@example.com", resetPasswordToken: "t", newPassword: "Passw0rdXy") }`;
    for (const q of [mixed, viaFragments]) {
      const hashes = await hashesDuring(async () => {
        const r = await t.gql(q, {}, { ip: '192.0.2.4' });
        expect(r.status).toBe(400);
        expect(r.errors?.[0]?.message).toBe(ONE_FIELD);
      });
      expect(hashes).toBe(0);
    }
  });

  it('a locked address costs no hash, whatever the e-mail', async () => {
    const ip = '192.0.2.5';
    for (let i = 0; i < ADDRESS_LIMIT.maxFailures; i++)
      await t.gql(SIGN_IN, { e: `nobody${i}@example.com`, p: 'Guess1234' }, { ip });
    const hashes = await hashesDuring(async () => {
      for (let i = 0; i < 5; i++) expect(await signIn(ip)).toBeUndefined();
    });
    expect(hashes).toBe(0);
  });

  it('a locked account and a locked unknown e-mail answer alike, and neither costs a hash', async () => {
    const known = { email: 'locked-known@example.com', password: 'RightPass123' };
    await t.gql(
      'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
      { i: { ...known, firstname: 'L', lastname: 'K' } },
      { ip: '192.0.2.20' },
    );
    const unknown = 'locked-unknown@example.com';
    // Ten failures each, from different addresses, lock both.
    for (let i = 0; i < 10; i++) {
      await t.gql(SIGN_IN, { e: known.email, p: `Wrong${i}Pass` }, { ip: `192.0.2.${30 + i}` });
      await t.gql(SIGN_IN, { e: unknown, p: `Wrong${i}Pass` }, { ip: `192.0.2.${30 + i}` });
    }
    const answers: unknown[] = [];
    const hashes = await hashesDuring(async () => {
      for (const e of [known.email, unknown]) {
        const r = await t.gql(SIGN_IN, { e, p: known.password }, { ip: '192.0.2.50' });
        answers.push({ status: r.status, errors: r.errors, data: r.data });
      }
    });
    expect(hashes).toBe(0);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 401 });
  });

  it('stores argon2id hashes with at least 19 MiB and 2 passes', async () => {
    const r = await t.gql(
      'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
      {
        i: {
          email: 'hash-figures@example.com',
          password: 'Figures123x',
          firstname: 'H',
          lastname: 'F',
        },
      },
      { ip: '192.0.2.6' },
    );
    expect(r.errors).toBeUndefined();
    const rows = await t.handle.db
      .selectFrom('customer')
      .select('password_hash')
      .where('password_hash', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    for (const { password_hash } of rows) {
      const [, algorithm, , params] = (password_hash ?? '').split('$');
      expect(algorithm).toBe('argon2id');
      const figures = Object.fromEntries((params ?? '').split(',').map((kv) => kv.split('=')));
      expect(Number(figures.m)).toBeGreaterThanOrEqual(19_456);
      expect(Number(figures.t)).toBeGreaterThanOrEqual(2);
    }
  });

  it('of 20 concurrent refreshes of one token exactly one gets a new token', async () => {
    const token = await signIn('192.0.2.7');
    expect(token).toBeDefined();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.gql(REFRESH, {}, { token, ip: '192.0.2.7' })),
    );
    const won = results.filter((r) => r.data?.refreshCustomerToken?.token);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => !x.data?.refreshCustomerToken?.token)) {
      expect(r.errors?.[0]?.extensions?.category).toBe('graphql-authentication');
    }
    // The presented token is spent; the new one works.
    expect((await t.gql('{ customer { email } }', {}, { token })).status).toBe(401);
    expect(
      (
        await t.gql(
          '{ customer { email } }',
          {},
          { token: won[0]?.data.refreshCustomerToken.token },
        )
      ).data.customer.email,
    ).toBe(DEMO_CUSTOMERS.buyer.email);
  });

  it('of aliased refreshes in one document only one succeeds', async () => {
    const token = await signIn('192.0.2.8');
    const r = await t.gql(
      `mutation { ${Array.from({ length: 5 }, (_, i) => `r${i}: refreshCustomerToken { token }`).join(' ')} }`,
      {},
      { token },
    );
    const issued = Object.values(r.data ?? {}).filter(
      (v) => (v as { token?: string } | null)?.token,
    );
    expect(issued).toHaveLength(1);
    expect(r.errors).toHaveLength(4);
    expect(new Set(r.errors?.map((e) => e.extensions?.category))).toEqual(
      new Set(['graphql-authentication']),
    );
  });

  it('ends a session 24 hours after sign-in, however often it is refreshed', async () => {
    let token = await signIn('192.0.2.9');
    const started = Date.now();
    let elapsed = 0;
    // Refresh every 50 minutes: each new token lives an hour, but never past the session's end.
    for (;;) {
      t.advance(50 * 60_000);
      elapsed += 50 * 60_000;
      const r = await t.gql(REFRESH, {}, { token, ip: '192.0.2.9' });
      if (!r.data?.refreshCustomerToken) break;
      token = r.data.refreshCustomerToken.token;
      expect(elapsed).toBeLessThan(24 * 3_600_000);
    }
    expect(elapsed).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(elapsed).toBeLessThanOrEqual(24 * 3_600_000 + 50 * 60_000);
    expect((await t.gql('{ customer { email } }', {}, { token })).status).toBe(401);
    // Signing in again starts a new session.
    expect(await signIn('192.0.2.9')).toBeDefined();
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
