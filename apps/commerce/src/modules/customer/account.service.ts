// The account lifecycle: registration with e-mail confirmation, password reset and change, and
// the signed-in customer's e-mail and personal data (docs/decisions/0702-… and 0703-…).
// Nothing here tells a caller without the account's password or e-mailed secret whether an
// address has an account: unknown addresses get the same answer as real ones.
import { isValidEmail, isValidPassword } from '@charter/shared/validation';
import type { RequestContext } from '../../context.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork } from '../../db/unit-of-work.js';
import type { CustomerSecretKind } from './tables.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { emailChangedEmail } from '../notification/account-emails.js';
import type { Mailer } from '../notification/mailer.js';
import { awaitsConfirmation, normaliseEmail, type CustomerAuthService } from './auth.service.js';
import type {
  CustomerPatch,
  CustomerRecord,
  CustomerService,
  NewCustomer,
} from './customer.service.js';
import { CUSTOMER_MSG } from './messages.js';
import type { NewsletterService } from './newsletter.service.js';
import {
  clientAddressKey,
  shopWideExhausted,
  visitorAddress,
  type Limits,
} from '../../shared/rate-rules.js';
import { hashPassword } from './passwords.js';
import { sentRecently, spendSecret, voidSecrets, wasIssued } from './secrets.js';
import { chargeMailRequest } from './throttle.js';
import { mailSecret } from './secret-mail.js';

export type ConfirmationStatus = 'ACCOUNT_CONFIRMED' | 'ACCOUNT_CONFIRMATION_NOT_REQUIRED';

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  storeName: string;
  /** The shared rate limiter and its rules. */
  limits: Limits;
  customers: CustomerService;
  newsletter: NewsletterService;
  auth: CustomerAuthService;
}

interface Recipient {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

interface Addressee extends Recipient {
  is_active: boolean;
  confirmation_required: boolean;
}

export class AccountService {
  readonly customers: CustomerService;
  readonly newsletter: NewsletterService;
  private readonly auth: CustomerAuthService;
  private readonly db: Db;
  private readonly uow: UnitOfWork;

  constructor(private readonly deps: AccountDeps) {
    this.db = deps.db;
    this.uow = new UnitOfWork(deps.db);
    this.customers = deps.customers;
    this.newsletter = deps.newsletter;
    this.auth = deps.auth;
  }

  /** createCustomerV2: with create_account_confirmation on, the account waits for its e-mailed link. */
  async register(
    ctx: RequestContext,
    input: NewCustomer,
    subscribe: boolean | null | undefined,
  ): Promise<Result<CustomerRecord>> {
    // Charged before any hashing or e-mail: registrations per address, and the password work.
    const { limiter, rules } = this.deps.limits;
    const address = visitorAddress(ctx);
    if (address && !(await limiter.take(rules.registration, address, ctx.now)).allowed)
      return fail('graphql-input', CUSTOMER_MSG.tooManyRegistrations);
    if (input.password && !(await this.auth.chargePasswordWork(ctx)))
      return fail('graphql-input', CUSTOMER_MSG.tooManyRegistrations);
    const confirmationRequired = ctx.storeView.config.create_account_confirmation === true;
    let outboxId: number | null = null;
    const created = await this.customers.register(ctx, input, {
      confirmationRequired,
      onCreated: async (tx, customer) => {
        await this.newsletter.setForCustomer(tx, customer, subscribe);
        if (confirmationRequired)
          outboxId = await this.sendSecret(tx.transaction, ctx, customer, 'confirm');
      },
    });
    if (outboxId !== null) this.deps.mailer.deliverLater(outboxId);
    return created;
  }

