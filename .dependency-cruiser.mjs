// Import rules for both apps (docs/decisions/0012), checked by `npm run lint`:
// `npx depcruise apps packages`. Type-only imports, re-exports and literal dynamic imports count.
// Only the module-level graph of the commerce service (no mutual pair, no cycle between modules,
// imports through shared files included) stays a test: apps/commerce/test/module-graph.test.ts.
import path from 'node:path';

const SOURCES =
  '^(apps/commerce/src|apps/admin/src|packages/shared/src|apps/storefront/(app|components|lib|server))/';
const COMPOSITION_ROOT = '^apps/commerce/src/(server|modules/index)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No two source files import each other, directly or around a loop (decision 1010).',
      from: { path: SOURCES },
      to: { path: SOURCES, circular: true },
    },
    {
      name: 'modules-not-to-composition-root',
      severity: 'error',
      comment:
        'A commerce module never reaches the composition root (server.ts, modules/index.ts), ' +
        'directly or through other files (decision 1010).',
      from: { path: '^apps/commerce/src/modules/[^/]+/' },
      to: { path: COMPOSITION_ROOT, reachable: true },
    },
    {
      name: 'commerce-client-not-to-server',
      severity: 'error',
      comment:
        "The storefront's commerce client (lib/commerce) imports nothing from its HTTP server (server/).",
      from: { path: '^apps/storefront/lib/commerce/' },
      to: { path: '^apps/storefront/server/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'Every relative or aliased import resolves, so no edge drops out of the rules above unseen.',
      from: { path: SOURCES },
      to: { couldNotResolve: true, path: '^(\\.|@/)' },
    },
  ],
  options: {
    // Packages are leaves; tests, fixtures, generated code and build output are left out (the
    // rules above name the source folders they govern).
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)(node_modules|dist|generated|e2e|\\.[^/]+)/',
        '\\.(test|spec)\\.tsx?$',
        '\\.d\\.ts$',
      ],
    },
    tsPreCompilationDeps: true,
    // The storefront's path alias '@/*', seen from the root (tsconfig.depcruise.json).
    tsConfig: { fileName: path.resolve(import.meta.dirname, 'tsconfig.depcruise.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
