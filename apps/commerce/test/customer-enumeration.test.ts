// Answers that do not reveal which addresses have accounts (Magento 2.4.8 wire, reference
// section 4): sign-in, password reset and registration answer alike, and run the same password
// work, whether or not the address has an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordWork } from '../src/modules/customer/passwords.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { type AnyJson } from './support/app.js';
import { startClockedApp, type CallOptions } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const EXISTS = 'A customer with the same email address already exists in an associated website.';

describe.each(testDbKinds())('not revealing accounts (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startClockedApp>>;
  beforeAll(async () => {
    t = await startClockedApp(kind, { defaultIp: () => '192.0.2.21' });
  });
  afterAll(async () => t?.close());

  const register = (input: Record<string, unknown>, opts?: CallOptions) =>
    t.gql(
      'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
      { i: input },
      opts,
    );
  const signIn = (email: string, password: string, opts?: CallOptions) =>
    t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
      opts,
    );
  const mails = (kind: string, to: string) =>
    t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', kind)
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();

  type Call = (i: number) => Promise<{ status: number; data: AnyJson; errors?: AnyJson[] }>;
  /**
   * Runs the calls in turn, `n` rounds after one unmeasured round (the first call of a kind may
   * prepare shared work, such as the fixed hash unknown addresses verify against); returns the
   * distinct answers seen and, per call, the argon2 computations each round ran. Password work is
   * what sets a path's time apart (each computation takes tens of milliseconds, every other step
   * well under one), and it is counted, not timed: the answer does not depend on the machine's
   * load (docs/decisions/0901, 0010).
   */
  const compare = async (calls: Call[], n = 5) => {
    const work: number[][] = calls.map(() => []);
    const answers = new Set<string>();
    for (let i = 0; i <= n; i++) {
      for (const [k, call] of calls.entries()) {
        const before = passwordWork.runs;
        const r = await call(i);
        answers.add(JSON.stringify({ status: r.status, data: r.data, errors: r.errors }));
        if (i > 0) work[k]?.push(passwordWork.runs - before);
      }
    }
    return { answers: [...answers].map((a) => JSON.parse(a) as AnyJson), work };
  };

  it('answers sign-in alike for an unknown address, a wrong password and a pending account', async () => {
    await register({
      email: 'pending@example.com',
      firstname: 'Pen',
      lastname: 'Ding',
      password: 'Pending2025',
    });
    // A new client address for every attempt, so only the account counters move.
    let ip = 0;
    const attempt =
      (email: string): Call =>
      () =>
        signIn(email, 'WrongPass123', { ip: `198.51.100.${++ip}` });
    const r = await compare(
      [
        attempt(DEMO_CUSTOMERS.buyer.email),
        attempt('no-account-here@example.com'),
        attempt('pending@example.com'),
      ],
      3,
    );
    expect(r.answers).toEqual([
      {
        status: 401,
        data: { generateCustomerToken: null },
        errors: [
          expect.objectContaining({
            message: SIGN_IN_FAILED,
            extensions: { category: 'graphql-authentication' },
          }),
        ],
      },
    ]);
    // Every path verifies one argon2 hash, so none is faster than another.
    expect(r.work).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
  });

  it('answers requestPasswordResetEmail alike and sends the e-mail after answering', async () => {
    let ip = 0;
    const reset: (email: string) => Call = (email) => () =>
      t.gql(
        'mutation($e: String!) { requestPasswordResetEmail(email: $e) }',
        { e: email },
        { ip: `198.51.100.${100 + ++ip}` },
      );
    const known = DEMO_CUSTOMERS.trade.email;
    const r = await compare([
      (i) => {
        t.advance(61_000); // past the one-a-minute limit, so every call sends a new e-mail
        return reset(known)(i);
      },
      reset('no-account-here@example.com'),
    ]);
    expect(r.answers).toEqual([{ status: 200, data: { requestPasswordResetEmail: true } }]);
    expect(await mails('password_reset', known)).toHaveLength(6);
    expect(await mails('password_reset', 'no-account-here@example.com')).toHaveLength(0);
    // The known address costs a few more statements in the same transaction, never a delivery
    // (sent after the answer, above) or a hash.
    expect(r.work).toEqual([
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ]);
  });

  it("keeps Magento's message for a taken address at registration, answered in the same time as a new one", async () => {
    const r = await compare([
      () =>
        register({
          email: DEMO_CUSTOMERS.buyer.email,
          firstname: 'B',
          lastname: 'L',
          password: 'Another2025',
        }),
      (i) =>
        register({
          email: `fresh${i}@example.com`,
          firstname: 'F',
          lastname: 'R',
          password: 'Another2025',
        }),
    ]);
    expect(r.answers[0]).toEqual({
      status: 200,
      data: { createCustomerV2: null },
      errors: [
        expect.objectContaining({ message: EXISTS, extensions: { category: 'graphql-input' } }),
      ],
    });
    // The password is hashed before the address is looked at.
    expect(r.work).toEqual([
      [1, 1, 1, 1, 1],
      [1, 1, 1, 1, 1],
    ]);
  });
});
