// The operator console's sales figures (issue 26, docs/decisions/1445): today's orders and
// revenue, and the daily revenue and order count of the last 30 days, by the shop's calendar day
// (the store configuration's time zone, America/New_York by default). Revenue is what the orders
// charge (grand totals, after gift cards) of the orders not cancelled; refunds are not taken off.
// Both read sales_order by created_at through its index (migration 0027), one range each.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

export const SALES_CHART_DAYS = 30;

export interface SalesDay {
  /** The shop's calendar day, 'YYYY-MM-DD'. */
  date: string;
  orders: number;
  revenueCents: number;
}

export interface SalesToday extends SalesDay {
  currency: string;
}

/** The calendar day of an instant in a time zone, 'YYYY-MM-DD'. */
export function shopDate(at: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The day `days` before a 'YYYY-MM-DD' day (calendar arithmetic, no time zone involved). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export class SalesDashboard {
  constructor(
    private readonly db: Db,
    private readonly currency: string,
  ) {}

  /** Orders placed since the start of the shop's day, and what they charge. */
  async today(now: Date, timeZone: string): Promise<SalesToday> {
    const [day] = await this.daily(now, timeZone, 1);
    return {
      ...(day ?? { date: shopDate(now, timeZone), orders: 0, revenueCents: 0 }),
      currency: this.currency,
    };
  }

  /** The last `days` days up to today, oldest first, days without orders included as zero. */
  async daily(now: Date, timeZone: string, days = SALES_CHART_DAYS): Promise<SalesDay[]> {
    const today = shopDate(now, timeZone);
    const first = daysBefore(today, days - 1);
    // Midnight of the first day in the shop's zone, as an instant: the range the index serves.
    const localDay = sql<string>`to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const rows = await this.db
      .selectFrom('sales_order as o')
      .select([
        localDay.as('day'),
        sql<string>`count(*)`.as('orders'),
        sql<string>`coalesce(sum(o.grand_total), 0)`.as('revenue'),
      ])
      .where('o.created_at', '>=', sql<Date>`(${first}::timestamp at time zone ${timeZone})`)
      .where('o.created_at', '<=', now)
      .where('o.canceled_at', 'is', null)
      // By position: the zone is a bound parameter, so the select's expression is not the group's.
      .groupBy(sql`1`)
      .execute();
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const out: SalesDay[] = [];
    for (let i = days - 1; i >= 0; i--) {
      const date = daysBefore(today, i);
      const r = byDay.get(date);
      out.push({ date, orders: Number(r?.orders ?? 0), revenueCents: Number(r?.revenue ?? 0) });
    }
    return out;
  }
}
