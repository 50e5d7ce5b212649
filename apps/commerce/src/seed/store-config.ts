// Store configuration of the demo store views. New accounts confirm their e-mail address before
// they can sign in, so the demo and the browser tests go through the confirmation e-mail (the
// demo customers are created confirmed), and the store's own newsletter is offered.
import { sql } from 'kysely';
import type { Db } from '../db/index.js';

export const DEMO_STORE_CONFIG = {
  create_account_confirmation: true,
  newsletter_enabled: true,
} as const;

/** Merged into every store view's `config` overrides; other overrides are kept. */
export async function seedDemoStoreConfig(db: Db): Promise<void> {
  await db
    .updateTable('store')
    .set({ config: sql`config || ${JSON.stringify(DEMO_STORE_CONFIG)}::jsonb` })
    .execute();
}
