// Two takeovers of one stale PGlite writer lock, interleaved at the worst moment: the second taker
// runs its whole takeover right after the first one has read (and judged) the stale lock. Exactly
// one of them may hold the lock (docs/decisions/0982). The interleaving is forced by running the
// second takeover from inside the first one's read of the lock file.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import type * as FsModule from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const race = vi.hoisted(() => ({ onLockRead: null as null | (() => void) }));

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof FsModule>();
  const readFileSync = ((...args: Parameters<typeof real.readFileSync>) => {
    const result = real.readFileSync(...args);
    if (String(args[0]).endsWith('charter-writer.lock') && race.onLockRead) {
      const interleave = race.onLockRead;
      race.onLockRead = null;
      interleave();
    }
    return result;
  }) as typeof real.readFileSync;
  return { ...real, default: { ...real, readFileSync }, readFileSync };
});

const { acquireWriterLock, DatabaseLockedError, LOCK_FILE } =
  await import('../src/db/writer-lock.js');

describe('PGlite writer lock takeover race', () => {
  const dir = fs.mkdtempSync(join(tmpdir(), 'charter-lock-race-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('two takeovers of one stale lock: exactly one wins', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const deadPid = child.pid as number;
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    fs.writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid, host: hostname(), command: 'dead', since: '' }),
    );

    const outcomes: string[] = [];
    const attempt = () => {
      try {
        acquireWriterLock(dir);
        outcomes.push('won');
      } catch (err) {
        outcomes.push(err instanceof DatabaseLockedError ? 'locked' : `error ${String(err)}`);
      }
    };
    // The second taker runs as soon as the first has read the stale lock.
    race.onLockRead = attempt;
    attempt();

    expect(outcomes.sort()).toEqual(['locked', 'won']);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
  });
});
