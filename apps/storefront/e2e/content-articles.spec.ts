// The editorial sections read through the content provider: the blog (/blog, /blog/{uid}) and
// reference projects (/projects, /projects/{uid}): list → post, metadata, JSON-LD, accessibility.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './cart-helpers';
import { DEMO_FACTS } from './catalog-helpers';

async function jsonLdTypes(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const v = JSON.parse(b) as unknown;
    return Array.isArray(v) ? v : [v];
  });
}

test('the blog lists its posts newest first and opens a post with its byline and Article data', async ({
  page,
  baseURL,
}) => {
  const res = await page.goto('/blog');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/Charter Journal/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charter Journal');
  const titles = page.getByTestId('article-list').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([
    'Lead times for contract orders in 2027',
    'Choosing performance fabrics for hotel lounges',
    'Planning a senior living dining room',
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Choosing performance fabrics for hotel lounges' }).click();
  await expect(page).toHaveURL(/\/blog\/choosing-performance-fabrics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Choosing performance fabrics for hotel lounges',
  );
  await expect(page.getByRole('main').locator('time')).toHaveAttribute('datetime', '2026-10-14');
  await expect(page.getByText('October 14, 2026 · Dana Whitfield')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Swatches of performance upholstery fabric' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cleaning codes' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /rub counts, cleaning codes and flame standards/,
  );
  const data = await jsonLdTypes(page);
  expect(data).toContainEqual(
    expect.objectContaining({
      '@type': 'BlogPosting',
      headline: 'Choosing performance fabrics for hotel lounges',
      datePublished: '2026-10-14',
      author: { '@type': 'Person', name: 'Dana Whitfield' },
    }),
  );
  expect(data).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'All blog posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a reference project names its place and the products specified for it', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reference projects');
  await expect(page.getByText('Portland, Maine · Boutique hotel')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Harbor Hotel lobby renovation' }).click();
  await expect(page).toHaveURL(/\/projects\/harbor-hotel-lobby$/);
  const products = page.getByRole('region', { name: 'Products in this project' });
  await expect(products.getByTestId('article-products').locator(':scope > li')).toHaveCount(1);
  await expect(products.locator('article')).toHaveAttribute(
    'data-sku',
    DEMO_FACTS.configurable.sku,
  );
  expect(await jsonLdTypes(page)).toContainEqual(
    expect.objectContaining({ '@type': 'Article', headline: 'Harbor Hotel lobby renovation' }),
  );
  await expectNoSeriousA11yViolations(page);
});

test('a post that does not exist is Page not found', async ({ page }) => {
  expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
  expect((await page.goto('/projects/Not_A_Uid'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
