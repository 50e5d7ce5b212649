// The rate limiter's counters in Redis (REDIS_URL): the same algorithm as DbRateStore, run as one
// Lua script per hit so it is atomic across replicas. Keys expire on their own.
import { createClient } from 'redis';
import type { RateRule, RateStore, RateVerdict } from './rate-limit.js';

// KEYS[1] counter; ARGV: now ms, cost, limit, window ms, block ms.
// Returns {hits, blocked_until ms}; hits = -1 when refused because the subject is blocked.
const HIT = `
local h = redis.call('HMGET', KEYS[1], 'hits', 'start', 'blocked')
local now, cost, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local window, block = tonumber(ARGV[4]), tonumber(ARGV[5])
local hits, start, blocked = tonumber(h[1]), tonumber(h[2]), tonumber(h[3])
if blocked and blocked > now then return {-1, blocked} end
if (not hits) or start <= now - window or blocked then
  hits = cost
  start = now
else
  hits = hits + cost
end
redis.call('HSET', KEYS[1], 'hits', hits, 'start', start)
local till = 0
if hits >= limit then
  till = now + block
  redis.call('HSET', KEYS[1], 'blocked', till)
else
  redis.call('HDEL', KEYS[1], 'blocked')
end
redis.call('PEXPIRE', KEYS[1], window + block)
return {hits, till}
`;

const REFUND = `
local hits = tonumber(redis.call('HGET', KEYS[1], 'hits'))
if not hits then return 0 end
hits = math.max(hits - 1, 0)
redis.call('HSET', KEYS[1], 'hits', hits)
if hits < tonumber(ARGV[1]) then redis.call('HDEL', KEYS[1], 'blocked') end
return hits
`;

function open(url: string) {
  return createClient({ url });
}
type Client = ReturnType<typeof open>;

export class RedisRateStore implements RateStore {
  private constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {}

  /** Connects before the service takes requests, so a wrong REDIS_URL fails at start. */
  static async connect(url: string, prefix: string): Promise<RedisRateStore> {
    const client = open(url);
    // Reconnection is the client's job; an error event without a listener would crash the process.
    client.on('error', () => {});
    await client.connect();
    return new RedisRateStore(client, prefix);
  }

  async hit(key: string, rule: RateRule, now: Date, cost: number): Promise<RateVerdict> {
    const args = [now.getTime(), cost, rule.limit, rule.windowMs, rule.blockMs].map(String);
    const [hits, until] = (await this.client.eval(HIT, {
      keys: [this.prefix + key],
      arguments: args,
    })) as [number, number];
    if (hits === -1)
      return { allowed: false, hits: 0, retryAfterMs: Math.max(0, until - now.getTime()) };
    return hits <= rule.limit
      ? { allowed: true, hits, retryAfterMs: 0 }
      : { allowed: false, hits, retryAfterMs: rule.blockMs };
  }

  async refund(key: string, rule: RateRule): Promise<void> {
    await this.client.eval(REFUND, { keys: [this.prefix + key], arguments: [String(rule.limit)] });
  }

  async peek(key: string, rule: RateRule, now: Date): Promise<number> {
    const [hits, start, blocked] = (
      await this.client.hmGet(this.prefix + key, ['hits', 'start', 'blocked'])
    ).map((v) => (v === null ? null : Number(v)));
    if (hits === null || hits === undefined) return 0;
    if (blocked) return blocked > now.getTime() ? Infinity : 0;
    return (start ?? 0) <= now.getTime() - rule.windowMs ? 0 : hits;
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.quit();
  }
}
