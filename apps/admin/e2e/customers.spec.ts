// Customers in the console, against the real API and database: a customer of this journey's own
// (registered and confirmed through the storefront API, with an address and an order, then
// locked out by ten wrong passwords) is found by a prefix of the name, opened, unlocked (the
// storefront lets them in again), moved to a group that may pay by check (kept after a reload,
// in the audit log), then orders, and the order is opened from their page; another customer is sent a password reset
// e-mail by keyboard only, after a confirmation. axe on the list, the customer and the dialog.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations, signInFromStart, tabTo } from './helpers';
import {
  addAddress,
  customerToken,
  mailsTo,
  placeOrder,
  registerCustomer,
  uniqueWord,
  type Customer,
} from './storefront';

async function noSeriousViolations(page: Page, where: string) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The storefront's lock: ten wrong passwords within ten minutes (Magento's default). */
async function lockOut(request: APIRequestContext, c: Customer) {
  // From a visitor address of this run's own (the journeys' API trusts 127.0.0.1 as a proxy): the
  // failures count against the customer, not against the address the other journeys sign in from.
  const visitor = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  for (let i = 0; i < 10; i++) {
    const r = await request.post('/graphql', {
      headers: { 'X-Forwarded-For': visitor },
      data: {
        query:
          'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        variables: { e: c.email, p: 'not-the-password' },
      },
    });
    const body = (await r.json()) as { errors?: unknown[] };
    expect(body.errors).toBeDefined();
  }
}

test('find a locked customer, unlock them, change their group and open their order', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, {
    firstname: 'Ada',
    lastname: uniqueWord('Quill'),
  });
  await addAddress(request, await customerToken(request, customer), customer);
  await lockOut(request, customer);

  await signInFromStart(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await noSeriousViolations(page, 'customer list');
  await page.getByLabel('Name or e-mail starts with').fill(`ada ${customer.lastname.slice(0, 9)}`);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('1 customer, page 1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row.getByRole('cell')).toHaveText([
    `Ada ${customer.lastname}`,
    customer.email,
    'General',
    'Locked',
    /\d{4}/,
  ]);
  await row.getByRole('link', { name: `Ada ${customer.lastname}` }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  const id = /(\d+)$/.exec(page.url())?.[1];

  await expect(
    page.getByRole('heading', { level: 1, name: `Ada ${customer.lastname}` }),
  ).toBeVisible();
  await expect(page.getByTestId('customer-sign-in')).toHaveText('Locked after failed sign-ins');
  await expect(page.getByText('Default shipping and default billing address')).toBeVisible();
  await expect(page.locator('address')).toContainText('7 Quay Street');
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await noSeriousViolations(page, 'customer page');

  await page.getByRole('button', { name: 'Unlock sign-in' }).click();
  await expect(page.getByTestId('customer-notice')).toHaveText(
    `Ada ${customer.lastname} can sign in again.`,
  );
  await expect(page.getByTestId('customer-sign-in')).toHaveText('Open');
  await expect(page.getByRole('button', { name: 'Unlock sign-in' })).toHaveCount(0);
  const token = await customerToken(request, customer);

  await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Design Partner' });
  await page.getByRole('button', { name: 'Change group' }).click();
  await expect(page.getByTestId('customer-notice')).toContainText(
    'is now in the group Design Partner',
  );
  await page.reload();
  await expect(page.getByTestId('customer-group')).toHaveText('Design Partner');
  await expect(page.getByLabel('Group', { exact: true })).toHaveValue('7');

  // The new group may pay by check: the customer's order shows on their page.
  const number = await placeOrder(request, token, customer);
  await page.reload();
  await expect(page.getByText('1 order.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Pending');

  await page.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();

  await page.goto(`/admin/audit-log?entity_type=customer&entity_id=${id}`);
  await expect(page.getByRole('row').filter({ hasText: 'customer_group_changed' })).toContainText(
    'group_id: 1 → 7',
  );
  await expect(page.getByRole('row').filter({ hasText: 'customer_unlocked' })).toBeVisible();
});

test('send a password reset e-mail by keyboard, only after confirming it', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, {
    firstname: 'Noor',
    lastname: uniqueWord('Vale'),
  });
  await signInFromStart(page);
  await page.goto(`/admin/customers?search=${encodeURIComponent(customer.email)}`);
  const link = page.getByRole('link', { name: `Noor ${customer.lastname}` });
  await tabTo(page, link, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Noor ${customer.lastname}` }),
  ).toBeFocused();
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expect(page.getByText('No saved addresses.')).toBeVisible();

  const send = page.getByRole('button', { name: 'Send password reset e-mail…' });
  await tabTo(page, send, { max: 40 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send a password reset e-mail?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(customer.email);
  await noSeriousViolations(page, 'password reset confirmation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  expect(mailsTo('password_reset', customer.email)).toHaveLength(0);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes, send the e-mail' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('customer-notice')).toHaveText(
    `A password reset e-mail is on its way to ${customer.email}.`,
  );
  await expect.poll(() => mailsTo('password_reset', customer.email).length).toBe(1);

  // Within a minute a second e-mail is refused with the API's reason.
  await tabTo(page, send, { max: 40 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('customer-notice')).toHaveText(
    'A password reset e-mail went to this customer less than a minute ago; the link in it still works.',
  );
  expect(mailsTo('password_reset', customer.email)).toHaveLength(1);
});
