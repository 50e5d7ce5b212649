// Newsletter subscriptions (docs/decisions/0704-newsletter-subscriptions.md): one row per e-mail
// address, guests and customers alike, linked to the customer whose e-mail it is. Subscribing
// needs no confirmation e-mail (Magento's "Need to Confirm" is off by default).
import { isValidEmail } from '@charter/shared/validation';
import { sql } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork } from '../../db/unit-of-work.js';
import type { NewsletterStatus } from './tables.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { normaliseEmail } from './auth.service.js';
import { CUSTOMER_MSG } from './messages.js';

/** storeConfig.newsletter_enabled: without it is_subscribed is ignored and subscribing fails. */
export const newsletterEnabled = (ctx: RequestContext): boolean =>
  ctx.storeView.config.newsletter_enabled === true;

/** Magento's newsletter/subscription/allow_guest_subscribe, on unless a store view's config sets it false. */
const guestsMaySubscribe = (ctx: RequestContext): boolean =>
  ctx.storeView.config.newsletter_allow_guest_subscribe !== false;

export class NewsletterService {
  private readonly uow: UnitOfWork;

  constructor(private readonly db: Db) {
    this.uow = new UnitOfWork(db);
  }

  /** subscribeEmailToNewsletter, by a guest or a customer, for any address. */
  async subscribe(ctx: RequestContext, rawEmail: string): Promise<Result<NewsletterStatus>> {
    if (!rawEmail.trim()) return fail('graphql-input', CUSTOMER_MSG.newsletterEmailMissing);
    if (!isValidEmail(rawEmail)) return fail('graphql-input', CUSTOMER_MSG.newsletterEmailInvalid);
    if (!newsletterEnabled(ctx)) return fail('graphql-input', CUSTOMER_MSG.newsletterFailed);
    if (ctx.customerId === null && !guestsMaySubscribe(ctx))
      return fail('graphql-input', CUSTOMER_MSG.newsletterGuestsNotAllowed);
    const email = normaliseEmail(rawEmail);
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
