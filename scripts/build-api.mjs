// Compiles the commerce API and the shared rules package to plain JavaScript for `npm start`
// (docs/decisions/0870). Each TypeScript file becomes one .js file at the same place under
// `dist/` (no bundling), so paths the code reads relative to itself (schema files, the reference
// schemas, the repository root) resolve as they do from `src/`; the .graphql files are copied
// beside them. The running server then needs no TypeScript loader in memory. Takes about a second,
// so `npm start` always compiles first and can never run stale output. Several API processes may
// start at once (the browser tests run four): a file is only replaced when its content changed, and
// then by an atomic rename, so a process loading `dist/` never reads a half-written file.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const TREES = [
  { src: 'apps/commerce/src', out: 'apps/commerce/dist' },
  { src: 'packages/shared/src', out: 'packages/shared/dist' },
];

function listFiles(dir, keep) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(p, keep));
    else if (keep(entry.name)) out.push(p);
  }
  return out;
}

const isSource = (name) =>
  name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');

/**
 * The shared package is written for bundlers (`./validation`, no extension); Node's ESM loader
 * needs the file name, so relative specifiers without one get `.js`.
 */
export function withJsExtensions(code) {
  return code.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)"(\.{1,2}\/[^"]+?)"/g,
    (whole, lead, spec) => (/\.(m?js|json)$/.test(spec) ? whole : `${lead}"${spec}.js"`),
  );
}

export function writeIfChanged(file, content) {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(content))) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

export async function buildApi() {
  for (const tree of TREES) {
    const src = path.join(root, tree.src);
    const out = path.join(root, tree.out);
    const written = new Set();
    const entries = listFiles(src, isSource);
    const result = await build({
      entryPoints: entries,
      outdir: out,
      outbase: src,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      bundle: false,
      write: false,
      logLevel: 'warning',
    });
    for (const file of result.outputFiles) {
      writeIfChanged(file.path, withJsExtensions(file.text));
      written.add(file.path);
    }
    for (const sdl of listFiles(src, (n) => n.endsWith('.graphql'))) {
      const target = path.join(out, path.relative(src, sdl));
      writeIfChanged(target, readFileSync(sdl));
      written.add(target);
    }
    // Output of a source file that no longer exists goes (temp files of a concurrent build stay).
    for (const stale of listFiles(out, (n) => !n.endsWith('.tmp')))
      if (!written.has(stale)) rmSync(stale, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildApi();
