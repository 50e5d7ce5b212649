// Images: every catalogue and landing image goes through the image loader (url, w, q) with the
// specification's widths and quality, `sizes` keeps phones on phone-sized files, the page's
// largest image is preloaded with high priority, and the optimisation path refuses foreign hosts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_FACTS } from './catalog-helpers';

const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];
const SPEC_WIDTHS = new Set([...DEVICE_SIZES, ...IMAGE_SIZES]);

interface Candidate {
  url: URL;
  descriptor: string;
}

function candidates(srcset: string | null, base: string): Candidate[] {
  return (srcset ?? '')
    .split(/,\s+/)
    .filter(Boolean)
    .map((c) => {
      const [u, descriptor] = c.trim().split(/\s+/) as [string, string];
      return { url: new URL(u, base), descriptor };
    });
}

/** The srcset offers every device width and only the specification's widths, each at quality 75. */
async function expectResponsive(page: Page, img: Locator): Promise<Candidate[]> {
  const list = candidates(await img.getAttribute('srcset'), page.url());
  expect(list.length).toBeGreaterThan(0);
  for (const { url, descriptor } of list) {
    expect(url.pathname).toBe('/api/image');
    expect(url.searchParams.get('q')).toBe('75');
    const w = Number(url.searchParams.get('w'));
    expect(SPEC_WIDTHS.has(w), `width ${w}`).toBe(true);
    expect(descriptor).toBe(`${w}w`);
    expect(url.searchParams.get('url')).toBeTruthy();
  }
  const widths = list.map((c) => Number(c.url.searchParams.get('w')));
  for (const w of DEVICE_SIZES) expect(widths).toContain(w);
  const src = new URL((await img.getAttribute('src'))!, page.url());
  expect([src.pathname, src.searchParams.get('q')]).toEqual(['/api/image', '75']);
  return list;
}

async function currentWidth(img: Locator): Promise<number> {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  return Number(new URL(current).searchParams.get('w'));
}

test.describe('images', () => {
  test('listing tiles: spec widths and quality, tile sizes, the first tile preloaded with high priority', async ({ page }) => {
    await page.goto(`/${DEMO_FACTS.configurable.categoryPath}`);
    const first = page.locator('article[data-sku] img').first();
    const list = await expectResponsive(page, first);
    await expect(first).toHaveAttribute('sizes', /\(max-width: 30em\) 100vw/);
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(page.locator('article[data-sku] img').nth(6)).toHaveAttribute('loading', 'lazy');
    // The head names the same candidates, so the preloaded file is the one the tile uses.
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveCount(1);
    expect(candidates(await preload.getAttribute('imagesrcset'), page.url()).map((c) => c.url.href)).toEqual(list.map((c) => c.url.href));

    // The generated SVG image still arrives, through the optimisation path.
    const res = await page.request.get(list[0]!.url.href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    expect(res.headers()['content-security-policy']).toContain('sandbox');
  });

  test('product gallery and landing hero: spec widths and quality', async ({ page }) => {
    await page.goto(`/${DEMO_FACTS.configurable.requestPath}`);
    const stage = page.getByTestId('gallery-main-image');
    await expectResponsive(page, stage);
    await expect(stage).toHaveAttribute('sizes', /\(max-width: 62em\) 100vw/);
    await expect(stage).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    // Fixed-size thumbnails offer 1x and 2x from the small widths.
    const thumb = page.locator('[data-testid="product-gallery"] ul img').first();
    const thumbWidths = candidates(await thumb.getAttribute('srcset'), page.url()).map((c) => [c.url.searchParams.get('w'), c.url.searchParams.get('q'), c.descriptor]);
    expect(thumbWidths).toEqual([
      ['96', '75', '1x'],
      ['256', '75', '2x'],
    ]);

    await page.goto('/');
    const hero = page.locator('main section img[fetchpriority="high"]').first();
    await expectResponsive(page, hero);
    expect(await currentWidth(hero)).toBeGreaterThan(0);
  });

  test('a phone downloads a phone-sized file, not a desktop one', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`/${DEMO_FACTS.configurable.categoryPath}`);
      // One column: 390 CSS px at 2x is 780 device pixels, so the 828 candidate.
      expect(await currentWidth(page.locator('article[data-sku] img').first())).toBe(828);
      await page.goto(`/${DEMO_FACTS.configurable.requestPath}`);
      expect(await currentWidth(page.getByTestId('gallery-main-image'))).toBe(828);
    } finally {
      await context.close();
    }
  });

  test('the optimisation path refuses other hosts, widths and qualities', async ({ request }) => {
    const ok = await request.get('/api/image?url=%2Fcontent%2Fhero-hospitality.svg&w=640&q=75');
    expect(ok.status()).toBe(200);
    for (const query of [
      'url=https%3A%2F%2Fexample.com%2Fa.png&w=640&q=75',
      'url=%2Fcontent%2Fhero-hospitality.svg&w=641&q=75',
      'url=%2Fcontent%2Fhero-hospitality.svg&w=640&q=100',
      'url=%2F..%2Fpackage.json&w=640&q=75',
    ]) {
      const res = await request.get(`/api/image?${query}`);
      expect(res.status(), query).toBe(400);
      expect(await res.text()).toBe('Bad request');
    }
  });
});
