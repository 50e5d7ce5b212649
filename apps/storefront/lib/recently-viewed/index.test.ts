import { describe, expect, it } from 'vitest';
import {
  parseRecentlyViewed,
  RECENTLY_VIEWED_LIMIT,
  withVisit,
  type RecentlyViewedProduct,
} from './index';

const product = (n: number): RecentlyViewedProduct => ({
  sku: `SKU-${n}`,
  name: `Chair ${n}`,
  href: `/chair-${n}.html`,
  image: null,
});

describe('recently viewed products', () => {
  it('keeps the last 8 product pages, newest first, each once', () => {
    let list: RecentlyViewedProduct[] = [];
    for (let n = 1; n <= 10; n++) list = withVisit(list, product(n));
    expect(RECENTLY_VIEWED_LIMIT).toBe(8);
    expect(list.map((p) => p.sku)).toEqual([
      'SKU-10',
      'SKU-9',
      'SKU-8',
      'SKU-7',
      'SKU-6',
      'SKU-5',
      'SKU-4',
      'SKU-3',
    ]);
    list = withVisit(list, product(5));
    expect(list.map((p) => p.sku).slice(0, 3)).toEqual(['SKU-5', 'SKU-10', 'SKU-9']);
    expect(list).toHaveLength(8);
  });

  it('drops what storage holds that is not a product with a same-origin link', () => {
    const parsed = parseRecentlyViewed([
      product(1),
      { sku: 'X', name: 'Evil', href: 'javascript:alert(1)', image: null },
      { sku: 'Y', name: 'Away', href: '//evil.example/x', image: null },
      {
        sku: 'Z',
        name: 'Picture',
        href: '/z.html',
        image: { url: 'javascript:alert(1)', alt: 'x' },
      },
      {
        sku: 'W',
        name: 'Remote',
        href: '/w.html',
        image: { url: 'https://media.example/w.jpg', alt: 'W chair' },
      },
      product(1),
      'junk',
      null,
    ]);
    expect(parsed.map((p) => p.sku)).toEqual(['SKU-1', 'Z', 'W']);
    expect(parsed[1]!.image).toBeNull();
    expect(parsed[2]!.image).toEqual({ url: 'https://media.example/w.jpg', alt: 'W chair' });
    expect(parseRecentlyViewed({ not: 'a list' })).toEqual([]);
  });
});
