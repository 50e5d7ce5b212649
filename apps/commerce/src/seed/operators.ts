// The demo operator of the console (issue 26): role "Administrator" with every permission. The
// password is published in the README on purpose, as the demo customers' are; the production
// guard refuses SEED_DEMO (startup.ts), so production never gets this account.
import type { Db } from '../db/index.js';
import { hashPassword } from '../modules/customer/passwords.js';
import { ADMIN_PERMISSIONS } from '../modules/operator/permissions.js';

export const DEMO_OPERATOR = {
  email: 'admin@charter.example',
  password: 'AdminDemo2025',
  name: 'Ada Admin',
  role: 'Administrator',
} as const;

export async function seedDemoOperator(db: Db, now: Date): Promise<void> {
  const role = await db
    .insertInto('admin_role')
    .values({
      name: DEMO_OPERATOR.role,
      permissions: JSON.stringify(ADMIN_PERMISSIONS),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('operator')
    .values({
      email: DEMO_OPERATOR.email,
      name: DEMO_OPERATOR.name,
      password_hash: await hashPassword(DEMO_OPERATOR.password),
      role_id: role.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
