// The visitor's session as the header shows it (spec: fetching, logged-out or logged-in). The
// check runs on the server once per request (lib/commerce/customer/session.ts), before the header renders;
// 'fetching' is what a client-rendered account slot shows until it knows.
import 'server-only';
import { getSession } from '@/lib/commerce/customer/session';

export type SessionState =
  | { kind: 'fetching' }
  | { kind: 'logged-out' }
  | { kind: 'logged-in'; customerGroupId: string | null };

export async function getSessionState(): Promise<SessionState> {
  const session = await getSession();
  return session.kind === 'logged-in'
    ? { kind: 'logged-in', customerGroupId: session.customerGroupId }
    : { kind: 'logged-out' };
}

export function customerGroupOf(session: SessionState): string | null {
  return session.kind === 'logged-in' ? session.customerGroupId : null;
}
