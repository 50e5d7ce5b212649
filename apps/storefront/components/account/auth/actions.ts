'use server';
// Sign-in, sign-out, session upkeep, registration and password reset as server actions. The token
// never reaches the browser: it goes from the API into httpOnly cookies here. Sign-in and the
// other account mutations carry the visitor's address (X-Forwarded-For) so the API throttles
// visitors, not the storefront (docs/decisions/0970-client-address-and-trusted-proxies.md). The tags these
// revalidate are listed in lib/commerce/cache.ts (MUTATION_TAGS: account).
import { redirect, RedirectType } from 'next/navigation';
import { refreshAfter, revalidateAfter } from '@/lib/commerce/cache';
import { clearCartId, readCartId, writeCartId } from '@/lib/commerce/cart/cart-cookie';
import { config } from '@/lib/config';
import {
  createAccount,
  customerCart,
  generateToken,
  refreshToken,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  revokeToken,
  validateToken,
  type Validation,
} from '@/lib/commerce/customer/account-api';
import {
  createAccountFailure,
  resetFailure,
  signInFailure,
} from '@/lib/commerce/customer/auth-errors';
import {
  emailError,
  hasAuthErrors,
  validateAccount,
  validateLogin,
  validateNewPassword,
  type AuthFieldErrors,
} from '@/lib/commerce/customer/auth-validation';
import { accountCaller, calledByScript } from '@/lib/commerce/customer/request-info';
import {
  clearSession,
  DASHBOARD_ROUTE,
  readSessionToken,
  safeReturnPath,
  writeSession,
  type SessionToken,
} from '@/lib/commerce/customer/session-cookie';
import type { MessageKey } from '@/lib/i18n/catalog';
import { getTranslator } from '@/lib/i18n/translator';
import { getLandingView, getStoreView } from '@/lib/store-view';
import { assignCompareListAtSignIn, forgetCompareUid } from '@/lib/commerce/catalog/compare';
import { formSecret as secret, formText as text } from '@/lib/forms/form-data';
import {
  failure as failed,
  success,
  type ActionResult,
  type FormState,
  type Success,
} from '@/lib/forms/result';
import { isUnreachable } from '@/lib/result';

export type AuthResult = ActionResult<
  { redirectTo?: string | null },
  { reason?: 'unconfirmed' | 'exists' | 'expired'; email?: string }
>;

async function failure(
  key: MessageKey,
  extra: { reason?: 'unconfirmed' | 'exists' | 'expired'; email?: string } = {},
): Promise<AuthResult> {
  const t = await getTranslator();
  return failed({ message: t(key), ...extra });
}

const fieldFailure = (fieldErrors: AuthFieldErrors): AuthResult => failed({ fieldErrors });

/**
 * A form that succeeded goes on to `redirectTo`: the page's script navigates there when the
 * answer arrives; a form the browser posted itself (before the script ran, or without script)
 * gets the page the action renders, so the action redirects it here instead.
 */
async function goOn(redirectTo: string | null): Promise<AuthResult> {
  if (redirectTo && !(await calledByScript())) redirect(redirectTo, RedirectType.replace);
  return success({ redirectTo });
}

/** The reCAPTCHA widget adds its answer to the form as g-recaptcha-response. */
const captchaAnswer = (form: FormData) =>
  config.captchaSiteKey ? text(form, 'g-recaptcha-response', 4096) : '';

/** Stores the token and takes over the guest cart (spec: a customer cart merged from the guest cart). */
async function startSession(session: SessionToken): Promise<void> {
  await writeSession(session);
  const cartId = await customerCart(await getStoreView(), session.token, await readCartId());
  if (cartId) await writeCartId(cartId);
  else await clearCartId();
  await assignCompareListAtSignIn(await getStoreView(), session.token);
}

export async function loginAction(
  _prev: FormState<AuthResult>,
  form: FormData,
): Promise<AuthResult> {
  const email = text(form, 'email');
  const password = secret(form, 'password');
  const errors = validateLogin({ email, password });
  if (hasAuthErrors(errors)) return fieldFailure(errors);
  const captcha = captchaAnswer(form);
  if (config.captchaSiteKey && !captcha) return failure('customer.account.login.captchaRequired');
  const answer = await generateToken(await accountCaller(captcha), email, password);
  if (!answer.ok) {
    const why = signInFailure(answer.error);
    if (why === 'unconfirmed')
      return failure('customer.account.login.error.unconfirmed', { reason: 'unconfirmed', email });
    if (why === 'captcha') return failure('customer.account.login.captchaRequired');
    return failure('customer.account.login.error.incorrectSignIn');
  }
  await startSession(answer.data);
  refreshAfter('account');
  // The sign-in page goes on (spec: replaced to the dashboard, or back where the visitor was sent
  // from); a modal stays on the page it was opened on.
  const redirectTo =
    form.get('mode') === 'page'
      ? (safeReturnPath(text(form, 'redirect', 2048)) ?? DASHBOARD_ROUTE)
      : null;
  return goOn(redirectTo);
}

