// Sign-in throttling (quality-bars.md): 10 failures lock an account for 10 minutes, every
// generateCustomerToken field counts (aliases too), and one client address is limited across
// e-mails. The server's clock is injected and moved by the tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from '../src/modules/customer/throttle.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { type AnyJson } from './support/app.js';
import { startClockedApp } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

describe.each(testDbKinds())('sign-in throttling (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startClockedApp>>;
  beforeAll(async () => {
    t = await startClockedApp(kind, { storeConfig: { create_account_confirmation: false } });
  });
  afterAll(async () => t?.close());

  const signIn = (email: string, password: string, ip: string) =>
    t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
      { ip },
    );
  const register = async (email: string, password: string) => {
    const r = await t.gql(
      'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
      { i: { email, password, firstname: 'Lock', lastname: 'Test' } },
      { ip: '198.51.100.1' },
    );
    expect(r.errors).toBeUndefined();
  };
  /** One attempt per request (a document may carry only one credential field); the errors of all. */
  const attempts = async (pairs: { email: string; password: string }[], ip: string) => {
    const errors: AnyJson[] = [];
    for (const p of pairs) errors.push(...((await signIn(p.email, p.password, ip)).errors ?? []));
    return { errors: errors.length ? errors : undefined };
  };
  /** One request carrying `n` aliased sign-in fields. */
  const aliased = (pairs: { email: string; password: string }[], ip: string) => {
    const vars = Object.fromEntries(
      pairs.flatMap((p, i) => [
        [`e${i}`, p.email],
        [`p${i}`, p.password],
      ]),
    );
    const defs = pairs.map((_, i) => `$e${i}: String!, $p${i}: String!`).join(', ');
    const fields = pairs
      .map((_, i) => `a${i}: generateCustomerToken(email: $e${i}, password: $p${i}) { token }`)
      .join(' ');
    return t.gql(`mutation(${defs}) { ${fields} }`, vars, { ip });
  };

  it('locks an account after 10 failures, refuses even the right password, and lets the owner in after 10 minutes', async () => {
    const email = 'locked@example.com';
    await register(email, 'RightPass123');
    for (let i = 0; i < ACCOUNT_LIMIT.maxFailures; i++) {
      // Different addresses, so only the account counter can be what locks.
      const r = await signIn(email, `WrongPass${i}A`, `203.0.113.${i + 1}`);
      expect(r.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    }
    const refused = await signIn(email, 'RightPass123', '203.0.113.200');
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]).toMatchObject({
      message: SIGN_IN_FAILED,
      extensions: { category: 'graphql-authentication' },
    });
    // Another account is not affected.
    expect(
      (await signIn(DEMO_CUSTOMERS.buyer.email, DEMO_CUSTOMERS.buyer.password, '203.0.113.201'))
        .errors,
    ).toBeUndefined();

    t.advance(ACCOUNT_LIMIT.lockMs - 1000);
    expect((await signIn(email, 'RightPass123', '203.0.113.202')).errors?.[0]?.message).toBe(
      SIGN_IN_FAILED,
    );
    t.advance(1000);
    const back = await signIn(email, 'RightPass123', '203.0.113.202');
    expect(back.errors).toBeUndefined();
    expect(back.data.generateCustomerToken.token).toEqual(expect.any(String));
  });

  it('refuses aliased generateCustomerToken fields in one request before any attempt, and counts separate requests', async () => {
    const email = 'aliased@example.com';
    await register(email, 'RightPass123');
    const r = await aliased(
      Array.from({ length: ACCOUNT_LIMIT.maxFailures + 1 }, (_, i) => ({
        email,
        password: `Wrong${i}Pass`,
      })),
      '203.0.113.50',
    );
    expect(r.status).toBe(400);
    expect(r.errors).toEqual([
      expect.objectContaining({
        message: 'Only one sign-in, registration or password field is allowed per request.',
        extensions: { category: 'graphql-input' },
      }),
    ]);
    // Refused as a whole: no attempt was counted, the right password still works.
    expect((await signIn(email, 'RightPass123', '203.0.113.51')).errors).toBeUndefined();
    const many = await attempts(
      Array.from({ length: ACCOUNT_LIMIT.maxFailures + 1 }, (_, i) => ({
        email,
        password: `Wrong${i}Pass`,
      })),
      '203.0.113.52',
    );
    expect(many.errors).toHaveLength(ACCOUNT_LIMIT.maxFailures + 1);
    expect(new Set(many.errors?.map((e: AnyJson) => e.message))).toEqual(new Set([SIGN_IN_FAILED]));
    // Eleven attempts: the account is now locked.
    expect((await signIn(email, 'RightPass123', '203.0.113.53')).errors?.[0]?.message).toBe(
      SIGN_IN_FAILED,
    );
  });

  it('a correct password clears the account counter', async () => {
    const email = 'clears@example.com';
    await register(email, 'RightPass123');
    const fails = Array.from({ length: ACCOUNT_LIMIT.maxFailures - 1 }, () => ({
      email,
      password: 'WrongPass1',
    }));
    await attempts(fails, '203.0.113.60');
    expect((await signIn(email, 'RightPass123', '203.0.113.61')).errors).toBeUndefined();
    await attempts(fails, '203.0.113.62');
    expect((await signIn(email, 'RightPass123', '203.0.113.63')).errors).toBeUndefined();
  });

  it('limits one client address across different e-mails', async () => {
    const ip = '198.51.100.77';
    const guesses = Array.from({ length: ADDRESS_LIMIT.maxFailures }, (_, i) => ({
      email: `guess${i}@example.com`,
      password: 'Guess1234',
    }));
    const r = await attempts(guesses, ip);
    expect(r.errors).toHaveLength(ADDRESS_LIMIT.maxFailures);
    // That address is now refused even for a valid account; other addresses are not.
    expect(
      (await signIn(DEMO_CUSTOMERS.design.email, DEMO_CUSTOMERS.design.password, ip)).errors?.[0]
        ?.message,
    ).toBe(SIGN_IN_FAILED);
    expect(
      (await signIn(DEMO_CUSTOMERS.design.email, DEMO_CUSTOMERS.design.password, '198.51.100.78'))
        .errors,
    ).toBeUndefined();
    t.advance(ADDRESS_LIMIT.lockMs);
    expect(
      (await signIn(DEMO_CUSTOMERS.design.email, DEMO_CUSTOMERS.design.password, ip)).errors,
    ).toBeUndefined();
  });

  it('does not charge the address for successful sign-ins', async () => {
    const ip = '198.51.100.90';
    for (let i = 0; i < 3; i++) {
      const ok = Array.from({ length: ADDRESS_LIMIT.maxFailures / 2 }, () => ({
        email: DEMO_CUSTOMERS.buyer.email,
        password: DEMO_CUSTOMERS.buyer.password,
      }));
      const r = await attempts(ok, ip);
      expect(r.errors).toBeUndefined();
    }
  });
});