  /**
   * confirmEmail. Without the right key every case answers that the key is invalid, so the call
   * cannot be used to find accounts; "already active" is only said to the holder of a key that
   * was sent to that account (a link followed twice).
   */
  async confirm(
    ctx: RequestContext,
    rawEmail: string,
    key: string,
  ): Promise<Result<CustomerRecord>> {
    if (!isValidEmail(rawEmail)) return fail('graphql-input', CUSTOMER_MSG.confirmEmailInvalid);
    const invalid = fail<CustomerRecord>('graphql-input', CUSTOMER_MSG.confirmationTokenInvalid);
    const customer = await this.byEmail(ctx, rawEmail);
    if (!customer || !key) return invalid;
    if (!customer.confirmation_required) {
      return (await wasIssued(this.db, customer.id, 'confirm', key))
        ? fail('graphql-input', CUSTOMER_MSG.alreadyActive)
        : invalid;
    }
    const confirmed = await this.db.transaction().execute(async (trx) => {
      if (!(await spendSecret(trx, customer.id, 'confirm', key, ctx.now))) return false;
      await trx
        .updateTable('customer')
        .set({ confirmation_required: false, updated_at: ctx.now })
        .where('id', '=', customer.id)
        .execute();
      return true;
    });
    return confirmed ? this.customers.find(customer.id) : invalid;
  }

  /** resendConfirmationEmail: true for every well-formed address; only an account awaiting confirmation gets an e-mail. */
  async resendConfirmation(ctx: RequestContext, rawEmail: string): Promise<Result<true>> {
    if (!isValidEmail(rawEmail)) return fail('graphql-input', CUSTOMER_MSG.confirmEmailInvalid);
    await this.mailSecretOnRequest(ctx, rawEmail, 'confirm', (c) => c.confirmation_required);
    return ok(true);
  }

  /** requestPasswordResetEmail: true for every well-formed address; only an active account gets an e-mail. */
  async requestPasswordReset(ctx: RequestContext, rawEmail: string): Promise<Result<true>> {
    if (!rawEmail.trim()) return fail('graphql-input', CUSTOMER_MSG.resetEmailMissing);
    if (!isValidEmail(rawEmail)) return fail('graphql-input', CUSTOMER_MSG.resetEmailInvalid);
    await this.mailSecretOnRequest(ctx, rawEmail, 'reset', (c) => c.is_active);
    return ok(true);
  }

  /**
   * resetPassword with the e-mailed token. Success spends the token, revokes every bearer token,
   * lifts a sign-in lock, and confirms an account awaiting confirmation (the link proves the
   * same thing: the e-mail reached its owner).
   */
  async resetPassword(
    ctx: RequestContext,
    rawEmail: string,
    token: string,
    newPassword: string,
  ): Promise<Result<true>> {
    if (!rawEmail.trim()) return fail('graphql-input', CUSTOMER_MSG.resetEmailMissing);
    if (!isValidEmail(rawEmail)) return fail('graphql-input', CUSTOMER_MSG.resetEmailInvalid);
    if (!token) return fail('graphql-input', CUSTOMER_MSG.resetTokenMissing);
    if (!newPassword) return fail('graphql-input', CUSTOMER_MSG.newPasswordMissing);
    if (!isValidPassword(newPassword)) return fail('graphql-input', CUSTOMER_MSG.passwordRule);
    // Over the address's password budget: the answer of a wrong token, without hashing.
    if (!(await this.auth.chargePasswordWork(ctx)))
      return fail('graphql-input', CUSTOMER_MSG.cannotSetPassword);
    // Hashed first: a wrong token or unknown address takes as long as a right one.
    const passwordHash = await hashPassword(newPassword);
    const customer = await this.byEmail(ctx, rawEmail);
    const done =
      customer !== undefined &&
      (await this.uow.run(ctx, async (tx) => {
        const trx = tx.transaction;
        if (!(await spendSecret(trx, customer.id, 'reset', token, ctx.now))) return false;
        await trx
          .updateTable('customer')
          .set({
            password_hash: passwordHash,
            confirmation_required: false,
            failures_num: 0,
            first_failure: null,
            lock_expires: null,
            updated_at: ctx.now,
          })
          .where('id', '=', customer.id)
          .execute();
        await voidSecrets(trx, customer.id, 'reset', ctx.now);
        await this.auth.revokeTokens(tx, customer.id);
        return true;
      }));
    return done ? ok(true) : fail('graphql-input', CUSTOMER_MSG.cannotSetPassword);
  }

