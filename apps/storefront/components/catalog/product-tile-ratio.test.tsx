import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ProductTileData } from '@/lib/commerce/types';

vi.mock('server-only', () => ({}));
const { ProductTile } = await import('./ProductTile');

const base: ProductTileData = {
  uid: 'u1',
  sku: 'FAB-1',
  displaySku: 'FAB-1',
  name: 'Crypton Linen',
  href: '/crypton-linen.html',
  image: { url: 'http://media/fabric.svg', alt: 'Crypton Linen' },
  minPrice: null,
  orderingNote: null,
  archived: false,
  isNew: false,
  onSale: false,
};
const labels = {
  asLowAs: 'As low as {price}',
  archived: 'Archived',
  isNew: 'New',
  sale: 'Sale',
  sku: 'SKU',
};

const img = (html: string) => {
  const m = /<img[^>]*width="(\d+)"[^>]*height="(\d+)"/.exec(html);
  return m ? Number(m[1]) / Number(m[2]) : null;
};

describe('product tile image ratio (spec §9: 11 to 7, 1 for materials)', () => {
  it('is 11:7 for a product', () => {
    const html = renderToStaticMarkup(<ProductTile product={base} labels={labels} />);
    expect(html).toContain('data-ratio="11:7"');
    expect(img(html)).toBeCloseTo(11 / 7, 2);
  });

  it('is square for a material', () => {
    const html = renderToStaticMarkup(
      <ProductTile product={{ ...base, material: true }} labels={labels} />,
    );
    expect(html).toContain('data-ratio="1"');
    expect(img(html)).toBe(1);
  });
});
