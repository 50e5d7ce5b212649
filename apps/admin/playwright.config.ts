// The operator console's browser journeys in Debian's Chromium (never a downloaded browser),
// against the commerce service on a fresh, seeded embedded database, over real HTTP. The service
// serves the console's production build (apps/admin/dist: `npm run build -w apps/admin` first;
// `npm test` runs that as its admin-build step).
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Chromium as the storefront's journeys launch it (flags and all).
import { chromiumLaunchOptions } from '../storefront/e2e/chromium';

const apiPort = Number(process.env.E2E_ADMIN_API_PORT ?? 5140);
// Set once in the runner's environment so test workers (which load this file again) share it.
const dataDir = (process.env.E2E_ADMIN_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), 'charter-admin-e2e-'),
));
const browser = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: chromiumLaunchOptions,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // CI runs these beside the API suite and the storefront's journeys on two cores.
  timeout: process.env.CI ? 150_000 : 90_000,
  expect: { timeout: process.env.CI ? 20_000 : 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${apiPort}`,
    // As the storefront's journeys: CI traces the retry of a failed journey (docs/decisions/1540).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: /totp\.spec\.ts/ },
    // Turns the demo operator's second factor on and off again: after every journey that signs
    // it in with the password alone.
    {
      name: 'after-journeys',
      use: browser,
      testMatch: /totp\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // Migrates and seeds the fresh database (the demo operator included), then listens.
      command: 'npm run start -w apps/commerce',
      cwd: '../..',
      url: `http://127.0.0.1:${apiPort}/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: dataDir,
        PUBLIC_BASE_URL: `http://127.0.0.1:${apiPort}/`,
        OUTBOX_DIR: path.join(dataDir, 'outbox'),
        LOG_LEVEL: 'warn',
        // The journeys may speak as a proxy for a visitor of their own (X-Forwarded-For), so a
        // journey that makes a customer fail sign-in ten times does not use up the failed sign-ins
        // allowed to the address every journey shares.
        TRUST_PROXY: '127.0.0.1',
      },
    },
  ],
});
