// Service configuration from the environment. Read once in main.ts; everything else receives it.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const bool = (def: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? def : !['0', 'false', 'no', 'off'].includes(v.toLowerCase())));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('localhost'),
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().optional(),
  PUBLIC_BASE_URL: z.string().optional(),
  // E-mailed links are built on it, so only an http(s) address is accepted.
  STOREFRONT_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).default('http://localhost:3000')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  SEED_DEMO: bool(true),
  SMTP_URL: z.string().optional(),
  OUTBOX_DIR: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  FREE_SHIPPING_THRESHOLD: z.coerce.number().min(0).default(2500),
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  TRUST_PROXY: z.string().optional(),
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
  /** Subtotal after discount (cents) from which free shipping is offered. */
  freeShippingThresholdCents: number;
  /** The card gateway behind the card payment method; only the built-in sandbox exists so far. */
  paymentGateway: 'sandbox';
  /**
   * Addresses or CIDR ranges of proxies (the storefront's servers, a load balancer) whose
   * X-Forwarded-For is believed. Empty: the client address is the socket's, and forwarded
   * headers are ignored, so a caller cannot pick the address sign-in throttling counts against.
   */
  trustProxy: string[];
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
    freeShippingThresholdCents: Math.round(e.FREE_SHIPPING_THRESHOLD * 100),
    paymentGateway: e.PAYMENT_GATEWAY,
    trustProxy: (e.TRUST_PROXY ?? '').split(',').map((a) => a.trim()).filter(Boolean),
  };
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
