// Signing in and out of the operator console, a deep link kept across sign-in, a wrong password,
// a page that does not exist, and the whole sign-in by keyboard alone.
import { expect, test } from '@playwright/test';
import { DEMO, signIn, signInFromStart, tabTo } from './helpers';

test('the demo operator signs in, sees the sections of their role, and signs out', async ({
  page,
}) => {
  await signInFromStart(page);
  await expect(page).toHaveTitle('Overview · Charter console');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Admin|admin@charter\.example/i })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the Charter console' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('You have signed out.');
  // The session is gone on the server too: a fresh load stays on sign-in.
  await page.goto('/admin/account');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Faccount$/);
});

test('a wrong password is refused with the API’s generic text, announced', async ({
  page,
  request,
}) => {
  const api = await request.post('/admin-api/graphql', {
    data: {
      query: 'mutation($e:String!,$p:String!){adminSignIn(email:$e,password:$p){csrf_token}}',
      variables: { e: DEMO.email, p: 'not-the-password' },
    },
  });
  const body = (await api.json()) as { errors: { message: string }[] };
  const generic = body.errors[0]?.message ?? '';
  expect(generic).not.toBe('');

  await page.goto('/admin/');
  await signIn(page, { password: 'also-not-the-password' });
  const live = page.getByRole('status');
  await expect(live).toHaveText(generic);
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByLabel('Authenticator code')).toHaveCount(0);
});

test('a deep link opened while signed out leads back to its page after sign-in', async ({
  page,
}) => {
  await page.goto('/admin/audit-log?entity_type=operator');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/audit-log\?entity_type=operator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page).toHaveTitle('Audit log · Charter console');
});

test('an unknown console address shows a not-found page inside the console', async ({ page }) => {
  await signInFromStart(page);
  await page.goto('/admin/no-such-section');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Charter console');
  await page.getByRole('link', { name: 'Go to the overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeFocused();
});

test('signing in, moving between pages and signing out work by keyboard alone', async ({
  page,
}) => {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Sign in to the Charter console' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  // The first Tab reaches the skip link, which moves focus to the page.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // A section link by keyboard (back from the page to the navigation before it, where the audit
  // log is the last section); focus lands on the new page's heading.
  const audit = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', {
    name: 'Audit log',
  });
  await tabTo(page, audit, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Sign out' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in to the Charter console' })).toBeVisible();
});
