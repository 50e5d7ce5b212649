// Operators and roles, managed by an operator holding SETTINGS, and each operator's own TOTP.
// Every change runs in one transaction with its audit entry (ctx.audit.record(trx, ...)).
import { isValidEmail, isValidPassword, validationMessages } from '@charter/shared/validation';
import type { Db } from '../../db/index.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { hashPassword, verifyPassword } from '../customer/passwords.js';
import type { AuditRecorder } from './audit.service.js';
import { normaliseOperatorEmail, type OperatorAuthService } from './auth.service.js';
import { permissionsOf, type AdminPermissionName } from './permissions.js';
import { newTotpSecret, totpStep, totpUrl } from './totp.js';

/** What a management call needs of the request. */
export interface Caller {
  operator: { id: number; email: string } | null;
  now: Date;
  audit: AuditRecorder;
}

export interface RoleView {
  id: number;
  name: string;
  permissions: AdminPermissionName[];
}

export interface OperatorView {
  id: number;
  email: string;
  name: string;
  role: RoleView;
  is_active: boolean;
  totp_enabled: boolean;
  locked: boolean;
  created_at: Date;
}

export const OPERATOR_MSG = {
  emailInvalid: 'Enter a valid e-mail address.',
  emailExists: 'An operator with this e-mail address already exists.',
  nameMissing: 'Enter a name.',
  roleNotFound: 'No role has this id.',
  roleExists: 'A role with this name already exists.',
  operatorNotFound: 'No operator has this id.',
  notYourself: 'You cannot disable your own account.',
  noEnrolment: 'Start the enrolment first.',
  codeInvalid: 'The code is not valid. Enter the current code from your authenticator app.',
  totpOff: 'Two-step sign-in is not on.',
  passwordWrong: 'The password is not right.',
  passwordRule: validationMessages.passwordRule,
} as const;

type Trx = Db;

/** The audit's picture of an operator: no hash, no secret. */
const auditOf = (o: OperatorView): Record<string, unknown> => ({
  email: o.email,
  name: o.name,
  role: o.role.name,
  is_active: o.is_active,
  totp_enabled: o.totp_enabled,
});

export class OperatorService {
  constructor(
    private readonly db: Db,
    private readonly auth: OperatorAuthService,
  ) {}

