import { describe, expect, it } from 'vitest';
import {
  parseSitemapId,
  productFileCount,
  sitemapIds,
  SITEMAP_URLS_PER_FILE,
} from './sitemap-plan';

describe('sitemap plan', () => {
  it('keeps every file under 50,000 URLs', () => {
    expect(SITEMAP_URLS_PER_FILE).toBeLessThan(50_000);
    expect(productFileCount(0)).toBe(1);
    expect(productFileCount(49_800)).toBe(1);
    expect(productFileCount(49_801)).toBe(2);
    expect(productFileCount(120_000)).toBe(3);
  });

  it('lists a pages file and the product files of both landing views', () => {
    expect(sitemapIds({ charter_hospitality: 60_000, charter_seniorliving: 10 })).toEqual([
      'hospitality-pages',
      'hospitality-products-0',
      'hospitality-products-1',
      'senior-living-pages',
      'senior-living-products-0',
    ]);
  });

  it('maps ids to API page ranges and rejects unknown ids', () => {
    expect(parseSitemapId('senior-living-pages')).toMatchObject({
      kind: 'pages',
      view: { code: 'charter_seniorliving' },
    });
    expect(parseSitemapId('hospitality-products-0')).toMatchObject({
      kind: 'products',
      firstPage: 1,
      lastPage: 166,
    });
    expect(parseSitemapId('hospitality-products-1')).toMatchObject({
      kind: 'products',
      firstPage: 167,
      lastPage: 332,
    });
    expect(parseSitemapId('hospitality-products-999')).toBeNull();
    expect(parseSitemapId('other-pages')).toBeNull();
    expect(parseSitemapId('hospitality-products-x')).toBeNull();
  });
});
