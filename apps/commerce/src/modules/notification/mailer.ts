// Outgoing e-mail. Every message is first written to email_outbox, in the caller's transaction
// (an order and its confirmation commit together), then delivered after commit through
// nodemailer: SMTP when SMTP_URL is set, otherwise as an .eml file in OUTBOX_DIR. A delivery
// failure is recorded in email_outbox.error and never fails the caller.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/types.js';
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
}

export class Mailer {
  private readonly transport: Transporter;
  private readonly toFiles: boolean;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly opts: MailerOptions) {
    this.toFiles = !opts.transport && !opts.smtpUrl;
    this.transport =
      opts.transport ??
      (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  }

  /** Writes the message to the outbox with the given executor (a transaction or the database). */
  async enqueue(db: Kysely<Database>, msg: OutgoingMessage): Promise<number> {
    const row = await db
      .insertInto('email_outbox')
      .values({ kind: msg.kind, to_address: msg.to, subject: msg.subject, text_body: msg.text, html_body: msg.html })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Delivers in the background after the caller has answered; flush() waits for it. */
  deliverLater(id: number): void {
    const p = this.deliver(id).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Sends one outbox message and records the result. Never throws. */
  async deliver(id: number): Promise<void> {
    try {
      const row = await this.opts.db.selectFrom('email_outbox').selectAll().where('id', '=', id).where('sent_at', 'is', null).executeTakeFirst();
      if (!row) return;
      try {
        const info = await this.transport.sendMail({
          from: this.opts.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          headers: { 'X-Charter-Outbox-Id': String(row.id) },
        });
        if (this.toFiles) {
          await mkdir(this.opts.outboxDir, { recursive: true });
          await writeFile(join(this.opts.outboxDir, `${String(row.id).padStart(6, '0')}-${row.kind}.eml`), info.message as Buffer);
        }
        await this.opts.db.updateTable('email_outbox').set({ sent_at: new Date(), error: null }).where('id', '=', id).execute();
      } catch (err) {
        this.opts.onError?.(err, id);
        const message = err instanceof Error ? err.message : String(err);
        await this.opts.db.updateTable('email_outbox').set({ error: message.slice(0, 1000) }).where('id', '=', id).execute();
      }
    } catch (err) {
      this.opts.onError?.(err, id);
    }
  }

  /** Waits for background deliveries (server shutdown, tests). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