  async roles(): Promise<RoleView[]> {
    const rows = await this.db.selectFrom('admin_role').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, name: r.name, permissions: permissionsOf(r.permissions) }));
  }

  async operators(now: Date, db: Db = this.db, id?: number): Promise<OperatorView[]> {
    let q = db
      .selectFrom('operator as o')
      .innerJoin('admin_role as r', 'r.id', 'o.role_id')
      .select([
        'o.id',
        'o.email',
        'o.name',
        'o.is_active',
        'o.totp_secret',
        'o.lock_expires',
        'o.created_at',
        'r.id as role_id',
        'r.name as role_name',
        'r.permissions',
      ])
      .orderBy('o.email');
    if (id !== undefined) q = q.where('o.id', '=', id);
    const rows = await q.execute();
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      role: { id: r.role_id, name: r.role_name, permissions: permissionsOf(r.permissions) },
      is_active: r.is_active,
      totp_enabled: r.totp_secret !== null,
      locked: r.lock_expires !== null && new Date(r.lock_expires) > now,
      created_at: new Date(r.created_at),
    }));
  }

  private async one(trx: Db, id: number, now: Date): Promise<OperatorView | null> {
    return (await this.operators(now, trx, id))[0] ?? null;
  }

  private async roleExists(trx: Db, id: number): Promise<boolean> {
    return !!(await trx
      .selectFrom('admin_role')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst());
  }

  async create(
    c: Caller,
    input: { email: string; name: string; password: string; role_id: number },
  ): Promise<Result<OperatorView>> {
    const email = normaliseOperatorEmail(input.email);
    if (!isValidEmail(email)) return fail('graphql-input', OPERATOR_MSG.emailInvalid);
    if (!input.name.trim()) return fail('graphql-input', OPERATOR_MSG.nameMissing);
    if (!isValidPassword(input.password)) return fail('graphql-input', OPERATOR_MSG.passwordRule);
    const hash = await hashPassword(input.password);
    return this.db.transaction().execute(async (trx): Promise<Result<OperatorView>> => {
      if (!(await this.roleExists(trx, input.role_id)))
        return fail('graphql-no-such-entity', OPERATOR_MSG.roleNotFound);
      const row = await trx
        .insertInto('operator')
        .values({ email, name: input.name.trim(), password_hash: hash, role_id: input.role_id })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return fail('graphql-already-exists', OPERATOR_MSG.emailExists);
      const after = (await this.one(trx, row.id, c.now))!;
      await c.audit.record(trx, {
        action: 'operator_created',
        entity_type: 'operator',
        entity_id: row.id,
        after: auditOf(after),
      });
      return ok(after);
    });
  }

  /** One audited change of an operator: `change` runs on the row, inside the transaction. */
  private async change(
    c: Caller,
    id: number,
    action: string,
    change: (trx: Trx, before: OperatorView) => Promise<Result<true>>,
  ): Promise<Result<OperatorView>> {
    return this.db.transaction().execute(async (trx): Promise<Result<OperatorView>> => {
      const before = await this.one(trx, id, c.now);
      if (!before) return fail('graphql-no-such-entity', OPERATOR_MSG.operatorNotFound);
      const done = await change(trx, before);
      if (!done.ok) return done;
      await trx.updateTable('operator').set({ updated_at: c.now }).where('id', '=', id).execute();
      const after = (await this.one(trx, id, c.now))!;
      await c.audit.record(trx, {
        action,
        entity_type: 'operator',
        entity_id: id,
        before: auditOf(before),
        after: auditOf(after),
      });
      return ok(after);
    });
  }

  setRole(c: Caller, id: number, roleId: number): Promise<Result<OperatorView>> {
    return this.change(c, id, 'operator_role_changed', async (trx) => {
      if (!(await this.roleExists(trx, roleId)))
        return fail('graphql-no-such-entity', OPERATOR_MSG.roleNotFound);
      await trx.updateTable('operator').set({ role_id: roleId }).where('id', '=', id).execute();
      return ok(true);
    });
  }

  disable(c: Caller, id: number): Promise<Result<OperatorView>> {
    if (c.operator?.id === id)
      return Promise.resolve(fail('graphql-input', OPERATOR_MSG.notYourself));
    return this.change(c, id, 'operator_disabled', async (trx) => {
      await trx.updateTable('operator').set({ is_active: false }).where('id', '=', id).execute();
      await this.auth.endSessions(trx, id);
      return ok(true);
    });
  }

  /** A new password set by another operator: the lock is lifted and every session ends. */
  async resetPassword(c: Caller, id: number, password: string): Promise<Result<OperatorView>> {
    if (!isValidPassword(password)) return fail('graphql-input', OPERATOR_MSG.passwordRule);
    const hash = await hashPassword(password);
    return this.change(c, id, 'operator_password_reset', async (trx) => {
      await trx
        .updateTable('operator')
        .set({ password_hash: hash, failures_num: 0, first_failure: null, lock_expires: null })
        .where('id', '=', id)
        .execute();
      await this.auth.endSessions(trx, id);
      return ok(true);
    });
  }

  async saveRole(
    c: Caller,
    id: number | null,
    input: { name: string; permissions: readonly string[] },
  ): Promise<Result<RoleView>> {
    const name = input.name.trim();
    if (!name) return fail('graphql-input', OPERATOR_MSG.nameMissing);
    const permissions = permissionsOf(input.permissions);
    return this.db.transaction().execute(async (trx): Promise<Result<RoleView>> => {
      const clash = await trx
        .selectFrom('admin_role')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirst();
      if (clash && clash.id !== id) return fail('graphql-already-exists', OPERATOR_MSG.roleExists);
      const before =
        id === null
          ? null
          : await trx.selectFrom('admin_role').selectAll().where('id', '=', id).executeTakeFirst();
      if (id !== null && !before) return fail('graphql-no-such-entity', OPERATOR_MSG.roleNotFound);
      const values = { name, permissions: JSON.stringify(permissions), updated_at: c.now };
      const row =
        id === null
          ? await trx
              .insertInto('admin_role')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('admin_role')
              .set(values)
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirstOrThrow();
      const after = { id: row.id, name, permissions };
      await c.audit.record(trx, {
        action: id === null ? 'role_created' : 'role_changed',
        entity_type: 'role',
        entity_id: row.id,
        before: before
          ? { name: before.name, permissions: permissionsOf(before.permissions) }
          : null,
        after: { name, permissions },
      });
      return ok(after);
    });
  }

  /** Starts (or restarts) the signed-in operator's TOTP enrolment: a pending secret. */
  async startTotp(c: Caller): Promise<Result<{ secret: string; otpauth_url: string }>> {
    const me = c.operator!;
    const secret = newTotpSecret();
    await this.db
      .updateTable('operator')
      .set({ totp_pending_secret: secret })
      .where('id', '=', me.id)
      .execute();
    return ok({ secret, otpauth_url: totpUrl(secret, me.email) });
  }

  /** The first code from the app turns the pending secret into the operator's second factor. */
  confirmTotp(c: Caller, code: string): Promise<Result<OperatorView>> {
    const me = c.operator!;
    return this.change(c, me.id, 'operator_totp_enabled', async (trx) => {
      const row = await trx
        .selectFrom('operator')
        .select('totp_pending_secret')
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      if (!row.totp_pending_secret) return fail('graphql-input', OPERATOR_MSG.noEnrolment);
      const step = totpStep(row.totp_pending_secret, code, c.now);
      if (step === null) return fail('graphql-input', OPERATOR_MSG.codeInvalid);
      await trx
        .updateTable('operator')
        .set({
          totp_secret: row.totp_pending_secret,
          totp_pending_secret: null,
          totp_last_step: step,
        })
        .where('id', '=', me.id)
        .execute();
      return ok(true);
    });
  }

  /** Turning the second factor off asks for the password, so an unattended session cannot. */
  disableTotp(c: Caller, password: string): Promise<Result<OperatorView>> {
    const me = c.operator!;
    return this.change(c, me.id, 'operator_totp_disabled', async (trx) => {
      const row = await trx
        .selectFrom('operator')
        .select(['password_hash', 'totp_secret'])
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      if (!row.totp_secret) return fail('graphql-input', OPERATOR_MSG.totpOff);
      if (!(await verifyPassword(row.password_hash, password)))
        return fail('graphql-authentication', OPERATOR_MSG.passwordWrong);
      await trx
        .updateTable('operator')
        .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
        .where('id', '=', me.id)
        .execute();
      return ok(true);
    });
  }
}
