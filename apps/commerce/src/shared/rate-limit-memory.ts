// Rate counters in the process's memory: the same algorithm as DbRateStore and RedisRateStore.
// Used only where one process owns the database (the embedded PGlite database, which a writer lock
// keeps to one process), for rules that a restart may forget (docs/decisions/0111): there it
// counts exactly what the database would, without a write per hit. Each hit runs synchronously,
// so concurrent requests cannot slip past a limit.
import type { RateRule, RateStore, RateVerdict } from './rate-limit.js';

interface Counter {
  hits: number;
  start: number;
  blockedUntil: number | null;
}

/** Counters idle longer than this are dropped (no rule has a longer window or block). */
const IDLE_MS = 86_400_000;
const SWEEP_EVERY = 1000;

export class MemoryRateStore implements RateStore {
  private readonly counters = new Map<string, Counter>();
  private hitsSinceSweep = 0;

  async hit(key: string, rule: RateRule, now: Date, cost: number): Promise<RateVerdict> {
    const t = now.getTime();
    if (++this.hitsSinceSweep >= SWEEP_EVERY) this.sweep(t);
    const c = this.counters.get(key);
    if (c?.blockedUntil != null && c.blockedUntil > t)
      return { allowed: false, hits: 0, retryAfterMs: c.blockedUntil - t };
    const fresh = !c || c.start <= t - rule.windowMs || c.blockedUntil !== null;
    const hits = fresh ? cost : c.hits + cost;
    const blockedUntil = hits >= rule.limit ? t + rule.blockMs : null;
    this.counters.set(key, { hits, start: fresh ? t : c.start, blockedUntil });
    return hits <= rule.limit
      ? { allowed: true, hits, retryAfterMs: 0 }
      : { allowed: false, hits, retryAfterMs: rule.blockMs };
  }

  async refund(key: string, rule: RateRule): Promise<void> {
    const c = this.counters.get(key);
    if (!c) return;
    c.hits = Math.max(c.hits - 1, 0);
    if (c.hits < rule.limit) c.blockedUntil = null;
  }

  async peek(key: string, rule: RateRule, now: Date): Promise<number> {
    const c = this.counters.get(key);
    if (!c) return 0;
    if (c.blockedUntil !== null) return c.blockedUntil > now.getTime() ? Infinity : 0;
    return c.start <= now.getTime() - rule.windowMs ? 0 : c.hits;
  }

  private sweep(t: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, c] of this.counters) {
      if (c.start < t - IDLE_MS && (c.blockedUntil === null || c.blockedUntil < t))
        this.counters.delete(key);
    }
  }

  async close(): Promise<void> {}
}
