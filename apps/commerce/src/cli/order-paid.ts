// `npm run order:paid -w apps/commerce -- <order number>`: records that the payment of a check /
// money order or purchase order order arrived. The gift cards it bought become usable and are
// e-mailed (docs/decisions/0940-gift-cards-wait-for-payment.md).
import { loadConfig } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { Mailer } from '../modules/notification/mailer.js';
import { recordOfflinePayment } from '../modules/sales/offline-orders.js';
import { runCli } from './run.js';

await runCli(async () => {
  const number = process.argv[2]?.trim() ?? '';
  if (!/^\d{9}$/.test(number)) throw new Error('Usage: order-paid <9-digit order number>');
  const config = loadConfig();
  const handle = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
  );
  try {
    await migrate(handle.db);
    const mailer = new Mailer({
      db: handle.db,
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: config.outboxDir,
      writeFiles: !config.production,
      redactAfterSend: config.outboxRedactAfterSend,
    });
    const r = await recordOfflinePayment(
      handle.db,
      mailer,
      number,
      new Date(),
      'Charter Contract Furniture',
      'cli',
    );
    await mailer.flush();
    if (!r.ok) {
      const why = {
        not_found: 'no such order',
        already_paid: 'its payment is already recorded',
        canceled: 'it was cancelled',
      }[r.failure];
      throw new Error(`Order ${number} not changed: ${why}.`);
    }
    console.info(`Order ${number} paid; ${r.value.activatedCards} gift card(s) activated.`);
  } finally {
    await handle.close();
  }
});
