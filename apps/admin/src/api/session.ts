// The signed-in operator, read once from the adminSession query and kept in the query cache
// under one key; signing in or out replaces it there, and the CSRF token follows it in memory.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AdminSessionDocument,
  type AdminPermission,
  type SessionFieldsFragment,
} from '../generated/graphql';
import { request, setCsrfToken } from './client';

export type Session = SessionFieldsFragment;
export type Operator = Session['operator'];
export type { AdminPermission };

export const SESSION_KEY = ['admin-session'] as const;

async function loadSession(): Promise<Session | null> {
  const data = await request(AdminSessionDocument);
  const session = (data.adminSession ?? null) as Session | null;
  setCsrfToken(session?.csrf_token ?? null);
  return session;
}

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: loadSession, staleTime: Infinity });
}

export function storeSession(client: QueryClient, session: Session | null): void {
  setCsrfToken(session?.csrf_token ?? null);
  client.setQueryData(SESSION_KEY, session);
}

export function useStoreSession() {
  const client = useQueryClient();
  return (session: Session | null) => storeSession(client, session);
}

/** A message for the sign-in page (after signing out), kept beside the session. */
const NOTICE_KEY = ['admin-notice'] as const;

export function useNotice(): string | null {
  return useQuery({
    queryKey: NOTICE_KEY,
    queryFn: () => null as string | null,
    initialData: null,
    staleTime: Infinity,
  }).data;
}

/** Ends the session in the console; the layout then sends the operator to sign-in. */
export function useSignedOut() {
  const client = useQueryClient();
  return () => {
    client.setQueryData(NOTICE_KEY, 'You have signed out.');
    storeSession(client, null);
  };
}

export function useClearNotice() {
  const client = useQueryClient();
  return () => client.setQueryData(NOTICE_KEY, null);
}

export function can(operator: Operator, permission: AdminPermission | null): boolean {
  return permission === null || operator.permissions.includes(permission);
}
