// `npm run reviews -w apps/commerce -- pending | approve <id> | reject <id>`: the moderation queue
// of product reviews on the configured database. Approving counts the review in its product's
// summary and shows it on the product page (docs/decisions/1100). When the embedded database is
// held by the running service, the command goes through that service instead (1103).
import { loadConfig } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { DatabaseLockedError } from '../db/writer-lock.js';
import {
  moderateReview,
  pendingReviews,
  type ModerationResult,
  type PendingReview,
} from '../modules/review/moderation.js';
import { readOperatorKey } from '../modules/review/operator.js';
import { runCli } from './run.js';

const USAGE = 'Usage: reviews pending | reviews approve <review id> | reviews reject <review id>';

interface Backend {
  pending(): Promise<PendingReview[]>;
  moderate(id: number, decision: 'approve' | 'reject'): Promise<ModerationResult>;
  close(): Promise<void>;
}

await runCli(async () => {
  const [command, arg] = process.argv.slice(2).map((a) => a.trim());
  const id = arg !== undefined && /^\d{1,9}$/.test(arg) ? Number(arg) : null;
  if (command !== 'pending' && !((command === 'approve' || command === 'reject') && id !== null))
    throw new Error(USAGE);
  const config = loadConfig();
  const backend = await open(config);
  try {
    if (command === 'pending') {
      const rows = await backend.pending();
      if (rows.length === 0) console.info('No reviews are waiting for moderation.');
      for (const r of rows) {
        const at = new Date(r.created_at).toISOString().slice(0, 16).replace('T', ' ');
        console.info(
          `#${r.id}  ${at}  ${r.sku}  ${JSON.stringify(r.nickname)}: ${JSON.stringify(r.summary)}`,
        );
      }
      return;
    }
    const r = await backend.moderate(id as number, command as 'approve' | 'reject');
    if (!r.ok)
      throw new Error(
        `Review ${id} not changed: ${r.failure === 'not_found' ? 'no such review' : 'it is not waiting for moderation'}.`,
      );
    console.info(`Review ${id} ${command === 'approve' ? 'approved' : 'rejected'}.`);
  } finally {
    await backend.close();
  }
});

async function open(config: ReturnType<typeof loadConfig>): Promise<Backend> {
  try {
    const handle = await openDb(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
    );
    await migrate(handle.db);
    return {
      pending: () => pendingReviews(handle.db),
      moderate: (id, d) =>
        moderateReview(handle.db, id, d === 'approve' ? 'approved' : 'rejected', new Date()),
      close: () => handle.close(),
    };
  } catch (err) {
    const key = err instanceof DatabaseLockedError ? readOperatorKey(config.pgliteDataDir) : null;
    if (!key) throw err;
    const base = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}/operator/reviews`;
    const call = async (path: string, method: 'GET' | 'POST') => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Operator ${key}` },
      });
      if (res.status !== 200 && res.status !== 409) throw err;
      return res.json() as Promise<unknown>;
    };
    return {
      pending: async () =>
        ((await call('/pending', 'GET')) as { pending: PendingReview[] }).pending,
      moderate: async (id, d) => (await call(`/${id}/${d}`, 'POST')) as ModerationResult,
      close: async () => {},
    };
  }
}
