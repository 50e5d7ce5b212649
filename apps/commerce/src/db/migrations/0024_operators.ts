import { sql, type Kysely } from 'kysely';

// The operator console's people (issue 26, docs/decisions/1400): operators are not customers.
// Roles are sets of AdminPermission values; operator sessions keep only the sha-256 of the cookie's
// token (the CSRF token is derived from it, so nothing more is stored); the audit log keeps every
// admin change with its before and after, read newest first and by entity.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_role')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    // A JSON array of AdminPermission names.
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('operator')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Lower-cased and trimmed by the service; the check keeps it so.
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('admin_role.id'))
    // Base32 TOTP secret once confirmed; the pending one while an enrolment awaits its first code.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    // The last accepted TOTP time step: a code is accepted once.
    .addColumn('totp_last_step', 'bigint')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('failures_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_failure', 'timestamptz')
    .addColumn('lock_expires', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('operator_session')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) =>
      c.notNull().references('operator.id').onDelete('cascade'),
    )
    // sha-256 hex of the cookie's token.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Absolute end, and the sliding end moved forward by each request (never past expires_at).
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_session_operator_idx')
    .on('operator_session')
    .column('operator_id')
    .execute();
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Kept as written: the e-mail too, so an entry names its author whatever happens to the account.
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operator.id'))
    .addColumn('operator_email', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema
    .createIndex('admin_audit_at_idx')
    .on('admin_audit')
    .expression(sql`at desc, id desc`)
    .execute();
  await db.schema
    .createIndex('admin_audit_entity_idx')
    .on('admin_audit')
    .expression(sql`entity_type, entity_id, at desc`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
  await db.schema.dropTable('operator_session').execute();
  await db.schema.dropTable('operator').execute();
  await db.schema.dropTable('admin_role').execute();
}
