// Finds import cycles between source files (docs/decisions/1010): every import, type-only ones,
// re-exports and literal dynamic imports included, read with the TypeScript compiler's own import
// scanner. Used by the storefront's and the commerce service's graph tests; run alone it prints
// the cycles of both apps: `node scripts/import-cycles.mjs`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SKIP = new Set(['node_modules', 'dist', 'generated', 'e2e']);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('.')) return [];
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

function resolveFile(base) {
  const stem = base.replace(/\.js$/, '');
  for (const ext of ['', ...EXTENSIONS]) {
    const candidate = stem + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The strongly connected groups of more than one file (or a file importing itself) among the
 * source files under `dirs`. `aliases` maps an import prefix (e.g. '@/') to a folder.
 */
export function importCycles(dirs, aliases = {}) {
  const files = dirs.flatMap((d) => sourceFiles(path.resolve(root, d)));
  const known = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      let base = null;
      if (fileName.startsWith('.')) base = path.resolve(path.dirname(file), fileName);
      else {
        const prefix = Object.keys(aliases).find((a) => fileName.startsWith(a));
        if (prefix) base = path.resolve(root, aliases[prefix], fileName.slice(prefix.length));
      }
      const target = base && resolveFile(base);
      if (target && known.has(target)) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  // Tarjan's strongly connected components, iteratively (deep graphs would overflow the stack).
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  for (const start of files) {
    if (idx.has(start)) continue;
    const work = [[start, 0]];
    idx.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [v, i] = frame;
      const next = edges.get(v)[i];
      if (next !== undefined) {
        frame[1]++;
        if (!idx.has(next)) {
          idx.set(next, index);
          low.set(next, index++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) low.set(v, Math.min(low.get(v), idx.get(next)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === idx.get(v)) {
        const group = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          group.push(path.relative(root, w));
        } while (w !== v);
        if (group.length > 1 || edges.get(v).includes(v)) groups.push(group.sort());
      }
    }
  }
  return { files: files.length, cycles: groups };
}

export const STOREFRONT = { dirs: ['apps/storefront/app', 'apps/storefront/components', 'apps/storefront/lib', 'apps/storefront/server'], aliases: { '@/': 'apps/storefront/' } };
export const COMMERCE = { dirs: ['apps/commerce/src', 'packages/shared/src'], aliases: { '@charter/shared/': 'packages/shared/src/' } };

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = 0;
  for (const [name, app] of Object.entries({ storefront: STOREFRONT, commerce: COMMERCE })) {
    const { files, cycles } = importCycles(app.dirs, app.aliases);
    found += cycles.length;
    console.log(`${name}: ${files} source files, ${cycles.length} import cycle(s)`);
    for (const c of cycles) console.log(`  one cycle through: ${c.join(', ')}`);
  }
  process.exitCode = found ? 1 : 0;
}
