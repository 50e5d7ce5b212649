// Newsletter subscriptions (docs/decisions/0704-newsletter-subscriptions.md): one row per e-mail
// address, guests and customers alike, linked to the customer whose e-mail it is. A customer's
// own address subscribes at once; any other address (every guest subscription) is double opt-in
// (docs/decisions/0988): NOT_ACTIVE until the e-mailed link is followed, limited per client
// address and per e-mail, and answered alike whether or not the address is already subscribed.
import { isValidEmail } from '@charter/shared/validation';
import { sql } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork } from '../../db/unit-of-work.js';
import type { NewsletterStatus } from './tables.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { newsletterConfirmationEmail } from '../notification/account-emails.js';
import type { Mailer } from '../notification/mailer.js';
import { shopWideExhausted, visitorAddress, type Limits } from '../../shared/rate-rules.js';
import { normaliseEmail } from './auth.service.js';
import { CUSTOMER_MSG } from './messages.js';
import { hashToken, newToken } from './tokens.js';

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** What double opt-in needs; without it (a test building the service alone) guests subscribe at once. */
export interface NewsletterDeps {
  mailer: Mailer;
  limits: Limits;
  storefrontUrl: string;
  storeName: string;
}

/** storeConfig.newsletter_enabled: without it is_subscribed is ignored and subscribing fails. */
export const newsletterEnabled = (ctx: RequestContext): boolean =>
  ctx.storeView.config.newsletter_enabled === true;

/** Magento's newsletter/subscription/allow_guest_subscribe, on unless a store view's config sets it false. */
const guestsMaySubscribe = (ctx: RequestContext): boolean =>
  ctx.storeView.config.newsletter_allow_guest_subscribe !== false;

export class NewsletterService {
  private readonly uow: UnitOfWork;

  constructor(
    private readonly db: Db,
    private readonly deps?: NewsletterDeps,
  ) {
    this.uow = new UnitOfWork(db);
  }

  /**
   * subscribeEmailToNewsletter, by a guest or a customer, for any address. The signed-in
   * customer's own address subscribes at once; any other address gets a confirmation link and
   * answers NOT_ACTIVE, whether or not it is subscribed already.
   */
  async subscribe(ctx: RequestContext, rawEmail: string): Promise<Result<NewsletterStatus>> {
    if (!rawEmail.trim()) return fail('graphql-input', CUSTOMER_MSG.newsletterEmailMissing);
    if (!isValidEmail(rawEmail)) return fail('graphql-input', CUSTOMER_MSG.newsletterEmailInvalid);
    if (!newsletterEnabled(ctx)) return fail('graphql-input', CUSTOMER_MSG.newsletterFailed);
    if (ctx.customerId === null && !guestsMaySubscribe(ctx))
      return fail('graphql-input', CUSTOMER_MSG.newsletterGuestsNotAllowed);
    const email = normaliseEmail(rawEmail);
    if (this.deps && !(await this.isOwnEmail(ctx.customerId, email)))
      return this.askConfirmation(ctx, email, this.deps);
    return this.subscribeNow(ctx, email);
  }

  private async isOwnEmail(customerId: number | null, email: string): Promise<boolean> {
    if (customerId === null) return false;
    const row = await this.db
      .selectFrom('customer')
      .select('email')
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row?.email === email;
  }

  /**
   * Double opt-in: writes (or renews) a NOT_ACTIVE row with a fresh code and e-mails its link,
   * unless the address is subscribed already, the client address or the e-mail is over its
   * limit, or the shop is over its e-mail ceiling. The answer is NOT_ACTIVE in every case.
   */
  private async askConfirmation(
    ctx: RequestContext,
    email: string,
    deps: NewsletterDeps,
  ): Promise<Result<NewsletterStatus>> {
    const pending = ok<NewsletterStatus>('NOT_ACTIVE');
    const { limiter, rules } = deps.limits;
    const address = visitorAddress(ctx);
    if (address && !(await limiter.take(rules.newsletterAddress, address, ctx.now)).allowed)
      return pending;
    if (!(await limiter.take(rules.newsletterEmail, email, ctx.now)).allowed) return pending;
    if (await shopWideExhausted(deps.limits, rules.mailShop, ctx.now)) return pending;
    const code = newToken();
    const expires = new Date(ctx.now.getTime() + NEWSLETTER_CONFIRM_DAYS * 86_400_000);
    const outboxId = await this.uow.run(ctx, async (tx) => {
      const trx = tx.transaction;
      const row = await trx
        .insertInto('newsletter_subscriber')
        .values({
          email,
          customer_id: sql<number | null>`(select id from customer where email = ${email})`,
          store_id: ctx.storeView.store.id,
          status: 'NOT_ACTIVE',
          confirm_code_hash: hashToken(code),
          confirm_expires_at: expires,
          created_at: ctx.now,
          updated_at: ctx.now,
        })
        .onConflict((oc) =>
          oc
            .column('email')
            .doUpdateSet((eb) => ({
              status: 'NOT_ACTIVE',
              confirm_code_hash: eb.ref('excluded.confirm_code_hash'),
              confirm_expires_at: eb.ref('excluded.confirm_expires_at'),
              store_id: eb.ref('excluded.store_id'),
              updated_at: ctx.now,
            }))
            .where('newsletter_subscriber.status', '<>', 'SUBSCRIBED'),
        )
        .returning('id')
        .executeTakeFirst();
      // Subscribed already: nothing to confirm, and the answer does not say so.
      if (!row) return null;
      return deps.mailer.enqueue(
        trx,
        newsletterConfirmationEmail({
          storeName: deps.storeName,
          storefrontUrl: deps.storefrontUrl,
          to: email,
          subscriberId: row.id,
          code,
          validDays: NEWSLETTER_CONFIRM_DAYS,
        }),
      );
    });
    if (outboxId !== null) deps.mailer.deliverLater(outboxId);
    return pending;
  }

