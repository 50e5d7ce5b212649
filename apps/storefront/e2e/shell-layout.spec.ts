// The shell's breakpoint and image ratios as a shopper sees them (spec §defaults: "Breakpoints:
// mobile 62em"; "Image ratios: mega menu image 1.6; announcement card 368 to 199"). Measured on
// the rendered boxes, so a changed media query or aspect ratio fails here.
import { expect, test, type Locator, type Page } from '@playwright/test';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function ratioOf(box: Locator): Promise<number> {
  const rect = await box.boundingBox();
  expect(rect).not.toBeNull();
  return rect!.width / rect!.height;
}

test('the desktop navigation starts at 62em; below it the menu is behind the hamburger', async ({
  page,
}) => {
  // 62em at the browser's 16px root size is 992px.
  await page.setViewportSize({ width: 991, height: 800 });
  await page.goto('/');
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await expect(hamburger).toBeVisible();
  await expect(mainNav(page)).toBeHidden();
  await page.setViewportSize({ width: 992, height: 800 });
  await expect(mainNav(page)).toBeVisible();
  await expect(hamburger).toBeHidden();
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the mega menu image is 1.6 times as wide as it is high', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Seating' }).hover();
    const image = page
      .getByTestId('mega-menu')
      .filter({ visible: true })
      .getByTestId('mega-menu-image');
    await expect(image).toBeVisible();
    expect(await ratioOf(image)).toBeCloseTo(1.6, 1);
  });

  test('an announcement card is 368 by 199', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Announcements' }).click();
    const card = page
      .getByRole('dialog', { name: 'Announcements' })
      .getByRole('link', { name: /Our new showroom is open/ });
    await expect(card).toBeVisible();
    expect(await ratioOf(card)).toBeCloseTo(368 / 199, 1);
  });
});