  /** changeCustomerPassword: the current password is checked as a sign-in attempt; other devices are signed out. */
  async changePassword(
    ctx: RequestContext,
    currentPassword: string,
    newPassword: string,
  ): Promise<Result<CustomerRecord>> {
    const customerId = ctx.customerId;
    if (customerId === null) return fail('graphql-authorization', CUSTOMER_MSG.notAuthorized);
    if (!currentPassword) return fail('graphql-input', CUSTOMER_MSG.specify('currentPassword'));
    if (!newPassword) return fail('graphql-input', CUSTOMER_MSG.specify('newPassword'));
    if (!isValidPassword(newPassword)) return fail('graphql-input', CUSTOMER_MSG.passwordRule);
    const checked = await this.auth.checkPassword(ctx, customerId, currentPassword);
    if (!checked.ok) return checked;
    const passwordHash = await hashPassword(newPassword);
    await this.uow.run(ctx, async (tx) => {
      const trx = tx.transaction;
      await trx
        .updateTable('customer')
        .set({ password_hash: passwordHash, updated_at: ctx.now })
        .where('id', '=', customerId)
        .execute();
      await voidSecrets(trx, customerId, 'reset', ctx.now);
      await this.auth.revokeTokens(tx, customerId, { keep: ctx.token });
    });
    return this.customers.find(customerId);
  }

  /**
   * updateCustomerEmail: needs the current password (a sign-in attempt); a taken address gets the
   * registration message. On a change (docs/decisions/0986): the old address is told, the
   * customer's other sessions are signed out, and with create_account_confirmation on the new
   * address must be confirmed by its e-mailed link before the next sign-in.
   */
  async changeEmail(
    ctx: RequestContext,
    rawEmail: string,
    password: string,
  ): Promise<Result<CustomerRecord>> {
    const customerId = ctx.customerId;
    if (customerId === null) return fail('graphql-authorization', CUSTOMER_MSG.notAuthorized);
    const email = normaliseEmail(rawEmail);
    if (!email) return fail('graphql-input', CUSTOMER_MSG.specify('email'));
    if (!isValidEmail(email)) return fail('graphql-input', CUSTOMER_MSG.invalidEmail(rawEmail));
    if (!password) return fail('graphql-input', CUSTOMER_MSG.specify('password'));
    const checked = await this.auth.checkPassword(ctx, customerId, password);
    if (!checked.ok) return checked;
    const confirm = ctx.storeView.config.create_account_confirmation === true;
    const outbox: number[] = [];
    const changed = await this.uow
      .run(ctx, async (tx) => {
        const trx = tx.transaction;
        const taken = await trx
          .selectFrom('customer')
          .select('id')
          .where('email', '=', email)
          .where('id', '<>', customerId)
          .executeTakeFirst();
        if (taken) return false;
        const before = await trx
          .selectFrom('customer')
          .select(['id', 'email', 'firstname', 'lastname'])
          .where('id', '=', customerId)
          .executeTakeFirstOrThrow();
        if (before.email === email) return true;
        await trx
          .updateTable('customer')
          .set({ email, updated_at: ctx.now, ...(confirm ? { confirmation_required: true } : {}) })
          .where('id', '=', customerId)
          .execute();
        await this.newsletter.emailChanged(tx, customerId, email);
        // A reset link sent to the old address must not work for the account any more.
        await voidSecrets(trx, customerId, 'reset', ctx.now);
        // Whoever changed it keeps this session; every other one is signed out.
        await this.auth.revokeTokens(tx, customerId, { keep: ctx.token });
        outbox.push(
          await this.deps.mailer.enqueue(
            trx,
            emailChangedEmail({
              storeName: this.deps.storeName,
              storefrontUrl: this.deps.config.storefrontUrl,
              to: before.email,
              customerName: `${before.firstname} ${before.lastname}`,
              newEmail: email,
            }),
          ),
        );
        if (confirm)
          outbox.push(
            await this.sendSecret(trx, ctx, { ...before, email }, 'confirm', 'email-change'),
          );
        return true;
      })
      .catch((err: unknown) => {
        // The unique index decides a race with a registration of the same address.
        if (isUniqueViolation(err)) return false;
        throw err;
      });
    if (!changed) return fail('graphql-input', CUSTOMER_MSG.emailExists);
    for (const id of outbox) this.deps.mailer.deliverLater(id);
    return this.customers.find(customerId);
  }

