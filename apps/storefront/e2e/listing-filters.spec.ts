// Listing filters: the price facet (a range option, then min and max inputs with their 'Required'
// and 'Invalid value' messages) and, on a phone-sized screen, the filter drawer's draft mode.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './cart-helpers';
import { categoryWithAtLeast, itemCount, qParam } from './catalog-helpers';

async function openGroup(page: Page, code: string) {
  const group = page.locator(`details[data-filter="${code}"]`);
  if (!(await group.evaluate((el) => (el as HTMLDetailsElement).open)))
    await group.locator('summary').click();
  return group;
}

/** A bounded price range option that narrows the list: its value ("from_to") and count. */
async function narrowingPriceOption(page: Page, total: number) {
  const group = await openGroup(page, 'price');
  for (const input of await group.locator('input[type="checkbox"]').all()) {
    const value = (await input.getAttribute('value')) ?? '';
    const label = input.locator('xpath=ancestor::label');
    const count = Number(
      ((await label.locator('span').last().textContent()) ?? '').replace(/\D/g, ''),
    );
    if (/^\d+_\d+$/.test(value) && count > 0 && count < total) return { input, value, count };
  }
  throw new Error('No bounded price option narrows the list');
}

test.describe('price filter', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a price range option filters the list, and min and max give the same range', async ({
    page,
  }) => {
    const { path } = await categoryWithAtLeast(30);
    await page.goto(`/${path}`);
    const total = await itemCount(page);
    const option = await narrowingPriceOption(page, total);
    await option.input.check();
    await expect.poll(() => qParam(page)).toBe(`price:${option.value}`);
    await expect.poll(() => itemCount(page)).toBe(option.count);

    // The inputs show the applied range; clearing and entering it again gives the same list.
    const [from, to] = option.value.split('_');
    const form = page.getByRole('form', { name: 'Price range' });
    await expect(form.getByLabel('Min')).toHaveValue(from!);
    await expect(form.getByLabel('Max')).toHaveValue(to!);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => itemCount(page)).toBe(total);
    await openGroup(page, 'price');
    await form.getByLabel('Min').fill(from!);
    await form.getByLabel('Max').fill(to!);
    await form.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => qParam(page)).toBe(`price:${option.value}`);
    await expect.poll(() => itemCount(page)).toBe(option.count);
  });

  test('min and max are required and must be valid amounts', async ({ page }) => {
    const { path } = await categoryWithAtLeast(30);
    await page.goto(`/${path}`);
    const total = await itemCount(page);
    await openGroup(page, 'price');
    const form = page.getByRole('form', { name: 'Price range' });
    const min = form.getByLabel('Min');
    const max = form.getByLabel('Max');
    const go = form.getByRole('button', { name: 'Go' });

    await go.click();
    await expect(page.getByTestId('price-range-min-error')).toHaveText('Required');
    await expect(page.getByTestId('price-range-max-error')).toHaveText('Required');
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toHaveAccessibleDescription('Required');

    await min.fill('abc');
    await max.fill('100');
    await go.click();
    await expect(page.getByTestId('price-range-min-error')).toHaveText('Invalid value');
    await expect(page.getByTestId('price-range-max-error')).toHaveCount(0);

    await min.fill('500');
    await max.fill('100');
    await go.click();
    await expect(page.getByTestId('price-range-max-error')).toHaveText('Invalid value');
    await expectNoSeriousA11yViolations(page);
    // Nothing was applied.
    expect(qParam(page)).toBe('');
    expect(await itemCount(page)).toBe(total);
  });
});

test.describe('filter drawer on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('changes stay in the drawer until Apply; closing the drawer drops them', async ({
    page,
  }) => {
    const { path } = await categoryWithAtLeast(30);
    await page.goto(`/${path}`);
    const total = await itemCount(page);
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const option = await narrowingPriceOption(page, total);
    await option.input.check();
    await expect(option.input).toBeChecked();
    // A draft: the address and the list are as they were.
    await expect(page.getByTestId('filters-apply')).toBeVisible();
    expect(qParam(page)).toBe('');
    expect(await itemCount(page)).toBe(total);

    // Closing drops the draft.
    await toggle.click();
    await toggle.click();
    await openGroup(page, 'price');
    await expect(option.input).not.toBeChecked();
    expect(qParam(page)).toBe('');

    // Apply sends it.
    await option.input.check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(() => qParam(page)).toBe(`price:${option.value}`);
    await expect.poll(() => itemCount(page)).toBe(option.count);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText('Show filters (1)');
  });
});
