import type { Kysely } from 'kysely';

// Gift card lines (docs/decisions/0505-gift-card-lines.md): the chosen amount, sender, recipient
// and message of a gift card cart line, and on the order item the same plus the issued codes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cart_item').addColumn('gift_card', 'jsonb').execute();
  await db.schema.alterTable('sales_order_item').addColumn('gift_card', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sales_order_item').dropColumn('gift_card').execute();
  await db.schema.alterTable('cart_item').dropColumn('gift_card').execute();
}
