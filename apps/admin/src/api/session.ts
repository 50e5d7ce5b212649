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

export function can(operator: Operator, permission: AdminPermission | null): boolean {
  return permission === null || operator.permissions.includes(permission);
}
