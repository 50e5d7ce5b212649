// Accessibility of the catalogue pages with axe: no serious or critical violations.
import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { DEMO_FACTS, tiles } from './catalog-helpers';

async function seriousViolations(page: Page) {
  const results = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}

test('category page has no serious or critical axe violations', async ({ page }) => {
  await page.goto(`/${DEMO_FACTS.categories.loungeChairs.urlPath}`);
  await expect(tiles(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('product page has no serious or critical axe violations', async ({ page }) => {
  await page.goto(`/${DEMO_FACTS.configurable.requestPath}`);
  await expect(page.getByTestId('product-name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('search page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/search/oak');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Search results/);
  expect(await seriousViolations(page)).toEqual([]);
});
