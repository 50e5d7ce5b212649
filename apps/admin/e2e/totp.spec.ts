// The second factor: the demo operator turns TOTP on from their account page, sign-in then asks
// for the authenticator code (computed here as an app would), the audit log shows the change, and
// the operator turns it off again with their password (the other journeys sign in with the password alone).
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signInFromStart, totpCode } from './helpers';

/** A code from a 30-second step later than `after`: the API accepts each step's code once. */
async function nextCode(page: Page, secret: string, after: number) {
  let now = Date.now();
  while (Math.floor(now / 30_000) <= after) {
    await page.waitForTimeout(Math.min(30_000 - (now % 30_000) + 200, 31_000));
    now = Date.now();
  }
  return { code: totpCode(secret, now), step: Math.floor(now / 30_000) };
}

test('TOTP enrolment, sign-in with the code, the audit entry, and turning it off', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInFromStart(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(page.getByText(/^otpauth:\/\/totp\//)).toBeVisible();
  let used = Math.floor(Date.now() / 30_000) - 1;
  let next = await nextCode(page, secret, used);
  await page.getByLabel('Authenticator code').fill(next.code);
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Two-step sign-in is on.' }),
  ).toBeVisible();
  used = next.step;

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page);
  const codeField = page.getByLabel('Authenticator code');
  await expect(codeField).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(/code from your authenticator app/);
  next = await nextCode(page, secret, used);
  await codeField.fill(next.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back on the page the operator signed out from.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(
    page.getByText('Sign-in asks for a code from your authenticator app.'),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(
    rows.filter({ hasText: /totp/i }).filter({ hasText: 'admin@charter.example' }).first(),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await page.getByLabel('Your password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Two-step sign-in is off.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
});
