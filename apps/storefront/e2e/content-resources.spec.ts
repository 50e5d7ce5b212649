// Buyer resources read through the content provider: dealers (/where-to-buy), the photo gallery
// (/gallery) and spec-sheet downloads (/spec-sheets, files served from public/downloads/).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './cart-helpers';

test('where to buy lists dealers by region with their contact links and LocalBusiness data', async ({
  page,
}) => {
  expect((await page.goto('/where-to-buy'))?.status()).toBe(200);
  await expect(page).toHaveTitle(/Where to buy/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where to buy');
  const midwest = page.getByRole('region', { name: 'Midwest' });
  await expect(midwest.getByRole('heading', { level: 3 })).toHaveText([
    'Prairie Senior Living Furnishings',
  ]);
  await expect(midwest.getByRole('link', { name: '+1 614-555-0188' })).toHaveAttribute(
    'href',
    'tel:+16145550188',
  );
  await expect(
    midwest.getByRole('link', { name: 'Website of Prairie Senior Living Furnishings' }),
  ).toHaveAttribute('target', '_blank');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.join('')).toContain(
    '"@type":"LocalBusiness","name":"Harborline Contract Interiors"',
  );
  await expectNoSeriousA11yViolations(page);
});

test('the gallery shows its photographs and links a photograph to its project', async ({
  page,
}) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
  await expect(page.getByTestId('gallery').locator('img')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Harbor Hotel, Portland' }).click();
  await expect(page).toHaveURL(/\/projects\/harbor-hotel-lobby$/);
});

test('spec sheets are grouped and each link downloads a PDF from the site', async ({
  page,
  request,
}) => {
  await page.goto('/spec-sheets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spec sheets and downloads');
  const seating = page.getByRole('region', { name: 'Seating' });
  const link = seating.getByRole('link', {
    name: /^Download Lounge chair CH-LC-1001 spec sheet \(PDF/,
  });
  await expect(link).toHaveAttribute('href', '/downloads/charter-lounge-chair-ch-lc-1001.pdf');
  await expectNoSeriousA11yViolations(page);

  const hrefs = await page
    .locator('main a[download]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toHaveLength(5);
  for (const href of hrefs) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});