  /**
   * The e-mailed link, followed: the waiting subscription becomes SUBSCRIBED. One conditional
   * statement; the code works once and until it expires. False for anything else.
   */
  async confirm(id: number, code: string, now: Date): Promise<boolean> {
    if (!Number.isSafeInteger(id) || id <= 0 || !code) return false;
    const row = await this.db
      .updateTable('newsletter_subscriber')
      .set({
        status: 'SUBSCRIBED',
        confirm_code_hash: null,
        confirm_expires_at: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'NOT_ACTIVE')
      .where('confirm_code_hash', '=', hashToken(code))
      .where('confirm_expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The signed-in customer's own address (and, without double opt-in deps, any address). */
  private async subscribeNow(
    ctx: RequestContext,
    email: string,
  ): Promise<Result<NewsletterStatus>> {
    // One statement: a concurrent subscription of the same address cannot create a second row,
    // and an address already subscribed is left untouched and reported.
    const row = await this.db
      .insertInto('newsletter_subscriber')
      .values({
        email,
        customer_id: sql<number | null>`(select id from customer where email = ${email})`,
        store_id: ctx.storeView.store.id,
        status: 'SUBSCRIBED',
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .onConflict((oc) =>
        oc
          .column('email')
          .doUpdateSet((eb) => ({
            status: 'SUBSCRIBED',
            customer_id: eb.ref('excluded.customer_id'),
            store_id: eb.ref('excluded.store_id'),
            updated_at: ctx.now,
          }))
          .where('newsletter_subscriber.status', '<>', 'SUBSCRIBED'),
      )
      .returning('status')
      .executeTakeFirst();
    return row ? ok(row.status) : fail('graphql-input', CUSTOMER_MSG.newsletterAlreadySubscribed);
  }

  /** Customer.is_subscribed. */
  async isSubscribed(customerId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('newsletter_subscriber')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('status', '=', 'SUBSCRIBED')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * is_subscribed of createCustomerV2 / updateCustomerV2: true subscribes the customer's address,
   * false unsubscribes it, absent (or a store without the newsletter) changes nothing. A new
   * customer always takes over the row a guest subscription made for the same address.
   */
  async setForCustomer(
    ctx: RequestContext,
    customer: { id: number; email: string },
    subscribed: boolean | null | undefined,
  ): Promise<void> {
    const db = this.uow.db(ctx);
    await db
      .updateTable('newsletter_subscriber')
      .set({ customer_id: customer.id })
      .where('email', '=', customer.email)
      .execute();
    if (subscribed === undefined || subscribed === null || !newsletterEnabled(ctx)) return;
    if (subscribed) {
      await db
        .insertInto('newsletter_subscriber')
        .values({
          email: customer.email,
          customer_id: customer.id,
          store_id: ctx.storeView.store.id,
          status: 'SUBSCRIBED',
          created_at: ctx.now,
          updated_at: ctx.now,
        })
        .onConflict((oc) =>
          oc
            .column('email')
            .doUpdateSet({ status: 'SUBSCRIBED', customer_id: customer.id, updated_at: ctx.now }),
        )
        .execute();
      return;
    }
    await db
      .updateTable('newsletter_subscriber')
      .set({ status: 'UNSUBSCRIBED', updated_at: ctx.now })
      .where('customer_id', '=', customer.id)
      .where('status', '=', 'SUBSCRIBED')
      .execute();
  }

  /**
   * After updateCustomerEmail: the customer's subscription follows the account to the new
   * address. A guest row of the new address is dropped when the customer has one of their own,
   * otherwise it becomes the customer's.
   */
  async emailChanged(ctx: RequestContext, customerId: number, email: string): Promise<void> {
    const db = this.uow.db(ctx);
    const own = await db
      .selectFrom('newsletter_subscriber')
      .select('id')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!own) {
      await db
        .updateTable('newsletter_subscriber')
        .set({ customer_id: customerId })
        .where('email', '=', email)
        .execute();
      return;
    }
    await db
      .deleteFrom('newsletter_subscriber')
      .where('email', '=', email)
      .where('id', '<>', own.id)
      .execute();
    await db
      .updateTable('newsletter_subscriber')
      .set({ email, updated_at: ctx.now })
      .where('id', '=', own.id)
      .execute();
  }
}
