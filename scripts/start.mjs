// `npm start`: the whole shop on the embedded default.
// Builds the storefront and the operator console when their sources changed, starts the commerce API (which migrates and,
// on an empty database, seeds the demo catalogue), waits for it, then starts the storefront.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildWebServer, webServerEntry } from './build-web-server.mjs';
import { hashTree, root, run, startProcess, stopProcess, waitForUrl } from './lib.mjs';

const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const storefront = path.join(root, 'apps/storefront');
const stampFile = path.join(storefront, distDir, 'source-hash');

const sourceHash = hashTree(['apps/storefront', 'packages']);
const built = existsSync(path.join(storefront, distDir, 'BUILD_ID'));
const stale = !built || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== sourceHash;
if (stale || process.argv.includes('--rebuild')) {
  console.log('Building the storefront…');
  const code = await run('npm', ['run', 'build', '-w', 'apps/storefront']);
  if (code !== 0) process.exit(code);
  writeFileSync(stampFile, sourceHash);
}

// The operator console (apps/admin), served by the commerce API at /admin: rebuilt when its
// sources changed, like the storefront (its stamp sits beside the build).
const consoleDir = path.join(root, 'apps/admin');
const consoleStamp = path.join(consoleDir, 'dist', 'source-hash');
const consoleHash = hashTree(['apps/admin']);
const consoleBuilt = existsSync(path.join(consoleDir, 'dist', 'index.html'));
if (
  !consoleBuilt ||
  !existsSync(consoleStamp) ||
  readFileSync(consoleStamp, 'utf8') !== consoleHash ||
  process.argv.includes('--rebuild')
) {
  console.log('Building the operator console…');
  const code = await run('npm', ['run', 'build', '-w', 'apps/admin']);
  if (code !== 0) process.exit(code);
  writeFileSync(consoleStamp, consoleHash);
}

const children = [];
const stop = (signal) => {
  for (const c of children) stopProcess(c, signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

const apiUrl = `http://localhost:${apiPort}`;
const api = startProcess('npm', ['run', 'start', '-w', 'apps/commerce'], {
  env: {
    PORT: String(apiPort),
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `${apiUrl}/`,
    // The storefront runs on this machine and forwards each visitor's address on sign-in calls.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1,::1',
    // Account e-mails link to this storefront.
    STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${webPort}`,
  },
});
children.push(api);
api.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 1;
});
await waitForUrl(`${apiUrl}/health/ready`, 300_000);

// Next.js's request handler behind the page cache (apps/storefront/server, decision 0880).
await buildWebServer();
const web = startProcess('node', [webServerEntry, '-p', String(webPort)], {
  cwd: storefront,
  env: {
    COMMERCE_GRAPHQL_URL: process.env.COMMERCE_GRAPHQL_URL ?? `${apiUrl}/graphql`,
    NEXT_DIST_DIR: distDir,
    // Browsers connect to this storefront directly; its server refuses to start without the
    // setting (docs/decisions/0980). Behind a load balancer, set it to the balancer's addresses.
    STOREFRONT_TRUST_PROXY: process.env.STOREFRONT_TRUST_PROXY ?? 'none',
  },
});
children.push(web);
web.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 1;
});
await waitForUrl(`http://localhost:${webPort}/health`, 120_000);

console.log('');
console.log(`  Shop:        http://localhost:${webPort}`);
console.log(`  Console:     ${apiUrl}/admin`);
console.log(`  Commerce API: ${apiUrl}/graphql`);
console.log('');
