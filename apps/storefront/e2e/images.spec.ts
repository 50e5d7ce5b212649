// Images: raster images go through the image loader (url, w, q) with the specification's widths
// and quality and are resized by the optimisation route; `sizes` keeps phones on phone-sized
// files; SVG is used as it is; the page's largest image is preloaded with high priority; the
// optimisation path refuses foreign hosts, other widths and qualities.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
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

/** The `w` of the candidate the browser chose, once the image has loaded. */
async function currentWidth(img: Locator): Promise<number> {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  return Number(new URL(current).searchParams.get('w'));
}

test.describe('images', () => {
  test('a raster image: spec widths and quality through the loader, sizes of its layout, resized by the route', async ({
    page,
  }) => {
    await page.goto('/');
    // The demo home page's first featured tile is a JPEG (the other demo images are SVG).
    const tile = page.locator('main img[src*="tile-seating.jpg"]');
    const list = await expectResponsive(page, tile);
    await expect(tile).toHaveAttribute('sizes', /\(max-width: 30em\) 100vw/);
    await expect(tile).toHaveAttribute('loading', 'lazy');

    const c640 = list.find((c) => c.url.searchParams.get('w') === '640')!;
    const webp = await page.request.get(c640.url.href, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(webp.status()).toBe(200);
    expect(webp.headers()['content-type']).toBe('image/webp');
    expect(await sharp(await webp.body()).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 400,
    });
    const jpeg = await page.request.get(c640.url.href, { headers: { accept: 'image/jpeg,*/*' } });
    expect(await sharp(await jpeg.body()).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
  });

  test('generated SVG images are used as they are; the largest image is preloaded with high priority', async ({
    page,
  }) => {
    for (const [path, img] of [
      [`/${DEMO_FACTS.configurable.categoryPath}`, 'article[data-sku] img'],
      [`/${DEMO_FACTS.configurable.requestPath}`, '[data-testid="gallery-main-image"]'],
      ['/', 'main section img[fetchpriority="high"]'],
    ] as const) {
      await page.goto(path);
      const first = page.locator(img).first();
      const src = await first.getAttribute('src');
      expect(src, path).toMatch(/\.svg$/);
      expect(await first.getAttribute('srcset'), path).toBeNull();
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).not.toHaveAttribute('loading', 'lazy');
      await expect(
        page.locator(`head link[rel="preload"][as="image"][fetchpriority="high"][href="${src}"]`),
        path,
      ).toHaveCount(1);
      await expect
        .poll(() => first.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
          message: path,
        })
        .toBe(true);
    }
    await page.goto(`/${DEMO_FACTS.configurable.categoryPath}`);
    await expect(page.locator('article[data-sku] img').nth(6)).toHaveAttribute('loading', 'lazy');
  });

  test('a phone downloads a phone-sized file, not a desktop one', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const tile = page.locator('main img[src*="tile-seating.jpg"]');
      await tile.scrollIntoViewIfNeeded();
      // One column: 390 CSS px at 2x is 780 device pixels, so the 828 candidate.
      expect(await currentWidth(tile)).toBe(828);
    } finally {
      await context.close();
    }
  });

  test('the optimisation path refuses other hosts, widths and qualities', async ({ request }) => {
    const ok = await request.get('/api/image?url=%2Fcontent%2Ftile-seating.jpg&w=640&q=75');
    expect(ok.status()).toBe(200);
    for (const query of [
      'url=https%3A%2F%2Fexample.com%2Fa.png&w=640&q=75',
      'url=%2Fcontent%2Ftile-seating.jpg&w=641&q=75',
      'url=%2Fcontent%2Ftile-seating.jpg&w=640&q=100',
      'url=%2F..%2Fpackage.json&w=640&q=75',
    ]) {
      const res = await request.get(`/api/image?${query}`);
      expect(res.status(), query).toBe(400);
      expect(await res.text()).toBe('Bad request');
    }
  });
});
