// Production refuses the demo seed, the sandbox gateway, a missing mail server and a missing
// card fingerprint key, unless the demo override is set; the real entry point exits with the
// message before touching any database. Outside production, the fingerprint key is generated once
// and kept in the database.
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { migrate, openDb, type DbHandle } from './db/index.js';
import { SandboxGateway } from './modules/payment/sandbox-gateway.js';
import {
  assertSafeToStart,
  cardFingerprintKey,
  productionProblems,
  StartupRefused,
} from './startup.js';
import { runService } from '../test/support/service-entry.js';

const KEY = 'x'.repeat(40);
const SAFE = {
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  SMTP_URL: 'smtp://mail.example.com:587',
  CARD_FINGERPRINT_KEY: KEY,
  TRUST_PROXY: '10.0.0.0/8',
};

describe('production start-up guard', () => {
  it('starts nothing unsafe: demo seed, sandbox gateway, no SMTP, no fingerprint key', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems.join('\n')).toMatch(/SEED_DEMO is on/);
    expect(problems.join('\n')).toMatch(/PAYMENT_GATEWAY is the sandbox/);
    expect(problems.join('\n')).toMatch(/SMTP_URL is not set/);
    expect(problems.join('\n')).toMatch(/CARD_FINGERPRINT_KEY is not set/);
    expect(() => assertSafeToStart(loadConfig({ NODE_ENV: 'production' }))).toThrow(StartupRefused);
    expect(() => assertSafeToStart(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      /Refusing to start with NODE_ENV=production/,
    );
  });

  it('names the demo seed alone when only it is on', () => {
    const problems = productionProblems(loadConfig({ ...SAFE, SEED_DEMO: 'true' }));
    expect(problems.filter((p) => p.includes('SEED_DEMO'))).toHaveLength(1);
    // Without Braintree configured the gateway is the sandbox: without the override it is always refused.
    expect(problems.some((p) => p.includes('sandbox'))).toBe(true);
  });

  it('lets a demonstration site start with the explicit override, but never without a fingerprint key', () => {
    expect(
      productionProblems(
        loadConfig({ ...SAFE, SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' }),
      ),
    ).toEqual([]);
    const noKey = productionProblems(
      loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true', TRUST_PROXY: 'none' }),
    );
    expect(noKey).toEqual([expect.stringMatching(/CARD_FINGERPRINT_KEY/)]);
  });

  it('refuses production without TRUST_PROXY, whatever the override; a list or none is accepted', () => {
    const { TRUST_PROXY: _, ...unset } = SAFE;
    // The demonstration override (the sandbox gateway here) does not lift it.
    const demo = { ...unset, ALLOW_DEMO_IN_PRODUCTION: 'true' };
    const problems = productionProblems(loadConfig(demo));
    expect(problems).toEqual([expect.stringMatching(/^TRUST_PROXY is not set: /)]);
    expect(problems[0]).toContain('TRUST_PROXY=none');
    expect(productionProblems(loadConfig({ ...demo, TRUST_PROXY: '' }))).toHaveLength(1);
    expect(
      productionProblems(loadConfig(unset)).filter((p) => p.startsWith('TRUST_PROXY')),
    ).toHaveLength(1);
    expect(productionProblems(loadConfig({ ...demo, TRUST_PROXY: 'none' }))).toEqual([]);
    expect(productionProblems(loadConfig({ ...demo, TRUST_PROXY: '10.0.0.5, ::1' }))).toEqual([]);
  });

  it("reads TRUST_PROXY=none as no trusted proxy, and refuses 'none' in a list", () => {
    expect(loadConfig({ TRUST_PROXY: 'none' })).toMatchObject({
      trustProxy: [],
      trustProxyConfigured: true,
    });
    expect(loadConfig({ TRUST_PROXY: 'NONE' }).trustProxy).toEqual([]);
    expect(loadConfig({})).toMatchObject({ trustProxy: [], trustProxyConfigured: false });
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,::1' }).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'none, 10.0.0.1' })).toThrow(/'none' stands alone/);
  });

  it('checks nothing outside production', () => {
    expect(productionProblems(loadConfig({}))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }))).toEqual([]);
  });

  it('refuses a short fingerprint key when the configuration is read', () => {
    expect(() => loadConfig({ CARD_FINGERPRINT_KEY: 'short' })).toThrow(/at least 32 characters/);
  });

  it('the entry point exits with the message and opens no database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'charter-guard-'));
    try {
      const r = await runService('main', [], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          SEED_DEMO: 'true',
          PGLITE_DATA_DIR: join(dataDir, 'db'),
          PORT: '0',
        },
        timeout: 60_000,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('Refusing to start with NODE_ENV=production');
      expect(r.stderr).toContain('SEED_DEMO is on');
      expect(r.stderr).toContain('ALLOW_DEMO_IN_PRODUCTION=true');
      expect(r.stderr).toContain('TRUST_PROXY is not set');
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(join(dataDir, 'db'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('card fingerprint key', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb();
    await migrate(handle.db);
  });
  afterAll(async () => handle?.close());

  it('uses the configured key', async () => {
    expect(await cardFingerprintKey(handle.db, loadConfig({ CARD_FINGERPRINT_KEY: KEY }))).toBe(
      KEY,
    );
  });

  it('generates a random key on first start outside production and keeps it', async () => {
    const first = await cardFingerprintKey(handle.db, loadConfig({}));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe('charter-sandbox-fingerprint');
    expect(await cardFingerprintKey(handle.db, loadConfig({}))).toBe(first);
    const stored = await handle.db
      .selectFrom('service_setting')
      .select('value')
      .where('key', '=', 'card_fingerprint_key')
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe(first);
  });

  it('keys the sandbox fingerprint with it: the same card gives different fingerprints under different keys', async () => {
    const now = new Date('2025-06-15T12:00:00Z');
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvv: '123' };
    const fingerprint = async (key: string) => {
      const t = await new SandboxGateway({ fingerprintKey: key }).tokenize(
        { db: handle.db, now },
        card,
      );
      if (!t.ok) throw new Error('tokenize failed');
      return (
        await handle.db
          .selectFrom('payment_card_token')
          .select('fingerprint')
          .where('token', '=', t.value.token)
          .executeTakeFirstOrThrow()
      ).fingerprint;
    };
    const a = await fingerprint(KEY);
    expect(a).toBe(createHmac('sha256', KEY).update(card.number).digest('hex'));
    expect(await fingerprint('y'.repeat(40))).not.toBe(a);
    expect(() => new SandboxGateway({ fingerprintKey: 'short' })).toThrow(/at least 32/);
  });
});
