// Links prefetch their route when the visitor shows intent, not when they scroll into view
// (components/ui/Link.tsx, docs/decisions/1570): a page view sends no route prefetch by itself;
// a pointer over a link, or keyboard focus on it, prefetches that link's route, and the click then
// opens it without loading a new document.
import { expect, test, type Page } from '@playwright/test';
import { categoryWithAtLeast, tiles } from './catalog-helpers';
import { hydrated } from './hydration';
import { isPrefetch } from './prefetch-requests';

function recordPrefetches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

test('a category page sends no prefetch until a link is pointed at, then that link only', async ({
  page,
}) => {
  const prefetched = recordPrefetches(page);
  const { path } = await categoryWithAtLeast(2);
  await openSettled(page, path);
  expect(prefetched, 'prefetches on a plain page view').toEqual([]);

  const link = tiles(page).first().getByRole('link').first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\//);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await link.hover();
  await expect.poll(() => prefetched).toContain(new URL(href, page.url()).pathname);
  expect(new Set(prefetched), 'only the link pointed at').toEqual(
    new Set([new URL(href, page.url()).pathname]),
  );

  await link.click();
  await expect(page).toHaveURL(new URL(href, page.url()).href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents, 'the click opened the page inside the app').toEqual([]);
});

test('keyboard focus on a link prefetches its route', async ({ page }) => {
  const prefetched = recordPrefetches(page);
  const { path } = await categoryWithAtLeast(2);
  await openSettled(page, path);
  expect(prefetched).toEqual([]);

  const link = tiles(page).nth(1).getByRole('link').first();
  const target = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
  await link.focus();
  await expect.poll(() => prefetched).toContain(target);
});
