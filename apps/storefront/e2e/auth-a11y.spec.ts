// Accessibility of every sign-in side page and of the login dialog (axe): no serious or critical
// violations, on desktop and on a phone-sized screen.
import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { headerLogin } from './auth-helpers';
import { elementHydrated } from './hydration';

async function seriousViolations(page: Page) {
  const results = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}

const PAGES = [
  { path: '/customer/account/login', heading: 'Customer Login' },
  { path: '/customer/account/create', heading: 'Create New Customer Account' },
  {
    path: '/customer/account/confirm?email=a%40example.com&key=wrong',
    heading: 'Account Confirmation',
  },
  {
    path: '/customer/account/confirmation?email=a%40example.com&created=1',
    heading: 'Confirm Your Account',
  },
  { path: '/customer/account/createPassword', heading: 'Set a New Password' },
  { path: '/customer/account/forgotpassword', heading: 'Forgot Your Password?' },
  {
    path: '/customer/account/resetpassword?email=a%40example.com&token=abc',
    heading: 'Change Password',
  },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  for (const { path, heading } of PAGES) {
    test(`${path.split('?')[0]} has no serious or critical accessibility violations (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      // An e-mailed link's secret moves out of the URL first (docs/decisions/0978).
      if (/[?&](token|key)=/.test(path))
        await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Forms are checked with their error messages showing too: once the page's script runs, so
      // the click shows the client-side messages (before it, the browser would post the form and
      // axe would read the next document while it loads).
      const submit = page.getByRole('main').locator('button[type="submit"]').first();
      if (await submit.count()) {
        await elementHydrated(submit);
        await submit.click();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('the login dialog has no serious or critical accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await headerLogin(page).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Please enter a valid email.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(headerLogin(page)).toBeFocused();
});
