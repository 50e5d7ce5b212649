// Operator accounts from the command line (docs/decisions/1407): the first operator of a shop
// that runs without the demo data, and a new password for an operator who cannot sign in. Both
// write an audit entry authored by the account itself (the command has no signed-in operator),
// with `via: 'command line'` in its after-picture.
import { isValidEmail, isValidPassword } from '@charter/shared/validation';
import type { Db } from '../../db/index.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { hashPassword } from '../customer/passwords.js';
import { normaliseOperatorEmail } from './auth.service.js';
import { OPERATOR_MSG } from './operator.service.js';
import { ADMIN_PERMISSIONS } from './permissions.js';

/** The role a first operator gets when the shop has none: every permission. */
export const FIRST_ROLE = 'Administrator';

export const COMMAND_MSG = {
  ...OPERATOR_MSG,
  roleMissing: (name: string) => `No role is named "${name}".`,
  noSuchOperator: 'No operator has this e-mail address.',
} as const;

async function audit(
  trx: Db,
  operator: { id: number; email: string },
  now: Date,
  action: string,
  after: Record<string, unknown>,
): Promise<void> {
  await trx
    .insertInto('admin_audit')
    .values({
      operator_id: operator.id,
      operator_email: operator.email,
      at: now,
      action,
      entity_type: 'operator',
      entity_id: String(operator.id),
      before: null,
      after: JSON.stringify({ ...after, via: 'command line' }),
    })
    .execute();
}

/**
 * Creates an operator. `role` names an existing role; without it the operator gets the role
 * FIRST_ROLE, created with every permission when no role has that name.
 */
export async function createOperator(
  db: Db,
  input: { email: string; name: string; password: string; role?: string },
  now: Date,
): Promise<Result<{ id: number; email: string; role: string; roleCreated: boolean }>> {
  const email = normaliseOperatorEmail(input.email);
  const name = input.name.trim();
  if (!isValidEmail(email)) return fail('graphql-input', COMMAND_MSG.emailInvalid);
  if (!name) return fail('graphql-input', COMMAND_MSG.nameMissing);
  if (!isValidPassword(input.password)) return fail('graphql-input', COMMAND_MSG.passwordRule);
  const hash = await hashPassword(input.password);
  const roleName = input.role?.trim() || FIRST_ROLE;
  return db.transaction().execute(async (trx) => {
    let roleCreated = false;
    let role = await trx
      .selectFrom('admin_role')
      .select('id')
      .where('name', '=', roleName)
      .executeTakeFirst();
    if (!role && input.role?.trim())
      return fail('graphql-input', COMMAND_MSG.roleMissing(roleName));
    if (!role) {
      role = await trx
        .insertInto('admin_role')
        .values({
          name: roleName,
          permissions: JSON.stringify(ADMIN_PERMISSIONS),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleCreated = true;
    }
    const row = await trx
      .insertInto('operator')
      .values({
        email,
        name,
        password_hash: hash,
        role_id: role.id,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return fail('graphql-already-exists', COMMAND_MSG.emailExists);
    await audit(trx, { id: row.id, email }, now, 'operator_created', {
      email,
      name,
      role: roleName,
      is_active: true,
    });
    return ok({ id: row.id, email, role: roleName, roleCreated });
  });
}

/**
 * Sets a new password: the account is unlocked and enabled, its failed sign-ins are forgotten and
 * every session it had ends. Its second factor stays as it was.
 */
export async function resetOperatorPassword(
  db: Db,
  input: { email: string; password: string },
  now: Date,
): Promise<Result<{ id: number; email: string }>> {
  const email = normaliseOperatorEmail(input.email);
  if (!isValidPassword(input.password)) return fail('graphql-input', COMMAND_MSG.passwordRule);
  const hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('operator')
      .set({
        password_hash: hash,
        is_active: true,
        failures_num: 0,
        first_failure: null,
        lock_expires: null,
        updated_at: now,
      })
      .where('email', '=', email)
      .returning('id')
      .executeTakeFirst();
    if (!row) return fail('graphql-no-such-entity', COMMAND_MSG.noSuchOperator);
    await trx.deleteFrom('operator_session').where('operator_id', '=', row.id).execute();
    await audit(trx, { id: row.id, email }, now, 'operator_password_reset', {
      is_active: true,
      locked: false,
    });
    return ok({ id: row.id, email });
  });
}
