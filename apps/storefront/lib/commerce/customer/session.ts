// The visitor's session for this request: read once (React cache) from the token cookie and the
// API's customer query. Pages, the header and the auth routes all share this one answer.
import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { getLandingView, getStoreView } from '@/lib/store-view';
import { fetchSessionCustomer } from './account-api';
import { calledByScript } from './request-info';
import { readSessionExpiry, readSessionToken } from './session-cookie';

export type Session =
  | { kind: 'logged-out' }
  | {
      kind: 'logged-in';
      email: string | null;
      customerGroupId: string | null;
      expiresAt: number | null;
    };

export const getSession = cache(async (): Promise<Session> => {
  const token = await readSessionToken();
  if (!token) return { kind: 'logged-out' };
  const [store, expiresAt] = await Promise.all([getStoreView(), readSessionExpiry()]);
  const customer = await fetchSessionCustomer(store, token);
  if (!customer.ok && customer.error.code === 'stale') return { kind: 'logged-out' };
  // An outage keeps the visitor signed in with what we know; the session monitor decides later.
  const known = customer.ok ? customer.data : null;
  return {
    kind: 'logged-in',
    email: known?.email ?? null,
    customerGroupId: known?.groupId ?? null,
    expiresAt,
  };
});

/**
 * Spec: a signed-in visitor on any auth route is sent Home (the remembered landing view). Not
 * while this page's own server action runs: a sign-in re-renders the page it was sent from, and
 * the form then goes on to the page the visitor asked for (?redirect or the dashboard).
 */
export async function redirectSignedInHome(): Promise<void> {
  if (await calledByScript()) return;
  if ((await getSession()).kind === 'logged-in') redirect((await getLandingView()).url);
}
