// The commerce calls behind sign-in, the session and the account e-mails. Answers are values:
// callers decide what the visitor sees (auth-errors.ts maps the API's texts).
import 'server-only';
import type { StoreViewCode } from '@/lib/config';
import { cachePolicy } from '@/lib/commerce/cache';
import { commerceFetch } from '@/lib/commerce/client';
import { endpointHas } from '@/lib/commerce/endpoint';
import {
  ACCOUNT_CONFIRMATION_SETTING_QUERY,
  CONFIRM_EMAIL_MUTATION,
  CREATE_CUSTOMER_CART_MUTATION,
  CREATE_CUSTOMER_MUTATION,
  CUSTOMER_CART_QUERY,
  CUSTOMER_VALIDATION_QUERY,
  GENERATE_CUSTOMER_TOKEN_MUTATION,
  MERGE_CARTS_MUTATION,
  REFRESH_CUSTOMER_TOKEN_MUTATION,
  REQUEST_PASSWORD_RESET_EMAIL_MUTATION,
  RESEND_CONFIRMATION_EMAIL_MUTATION,
  RESET_PASSWORD_MUTATION,
  REVOKE_CUSTOMER_TOKEN_MUTATION,
  SESSION_CUSTOMER_QUERY,
} from '@/lib/commerce/operations/customer';
import { settle, type ApiAnswer } from './api-answer';
import { tokenRefused } from './auth-errors';
import type { SessionToken } from './session-cookie';
import { expiryFromToken } from './session-timing';

interface ApiToken {
  token: string | null;
  expiration_date?: string | null;
  expiration_timestamp?: number | null;
}

/** Who is calling, for the API's per-address throttling and the optional captcha. */
export interface Caller {
  store: StoreViewCode;
  clientAddress?: string;
  captchaToken?: string;
}

function toSession(token: ApiToken | null | undefined): SessionToken | null {
  return token?.token ? { token: token.token, expiresAt: expiryFromToken(token) } : null;
}

export async function generateToken(caller: Caller, email: string, password: string): Promise<ApiAnswer<SessionToken>> {
  const res = await commerceFetch<{ generateCustomerToken: ApiToken | null }>({
    query: GENERATE_CUSTOMER_TOKEN_MUTATION,
    operationName: 'GenerateCustomerToken',
    variables: { email, password },
    ...caller,
  });
  return settle(res, (data) => toSession(data.generateCustomerToken));
}

export async function refreshToken(store: StoreViewCode, token: string): Promise<ApiAnswer<SessionToken>> {
  const res = await commerceFetch<{ refreshCustomerToken: ApiToken | null }>({
    query: REFRESH_CUSTOMER_TOKEN_MUTATION,
    operationName: 'RefreshCustomerToken',
    store,
    token,
  });
  return settle(res, (data) => toSession(data.refreshCustomerToken));
}

export async function revokeToken(store: StoreViewCode, token: string): Promise<void> {
  await commerceFetch({ query: REVOKE_CUSTOMER_TOKEN_MUTATION, operationName: 'RevokeCustomerToken', store, token });
}

export type Validation = 'valid' | 'invalid' | 'unknown';

/**
 * Spec: a missing e-mail means an invalid user. An outage is 'unknown': nobody is signed out
 * because the API could not be reached for one tick.
 */
export async function validateToken(store: StoreViewCode, token: string): Promise<Validation> {
  // A stock Magento has no customerValidation: the customer query answers the same question.
  if (!(await endpointHas('Query.customerValidation'))) {
    const customer = await fetchSessionCustomer(store, token);
    if (customer === 'invalid') return 'invalid';
    return customer === null ? 'unknown' : customer.email ? 'valid' : 'invalid';
  }
  const res = await commerceFetch<{ customerValidation: { email: string | null } | null }>({
    query: CUSTOMER_VALIDATION_QUERY,
    operationName: 'CustomerValidation',
    store,
    token,
  });
  const answer = settle(res, (data) => data.customerValidation);
  if (answer.ok) return answer.value.email ? 'valid' : 'invalid';
  return tokenRefused(answer.failure) ? 'invalid' : 'unknown';
}

export interface SessionCustomer {
  email: string | null;
  groupId: string | null;
  groupName: string | null;
}

/** The signed-in customer; 'invalid' when the API refuses the token, null on an outage. */
export async function fetchSessionCustomer(store: StoreViewCode, token: string): Promise<SessionCustomer | 'invalid' | null> {
  const res = await commerceFetch<{
    customer: { email: string | null; group_data: { group_id: string | null; group_name: string | null } | null } | null;
  }>({ query: SESSION_CUSTOMER_QUERY, operationName: 'SessionCustomer', store, token });
  const answer = settle(res, (data) => data.customer);
  if (!answer.ok) return tokenRefused(answer.failure) ? 'invalid' : null;
  const c = answer.value;
  return { email: c.email, groupId: c.group_data?.group_id ?? null, groupName: c.group_data?.group_name ?? null };
}

