// Compiles the storefront's HTTP server (apps/storefront/server/main.ts: Next.js's request handler
// behind the page cache, docs/decisions/0880) to one file, `apps/storefront/.server/main.mjs`, with
// every package left to Node's resolution. Takes well under a second, so whatever starts the
// storefront compiles first and never runs stale output; several storefronts may start at once
// (the browser tests run four), so the file is replaced only when it changed, by an atomic rename.
import path from 'node:path';
import { build } from 'esbuild';
import { writeIfChanged } from './build-api.mjs';
import { root } from './lib.mjs';

export const webServerEntry = path.join(root, 'apps/storefront/.server/main.mjs');

export async function buildWebServer() {
  const result = await build({
    entryPoints: [path.join(root, 'apps/storefront/server/main.ts')],
    outfile: webServerEntry,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) writeIfChanged(file.path, file.text);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildWebServer();
