// Start-up checks, secrets and the card gateway the service resolves before it serves anything.
// See docs/decisions/0943-production-start-up-guard.md, 0946-card-fingerprint-key.md and 0980.
import { randomBytes } from 'node:crypto';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { braintreeProblems } from './modules/payment/braintree-startup.js';
import type { PaymentGateway } from './modules/payment/gateway.js';
import { SandboxGateway } from './modules/payment/sandbox-gateway.js';

export class StartupRefused extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Refusing to start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'StartupRefused';
  }
}

/** What makes this configuration unsafe for production; empty outside production. */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.allowDemoInProduction) {
    if (config.seedDemo) {
      problems.push(
        'SEED_DEMO is on: the demo seed publishes account passwords (the console operator admin@charter.example among them) and a $10,000 gift card. Set SEED_DEMO=false.',
      );
    }
    if (config.paymentGateway === 'sandbox') {
      problems.push(
        'PAYMENT_GATEWAY is the sandbox: it approves test cards without moving money. Configure a real gateway, ' +
          'or set ALLOW_DEMO_IN_PRODUCTION=true for a demonstration site that takes no real orders.',
      );
    }
    problems.push(...braintreeProblems(config));
    if (!config.smtpUrl) {
      problems.push(
        'SMTP_URL is not set: order confirmations and gift card codes would never leave the server (no .eml files are written in production).',
      );
    }
  }
  if (!config.cardFingerprintKey)
    problems.push(
      'CARD_FINGERPRINT_KEY is not set: production needs its own secret key (32 characters or more).',
    );
  if (!config.trustProxyConfigured)
    problems.push(
      'TRUST_PROXY is not set: behind the storefront every call would come from its address, so one visitor could use up ' +
        "every per-address limit for the whole shop. List the storefront servers' and load balancers' addresses or CIDR " +
        'ranges (TRUST_PROXY=10.0.0.0/8), or set TRUST_PROXY=none when clients reach the API directly.',
    );
  return problems;
}

/** Throws StartupRefused, listing every problem at once, when production is misconfigured. */
export function assertSafeToStart(config: Config): void {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new StartupRefused(problems);
}

const FINGERPRINT_SETTING = 'card_fingerprint_key';

/**
 * The card fingerprint's HMAC key: CARD_FINGERPRINT_KEY when set (required in production);
 * otherwise a random key generated on first start and kept in service_setting, so fingerprints
 * (saved-card matching) stay stable across restarts and replicas of one database.
 */
export async function cardFingerprintKey(db: Db, config: Config): Promise<string> {
  // Production without the variable never gets here: main.ts refuses to start (productionProblems).
  if (config.cardFingerprintKey) return config.cardFingerprintKey;
  // Insert-if-absent then read: two replicas starting together agree on the first one's key.
  await db
    .insertInto('service_setting')
    .values({ key: FINGERPRINT_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('service_setting')
    .select('value')
    .where('key', '=', FINGERPRINT_SETTING)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The card gateway the configuration names: Braintree when it is configured, else the sandbox.
 * Braintree's SDK is loaded only then: it adds about 15 MB to the process and 45-110 ms of CPU
 * to a start (profiled; within the noise of a whole start).
 */
export async function configuredGateway(db: Db, config: Config): Promise<PaymentGateway> {
  if (config.paymentGateway === 'braintree' && config.braintree) {
    const { BraintreeGateway } = await import('./modules/payment/braintree-gateway.js');
    return new BraintreeGateway(config.braintree);
  }
  return new SandboxGateway({ fingerprintKey: await cardFingerprintKey(db, config) });
}
