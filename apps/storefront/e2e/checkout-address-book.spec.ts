// 'Save in address book' at checkout (docs/decisions/0717): a signed-in customer's new shipping
// address typed at checkout with the box ticked ends up in their address book, once, however often
// the step is sent.
import { expect, test } from '@playwright/test';
import { addConfigurableToCart } from './cart-helpers';
import { api, createAccount, fillAddressForm, signIn } from './account-helpers';

const STREET = '77 Rainey St';

test('a new address typed at checkout is saved in the address book once', async ({
  page,
  context,
}) => {
  const account = await createAccount('savebook');
  await signIn(context, account.token);
  await addConfigurableToCart(page);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  await fillAddressForm(page, { street: STREET });
  const save = page.getByLabel('Save in address book');
  await expect(save).toBeChecked();
  await page.getByTestId('save-shipping').click();
  await expect(page.getByTestId('shipping-method-form')).toBeVisible();

  // The step sent again with the same address (a shopper going back, a retry).
  await page.goto('/checkout/shipping');
  await expect(
    page.getByTestId('address_choice-choices').getByRole('radio', { name: new RegExp(STREET) }),
  ).toBeChecked();
  await page
    .getByTestId('address_choice-choices')
    .getByRole('radio', { name: 'New Address' })
    .check();
  await fillAddressForm(page, { street: STREET });
  await expect(save).toBeChecked();
  await page.getByTestId('save-shipping').click();
  await expect(page.getByTestId('shipping-method-form')).toBeVisible();

  const { customer } = await api<{ customer: { addresses: { street: string[] }[] } }>(
    '{ customer { addresses { street } } }',
    {},
    account.token,
  );
  expect(customer.addresses.filter((a) => a.street[0] === STREET)).toHaveLength(1);

  await page.goto('/customer/account/addresses');
  // The first address of an empty book becomes its default shipping address.
  await expect(page.getByTestId('default-shipping')).toContainText(STREET);
});
