import { describe, expect, it } from 'vitest';
import {
  categoryLandingUid,
  toCategoryLanding,
  toCmsNav,
  toPromoBanner,
  toReviewsMosaic,
} from './landing-slices';
import { createLocalSource } from './local';
import { localDocuments } from './local-documents';
import { createContentProvider } from './provider';

describe('landing slices', () => {
  it('a promo banner needs a heading; its call to action needs both label and link', () => {
    expect(toPromoBanner({ text: 'x' })).toBeNull();
    expect(
      toPromoBanner({
        heading: 'Quick ship',
        cta_label: 'Lead times',
        cta_link: { link_type: 'Document', type: 'blog_post', uid: 'lead-times' },
      }),
    ).toMatchObject({ ctaLabel: 'Lead times', ctaHref: '/blog/lead-times' });
    expect(
      toPromoBanner({ heading: 'H', cta_label: 'Go', cta_link: 'javascript:alert(1)' }),
    ).toMatchObject({ ctaLabel: null, ctaHref: null });
  });

  it('a mosaic keeps tiles with a quote or a sized photograph, and needs one', () => {
    const m = toReviewsMosaic({
      heading: 'Clients',
      items: [
        { quote: 'Great', author: 'A', property: 'Hotel' },
        { image: { url: '/content/x.svg' } },
        { image: { url: '/content/x.svg', alt: 'X', dimensions: { width: 2, height: 1 } } },
        {},
      ],
    });
    expect(m?.tiles.map((t) => [t.quote, t.image?.alt ?? null])).toEqual([
      ['Great', null],
      [null, 'X'],
    ]);
    expect(toReviewsMosaic({ heading: 'Clients', items: [{}] })).toBeNull();
  });

  it('a category landing document is found by the category url path', () => {
    expect(categoryLandingUid('seating/lounge-chairs')).toBe('seating--lounge-chairs');
    expect(categoryLandingUid('Seating/Sofas.html')).toBe('seating--sofas');
    expect(toCategoryLanding({})).toBeNull();
    expect(toCategoryLanding({ links: [{ label: 'Guide', link: '/blog' }] })).toMatchObject({
      links: [{ label: 'Guide', href: '/blog' }],
    });
  });

  it('a side navigation needs a title and at least one link', () => {
    expect(toCmsNav({ title: 'Resources', items: [{ label: 'Blog', link: '/blog' }] })).toEqual({
      title: 'Resources',
      items: [{ label: 'Blog', href: '/blog' }],
    });
    expect(toCmsNav({ title: 'Resources', items: [{ label: 'x' }] })).toBeNull();
    expect(toCmsNav({ items: [{ label: 'Blog', link: '/blog' }] })).toBeNull();
  });

  it('the local documents give both landing views a banner and a mosaic', async () => {
    const provider = createContentProvider(createLocalSource(localDocuments));
    for (const uid of ['hospitality', 'senior-living']) {
      expect(toPromoBanner((await provider.getByUid(uid, ['promo_banner']))?.data)).not.toBeNull();
      expect(
        toReviewsMosaic((await provider.getByUid(uid, ['reviews_inspiration_mosaic']))?.data),
      ).not.toBeNull();
    }
    const landing = await provider.getByUid(categoryLandingUid('seating/lounge-chairs'), [
      'category_landing_page',
    ]);
    expect(toCategoryLanding(landing?.data)?.heading).toBe('Lounge seating for lobbies and bars');
    const nav = toCmsNav((await provider.getSingle('cms_nav'))?.data);
    expect(nav?.items.map((i) => i.href)).toContain('/care-and-cleaning');
  });
});
