import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module with `vi.mock`, each run in workers of its own (a project of its
 * own: Vitest recycles the workers between projects). Every other file shares its worker's loaded
 * modules with the files before it (`isolate: false`), which saves importing the service, its
 * libraries and PGlite again for every file: about two thirds of the suite's time
 * (docs/decisions/1520). A file must therefore leave no module state behind that another file
 * could see: each opens its own database, server and clock.
 */
/** Worker processes for the API files (two by default: the machine CI runs on has two cores). */
const workers = Number(process.env.API_TEST_WORKERS ?? 2);

const MOCKING = ['test/writer-lock-race.test.ts', 'test/money-gift-cards.test.ts'];

export default defineConfig({
  test: {
    // Each API test file opens its own database, a copy of the run's migrated and seeded template
    // built once by the global setup (test/support/db-templates.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // Bounds on a hang, not on speed: in CI this suite shares two cores with four other lanes,
    // where a test that takes 5 s alone has taken 45 s (no assertion reads the time).
    testTimeout: process.env.CI ? 180_000 : 60_000,
    hookTimeout: process.env.CI ? 240_000 : 120_000,
    pool: 'forks',
    poolOptions: { forks: { isolate: false } },
    fileParallelism: true,
    // As many workers from start to end: a worker above `minWorkers` that falls idle is ended by
    // the pool, which a run without isolation reports as an unhandled "Terminating worker thread"
    // (seen with three workers, docs/decisions/1540). API_TEST_WORKERS sets the count.
    maxWorkers: workers,
    minWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: MOCKING,
        },
      },
      ...MOCKING.map((file) => ({
        extends: true as const,
        test: { name: file.replace(/^test\/|\.test\.ts$/g, ''), include: [file] },
      })),
    ],
  },
});
