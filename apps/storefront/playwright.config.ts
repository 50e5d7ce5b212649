// Browser journeys in Debian's Chromium (never a downloaded browser) against the built
// storefront and a commerce service on a fresh, seeded embedded database, over real HTTP.
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './e2e/chromium';

const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
// A second storefront whose commerce API is unreachable, for the maintenance screen.
const downPort = Number(process.env.E2E_DOWN_PORT ?? webPort + 1);
// A commerce API in strict Magento mode and a storefront that treats it as a stock Magento endpoint
// (docs/decisions/1320). Set in the environment so the journey's worker reads the same port.
const strictApiPort = Number((process.env.E2E_STRICT_API_PORT ??= String(apiPort + 1)));
const strictWebPort = Number((process.env.E2E_STRICT_WEB_PORT ??= String(webPort + 3)));
// A third storefront (the same build, the same API) with both analytics flags off and a tag
// manager container configured (e2e/analytics.spec.ts).
const quietPort = Number(process.env.E2E_QUIET_PORT ?? webPort + 2);
// A pass-through proxy in front of the API for the quiet storefront, which holds searches for one
// marker term (e2e/fixtures/slow-api.ts): the search page's loading title on a slow search.
const slowApiPort = Number(process.env.E2E_SLOW_API_PORT ?? apiPort + 2);
// Set once in the runner's environment so test workers (which load this file again) share it.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'charter-e2e-')));
/** The API writes e-mails here as .eml files (see e2e/outbox.ts). */
const outboxDir = (process.env.E2E_OUTBOX_DIR ??= path.join(dataDir, 'outbox'));
/** The commerce service's stdout and stderr, scanned for card numbers (e2e/card-data.spec.ts). */
const apiLog = (process.env.E2E_API_LOG ??= path.join(dataDir, 'api.log'));
// Card payments through Braintree (e2e/braintree.spec.ts): a local fake of Braintree, and an API
// and a storefront configured for it (docs/decisions/1324, 1325). Set in the environment so the
// journey's worker reads the same values.
const btFakePort = Number((process.env.E2E_BT_FAKE_PORT ??= String(apiPort + 10)));
const btApiPort = Number((process.env.E2E_BT_API_PORT ??= String(apiPort + 3)));
const btWebPort = Number((process.env.E2E_BT_WEB_PORT ??= String(webPort + 4)));
const btApiLog = (process.env.E2E_BT_API_LOG ??= path.join(dataDir, 'braintree-api.log'));
const btKeys = { BT_FAKE_PUBLIC_KEY: 'e2e_public_key', BT_FAKE_PRIVATE_KEY: 'e2e_private_key' };

