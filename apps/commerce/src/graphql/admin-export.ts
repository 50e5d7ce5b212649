// GET /admin-api/export/<name>.csv (docs/decisions/1436, 1460): the console's CSV downloads,
// guarded like the admin API: the caller is the operator of the admin_session cookie (a bearer
// token counts for nothing) and needs the export's permission. A GET changes nothing, so it
// needs no CSRF token. The file is streamed as its service yields it (pages of rows, cells
// already formula-safe: docs/decisions/1435), as an attachment named after the export and the day.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ActiveSession, AdminPermissionName } from './admin-context.js';
import { ADMIN_PATH, cookieToken } from './admin-http.js';
import { ADMIN_AUTH_MSG } from './admin-schema.js';

export const EXPORT_PATH = `${ADMIN_PATH}/export`;

export const EXPORT_MSG = {
  ...ADMIN_AUTH_MSG,
  badDate: 'from and to must be dates, YYYY-MM-DD, with from not after to.',
} as const;

/** The creation-day range of an export, when it takes one (`from`, `to` inclusive, UTC). */
export interface ExportRange {
  from: Date | null;
  /** The instant after the last included day. */
  to: Date | null;
}

export interface CsvExport {
  /** The file name without `.csv`, e.g. `products`; also the path. */
  name: string;
  permission: AdminPermissionName;
  /** Whether the export reads `from` and `to` (orders). */
  ranged?: boolean;
  rows: (range: ExportRange) => AsyncGenerator<string>;
}

export interface AdminExportDeps {
  session: (token: string, now: Date) => Promise<ActiveSession | null>;
  now: () => Date;
  exports: CsvExport[];
}

const fail = (reply: FastifyReply, status: number, message: string, category: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ errors: [{ message, extensions: { category } }] }));

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as its UTC midnight; null when absent, undefined when not a real day. */
function dayOf(value: unknown): Date | null | undefined {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') return undefined;
  const m = DAY.exec(value);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? d : undefined;
}

export function rangeOf(query: Record<string, unknown>): ExportRange | null {
  const from = dayOf(query.from);
  const last = dayOf(query.to);
  if (from === undefined || last === undefined) return null;
  if (from && last && from > last) return null;
  return { from, to: last ? new Date(last.getTime() + 86_400_000) : null };
}

export async function adminExportRoutes(
  app: FastifyInstance,
  deps: AdminExportDeps,
): Promise<void> {
  for (const exp of deps.exports) {
    app.get<{ Querystring: Record<string, unknown> }>(
      `${EXPORT_PATH}/${exp.name}.csv`,
      async (request, reply) => {
        const now = deps.now();
        const token = cookieToken(request.headers.cookie);
        const session = token ? await deps.session(token, now) : null;
        if (!session) return fail(reply, 401, EXPORT_MSG.anonymous, 'graphql-authorization');
        if (!session.operator.permissions.includes(exp.permission))
          return fail(reply, 403, EXPORT_MSG.permission, 'graphql-authorization');
        const range = exp.ranged ? rangeOf(request.query) : { from: null, to: null };
        if (!range) return fail(reply, 400, EXPORT_MSG.badDate, 'graphql-input');
        const day = now.toISOString().slice(0, 10);
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename="${exp.name}-${day}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(Readable.from(exp.rows(range)));
      },
    );
  }
}
