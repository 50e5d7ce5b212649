// Demo customer groups and accounts. The passwords are published in the README on purpose: this
// is a demo catalogue, and the trade accounts are how one sees the archived-products link
// (groups 5 and 7, specification section 6).
import type { Db } from '../db/index.js';
import { hashPassword } from '../modules/customer/passwords.js';

/** Trade groups that see archived products, beside Magento's built-in 0–3 (migration 0006). */
export const TRADE_GROUPS = [
  { id: 5, name: 'Trade Partner' },
  { id: 7, name: 'Design Partner' },
] as const;

export const DEMO_CUSTOMERS = {
  trade: {
    email: 'trade@charter.example',
    password: 'TradeDemo2025',
    firstname: 'Theo',
    lastname: 'Marsh',
    groupId: 5,
    groupName: 'Trade Partner',
  },
  design: {
    email: 'design@charter.example',
    password: 'DesignDemo2025',
    firstname: 'Dana',
    lastname: 'Reyes',
    groupId: 7,
    groupName: 'Design Partner',
  },
  buyer: {
    email: 'buyer@charter.example',
    password: 'BuyerDemo2025',
    firstname: 'Bea',
    lastname: 'Lowe',
    groupId: 1,
    groupName: 'General',
  },
} as const;

export async function seedDemoCustomers(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('customer_group')
    .values([...TRADE_GROUPS])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const store = await db
    .selectFrom('store')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  for (const c of Object.values(DEMO_CUSTOMERS)) {
    await db
      .insertInto('customer')
      .values({
        email: c.email,
        firstname: c.firstname,
        lastname: c.lastname,
        group_id: c.groupId,
        store_id: store.id,
        password_hash: await hashPassword(c.password),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
}
