// axe on every console page (no serious or critical violation), and no page breaks the console's
// Content-Security-Policy (no inline script or style, nothing from elsewhere).
import { expect, test } from '@playwright/test';
import { seriousViolations, signIn, signInFromStart } from './helpers';

const PAGES = [
  { path: '/admin/', heading: /^Welcome/ },
  { path: '/admin/account', heading: 'Your account' },
  { path: '/admin/audit-log', heading: 'Audit log' },
  { path: '/admin/no-such-page', heading: 'Page not found' },
  { path: '/admin/reviews?status=APPROVED', heading: 'Reviews' },
  { path: '/admin/search-terms', heading: 'Search terms' },
  { path: '/admin/customers', heading: 'Customers' },
  { path: '/admin/orders', heading: 'Orders' },
  { path: '/admin/catalogue', heading: 'Products' },
  { path: '/admin/catalogue/categories', heading: 'Categories' },
  { path: '/admin/import-export', heading: 'Import and export' },
  { path: '/admin/promotions', heading: 'Promotions' },
  { path: '/admin/promotions/new', heading: 'New coupon' },
  { path: '/admin/gift-cards', heading: 'Gift cards' },
  { path: '/admin/gift-cards/new', heading: 'Issue a gift card' },
];

test('the sign-in page, also with an error shown, has no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to the Charter console' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await signIn(page, { password: 'wrong-password' });
  await expect(page.getByRole('status')).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
});

test('every signed-in page has no serious accessibility violation and keeps to the CSP', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await signInFromStart(page);
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    expect(await seriousViolations(page), p.path).toEqual([]);
  }
  expect(violations).toEqual([]);
});

test('the console is served with a strict CSP, no framing, and a long cache for its scripts', async ({
  request,
}) => {
  const page = await request.get('/admin/audit-log');
  expect(page.status()).toBe(200);
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(page.headers()['x-frame-options']).toBe('DENY');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  const js = await request.get(script ?? '');
  expect(js.headers()['cache-control']).toContain('immutable');
});
