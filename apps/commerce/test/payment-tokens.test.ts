// The sandbox tokenisation endpoint: validation messages, one-time tokens, and no card number or
// CVV in the database or the logs.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/index.js';
import { SandboxGateway } from '../src/modules/payment/sandbox-gateway.js';
import { createServer } from '../src/server.js';
import { createTestDb, testDbKinds } from './support/db.js';
import { NOW } from './support/app.js';

const PANS = [
  '4242424242424242',
  '5555555555554444',
  '378282246310005',
  '4000000000000002',
  '4242424242424241',
];

describe.each(testDbKinds())('payment tokenisation endpoint (%s)', (kind) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logLines.push(String(chunk));
        cb();
      },
    });
    app = await createServer({
      db: handle.db,
      config: loadConfig({ OUTBOX_DIR: '/tmp/charter-test-outbox' }),
      clock: { now: () => NOW },
      logger: { level: 'trace', stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const tokenize = (body: unknown, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/payments/sandbox/tokens',
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('returns a one-time token with brand, last four and expiry', async () => {
    const res = await tokenize({
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2030,
      cvv: '123',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ brand: 'VI', last4: '4242', exp_month: 12, exp_year: 2030 });
    expect(body.token).toMatch(/^tok_sbx_[A-Za-z0-9_-]{32}$/);
    expect(new Date(body.expires_at).getTime() - NOW.getTime()).toBe(15 * 60 * 1000);
    const amex = await tokenize({
      number: '3782 822463 10005',
      exp_month: '01',
      exp_year: '31',
      cvv: '1234',
    });
    expect(amex.json()).toMatchObject({ brand: 'AE', last4: '0005', exp_year: 2031 });
  });

  it('rejects invalid cards with the specification messages, field by field', async () => {
    const res = await tokenize({
      number: '4242424242424241',
      exp_month: 13,
      exp_year: 2020,
      cvv: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'number', message: 'Please enter a valid card number.' },
      { field: 'exp_month', message: 'Please enter a valid month.' },
      { field: 'exp_year', message: 'Please enter a valid year.' },
      { field: 'cvv', message: 'Please enter a valid CVV.' },
    ]);
    const broken = await tokenize('{"number":"4242424242424242","cvv":"123"');
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain('4242');
    expect((await tokenize({ number: '4242424242424242' }, 'text/plain')).statusCode).toBe(415);
  });

  it('tokens are single use and expire after 15 minutes', async () => {
    const { token } = (
      await tokenize({ number: '5555555555554444', exp_month: 1, exp_year: 2030, cvv: '123' })
    ).json();
    const gw = new SandboxGateway({ fingerprintKey: 'k'.repeat(32) });
    const call = { db: handle.db, now: NOW };
    expect(
      await gw.describeToken({ db: handle.db, now: new Date(NOW.getTime() + 16 * 60_000) }, token),
    ).toBeNull();
    expect(await gw.describeToken(call, token)).toMatchObject({ brand: 'MC', last4: '4444' });
    const first = await gw.authorize(call, {
      token,
      amountCents: 1000,
      currency: 'USD',
      reference: 'r',
    });
    expect(first.status).toBe('approved');
    const again = await gw.authorize(call, {
      token,
      amountCents: 1000,
      currency: 'USD',
      reference: 'r',
    });
    expect(again).toMatchObject({ status: 'declined', code: 'invalid_token' });
    expect(await gw.describeToken(call, token)).toBeNull();
  });

  it('answers each test number with its documented outcome', async () => {
    const gw = new SandboxGateway({ fingerprintKey: 'k'.repeat(32) });
    const call = { db: handle.db, now: NOW };
    const outcome = async (number: string) => {
      const t = await gw.tokenize(call, { number, exp_month: 12, exp_year: 2030, cvv: '123' });
      if (!t.ok) throw new Error('tokenize failed');
      const r = await gw.authorize(call, {
        token: t.value.token,
        amountCents: 1000,
        currency: 'USD',
        reference: 'r',
      });
      return r.status === 'approved' ? 'approved' : r.code;
    };
    expect(await outcome('4242424242424242')).toBe('approved');
    expect(await outcome('4000000000000002')).toBe('card_declined');
    expect(await outcome('4000000000009995')).toBe('insufficient_funds');
    expect(await outcome('4000000000000069')).toBe('expired_card');
    expect(await outcome('4000000000000127')).toBe('incorrect_cvc');
    expect(await outcome('4000000000000119')).toBe('processing_error');
  });

  it('keeps no card number or CVV in the database or in the log output', async () => {
    const rows = await handle.db.selectFrom('payment_card_token').selectAll().execute();
    expect(rows.length).toBeGreaterThan(3);
    const dump = JSON.stringify(rows);
    for (const pan of PANS) expect(dump).not.toContain(pan);
    expect(dump).not.toContain('"123"');
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.fingerprint))).toBe(true);
    await app.inject({ method: 'GET', url: '/health/live' });
    // Timing fields are numbers the logger adds itself; their digits can spell anything.
    const logs = logLines.join('').replace(/"(time|responseTime)":[\d.e+-]+/g, '');
    // The logger is live (other routes log), so the absence below means something.
    expect(logs).toContain('/health/live');
    for (const pan of PANS) {
      expect(logs).not.toContain(pan);
      expect(logs).not.toContain(pan.slice(0, 8));
      expect(logs).not.toContain(`${pan.slice(0, 4)} ${pan.slice(4, 8)}`);
    }
    expect(logs).not.toContain('"cvv"');
  });
});
