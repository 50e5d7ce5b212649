// One writer per PGlite data directory: while one process has it open, a second opener (in this
// process, or `npm run migrate` / `seed` in another) gets a clear error and changes nothing; a
// lock left by a dead process is taken over; closing releases it.
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type DbHandle } from '../src/db/index.js';
import { DatabaseLockedError, LOCK_FILE, processStart } from '../src/db/writer-lock.js';
import { openDataDir } from './support/db.js';
import { runService } from './support/service-entry.js';

/** Every file's size and mtime under the directory: "changes nothing" made checkable. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const s = statSync(p);
        out[p] = `${s.size}:${s.mtimeMs}`;
      }
    }
  };
  walk(dir);
  return out;
}

describe('PGlite writer lock', () => {
  const root = mkdtempSync(join(tmpdir(), 'charter-lock-'));
  const dataDir = join(root, 'db');
  let handle: DbHandle | null = null;
  beforeAll(async () => {
    handle = await openDataDir(dataDir);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('records the owner in the lock file', () => {
    const owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
  });

  it('refuses a second opener in the same process with a clear error', async () => {
    const err = await openDb({ dataDir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseLockedError);
    expect((err as Error).message).toContain(`is in use by process ${process.pid}`);
    expect((err as Error).message).toContain('stop that process first');
  });

  it('refuses `npm run migrate` and `npm run seed` from another process, which change nothing', async () => {
    const before = snapshot(dataDir);
    for (const cli of ['migrate', 'seed']) {
      const r = await runService(`cli/${cli}`, [], {
        env: { PATH: process.env.PATH, PGLITE_DATA_DIR: dataDir },
        timeout: 60_000,
      });
      expect(r.status, cli).toBe(1);
      expect(r.stderr, cli).toContain(
        `The database in ${dataDir} is in use by process ${process.pid}`,
      );
      expect(r.stderr, cli).not.toMatch(/\n\s+at /);
    }
    expect(snapshot(dataDir)).toEqual(before);
  }, 120_000);

  it('releases on close, and takes over a lock whose owner died', async () => {
    await handle?.close();
    handle = null;
    expect(readdirSync(dataDir)).not.toContain(LOCK_FILE);

    // A process that took the lock and was killed (kill -9 runs no exit handler).
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const deadPid = child.pid as number;
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({
        pid: deadPid,
        host: hostname(),
        command: 'tsx src/main.ts',
        since: new Date().toISOString(),
      }),
    );

    handle = await openDb({ dataDir });
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    // The data survived: the migrations are recorded.
    expect(await migrate(handle.db)).toEqual([]);
  }, 120_000);

  it('takes over a lock with our own pid but another start time (a restarted container)', async () => {
    const dir = join(root, 'restarted');
    await (await openDataDir(dir)).close();
    // The process before the restart had the same pid (1 in a container, say) and the same host,
    // but started at another time.
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({
        pid: process.pid,
        host: hostname(),
        command: 'node before',
        since: '',
        start: '1',
      }),
    );
    const again = await openDb({ dataDir: dir });
    const now = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
    expect(now).toMatchObject({ pid: process.pid, start: processStart(process.pid) });
    expect(now.command).not.toBe('node before');
    // While we hold it, our own lock is ours: a second opener here is still refused.
    await expect(openDb({ dataDir: dir })).rejects.toThrow(DatabaseLockedError);
    await again.close();
  }, 120_000);

  it('takes over a lock whose pid now belongs to another process (the pid was reused)', async () => {
    const dir = join(root, 'reused');
    await (await openDataDir(dir)).close();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await new Promise((r) => other.once('spawn', r));
      writeFileSync(
        join(dir, LOCK_FILE),
        JSON.stringify({
          pid: other.pid,
          host: hostname(),
          command: 'node old owner',
          since: '',
          // Another start time than the living process with that pid.
          start: '1',
        }),
      );
      const again = await openDb({ dataDir: dir });
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      await again.close();
      // The same pid with its real start time is a living owner: refused.
      writeFileSync(
        join(dir, LOCK_FILE),
        JSON.stringify({
          pid: other.pid,
          host: hostname(),
          command: 'node live owner',
          since: '',
          start: processStart(other.pid as number),
        }),
      );
      await expect(openDb({ dataDir: dir })).rejects.toThrow(/node live owner/);
    } finally {
      other.kill('SIGKILL');
    }
  }, 120_000);

  it('of several processes taking over one stale lock at the same moment, exactly one wins', async () => {
    const dir = join(root, 'race');
    mkdirSync(dir, { recursive: true });
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const deadPid = child.pid as number;
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid, host: hostname(), command: 'dead', since: '' }),
    );
    // Each racer loads the lock module, says it is ready and waits; once all four are ready the
    // test tells them all to go at once. Each tries once, prints its verdict and holds what it won
    // until the test has all four verdicts (its standard input ends): how long a racer takes to
    // start on a busy machine cannot let a late one find the lock released.
    const lockModule = fileURLToPath(new URL('../src/db/writer-lock.ts', import.meta.url));
    const script = `
      const { acquireWriterLock } = await import(${JSON.stringify(lockModule)});
      console.log('ready');
      await new Promise((r) => process.stdin.once('data', r));
      let verdict;
      try { acquireWriterLock(${JSON.stringify(dir)}); verdict = 'won'; }
      catch (e) { verdict = e.code === 'DATABASE_LOCKED' ? 'locked' : 'error ' + e.message; }
      console.log(verdict);
      process.stdin.resume();
      await new Promise((r) => process.stdin.once('end', r));`;
    const racers = Array.from({ length: 4 }, () => {
      const r = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { PATH: process.env.PATH },
      });
      let out = '';
      let ended = false;
      const waiters: (() => void)[] = [];
      const wake = () => waiters.splice(0).forEach((w) => w());
      r.stdout.on('data', (d: Buffer) => ((out += d.toString()), wake()));
      r.stderr.on('data', (d: Buffer) => ((out += d.toString()), wake()));
      const exited = new Promise((resolve) => r.once('exit', resolve)).then(() => {
        ended = true;
        wake();
      });
      /** Its first `n` lines of output, or all it printed if it exits before. */
      const lines = async (n: number): Promise<string[]> => {
        for (;;) {
          const got = out.split('\n').filter(Boolean);
          if (got.length >= n || ended) return got;
          await new Promise<void>((resolve) => waiters.push(resolve));
        }
      };
      return { r, lines, exited };
    });
    const ready = await Promise.all(racers.map((x) => x.lines(1)));
    expect(ready.map((l) => l[0])).toEqual(['ready', 'ready', 'ready', 'ready']);
    for (const x of racers) x.r.stdin.write('go\n');
    const verdicts = (await Promise.all(racers.map((x) => x.lines(2)))).map((l) =>
      l.slice(1).join(' '),
    );
    for (const x of racers) x.r.stdin.end();
    await Promise.all(racers.map((x) => x.exited));
    expect(
      verdicts.filter((v) => v === 'won'),
      verdicts.join(' | '),
    ).toHaveLength(1);
    expect(verdicts.filter((v) => v === 'locked')).toHaveLength(3);
    // The winner released it on exit; no takeover marker is left behind.
    expect(readdirSync(dir)).toEqual([]);
  }, 120_000);

  it('never takes over a lock held by another machine (a shared volume)', async () => {
    const dir = join(root, 'remote');
    await (await openDataDir(dir)).close();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'another-host', command: 'node main', since: '' }),
    );
    await expect(openDb({ dataDir: dir })).rejects.toThrow(/in use by process 1 \(node main/);
  }, 120_000);

  it('treats an empty lock file as being written, unless it is old', async () => {
    const dir = join(root, 'remote');
    const lock = join(dir, LOCK_FILE);
    writeFileSync(lock, '');
    await expect(openDb({ dataDir: dir })).rejects.toThrow(DatabaseLockedError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    const h = await openDb({ dataDir: dir });
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    await h.close();
  }, 120_000);
});
