// The admin API's request context (POST /admin-api/graphql): the third argument of every admin
// resolver. `audit.record(trx, entry)` is how an admin mutation writes its audit entry, inside its
// own transaction (modules/operator/audit.service.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { AuditRecorder } from '../modules/operator/audit.service.js';
import type { ActiveSession } from '../modules/operator/auth.service.js';
import type { AdminPermissionName } from '../modules/operator/permissions.js';

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
