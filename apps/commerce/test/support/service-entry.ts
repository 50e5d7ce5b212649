// How a test runs the service or one of its commands in a child process. In the suite, the global
// setup compiled the sources once (scripts/build-api.mjs, as `npm start` does), and the child runs
// that JavaScript as production does: about half the CPU time of a start through tsx, which
// compiles on the fly. A file run outside the suite's config runs the TypeScript through tsx.
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

function compiled(): boolean {
  try {
    return inject('apiCompiled') === true;
  } catch {
    return false;
  }
}

/**
 * Node arguments that run `src/<entry>.ts` (`main`, `cli/order-paid`, …): its compiled copy under
 * `dist/` when the run built one, else the source through tsx.
 */
export function serviceArgs(entry: string): string[] {
  if (compiled())
    return [
      '--conditions=charter-dist',
      fileURLToPath(new URL(`../../dist/${entry}.js`, import.meta.url)),
    ];
  return ['--import', 'tsx', fileURLToPath(new URL(`../../src/${entry}.ts`, import.meta.url))];
}
