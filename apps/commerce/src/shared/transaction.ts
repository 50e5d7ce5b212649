// Runs work in the caller's transaction when it is given one, else in a new one: the operator
// console's services take the executor their caller holds, so the caller can write its audit
// entry in the same transaction as the change. In a transaction of its own, a refusal (a Result
// that is not ok) rolls back like a throw; in the caller's, the caller decides.
import type { Db } from '../db/index.js';

export async function withinTransaction<T extends { ok: boolean }>(
  db: Db,
  fn: (trx: Db) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return fn(db);
  const trx = await db.startTransaction().execute();
  try {
    const answer = await fn(trx);
    if (answer.ok) await trx.commit().execute();
    else await trx.rollback().execute();
    return answer;
  } catch (err) {
    if (!trx.isCommitted && !trx.isRolledBack)
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
    throw err;
  }
}
