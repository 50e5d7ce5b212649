// Service configuration from the environment. Read once in main.ts; everything else receives it.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import { braintreeConfig, paymentGatewayOf, type BraintreeConfig } from './braintree-config.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const bool = (def: boolean) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? def : !['0', 'false', 'no', 'off'].includes(v.toLowerCase()),
    );

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('localhost'),
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().optional(),
  PUBLIC_BASE_URL: z.string().optional(),
  // E-mailed links are built on it, so only an http(s) address is accepted.
  STOREFRONT_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  SEED_DEMO: bool(true),
  SMTP_URL: z.string().optional(),
  OUTBOX_DIR: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  CONTACT_EMAIL: z.string().optional(),
  CONTENT_DIR: z.string().optional(),
  FREE_SHIPPING_THRESHOLD: z.coerce.number().min(0).default(2500),
  PAYMENT_GATEWAY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['sandbox', 'braintree']).optional(),
  ),
  // Addresses or CIDR ranges, or 'none' (clients connect directly); required in production (0980).
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (v) => {
        const list = (v ?? '').split(',').map((a) => a.trim().toLowerCase());
        return !list.includes('none') || list.filter(Boolean).length === 1;
      },
      { message: "TRUST_PROXY: 'none' stands alone (no proxy in front of the API)" },
    ),
  // Request limits and sessions (docs/decisions/0900-0905).
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^rediss?$/ }).optional(),
  ),
  REDIS_KEY_PREFIX: z.string().default('charter:limit:'),
  MAGENTO_STRICT: bool(false),
  ORDER_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(30),
  ORDER_LIMIT_PER_EMAIL: z.coerce.number().int().min(0).default(20),
  CUSTOMER_SESSION_MAX_HOURS: z.coerce.number().positive().max(8760).default(24),
  // Operator console sessions (docs/decisions/1404).
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().positive().max(720).default(12),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().positive().max(43_200).default(30),
  GRAPHQL_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  // The catalogue response cache's byte budget (docs/decisions/0983).
  RESPONSE_CACHE_MAX_MB: z.coerce.number().min(0).max(65_536).default(64),
  RESPONSE_CACHE_MAX_ENTRY_KB: z.coerce.number().min(0).max(1_048_576).default(1024),
  // How long a cached catalogue answer (stock included) is kept (docs/decisions/0990).
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  // Orders, payments and e-mail reliability (docs/decisions/0940-0949).
  ALLOW_DEMO_IN_PRODUCTION: bool(false),
  CARD_FINGERPRINT_KEY: z
    .string()
    .min(32, 'CARD_FINGERPRINT_KEY must be at least 32 characters')
    .optional(),
  OFFLINE_ORDER_PAYMENT_WINDOW_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(72),
  OFFLINE_ORDER_SWEEP_SECONDS: z.coerce.number().min(1).max(86_400).default(300),
  // Who may pay by check / purchase order, and their open unpaid total (docs/decisions/0558).
  OFFLINE_PAYMENT_CUSTOMER_GROUPS: z
    .string()
    .regex(
      /^\s*(none|\d+(\s*,\s*\d+)*)?\s*$/,
      'OFFLINE_PAYMENT_CUSTOMER_GROUPS: group ids like 5,7, or none',
    )
    .optional(),
  OFFLINE_UNPAID_ORDER_LIMIT: z.coerce.number().min(0).default(50_000),
  OUTBOX_SWEEP_SECONDS: z.coerce.number().min(1).max(86_400).default(30),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  OUTBOX_REDACT_AFTER_SEND: z.string().optional(),
  OUTBOX_CLAIM_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  // Shop-wide ceilings, across all clients (docs/decisions/0989); 0 turns one off.
  SHOP_PASSWORD_HASHES_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  SHOP_EMAILS_PER_HOUR: z.coerce.number().int().min(0).default(2000),
  // Card testing (docs/decisions/0556).
  CARD_TOKEN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(30),
  CAPTCHA_SECRET_KEY: z.string().optional(),
  CAPTCHA_VERIFY_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  // Browser origins allowed to call the API cross-origin (exact 'scheme://host[:port]', comma-separated).
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of list) {
        let ok = false;
        try {
          const u = new URL(origin);
          ok = (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === origin;
        } catch {
          ok = false;
        }
        if (!ok)
          ctx.addIssue({
            code: 'custom',
            message: `CORS_ORIGINS: '${origin}' is not an origin like https://shop.example.com`,
          });
      }
      return list;
    }),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  /** Ends with '/'. */
  publicBaseUrl: string;
  /** `${publicBaseUrl}media/` */
  mediaBaseUrl: string;
  /** The storefront's address, without a trailing '/'; e-mailed links (confirmation, password reset) point there. */
  storefrontUrl: string;
  logLevel: string;
  nodeEnv: string;
  production: boolean;
  seedDemo: boolean;
  /** SMTP server for outgoing mail; when absent, messages are written as .eml files to outboxDir. */
  smtpUrl: string | undefined;
  outboxDir: string;
  mailFrom: string;
  /** Where contact form messages (contactUs) are sent; the MAIL_FROM address by default. */
  contactEmail: string;
  /** The content documents cmsPage and cmsBlocks serve (docs/decisions/1302). */
  contentDir: string;
  /** Subtotal after discount (cents) from which free shipping is offered. */
  freeShippingThresholdCents: number;
  /** The card gateway behind the card payment method: the built-in sandbox, or Braintree when configured. */
  paymentGateway: 'sandbox' | 'braintree';
  /** Braintree's settings (BRAINTREE_*), when set (docs/decisions/1323). */
  braintree: BraintreeConfig | undefined;
  /**
   * Addresses or CIDR ranges of proxies (the storefront's servers, a load balancer) whose
   * X-Forwarded-For is believed. Empty: the client address is the socket's, and forwarded
   * headers are ignored, so a caller cannot pick the address sign-in throttling counts against.
   */
  trustProxy: string[];
  /**
   * Whether TRUST_PROXY was set at all (a list, or 'none' for no proxy in front of the API).
   * Production refuses to start without it (docs/decisions/0980).
   */
  trustProxyConfigured: boolean;
  /** Rate-limit counters go to Redis when set; otherwise to the database (rate_limit table). */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several shops (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Serve only what Magento Open Source 2.4.8's schema has (docs/decisions/1320). */
  magentoStrict: boolean;
  /** Orders placed per client address per hour; 0 turns the limit off. */
  orderLimitPerAddress: number;
  /** Orders placed per e-mail address per hour; 0 turns the limit off. */
  orderLimitPerEmail: number;
  /** Absolute lifetime of a customer session: refreshing a token never extends it past this. */
  customerSessionMaxMs: number;
  /** Absolute lifetime of an operator console session. */
  adminSessionMaxMs: number;
  /** An operator console session unused this long ends. */
  adminSessionIdleMs: number;
  /** No GraphQL field starts once a request has run this long (docs/decisions/0908). */
  graphqlDeadlineMs: number;
  /** Bytes the catalogue response cache may hold in all (0 keeps nothing; docs/decisions/0983). */
  responseCacheMaxBytes: number;
  /** An answer larger than this is never kept in the response cache. */
  responseCacheMaxEntryBytes: number;
  /** Lifetime of a cached catalogue answer; stock writes do not clear it, so it bounds stale stock (0990). */
  responseCacheMs: number;
  /** Lets NODE_ENV=production start with the demo seed or the sandbox gateway (a staging site). */
  allowDemoInProduction: boolean;
  /** HMAC key of card fingerprints; when absent outside production one is generated and kept in the database. */
  cardFingerprintKey: string | undefined;
  /** Unpaid check / purchase order orders are cancelled (stock released) after this long; 0 turns it off. */
  offlineOrderPaymentWindowMs: number;
  offlineOrderSweepMs: number;
  /** Customer groups offered check / money order and purchase order (0 = guests); empty: nobody. */
  offlinePaymentGroups: number[];
  /** Ceiling (cents) of unpaid offline orders open per customer, e-mail and client address; 0 turns it off. */
  offlineUnpaidLimitCents: number;
  /** How often unsent e-mails are retried, and after how many attempts one is dead-lettered. */
  outboxSweepMs: number;
  outboxMaxAttempts: number;
  /** Blank stored e-mail bodies once delivered; on by default in production. */
  outboxRedactAfterSend: boolean;
  /** How long a sender's claim on an outbox row lasts; a sender that died releases it by expiry. */
  outboxClaimMs: number;
  /** Card tokenisations per client address per hour; 0 turns the limit off. */
  cardTokenLimitPerAddress: number;
  /** Password hashes (argon2) per minute across all clients; 0 turns the ceiling off (0989). */
  shopPasswordHashesPerMinute: number;
  /** E-mails sent per hour across the shop; 0 turns the ceiling off (0989). */
  shopEmailsPerHour: number;
  /** reCAPTCHA secret: when set, placeOrder asks for a captcha answer after a declined card. */
  captchaSecretKey?: string;
  /** The siteverify address (Google's by default). */
  captchaVerifyUrl?: string;
  /**
   * Browser origins that may call the API cross-origin. Empty (the default): no CORS headers at
   * all, since the storefront calls the API from its server.
   */
  corsOrigins: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = EnvSchema.parse(env);
  const base = withSlash(e.PUBLIC_BASE_URL || `http://localhost:${e.PORT}/`);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteDataDir: e.PGLITE_DATA_DIR || resolve(REPO_ROOT, 'data/commerce'),
    publicBaseUrl: base,
    mediaBaseUrl: `${base}media/`,
    storefrontUrl: e.STOREFRONT_URL.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL || undefined,
    outboxDir: e.OUTBOX_DIR || resolve(REPO_ROOT, 'data/outbox'),
    mailFrom: e.MAIL_FROM || 'Charter Contract Furniture <orders@charter.example>',
    contactEmail:
      e.CONTACT_EMAIL ||
      addressOf(e.MAIL_FROM || 'Charter Contract Furniture <orders@charter.example>'),
    contentDir: e.CONTENT_DIR || resolve(REPO_ROOT, 'apps/storefront/content'),
    freeShippingThresholdCents: Math.round(e.FREE_SHIPPING_THRESHOLD * 100),
    paymentGateway: paymentGatewayOf(e.PAYMENT_GATEWAY, braintreeConfig(env)),
    braintree: braintreeConfig(env),
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== '' && a.toLowerCase() !== 'none'),
    trustProxyConfigured: (e.TRUST_PROXY ?? '').trim() !== '',
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    magentoStrict: e.MAGENTO_STRICT,
    orderLimitPerAddress: e.ORDER_LIMIT_PER_ADDRESS,
    orderLimitPerEmail: e.ORDER_LIMIT_PER_EMAIL,
    customerSessionMaxMs: Math.round(e.CUSTOMER_SESSION_MAX_HOURS * 3_600_000),
    adminSessionMaxMs: Math.round(e.ADMIN_SESSION_MAX_HOURS * 3_600_000),
    adminSessionIdleMs: Math.round(e.ADMIN_SESSION_IDLE_MINUTES * 60_000),
    graphqlDeadlineMs: e.GRAPHQL_DEADLINE_MS,
    responseCacheMaxBytes: Math.floor(e.RESPONSE_CACHE_MAX_MB * 1024 * 1024),
    responseCacheMaxEntryBytes: Math.floor(e.RESPONSE_CACHE_MAX_ENTRY_KB * 1024),
    responseCacheMs: e.RESPONSE_CACHE_SECONDS * 1000,
    allowDemoInProduction: e.ALLOW_DEMO_IN_PRODUCTION,
    cardFingerprintKey: e.CARD_FINGERPRINT_KEY || undefined,
    offlineOrderPaymentWindowMs: Math.round(e.OFFLINE_ORDER_PAYMENT_WINDOW_HOURS * 3_600_000),
    offlineOrderSweepMs: e.OFFLINE_ORDER_SWEEP_SECONDS * 1000,
    offlinePaymentGroups: groupIds(e.OFFLINE_PAYMENT_CUSTOMER_GROUPS?.trim() || '5,7'),
    offlineUnpaidLimitCents: Math.round(e.OFFLINE_UNPAID_ORDER_LIMIT * 100),
    outboxSweepMs: e.OUTBOX_SWEEP_SECONDS * 1000,
    outboxMaxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    outboxRedactAfterSend: bool(e.NODE_ENV === 'production').parse(e.OUTBOX_REDACT_AFTER_SEND),
    outboxClaimMs: e.OUTBOX_CLAIM_SECONDS * 1000,
    cardTokenLimitPerAddress: e.CARD_TOKEN_LIMIT_PER_ADDRESS,
    shopPasswordHashesPerMinute: e.SHOP_PASSWORD_HASHES_PER_MINUTE,
    shopEmailsPerHour: e.SHOP_EMAILS_PER_HOUR,
    captchaSecretKey: e.CAPTCHA_SECRET_KEY || undefined,
    captchaVerifyUrl: e.CAPTCHA_VERIFY_URL,
    corsOrigins: e.CORS_ORIGINS,
  };
}

/** The bare address of "Name <address>". */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** '5,7' as [5, 7]; 'none' as []. */
const groupIds = (v: string) =>
  v.trim() === 'none' ? [] : v.split(',').map((s) => Number(s.trim()));

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
