// The Braintree fake as a process of its own, for the browser journeys (apps/storefront/playwright.config.ts):
// `tsx apps/commerce/test/support/braintree-fake-server.ts` with BT_FAKE_PORT, BT_FAKE_PUBLIC_KEY
// and BT_FAKE_PRIVATE_KEY; the journeys read and steer it through /__fake/ (docs/decisions/1324).
import { startBraintreeFake } from './braintree-fake.js';

const fake = await startBraintreeFake({
  port: Number(process.env.BT_FAKE_PORT ?? 4110),
  publicKey: process.env.BT_FAKE_PUBLIC_KEY,
  privateKey: process.env.BT_FAKE_PRIVATE_KEY,
  control: true,
});
console.info(`Braintree fake listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
