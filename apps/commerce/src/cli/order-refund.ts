// `npm run order:refund -w apps/commerce -- <order number> [amount]`: refunds a card order through
// the configured gateway, the whole captured amount or a part of it (in the order's currency, e.g.
// 12.50), never more than is left (docs/decisions/1323); an offline payment recorded as received
// is refunded offline (docs/decisions/1423). The console's refund runs the same function.
import { loadConfig } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { refundOrder } from '../modules/sales/order-refund.js';
import { configuredGateway } from '../startup.js';
import { runCli } from './run.js';

const dollars = (cents: number) => (cents / 100).toFixed(2);

await runCli(async () => {
  const number = process.argv[2]?.trim() ?? '';
  const amountText = process.argv[3]?.trim();
  if (
    !/^\d{9}$/.test(number) ||
    (amountText !== undefined && !/^\d+(\.\d{1,2})?$/.test(amountText))
  ) {
    throw new Error('Usage: order-refund <9-digit order number> [amount, e.g. 12.50]');
  }
  const amount = amountText === undefined ? null : Math.round(Number(amountText) * 100);
  if (amount !== null && amount <= 0) throw new Error('The amount must be positive.');
  const config = loadConfig();
  const handle = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
  );
  try {
    await migrate(handle.db);
    const gateway = await configuredGateway(handle.db, config);
    const r = await refundOrder(handle.db, gateway, number, amount, new Date(), 'cli');
    if (!r.ok) {
      const why = {
        not_found: 'no such order',
        not_captured: 'nothing was paid for it',
        nothing_left: 'it is refunded in full already',
        too_much: `only ${dollars(r.failure.leftCents ?? 0)} is left to refund`,
        not_supported: 'its payment was taken by another gateway than the configured one',
        declined: 'the gateway refused the refund (see the payment_transaction row)',
      }[r.failure.reason];
      throw new Error(`Order ${number} not refunded: ${why}.`);
    }
    console.info(
      `Order ${number}: refunded ${dollars(r.value.refundedCents)}${r.value.offline ? ' (offline: return the money by the way it came)' : ''}; ${dollars(r.value.totalRefundedCents)} of ${dollars(r.value.capturedCents)} refunded in all.`,
    );
  } finally {
    await handle.close();
  }
});