  /** updateCustomerV2: personal data, and the newsletter when is_subscribed is sent. */
  async updateProfile(
    ctx: RequestContext,
    patch: CustomerPatch,
    subscribe: boolean | null | undefined,
    hasInput: boolean,
  ): Promise<Result<CustomerRecord>> {
    const updated = await this.customers.updateProfile(ctx, patch, hasInput);
    if (!updated.ok) return updated;
    if (subscribe !== undefined && subscribe !== null) {
      await this.newsletter.setForCustomer(ctx, updated.value, subscribe);
    }
    return updated;
  }

  /**
   * Customer.confirmation_status with Magento's two values. An account still waiting for its link
   * is never reported as confirmed; it reads ACCOUNT_CONFIRMATION_NOT_REQUIRED (see ADR 0702).
   */
  confirmationStatus(ctx: RequestContext, confirmationRequired: boolean): ConfirmationStatus {
    return ctx.storeView.config.create_account_confirmation === true &&
      !awaitsConfirmation(ctx, confirmationRequired)
      ? 'ACCOUNT_CONFIRMED'
      : 'ACCOUNT_CONFIRMATION_NOT_REQUIRED';
  }

  private byEmail(ctx: RequestContext, rawEmail: string) {
    return this.uow
      .db(ctx)
      .selectFrom('customer')
      .select(['id', 'email', 'firstname', 'lastname', 'is_active', 'confirmation_required'])
      .where('email', '=', normaliseEmail(rawEmail))
      .executeTakeFirst();
  }

  /**
   * Sends a new secret by e-mail when the address has an account that `wants` one, the client
   * address is within MAIL_REQUEST_LIMIT and no e-mail of the kind went out within
   * RESEND_INTERVAL_MS. An address without an account goes through the same statements (and the
   * same write, the request charge), so the answer takes about as long; delivery happens after
   * the answer.
   */
  private async mailSecretOnRequest(
    ctx: RequestContext,
    rawEmail: string,
    kind: CustomerSecretKind,
    wants: (c: Addressee) => boolean,
  ): Promise<void> {
    // Past the shop's e-mail ceiling, requested e-mails are not written at all (0989).
    const open =
      (await chargeMailRequest(this.deps.limits.limiter, clientAddressKey(ctx), ctx.now)) &&
      !(await shopWideExhausted(this.deps.limits, this.deps.limits.rules.mailShop, ctx.now));
    const outboxId = await this.uow.run(ctx, async (tx) => {
      const trx = tx.transaction;
      const customer = await this.byEmail(tx, rawEmail);
      const recent = await sentRecently(trx, customer?.id ?? 0, kind, ctx.now);
      return open && customer && wants(customer) && !recent
        ? this.sendSecret(trx, ctx, customer, kind)
        : null;
    });
    if (outboxId !== null) this.deps.mailer.deliverLater(outboxId);
  }

  /** Issues the secret and writes its e-mail to the outbox in the caller's transaction; returns the outbox id. */
  private sendSecret(
    trx: Db,
    ctx: RequestContext,
    customer: Recipient,
    kind: CustomerSecretKind,
    why: 'new-account' | 'email-change' = 'new-account',
  ): Promise<number> {
    const { mailer, storeName, config } = this.deps;
    return mailSecret(
      trx,
      { mailer, storeName, storefrontUrl: config.storefrontUrl },
      ctx.now,
      customer,
      kind,
      why,
    );
  }
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite. */
const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
