// How a test runs the service or one of its commands in a child process. In the suite, the global
// setup compiled the sources once (scripts/build-api.mjs, as `npm start` does), and the child runs
// that JavaScript as production does: about half the CPU time of a start through tsx, which
// compiles on the fly. A file run outside the suite's config runs the TypeScript through tsx.
import { execFile } from 'node:child_process';
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

export interface ServiceRun {
  /** The exit code, or null when a signal (the timeout's) ended the process. */
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `src/<entry>.ts` (see serviceArgs) with `args` in a child process and resolves with what it
 * printed and how it ended; `input` is written to its standard input. The test's process keeps
 * running meanwhile: a synchronous spawn would stop its worker's event loop for as long as the
 * command runs, and Vitest ends the run with "Timeout calling onTaskUpdate" when a worker cannot
 * answer its runner for 60 s (seen in CI on a slow machine). `timeout` ends the child with SIGTERM.
 */
export function runService(
  entry: string,
  args: string[],
  opts: { env: NodeJS.ProcessEnv; input?: string; timeout: number },
): Promise<ServiceRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [...serviceArgs(entry), ...args],
      { env: opts.env, timeout: opts.timeout, encoding: 'utf8' },
      // A non-zero exit is an answer here, not a failure: its status and output are resolved.
      (_error, stdout, stderr) =>
        resolve({ status: child.exitCode, signal: child.signalCode, stdout, stderr }),
    );
    // A command that exits without reading its input closes the pipe (EPIPE), as spawnSync allows.
    child.stdin?.on('error', () => {});
    child.stdin?.end(opts.input ?? '');
  });
}
