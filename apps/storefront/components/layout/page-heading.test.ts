import { describe, expect, it } from 'vitest';
import { fallbackHeading, humanisePath } from './page-heading';
import { searchPath, SEARCH_MAX_LENGTH } from './search-path';
import { formatAnnouncementDate, toAnnouncementCards } from './announcement-cards';

describe('fallback heading', () => {
  it('humanises paths', () => {
    expect(humanisePath('/seating/lounge-chairs')).toBe('Seating / Lounge Chairs');
    expect(humanisePath('/aria-lounge-chair.html')).toBe('Aria Lounge Chair');
    expect(humanisePath('/search/oak%20table')).toBe('Search / Oak Table');
    expect(humanisePath('/')).toBe('');
  });

  it('prefixes the brand', () => {
    expect(fallbackHeading('Charter Furniture', '/cart', '{brand} - {page}')).toBe(
      'Charter Furniture - Cart',
    );
    expect(fallbackHeading('Charter Furniture', '/', '{brand} - {page}')).toBe('Charter Furniture');
  });
});

describe('search path', () => {
  it('trims, encodes and limits the query', () => {
    expect(searchPath('  oak table ')).toBe('/search/oak%20table');
    expect(searchPath('a/b?c')).toBe('/search/a%2Fb%3Fc');
    expect(searchPath('   ')).toBeNull();
    expect(searchPath('x'.repeat(300))).toBe(`/search/${'x'.repeat(SEARCH_MAX_LENGTH)}`);
  });
});

describe('announcement cards', () => {
  it('format dates and build hover variants', () => {
    expect(formatAnnouncementDate('2025-03-04')).toEqual({
      text: 'March 4, 2025',
      dateTime: '2025-03-04',
    });
    expect(formatAnnouncementDate('soon')).toBeNull();
    const [card] = toAnnouncementCards([
      { title: 'A', link: '/seating', date: '2025-01-15', hover_title: 'B', overlay_color: 'red' },
      { title: '' },
    ]);
    expect(card).toMatchObject({
      href: '/seating',
      face: { title: 'A', overlayColor: null },
      hover: { title: 'B' },
    });
    expect(toAnnouncementCards(null)).toEqual([]);
  });
});
