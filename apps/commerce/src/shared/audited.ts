// An operator's change and its audit entry in one transaction (issue 26): the service does the
// change in `trx` and answers its Change; the entry is recorded through the request's recorder
// (`ctx.audit` of the admin API) in the same transaction. A refusal rolls back and is thrown as
// the GraphQL error its category names; nothing is recorded for it.
import type { Db } from '../db/index.js';
import type { Change } from './change.js';
import { toClientError, type Result } from './result.js';

/** The recorder of the admin request (AdminContext.audit). */
export interface AuditRecording {
  record(
    trx: Db,
    entry: {
      action: string;
      entity_type: string;
      entity_id: string | number;
      before?: Record<string, unknown> | null;
      after?: Record<string, unknown> | null;
    },
  ): Promise<void>;
}

/** Dates as ISO text, and nothing that is not JSON: what the audit log stores. */
const asJson = (v: unknown): Record<string, unknown> | null =>
  v === null || v === undefined ? null : (JSON.parse(JSON.stringify(v)) as Record<string, unknown>);

export function audited<C extends Change<unknown>>(
  db: Db,
  audit: AuditRecording,
  action: string,
  work: (trx: Db) => Promise<Result<C>>,
): Promise<C> {
  return db.transaction().execute(async (trx) => {
    const r = await work(trx);
    if (!r.ok) throw toClientError(r.failure);
    const { entityType, entityId, before, after } = r.value;
    await audit.record(trx, {
      action,
      entity_type: entityType,
      entity_id: entityId,
      before: asJson(before),
      after: asJson(after),
    });
    return r.value;
  });
}

/** The page info of the admin API's pages. */
export const adminPageInfo = (page: number, pageSize: number, total: number) => ({
  current_page: page,
  page_size: pageSize,
  total_pages: Math.ceil(total / pageSize),
});
