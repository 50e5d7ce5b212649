// Grouped product journey (commerce ADR 0508): a furniture set's page lists its members with a
// quantity each, prefilled with the set's defaults; 'Add to Cart' adds the members chosen (a
// quantity above 0), each as its own cart line.
import { expect, test } from '@playwright/test';
import { DEMO_FACTS } from './catalog-helpers';

const SET = DEMO_FACTS.grouped;

test.describe('grouped product', () => {
  test('adds the chosen members of a set with their quantities', async ({ page }) => {
    await page.goto(`/${SET.urlKey}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SET.name);
    const rows = page.getByTestId('grouped-item');
    await expect(rows).toHaveCount(SET.members.length);
    for (const [i, m] of SET.members.entries()) {
      await expect(rows.nth(i)).toHaveAttribute('data-sku', m.sku);
      await expect(rows.nth(i)).toContainText(m.name);
      await expect(rows.nth(i).getByLabel(`Quantity of ${m.name}`)).toHaveValue(String(m.qty));
    }
    const [table, sideChair, armChair] = SET.members;
    const button = page.getByTestId('add-to-cart');

    // Nothing chosen: nothing to add.
    for (const m of SET.members) await page.getByLabel(`Quantity of ${m.name}`).fill('0');
    await expect(button).toBeDisabled();
    await expect(
      page.getByText('Enter a quantity for at least one item of the set.'),
    ).toBeVisible();

    await page.getByLabel(`Quantity of ${table!.name}`).fill('1');
    await page.getByLabel(`Quantity of ${armChair!.name}`).fill('3');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Product Added to Cart' })).toBeVisible();

    await page.goto('/cart');
    const lines = page.getByTestId('cart-item');
    await expect(lines).toHaveCount(2);
    await expect(
      page.locator(`[data-testid="cart-item"][data-sku="${sideChair!.sku}"]`),
    ).toHaveCount(0);
    await expect(
      page
        .locator(`[data-testid="cart-item"][data-sku="${table!.sku}"]`)
        .getByTestId('cart-item-qty'),
    ).toHaveValue('1');
    await expect(
      page
        .locator(`[data-testid="cart-item"][data-sku="${armChair!.sku}"]`)
        .getByTestId('cart-item-qty'),
    ).toHaveValue('3');
  });
});
