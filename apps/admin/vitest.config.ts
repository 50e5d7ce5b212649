// Unit tests of the console's modules (src/**/*.test.ts); e2e/ holds Playwright's journeys.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node' } });
