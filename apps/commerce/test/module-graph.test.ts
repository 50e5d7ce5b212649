// The commerce modules stand on their own (docs/decisions/1010): the import graph between
// src/modules/* has no mutual pair and no cycle. Imports made through files outside the modules
// count, which dependency-cruiser's file-level rules (.dependency-cruiser.mjs, run by `npm run
// lint`; docs/decisions/0012) do not express; those rules cover file cycles and the composition
// root (server.ts, src/modules/index.ts). Built from the source files with the TypeScript
// compiler's own import scanner, so type-only imports, re-exports and dynamic imports with a
// literal path count too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const MODULES = join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const ROOT = 'composition root';

/**
 * The Database interface (docs/decisions/1050) composes the table types every module owns in its
 * tables.ts. Reaching it (through `Db`) is reaching the database's schema, not depending on the
 * modules that own the tables, so the scan does not go on through it; a module that imports
 * another's tables.ts itself still counts. The last test below keeps this file to tables.ts imports.
 */
const SCHEMA = join(SRC, 'db', 'types.ts');

/** The module a source file belongs to, ROOT for server.ts and modules/index.ts, null for anything else. */
function ownerOf(file: string): string | null {
  const rel = relative(SRC, file).split(sep);
  if (rel[0] === 'modules' && rel.length > 2) return rel[1]!;
  if (rel.join('/') === 'server.ts' || rel.join('/') === 'modules/index.ts') return ROOT;
  return null;
}

interface Edge {
  from: string;
  to: string;
  file: string;
  target: string;
}

const importsCache = new Map<string, string[]>();

/** The source files a file imports by a relative path. */
function importsOf(file: string): string[] {
  let out = importsCache.get(file);
  if (!out) {
    out = ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((i) => i.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(dirname(file), name).replace(/\.js$/, '.ts'))
      .filter((target) => existsSync(target));
    importsCache.set(file, out);
  }
  return out;
}

/**
 * Module-to-module imports: direct ones, and those made through files outside the modules
 * (src/shared, src/context.ts, src/graphql, …), so a cycle cannot hide behind a shared file.
 */
function moduleEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(MODULES)) {
    const from = ownerOf(file);
    if (!from || from === ROOT) continue;
    const seen = new Set<string>();
    const queue = [...importsOf(file)];
    while (queue.length > 0) {
      const target = queue.shift()!;
      if (seen.has(target)) continue;
      seen.add(target);
      const to = ownerOf(target);
      if (to === null) {
        if (target !== SCHEMA) queue.push(...importsOf(target));
      } else if (to !== from)
        edges.push({ from, to, file: relative(SRC, file), target: relative(SRC, target) });
    }
  }
  return edges;
}

function adjacency(edges: Edge[]): Map<string, Set<string>> {
  const adj = new Map<string, Set<string>>();
  for (const e of edges) {
    if (e.to === ROOT) continue;
    if (!adj.has(e.from)) adj.set(e.from, new Set());
    adj.get(e.from)!.add(e.to);
  }
  return adj;
}

function mutualPairs(adj: Map<string, Set<string>>): string[] {
  const pairs = new Set<string>();
  for (const [a, tos] of adj)
    for (const b of tos) if (adj.get(b)?.has(a)) pairs.add([a, b].sort().join('<->'));
  return [...pairs].sort();
}

/** Strongly connected groups of more than one module (Tarjan): each holds at least one cycle. */
function cycles(adj: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of adj.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of adj.keys()) if (!index.has(v)) visit(v);
  return groups;
}

describe('module import graph', () => {
  const edges = moduleEdges();
  const adj = adjacency(edges);

  it('finds the imports between modules, also those made through shared files', () => {
    // A scanner that found nothing would pass every rule below.
    expect(
      edges.some(
        (e) => e.from === 'cart' && e.to === 'catalog' && e.target.startsWith('modules/catalog/'),
      ),
    ).toBe(true);
    // Through src/context.ts, which names the store module's config (pick another such import if
    // that one goes).
    expect(edges.some((e) => e.from === 'url' && e.to === 'store')).toBe(true);
  });

  it('has no mutual module pair', () => {
    const pairs = mutualPairs(adj);
    const detail = (pair: string) => {
      const [a, b] = pair.split('<->');
      return edges
        .filter((e) => (e.from === a && e.to === b) || (e.from === b && e.to === a))
        .map((e) => `${e.file} -> ${e.target}`);
    };
    expect(
      pairs.map((p) => ({ pair: p, imports: detail(p) })),
      'modules that import each other',
    ).toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(cycles(adj), 'groups of modules that reach each other').toEqual([]);
  });

  it('leaves out only the Database composition, which imports nothing but table files', () => {
    const imported = importsOf(SCHEMA).map((f) => relative(SRC, f).split(sep).join('/'));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((f) => !/^(modules\/[^/]+|shared)\/tables\.ts$/.test(f))).toEqual([]);
    // A table file names column types and other tables only: no service code reaches through it.
    const tableImports = imported.flatMap((f) =>
      importsOf(join(SRC, f)).map((g) => relative(SRC, g).split(sep).join('/')),
    );
    expect(
      tableImports.filter(
        (f) => !/^(modules\/[^/]+\/tables|shared\/tables|db\/column-types)\.ts$/.test(f),
      ),
    ).toEqual([]);
  });
});
