// The commerce calls behind sign-in, the session and the account e-mails. Answers are values:
// callers decide what the visitor sees (auth-errors.ts maps the API's texts).
import 'server-only';
import type { StoreViewCode } from '@/lib/config';
import { cachePolicy } from '@/lib/commerce/cache';
import { commerceFetch, type CommerceRequest } from '@/lib/commerce/client';
import type { OperationDocument } from '@/lib/commerce/documents';
import { endpointHas } from '@/lib/commerce/endpoint';
import { settle } from './api-answer';
import { tokenRefused } from './auth-errors';
import type { Caller } from './request-info';
import type { SessionToken } from './session-cookie';
import {
  AccountConfirmationSettingDocument,
  ConfirmEmailDocument,
  CreateCustomerCartDocument,
  CreateCustomerDocument,
  CustomerCartDocument,
  CustomerValidationDocument,
  GenerateCustomerTokenDocument,
  MergeCartsDocument,
  RefreshCustomerTokenDocument,
  RequestPasswordResetEmailDocument,
  ResendConfirmationEmailDocument,
  ResetPasswordDocument,
  RevokeCustomerTokenDocument,
  SessionCustomerDocument,
  type CreateCustomerCartMutation,
  type GenerateCustomerTokenMutation,
} from '@/lib/commerce/generated/graphql';
import { expiryFromToken } from './session-timing';
import { absent, answered, failed, ok, type CommerceResult } from '@/lib/result';

type ApiToken = GenerateCustomerTokenMutation['generateCustomerToken'];

function toSession(token: ApiToken | undefined): SessionToken | null {
  return token?.token ? { token: token.token, expiresAt: expiryFromToken(token) } : null;
}

export async function generateToken(
  caller: Caller,
  email: string,
  password: string,
): Promise<CommerceResult<SessionToken>> {
  const res = await commerceFetch({
    document: GenerateCustomerTokenDocument,
    variables: { email, password },
    ...caller,
  });
  return settle(res, (data) => toSession(data.generateCustomerToken));
}

export async function refreshToken(
  store: StoreViewCode,
  token: string,
): Promise<CommerceResult<SessionToken>> {
  const res = await commerceFetch({
    document: RefreshCustomerTokenDocument,
    store,
    token,
  });
  return settle(res, (data) => toSession(data.refreshCustomerToken));
}

export async function revokeToken(store: StoreViewCode, token: string): Promise<void> {
  await commerceFetch({ document: RevokeCustomerTokenDocument, store, token });
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
    if (!customer.ok) return customer.error.code === 'stale' ? 'invalid' : 'unknown';
    return customer.data.email ? 'valid' : 'invalid';
  }
  const res = await commerceFetch({
    document: CustomerValidationDocument,
    store,
    token,
  });
  const answer = settle(res, (data) => data.customerValidation);
  if (answer.ok) return answer.data.email ? 'valid' : 'invalid';
  return tokenRefused(answer.error) ? 'invalid' : 'unknown';
}

export interface SessionCustomer {
  email: string | null;
  groupId: string | null;
  groupName: string | null;
}

/** The signed-in customer; code 'stale' when the API refuses the token, else the API's own failure. */
export async function fetchSessionCustomer(
  store: StoreViewCode,
  token: string,
): Promise<CommerceResult<SessionCustomer>> {
  const res = await commerceFetch({ document: SessionCustomerDocument, store, token });
  const answer = settle(res, (data) => data.customer);
  if (!answer.ok)
    return tokenRefused(answer.error)
      ? absent('stale', answer.error.message)
      : failed(answer.error);
  const c = answer.data;
  return ok({
    email: c.email,
    groupId: c.group_data?.group_id ?? null,
    groupName: c.group_data?.group_name ?? null,
  });
}

export interface NewAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

/** Store config create_account_confirmation; unknown counts as required (the safer message). */
async function confirmationRequired(store: StoreViewCode): Promise<boolean> {
  const res = await commerceFetch({
    document: AccountConfirmationSettingDocument,
    store,
    method: 'GET',
    cache: cachePolicy('storeConfig', store),
  });
  return answered(res)?.storeConfig?.create_account_confirmation !== false;
}