/**
 * Spec: logout clears the cart id and the customer; the token is revoked at the API too. Answers
 * the visitor's Home (the remembered landing view) for the caller to go to (`redirectTo`).
 */
export async function logoutAction(): Promise<Success<{ redirectTo: string }>> {
  const token = await readSessionToken();
  if (token) await revokeToken(await getStoreView(), token);
  await clearSession();
  await clearCartId();
  await forgetCompareUid();
  refreshAfter('account');
  return success({ redirectTo: (await getLandingView()).url });
}

export async function validateSessionAction(): Promise<Success<{ validation: Validation }>> {
  const token = await readSessionToken();
  return success({
    validation: token ? await validateToken(await getStoreView(), token) : 'invalid',
  });
}

/** A new token before the old one expires; the old one is revoked by the API. */
export async function refreshSessionAction(): Promise<ActionResult<{ expiresAt: number | null }>> {
  const token = await readSessionToken();
  if (!token) return failed();
  const answer = await refreshToken(await getStoreView(), token);
  if (!answer.ok) return failed();
  await writeSession(answer.data);
  return success({ expiresAt: answer.data.expiresAt });
}

export async function createAccountAction(
  _prev: FormState<AuthResult>,
  form: FormData,
): Promise<AuthResult> {
  const values = {
    firstname: text(form, 'firstname'),
    lastname: text(form, 'lastname'),
    email: text(form, 'email'),
    password: secret(form, 'password'),
    password_confirmation: secret(form, 'password_confirmation'),
  };
  const errors = validateAccount(values);
  if (hasAuthErrors(errors)) return fieldFailure(errors);
  const who = await accountCaller();
  const created = await createAccount(who, {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    password: values.password,
  });
  if (!created.ok) {
    const why = createAccountFailure(created.error);
    if (why.kind === 'exists')
      return failure('customer.account.create.error.exists', {
        reason: 'exists',
        email: values.email,
      });
    if (why.kind === 'input') return failed({ message: why.message });
    return failure('app.error.generic');
  }
  revalidateAfter('account');
  if (created.data.confirmationRequired) {
    redirect(`/customer/account/confirmation?email=${encodeURIComponent(values.email)}&created=1`);
  }
  // No confirmation needed: sign the new customer in straight away.
  const signedIn = await generateToken(who, values.email, values.password);
  if (!signedIn.ok)
    redirect(`/customer/account/login?redirect=${encodeURIComponent(DASHBOARD_ROUTE)}`);
  await startSession(signedIn.data);
  refreshAfter('account');
  return goOn(DASHBOARD_ROUTE);
}

/** The answer never says whether the address has an account (nor whether it needs confirming). */
export async function resendConfirmationAction(
  _prev: FormState<AuthResult>,
  form: FormData,
): Promise<AuthResult> {
  const email = text(form, 'email');
  const invalid = emailError(email);
  if (invalid) return fieldFailure({ email: invalid });
  const answer = await resendConfirmation(await accountCaller(), email);
  if (!answer.ok && isUnreachable(answer.error)) return failure('app.error.generic');
  const t = await getTranslator();
  return success({ message: t('customer.account.confirmation.sent', { email }) });
}

/** Same answer for known and unknown addresses (the API answers true for both). */
export async function forgotPasswordAction(
  _prev: FormState<AuthResult>,
  form: FormData,
): Promise<AuthResult> {
  const email = text(form, 'email');
  const invalid = emailError(email);
  if (invalid) return fieldFailure({ email: invalid });
  const answer = await requestPasswordReset(await accountCaller(), email);
  if (!answer.ok && isUnreachable(answer.error)) return failure('app.error.generic');
  const t = await getTranslator();
  return success({ message: t('customer.account.forgot.sent', { email }) });
}

export async function resetPasswordAction(
  _prev: FormState<AuthResult>,
  form: FormData,
): Promise<AuthResult> {
  const email = text(form, 'email');
  const token = text(form, 'token', 512);
  const values = {
    password: secret(form, 'password'),
    password_confirmation: secret(form, 'password_confirmation'),
  };
  const errors = validateNewPassword(values);
  if (hasAuthErrors(errors)) return fieldFailure(errors);
  if (emailError(email) || !token)
    return failure('customer.account.reset.expired', { reason: 'expired', email });
  const answer = await resetPassword(await accountCaller(), email, token, values.password);
  if (!answer.ok || !answer.data) {
    if (!answer.ok && resetFailure(answer.error) === 'error') return failure('app.error.generic');
    return failure('customer.account.reset.expired', { reason: 'expired', email });
  }
  revalidateAfter('account');
  const t = await getTranslator();
  return success({ message: t('customer.account.reset.success') });
}
