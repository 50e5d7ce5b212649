// Downloadable product journey (commerce ADR 0509, 0510): the product page lists the included
// downloads and public samples (PDFs from the media path); a signed-in customer buys the pack
// without a shipping step, finds the order in the order history and downloads the bought file
// there, up to its download limit.
import { expect, test } from '@playwright/test';
import { fillApprovedCard } from './cart-helpers';
import { DEMO_FACTS } from './catalog-helpers';
import {
  addAddress,
  createAccount,
  orderNumberFromSuccess,
  signIn,
  type Account,
} from './account-helpers';

const PACK = DEMO_FACTS.downloadable;

test.describe('downloadable product', () => {
  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount('downloads');
    await addAddress(account.token);
  });

  test('shows its downloads and samples, and checks out without shipping', async ({
    page,
    context,
  }) => {
    await signIn(context, account.token);
    await page.goto(`/${PACK.urlKey}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PACK.name);
    const downloads = page.getByTestId('downloads');
    await expect(downloads.getByTestId('download-links').getByRole('listitem')).toHaveText(
      PACK.links.map((l) => new RegExp(`^${l.title}`)),
    );
    const sample = downloads.getByRole('link', { name: PACK.samples[0]!.title });
    const href = (await sample.getAttribute('href'))!;
    expect(new URL(href).pathname).toBe(`/media/pdf/${PACK.samples[0]!.file}`);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The bought files are never linked from the page.
    await expect(downloads.locator('a[href*="/links/"]')).toHaveCount(0);

    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('dialog', { name: 'Product Added to Cart' })).toBeVisible();

    await page.goto('/checkout');
    // A downloadable-only cart is virtual: no shipping step.
    await expect(page).toHaveURL(/\/checkout\/billing$/);
    await fillApprovedCard(page);
    await page.getByTestId('place-order').click();
    const number = await orderNumberFromSuccess(page);

    await page.goto('/customer/account/orders');
    const order = page.locator(`[data-order-number="${number}"]`);
    await order.getByText(`Details of ${number}`).click();
    await expect(order).toContainText(PACK.name);

    // The bought files, through the storefront with the buyer's own session, up to the limit.
    const link = order
      .getByTestId('order-downloads')
      .getByRole('link', { name: PACK.links[0]!.title });
    const bought = (await link.getAttribute('href'))!;
    for (let i = 0; i < PACK.links[0]!.downloads; i++) {
      const file = await page.request.get(bought);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect(file.headers()['cache-control']).toBe('private, no-store');
    }
    const spent = await page.request.get(bought);
    expect(spent.status()).toBe(403);
    expect(await spent.text()).toBe('The link has expired.');
    // Without the session, nothing.
    await context.clearCookies();
    expect((await page.request.get(bought)).status()).toBe(401);
  });
});
