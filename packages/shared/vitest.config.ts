import { defineConfig } from 'vitest/config';

// `npm test` runs this suite beside the API suite and the storefront build on two cores.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // `npm test` runs these beside four other lanes on two cores; the budget only bounds a hang.
    testTimeout: process.env.CI ? 120_000 : 30_000,
  },
});
