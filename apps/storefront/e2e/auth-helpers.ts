// Helpers for the sign-in journeys: customers made through the commerce API (registered and
// confirmed through the e-mailed link, as a visitor would), tokens, and the session cookies.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { API_URL } from './catalog-helpers';
import { elementHydrated } from './hydration';
import { waitForMailLink } from './outbox';

export const SESSION_COOKIE = 'customer_token';
export const EXPIRY_COOKIE = 'customer_token_expires';

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { category?: string } }[];
}

export async function api<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const res = await fetch(API_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Store: 'charter_hospitality',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLAnswer<T>;
}

/** An address nobody has used in this run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const NEW_PASSWORD = 'Journey2026pass';

/** A new customer whose account is confirmed through the link the API e-mailed. */
export async function registerConfirmedCustomer(
  prefix: string,
  who: { firstname?: string; lastname?: string; password?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const password = who.password ?? NEW_PASSWORD;
  const created = await api(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    {
      input: {
        email,
        firstname: who.firstname ?? 'Journey',
        lastname: who.lastname ?? 'Tester',
        password,
      },
    },
  );
  expect(created.errors).toBeUndefined();
  const link = await waitForMailLink('account_confirmation', email, '/customer/account/confirm');
  const confirmed = await api(
    `mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }`,
    {
      input: {
        email: link.searchParams.get('email'),
        confirmation_key: link.searchParams.get('key'),
      },
    },
  );
  expect(confirmed.errors).toBeUndefined();
  return { email, password };
}

export async function customerToken(email: string, password: string): Promise<string> {
  const res = await api<{ generateCustomerToken: { token: string } }>(
    `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: email, p: password },
  );
  if (!res.data?.generateCustomerToken)
    throw new Error(`sign-in failed: ${JSON.stringify(res.errors)}`);
  return res.data.generateCustomerToken.token;
}

export async function revokeAllTokens(token: string): Promise<void> {
  const res = await api(`mutation { revokeCustomerToken { result } }`, {}, token);
  expect(res.errors).toBeUndefined();
}

/** Signs the browser in the way other journeys do: only the token cookie, no expiry. */
export async function signInWithCookie(
  context: BrowserContext,
  baseURL: string,
  token: string,
): Promise<void> {
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

export async function cookieValue(
  context: BrowserContext,
  name: string,
): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** Fills and sends a sign-in form (the page's, or the one in a dialog). */
export async function submitLogin(
  scope: Page | ReturnType<Page['getByRole']>,
  email: string,
  password: string,
): Promise<void> {
  // Used once the form has hydrated, so the journey exercises the page's script (the form the
  // browser posts by itself has its own journey in auth.spec.ts).
  const login = scope.getByRole('button', { name: 'Login' });
  await elementHydrated(login);
  await scope.getByLabel('Email').fill(email);
  await scope.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await login.click();
}

export function myAccountLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'My Account' });
}

export function headerLogin(page: Page) {
  return page.getByRole('banner').getByTestId('header-login');
}
