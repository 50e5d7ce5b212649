import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/lib/commerce/types';
import {
  absoluteUrl,
  articleJsonLd,
  dealersJsonLd,
  imageGalleryJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  plainText,
  productJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from './json-ld';

const BASE = 'https://shop.example.com';

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    uid: 'MQ==',
    typename: 'SimpleProduct',
    sku: 'CH-100',
    displaySku: 'CH-100',
    marketingSku: null,
    name: 'Lounge Chair',
    href: '/lounge-chair.html',
    categories: ['Seating', 'Lounge Chairs'],
    metaTitle: null,
    metaDescription: null,
    descriptionHtml: '<p>Long text</p>',
    shortDescriptionHtml: '<p>Solid <strong>oak</strong> &amp; linen.</p>',
    stockStatus: 'IN_STOCK',
    price: {
      final: { cents: 129_950, currency: 'USD' },
      regular: { cents: 129_950, currency: 'USD' },
      onSale: false,
    },
    gallery: [
      { kind: 'image', url: 'http://api.example.com/media/a.png', alt: 'a', position: 1 },
      {
        kind: 'video',
        url: 'http://api.example.com/media/v.png',
        alt: 'v',
        position: 2,
        video: { url: 'https://v', title: null, provider: null },
      },
      { kind: 'image', url: '/media/b.png', alt: 'b', position: 3 },
    ],
    orderingNote: null,
    archived: false,
    isNew: false,
    configurableOptions: [],
    variants: [],
    customOptions: [],
    crossSells: [],
    giftCard: null,
    grouped: null,
    downloads: null,
    ...overrides,
  };
}

/** schema.org's required and recommended properties for the types we emit. */
function expectThing(data: Record<string, unknown>, type: string) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe(type);
}

describe('Product JSON-LD', () => {
  it('describes the product with an offer, brand, sku and absolute images', () => {
    const data = productJsonLd({ product: product(), baseUrl: BASE, brand: 'Charter Furniture' });
    expectThing(data, 'Product');
    expect(data).toMatchObject({
      name: 'Lounge Chair',
      sku: 'CH-100',
      url: 'https://shop.example.com/lounge-chair.html',
      brand: { '@type': 'Brand', name: 'Charter Furniture' },
      image: ['http://api.example.com/media/a.png', 'https://shop.example.com/media/b.png'],
      description: 'Solid oak & linen.',
      offers: {
        '@type': 'Offer',
        price: '1299.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example.com/lounge-chair.html',
      },
    });
    expect(data.aggregateRating).toBeUndefined();
  });

  it('marks out-of-stock products and prefers the meta description', () => {
    const data = productJsonLd({
      product: product({
        stockStatus: 'OUT_OF_STOCK',
        metaDescription: 'Meta text',
        marketingSku: 'MK-1',
      }),
      baseUrl: BASE,
      brand: 'B',
    });
    expect((data.offers as Record<string, unknown>).availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(data.description).toBe('Meta text');
    expect(data.mpn).toBe('MK-1');
  });

  it('adds aggregateRating on the 1–5 scale only when there are approved reviews', () => {
    const rated = productJsonLd({
      product: product(),
      baseUrl: BASE,
      brand: 'B',
      rating: { count: 3, percent: 87 },
    });
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.4,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 3,
    });
    expect(
      productJsonLd({
        product: product(),
        baseUrl: BASE,
        brand: 'B',
        rating: { count: 0, percent: 0 },
      }).aggregateRating,
    ).toBeUndefined();
    expect(
      productJsonLd({ product: product(), baseUrl: BASE, brand: 'B', rating: null })
        .aggregateRating,
    ).toBeUndefined();
  });

  it('leaves offers out when the product has no price', () => {
    const data = productJsonLd({
      product: product({ price: { final: null, regular: null, onSale: false } }),
      baseUrl: BASE,
      brand: 'B',
    });
    expect(data.offers).toBeUndefined();
  });
});

