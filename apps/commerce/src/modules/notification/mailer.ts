// Outgoing e-mail. Every message is first written to email_outbox, in the caller's transaction
// (an order and its confirmation commit together), then delivered after commit through
// nodemailer: SMTP when SMTP_URL is set, otherwise as an .eml file in OUTBOX_DIR (never in
// production). A delivery failure never fails the caller: the row is retried by sweep() with
// back-off and dead-lettered after the last attempt (docs/decisions/0947-outbox-delivery.md).
// A row is claimed (attempts + 1, a lease in claimed_until) before it is sent, so several
// replicas and the after-commit delivery never send it twice at the same time. While a message is
// being sent its claim is renewed, and the SMTP session's timeouts are shorter than the claim, so
// a slow SMTP server cannot let the claim run out mid-send (docs/decisions/0985).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely, type Selectable } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Database } from '../../db/types.js';
import type { EmailOutboxTable } from './tables.js';
import type { Db } from '../../db/index.js';

export interface OutgoingMessage {
  /** e.g. 'order_confirmation' */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface MailerOptions {
  db: Db;
  from: string;
  /** SMTP server URL (smtp:// or smtps://); when absent messages go to files in outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  /** Injected transport (tests); overrides smtpUrl. */
  transport?: Transporter;
  onError?: (err: unknown, outboxId: number) => void;
  /** False in production: .eml files would keep links and gift card codes on disk. Default true. */
  writeFiles?: boolean;
  /** Blank the bodies once sent (they hold reset links and gift card codes). Default false. */
  redactAfterSend?: boolean;
  /** Attempts before a message is dead-lettered. Default 8. */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt up to maxBackoffMs. Default 30 s. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claim keeps other senders away (a sender that died releases it by expiry). Default 2 min. */
  leaseMs?: number;
  /** Rows claimed per sweep pass. Default 50. */
  batchSize?: number;
  clock?: () => Date;
  /**
   * Runs `renew` every `everyMs` while a message is being sent, until the returned stop function
   * is called. Default: a timer. Tests drive it by hand.
   */
  heartbeat?: (renew: () => Promise<void>, everyMs: number) => () => void;
  /**
   * The shop-wide e-mail ceiling (docs/decisions/0989): charged before each message is handed to
   * the transport; false means over it, and the message waits (not an attempt) until `retryAfterMs`.
   */
  ceiling?: (now: Date) => Promise<{ allowed: boolean; retryAfterMs: number }>;
}

const DEFAULT_LEASE_MS = 120_000;

/**
 * The SMTP session's waits, each a quarter of the claim: connecting, the server's greeting, and
 * any silence on the socket. A server that stops answering fails the send well before the claim
 * runs out (nodemailer's defaults are 2 min, 30 s and 10 min).
 */
export function smtpTimeouts(leaseMs: number): {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
} {
  const each = Math.max(50, Math.floor(leaseMs / 4));
  return { connectionTimeout: each, greetingTimeout: each, socketTimeout: each };
}

const timerHeartbeat = (renew: () => Promise<void>, everyMs: number): (() => void) => {
  const timer = setInterval(() => void renew(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

export const REDACTED_BODY = '[Removed after delivery.]';

type OutboxRow = Selectable<EmailOutboxTable>;

export interface SweepResult {
  claimed: number;
  sent: number;
  failed: number;
  dead: number;
  /** Put back unsent because the shop-wide e-mail ceiling was reached. */
  deferred: number;
}

export class Mailer {
  private readonly transport: Transporter;
  private readonly toFiles: boolean;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly now: () => Date;

  constructor(private readonly opts: MailerOptions) {
    this.toFiles = !opts.transport && !opts.smtpUrl && opts.writeFiles !== false;
    this.transport =
      opts.transport ??
      (opts.smtpUrl
        ? nodemailer.createTransport(
            new SMTPTransport({
              url: opts.smtpUrl,
              ...smtpTimeouts(opts.leaseMs ?? DEFAULT_LEASE_MS),
            }),
          )
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
    this.now = opts.clock ?? (() => new Date());
  }

  /** Writes the message to the outbox with the given executor (a transaction or the database). */
  async enqueue(db: Kysely<Database>, msg: OutgoingMessage): Promise<number> {
    const row = await db
      .insertInto('email_outbox')
      .values({
        kind: msg.kind,
        to_address: msg.to,
        subject: msg.subject,
        text_body: msg.text,
        html_body: msg.html,
        next_attempt_at: this.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Delivers in the background after the caller has answered; flush() waits for it. */
  deliverLater(id: number): void {
    this.track(this.deliver(id));
  }

  /** Claims and sends one outbox message and records the result. Never throws. */
  async deliver(id: number): Promise<void> {
    try {
      const [row] = await this.claim(id);
      if (row) await this.send(row);
    } catch (err) {
      this.opts.onError?.(err, id);
    }
  }

  /**
   * One sweeper pass: claims due unsent rows (SKIP LOCKED, so replicas take different rows) and
   * sends them. Rows whose sender died are due again once their lease has expired.
   */
  async sweep(): Promise<SweepResult> {
    const rows = await this.claim(null);
    const result: SweepResult = { claimed: rows.length, sent: 0, failed: 0, dead: 0, deferred: 0 };
    for (const row of rows) {
      const outcome = await this.send(row).catch((err: unknown) => {
        this.opts.onError?.(err, row.id);
        return 'failed' as const;
      });
      result[outcome]++;
    }
    return result;
  }

  /** Waits for background deliveries (server shutdown, tests). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private track(p: Promise<unknown>): void {
    const q = p.finally(() => this.pending.delete(q));
    this.pending.add(q);
  }

  /** Takes the lease on one row (by id) or on a batch of due rows (null): attempts + 1. */
  private async claim(id: number | null): Promise<OutboxRow[]> {
    const now = this.now();
    const until = new Date(now.getTime() + this.leaseMs);
    const free = sql<boolean>`(claimed_until is null or claimed_until <= ${now})`;
    const due = this.opts.db
      .selectFrom('email_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('dead_at', 'is', null)
      .where(free)
      .$if(id !== null, (q) => q.where('id', '=', id as number))
      .$if(id === null, (q) =>
        q
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(this.opts.batchSize ?? 50),
      )
      .forUpdate()
      .skipLocked();
    return this.opts.db
      .updateTable('email_outbox')
      .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  private get leaseMs(): number {
    return this.opts.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /**
   * Keeps the claim on a row while it is being sent: every third of the lease the claim is moved
   * to now + lease, only while it is still this sender's (its claimed_until unchanged). Returns
   * the stop function, which waits for a renewal in flight.
   */
  private holdClaim(row: OutboxRow): () => Promise<void> {
    let held = row.claimed_until;
    let inFlight: Promise<void> | null = null;
    let stopped = false;
    const renew = async (): Promise<void> => {
      if (inFlight) return inFlight;
      if (stopped || held === null) return;
      const until = new Date(this.now().getTime() + this.leaseMs);
      inFlight = this.opts.db
        .updateTable('email_outbox')
        .set({ claimed_until: until })
        .where('id', '=', row.id)
        .where('sent_at', 'is', null)
        .where('claimed_until', '=', held)
        .returning('claimed_until')
        .executeTakeFirst()
        .then((r) => {
          held = r ? r.claimed_until : null;
        })
        .catch((err: unknown) => this.opts.onError?.(err, row.id))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    };
    const stop = (this.opts.heartbeat ?? timerHeartbeat)(
      renew,
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    return async () => {
      stopped = true;
      stop();
      await inFlight;
    };
  }

  /**
   * Over the shop-wide e-mail ceiling: the row goes back unsent and unclaimed, its attempt given
   * back, due again when the ceiling has room.
   */
  private async defer(row: OutboxRow, retryAfterMs: number): Promise<'deferred'> {
    await this.opts.db
      .updateTable('email_outbox')
      .set((eb) => ({
        claimed_until: null,
        attempts: eb('attempts', '-', 1),
        next_attempt_at: new Date(this.now().getTime() + Math.max(1000, retryAfterMs)),
      }))
      .where('id', '=', row.id)
      .execute();
    return 'deferred';
  }

  private async send(row: OutboxRow): Promise<'sent' | 'failed' | 'dead' | 'deferred'> {
    const db = this.opts.db;
    const room = await this.opts.ceiling?.(this.now());
    if (room && !room.allowed) return this.defer(row, room.retryAfterMs);
    const release = this.holdClaim(row);
    try {
      const info = await this.transport.sendMail({
        from: this.opts.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        headers: { 'X-Charter-Outbox-Id': String(row.id) },
      });
      await release();
      if (this.toFiles) {
        await mkdir(this.opts.outboxDir, { recursive: true });
        await writeFile(
          join(this.opts.outboxDir, `${String(row.id).padStart(6, '0')}-${row.kind}.eml`),
          info.message as Buffer,
        );
      }
      const now = this.now();
      const redact = this.opts.redactAfterSend
        ? { text_body: REDACTED_BODY, html_body: null, redacted_at: now }
        : {};
      await db
        .updateTable('email_outbox')
        .set({ sent_at: now, error: null, claimed_until: null, ...redact })
        .where('id', '=', row.id)
        .execute();
      return 'sent';
    } catch (err) {
      await release();
      this.opts.onError?.(err, row.id);
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const now = this.now();
      const dead = row.attempts >= (this.opts.maxAttempts ?? 8);
      const delay = Math.min(
        (this.opts.backoffMs ?? 30_000) * 2 ** Math.max(0, row.attempts - 1),
        this.opts.maxBackoffMs ?? 3_600_000,
      );
      await db
        .updateTable('email_outbox')
        .set({
          error: message,
          claimed_until: null,
          next_attempt_at: new Date(now.getTime() + delay),
          dead_at: dead ? now : null,
        })
        .where('id', '=', row.id)
        .execute();
      return dead ? 'dead' : 'failed';
    }
  }
}