export interface NewAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

/** Store config create_account_confirmation; unknown counts as required (the safer message). */
async function confirmationRequired(store: StoreViewCode): Promise<boolean> {
  const res = await commerceFetch<{ storeConfig: { create_account_confirmation: boolean | null } | null }>({
    query: ACCOUNT_CONFIRMATION_SETTING_QUERY,
    operationName: 'AccountConfirmationSetting',
    store,
    method: 'GET',
    cache: cachePolicy('storeConfig', store),
  });
  return !res.ok || res.data.storeConfig?.create_account_confirmation !== false;
}

export async function createAccount(caller: Caller, input: NewAccount): Promise<ApiAnswer<{ confirmationRequired: boolean }>> {
  const res = await commerceFetch<{ createCustomerV2: { customer: { email: string; confirmation_status: string | null } } | null }>({
    query: CREATE_CUSTOMER_MUTATION,
    operationName: 'CreateCustomer',
    variables: { input: { ...input, is_subscribed: false } },
    ...caller,
  });
  const created = settle(res, (data) => data.createCustomerV2?.customer);
  if (!created.ok) return created;
  // Magento's confirmation_status cannot say "waiting for the link" (its two values are
  // ACCOUNT_CONFIRMED and ACCOUNT_CONFIRMATION_NOT_REQUIRED), so the store's setting decides.
  if (created.value.confirmation_status === 'ACCOUNT_CONFIRMED') return { ok: true, value: { confirmationRequired: false } };
  return { ok: true, value: { confirmationRequired: await confirmationRequired(caller.store) } };
}

export async function confirmEmail(caller: Caller, email: string, key: string): Promise<ApiAnswer<true>> {
  const res = await commerceFetch<{ confirmEmail: { customer: { email: string } } | null }>({
    query: CONFIRM_EMAIL_MUTATION,
    operationName: 'ConfirmEmail',
    variables: { input: { email, confirmation_key: key } },
    ...caller,
  });
  const answer = settle(res, (data) => data.confirmEmail?.customer);
  return answer.ok ? { ok: true, value: true } : answer;
}

async function booleanMutation(caller: Caller, query: string, operationName: string, field: string, variables: Record<string, unknown>): Promise<ApiAnswer<boolean>> {
  const res = await commerceFetch<Record<string, boolean | null>>({ query, operationName, variables, ...caller });
  return settle(res, (data) => data[field] === true);
}

export const resendConfirmation = (caller: Caller, email: string) =>
  booleanMutation(caller, RESEND_CONFIRMATION_EMAIL_MUTATION, 'ResendConfirmationEmail', 'resendConfirmationEmail', { email });

export const requestPasswordReset = (caller: Caller, email: string) =>
  booleanMutation(caller, REQUEST_PASSWORD_RESET_EMAIL_MUTATION, 'RequestPasswordResetEmail', 'requestPasswordResetEmail', { email });

export const resetPassword = (caller: Caller, email: string, resetPasswordToken: string, newPassword: string) =>
  booleanMutation(caller, RESET_PASSWORD_MUTATION, 'ResetPassword', 'resetPassword', { email, resetPasswordToken, newPassword });

/** The customer's cart id with the guest cart merged in (spec: right after sign-in). */
export async function customerCart(store: StoreViewCode, token: string, guestCartId: string | null): Promise<string | null> {
  if (!(await endpointHas('Mutation.createCustomerCart'))) return magentoCustomerCart(store, token, guestCartId);
  const run = (guestCartId: string | null) =>
    commerceFetch<{ createCustomerCart: { cart_id: string } | null }>({
      query: CREATE_CUSTOMER_CART_MUTATION,
      operationName: 'CreateCustomerCart',
      variables: { guestCartId },
      store,
      token,
    });
  const pick = (data: { createCustomerCart: { cart_id: string } | null }) => data.createCustomerCart?.cart_id;
  let answer = settle(await run(guestCartId), pick);
  // A cart id that cannot be merged (ordered, someone else's) must not cost the customer their cart.
  if (!answer.ok && guestCartId) answer = settle(await run(null), pick);
  return answer.ok ? answer.value : null;
}

/** The same on a stock Magento: customerCart, then mergeCarts when there is a guest cart. */
async function magentoCustomerCart(store: StoreViewCode, token: string, guestCartId: string | null): Promise<string | null> {
  const cart = settle(
    await commerceFetch<{ customerCart: { id: string } | null }>({ query: CUSTOMER_CART_QUERY, operationName: 'CustomerCart', store, token }),
    (data) => data.customerCart?.id,
  );
  if (!cart.ok) return null;
  if (guestCartId && guestCartId !== cart.value) {
    // A guest cart that cannot be merged (ordered, someone else's) must not cost the customer their cart.
    await commerceFetch({
      query: MERGE_CARTS_MUTATION,
      operationName: 'MergeCarts',
      variables: { source: guestCartId, destination: cart.value },
      store,
      token,
    });
  }
  return cart.value;
}
