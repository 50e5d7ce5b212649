// Search terms in the console, against the real API and database: a term of this journey's own
// is added (the API's message for a redirect the storefront would not follow is shown at the
// form), found by its text, and its redirect and display settings edited (kept after a reload,
// recorded in the audit log); another is added by keyboard only. axe on the list and the form.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInFromStart, tabTo } from './helpers';
import { uniqueWord } from './storefront';

async function noSeriousViolations(page: Page, where: string) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  expect(await seriousViolations(page), where).toEqual([]);
}

const row = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: text, exact: true }) });

async function find(page: Page, text: string) {
  await page.getByLabel('Text starts with').fill(text);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('1 term, page 1 of 1')).toBeVisible();
}

test('add a term, then edit its redirect and display settings', async ({ page }) => {
  const text = uniqueWord('terrace');
  await signInFromStart(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Search terms' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search terms' })).toBeVisible();
  await expect(row(page, 'caster').filter({ hasText: 'Hospitality' })).toBeVisible();
  await noSeriousViolations(page, 'search term list');

  await page.getByRole('button', { name: 'New search term' }).click();
  const form = page.getByRole('form', { name: 'New search term' });
  await form.getByLabel('Store view').selectOption({ label: 'Senior Living' });
  await form.getByLabel('Search text').fill(text);
  await form.getByLabel('Redirect URL').fill('/clearance');
  await form.getByRole('button', { name: 'Add the term' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'A redirect is a full address starting with http:// or https://',
  );
  await noSeriousViolations(page, 'search term form with the API’s message');
  await form.getByLabel('Redirect URL').fill('https://example.com/terrace-sale');
  await form.getByRole('button', { name: 'Add the term' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `“${text}” (Senior Living) is added` }),
  ).toBeVisible();

  await find(page, text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
  const added = row(page, text);
  await expect(added.getByRole('cell')).toHaveText([
    'Senior Living',
    'https://example.com/terrace-sale',
    '0',
    '0',
    'Yes',
    'Yes',
    'Edit',
  ]);

  await added.getByRole('button', { name: `Edit “${text}” (Senior Living)` }).click();
  const edit = page.getByRole('form', { name: `Edit the search term “${text}”` });
  await expect(edit.getByLabel('Redirect URL')).toHaveValue('https://example.com/terrace-sale');
  await noSeriousViolations(page, 'edit form');
  await edit.getByLabel('Redirect URL').fill('');
  await edit.getByLabel('Show in the storefront’s popular search terms').uncheck();
  await edit.getByRole('button', { name: 'Save the term' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `“${text}” (Senior Living) is saved` }),
  ).toBeVisible();
  await expect(row(page, text).getByRole('cell').nth(1)).toHaveText('Results page');

  await page.reload();
  await expect(row(page, text).getByRole('cell')).toHaveText([
    'Senior Living',
    'Results page',
    '0',
    '0',
    'No',
    'Yes',
    'Edit',
  ]);
  await page.goto('/admin/audit-log?entity_type=search_term');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'search_term_updated' })
      .filter({ hasText: 'https://example.com/terrace-sale' }),
  ).toBeVisible();
});

test('add a term by keyboard only', async ({ page }) => {
  const text = uniqueWord('banquette');
  await signInFromStart(page);
  await page.goto('/admin/search-terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Search terms' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'New search term' }), { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New search term' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Store view', { exact: true }).last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Search text')).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Redirect URL')).toBeFocused();
  await page.keyboard.type('https://example.com/banquettes');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Active (the storefront uses this term)')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add the term' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `“${text}” (Hospitality) is added` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New search term' })).toBeFocused();

  await page.goto(`/admin/search-terms?search=${text}`);
  await expect(row(page, text).getByRole('cell')).toHaveText([
    'Hospitality',
    'https://example.com/banquettes',
    '0',
    '0',
    'Yes',
    'No',
    'Edit',
  ]);
});
