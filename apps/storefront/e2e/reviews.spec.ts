// Product reviews: a visitor writes a review (the form checks its fields first), is told it awaits
// moderation, and once the operator command approves it the product page counts and shows it,
// text as written (never as HTML). Seeded reviews show as stars on tiles and on the product page,
// which passes the accessibility scan with its reviews section and form.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './cart-helpers';
import { gql } from './catalog-helpers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);

/** The operator's moderation command, on the e2e API's database (the running API takes it over). */
function reviewsCommand(...args: string[]): string {
  const run = spawnSync('npx', ['tsx', 'apps/commerce/src/cli/reviews.ts', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PGLITE_DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`reviews ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

interface Listed {
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string;
  review_summary: { reviews_count: number; rating_summary: number };
}

async function listed(): Promise<Listed[]> {
  const data = await gql<{ products: { items: Listed[] } }>(
    `{ products(search: "", pageSize: 100, sort: { name: ASC }) { items { sku name url_key url_suffix review_summary { reviews_count rating_summary } } } }`,
  );
  return data.products.items;
}

test.describe('product reviews', () => {
  test('a guest writes a review, sees it awaits moderation, and sees it counted once approved', async ({
    page,
  }) => {
    const product = (await listed()).find(
      (p) => p.review_summary.reviews_count === 0 && !/gift/i.test(p.sku),
    )!;
    expect(product).toBeTruthy();
    await page.goto(`/${product.url_key}${product.url_suffix}`);
    const section = page.getByTestId('product-reviews');
    await expect(section.getByTestId('no-reviews')).toBeVisible();
    await expect(page.getByTestId('review-stars')).toHaveCount(0);

    // Sent empty: every field says what it needs and the first rating takes focus. The form's
    // script arrives after the page's (an island): until then a submit is a plain POST.
    await expect(section.getByTestId('review-form')).toHaveAttribute('data-hydrated', 'true');
    await section.getByTestId('review-submit').click();
    await expect(section.getByTestId('review-ratings-error')).toHaveText(
      'Please select one of each of the ratings above.',
    );
    await expect(section.getByTestId('review-nickname-error')).toHaveText(
      'Please enter a nickname.',
    );
    await expect(section.getByTestId('review-summary-error')).toHaveText(
      'Please enter a review summary.',
    );
    await expect(section.getByTestId('review-text-error')).toHaveText('Please enter a review.');
    await expect(
      section.getByRole('group', { name: 'Your rating: Quality' }).getByRole('radio').first(),
    ).toBeFocused();
    await expect(section.getByLabel('Nickname', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Ratings by keyboard: the stars are one radio group per rating.
    for (const name of ['Quality', 'Value', 'Price']) {
      const group = section.getByRole('group', { name: `Your rating: ${name}` });
      await group.getByRole('radio', { name: '1 star' }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(group.getByRole('radio', { name: '4 stars' })).toBeChecked();
    }
    const summary = `Solid in the lobby ${Date.now()}`;
    await section.getByLabel('Nickname', { exact: true }).fill('Lobby manager');
    await section.getByLabel('Summary', { exact: true }).fill(summary);
    await section
      .getByLabel('Review', { exact: true })
      .fill('Sturdy and easy to clean. <b>Not bold</b> <img src=x onerror="window.__xss=1">');
    await section.getByTestId('review-submit').click();
    await expect(section.getByTestId('review-status')).toHaveText(
      'Thank you for your review. It will be published once a moderator has approved it.',
    );
    await expect(section.getByLabel('Summary', { exact: true })).toHaveValue('');

    // Pending: neither listed nor counted.
    await page.reload();
    await expect(page.getByTestId('product-reviews').getByTestId('no-reviews')).toBeVisible();

    const pending = reviewsCommand('pending');
    const id = pending
      .split('\n')
      .find((l) => l.includes(summary))
      ?.match(/^#(\d+)/)?.[1];
    expect(id, pending).toBeTruthy();
    expect(reviewsCommand('approve', id!)).toContain(`Review ${id} approved.`);

    await page.reload();
    const after = page.getByTestId('product-reviews');
    await expect(page.getByTestId('review-count').first()).toHaveText('1 review');
    await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5' }).first()).toBeVisible();
    const review = after.getByTestId('review');
    await expect(review).toHaveCount(1);
    await expect(review.getByRole('heading', { name: summary })).toBeVisible();
    await expect(review).toContainText(
      'Sturdy and easy to clean. <b>Not bold</b> <img src=x onerror="window.__xss=1">',
    );
    await expect(review).toContainText('Review by Lobby manager');
    await expect(review.getByRole('definition')).toHaveText([
      '4 out of 5',
      '4 out of 5',
      '4 out of 5',
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
  });

  test('seeded reviews show as stars on tiles, and the product page pages through them', async ({
    page,
  }) => {
    const all = await listed();
    const most = [...all].sort(
      (a, b) => b.review_summary.reviews_count - a.review_summary.reviews_count,
    )[0]!;
    expect(most.review_summary.reviews_count).toBeGreaterThan(5);

    await page.goto(`/search/${encodeURIComponent(most.name)}`);
    const tile = page.locator(`article[data-sku="${most.sku}"]`);
    await expect(tile.getByTestId('review-count')).toHaveText(
      `${most.review_summary.reviews_count} reviews`,
    );

    await page.goto(`/${most.url_key}${most.url_suffix}`);
    const section = page.getByTestId('product-reviews');
    await expect(section.getByTestId('review')).toHaveCount(5);
    const firstPage = await section.getByTestId('review').first().textContent();
    await section.getByTestId('reviews-next').click();
    await expect(page).toHaveURL(/reviews_page=2/);
    await expect(
      section.getByText(`Page 2 of ${Math.ceil(most.review_summary.reviews_count / 5)}`),
    ).toBeVisible();
    expect(await section.getByTestId('review').first().textContent()).not.toBe(firstPage);
    await expectNoSeriousA11yViolations(page);
  });
});
