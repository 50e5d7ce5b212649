// E-mailed account links (docs/decisions/0978): the secret and the address leave the URL before the
// page renders, and the page they open loads no third-party script. Run against the second
// storefront (E2E_QUIET_PORT), which has a tag manager container configured; its request is
// answered here (the tag manager's host is never reached).
import { expect, test, type Page } from '@playwright/test';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const quietPort = Number(process.env.E2E_QUIET_PORT ?? webPort + 2);
const QUIET_URL = `http://127.0.0.1:${quietPort}`;
const GTM_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtm\.js/;
/** The tag manager's start delay after the page became interactive (lib/analytics/gtm.ts). */
const START_DELAY_MS = 8_000;

test.use({ baseURL: QUIET_URL });

/** The page's clock stands still until the test moves it, so the start delay passes at once. */
async function standingClock(page: Page): Promise<void> {
  const at = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1_000));
}

test('an e-mailed reset link ends on a URL without its secret, on a page that loads no tag manager', async ({
  page,
}) => {
  const secret = 'e2eResetSecret0123456789abcdefgh';
  const link = `/customer/account/resetpassword?email=ada%40example.com&token=${secret}`;
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  const requested: string[] = [];
  await page.route(GTM_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmRan = true;' });
  });
  await standingClock(page);
  await page.goto(link);
  await expect(page).toHaveURL(/\/customer\/account\/resetpassword$/);
  // The address and token came along in the page's cookie: the new-password form, not the
  // expired-link notice.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change Password');
  await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toBeVisible();
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.clock.runFor(START_DELAY_MS + 2_000);
  await expect(page.locator('script[data-gtm]')).toHaveCount(0);
  await expect(page.locator('script[src*="prismic"]')).toHaveCount(0);
  expect(requested).toEqual([]);
  expect(page.url()).not.toContain(secret);
  expect(page.url()).not.toContain('ada');
  // Only the link itself carried the secret; nothing the page asked for afterwards did.
  expect(seen.filter((u) => u.includes(secret))).toEqual([`${QUIET_URL}${link}`]);
  expect(await page.evaluate(() => document.cookie)).not.toContain(secret);

  // The same visitor on any other page gets the container as usual.
  await page.goto('/customer/account/login');
  await page.waitForFunction(() => Array.isArray(window.dataLayer));
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.clock.runFor(START_DELAY_MS + 2_000);
  await expect
    .poll(() => requested)
    .toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST']);
});
