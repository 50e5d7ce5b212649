// Sign-in throttling per client address must count the visitor's address, not a proxy's, and a
// caller must not be able to choose the address it is counted against: X-Forwarded-For is believed
// only from the proxies named in TRUST_PROXY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ADDRESS_LIMIT } from '../src/modules/customer/throttle.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { createServer } from '../src/server.js';
import { NOW, type AnyJson } from './support/app.js';
import { createTestDb } from './support/db.js';

const SIGN_IN =
  'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';

async function start(env: Record<string, string>) {
  const handle = await createTestDb('pglite', { seeded: true });
  const app = await createServer({
    db: handle.db,
    config: loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/', ...env }),
    clock: { now: () => NOW },
  });
  const signIn = async (email: string, password: string, forwardedFor: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ query: SIGN_IN, variables: { e: email, p: password } }),
    });
    return JSON.parse(res.body) as AnyJson;
  };
  /** Fails enough sign-ins on unknown addresses to lock the client address they come from. */
  const exhaust = async (forwardedFor: string) => {
    for (let i = 0; i < ADDRESS_LIMIT.maxFailures; i++)
      await signIn(`nobody${i}@example.com`, 'WrongPass1', forwardedFor);
  };
  return { signIn, exhaust, close: async () => (await app.close(), await handle.close()) };
}

const { email, password } = DEMO_CUSTOMERS.buyer;

describe('client address behind a trusted proxy', () => {
  let t: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    t = await start({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('locks only the forwarded visitor address, not every visitor of the proxy', async () => {
    await t.exhaust('192.0.2.50');
    const fromLocked = await t.signIn(email, password, '192.0.2.50');
    expect(fromLocked.data?.generateCustomerToken ?? null).toBeNull();
    const fromOther = await t.signIn(email, password, '192.0.2.51');
    expect(fromOther.errors).toBeUndefined();
    expect(fromOther.data.generateCustomerToken.token).toMatch(/\S{20,}/);
  });
});

describe('client address with no trusted proxy', () => {
  let t: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    t = await start({});
  });
  afterAll(async () => t?.close());

  it('ignores X-Forwarded-For, so a caller cannot escape the limit by inventing addresses', async () => {
    await t.exhaust('192.0.2.50');
    const invented = await t.signIn(email, password, '192.0.2.99');
    expect(invented.data?.generateCustomerToken ?? null).toBeNull();
  });
});
