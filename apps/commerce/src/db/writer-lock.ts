// One writer per PGlite data directory. PGlite is Postgres in this process with no shared-memory
// lock of its own: a second process opening the same directory (a seed or a migration while the
// service runs) writes over the first one's pages and corrupts the cluster. Every writer takes
// this lock before PGlite touches the directory; a lock whose owner is gone is taken over.
// See docs/decisions/0945-pglite-writer-lock.md.
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'charter-writer.lock';

export class DatabaseLockedError extends Error {
  readonly code = 'DATABASE_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${owner.pid} (${owner.command || 'unknown command'}, since ${owner.since}). ` +
        'Only one process may open an embedded database: stop that process first (for example the running API before `npm run seed` or `migrate`), ' +
        'or point DATABASE_URL at PostgreSQL to run several.',
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface LockOwner {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export interface WriterLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function mtimeMs(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const o = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof o.pid === 'number'
      ? {
          pid: o.pid,
          host: String(o.host ?? ''),
          command: String(o.command ?? ''),
          since: String(o.since ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}

/** Takes the directory's writer lock or throws DatabaseLockedError; the directory must exist. */
export function acquireWriterLock(dataDir: string): WriterLock {
  const path = join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      // 'wx' fails when the file exists: creating it is the atomic test-and-set.
      fd = openSync(path, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(path);
      // Another machine's process (a shared volume) cannot be checked: never take its lock.
      const stale =
        owner !== null &&
        owner.host === me.host &&
        owner.pid !== process.pid &&
        !isAlive(owner.pid);
      // Empty or broken: its owner may be between creating and writing it, unless it is old.
      const abandoned = owner === null && attempt === 0 && Date.now() - mtimeMs(path) > 10_000;
      if (!stale && !abandoned)
        throw new DatabaseLockedError(
          dataDir,
          owner ?? { pid: 0, host: '', command: `the lock file ${path} (unreadable)`, since: '' },
        );
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      // Only our own lock: a takeover after we were presumed dead must not be undone.
      if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
    };
    process.on('exit', release);
    return { release };
  }
  throw new DatabaseLockedError(
    dataDir,
    readOwner(path) ?? { pid: 0, host: '', command: '', since: '' },
  );
}
