// The overview: a welcome, the dashboard's figures the operator's role may see (docs/decisions/
// 1445: today's orders and revenue and the 30-day sales chart with ORDERS, low stock with
// CATALOGUE, reviews waiting with CONTENT), and the operator's sections.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { failureOf, request } from '../api/client';
import { can, useSession } from '../api/session';
import { Loading } from '../components/Loading';
import {
  AdminDashboardLowStockDocument,
  AdminDashboardReviewsWaitingDocument,
  AdminDashboardSalesDocument,
  type AdminDashboardSalesQuery,
} from '../generated/graphql';
import { dollars, salesSummary, shortDate } from '../figures';
import { SECTIONS } from '../sections';
import styles from './Overview.module.css';

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

function Failure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="error">
      {failureOf(error).message}
    </p>
  );
}

type Day = AdminDashboardSalesQuery['adminSalesChart'][number];

const CHART = { width: 600, height: 160, gap: 2, top: 8, bottom: 20 };

/** Revenue per day as bars; the SVG is described in words and the table holds the figures. */
function SalesChart({ days }: { days: Day[] }) {
  const max = Math.max(0, ...days.map((d) => d.revenue));
  const first = days[0];
  const last = days[days.length - 1];
  const slot = days.length > 0 ? CHART.width / days.length : CHART.width;
  const plot = CHART.height - CHART.top - CHART.bottom;
  const summary = salesSummary(days);
  return (
    <section aria-labelledby="chart-heading" className={`${styles.panel} ${styles.wide}`}>
      <h2 id="chart-heading">Sales, last 30 days</h2>
      <p id="chart-summary">{summary}</p>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-labelledby="chart-title"
        aria-describedby="chart-summary"
      >
        <title id="chart-title">Revenue per day, last 30 days</title>
        <line
          x1={0}
          x2={CHART.width}
          y1={CHART.height - CHART.bottom}
          y2={CHART.height - CHART.bottom}
          className={styles.axis}
        />
        {days.map((d, i) => {
          const h = max > 0 ? (d.revenue / max) * plot : 0;
          return (
            <rect
              key={d.date}
              x={i * slot + CHART.gap / 2}
              y={CHART.height - CHART.bottom - h}
              width={Math.max(1, slot - CHART.gap)}
              height={h}
              className={styles.bar}
            />
          );
        })}
        {first ? (
          <text x={0} y={CHART.height - 4} className={styles.tick}>
            {shortDate(first.date)}
          </text>
        ) : null}
        {last ? (
          <text x={CHART.width} y={CHART.height - 4} textAnchor="end" className={styles.tick}>
            {shortDate(last.date)}
          </text>
        ) : null}
      </svg>
      <details className={styles.details}>
        <summary>The figures, day by day</summary>
        {/* Focusable, so the table can be scrolled by keyboard when it is wider than the panel. */}
        <div
          className="table-wrap"
          tabIndex={0}
          role="group"
          aria-label="Orders and revenue per day"
        >
          <table>
            <caption className="visually-hidden">Orders and revenue per day, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">
                    <time dateTime={d.date}>{longDay.format(new Date(`${d.date}T00:00:00Z`))}</time>
                  </th>
                  <td>{d.orders}</td>
                  <td>{dollars(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function useSales() {
  return useQuery({
    queryKey: ['dashboard-sales'],
    queryFn: () => request(AdminDashboardSalesDocument),
  });
}

function Today() {
  const query = useSales();
  const today = query.data?.adminSalesToday;
  return (
    <section aria-labelledby="today-heading" className={styles.panel}>
      <h2 id="today-heading">Today</h2>
      {query.isPending ? <Loading label="Loading today’s figures" /> : null}
      {query.isError ? <Failure error={query.error} /> : null}
      {today ? (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>Orders</dt>
              <dd data-testid="today-orders">{today.orders}</dd>
            </div>
            <div>
              <dt>Revenue</dt>
              <dd data-testid="today-revenue">{dollars(today.revenue)}</dd>
            </div>
          </dl>
          <p className="hint">
            {longDay.format(new Date(`${today.date}T00:00:00Z`))}, the shop’s calendar day;
            cancelled orders are not counted. <Link to="/orders">All orders</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

/** The chart once its figures are in (the same query as Today's, fetched once). */
function Sales() {
  const query = useSales();
  if (query.isPending) return <Loading label="Loading the sales chart" />;
  if (query.isError) return null;
  return <SalesChart days={query.data.adminSalesChart} />;
}

function LowStock() {
  const query = useQuery({
    queryKey: ['dashboard-low-stock'],
    queryFn: () => request(AdminDashboardLowStockDocument),
  });
  return (
    <section aria-labelledby="low-stock-heading" className={`${styles.panel} ${styles.wide}`}>
      <h2 id="low-stock-heading">Low stock</h2>
      {query.isPending ? <Loading label="Loading the low stock list" /> : null}
      {query.isError ? <Failure error={query.error} /> : null}
      {query.data && query.data.adminLowStock.length === 0 ? (
        <p>No product is down to 10 units or fewer.</p>
      ) : null}
      {query.data && query.data.adminLowStock.length > 0 ? (
        <div className="table-wrap" tabIndex={0} role="group" aria-label="Low stock products">
          <table>
            <caption className="visually-hidden">
              Products with 10 units or fewer, fewest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">Units</th>
              </tr>
            </thead>
            <tbody>
              {query.data.adminLowStock.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td className={styles.sku}>{p.sku}</td>
                  <td>
                    {p.qty}
                    {p.is_in_stock ? '' : ' (out of stock)'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function ReviewsWaiting({ linked }: { linked: boolean }) {
  const query = useQuery({
    queryKey: ['dashboard-reviews'],
    queryFn: () => request(AdminDashboardReviewsWaitingDocument),
  });
  const n = query.data?.adminReviewsWaiting;
  const text =
    n === undefined ? '' : `${n} ${n === 1 ? 'review is' : 'reviews are'} waiting for moderation`;
  return (
    <section aria-labelledby="reviews-heading" className={styles.panel}>
      <h2 id="reviews-heading">Reviews</h2>
      {query.isPending ? <Loading label="Loading the reviews waiting" /> : null}
      {query.isError ? <Failure error={query.error} /> : null}
      {n !== undefined ? (
        <p data-testid="reviews-waiting">{linked ? <Link to="/reviews">{text}</Link> : text}</p>
      ) : null}
    </section>
  );
}

export default function Overview() {
  const { data: session } = useSession();
  if (!session) return null;
  const operator = session.operator;
  const sections = SECTIONS.filter((s) => can(operator, s.permission));
  const sees = {
    sales: can(operator, 'ORDERS'),
    stock: can(operator, 'CATALOGUE'),
    reviews: can(operator, 'CONTENT'),
  };
  const reviewsSection = sections.some((s) => s.path === 'reviews');
  return (
    <>
      <h1>Welcome, {operator.name || operator.email}</h1>
      <p>Your role: {operator.role}.</p>
      {sees.sales || sees.stock || sees.reviews ? (
        <div className={styles.dashboard}>
          {sees.sales ? <Today /> : null}
          {sees.reviews ? <ReviewsWaiting linked={reviewsSection} /> : null}
          {sees.sales ? <Sales /> : null}
          {sees.stock ? <LowStock /> : null}
        </div>
      ) : null}
      <h2>Your sections</h2>
      {sections.length > 0 ? (
        <ul className="cards">
          {sections.map((s) => (
            <li key={s.path}>
              <Link to={`/${s.path}`}>{s.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Your role includes no section yet.</p>
      )}
    </>
  );
}
