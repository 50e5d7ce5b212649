// One writer per PGlite data directory. PGlite is Postgres in this process with no shared-memory
// lock of its own: a second process opening the same directory (a seed or a migration while the
// service runs) writes over the first one's pages and corrupts the cluster. Every writer takes
// this lock before PGlite touches the directory; a lock whose owner is gone is taken over, by one
// process only. See docs/decisions/0945-pglite-writer-lock.md and 0982.
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
  /**
   * When the process started, in the kernel's clock ticks since boot (/proc/<pid>/stat): with the
   * pid it names one process, so a reused pid (or our own pid in a restarted container) is told
   * apart from the owner. Absent where /proc is not there.
   */
  start?: string;
  /** The kernel's boot id: a lock from before a reboot has no living owner. */
  boot?: string;
}

export interface WriterLock {
  release(): void;
}

/** An empty or unreadable lock file younger than this may be its owner's, still being written. */
const WRITING_GRACE_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start time of a process (field 22 of /proc/<pid>/stat), or null where it cannot be read. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[19];
    return start && /^\d+$/.test(start) ? start : null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function mtimeMs(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function readRaw(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function parseOwner(raw: string | null): LockOwner | null {
  if (raw === null) return null;
  try {
    const o = JSON.parse(raw) as Partial<LockOwner>;
    return typeof o.pid === 'number'
      ? {
          pid: o.pid,
          host: String(o.host ?? ''),
          command: String(o.command ?? ''),
          since: String(o.since ?? ''),
          ...(typeof o.start === 'string' ? { start: o.start } : {}),
          ...(typeof o.boot === 'string' ? { boot: o.boot } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

const readOwner = (path: string): LockOwner | null => parseOwner(readRaw(path));

/**
 * Whether the recorded owner is certainly gone. Another machine's process (a shared volume) cannot
 * be checked, so its lock never is. On this machine: a lock from an earlier boot; our own pid with
 * another start time (this container restarted: the same pid in a new pid namespace); a pid that
 * is not alive; a live pid that started at another time than the owner (the pid was reused).
 * Without /proc (not Linux) only liveness is known, and our own pid is taken as ours.
 */
function ownerGone(owner: LockOwner, me: LockOwner): boolean {
  if (owner.host !== me.host) return false;
  if (owner.boot && me.boot && owner.boot !== me.boot) return true;
  if (owner.pid === me.pid) return Boolean(owner.start && me.start && owner.start !== me.start);
  if (!isAlive(owner.pid)) return true;
  const start = owner.start ? processStart(owner.pid) : null;
  return start !== null && start !== owner.start;
}

/** Creates the lock file if there is none (O_EXCL: the atomic test-and-set); null when it exists. */
function tryCreate(path: string): number | null {
  try {
    return openSync(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw err;
  }
}

function hold(path: string, fd: number, me: LockOwner): WriterLock {
  try {
    writeSync(fd, JSON.stringify(me));
  } finally {
    closeSync(fd);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: a takeover after we were presumed dead must not be undone.
    const current = readOwner(path);
    if (current?.pid === me.pid && current.start === me.start) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return { release };
}

/**
 * Replaces a lock judged stale (its text `judged`), atomically with respect to every other taker:
 * only the process that creates the takeover marker (O_EXCL) may remove the lock, and only if it
 * still holds the text that was judged; it creates its own lock before it lets the marker go. Null
 * when another process is taking over or has taken over; the caller looks again.
 */
function takeOver(path: string, judged: string, me: LockOwner): WriterLock | null {
  const marker = `${path}.takeover`;
  const fd = tryCreate(marker);
  if (fd === null) {
    // A taker that died between creating and removing the marker must not block every start.
    if (Date.now() - mtimeMs(marker) > WRITING_GRACE_MS) rmSync(marker, { force: true });
    return null;
  }
  try {
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    if (readRaw(path) !== judged) return null;
    rmSync(path, { force: true });
    const lockFd = tryCreate(path);
    return lockFd === null ? null : hold(path, lockFd, me);
  } finally {
    rmSync(marker, { force: true });
  }
}

/** Takes the directory's writer lock or throws DatabaseLockedError; the directory must exist. */
export function acquireWriterLock(dataDir: string): WriterLock {
  const path = join(dataDir, LOCK_FILE);
  const start = processStart(process.pid);
  const boot = bootId();
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
    since: new Date().toISOString(),
    ...(start !== null ? { start } : {}),
    ...(boot !== null ? { boot } : {}),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const fd = tryCreate(path);
    if (fd !== null) return hold(path, fd, me);
    const raw = readRaw(path);
    // Released between the two calls: try again.
    if (raw === null) continue;
    const owner = parseOwner(raw);
    // Empty or broken: its owner may be between creating and writing it, unless it is old.
    const gone =
      owner !== null ? ownerGone(owner, me) : Date.now() - mtimeMs(path) > WRITING_GRACE_MS;
    if (!gone)
      throw new DatabaseLockedError(
        dataDir,
        owner ?? { pid: 0, host: '', command: `the lock file ${path} (unreadable)`, since: '' },
      );
    const lock = takeOver(path, raw, me);
    if (lock) return lock;
  }
  throw new DatabaseLockedError(
    dataDir,
    readOwner(path) ?? { pid: 0, host: '', command: `the lock file ${path}`, since: '' },
  );
}
