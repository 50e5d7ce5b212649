// Every request limit of the service and its figures, in one place (docs/decisions/0900-0905).
// Counted by the shared RateLimiter (rate-limit.ts), per client address unless said otherwise.
import type { Config } from '../config.js';
import type { RequestContext } from '../context.js';
import { isEmbedded, type Db } from '../db/index.js';
import { addressKey } from './address-key.js';
import { DbRateStore, RateLimiter, type RateRule } from './rate-limit.js';
import { MemoryRateStore } from './rate-limit-memory.js';
import { RedisRateStore } from './rate-limit-redis.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const rule = (
  name: string,
  limit: number,
  windowMs: number,
  blockMs = windowMs,
  volatile = false,
): RateRule =>
  volatile ? { name, limit, windowMs, blockMs, volatile } : { name, limit, windowMs, blockMs };

/** The subject of the shop-wide ceilings: one counter for every client. */
export const SHOP_WIDE = 'shop';

type RuleConfig = Pick<Config, 'orderLimitPerAddress' | 'orderLimitPerEmail'> &
  Partial<
    Pick<Config, 'cardTokenLimitPerAddress' | 'shopPasswordHashesPerMinute' | 'shopEmailsPerHour'>
  >;

export function rateRules(config: RuleConfig) {
  return {
    /** Failed sign-ins from one address, across e-mails (refunded when the password is right). */
    signInAddress: rule('sign-in-address', 20, 10 * MIN),
    /** Failed sign-ins for an e-mail without an account: locks it as an account would be locked. */
    signInUnknownEmail: rule('sign-in-email', 10, 10 * MIN),
    /** Password reset and confirmation e-mails requested from one address. */
    mailRequest: rule('mail-request', 20, 10 * MIN),
    /** Every field that hashes or verifies a password (argon2id, ~50 ms of CPU each). */
    passwordWork: rule('password-work', 100, 10 * MIN),
    /** The same work across all clients (subject SHOP_WIDE, 0 = off; docs/decisions/0989). */
    passwordWorkShop: rule('password-work-shop', config.shopPasswordHashesPerMinute ?? 1200, MIN),
    /** E-mails handed to the transport across the shop (subject SHOP_WIDE, 0 = off; 0989). */
    mailShop: rule('mail-shop', config.shopEmailsPerHour ?? 2000, HOUR),
    /** Newsletter confirmation e-mails asked for, per address and per subscribed e-mail (0988). */
    newsletterAddress: rule('newsletter-address', 10, HOUR),
    newsletterEmail: rule('newsletter-email', 3, DAY),
    /** Accounts created from one address (each may send an e-mail with a chosen name). */
    registration: rule('registration', 30, HOUR),
    /** Coupon codes tried, per address and per cart. */
    couponAddress: rule('coupon-address', 30, 10 * MIN),
    couponCart: rule('coupon-cart', 10, 10 * MIN),
    /** Gift card codes tried, per address and per cart. */
    giftCardAddress: rule('gift-card-address', 30, 10 * MIN),
    giftCardCart: rule('gift-card-cart', 10, 10 * MIN),
    /** Product reviews written from one address (docs/decisions/1101). */
    reviewAddress: rule('review-address', 10, HOUR),
    /** Contact form messages sent from one address (docs/decisions/1302). */
    contact: rule('contact', 10, HOUR),
    /** Guest compare lists created from one address (docs/decisions/1111). */
    compareListCreate: rule('compare-list-create', 60, 10 * MIN),
    /** Product searches that miss the response cache; a shopper's keystroke writes nothing (volatile). */
    search: rule('search', 120, MIN, MIN, true),
    /** Orders placed (0 = no limit). */
    orderAddress: rule('order-address', config.orderLimitPerAddress, HOUR),
    orderEmail: rule('order-email', config.orderLimitPerEmail, HOUR),
    /** Declined card payments (docs/decisions/0556): a cart is locked for a day at the third. */
    declineCart: rule('decline-cart', 3, DAY),
    declineAddress: rule('decline-address', 10, HOUR),
    declineEmail: rule('decline-email', 5, HOUR),
    /** Per card fingerprint: a card number declined three times is refused for a day, everywhere. */
    declineCard: rule('decline-card', 3, DAY),
    /** Card tokenisations (POST /payments/sandbox/tokens) per address (0 = no limit). */
    cardTokenAddress: rule('card-token-address', config.cardTokenLimitPerAddress ?? 30, HOUR),
  } as const;
}

export type RateRules = ReturnType<typeof rateRules>;

/** The limiter and its rules, handed to every module that limits something. */
export interface Limits {
  limiter: RateLimiter;
  rules: RateRules;
}

/**
 * The key per-address limits count the caller under (an IPv6 address by its /64, see
 * address-key.ts), whoever the caller is. Every per-address limit derives its key here or in
 * visitorAddress.
 */
export const clientAddressKey = (ctx: Pick<RequestContext, 'clientAddress'>): string =>
  addressKey(ctx.clientAddress);

/** The key per-address limits count against, or null when the caller is a trusted proxy itself. */
export const visitorAddress = (
  ctx: Pick<RequestContext, 'clientAddress' | 'clientAddressIsVisitor'>,
): string | null => (ctx.clientAddressIsVisitor === false ? null : clientAddressKey(ctx));

/** The in-memory counters of each embedded database (its one process may build several servers on it). */
const embeddedCounters = new WeakMap<Db, MemoryRateStore>();

function memoryStoreOf(db: Db): MemoryRateStore {
  let store = embeddedCounters.get(db);
  if (!store) embeddedCounters.set(db, (store = new MemoryRateStore()));
  return store;
}

/**
 * Redis when REDIS_URL is set, else the database; on the embedded database (one process) the
 * volatile rules are counted in memory beside it.
 */
export async function openLimits(
  db: Db,
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'> & RuleConfig,
): Promise<Limits> {
  const store = config.redisUrl
    ? await RedisRateStore.connect(config.redisUrl, config.redisKeyPrefix)
    : new DbRateStore(db);
  const volatile = !config.redisUrl && isEmbedded(db) ? memoryStoreOf(db) : undefined;
  return { limiter: new RateLimiter(store, volatile), rules: rateRules(config) };
}

/**
 * Charges one unit to a shop-wide ceiling; true when within it (or the ceiling is off). One
 * counter for every client, so a distributed attack meets it as one client would.
 */
export async function chargeShopWide(
  limits: Limits,
  rule: RateRule,
  now: Date,
  cost = 1,
): Promise<boolean> {
  if (rule.limit <= 0) return true;
  return (await limits.limiter.take(rule, SHOP_WIDE, now, cost)).allowed;
}

/** True when a shop-wide ceiling has no room left (counts nothing). */
export async function shopWideExhausted(
  limits: Limits,
  rule: RateRule,
  now: Date,
): Promise<boolean> {
  if (rule.limit <= 0) return false;
  return limits.limiter.exhausted(rule, SHOP_WIDE, now);
}
