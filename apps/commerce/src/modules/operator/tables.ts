// Table types this module owns (Kysely): operators, their roles and sessions, and the audit log
// (migration 0024). src/db/types.ts composes them; src/db/tables.test.ts checks them.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, OptionalJson, UpdatedAt } from '../../db/column-types.js';

export interface AdminRoleTable {
  id: Generated<number>;
  name: string;
  /** AdminPermission names. */
  permissions: ColumnType<string[], string | string[] | undefined, string | string[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OperatorTable {
  id: Generated<number>;
  /** Lower-cased and trimmed. */
  email: string;
  name: string;
  /** argon2id PHC string (customer module's passwords.ts). */
  password_hash: string;
  role_id: number;
  /** Base32; set once enrolment is confirmed. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** bigint: node-postgres answers a string. */
  totp_last_step: number | string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  failures_num: ColumnType<number, number | undefined, number>;
  first_failure: Date | null;
  lock_expires: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OperatorSessionTable {
  id: Generated<number>;
  operator_id: number;
  /** sha-256 hex of the cookie's token. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  idle_expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface AdminAuditTable {
  id: Generated<number>;
  operator_id: number;
  operator_email: string;
  at: ColumnType<Date, Date | string, never>;
  action: string;
  entity_type: string;
  entity_id: string;
  before: OptionalJson<Record<string, unknown>>;
  after: OptionalJson<Record<string, unknown>>;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface OperatorTables {
  admin_role: AdminRoleTable;
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  admin_audit: AdminAuditTable;
}
export type OperatorRow = Selectable<OperatorTable>;
