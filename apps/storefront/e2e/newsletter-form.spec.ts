// The footer's newsletter form from the marketing-form provider (HubSpot), on the storefront that
// has a portal and a form configured (E2E_QUIET_PORT; the main one has none and shows no form).
// The provider's embed script is answered here: no request leaves the machine.
import { expect, test } from '@playwright/test';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const quietPort = Number(process.env.E2E_QUIET_PORT ?? webPort + 2);
const EMBED = 'https://js.hsforms.net/forms/embed/v2.js';

// Stands in for the provider's script: records when it ran and builds a marked form in the target.
const FAKE_EMBED = `window.__embedRanAt = performance.now();
window.hbspt = { forms: { create: function (o) {
  var form = document.createElement('form');
  form.setAttribute('data-portal', o.portalId);
  form.setAttribute('data-form', o.formId);
  document.querySelector(o.target).appendChild(form);
} } };`;

test('the footer loads the provider once the page has loaded, and the provider builds the configured form', async ({
  page,
}) => {
  const requested: string[] = [];
  await page.route(EMBED, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_EMBED });
  });
  const response = await page.goto(`http://127.0.0.1:${quietPort}/`);
  expect(response!.headers()['content-security-policy']).toMatch(
    /form-action [^;]*https:\/\/\*\.hsforms\.net/,
  );
  const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' });
  await expect(
    newsletter.locator('form[data-portal="E2E-PORTAL"][data-form="E2E-FORM"]'),
  ).toHaveCount(1);
  const { ranAt, loadedAt } = await page.evaluate(() => ({
    ranAt: (window as { __embedRanAt?: number }).__embedRanAt!,
    loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart,
  }));
  // Not before the page's load event: the provider never competes with the page's own loading.
  expect(ranAt).toBeGreaterThanOrEqual(loadedAt);
  expect(requested).toEqual([EMBED]);
});

test('the main storefront, with no form configured, neither shows the section nor asks the provider', async ({
  page,
}) => {
  const requested: string[] = [];
  await page.route('https://js.hsforms.net/**', (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' }),
  ).toHaveCount(0);
  // Past the moment a configured form asks the provider (after the load event, once idle).
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))),
  );
  expect(requested).toEqual([]);
});
