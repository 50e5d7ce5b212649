// `npm test`: every gate, in four lanes side by side, each a chain of steps: type checks, lint
// (`npm run lint`: ESLint, Prettier and the import rules) and unit tests; the API integration
// tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set); a production build of the
// storefront, then browser journeys in Debian's Chromium; a production build of the operator
// console (apps/admin), then its journeys. Output lines carry their step's name. Prints one
// summary line at the end. `node scripts/test.mjs api e2e` runs only the named steps.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { root, runPrefixed } from './lib.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'charter-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const timings = [];
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

async function step(name, cmd, args, opts) {
  if (!want(name)) return true;
  console.log(`=== ${name}: started ===`);
  const started = Date.now();
  const code = await runPrefixed(name, cmd, args, opts);
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`${name} ${seconds} s`);
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s ===`);
  if (code !== 0) failedSteps.push(name);
  return code === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

async function vitest(name, workspace) {
  const file = path.join(out, `${name}.json`);
  const ok = await step(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    {
      cwd: path.join(root, workspace),
    },
  );
  countVitest(file);
  return ok;
}

/**
 * The machine's busy CPU time in seconds (every core, every process), from Linux's /proc/stat;
 * null elsewhere. The lanes keep the cores busy, so the run's time follows the CPU time its steps
 * use: the summary gives both, which makes runs on machines of different speed comparable.
 */
function busyCpuSeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal, in hundredths of a second (USER_HZ): all but
  // idle and iowait are busy.
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + (steal || 0)) / 100;
}

const started = Date.now();
const cpuAtStart = busyCpuSeconds();

const distDir = '.next-e2e';
await Promise.all([
  (async () => {
    // The generated schema and types are committed, and tests fail while they are stale
    // (schema-printed, resolver-types, lib/commerce/generated), so this checks them as they are.
    await step('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
    await step('lint', 'npm', ['run', 'lint']);
    await vitest('unit-shared', 'packages/shared');
    await vitest('unit-storefront', 'apps/storefront');
    await vitest('unit-admin', 'apps/admin');
  })(),
  vitest('api', 'apps/commerce'),
  (async () => {
    if (!want('e2e')) return;
    // Types were checked by the typecheck step (or are checked by it beside this build).
    const built = await step('build', 'npx', ['next', 'build'], {
      cwd: path.join(root, 'apps/storefront'),
      env: { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', NEXT_BUILD_SKIP_TYPECHECK: '1' },
    });
    if (!built) return;
    const file = path.join(out, 'e2e.json');
    await step('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'apps/storefront'),
      env: {
        NEXT_DIST_DIR: distDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    countPlaywright(file);
  })(),
  (async () => {
    if (!want('admin-e2e')) return;
    // The console's build, served by the journeys' commerce service from apps/admin/dist.
    const built = await step('admin-build', 'npx', ['vite', 'build'], {
      cwd: path.join(root, 'apps/admin'),
    });
    if (!built) return;
    const file = path.join(out, 'admin-e2e.json');
    await step('admin-e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'apps/admin'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    });
    countPlaywright(file);
  })(),
]);

console.log('');
const cpuAtEnd = busyCpuSeconds();
const cpu =
  cpuAtStart === null || cpuAtEnd === null
    ? ''
    : `, ${Math.round(cpuAtEnd - cpuAtStart)} busy CPU s on ${availableParallelism()} cores`;
console.log(
  `steps: ${timings.join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all${cpu}`,
);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
