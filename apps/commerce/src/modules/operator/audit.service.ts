// The audit log: one entry per admin change, written in the change's own transaction (so an entry
// exists exactly when the change does), read newest first by the console (auditLog;
// docs/decisions/1405). EVERY admin mutation that changes data records its entry through the
// request's recorder, `ctx.audit` (AdminContext), passing its own transaction:
//
//   return db.transaction().execute(async (trx) => {
//     const before = await readProduct(trx, id);
//     await trx.updateTable('product').set({ name }).where('id', '=', id).execute();
//     await ctx.audit.record(trx, {
//       action: 'product_renamed', entity_type: 'product', entity_id: id,
//       before: { name: before.name }, after: { name },
//     });
//   });
//
// Who and when come from the request (the signed-in operator, ctx.now); before/after hold what
// the console should show, never a secret.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AuditEntryInput, AuditRecorder } from '../../graphql/admin-context.js';

export type { AuditEntryInput, AuditRecorder };

export interface AuditFilter {
  entity_type?: string | null;
  entity_id?: string | null;
  operator_email?: string | null;
  from?: Date | null;
  to?: Date | null;
}

export interface AuditEntryView {
  id: number;
  operator_id: number;
  operator_email: string;
  at: Date;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The largest page auditLog answers. */
export const AUDIT_MAX_PAGE_SIZE = 100;

export class AuditService {
  constructor(private readonly db: Db) {}

  /** The recorder of one request's operator at the request's instant. */
  recorderFor(operator: { id: number; email: string } | null, at: Date): AuditRecorder {
    return {
      record: async (trx, entry) => {
        if (!operator) throw new Error('An audit entry needs a signed-in operator');
        await trx
          .insertInto('admin_audit')
          .values({
            operator_id: operator.id,
            operator_email: operator.email,
            at,
            action: entry.action,
            entity_type: entry.entity_type,
            entity_id: String(entry.entity_id),
            before: entry.before ? JSON.stringify(entry.before) : null,
            after: entry.after ? JSON.stringify(entry.after) : null,
          })
          .execute();
      },
    };
  }

  /** Newest first (then by id, so entries of one instant keep their order). */
  async list(
    filter: AuditFilter,
    currentPage: number,
    pageSize: number,
  ): Promise<{ items: AuditEntryView[]; total: number }> {
    let q = this.db.selectFrom('admin_audit');
    if (filter.entity_type) q = q.where('entity_type', '=', filter.entity_type);
    if (filter.entity_id) q = q.where('entity_id', '=', filter.entity_id);
    if (filter.operator_email)
      q = q.where('operator_email', '=', filter.operator_email.trim().toLowerCase());
    if (filter.from) q = q.where('at', '>=', filter.from);
    if (filter.to) q = q.where('at', '<=', filter.to);
    const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute();
    return { items: rows, total: Number(total.n) };
  }
}
