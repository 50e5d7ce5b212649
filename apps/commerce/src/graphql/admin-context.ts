// The admin API's request context (POST /admin-api/graphql): the third argument of every admin
// resolver. `audit.record(trx, entry)` is how an admin mutation writes its audit entry, inside its
// own transaction (modules/operator/audit.service.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';

// The contract the operator module implements (its audit log, sessions and permissions), declared
// here so the admin API's infrastructure depends on no module.

/** The admin schema's permissions (enum AdminPermission in admin-base.graphql). */
export const ADMIN_PERMISSIONS = [
  'ORDERS',
  'CATALOGUE',
  'PROMOTIONS',
  'CUSTOMERS',
  'CONTENT',
  'SETTINGS',
] as const;

export type AdminPermissionName = (typeof ADMIN_PERMISSIONS)[number];

/** What a mutation tells the log; who and when come from the request (AdminContext). */
export interface AuditEntryInput {
  /** A verb phrase in snake case: 'operator_created', 'order_shipped', 'product_price_changed'. */
  action: string;
  /** The changed object's kind: 'operator', 'role', 'order', 'product', ... */
  entity_type: string;
  entity_id: string | number;
  /** The object before and after, as the console should show it (never a secret or a hash). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** `ctx.audit` of every admin request: record(trx, entry) joins the caller's transaction. */
export interface AuditRecorder {
  record(trx: Db, entry: AuditEntryInput): Promise<void>;
}

export interface SessionOperator {
  id: number;
  email: string;
  name: string;
  role: string;
  permissions: AdminPermissionName[];
  totp_enabled: boolean;
}

export interface ActiveSession {
  operator: SessionOperator;
  csrfToken: string;
  expiresAt: Date;
}

export interface AdminContextOperator {
  id: number;
  email: string;
  permissions: readonly AdminPermissionName[];
}

/** The cookie's session as a resolver sees and changes it; the route writes the cookie after. */
export interface AdminCookieSession {
  /** The cookie's token when it names a live session. */
  token: string | null;
  current: ActiveSession | null;
  /** Set by adminSignIn: the route sends the new cookie. */
  issued?: { token: string; expiresAt: Date };
  /** Set by adminSignOut: the route clears the cookie. */
  cleared?: boolean;
}

export interface AdminContext {
  requestId: string;
  /** The signed-in operator; null for an anonymous caller (a customer token counts for nothing). */
  operator: AdminContextOperator | null;
  /** One instant per request, from the injected clock. */
  now: Date;
  /** The caller's address (sign-in throttling). */
  clientAddress: string;
  /** The audit log, as this request's operator at `now`. */
  audit: AuditRecorder;
  session: AdminCookieSession;
  log: FastifyBaseLogger;
  /** Per-request memo for batch loaders, keyed by loader name. */
  loaders: Map<string, unknown>;
}
