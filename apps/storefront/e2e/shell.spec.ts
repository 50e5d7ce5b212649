// The site shell in a real browser: navigation from the content documents, landing views and
// their memory, menus, drawer, search, status screens, redirects and the footer.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { isPrefetch } from './prefetch-requests';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const logo = (page: Page) => page.getByTestId('logo');

/** Opens the Tables dropdown with ArrowDown and moves from its first link to the second. */
async function openTablesByKeyboard(page: Page, button: Locator, panel: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View all Tables' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('link', { name: 'Dining Tables' })).toBeFocused();
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home shows the Hospitality navigation from the content documents', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Seating' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Tables' })).toBeVisible();
    for (const label of ['Casegoods', 'Bedroom', 'Outdoor', 'Lighting']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Casegoods', exact: true })).toHaveAttribute(
      'href',
      '/casegoods',
    );
    await expect(logo(page)).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Contract furniture for hotels, restaurants and resorts',
    );
  });

  test('the Senior Living view has its own navigation and is remembered', async ({ page }) => {
    await page.goto('/senior-living');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Senior Living Collection' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Resident Rooms' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Casegoods', exact: true })).toHaveCount(0);
    await expect(logo(page)).toHaveAttribute('href', '/senior-living');

    // Another page keeps the chosen view.
    await page.goto('/some-other-page');
    await expect(logo(page)).toHaveAttribute('href', '/senior-living');
    await expect(mainNav(page).getByRole('link', { name: 'Resident Rooms' })).toBeVisible();

    // Switch back with the store switcher: the view is saved and this same page loads again.
    const switcher = page.getByRole('navigation', { name: 'Store view' }).first();
    await expect(switcher.getByRole('button', { name: 'Senior Living' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.evaluate(
      () => ((window as unknown as { beforeSwitch: boolean }).beforeSwitch = true),
    );
    await switcher.getByRole('button', { name: 'Hospitality' }).click();
    await expect(logo(page)).toHaveAttribute('href', '/');
    await expect(page).toHaveURL(/\/some-other-page$/);
    expect(
      await page.evaluate(() => (window as unknown as { beforeSwitch?: boolean }).beforeSwitch),
    ).toBeUndefined();
    await expect(mainNav(page).getByRole('link', { name: 'Casegoods', exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Store view' })
        .first()
        .getByRole('button', { name: 'Hospitality' }),
    ).toHaveAttribute('aria-current', 'true');
    await page.goto('/some-other-page');
    await expect(logo(page)).toHaveAttribute('href', '/');
  });

  test('an in-app link to the other landing view switches the header to that view', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(logo(page)).toHaveAttribute('href', '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Senior Living' }).click();
    await expect(page).toHaveURL(/\/senior-living$/);
    await expect(logo(page)).toHaveAttribute('href', '/senior-living');
    await expect(mainNav(page).getByRole('link', { name: 'Resident Rooms' })).toBeVisible();
  });

  test('a dropdown opens on hover and closes after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const button = mainNav(page).getByRole('button', { name: 'Tables' });
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await button.hover();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Dining Tables' })).toHaveAttribute(
      'href',
      '/tables/dining-tables',
    );
    // Submenu flyout.
    await panel.getByRole('link', { name: 'Table Options' }).hover();
    await expect(panel.getByRole('link', { name: 'Upholstery Upgrades' })).toBeVisible();
    await page.mouse.move(640, 800);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown works with the keyboard', async ({ page }) => {
    await page.goto('/');
    const button = mainNav(page).getByRole('button', { name: 'Tables' });
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await openTablesByKeyboard(page, button, panel);
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByRole('link', { name: 'View all Tables' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
  });

  test('a dropdown works by keyboard before the late scripts arrive', async ({ page }) => {
    // Hold every script the HTML does not name (islands and other chunks fetched after
    // hydration) until the keys have been pressed: the menus hydrate with the bar, so opening
    // one by keyboard must show its links and move focus through them without waiting for more.
    const named = new Set<string>();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.resourceType() === 'document') {
        const response = await route.fetch();
        const html = await response.text();
        for (const m of html.matchAll(/static\/chunks\/[^"'\s\\]+?\.js/g)) named.add(m[0]);
        await route.fulfill({ response, body: html });
        return;
      }
      const chunk = new URL(request.url()).pathname.replace(/^\/_next\//, '');
      if (
        request.resourceType() === 'script' &&
        chunk.startsWith('static/chunks/') &&
        !named.has(chunk)
      ) {
        await released;
      }
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    const button = mainNav(page).getByRole('button', { name: 'Tables' });
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await openTablesByKeyboard(page, button, panel);
    release();
    await page.waitForLoadState('networkidle');
    await expect(panel.getByRole('link', { name: 'Dining Tables' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByRole('link', { name: 'View all Tables' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the mega menu image changes on hover', async ({ page }) => {
    await page.goto('/');
    const button = mainNav(page).getByRole('button', { name: 'Seating' });
    await button.hover();
    const panel = page.getByTestId('mega-menu').filter({ visible: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Seating built for busy hospitality spaces')).toBeVisible();
    await expect(panel.getByText('Senior Living', { exact: true })).toBeVisible();
    // Guests do not see the archive link.
    await expect(panel.getByRole('link', { name: 'Archived Products' })).toHaveCount(0);
    const image = panel.getByTestId('mega-menu-image');
    await expect(image).toHaveAttribute('src', /mega-seating\.svg/);
    await panel.getByRole('link', { name: 'Lounge Chairs' }).hover();
    await expect(image).toHaveAttribute('src', /lounge-chairs\.svg/);
    await panel.getByRole('link', { name: 'Caster Wheels' }).hover();
    await expect(image).toHaveAttribute('src', /caster-wheels\.svg/);
  });

  test('search navigates to the results page', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Search' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const input = page.getByPlaceholder('Search products');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('maxlength', '128');
    await input.fill('oak table');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\/oak%20table$/);
    await expect(input).toBeHidden();
  });

  test('announcements open in a panel and close with Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Announcements' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Announcements' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /Our new showroom is open/ })).toBeVisible();
    await expect(panel.getByText('March 4, 2025').first()).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See what is new' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the cart link has no badge for an empty cart, and the login button is shown', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }),
    ).toHaveAttribute('href', '/cart');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/customer/account/login',
    );
  });

  test('while the cart page loads, a centred spinner fills a box 85% of the viewport high', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page);
    // Hold the cart page's server answer (the client navigation's RSC request, not the prefetch
    // that brings the route's loading state) until the spinner has been checked.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let prefetching = 0;
    let prefetched = 0;
    await page.route(
      (url) => url.pathname === '/cart',
      async (route) => {
        if (isPrefetch(route.request())) {
          prefetching++;
          await route.fulfill({ response: await route.fetch() });
          prefetching--;
          prefetched++;
          return;
        }
        if (route.request().headers()['rsc']) await held;
        await route.continue();
      },
    );
    // A shopper's pointer reaches the link before the click: the link prefetches its route's
    // loading state then (components/ui/Link.tsx), and the click shows it at once.
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true });
    await cart.hover();
    await expect.poll(() => prefetched > 0 && prefetching === 0).toBe(true);
    await cart.click();
    const spinner = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading…' });
    await expect(spinner).toBeVisible();
    const box = await spinner.evaluate((el) => {
      const outer = el.parentElement!.getBoundingClientRect();
      const inner = el.getBoundingClientRect();
      return {
        height: outer.height,
        centreY: inner.top + inner.height / 2 - outer.top,
        centreX: inner.left + inner.width / 2 - outer.left,
        width: outer.width,
      };
    });
    expect(box.height).toBeGreaterThanOrEqual(Math.floor(800 * 0.85));
    expect(Math.abs(box.centreY - box.height / 2)).toBeLessThan(2);
    expect(Math.abs(box.centreX - box.width / 2)).toBeLessThan(2);
    release();
    await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
    await expect(spinner).toHaveCount(0);
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test('an unknown URL shows Page not found with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('the legacy caster-wheels URL redirects', async ({ page }) => {
  await page.goto('/options/upgraded-details/caster-wheels');
  await expect(page).toHaveURL(/\/options\/caster-wheels$/);
});

test('the footer shows the SEO text, the copyright with the current year and social links', async ({
  page,
}) => {
  await page.goto('/');
  // The rich SEO text of the footer document, its links kept as in-app links.
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('heading', { name: 'Contract furniture for hospitality and senior living' }),
  ).toBeVisible();
  await expect(footer).toContainText('commercial-grade seating, tables, casegoods');
  await expect(footer.getByRole('link', { name: 'seating', exact: true })).toHaveAttribute(
    'href',
    '/seating',
  );
  const year = new Date().getFullYear();
  await expect(page.getByTestId('copyright')).toHaveText(
    `© ${year} Charter Furniture. All rights reserved.`,
  );
  const facebook = page.getByRole('link', { name: 'Facebook (opens in a new tab)' });
  await expect(facebook).toHaveAttribute('target', '_blank');
  await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, expands a tree node, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Store view' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    const node = drawer.getByRole('button', { name: 'Tables' });
    await expect(node).toHaveAttribute('aria-expanded', 'false');
    await node.click();
    await expect(node).toHaveAttribute('aria-expanded', 'true');
    const link = drawer.getByRole('link', { name: 'Dining Tables' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/tables\/dining-tables$/);
    await expect(drawer).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });
});
