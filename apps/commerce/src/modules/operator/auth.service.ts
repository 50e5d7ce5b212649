// Operator sign-in and sessions. Sign-in is throttled as customers' is (customer/throttle.ts: the
// account lock on the operator's own columns, the shared per-address and unknown-e-mail rules, the
// password-work ceilings; docs/decisions/1402) and answers alike, in message and time, for an
// unknown e-mail, a wrong password, a disabled or locked account. A session is a random token in
// the admin_session cookie; only its sha-256 is stored, and the CSRF token is derived from it.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { ActiveSession, SessionOperator } from '../../graphql/admin-context.js';
import { chargeShopWide, clientAddressKey, type Limits } from '../../shared/rate-rules.js';
import {
  burnVerification,
  needsRehash,
  hashPassword,
  verifyPassword,
} from '../customer/passwords.js';
import { ACCOUNT_LIMIT, charge, chargeAddress, refundAddress } from '../customer/throttle.js';
import { hashToken, newToken } from '../customer/tokens.js';
import { permissionsOf } from './permissions.js';
import { totpStep } from './totp.js';

/** Magento's customer sign-in wording, for every refused operator sign-in (docs/decisions/1402). */
export const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

export interface SessionOptions {
  /** Absolute lifetime of a session. */
  maxMs: number;
  /** A session unused this long ends. */
  idleMs: number;
}

export type { ActiveSession, SessionOperator };

export interface SignInCaller {
  now: Date;
  clientAddress: string;
}

export type SignInResult =
  | { ok: true; token: string; session: ActiveSession }
  | { ok: false; message: string; otpRequired: boolean };

/** The CSRF token of a session: derived from the cookie's token, so it is stored nowhere. */
export const csrfTokenOf = (token: string): string =>
  createHash('sha256').update(`admin-csrf:${token}`, 'utf8').digest('base64url');

export const normaliseOperatorEmail = (email: string): string => email.trim().toLowerCase();

export class OperatorAuthService {
  constructor(
    private readonly db: Db,
    private readonly limits: Limits,
    private readonly opts: SessionOptions,
  ) {}

  /**
   * adminSignIn. Every call is one attempt, charged before any hashing; with TOTP on, a right
   * password without a valid code is a failed attempt too, answered with otpRequired so the
   * console asks for the code (docs/decisions/1403).
   */
  async signIn(
    caller: SignInCaller,
    email: string,
    password: string,
    otp: string | null,
  ): Promise<SignInResult> {
    const refused: SignInResult = { ok: false, message: SIGN_IN_FAILED, otpRequired: false };
    const { limiter, rules } = this.limits;
    const address = clientAddressKey(caller);
    if (!(await limiter.take(rules.passwordWork, address, caller.now)).allowed) return refused;
    if (!(await chargeShopWide(this.limits, rules.passwordWorkShop, caller.now))) return refused;
    if (!(await chargeAddress(limiter, address, caller.now))) return refused;
    const key = normaliseOperatorEmail(email);
    const operator = await this.db
      .selectFrom('operator')
      .select(['id', 'password_hash', 'is_active', 'totp_secret', 'totp_last_step'])
      .where('email', '=', key)
      .executeTakeFirst();
    const open = operator
      ? await this.chargeAccount(operator.id, caller.now)
      : (await limiter.take(rules.signInUnknownEmail, `operator:${key}`, caller.now)).allowed;
    if (!open) return refused;
    if (!operator?.is_active) {
      await burnVerification(password);
      return refused;
    }
    if (!(await verifyPassword(operator.password_hash, password))) return refused;

    if (operator.totp_secret) {
      const step = otp ? totpStep(operator.totp_secret, otp, caller.now) : null;
      const used = operator.totp_last_step === null ? null : Number(operator.totp_last_step);
      if (step === null || (used !== null && step <= used))
        return { ok: false, message: SIGN_IN_FAILED, otpRequired: true };
      await this.db
        .updateTable('operator')
        .set({ totp_last_step: step })
        .where('id', '=', operator.id)
        .execute();
    }
    await this.db
      .updateTable('operator')
      .set({ failures_num: 0, first_failure: null, lock_expires: null })
      .where('id', '=', operator.id)
      .execute();
    await refundAddress(limiter, address);
    if (needsRehash(operator.password_hash)) {
      await this.db
        .updateTable('operator')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', operator.id)
        .execute();
    }
    const token = newToken();
    const expiresAt = new Date(caller.now.getTime() + this.opts.maxMs);
    await this.db
      .insertInto('operator_session')
      .values({
        operator_id: operator.id,
        token_hash: hashToken(token),
        created_at: caller.now,
        expires_at: expiresAt,
        idle_expires_at: this.idleEnd(caller.now, expiresAt),
      })
      .execute();
    const session = await this.session(token, caller.now);
    return session ? { ok: true, token, session } : refused;
  }

  /** Charges one attempt to the operator's account; false when it is locked. */
  private async chargeAccount(operatorId: number, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('operator')
      .set(charge('operator', ACCOUNT_LIMIT, now))
      .where('id', '=', operatorId)
      .where((eb) => eb.or([eb('lock_expires', 'is', null), eb('lock_expires', '<=', now)]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  private idleEnd(now: Date, expiresAt: Date): Date {
    return new Date(Math.min(now.getTime() + this.opts.idleMs, expiresAt.getTime()));
  }

  /**
   * The live session of a cookie's token (its operator active), or null; each use moves the idle
   * end forward (written at most once a minute).
   */
  async session(token: string, now: Date): Promise<ActiveSession | null> {
    const row = await this.db
      .selectFrom('operator_session as s')
      .innerJoin('operator as o', 'o.id', 's.operator_id')
      .innerJoin('admin_role as r', 'r.id', 'o.role_id')
      .select([
        's.id as session_id',
        's.expires_at',
        's.idle_expires_at',
        'o.id',
        'o.email',
        'o.name',
        'o.totp_secret',
        'r.name as role',
        'r.permissions',
      ])
      .where('s.token_hash', '=', hashToken(token))
      .where('s.expires_at', '>', now)
      .where('s.idle_expires_at', '>', now)
      .where('o.is_active', '=', true)
      .executeTakeFirst();
    if (!row) return null;
    const expiresAt = new Date(row.expires_at);
    const idleEnd = this.idleEnd(now, expiresAt);
    if (idleEnd.getTime() - new Date(row.idle_expires_at).getTime() > 60_000) {
      await this.db
        .updateTable('operator_session')
        .set({ idle_expires_at: idleEnd })
        .where('id', '=', row.session_id)
        .execute();
    }
    return {
      operator: {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        permissions: permissionsOf(row.permissions),
        totp_enabled: row.totp_secret !== null,
      },
      csrfToken: csrfTokenOf(token),
      expiresAt,
    };
  }

  /** adminSignOut: the session ends at once. */
  async signOut(token: string): Promise<void> {
    await this.db
      .deleteFrom('operator_session')
      .where('token_hash', '=', hashToken(token))
      .execute();
  }

  /** Ends every session of an operator (disabled, password reset), inside the caller's transaction. */
  async endSessions(trx: Db, operatorId: number): Promise<void> {
    await trx.deleteFrom('operator_session').where('operator_id', '=', operatorId).execute();
  }
}
