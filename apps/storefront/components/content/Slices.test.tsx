// The reviews mosaic as a screen reader hears it: a photograph whose link is named by the
// photograph's own description is not read out twice (axe `image-redundant-alt`).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewsMosaicView } from './Slices';
import type { MosaicTile } from '@/lib/content/landing-slices';

const photo = (alt: string) => ({
  url: '/content/project-harbor-hotel.svg',
  alt,
  dimensions: { width: 640, height: 400 },
});
const tile = (t: Partial<MosaicTile>): MosaicTile => ({
  quote: null,
  author: null,
  property: null,
  image: null,
  href: null,
  ...t,
});

function render(tiles: MosaicTile[]): string {
  return renderToStaticMarkup(<ReviewsMosaicView mosaic={{ heading: 'Clients', tiles }} />);
}

describe('reviews mosaic', () => {
  it('leaves the alt text out when the link beside the photograph repeats it', () => {
    const html = render([
      tile({ image: photo('Harbor Hotel lobby'), href: '/projects/harbor-hotel-lobby' }),
    ]);
    expect(html).toContain('alt=""');
    expect(html).toMatch(
      /<a [^>]*href="\/projects\/harbor-hotel-lobby"[^>]*>Harbor Hotel lobby<\/a>/,
    );
  });

  it('keeps the alt text when nothing else describes the photograph', () => {
    // No link at all, a link named by the property instead, and a link to another site (not shown).
    const html = render([
      tile({ image: photo('Harbor Hotel lobby') }),
      tile({ image: photo('Riverside guest room'), property: 'Riverside Suites', href: '/p/r' }),
      tile({ image: photo('Maple Commons dining'), href: 'https://example.com/maple' }),
    ]);
    expect(html).toContain('alt="Harbor Hotel lobby"');
    expect(html).toContain('alt="Riverside guest room"');
    expect(html).toContain('>Riverside Suites</a>');
    expect(html).toContain('alt="Maple Commons dining"');
    expect(html).not.toContain('alt=""');
  });
});
