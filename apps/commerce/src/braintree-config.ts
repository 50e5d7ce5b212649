// Braintree's settings from the environment (docs/decisions/1323). Braintree serves the card method
// when its merchant id and keys are set; otherwise the built-in sandbox gateway does.
import { z } from 'zod';

export interface BraintreeConfig {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** The merchant account (currency) sales go to; Braintree's default account when absent. */
  merchantAccountId: string | undefined;
  /** 'authorize': authorise, then submit for settlement; 'sale': settle in the same call. */
  capture: 'authorize' | 'sale';
  /**
   * Tests only: the gateway API's base URL (a local fake of Braintree). Never set in production:
   * the start-up guard refuses it (src/startup.ts).
   */
  gatewayUrl: string | undefined;
  /** Milliseconds one gateway call may take before it counts as failed. */
  timeoutMs: number;
}

const blank = (v: unknown) => (v === '' ? undefined : v);

const BraintreeEnv = z.object({
  BRAINTREE_ENVIRONMENT: z.preprocess(blank, z.enum(['sandbox', 'production']).optional()),
  BRAINTREE_MERCHANT_ID: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'BRAINTREE_MERCHANT_ID is letters, digits, - and _')
      .optional(),
  ),
  BRAINTREE_PUBLIC_KEY: z.preprocess(blank, z.string().optional()),
  BRAINTREE_PRIVATE_KEY: z.preprocess(blank, z.string().optional()),
  BRAINTREE_MERCHANT_ACCOUNT_ID: z.preprocess(blank, z.string().optional()),
  BRAINTREE_CAPTURE: z.preprocess(blank, z.enum(['authorize', 'sale']).default('sale')),
  BRAINTREE_GATEWAY_URL: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  BRAINTREE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(30),
});

const REQUIRED = [
  'BRAINTREE_ENVIRONMENT',
  'BRAINTREE_MERCHANT_ID',
  'BRAINTREE_PUBLIC_KEY',
  'BRAINTREE_PRIVATE_KEY',
] as const;

/** Braintree's configuration, or undefined when none of its variables is set; half a configuration is an error. */
export function braintreeConfig(env: NodeJS.ProcessEnv): BraintreeConfig | undefined {
  const e = BraintreeEnv.parse(env);
  const missing = REQUIRED.filter((k) => !e[k]);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0)
    throw new Error(
      `Braintree is half configured: set ${missing.join(', ')} too (or none of the BRAINTREE_ variables).`,
    );
  return {
    environment: e.BRAINTREE_ENVIRONMENT as BraintreeConfig['environment'],
    merchantId: e.BRAINTREE_MERCHANT_ID as string,
    publicKey: e.BRAINTREE_PUBLIC_KEY as string,
    privateKey: e.BRAINTREE_PRIVATE_KEY as string,
    merchantAccountId: e.BRAINTREE_MERCHANT_ACCOUNT_ID,
    capture: e.BRAINTREE_CAPTURE,
    gatewayUrl: e.BRAINTREE_GATEWAY_URL,
    timeoutMs: e.BRAINTREE_TIMEOUT_SECONDS * 1000,
  };
}

/** The card gateway: Braintree when configured (PAYMENT_GATEWAY may name it, but not without its settings). */
export function paymentGatewayOf(
  named: 'sandbox' | 'braintree' | undefined,
  braintree: BraintreeConfig | undefined,
): 'sandbox' | 'braintree' {
  if (named === 'braintree' && !braintree)
    throw new Error(
      'PAYMENT_GATEWAY=braintree needs BRAINTREE_ENVIRONMENT, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY.',
    );
  return named ?? (braintree ? 'braintree' : 'sandbox');
}
