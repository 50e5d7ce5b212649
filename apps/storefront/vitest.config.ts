import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    environment: 'node',
    // `npm test` runs this suite beside the API suite and the storefront build on two cores: a
    // component test that renders in 50 ms on its own can take seconds there.
    testTimeout: 30_000,
    include: [
      'lib/**/*.test.ts',
      'server/**/*.test.ts',
      'components/**/*.test.ts',
      'components/**/*.test.tsx',
      'app/**/*.test.tsx',
    ],
  },
});
