// When the store configuration cannot be loaded, every page shows the maintenance screen
// instead of a broken shop (spec: "Maintenance screen when store configuration fails to load").
import { expect, test } from '@playwright/test';

const downPort = Number(process.env.E2E_DOWN_PORT ?? Number(process.env.E2E_WEB_PORT ?? 3100) + 1);
const downBase = `http://127.0.0.1:${downPort}`;

test('shows the maintenance message when the commerce service is down', async ({ page }) => {
  for (const path of ['/', '/seating/lounge-chairs']) {
    await page.goto(`${downBase}${path}`);
    await expect(
      page.getByText('Charter Furniture is currently down for scheduled maintenance.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /lounge chair/i })).toHaveCount(0);
  }
});

test('the same build serves the shop normally when the service is up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/currently down for scheduled maintenance/)).toHaveCount(0);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
