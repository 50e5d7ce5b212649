// Accessibility of every 'My Account' page with axe (no serious or critical violations), for a
// customer with two addresses and a wish list item.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './cart-helpers';
import { DEMO_FACTS } from './catalog-helpers';
import { addAddress, api, createAccount, signIn, type Account } from './account-helpers';

let account: Account;
let addressId: number;

test.beforeAll(async () => {
  account = await createAccount('a11y');
  addressId = await addAddress(account.token, { default_shipping: true, default_billing: true });
  await addAddress(account.token, {
    street: ['9 Rainey St'],
    default_shipping: false,
    default_billing: false,
  });
  const { customer } = await api<{ customer: { wishlists: { id: string }[] } }>(
    '{ customer { wishlists { id } } }',
    {},
    account.token,
  );
  await api(
    'mutation ($w: ID!, $i: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $w, wishlistItems: $i) { user_errors { message } } }',
    { w: customer.wishlists[0]!.id, i: [{ sku: DEMO_FACTS.sale.sku, quantity: 1 }] },
    account.token,
  );
});

test.beforeEach(async ({ context }) => {
  await signIn(context, account.token);
});

const PAGES: { path: () => string; name: string; heading: string }[] = [
  { name: 'dashboard', path: () => '/customer/account/dashboard', heading: 'My Account' },
  { name: 'address book', path: () => '/customer/account/addresses', heading: 'Address Book' },
  {
    name: 'add address',
    path: () => '/customer/account/addresses/add',
    heading: 'Add New Address',
  },
  {
    name: 'edit address',
    path: () => `/customer/account/addresses/edit/${addressId}`,
    heading: 'Edit Address',
  },
  { name: 'order history', path: () => '/customer/account/orders', heading: 'Order History' },
  { name: 'payment methods', path: () => '/customer/account/payment', heading: 'Payment Methods' },
  { name: 'wishlist', path: () => '/customer/account/wishlist', heading: 'Wishlist' },
];

for (const { name, path, heading } of PAGES) {
  test(`${name} page has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path());
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the address form with its error messages has no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/customer/account/addresses/add');
  await page.getByTestId('save-address').click();
  await expect(page.getByTestId('error-summary')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
