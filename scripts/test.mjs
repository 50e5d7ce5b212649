// `npm test`: every gate, in order. Type checks, lint (`npm run lint`: ESLint and the import
// rules), unit and API integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// a production build of the storefront, then browser journeys in Debian's Chromium. Prints one
// summary line at the end.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, run } from './lib.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'charter-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

async function step(name, cmd, args, opts) {
  if (!want(name)) return true;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(cmd, args, opts);
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s ===`);
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
  await step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`], {
    cwd: path.join(root, workspace),
  });
  countVitest(file);
}

await step('typecheck', 'npm', ['run', 'typecheck']);
await step('lint', 'npm', ['run', 'lint']);
await vitest('unit-shared', 'packages/shared');
await vitest('unit-storefront', 'apps/storefront');
await vitest('api', 'apps/commerce');

const distDir = '.next-e2e';
if (want('e2e')) {
  const built = await step('build', 'npx', ['next', 'build'], {
    cwd: path.join(root, 'apps/storefront'),
    env: { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built) {
    const file = path.join(out, 'e2e.json');
    await step('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'apps/storefront'),
      env: { NEXT_DIST_DIR: distDir, PLAYWRIGHT_JSON_OUTPUT_NAME: file, NEXT_TELEMETRY_DISABLED: '1' },
    });
    countPlaywright(file);
  }
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
