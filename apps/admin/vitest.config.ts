// Unit tests of the console's modules (src/**/*.test.ts); e2e/ holds Playwright's journeys.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // `npm test` runs these beside four other lanes on two cores; the budget only bounds a hang.
    testTimeout: process.env.CI ? 120_000 : 30_000,
  },
});
