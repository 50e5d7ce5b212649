import { describe, expect, it } from 'vitest';
import { linkUrl, resolveImage, richTextBlocks } from './fields';

describe('linkUrl', () => {
  it('accepts paths, web links and document links', () => {
    expect(linkUrl('/seating')).toBe('/seating');
    expect(linkUrl('seating')).toBe('/seating');
    expect(linkUrl({ link_type: 'Web', url: 'https://example.com/x' })).toBe(
      'https://example.com/x',
    );
    expect(linkUrl({ link_type: 'Document', uid: 'about', type: 'page' })).toBe('/about');
    expect(linkUrl({ link_type: 'Any' })).toBeNull();
    expect(linkUrl('')).toBeNull();
    expect(linkUrl(null)).toBeNull();
  });

  it('drops script and other unsafe schemes', () => {
    expect(linkUrl('javascript:alert(1)')).toBeNull();
    expect(linkUrl({ url: 'data:text/html,x' })).toBeNull();
  });
});

describe('resolveImage', () => {
  it('needs a url and dimensions', () => {
    expect(resolveImage({ url: '/a.svg', alt: 'A', dimensions: { width: 10, height: 5 } })).toEqual(
      { src: '/a.svg', alt: 'A', width: 10, height: 5 },
    );
    expect(resolveImage({ url: '/a.svg' })).toBeNull();
    expect(
      resolveImage({ url: '/a.svg', alt: null, dimensions: { width: 1, height: 1 } }, 'fallback')
        ?.alt,
    ).toBe('fallback');
  });
});

describe('richTextBlocks', () => {
  it('splits plain text into paragraphs', () => {
    expect(richTextBlocks('One\n\nTwo')).toEqual([
      { type: 'paragraph', text: 'One', spans: [] },
      { type: 'paragraph', text: 'Two', spans: [] },
    ]);
    expect(richTextBlocks(null)).toEqual([]);
  });
});