export async function createAccount(
  caller: Caller,
  input: NewAccount,
): Promise<CommerceResult<{ confirmationRequired: boolean }>> {
  const res = await commerceFetch({
    document: CreateCustomerDocument,
    variables: { input: { ...input, is_subscribed: false } },
    ...caller,
  });
  const created = settle(res, (data) => data.createCustomerV2?.customer);
  if (!created.ok) return failed(created.error);
  // Magento's confirmation_status cannot say "waiting for the link" (its two values are
  // ACCOUNT_CONFIRMED and ACCOUNT_CONFIRMATION_NOT_REQUIRED), so the store's setting decides.
  if (created.data.confirmation_status === 'ACCOUNT_CONFIRMED')
    return ok({ confirmationRequired: false });
  return ok({ confirmationRequired: await confirmationRequired(caller.store) });
}

export async function confirmEmail(
  caller: Caller,
  email: string,
  key: string,
): Promise<CommerceResult<true>> {
  const res = await commerceFetch({
    document: ConfirmEmailDocument,
    variables: { input: { email, confirmation_key: key } },
    ...caller,
  });
  const answer = settle(res, (data) => data.confirmEmail?.customer);
  return answer.ok ? ok(true) : failed(answer.error);
}

async function booleanMutation<R extends { [K in F]: boolean | null }, V, F extends string>(
  caller: Caller,
  document: OperationDocument<R, V>,
  field: F,
  variables: V,
): Promise<CommerceResult<boolean>> {
  const res = await commerceFetch({ document, variables, ...caller } as CommerceRequest<R, V>);
  return settle(res, (data) => data[field] === true);
}

export const resendConfirmation = (caller: Caller, email: string) =>
  booleanMutation(caller, ResendConfirmationEmailDocument, 'resendConfirmationEmail', { email });

export const requestPasswordReset = (caller: Caller, email: string) =>
  booleanMutation(caller, RequestPasswordResetEmailDocument, 'requestPasswordResetEmail', {
    email,
  });

export const resetPassword = (
  caller: Caller,
  email: string,
  resetPasswordToken: string,
  newPassword: string,
) =>
  booleanMutation(caller, ResetPasswordDocument, 'resetPassword', {
    email,
    resetPasswordToken,
    newPassword,
  });

/** The customer's cart id with the guest cart merged in (spec: right after sign-in). */
export async function customerCart(
  store: StoreViewCode,
  token: string,
  guestCartId: string | null,
): Promise<string | null> {
  if (!(await endpointHas('Mutation.createCustomerCart')))
    return magentoCustomerCart(store, token, guestCartId);
  const run = (guestCartId: string | null) =>
    commerceFetch({
      document: CreateCustomerCartDocument,
      variables: { guestCartId },
      store,
      token,
    });
  const pick = (data: CreateCustomerCartMutation) => data.createCustomerCart?.cart_id;
  let answer = settle(await run(guestCartId), pick);
  // A cart id that cannot be merged (ordered, someone else's) must not cost the customer their cart.
  if (!answer.ok && guestCartId) answer = settle(await run(null), pick);
  return answer.ok ? answer.data : null;
}

/** The same on a stock Magento: customerCart, then mergeCarts when there is a guest cart. */
async function magentoCustomerCart(
  store: StoreViewCode,
  token: string,
  guestCartId: string | null,
): Promise<string | null> {
  const cart = settle(
    await commerceFetch({ document: CustomerCartDocument, store, token }),
    (data) => data.customerCart?.id,
  );
  if (!cart.ok) return null;
  if (guestCartId && guestCartId !== cart.data) {
    // A guest cart that cannot be merged (ordered, someone else's) must not cost the customer their cart.
    await commerceFetch({
      document: MergeCartsDocument,
      variables: { source: guestCartId, destination: cart.data },
      store,
      token,
    });
  }
  return cart.data;
}
