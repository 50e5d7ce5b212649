// How the API's answers to account calls (Magento 2.4.8 texts, reference sections 4 and 5) turn
// into what the visitor is told. Pure, so each mapping is tested without a server.
import { isUnreachable, type CommerceError } from '@/lib/result';

export const API_TEXT = {
  unconfirmed: "This account isn't confirmed. Verify and try again.",
  customerExists: 'A customer with the same email address already exists in an associated website.',
  alreadyActive: 'The account is already active.',
  notAuthorized: "The current customer isn't authorized.",
  /** The API's (and Magento's) answer to a missing, wrong or used reCAPTCHA answer (0987). */
  captchaFailed: 'ReCaptcha validation failed, please try again',
} as const;

/** What the mappings read of a call's error: its kind and the API's errors. */
type Failure = Pick<CommerceError, 'kind' | 'errors'>;

const messages = (f: Failure) => f.errors.map((e) => e.message ?? '');
const categories = (f: Failure) => f.errors.map((e) => e.extensions?.category ?? '');

export type SignInFailure = 'unconfirmed' | 'captcha' | 'incorrect';

/**
 * Spec: any failure reads as the incorrect-sign-in toast, except an unconfirmed account, and a
 * refused captcha answer (the visitor must answer the widget again; docs/decisions/0987).
 */
export function signInFailure(f: Failure): SignInFailure {
  if (messages(f).some((m) => m === API_TEXT.unconfirmed)) return 'unconfirmed';
  if (messages(f).some((m) => m === API_TEXT.captchaFailed)) return 'captcha';
  return 'incorrect';
}

export type CreateAccountFailure =
  { kind: 'exists' } | { kind: 'input'; message: string } | { kind: 'error' };

/** Taken e-mail gets its own screen; other input errors are the server's words; faults are generic. */
export function createAccountFailure(f: Failure): CreateAccountFailure {
  if (messages(f).some((m) => m === API_TEXT.customerExists)) return { kind: 'exists' };
  const input = f.errors.find((e) => e.extensions?.category === 'graphql-input' && e.message);
  return input ? { kind: 'input', message: input.message } : { kind: 'error' };
}

export type ConfirmOutcome = 'confirmed' | 'invalid' | 'error';

/** An already confirmed account counts as confirmed: the link did its job earlier. */
export function confirmFailure(f: Failure): ConfirmOutcome {
  if (messages(f).some((m) => m === API_TEXT.alreadyActive)) return 'confirmed';
  return isUnreachable(f) ? 'error' : 'invalid';
}

export type ResetOutcome = 'expired' | 'error';

/** Any refusal of the reset (unknown, used or expired token; mismatched e-mail) is an expired link. */
export function resetFailure(f: Failure): ResetOutcome {
  return isUnreachable(f) ? 'error' : 'expired';
}

/** Token checks: only an answer that the token is not a customer's any more signs the visitor out. */
export function isAuthFailure(f: Failure): boolean {
  return categories(f).some((c) => c === 'graphql-authentication' || c === 'graphql-authorization');
}

/**
 * Whether a session check's failure ends the session: the API refused the token, or answered
 * without a customer and without an error. An unreachable API or a server fault does not: the
 * visitor stays signed in and the next check decides.
 */
export function tokenRefused(f: Failure): boolean {
  return isAuthFailure(f) || (f.kind === 'graphql' && f.errors.length === 0);
}
