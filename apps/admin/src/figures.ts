// Words for the console's figures: a review's rating in stars and the sales chart's summary (the
// text alternative of its SVG).
import { formatCents } from './money';

/** The dashboard's one currency (docs/decisions/1445). */
export const DASHBOARD_CURRENCY = 'USD';

/** The API's dollar amounts (e.g. 12.5) as money. */
export const dollars = (amount: number) =>
  formatCents(Math.round(amount * 100), DASHBOARD_CURRENCY);

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "12 Nov" from the shop's calendar day "2026-11-12". */
export const shortDate = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** "4.5 of 5 stars" from the API's 0–100 mean (to the nearest half star). */
export function stars(percent: number | null | undefined): string {
  if (percent === null || percent === undefined) return 'No rating';
  return `${(Math.round(percent / 10) / 2).toString()} of 5 stars`;
}

export type SalesDay = { date: string; orders: number; revenue: number };

/** One sentence for the 30-day chart: total, orders, period and the best day. */
export function salesSummary(days: readonly SalesDay[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return 'No figures yet.';
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const best = days.reduce<SalesDay | null>(
    (b, d) => (d.revenue > (b?.revenue ?? 0) ? d : b),
    null,
  );
  const period = `${dollars(total)} from ${orders} ${orders === 1 ? 'order' : 'orders'} between ${shortDate(first.date)} and ${shortDate(last.date)}.`;
  return best
    ? `${period} The best day was ${shortDate(best.date)} with ${dollars(best.revenue)}.`
    : `${period} No day had revenue.`;
}
