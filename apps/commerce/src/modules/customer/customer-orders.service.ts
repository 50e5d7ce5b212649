// Order history (Customer.orders, reference 4.4): the orders placed while signed in to the account
// (sales_order.customer_id, never a match on e-mail), filtered, sorted and paged here; the
// orders themselves are read and shaped by the sales module (OrderReader, shapeOrder).
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import type { Db } from '../../db/index.js';
import { parseMoneyToCents } from '../../shared/money.js';
import { offsetOf, validatePageRequest, type PageRequest } from '../../shared/pagination.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { STATUS_LABELS } from '../sales/order-shape.js';
import type { OrderRecord } from '../sales/order.reader.js';

interface Range {
  from?: string | null;
  to?: string | null;
}

export interface CustomerOrdersFilter {
  number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null;
  status?: { eq?: string | null; in?: (string | null)[] | null } | null;
  order_date?: Range | null;
  grand_total?: Range | null;
}

export interface CustomerOrdersArgs {
  filter?: CustomerOrdersFilter | null;
  currentPage: number;
  pageSize: number;
  sort?: { sort_direction: 'ASC' | 'DESC'; sort_field: 'NUMBER' | 'CREATED_AT' } | null;
  scope?: 'GLOBAL' | 'WEBSITE' | 'STORE' | null;
}

export interface CustomerOrdersPage {
  orders: OrderRecord[];
  total: number;
  page: PageRequest;
  firstOrderAt: Date | string | null;
}

type OrderEb = ExpressionBuilder<Database, 'sales_order'>;
type Condition = (eb: OrderEb) => Expression<SqlBool>;

const invalidValue = (value: string, field: string) =>
  `Invalid value of "${value}" provided for the ${field} field.`;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A bound of the order_date range, in UTC as order_date is shown. Both ends are inclusive: the
 * upper bound returned is exclusive and lies one day (date alone) or one second past `to`.
 */
function parseDateBound(value: string, end: boolean): Date | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const hasTime = h !== undefined;
  const at = new Date(
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)),
  );
  // Date.UTC rolls 2025-02-30 over to March; a date that does not round-trip is not a date.
  if (
    at.getUTCFullYear() !== Number(y) ||
    at.getUTCMonth() !== Number(mo) - 1 ||
    at.getUTCDate() !== Number(d)
  )
    return null;
  if (hasTime && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59)) return null;
  if (!end) return at;
  return new Date(at.getTime() + (hasTime ? 1000 : 86_400_000));
}

/** A status code, or the code whose label was given (the list shows labels), case-insensitive. */
function statusCode(value: string): string {
  const lower = value.trim().toLowerCase();
  return (
    Object.entries(STATUS_LABELS).find(([, label]) => label.toLowerCase() === lower)?.[0] ?? lower
  );
}

const present = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';
const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: CustomerOrdersFilter | null | undefined): Result<Condition[]> {
  const out: Condition[] = [];
  const n = filter?.number;
  if (present(n?.eq)) {
    const eq = n.eq.trim();
    out.push((eb) => eb('number', '=', eq));
  }
  if (n?.in) {
    const list = n.in.filter(present).map((v) => v.trim());
    out.push((eb) => (list.length > 0 ? eb('number', 'in', list) : eb.lit(false)));
  }
  if (present(n?.match)) {
    const pattern = `%${likeEscape(n.match.trim())}%`;
    out.push((eb) => eb('number', 'like', pattern));
  }

  const s = filter?.status;
  if (present(s?.eq)) {
    const code = statusCode(s.eq);
    out.push((eb) => eb('status', '=', code));
  }
  if (s?.in) {
    const list = s.in.filter(present).map(statusCode);
    out.push((eb) => (list.length > 0 ? eb('status', 'in', list) : eb.lit(false)));
  }

  const d = filter?.order_date;
  if (present(d?.from)) {
    const from = parseDateBound(d.from.trim(), false);
    if (!from) return fail('graphql-input', invalidValue(d.from, 'order_date'));
    out.push((eb) => eb('created_at', '>=', from));
  }
  if (present(d?.to)) {
    const until = parseDateBound(d.to.trim(), true);
    if (!until) return fail('graphql-input', invalidValue(d.to, 'order_date'));
    out.push((eb) => eb('created_at', '<', until));
  }

  const g = filter?.grand_total;
  if (present(g?.from)) {
    const from = parseMoneyToCents(g.from.trim());
    if (from === null) return fail('graphql-input', invalidValue(g.from, 'grand_total'));
    out.push((eb) => eb('grand_total', '>=', from));
  }
  if (present(g?.to)) {
    const to = parseMoneyToCents(g.to.trim());
    if (to === null) return fail('graphql-input', invalidValue(g.to, 'grand_total'));
    out.push((eb) => eb('grand_total', '<=', to));
  }
  return ok(out);
}

/** What the order history needs of the sales module (its OrderReader): complete orders by id. */
export interface OrderSource {
  byIds(ctx: RequestContext, ids: readonly number[]): Promise<OrderRecord[]>;
}

export class CustomerOrdersService {
  constructor(
    private readonly db: Db,
    private readonly reader: OrderSource,
  ) {}

  async list(
    ctx: RequestContext,
    customerId: number,
    args: CustomerOrdersArgs,
  ): Promise<Result<CustomerOrdersPage>> {
    const paging = validatePageRequest(args.pageSize, args.currentPage);
    if (!paging.ok) return paging;
    const page = paging.value;
    const filters = conditions(args.filter);
    if (!filters.ok) return filters;

    const store = ctx.storeView.store;
    const inScope = (eb: OrderEb): Expression<SqlBool> => {
      const own = eb('customer_id', '=', customerId);
      if (args.scope === 'GLOBAL') return own;
      if (args.scope === 'WEBSITE') {
        return eb.and([
          own,
          eb(
            'store_id',
            'in',
            eb
              .selectFrom('store')
              .select('store.id')
              .where('store.website_id', '=', store.website_id),
          ),
        ]);
      }
      return eb.and([own, eb('store_id', '=', store.id)]);
    };
    const matching = (eb: OrderEb) => eb.and([inScope(eb), ...filters.value.map((c) => c(eb))]);

    const direction = args.sort?.sort_direction === 'ASC' ? 'asc' : 'desc';
    const sortColumn = args.sort?.sort_field === 'NUMBER' ? 'number' : 'created_at';
    const [count, ids, first] = await Promise.all([
      this.db
        .selectFrom('sales_order')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(matching)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('sales_order')
        .select('id')
        .where(matching)
        .orderBy(sortColumn, direction)
        .orderBy('id', direction)
        .limit(page.pageSize)
        .offset(offsetOf(page))
        .execute(),
      this.db
        .selectFrom('sales_order')
        .select((eb) => eb.fn.min('created_at').as('first'))
        .where(inScope)
        .executeTakeFirst(),
    ]);
    const orders = await this.reader.byIds(
      ctx,
      ids.map((r) => r.id),
    );
    return ok({ orders, total: Number(count.n), page, firstOrderAt: first?.first ?? null });
  }
}
