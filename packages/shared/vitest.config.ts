import { defineConfig } from 'vitest/config';

// `npm test` runs this suite beside the API suite and the storefront build on two cores.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
