// The e-mail outbox delivers at least once: failed sends are retried by the sweeper with back-off
// until a transport that recovers takes them, hopeless ones are dead-lettered, a sender that died
// holding a row releases it when its lease expires, two sweepers never send one row twice, and
// sent bodies (links, gift card codes) are blanked. In production no .eml file is written.
import { readdirSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer, REDACTED_BODY, smtpTimeouts } from '../src/modules/notification/mailer.js';
import { testDbKinds } from './support/db.js';
import { startMovingApp, type MovingApp } from './support/moving-app.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
} from './support/checkout-flow.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

/** A transport that fails while `down` is true, and records what it sent. */
function flakyTransport() {
  const state = { down: true, sent: [] as string[], calls: 0 };
  const transport = {
    sendMail: async (m: { to: string; headers: Record<string, string> }) => {
      state.calls++;
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      state.sent.push(m.headers['X-Charter-Outbox-Id'] as string);
      return { messageId: 'x', message: Buffer.from('') };
    },
  } as unknown as Transporter;
  return { state, transport };
}

describe.each(testDbKinds())('e-mail outbox delivery (%s)', (kind) => {
  let t: MovingApp;
  beforeAll(async () => {
    // The app's own jobs are not used here: each test drives a Mailer of its own.
    t = await startMovingApp(kind, {
      env: {
        OUTBOX_SWEEP_SECONDS: '3600',
        NODE_ENV: 'production',
        ALLOW_DEMO_IN_PRODUCTION: 'true',
        ...OFFLINE_FOR_EVERYONE,
      },
    });
    // Stopped, and its first pass (run at start) finished: on a busy machine that pass could
    // otherwise reach the outbox after a test has written to it and take the test's rows.
    await t.app.jobs.stop();
  });
  afterAll(async () => t?.close());

  const SECRET = 'https://shop.example.test/customer/account/createPassword?token=s3cret';
  const enqueue = async (mailer: Mailer, to: string) =>
    mailer.enqueue(t.handle.db, {
      kind: 'password_reset',
      to,
      subject: 'Reset',
      text: `Open ${SECRET}`,
      html: `<a href="${SECRET}">Reset</a>`,
    });
  const row = (id: number) =>
    t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const mailerWith = (
    transport: Transporter,
    extra: Partial<ConstructorParameters<typeof Mailer>[0]> = {},
  ) =>
    new Mailer({
      db: t.handle.db,
      from: 'shop@example.com',
      outboxDir: t.outboxDir,
      transport,
      clock: t.now,
      redactAfterSend: true,
      backoffMs: 30_000,
      ...extra,
    });

  it('retries with back-off until the transport recovers, then blanks the stored bodies', async () => {
    const { state, transport } = flakyTransport();
    const mailer = mailerWith(transport);
    const ids = [await enqueue(mailer, 'a@example.com'), await enqueue(mailer, 'b@example.com')];
    for (const id of ids) mailer.deliverLater(id);
    await mailer.flush();
    expect(await row(ids[0] as number)).toMatchObject({
      sent_at: null,
      attempts: 1,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
      dead_at: null,
      claimed_until: null,
    });
    expect((await row(ids[0] as number)).next_attempt_at).toEqual(
      new Date(t.now().getTime() + 30_000),
    );

    // Not due yet: nothing is claimed.
    expect((await mailer.sweep()).claimed).toBe(0);
    t.advance(30_000);
    expect(await mailer.sweep()).toMatchObject({ claimed: 2, sent: 0, failed: 2 });
    // The second failure waits twice as long.
    expect((await row(ids[0] as number)).next_attempt_at).toEqual(
      new Date(t.now().getTime() + 60_000),
    );
    t.advance(59_000);
    expect((await mailer.sweep()).claimed).toBe(0);

    state.down = false;
    t.advance(1000);
    expect(await mailer.sweep()).toMatchObject({ claimed: 2, sent: 2 });
    expect(state.sent.sort()).toEqual(ids.map(String).sort());
    const sent = await row(ids[0] as number);
    expect(sent).toMatchObject({
      attempts: 3,
      error: null,
      text_body: REDACTED_BODY,
      html_body: null,
    });
    expect(sent.sent_at).toEqual(t.now());
    expect(
      JSON.stringify(
        await t.handle.db.selectFrom('email_outbox').selectAll().where('id', 'in', ids).execute(),
      ),
    ).not.toContain('s3cret');
    // Sent rows are never sent again.
    t.advance(3_600_000);
    expect((await mailer.sweep()).claimed).toBe(0);
    expect(state.sent).toHaveLength(2);
  });

  it('dead-letters a message after the last attempt and leaves it alone afterwards', async () => {
    const { state, transport } = flakyTransport();
    const mailer = mailerWith(transport, { maxAttempts: 3 });
    const id = await enqueue(mailer, 'dead@example.com');
    await mailer.deliver(id);
    for (let i = 0; i < 2; i++) {
      t.advance(3_600_000);
      await mailer.sweep();
    }
    const dead = await row(id);
    expect(dead.attempts).toBe(3);
    expect(dead.dead_at).toEqual(t.now());
    expect(dead.text_body).toContain('s3cret');
    state.down = false;
    t.advance(24 * 3_600_000);
    expect((await mailer.sweep()).claimed).toBe(0);
    expect(state.calls).toBe(3);
  });

  it('takes over a row whose sender died holding it, once the lease has expired', async () => {
    const { state, transport } = flakyTransport();
    state.down = false;
    const mailer = mailerWith(transport, { leaseMs: 120_000 });
    const id = await enqueue(mailer, 'orphan@example.com');
    // A sender claimed it and was killed before recording anything.
    await t.handle.db
      .updateTable('email_outbox')
      .set({ attempts: 1, claimed_until: new Date(t.now().getTime() + 120_000) })
      .where('id', '=', id)
      .execute();
    expect((await mailer.sweep()).claimed).toBe(0);
    t.advance(120_000);
    expect(await mailer.sweep()).toMatchObject({ claimed: 1, sent: 1 });
    expect((await row(id)).attempts).toBe(2);
  });

  it('a message still being sent keeps its claim past the lease: no second sender takes it (0985)', async () => {
    // The first sender's SMTP session hangs until released; its heartbeat is ticked by hand.
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow = {
      sendMail: async (m: { headers: Record<string, string> }) => {
        sent.push(m.headers['X-Charter-Outbox-Id'] as string);
        if (sent.length === 1) await hanging;
        return { messageId: 'x', message: Buffer.from('') };
      },
    } as unknown as Transporter;
    let tick: (() => Promise<void>) | null = null;
    const a = mailerWith(slow, {
      leaseMs: 120_000,
      heartbeat: (renew) => {
        tick = renew;
        return () => (tick = null);
      },
    });
    const b = mailerWith(slow, { leaseMs: 120_000, heartbeat: () => () => {} });
    const id = await enqueue(a, 'slow-smtp@example.com');
    a.deliverLater(id);
    for (let i = 0; i < 100 && sent.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sent).toEqual([String(id)]);
    // 100 s into the send the heartbeat renews the claim; at 200 s the first claim has run out.
    t.advance(100_000);
    await tick!();
    t.advance(100_000);
    expect((await b.sweep()).claimed).toBe(0);
    release();
    await a.flush();
    expect(sent).toEqual([String(id)]);
    const done = await row(id);
    expect(done.sent_at).toEqual(t.now());
    expect(done.claimed_until).toBeNull();
    expect(tick).toBeNull();
    // Sent: nobody takes it again.
    t.advance(3_600_000);
    expect((await b.sweep()).claimed).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('an SMTP server that never greets fails the send well inside the claim (0985)', async () => {
    const sum = (o: ReturnType<typeof smtpTimeouts>) =>
      o.connectionTimeout + o.greetingTimeout + o.socketTimeout;
    expect(sum(smtpTimeouts(120_000))).toBeLessThan(120_000);
    // A server that accepts the connection and says nothing.
    const sockets: Socket[] = [];
    const silent: Server = createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as { port: number };
    try {
      const mailer = new Mailer({
        db: t.handle.db,
        from: 'shop@example.com',
        outboxDir: t.outboxDir,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        clock: t.now,
        leaseMs: 800,
        heartbeat: () => () => {},
      });
      const id = await enqueue(mailer, 'silent-smtp@example.com');
      const started = performance.now();
      await mailer.deliver(id);
      expect(performance.now() - started).toBeLessThan(800);
      expect(await row(id)).toMatchObject({ sent_at: null, attempts: 1, claimed_until: null });
      expect((await row(id)).error).toMatch(/timeout|greeting/i);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });

  it('two sweepers (two replicas) send each row exactly once', async () => {
    const { state, transport } = flakyTransport();
    state.down = false;
    const a = mailerWith(transport, { batchSize: 5 });
    const b = mailerWith(transport, { batchSize: 5 });
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await enqueue(a, `many-${i}@example.com`));
    t.advance(1000);
    const runs = await Promise.all([
      a.sweep(),
      b.sweep(),
      a.sweep(),
      b.sweep(),
      a.sweep(),
      b.sweep(),
      a.sweep(),
      b.sweep(),
    ]);
    // Whatever a pass left (a batch is 5 rows), a last pass takes.
    await a.sweep();
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBeLessThanOrEqual(20);
    const mine = state.sent.filter((s) => ids.includes(Number(s)));
    expect(mine.sort()).toEqual(ids.map(String).sort());
  });

  it('in production: an order confirmation is sent, its body blanked, and no .eml file written', async () => {
    expect(t.config.production).toBe(true);
    const product = await pickSimpleProduct(t);
    const id = await newCart(t);
    await addItem(t, id, product.sku, 1);
    await readyForPayment(t, id, 'flatrate', 'prod-mail@example.com');
    await setPayment(t, id, { code: 'checkmo' });
    expect((await placeOrder(t, id)).data.placeOrder.errors).toEqual([]);
    // The server's own mailer (stream transport without files here): delivered after commit.
    for (let i = 0; i < 100; i++) {
      const r = await t.handle.db
        .selectFrom('email_outbox')
        .select('sent_at')
        .where('to_address', '=', 'prod-mail@example.com')
        .executeTakeFirst();
      if (r?.sent_at) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    const mail = await t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'prod-mail@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.sent_at).toEqual(t.now());
    expect(mail).toMatchObject({ text_body: REDACTED_BODY, html_body: null });
    expect(readdirSync(t.outboxDir)).toEqual([]);
  });
});
