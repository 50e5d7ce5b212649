// Shop-wide ceilings (docs/decisions/0989): password hashing work and e-mails sent are counted
// across all clients, so many addresses together cannot exhaust the CPU or the mail reputation.
// Small ceilings are configured here; past one, sign-in answers as a locked one (no hash), an
// e-mail a visitor asks for is not written, and a message already written waits its turn.
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordWork } from '../src/modules/customer/passwords.js';
import { Mailer } from '../src/modules/notification/mailer.js';
import { RateLimiter } from '../src/shared/rate-limit.js';
import { MemoryRateStore } from '../src/shared/rate-limit-memory.js';
import { rateRules, SHOP_WIDE } from '../src/shared/rate-rules.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startClockedApp, type ClockedApp } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const SIGN_IN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;
const RESET = 'mutation($e: String!) { requestPasswordResetEmail(email: $e) }';

describe.each(testDbKinds())('shop-wide ceilings (%s)', (kind) => {
  let t: ClockedApp;
  beforeAll(async () => {
    t = await startClockedApp(kind, {
      env: { SHOP_PASSWORD_HASHES_PER_MINUTE: '3', SHOP_EMAILS_PER_HOUR: '2' },
    });
  });
  afterAll(async () => t?.close());

  it('password work: past the ceiling, sign-ins from fresh addresses are refused without hashing', async () => {
    const { email, password } = DEMO_CUSTOMERS.buyer;
    for (let i = 1; i <= 3; i++) {
      const r = await t.gql(SIGN_IN, { e: email, p: password }, { ip: `203.0.113.${i}` });
      expect(r.errors).toBeUndefined();
    }
    const hashes = passwordWork.runs;
    const over = await t.gql(SIGN_IN, { e: email, p: password }, { ip: '203.0.113.99' });
    expect(over.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    expect(passwordWork.runs).toBe(hashes);
    // The ceiling is per minute.
    t.advance(60_000);
    const again = await t.gql(SIGN_IN, { e: email, p: password }, { ip: '203.0.113.100' });
    expect(again.errors).toBeUndefined();
  });

  it('e-mails: past the ceiling, a requested reset e-mail is not written (the answer is the same)', async () => {
    const outbox = (to: string) =>
      t.handle.db
        .selectFrom('email_outbox')
        .select(['id', 'sent_at'])
        .where('to_address', '=', to)
        .where('kind', '=', 'password_reset')
        .execute();
    const sentTo = async (to: string) => {
      for (let i = 0; i < 200; i++) {
        const rows = await outbox(to);
        if (rows.length > 0 && rows.every((r) => r.sent_at !== null)) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no e-mail sent to ${to}`);
    };
    const [a, b, c] = [DEMO_CUSTOMERS.buyer, DEMO_CUSTOMERS.trade, DEMO_CUSTOMERS.design];
    expect((await t.gql(RESET, { e: a.email }, { ip: '198.51.100.1' })).data).toEqual({
      requestPasswordResetEmail: true,
    });
    await sentTo(a.email);
    await t.gql(RESET, { e: b.email }, { ip: '198.51.100.2' });
    await sentTo(b.email);
    const third = await t.gql(RESET, { e: c.email }, { ip: '198.51.100.3' });
    expect(third.data).toEqual({ requestPasswordResetEmail: true });
    expect(await outbox(c.email)).toEqual([]);
    // An hour later there is room again.
    t.advance(3_600_000);
    await t.gql(RESET, { e: c.email }, { ip: '198.51.100.4' });
    await sentTo(c.email);
  });

  it('e-mails: a written message past the ceiling waits (no attempt spent) and goes out later', async () => {
    let at = Date.parse('2030-01-01T00:00:00Z');
    const now = () => new Date(at);
    const rule = rateRules({
      orderLimitPerAddress: 30,
      orderLimitPerEmail: 20,
      shopEmailsPerHour: 2,
    }).mailShop;
    const limiter = new RateLimiter(new MemoryRateStore());
    const sent: string[] = [];
    const transport = {
      sendMail: async (m: { to: string }) => {
        sent.push(m.to);
        return { messageId: 'x', message: Buffer.from('') };
      },
    } as unknown as Transporter;
    const mailer = new Mailer({
      db: t.handle.db,
      from: 'shop@example.com',
      outboxDir: '/nonexistent',
      transport,
      clock: now,
      heartbeat: () => () => {},
      ceiling: (when) => limiter.take(rule, SHOP_WIDE, when),
    });
    const ids: number[] = [];
    for (const to of ['p1@example.com', 'p2@example.com', 'p3@example.com'])
      ids.push(
        await mailer.enqueue(t.handle.db, {
          kind: 'paced',
          to,
          subject: 's',
          text: 't',
          html: null,
        }),
      );
    for (const id of ids) await mailer.deliver(id);
    expect(sent).toEqual(['p1@example.com', 'p2@example.com']);
    const waiting = await t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', ids[2] as number)
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ sent_at: null, attempts: 0, claimed_until: null, error: null });
    expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(at);
    at += 3_600_000;
    expect(await mailer.sweep()).toMatchObject({ sent: 1 });
    expect(sent).toEqual(['p1@example.com', 'p2@example.com', 'p3@example.com']);
  });
});
