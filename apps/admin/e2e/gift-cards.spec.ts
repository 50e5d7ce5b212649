// Gift cards in the console, against the real API and database: a card issued by keyboard only,
// its balance and history on its page and through the storefront API's balance check, found in the
// list by its code (still there after a reload), refused with the API's words beside the field
// (no positive balance, an expiry in the past), then disabled, after which the storefront no
// longer takes it on a new guest cart. axe on every page and state. The API makes the codes
// (GC- and 12 random symbols): each journey uses only the cards it issued.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations, signInFromStart, tabTo } from './helpers';
import type { AnyJson } from './storefront';

type GqlAnswer = { data: AnyJson; errors?: { message: string }[] };

async function storefront(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlAnswer> {
  const r = await request.post('/graphql', { data: { query, variables } });
  return (await r.json()) as GqlAnswer;
}

async function noSeriousViolations(page: Page, where: string) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  expect(await seriousViolations(page), where).toEqual([]);
}

/** Issues a card with the form; answers its code, read from the card's page. */
async function issue(page: Page, balance: string): Promise<string> {
  await page.goto('/admin/gift-cards/new');
  await page.getByLabel(/^Balance/).fill(balance);
  await page.getByRole('button', { name: 'Issue gift card' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Gift card GC-/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Gift card ', '');
}

test('issue a gift card by keyboard only; its balance and history show', async ({
  page,
  request,
}) => {
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) csp.push(m.text());
  });
  await signInFromStart(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Gift cards' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
  await noSeriousViolations(page, 'gift card list');

  const link = page.getByRole('link', { name: 'Issue a gift card' });
  await tabTo(page, link, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Issue a gift card' })).toBeFocused();
  await noSeriousViolations(page, 'issue form');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Balance/)).toBeFocused();
  await page.keyboard.type('25');
  await tabTo(page, page.getByLabel('Recipient name'), { max: 10 });
  await page.keyboard.type('Noor Haddad');
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { level: 1, name: /^Gift card GC-/ });
  await expect(heading).toBeVisible();
  const code = ((await heading.textContent()) ?? '').replace('Gift card ', '');
  await expect(page.getByRole('status').filter({ hasText: 'is issued with $25.00' })).toBeVisible();
  await expect(page.getByTestId('gift-card-balance')).toHaveText('$25.00');
  await expect(page.getByTestId('gift-card-status')).toHaveText('Active');
  await expect(page.getByTestId('gift-card-history')).toContainText('Issued');
  await expect(page.getByTestId('gift-card-history')).toContainText('$25.00');
  await noSeriousViolations(page, 'gift card page');

  const balance = await storefront(
    request,
    'query ($k: String!) { giftCardAccount(input: { gift_card_code: $k }) { code balance { value currency } } }',
    { k: code },
  );
  expect(balance.errors).toBeUndefined();
  expect(balance.data.giftCardAccount.balance).toEqual({ value: 25, currency: 'USD' });
  expect(csp, 'no page breaks the console’s Content-Security-Policy').toEqual([]);
});

test('find a gift card by its code; the list keeps the search after a reload', async ({ page }) => {
  await signInFromStart(page);
  const code = await issue(page, '40.5');
  await page.getByRole('link', { name: 'All gift cards' }).click();
  await page.getByLabel('Code starts with').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(new RegExp(`code=${code.toLowerCase()}`));
  await expect(page.getByText('1 gift card, page 1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code }) });
  await expect(row).toContainText('$40.50');
  await expect(row).toContainText('Active');
  await page.reload();
  await expect(page.getByLabel('Code starts with')).toHaveValue(code.toLowerCase());
  await expect(row).toContainText('$40.50');
  await noSeriousViolations(page, 'found gift card');
  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Gift card ${code}` })).toBeVisible();
  await expect(page.getByTestId('gift-card-balance')).toHaveText('$40.50');
});

test('only a positive balance and a future expiry are taken; the API says why', async ({
  page,
}) => {
  await signInFromStart(page);
  await page.goto('/admin/gift-cards/new');
  const balance = page.getByLabel(/^Balance/);
  for (const amount of ['0', '-5']) {
    await balance.fill(amount);
    await page.getByRole('button', { name: 'Issue gift card' }).click();
    await expect(balance).toHaveAttribute('aria-invalid', 'true');
    await expect(balance).toBeFocused();
    await expect(balance).toHaveAccessibleDescription(
      /A gift card's balance is from \$0\.01 to \$100,000\.00\./,
    );
  }
  await noSeriousViolations(page, 'refused balance');
  await balance.fill('10');
  const expiry = page.getByLabel('Works until (UTC)');
  await expiry.fill('2020-01-31');
  await page.getByRole('button', { name: 'Issue gift card' }).click();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(expiry).toHaveAccessibleDescription(/The expiry date must be in the future\./);
  await expect(page.getByRole('heading', { level: 1, name: 'Issue a gift card' })).toBeVisible();
});

test('disable a gift card: it stays disabled and the storefront no longer takes it', async ({
  page,
  request,
}) => {
  await signInFromStart(page);
  const code = await issue(page, '15');
  await page.getByRole('button', { name: 'Disable gift card' }).click();
  await expect(page.getByTestId('gift-card-status')).toHaveText('Disabled');
  await expect(page.getByRole('status').filter({ hasText: 'pays nothing' })).toBeVisible();
  await noSeriousViolations(page, 'disabled gift card');
  await page.reload();
  await expect(page.getByTestId('gift-card-status')).toHaveText('Disabled');
  await expect(page.getByTestId('gift-card-balance')).toHaveText('$15.00');
  await expect(page.getByRole('button', { name: 'Enable gift card' })).toBeVisible();

  const cart = (await storefront(request, 'mutation { createEmptyCart }')).data.createEmptyCart;
  const applied = await storefront(
    request,
    'mutation ($c: String!, $k: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $k }) { cart { id } } }',
    { c: cart, k: code },
  );
  expect(applied.errors?.[0]?.message).toBe(
    "The gift card code couldn't be added. Verify your information and try again.",
  );
  const balance = await storefront(
    request,
    'query ($k: String!) { giftCardAccount(input: { gift_card_code: $k }) { balance { value } } }',
    { k: code },
  );
  expect(balance.errors?.[0]?.message).toBe(
    'The gift card code is either incorrect or expired. Verify and try again.',
  );
});
