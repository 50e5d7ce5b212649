// The shell's timed behaviours on a clock the test controls (spec §4: "Dropdown auto-closes after
// 600 ms"; "Search: debounce 500 ms; minimum 3 characters for suggestions"). Each is checked just
// before and just after its figure, so a changed delay fails here, and no real time is waited.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';

test.use({ viewport: { width: 1280, height: 900 } });

/** Playwright's clock, standing still until the test moves it (runFor). */
async function standingClock(page: Page): Promise<void> {
  const at = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1_000));
}

test('a header dropdown is still open 590 ms after the pointer leaves, and closed at 600 ms', async ({
  page,
}) => {
  await standingClock(page);
  await page.goto('/');
  await hydrated(page);
  const button = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Tables' });
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await button.hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(640, 800);
  await page.clock.runFor(590);
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(10);
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Back over the menu within the delay keeps it open.
  await button.hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(640, 800);
  await page.clock.runFor(300);
  await button.hover();
  await page.clock.runFor(600);
  await expect(panel).toBeVisible();
});

test('suggestions are asked 500 ms after the last keystroke, once for a burst of typing', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/search-suggestions') asked.push(url.searchParams.get('q') ?? '');
  });
  await standingClock(page);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Search products' });
  // Two characters are never suggested, however long the shopper waits.
  await box.pressSequentially('wa');
  await page.clock.runFor(2_000);
  expect(asked).toEqual([]);
  // A burst of keystrokes 100 ms apart: nothing is asked until 500 ms after the last one.
  for (const key of 'lnut') {
    await box.press(key);
    await page.clock.runFor(100);
  }
  await page.clock.runFor(390);
  expect(asked).toEqual([]);
  await page.clock.runFor(10);
  await expect.poll(() => asked).toEqual(['walnut']);
  await expect(page.getByRole('list', { name: 'Suggested products' })).toBeVisible();
});
