// Helpers shared by the root scripts (start, test, bench). Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command, streaming its output; resolves with the exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command with each line of its output prefixed by `[name] `, for steps that run side by
 * side; resolves with the exit code.
 */
export function runPrefixed(name, cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...opts,
      env: { FORCE_COLOR: '0', ...process.env, ...opts.env },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${name}] ${line}\n`);
      });
      from.on('end', () => {
        if (rest) to.write(`[${name}] ${rest}\n`);
      });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Starts a long-running process in its own process group and returns it; stopProcess ends the
 * whole group, so wrappers such as npm do not leave their children behind.
 */
export function startProcess(cmd, args, opts = {}) {
  return spawn(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    ...opts,
    env: { ...process.env, ...opts.env },
  });
}

export function stopProcess(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Polls a URL until it answers 2xx, or fails after the timeout. */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** A hash of the files below the given folders (paths, sizes and contents), to tell whether a build is stale. */
export function hashTree(
  dirs,
  ignore = ['node_modules', '.next', 'dist', 'test-results', 'playwright-report', 'e2e'],
) {
  const h = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      if (ignore.includes(name) || name.startsWith('.next')) continue;
      const p = path.join(dir, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else {
        h.update(path.relative(root, p));
        h.update(readFileSync(p));
      }
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return h.digest('hex');
}
