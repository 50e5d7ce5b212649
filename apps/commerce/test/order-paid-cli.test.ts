// `npm run order:paid -- <number>` records the payment of a check / purchase order order on the
// configured database: the order's gift cards become usable and are e-mailed, once.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/index.js';
import { openDataDir } from './support/db.js';
import { runService } from './support/service-entry.js';

describe('order:paid command', () => {
  const root = mkdtempSync(join(tmpdir(), 'charter-paid-'));
  const dataDir = join(root, 'db');
  const outbox = join(root, 'outbox');
  const run = (...args: string[]) =>
    runService('cli/order-paid', args, {
      env: { PATH: process.env.PATH, PGLITE_DATA_DIR: dataDir, OUTBOX_DIR: outbox },
      timeout: 120_000,
    });

  beforeAll(async () => {
    // An unpaid check order that bought one gift card (issued inactive, as placeOrder does).
    const h = await openDataDir(dataDir);
    const store = await h.db
      .selectFrom('store')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cart = await h.db
      .insertInto('cart')
      .values({ masked_id: 'paid-cli-cart', store_id: store.id, is_active: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await h.db
      .insertInto('sales_order')
      .values({
        number: '100000042',
        cart_id: cart.id,
        store_id: store.id,
        customer_id: null,
        email: 'buyer@example.com',
        status: 'pending',
        state: 'new',
        currency: 'USD',
        subtotal: 5000,
        subtotal_incl_tax: 5000,
        discount_amount: 0,
        tax_amount: 0,
        shipping_amount: 0,
        gift_card_amount: 0,
        grand_total: 5000,
        payment_data: JSON.stringify({}),
        gift_message: null,
        totals: JSON.stringify({}),
        payment_method_code: 'checkmo',
        payment_method_title: 'Check / Money order',
        token: 'paid-cli-token',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gc = {
      amount: 5000,
      sender_name: 'Ada',
      sender_email: 'ada@example.com',
      recipient_name: 'Grace',
      recipient_email: 'grace@example.com',
      message: null,
      codes: ['GC-ABCDEFGHJKLM'],
    };
    await h.db
      .insertInto('sales_order_item')
      .values({
        order_id: order.id,
        product_id: null,
        variant_id: null,
        sku: 'gift-card',
        name: 'Gift Card',
        product_type: 'giftcard',
        quantity: 1,
        price: 5000,
        row_total: 5000,
        discount_amount: 0,
        tax_amount: 0,
        options: JSON.stringify([]),
        gift_card: JSON.stringify(gc),
      })
      .execute();
    await h.db
      .insertInto('gift_card_account')
      .values({
        code: 'GC-ABCDEFGHJKLM',
        balance: 5000,
        initial_balance: 5000,
        currency: 'USD',
        expires_at: null,
        is_active: false,
        order_id: order.id,
      })
      .execute();
    await h.close();
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('activates and e-mails the cards once; a second call and a bad number change nothing', async () => {
    const first = await run('100000042');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Order 100000042 paid; 1 gift card(s) activated.');
    expect(readdirSync(outbox).filter((f) => f.endsWith('-gift_card.eml'))).toHaveLength(1);

    const again = await run('100000042');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Order 100000042 not changed: its payment is already recorded.');
    expect((await run('12')).stderr).toContain('Usage: order-paid <9-digit order number>');

    const h = await openDb({ dataDir });
    try {
      expect(
        await h.db
          .selectFrom('gift_card_account')
          .select(['is_active'])
          .where('code', '=', 'GC-ABCDEFGHJKLM')
          .executeTakeFirstOrThrow(),
      ).toEqual({ is_active: true });
      const o = await h.db
        .selectFrom('sales_order')
        .select(['status', 'paid_at'])
        .where('number', '=', '100000042')
        .executeTakeFirstOrThrow();
      expect(o.status).toBe('processing');
      expect(o.paid_at).not.toBeNull();
      const mails = await h.db
        .selectFrom('email_outbox')
        .select(['kind', 'to_address', 'sent_at'])
        .execute();
      expect(mails).toEqual([
        { kind: 'gift_card', to_address: 'grace@example.com', sent_at: expect.any(Date) },
      ]);
    } finally {
      await h.close();
    }
  }, 180_000);
});
