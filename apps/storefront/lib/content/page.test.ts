import { describe, expect, it } from 'vitest';
import { PAGE_UID_RE, toContentPage } from './page';

describe('content page documents', () => {
  it('keeps title and the known slices, in order', () => {
    const page = toContentPage({
      title: 'About us',
      meta_description: 'Who we are',
      slices: [
        { slice_type: 'rich_text', primary: { text: 'Hello' } },
        {
          slice_type: 'image',
          primary: {
            image: { url: '/a.svg', alt: 'A', dimensions: { width: 2, height: 1 } },
            caption: 'Cap',
          },
        },
        {
          slice_type: 'product_carousel',
          primary: { title: 'Picks', skus: 'A-1, B-2' },
          items: [{ sku: 'C-3' }],
        },
        { slice_type: 'unknown_thing', primary: {} },
        { slice_type: 'image', primary: { image: {} } },
        null,
      ],
    });
    expect(page).toEqual({
      title: 'About us',
      metaDescription: 'Who we are',
      slices: [
        { kind: 'rich_text', text: 'Hello' },
        {
          kind: 'image',
          image: { url: '/a.svg', alt: 'A', dimensions: { width: 2, height: 1 } },
          caption: 'Cap',
        },
        { kind: 'product_carousel', title: 'Picks', skus: ['C-3', 'A-1', 'B-2'] },
      ],
    });
  });

  it('a document without a title is no page; Prismic body slices are read too', () => {
    expect(toContentPage({ slices: [] })).toBeNull();
    expect(toContentPage(null)).toBeNull();
    expect(
      toContentPage({ title: 'T', body: [{ slice_type: 'text', primary: { content: 'x' } }] })
        ?.slices,
    ).toEqual([{ kind: 'rich_text', text: 'x' }]);
  });

  it('page uids are lower-case words and dashes', () => {
    expect(PAGE_UID_RE.test('about-us')).toBe(true);
    expect(PAGE_UID_RE.test('About')).toBe(false);
    expect(PAGE_UID_RE.test('a/b')).toBe(false);
    expect(PAGE_UID_RE.test('x.html')).toBe(false);
  });
});
