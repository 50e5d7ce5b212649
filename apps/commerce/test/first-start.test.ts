// The service's first start on a new embedded database: a child process creates, migrates and
// seeds it, and the service, which only opens the result, does not keep initdb's memory
// (docs/decisions/0872). A second start opens the same folder without a child.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/ports.js';
import { serviceArgs } from './support/service-entry.js';

function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

async function start(
  dataDir: string,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, serviceArgs('main'), {
    env: {
      PATH: process.env.PATH,
      PGLITE_DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Commerce API ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${out}`));
    });
  });
  return { child, port, output: () => out };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function productCount(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(filter: {}, pageSize: 1) { total_count } }' }),
  });
  const body = (await res.json()) as { data: { products: { total_count: number } } };
  return body.data.products.total_count;
}

describe.skipIf(process.platform !== 'linux')('first start on a new embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'charter-first-start-'));
  const dataDir = join(root, 'db');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('seeds the demo catalogue in a child process and serves it without initdb’s memory', async () => {
    const { child, port, output } = await start(dataDir);
    try {
      expect(output()).toContain('Seeded demo catalogue');
      expect(await productCount(port)).toBeGreaterThan(10);
      // Creating the database in this process left ~800 MB resident (~650 MB of it PGlite's
      // WebAssembly memory); opening an existing one, ~250–330 MB.
      expect(residentMb(child.pid!)).toBeLessThan(500);
    } finally {
      await stop(child);
    }
  }, 180_000);

  it('opens the same folder on the next start, seeding nothing', async () => {
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const { child, port, output } = await start(dataDir);
    try {
      expect(output()).not.toContain('Seeded demo catalogue');
      expect(await productCount(port)).toBeGreaterThan(10);
    } finally {
      await stop(child);
    }
  }, 120_000);
});
