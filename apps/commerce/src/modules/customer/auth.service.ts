// Sign-in, bearer tokens and their verification. Sign-in answers alike, in message and in time,
// whether the e-mail is unknown, the password wrong, or the account or address locked, so it
// cannot be used to learn which accounts exist.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork } from '../../db/unit-of-work.js';
import type { TokenVerdict } from '../../shared/token-verdict.js';
import { chargeShopWide, clientAddressKey, type Limits } from '../../shared/rate-rules.js';
import type { CaptchaVerifier } from '../../shared/recaptcha.js';
import { fail, failWith, ok, type Result } from '../../shared/result.js';
import { CUSTOMER_MSG } from './messages.js';
import { burnVerification, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { chargeAccount, chargeAddress, clearAccount, refundAddress } from './throttle.js';
import { hashToken, newToken, tokenLifetimeMs } from './tokens.js';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * An account created while create_account_confirmation was on, whose link has not been followed.
 * As in Magento, turning the setting off lets such accounts sign in.
 */
export const awaitsConfirmation = (ctx: RequestContext, confirmationRequired: boolean): boolean =>
  confirmationRequired && ctx.storeView.config.create_account_confirmation === true;

export interface AuthOptions {
  /** Absolute session lifetime: no token of a session outlives its start plus this. */
  sessionMaxMs: number;
  /** The sign-in captcha's verifier when CAPTCHA_SECRET_KEY is set (docs/decisions/0987). */
  captcha?: CaptchaVerifier | null;
}

/** Magento's answers when a reCAPTCHA-protected GraphQL operation gets no valid answer. */
export const CAPTCHA_MSG = {
  failed: 'ReCaptcha validation failed, please try again',
  unavailable: 'Something went wrong with reCAPTCHA. Please contact the store owner.',
} as const;

export class CustomerAuthService {
  private readonly uow: UnitOfWork;

  constructor(
    private readonly db: Db,
    private readonly limits: Limits,
    private readonly opts: AuthOptions,
  ) {
    this.uow = new UnitOfWork(db);
  }

  /**
   * Charges one password computation to the client address and to the shop-wide ceiling, before
   * any is run; false when either is used up (docs/decisions/0901, 0989). Callers then answer
   * without hashing.
   */
  async chargePasswordWork(ctx: RequestContext): Promise<boolean> {
    const { limiter, rules } = this.limits;
    if (!(await limiter.take(rules.passwordWork, clientAddressKey(ctx), ctx.now)).allowed)
      return false;
    // And to the shop-wide ceiling, so many addresses together cannot exhaust the CPU (0989).
    return chargeShopWide(this.limits, rules.passwordWorkShop, ctx.now);
  }

  /**
   * generateCustomerToken: every call is one attempt, charged to the account (or, for an e-mail
   * without one, to the e-mail) and to the address before any hashing. A locked address, account
   * or e-mail is refused without hashing: all three answer alike, and so does an unknown e-mail
   * until it is locked the same way an account would be.
   */
  async signIn(ctx: RequestContext, email: string, password: string): Promise<Result<IssuedToken>> {
    if (!email.trim()) return fail('graphql-input', CUSTOMER_MSG.emailMissing);
    if (!password) return fail('graphql-input', CUSTOMER_MSG.passwordMissing);
    const captcha = await this.checkCaptcha(ctx);
    if (!captcha.ok) return captcha;
    const refused = fail<IssuedToken>('graphql-authentication', CUSTOMER_MSG.signInFailed);
    const { limiter, rules } = this.limits;

    if (!(await this.chargePasswordWork(ctx))) return refused;
    if (!(await chargeAddress(limiter, clientAddressKey(ctx), ctx.now))) return refused;
    const customer = await this.db
      .selectFrom('customer')
      .select(['id', 'password_hash', 'is_active', 'confirmation_required'])
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    const open = customer
      ? await chargeAccount(this.db, customer.id, ctx.now)
      : (await limiter.take(rules.signInUnknownEmail, normaliseEmail(email), ctx.now)).allowed;
    if (!open) return refused;

    if (!customer?.password_hash || !customer.is_active) {
      await burnVerification(password);
      return refused;
    }
    if (!(await verifyPassword(customer.password_hash, password))) return refused;

    await clearAccount(this.db, customer.id);
    await refundAddress(limiter, clientAddressKey(ctx));
    if (needsRehash(customer.password_hash)) {
      await this.db
        .updateTable('customer')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', customer.id)
        .execute();
    }
    // Told only to someone who knows the password, so it reveals nothing to anyone else.
    if (awaitsConfirmation(ctx, customer.confirmation_required))
      return fail('graphql-authentication', CUSTOMER_MSG.notConfirmed);
    return ok(await this.issue(ctx, customer.id));
  }

  /**
   * With a captcha configured, the request's X-ReCaptcha answer must be a fresh valid one, checked
   * before anything is charged or hashed (docs/decisions/0987). Without one, nothing is asked.
   */
  async checkCaptcha(ctx: RequestContext): Promise<Result<true>> {
    const verifier = this.opts.captcha;
    if (!verifier) return ok(true);
    // The provider is told the visitor's own address (not the /64 key limits count under).
    const remoteIp = ctx.clientAddressIsVisitor === false ? null : ctx.clientAddress;
    const verdict = await verifier.verify(ctx.captchaToken, remoteIp, (err) =>
      ctx.log.error({ err }, 'reCAPTCHA verification could not be asked'),
    );
    if (verdict === 'ok') return ok(true);
    return fail(
      'graphql-input',
      verdict === 'invalid' ? CAPTCHA_MSG.failed : CAPTCHA_MSG.unavailable,
    );
  }

  /**
   * The signed-in customer's current password, before a password or e-mail change. Each check is
   * a sign-in attempt on the account (the same counter and lock), so a stolen token cannot be
   * used to guess the password.
   */
  async checkPassword(
    ctx: RequestContext,
    customerId: number,
    password: string,
  ): Promise<Result<true>> {
    if (!(await this.chargePasswordWork(ctx)))
      return fail('graphql-authentication', CUSTOMER_MSG.accountLocked);
    if (!(await chargeAccount(this.db, customerId, ctx.now)))
      return fail('graphql-authentication', CUSTOMER_MSG.accountLocked);
    const row = await this.db
      .selectFrom('customer')
      .select('password_hash')
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (!row?.password_hash) {
      await burnVerification(password);
      return fail('graphql-authentication', CUSTOMER_MSG.invalidLoginOrPassword);
    }
    if (!(await verifyPassword(row.password_hash, password)))
      return fail('graphql-authentication', CUSTOMER_MSG.invalidLoginOrPassword);
    await clearAccount(this.db, customerId);
    return ok(true);
  }

  /**
   * A new token for the signed-in customer in exchange for the one used for this request. The
   * exchange consumes the token in one conditional statement: of several refreshes of one token
   * (aliases, concurrent requests, replicas) exactly one gets a new token, the others the
   * authentication error. The new token keeps the session's start, so the session still ends
   * at its absolute lifetime (docs/decisions/0902).
   */
  async refresh(ctx: RequestContext): Promise<Result<IssuedToken>> {
    if (ctx.customerId === null || ctx.token === null)
      return fail('graphql-authorization', CUSTOMER_MSG.notAuthorized);
    const customerId = ctx.customerId;
    const currentHash = hashToken(ctx.token);
    const issued = await this.uow.run(ctx, async (tx) => {
      const spent = await tx.transaction
        .updateTable('customer_token')
        .set({ revoked_at: ctx.now })
        .where('token_hash', '=', currentHash)
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', ctx.now)
        .returning('session_started_at')
        .executeTakeFirst();
      if (!spent) return null;
      const started = new Date(spent.session_started_at);
      if (started.getTime() + this.opts.sessionMaxMs <= ctx.now.getTime()) return null;
      return this.issue(tx, customerId, started);
    });
    return issued ? ok(issued) : fail('graphql-authentication', CUSTOMER_MSG.tokenRevoked);
  }

  /** revokeCustomerToken: as Magento, every token of the customer is revoked. */
  async revokeAll(ctx: RequestContext): Promise<Result<true>> {
    if (ctx.customerId === null) return fail('graphql-authorization', CUSTOMER_MSG.notAuthorized);
    await this.revokeTokens(ctx, ctx.customerId);
    return ok(true);
  }

  /** Revokes the customer's tokens (in the context's unit of work when it has one); `keep` spares one (the token of the request that changes the password). */
  async revokeTokens(
    ctx: RequestContext,
    customerId: number,
    opts: { keep?: string | null } = {},
  ): Promise<void> {
    let q = this.uow
      .db(ctx)
      .updateTable('customer_token')
      .set({ revoked_at: ctx.now })
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null);
    if (opts.keep) q = q.where('token_hash', '<>', hashToken(opts.keep));
    await q.execute();
  }

  /** Called for every request carrying a bearer token, before the operation runs. */
  async verify(token: string, now: Date): Promise<TokenVerdict> {
    const row = await this.db
      .selectFrom('customer_token as t')
      .innerJoin('customer as c', 'c.id', 't.customer_id')
      .select([
        't.customer_id',
        't.expires_at',
        't.revoked_at',
        't.session_started_at',
        'c.group_id',
        'c.is_active',
      ])
      .where('t.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return failWith(CUSTOMER_MSG.notAuthorized);
    if (row.revoked_at !== null) return failWith(CUSTOMER_MSG.tokenRevoked);
    if (new Date(row.expires_at).getTime() <= now.getTime() || !row.is_active)
      return failWith(CUSTOMER_MSG.notAuthorized);
    // A shortened session lifetime applies to tokens issued before the change too.
    if (new Date(row.session_started_at).getTime() + this.opts.sessionMaxMs <= now.getTime())
      return failWith(CUSTOMER_MSG.notAuthorized);
    return ok({ customerId: row.customer_id, groupId: row.group_id });
  }

  private async issue(
    ctx: RequestContext,
    customerId: number,
    sessionStart: Date = ctx.now,
  ): Promise<IssuedToken> {
    const db = this.uow.db(ctx);
    const token = newToken();
    const sessionEnd = sessionStart.getTime() + this.opts.sessionMaxMs;
    const expiresAt = new Date(
      Math.min(
        ctx.now.getTime() + tokenLifetimeMs(ctx.storeView.config.customer_access_token_lifetime),
        sessionEnd,
      ),
    );
    // Expired tokens of this customer are of no further use; dropping them keeps the table small.
    await db
      .deleteFrom('customer_token')
      .where('customer_id', '=', customerId)
      .where('expires_at', '<=', ctx.now)
      .execute();
    await db
      .insertInto('customer_token')
      .values({
        customer_id: customerId,
        token_hash: hashToken(token),
        created_at: ctx.now,
        expires_at: expiresAt,
        session_started_at: sessionStart,
      })
      .execute();
    return { token, expiresAt };
  }
}
