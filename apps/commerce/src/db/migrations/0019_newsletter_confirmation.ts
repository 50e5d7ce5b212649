import type { Kysely } from 'kysely';

// Double opt-in for newsletter subscriptions (docs/decisions/0988): a subscription of an address
// that is not the subscriber's own account e-mail waits as NOT_ACTIVE until its e-mailed link is
// followed. Only the sha-256 of the link's code is kept, with its expiry.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscriber')
    .addColumn('confirm_code_hash', 'text')
    .addColumn('confirm_expires_at', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscriber')
    .dropColumn('confirm_expires_at')
    .dropColumn('confirm_code_hash')
    .execute();
}
