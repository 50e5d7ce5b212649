// The GraphQL operations of Magento's own storefront (PWA Studio: @magento/peregrine and
// @magento/venia-ui), taken from the packages published on the npm registry. The packages are
// packed into a cache folder outside the sources (node_modules/.cache) the first time and reused;
// they are never part of the repository. Their operations are `gql` template literals, some with
// fragments interpolated from other files (`${CartPageFragment}`), resolved here through the
// files' imports the way the bundler would.
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  Kind,
  parse,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

/** Pinned: the check is repeatable, and a new release is a deliberate update of these two lines. */
export const VENIA_PACKAGES = {
  '@magento/peregrine': '15.7.3',
  '@magento/venia-ui': '11.7.3',
} as const;

const CACHE_ROOT = fileURLToPath(
  new URL('../../../../node_modules/.cache/magento-pwa-studio/', import.meta.url),
);

export interface VeniaOperation {
  /** `package/path/in/lib.js#OperationName`: stable across runs, used in the exclusion list. */
  key: string;
  /** The operation with the fragments it uses, client-only (`@client`) fields removed. */
  document: DocumentNode;
}

const run = promisify(execFile);

/**
 * Packs and unpacks a package once into the cache; returns the unpacked `package` folder. The
 * commands run asynchronously: a test worker whose event loop stops for a minute (npm on a busy
 * machine) cannot answer its runner, which Vitest reports as an error of the whole run.
 */
async function unpacked(name: string, version: string): Promise<string> {
  const dir = join(CACHE_ROOT, `${name.replace('/', '__')}-${version}`);
  const pkg = join(dir, 'package');
  if (existsSync(join(pkg, 'package.json'))) return pkg;
  mkdirSync(CACHE_ROOT, { recursive: true });
  const tmp = mkdtempSync(join(CACHE_ROOT, 'tmp-'));
  try {
    const { stdout: out } = await run('npm', [
      'pack',
      `${name}@${version}`,
      '--json',
      '--pack-destination',
      tmp,
    ]);
    const [packed] = JSON.parse(out) as { filename: string }[];
    if (!packed) throw new Error(`npm pack ${name}@${version} packed nothing`);
    await run('tar', ['xzf', join(tmp, packed.filename), '-C', tmp]);
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return pkg;
}

function jsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (
      e.name === 'node_modules' ||
      e.name === '__tests__' ||
      e.name === '__mocks__' ||
      e.name === '__stories__'
    )
      continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...jsFiles(p));
    else if (e.name.endsWith('.js')) out.push(p);
  }
  return out;
}

interface SourceFile {
  constants: Map<string, string>;
  imports: Map<string, { from: string; name: string }>;
}

// The template's text: anything but a backtick, or an escaped character (`\`` in a comment).
const GQL_CONST = /\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*gql\s*`((?:[^`\\]|\\.)*)`/g;
const IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

export async function loadVeniaOperations(): Promise<{
  operations: VeniaOperation[];
  packages: typeof VENIA_PACKAGES;
}> {
  const roots = new Map<string, string>();
  for (const [name, version] of Object.entries(VENIA_PACKAGES))
    roots.set(name, await unpacked(name, version));

  const files = new Map<string, SourceFile>();
  const read = (path: string): SourceFile | undefined => {
    if (files.has(path)) return files.get(path);
    if (!existsSync(path)) return undefined;
    const text = readFileSync(path, 'utf8');
    const constants = new Map<string, string>();
    for (const m of text.matchAll(GQL_CONST)) constants.set(m[1]!, m[2]!.replace(/\\(.)/g, '$1'));
    const imports = new Map<string, { from: string; name: string }>();
    for (const m of text.matchAll(IMPORT)) {
      for (const part of m[1]!.split(',')) {
        const [name, alias] = part.trim().split(/\s+as\s+/);
        if (name) imports.set((alias ?? name).trim(), { from: m[2]!, name: name.trim() });
      }
    }
    const file = { constants, imports };
    files.set(path, file);
    return file;
  };
  const resolveModule = (fromFile: string, spec: string): string | undefined => {
    let base: string | undefined;
    if (spec.startsWith('.')) base = resolve(dirname(fromFile), spec);
    else {
      for (const [name, root] of roots)
        if (spec.startsWith(`${name}/`)) base = join(root, spec.slice(name.length + 1));
    }
    if (!base) return undefined;
    // PWA Studio builds pick `x.ce.js` or `x.ee.js` for `./x` by the backend's edition: Magento
    // Open Source for our files, Adobe Commerce for the `.ee.js` ones themselves.
    const edition = fromFile.endsWith('.ee.js') ? 'ee' : 'ce';
    return [base, `${base}.js`, `${base}.${edition}.js`, join(base, 'index.js')].find(
      (p) => existsSync(p) && p.endsWith('.js'),
    );
  };
  const textOf = (path: string, name: string, seen: Set<string>): string => {
    const id = `${path}#${name}`;
    if (seen.has(id)) throw new Error(`Circular gql interpolation at ${id}`);
    const file = read(path);
    const local = file?.constants.get(name);
    if (local !== undefined) {
      const next = new Set(seen).add(id);
      return local.replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (_, ref: string) =>
        textOf(path, ref, next),
      );
    }
    const imported = file?.imports.get(name);
    const target = imported && resolveModule(path, imported.from);
    if (!imported || !target) throw new Error(`Cannot resolve ${name} in ${path}`);
    return textOf(target, imported.name, new Set(seen).add(id));
  };

  const operations: VeniaOperation[] = [];
  for (const [pkgName, root] of roots) {
    for (const path of jsFiles(join(root, 'lib'))) {
      const file = read(path);
      if (!file || file.constants.size === 0) continue;
      for (const name of file.constants.keys()) {
        let doc: DocumentNode;
        try {
          doc = withoutClientFields(parse(textOf(path, name, new Set())));
        } catch (e) {
          throw new Error(`${relative(root, path)} ${name}: ${(e as Error).message}`);
        }
        const fragments = new Map<string, FragmentDefinitionNode>();
        for (const d of doc.definitions)
          if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
        for (const d of doc.definitions) {
          if (d.kind !== Kind.OPERATION_DEFINITION) continue;
          operations.push({
            key: `${pkgName}/${relative(root, path)}#${d.name?.value ?? name}`,
            document: { kind: Kind.DOCUMENT, definitions: [d, ...usedFragments(d, fragments)] },
          });
        }
      }
    }
  }
  // One operation can be reached from two constants of a file (a query and its re-use): keep one.
  const unique = new Map(operations.map((o) => [o.key, o]));
  return {
    operations: [...unique.values()].sort((a, b) => a.key.localeCompare(b.key)),
    packages: VENIA_PACKAGES,
  };
}

function usedFragments(
  op: OperationDefinitionNode,
  all: Map<string, FragmentDefinitionNode>,
): DefinitionNode[] {
  const out = new Map<string, FragmentDefinitionNode>();
  const walk = (node: OperationDefinitionNode | FragmentDefinitionNode) => {
    visit(node, {
      FragmentSpread(spread) {
        const f = all.get(spread.name.value);
        if (f && !out.has(f.name.value)) {
          out.set(f.name.value, f);
          walk(f);
        }
      },
    });
  };
  walk(op);
  return [...out.values()];
}

/** What Apollo Client strips before sending: `@client` fields, and the `@connection` directive. */
function withoutClientFields(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    Field(node) {
      return node.directives?.some((d) => d.name.value === 'client') ? null : undefined;
    },
    Directive(node) {
      return node.name.value === 'connection' ? null : undefined;
    },
  });
}
