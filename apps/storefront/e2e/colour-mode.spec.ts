// Colour mode in a real browser: chosen from the header and the mobile drawer, kept in a cookie
// for a year, rendered by the server (the first HTML already carries the mode, so nothing flashes),
// 'system' following the operating system, and axe with no serious or critical violation on every
// kind of page in dark mode.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addConfigurableToCart, expectNoSeriousA11yViolations } from './cart-helpers';
import { DEMO_FACTS, tiles } from './catalog-helpers';
import {
  addAddress,
  createAccount,
  signIn,
  toPaymentStepWithSavedAddress,
  webOrigin,
} from './account-helpers';

const COOKIE = 'colourMode';
const ONE_YEAR = 31536000;
/** The palettes' page backgrounds (app/globals.css). */
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(22, 19, 15)';

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const html = (page: Page) => page.locator('html');

async function useDarkMode(context: BrowserContext) {
  await context.addCookies([{ name: COOKIE, value: 'dark', url: webOrigin }]);
}

test.describe('header control', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('dark chosen by keyboard is saved for a year and is in the first HTML after a reload', async ({
    page,
    context,
    browser,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const group = page.getByRole('group', { name: 'Colour mode' });
    await expect(group).toBeVisible();
    await expect(group.getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(group.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(html(page)).toHaveAttribute('data-colour-mode', 'system');
    expect(await bodyBackground(page)).toBe(LIGHT_BG);

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().startsWith(webOrigin),
    );
    await group.getByRole('button', { name: 'Dark' }).focus();
    await page.keyboard.press('Enter');
    const response = await saved;
    expect(await response.headerValue('set-cookie')).toMatch(
      new RegExp(`${COOKIE}=dark;.*Max-Age=${ONE_YEAR}`, 'i'),
    );
    await expect(html(page)).toHaveAttribute('data-colour-mode', 'dark');
    await expect(group.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);

    const cookie = (await context.cookies()).find((c) => c.name === COOKIE)!;
    expect(cookie.value).toBe('dark');
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + ONE_YEAR))).toBeLessThan(300);

    // The server's HTML already says dark: no script has to run for the right palette.
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toMatch(/<html[^>]*\sdata-colour-mode="dark"/);
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await expect(
      page.getByRole('group', { name: 'Colour mode' }).getByRole('button', { name: 'Dark' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // With scripts off, the page is dark from its first paint, and the browser's own parts too.
    const noScript = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
    await noScript.addCookies(await context.cookies());
    const plain = await noScript.newPage();
    await plain.goto(`${webOrigin}/`);
    await expect(html(plain)).toHaveAttribute('data-colour-mode', 'dark');
    expect(await bodyBackground(plain)).toBe(DARK_BG);
    expect(await plain.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
    await noScript.close();
  });

  test("'system' follows the operating system both ways; light overrides a dark system", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-colour-mode', 'system');
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);

    const group = page.getByRole('group', { name: 'Colour mode' });
    await group.getByRole('button', { name: 'Light' }).click();
    await expect(html(page)).toHaveAttribute('data-colour-mode', 'light');
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
    await page.reload();
    expect(await bodyBackground(page)).toBe(LIGHT_BG);

    // Back to 'system': the dark operating system decides again.
    await page
      .getByRole('group', { name: 'Colour mode' })
      .getByRole('button', { name: 'System' })
      .click();
    await expect(html(page)).toHaveAttribute('data-colour-mode', 'system');
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
  });

  test('a malformed cookie is treated as system', async ({ page, context }) => {
    await context.addCookies([{ name: COOKIE, value: 'purple', url: webOrigin }]);
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto('/');
    expect(await response!.text()).toMatch(/<html[^>]*\sdata-colour-mode="system"/);
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
  });
});

test.describe('mobile drawer control', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('dark chosen in the drawer at 375 px applies and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    // The utility bar (with the header's control) is desktop-only.
    await expect(page.getByRole('group', { name: 'Colour mode' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const group = drawer.getByRole('group', { name: 'Colour mode' });
    await expect(group).toBeVisible();
    await expect(group.getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await group.getByRole('button', { name: 'Dark' }).click();
    await expect(html(page)).toHaveAttribute('data-colour-mode', 'dark');
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);

    const reloaded = await page.reload();
    expect(await reloaded!.text()).toMatch(/<html[^>]*\sdata-colour-mode="dark"/);
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('group', { name: 'Colour mode' })
        .getByRole('button', { name: 'Dark' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('dark mode accessibility', () => {
  test.beforeEach(async ({ context }) => {
    await useDarkMode(context);
  });

  const PAGES: { name: string; path: () => string; ready: (page: Page) => Promise<void> }[] = [
    {
      name: 'home',
      path: () => '/',
      ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    {
      name: 'category',
      path: () => `/${DEMO_FACTS.categories.loungeChairs.urlPath}`,
      ready: (p) => expect(tiles(p).first()).toBeVisible(),
    },
    {
      name: 'product',
      path: () => `/${DEMO_FACTS.configurable.requestPath}`,
      ready: (p) => expect(p.getByTestId('product-name')).toBeVisible(),
    },
    {
      name: 'search',
      path: () => '/search/oak',
      ready: (p) => expect(p.getByRole('heading', { level: 1 })).toHaveText(/Search results/),
    },
    {
      name: 'sign-in',
      path: () => '/customer/account/login',
      ready: (p) => expect(p.getByRole('heading', { level: 1 })).toHaveText('Customer Login'),
    },
    {
      name: 'create account',
      path: () => '/customer/account/create',
      ready: (p) =>
        expect(p.getByRole('heading', { level: 1 })).toHaveText('Create New Customer Account'),
    },
  ];

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'mobile', width: 375, height: 740 },
  ]) {
    for (const { name, path, ready } of PAGES) {
      test(`${name} page in dark mode has no serious or critical axe violations (${viewport.name})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path());
        await ready(page);
        await expect(html(page)).toHaveAttribute('data-colour-mode', 'dark');
        await expectNoSeriousA11yViolations(page);
      });
    }
  }

  test('sign-in form with its error messages in dark mode', async ({ page }) => {
    await page.goto('/customer/account/login');
    await page.getByRole('main').locator('button[type="submit"]').first().click();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('cart, checkout entry and shipping step in dark mode', async ({ page }) => {
    await addConfigurableToCart(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/checkout');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Continue as Guest' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/checkout/shipping');
    await page.getByTestId('save-shipping').click();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('account pages and the payment step in dark mode', async ({ page, context }) => {
    const account = await createAccount('dark');
    await addAddress(account.token, { default_shipping: true, default_billing: true });
    await signIn(context, account.token);
    for (const [path, heading] of [
      ['/customer/account/dashboard', 'My Account'],
      ['/customer/account/addresses', 'Address Book'],
      ['/customer/account/orders', 'Order History'],
      ['/customer/account/wishlist', 'Wishlist'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto('/customer/account/addresses/add');
    await page.getByTestId('save-address').click();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await toPaymentStepWithSavedAddress(page);
    await expectNoSeriousA11yViolations(page);
  });
});
