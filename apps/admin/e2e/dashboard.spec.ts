// The dashboard on the overview, against the real API and database: after an order placed here
// (by the demo trade customer) and a review waiting, today's orders and revenue count them, the
// 30-day sales chart is an SVG described in words with its figures in a table, the low-stock list
// keeps to its threshold, and the reviews-waiting count leads to the review queue (followed by
// keyboard only). axe on the overview with the figures shown.
import { expect, test } from '@playwright/test';
import { seriousViolations, signInFromStart, tabTo } from './helpers';
import { customerToken, placeOrder, submitReview, uniqueWord } from './storefront';

const TRADE = { email: 'trade@charter.example', password: 'TradeDemo2025' };

test('today’s figures, the sales chart, low stock and the reviews waiting', async ({
  page,
  request,
}) => {
  // The demo trade customer may pay by check (the orders journeys place theirs the same way).
  const trade = { ...TRADE, firstname: 'Theo', lastname: 'Marsh' };
  await placeOrder(request, await customerToken(request, trade), trade);
  await submitReview(request, { summary: uniqueWord('Comfortable '), nickname: 'Journey diner' });

  await signInFromStart(page);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByTestId('today-orders')).toHaveText(/^[1-9]\d*$/);
  await expect(today.getByTestId('today-revenue')).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  await expect(today.getByTestId('today-revenue')).not.toHaveText('$0.00');

  const sales = page.getByRole('region', { name: 'Sales, last 30 days' });
  const chart = sales.getByRole('img', { name: 'Revenue per day, last 30 days' });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/^\$[\d,.]+ from [1-9]\d* orders? between /);
  await expect(chart.locator('rect')).toHaveCount(30);
  await sales.getByText('The figures, day by day').click();
  const days = sales.getByRole('table');
  await expect(days.getByRole('row')).toHaveCount(31);
  await expect(days.getByRole('row').last().getByRole('cell').first()).toHaveText(/^[1-9]\d*$/);

  const lowStock = page.getByRole('region', { name: 'Low stock' });
  const units = lowStock.getByRole('row').locator('td:nth-child(3)');
  for (const text of await units.allTextContents()) {
    expect(Number.parseInt(text, 10)).toBeLessThanOrEqual(10);
  }
  expect(await units.count()).toBeLessThanOrEqual(20);

  expect(await seriousViolations(page), 'overview with the dashboard').toEqual([]);

  const waiting = page
    .getByRole('region', { name: 'Reviews' })
    .getByRole('link', { name: /^[1-9]\d* (review is|reviews are) waiting for moderation$/ });
  await tabTo(page, waiting, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeFocused();
  await expect(page.getByLabel('Status')).toHaveValue('PENDING');
});