describe('BreadcrumbList, Organization and WebSite JSON-LD', () => {
  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', href: '/' },
        { name: 'Seating', href: '/seating' },
        { name: 'Lounge', href: '/seating/lounge' },
      ],
      `${BASE}/`,
    );
    expectThing(data, 'BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Seating',
        item: 'https://shop.example.com/seating',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Lounge',
        item: 'https://shop.example.com/seating/lounge',
      },
    ]);
  });

  it('describes the organisation and the site search', () => {
    const org = organizationJsonLd({ name: 'Charter Furniture', baseUrl: BASE });
    expectThing(org, 'Organization');
    expect(org).toMatchObject({ name: 'Charter Furniture', url: 'https://shop.example.com/' });
    const site = websiteJsonLd({
      name: 'Charter Furniture',
      baseUrl: BASE,
      homePath: '/senior-living',
    });
    expectThing(site, 'WebSite');
    expect(site.url).toBe('https://shop.example.com/senior-living');
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://shop.example.com/search/{search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('serializeJsonLd', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029';

  it('cannot end or change the script element, whatever the product text', () => {
    const out = serializeJsonLd(
      productJsonLd({
        product: product({ name: hostile, sku: '</SCRIPT >' }),
        baseUrl: BASE,
        brand: 'B',
      }),
    );
    expect(out).not.toMatch(/<|>|&/);
    expect(out).not.toMatch(/[\u2028\u2029]/);
    expect(out.toLowerCase()).not.toContain('</script');
  });

  it('keeps the same JSON value', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: hostile,
      list: [1, 'a<b'],
    };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe('helpers', () => {
  it('joins the public address and paths', () => {
    expect(absoluteUrl('https://a.example/', '/x.html')).toBe('https://a.example/x.html');
    expect(absoluteUrl('https://a.example', 'x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example', 'https://cdn.example/i.png')).toBe(
      'https://cdn.example/i.png',
    );
  });

  it('turns HTML into bounded plain text', () => {
    expect(plainText('<p>A&nbsp;<b>bold</b>\n move &lt;3</p>')).toBe('A bold move <3');
    expect(plainText('x'.repeat(10), 4)).toBe('xxxx');
  });
});

describe('articleJsonLd', () => {
  it('a blog post is a BlogPosting with its author, date and absolute image', () => {
    expect(
      articleJsonLd({
        type: 'BlogPosting',
        headline: 'Fabrics',
        href: '/blog/fabrics',
        baseUrl: 'https://shop.example/',
        publisher: 'Charter Furniture',
        description: 'About fabrics',
        datePublished: '2026-10-14',
        author: 'Dana Whitfield',
        image: '/content/a.svg',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Fabrics',
      url: 'https://shop.example/blog/fabrics',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/blog/fabrics' },
      author: { '@type': 'Person', name: 'Dana Whitfield' },
      publisher: { '@type': 'Organization', name: 'Charter Furniture' },
      description: 'About fabrics',
      datePublished: '2026-10-14',
      image: ['https://shop.example/content/a.svg'],
    });
  });

  it('without an author the publisher is the author; missing fields are left out', () => {
    const data = articleJsonLd({
      type: 'Article',
      headline: 'x'.repeat(200),
      href: '/projects/p',
      baseUrl: 'https://shop.example',
      publisher: 'Charter Furniture',
    });
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Charter Furniture' });
    expect((data.headline as string).length).toBe(110);
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('image');
  });
});

describe('dealersJsonLd and imageGalleryJsonLd', () => {
  it('lists dealers as LocalBusiness entries with only the contact fields they have', () => {
    expect(
      dealersJsonLd(
        [
          {
            name: 'A',
            address: ['1 Main St', 'Town'],
            phone: '+1 555',
            email: null,
            website: 'https://a.example',
          },
          { name: 'B', address: [], phone: null, email: 'b@b.example', website: null },
        ],
        'https://shop.example/where-to-buy',
      ).itemListElement,
    ).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'LocalBusiness',
          name: 'A',
          address: '1 Main St, Town',
          telephone: '+1 555',
          url: 'https://a.example',
        },
      },
      {
        '@type': 'ListItem',
        position: 2,
        item: { '@type': 'LocalBusiness', name: 'B', email: 'b@b.example' },
      },
    ]);
  });

  it('an image gallery names each image by absolute URL', () => {
    expect(
      imageGalleryJsonLd({
        name: 'Gallery',
        href: '/gallery',
        baseUrl: 'https://shop.example',
        images: [
          { url: '/content/a.svg', caption: 'A' },
          { url: 'https://cdn.example/b.jpg', caption: null },
        ],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ImageGallery',
      name: 'Gallery',
      url: 'https://shop.example/gallery',
      associatedMedia: [
        { '@type': 'ImageObject', contentUrl: 'https://shop.example/content/a.svg', caption: 'A' },
        { '@type': 'ImageObject', contentUrl: 'https://cdn.example/b.jpg' },
      ],
    });
  });
});
