// The service's one rate limiter (docs/decisions/0900-shared-rate-limits.md). Every limit (sign-in
// failures, password work, registration, coupon and gift card guesses, searches, orders) is a
// RateRule counted here, in the database by default or in Redis when REDIS_URL is set, so the
// limits hold across any number of API replicas sharing one of them.
//
// One algorithm in both stores: hits are counted in a window that starts at the first hit; the hit
// that reaches the limit blocks the subject for `blockMs`; while blocked, a hit is refused and
// not counted. Each hit is ONE atomic statement (an upsert, or a Lua script), so concurrent or
// aliased requests cannot slip past a limit. Time is the caller's (the request's injected clock).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';

export interface RateRule {
  /** Names the counter; part of the stored key. */
  name: string;
  /** Hits allowed within `windowMs`; the hit that reaches it blocks. */
  limit: number;
  windowMs: number;
  /** How long reaching the limit blocks the subject. */
  blockMs: number;
  /**
   * A restart may forget these counts: counted in memory where one process owns the database
   * (the embedded one), not written to it per hit (docs/decisions/0111).
   */
  volatile?: boolean;
}

export interface RateVerdict {
  allowed: boolean;
  /** Hits counted in the current window (0 when refused while blocked). */
  hits: number;
  /** When refused: how long until a hit can be allowed again. */
  retryAfterMs: number;
}

/** Where the counters live. */
export interface RateStore {
  hit(key: string, rule: RateRule, now: Date, cost: number): Promise<RateVerdict>;
  /** Gives one hit back (and lifts a block the hit caused). */
  refund(key: string, rule: RateRule): Promise<void>;
  /** Hits in the current window, without counting one; Infinity while blocked. */
  peek(key: string, rule: RateRule, now: Date): Promise<number>;
  close(): Promise<void>;
}

/** Subjects are client addresses, e-mails, cart ids: long ones are stored as their digest. */
export function keyOf(rule: RateRule, subject: string): string {
  const s =
    subject.length > 200 ? `sha256:${createHash('sha256').update(subject).digest('hex')}` : subject;
  return `${rule.name} ${s}`;
}

export class RateLimiter {
  /** `volatileStore`, when given, counts the rules marked `volatile` instead of `store`. */
  constructor(
    readonly store: RateStore,
    private readonly volatileStore?: RateStore,
  ) {}

  private storeFor(rule: RateRule): RateStore {
    return rule.volatile && this.volatileStore ? this.volatileStore : this.store;
  }

  /** Counts `cost` hits against the subject; `allowed` false when over the limit or blocked. */
  take(rule: RateRule, subject: string, now: Date, cost = 1): Promise<RateVerdict> {
    return this.storeFor(rule).hit(keyOf(rule, subject), rule, now, cost);
  }

  /** Gives back one hit, e.g. a sign-in that turned out correct. */
  refund(rule: RateRule, subject: string): Promise<void> {
    return this.storeFor(rule).refund(keyOf(rule, subject), rule);
  }

  /** True when one more hit would be refused; counts nothing. */
  async exhausted(rule: RateRule, subject: string, now: Date): Promise<boolean> {
    return (await this.storeFor(rule).peek(keyOf(rule, subject), rule, now)) >= rule.limit;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Counters in the rate_limit table (migration 0009): the default, needing nothing but the database. */
export class DbRateStore implements RateStore {
  private hitsSinceSweep = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, rule: RateRule, now: Date, cost: number): Promise<RateVerdict> {
    const blockEnd = new Date(now.getTime() + rule.blockMs);
    const hits = sql.ref('rate_limit.hits');
    const start = sql.ref('rate_limit.window_start');
    const blocked = sql.ref('rate_limit.blocked_until');
    // A new window starts when the old one has run out or a (now ended) block closed it.
    const fresh = sql`(${start} <= ${ts(new Date(now.getTime() - rule.windowMs))} or ${blocked} is not null)`;
    const count = sql<number>`(case when ${fresh} then ${cost}::int else ${hits} + ${cost}::int end)`;
    const row = await this.db
      .insertInto('rate_limit')
      .values({
        key,
        hits: cost,
        window_start: now,
        blocked_until: cost >= rule.limit ? blockEnd : null,
      })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            hits: count,
            window_start: sql<Date>`(case when ${fresh} then ${ts(now)} else ${start} end)`,
            blocked_until: sql<Date | null>`(case when ${count} >= ${rule.limit}::int then ${ts(blockEnd)} else null end)`,
          })
          .where((eb) =>
            eb.or([
              eb('rate_limit.blocked_until', 'is', null),
              eb('rate_limit.blocked_until', '<=', now),
            ]),
          ),
      )
      .returning('hits')
      .executeTakeFirst();
    if (++this.hitsSinceSweep >= 1000) await this.sweep(now);
    if (row && row.hits <= rule.limit) return { allowed: true, hits: row.hits, retryAfterMs: 0 };
    if (row) return { allowed: false, hits: row.hits, retryAfterMs: rule.blockMs };
    const held = await this.db
      .selectFrom('rate_limit')
      .select('blocked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    const until = held?.blocked_until ? new Date(held.blocked_until).getTime() : now.getTime();
    return { allowed: false, hits: 0, retryAfterMs: Math.max(0, until - now.getTime()) };
  }

  async refund(key: string, rule: RateRule): Promise<void> {
    await this.db
      .updateTable('rate_limit')
      .set({
        hits: sql<number>`greatest(hits - 1, 0)`,
        blocked_until: sql<Date | null>`(case when hits - 1 >= ${rule.limit}::int then blocked_until else null end)`,
      })
      .where('key', '=', key)
      .execute();
  }

  async peek(key: string, rule: RateRule, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit')
      .select(['hits', 'window_start', 'blocked_until'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return 0;
    if (row.blocked_until)
      return new Date(row.blocked_until).getTime() > now.getTime() ? Infinity : 0;
    return new Date(row.window_start).getTime() <= now.getTime() - rule.windowMs ? 0 : row.hits;
  }

  /** Rows idle for a day are of no further use (no rule has a longer window or block). */
  private async sweep(now: Date): Promise<void> {
    this.hitsSinceSweep = 0;
    const dayAgo = new Date(now.getTime() - 86_400_000);
    await this.db
      .deleteFrom('rate_limit')
      .where('window_start', '<', dayAgo)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
      .execute();
  }

  async close(): Promise<void> {}
}