export default defineConfig({
  testDir: './e2e',
  // Files run side by side in two workers (a file's tests in order, in one worker); the journeys
  // share the seeded API, so each works on its own customers, carts and products where it writes.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // CI runs the journeys beside the API suite and the type check on two cores, where a journey
  // that takes 12 s alone (a saved card paid twice, axe over the payment step) can take five
  // times that; the budget leaves room for it. Assertions are unchanged: each still waits for
  // what a shopper would see, only a hang fails later.
  timeout: process.env.CI ? 150_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // A trace records every action's DOM snapshot, which costs the browser and the runner CPU
    // time in every journey (about a tenth of the journeys' CPU, measured in docs/decisions/1540).
    // CI records one on the retry of a failed journey, locally (no retries) on every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /card-data\.spec\.ts/,
    },
    // Scans logs, database and outbox for card numbers once every other journey has run.
    {
      name: 'after-journeys',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /card-data\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // A copy of the run's seeded database with the XSS fixtures (e2e/fixtures/prepare-api-data.ts),
      // then the service, its output copied to a file for the card-data scan.
      command: `npx tsx apps/storefront/e2e/fixtures/prepare-api-data.ts --xss && npm run start -w apps/commerce 2>&1 | tee -a '${apiLog}'`,
      cwd: '../..',
      url: `http://127.0.0.1:${apiPort}/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: dataDir,
        PUBLIC_BASE_URL: `http://127.0.0.1:${apiPort}/`,
        STOREFRONT_URL: `http://127.0.0.1:${webPort}`,
        OUTBOX_DIR: outboxDir,
        // Every request is logged, so the card-data scan sees what a production log would hold.
        LOG_LEVEL: 'info',
        // The storefront below forwards each visitor's address on sign-in calls.
        TRUST_PROXY: '127.0.0.1,::1',
      },
    },
    {
      command: `node ../../scripts/build-web-server.mjs && node .server/main.mjs -p ${webPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${webPort}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        COMMERCE_GRAPHQL_URL: `http://127.0.0.1:${apiPort}/graphql`,
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
        STOREFRONT_TRUST_PROXY: 'none',
        // Newer analytics on; the older tag-manager events are on unless disabled; no container.
        ANALYTICS_ENABLED: 'true',
        ANALYTICS_LEGACY_DISABLED: 'false',
        GTM_ID: '',
        // Canonical URLs, the sitemap and structured data name this address.
        STOREFRONT_URL: `http://127.0.0.1:${webPort}`,
      },
    },
    {
      // Its own copy of the run's seeded database; serves Magento Open Source 2.4.8's schema only.
      command:
        'npx tsx apps/storefront/e2e/fixtures/prepare-api-data.ts && npm run start -w apps/commerce',
      cwd: '../..',
      url: `http://127.0.0.1:${strictApiPort}/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(strictApiPort),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: path.join(dataDir, 'strict-magento'),
        PUBLIC_BASE_URL: `http://127.0.0.1:${strictApiPort}/`,
        STOREFRONT_URL: `http://127.0.0.1:${strictWebPort}`,
        OUTBOX_DIR: path.join(dataDir, 'strict-magento-outbox'),
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1,::1',
        MAGENTO_STRICT: 'true',
        // A stock Magento offers check / money order and purchase order to every shopper by
        // default; this endpoint does too (the shop's own API offers them to trade accounts only).
        OFFLINE_PAYMENT_CUSTOMER_GROUPS: '0,1,2,3,5,7',
      },
    },
    {
      command: `node ../../scripts/build-web-server.mjs && node .server/main.mjs -p ${strictWebPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${strictWebPort}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        COMMERCE_GRAPHQL_URL: `http://127.0.0.1:${strictApiPort}/graphql`,
        COMMERCE_BACKEND: 'magento',
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
        STOREFRONT_TRUST_PROXY: 'none',
        STOREFRONT_URL: `http://127.0.0.1:${strictWebPort}`,
      },
    },
    {
      command: 'npx tsx e2e/fixtures/slow-api.ts',
      // Answered by the API behind it once that is ready.
      url: `http://127.0.0.1:${slowApiPort}/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        SLOW_API_PORT: String(slowApiPort),
        SLOW_API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
        SLOW_API_DELAY_MS: '30000',
      },
    },
    {
      command: `node ../../scripts/build-web-server.mjs && node .server/main.mjs -p ${quietPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${quietPort}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        // Through the proxy above: every call passes unchanged but a search for its marker term.
        COMMERCE_GRAPHQL_URL: `http://127.0.0.1:${slowApiPort}/graphql`,
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
        STOREFRONT_TRUST_PROXY: 'none',
        ANALYTICS_ENABLED: 'false',
        ANALYTICS_LEGACY_DISABLED: 'true',
        // Never reached: the journeys answer the container request themselves.
        GTM_ID: 'GTM-E2ETEST',
        // The footer's newsletter form; the journeys answer the provider's script themselves.
        HUBSPOT_PORTAL_ID: 'E2E-PORTAL',
        HUBSPOT_FORM_ID: 'E2E-FORM',
        STOREFRONT_URL: `http://127.0.0.1:${quietPort}`,
      },
    },
    {
      command: 'npx tsx ../commerce/test/support/braintree-fake-server.ts',
      url: `http://127.0.0.1:${btFakePort}/__fake/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { BT_FAKE_PORT: String(btFakePort), ...btKeys },
    },
    {
      // Its own copy of the run's seeded database; its card gateway is Braintree, at the fake above.
      command: `npx tsx apps/storefront/e2e/fixtures/prepare-api-data.ts && npm run start -w apps/commerce 2>&1 | tee -a '${btApiLog}'`,
      cwd: '../..',
      url: `http://127.0.0.1:${btApiPort}/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(btApiPort),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: path.join(dataDir, 'braintree'),
        PUBLIC_BASE_URL: `http://127.0.0.1:${btApiPort}/`,
        STOREFRONT_URL: `http://127.0.0.1:${btWebPort}`,
        OUTBOX_DIR: path.join(dataDir, 'braintree-outbox'),
        LOG_LEVEL: 'info',
        TRUST_PROXY: '127.0.0.1,::1',
        BRAINTREE_ENVIRONMENT: 'sandbox',
        BRAINTREE_MERCHANT_ID: 'charter_fake_merchant',
        BRAINTREE_PUBLIC_KEY: btKeys.BT_FAKE_PUBLIC_KEY,
        BRAINTREE_PRIVATE_KEY: btKeys.BT_FAKE_PRIVATE_KEY,
        BRAINTREE_CAPTURE: 'authorize',
        BRAINTREE_GATEWAY_URL: `http://127.0.0.1:${btFakePort}`,
      },
    },
    {
      command: `node ../../scripts/build-web-server.mjs && node .server/main.mjs -p ${btWebPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${btWebPort}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        COMMERCE_GRAPHQL_URL: `http://127.0.0.1:${btApiPort}/graphql`,
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
        STOREFRONT_TRUST_PROXY: 'none',
        STOREFRONT_URL: `http://127.0.0.1:${btWebPort}`,
        CARD_GATEWAY: 'braintree',
        BRAINTREE_ENVIRONMENT: 'sandbox',
      },
    },
    {
      command: `node ../../scripts/build-web-server.mjs && node .server/main.mjs -p ${downPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${downPort}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        // Port 9 (discard) has no listener here: every commerce call fails to connect.
        COMMERCE_GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
        APP_NAME: 'Charter Furniture',
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
        STOREFRONT_TRUST_PROXY: 'none',
      },
    },
  ],
});
