// The visitor's session as the header shows it (spec: fetching, logged-out or logged-in).
// WAITING FOR THE CUSTOMER MODULE: no customer accounts exist yet, so every visitor is logged
// out and has no customer group. The 'fetching' state is rendered as a placeholder while a
// client-side session check is pending.
import 'server-only';

export type SessionState =
  | { kind: 'fetching' }
  | { kind: 'logged-out' }
  | { kind: 'logged-in'; customerGroupId: string | null };

export async function getSessionState(): Promise<SessionState> {
  return { kind: 'logged-out' };
}

export function customerGroupOf(session: SessionState): string | null {
  return session.kind === 'logged-in' ? session.customerGroupId : null;
}
