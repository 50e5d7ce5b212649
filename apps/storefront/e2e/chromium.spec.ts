// The journeys' browser as e2e/chromium.ts launches it: Playwright's own disabled features are
// all still disabled (Chromium reads only the last `--disable-features`), and a page's window
// carries no address-bar popup pages of the browser's own (docs/decisions/1630).
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions, OMNIBOX_POPUP_FEATURES } from './chromium';

test('the last --disable-features keeps every feature Playwright disables, and adds the popups', async () => {
  const server = await chromium.launchServer(chromiumLaunchOptions);
  try {
    const lists = server
      .process()
      .spawnargs.filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    // Playwright's switch, then ours.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const effective = lists.at(-1)!;
    for (const list of lists) {
      expect(effective, 'features Playwright disables, missing from e2e/chromium.ts').toEqual(
        expect.arrayContaining(list),
      );
    }
    expect(effective).toEqual(expect.arrayContaining(OMNIBOX_POPUP_FEATURES));
  } finally {
    await server.close();
  }
});

test("a journey's page is the window's only page: no chrome:// popup pages beside it", async ({
  page,
  browser,
}) => {
  await page.goto('/robots.txt');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  const urls = targetInfos.map((t) => t.url);
  expect(urls).toContain(page.url());
  expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
});
