// schema.org structured data (JSON-LD) for search engines: Product, BreadcrumbList, Organization
// and WebSite. Pure builders (unit-tested) plus the serializer that makes the JSON safe inside an
// HTML <script> element. Product texts come from the catalogue and are treated as untrusted.
import type { ProductDetail } from '@/lib/commerce/types';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
/** Longest description put in structured data. */
const MAX_DESCRIPTION = 5000;

/** Joins the public storefront address and a site path (or keeps an absolute http(s) URL). */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Text of an HTML fragment: tags dropped, common entities decoded, whitespace collapsed. */
export function plainText(html: string, max = MAX_DESCRIPTION): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

export interface ProductJsonLdInput {
  product: ProductDetail;
  /** Absolute storefront address, no trailing slash needed. */
  baseUrl: string;
  /** Brand name (the store's brand: the catalogue has no brand attribute). */
  brand: string;
  /** Approved reviews: count and 0–100 average. */
  rating?: { count: number; percent: number } | null;
}

export function productJsonLd({ product, baseUrl, brand, rating }: ProductJsonLdInput): JsonLd {
  const url = absoluteUrl(baseUrl, product.href);
  const images = product.gallery
    .filter((g) => g.kind === 'image' && g.url)
    .map((g) => absoluteUrl(baseUrl, g.url));
  const description =
    product.metaDescription || plainText(product.shortDescriptionHtml || product.descriptionHtml);
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    brand: { '@type': 'Brand', name: brand },
  };
  if (product.marketingSku) data.mpn = product.marketingSku;
  if (images.length > 0) data.image = images;
  if (description) data.description = description;
  const price = product.price.final;
  if (price) {
    data.offers = {
      '@type': 'Offer',
      url,
      price: (price.cents / 100).toFixed(2),
      priceCurrency: price.currency,
      availability:
        product.stockStatus === 'IN_STOCK'
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    };
  }
  if (rating && rating.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      // 0–100 average to the 1–5 star scale, one decimal.
      ratingValue: Math.min(5, Math.max(1, Math.round(rating.percent / 2) / 10)),
      bestRating: 5,
      worstRating: 1,
      reviewCount: rating.count,
    };
  }
  return data;
}

export interface ArticleJsonLdInput {
  /** 'BlogPosting' for blog posts, 'Article' for project stories. */
  type: 'BlogPosting' | 'Article';
  headline: string;
  href: string;
  baseUrl: string;
  /** The site's brand: the publisher, and the author when the post names none. */
  publisher: string;
  description?: string | null;
  datePublished?: string | null;
  author?: string | null;
  image?: string | null;
}

export function articleJsonLd(input: ArticleJsonLdInput): JsonLd {
  const url = absoluteUrl(input.baseUrl, input.href);
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': input.type,
    headline: input.headline.slice(0, 110),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: input.author
      ? { '@type': 'Person', name: input.author }
      : { '@type': 'Organization', name: input.publisher },
    publisher: { '@type': 'Organization', name: input.publisher },
  };
  if (input.description) data.description = input.description.slice(0, MAX_DESCRIPTION);
  if (input.datePublished) data.datePublished = input.datePublished;
  if (input.image) data.image = [absoluteUrl(input.baseUrl, input.image)];
  return data;
}

/** Dealers of the where-to-buy page: an ItemList of LocalBusiness entries. */
export function dealersJsonLd(
  dealers: readonly {
    name: string;
    address: string[];
    phone: string | null;
    email: string | null;
    website: string | null;
  }[],
  pageUrl: string,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    url: pageUrl,
    itemListElement: dealers.map((d, i) => {
      const business: JsonLd = { '@type': 'LocalBusiness', name: d.name };
      if (d.address.length > 0) business.address = d.address.join(', ');
      if (d.phone) business.telephone = d.phone;
      if (d.email) business.email = d.email;
      if (d.website) business.url = d.website;
      return { '@type': 'ListItem', position: i + 1, item: business };
    }),
  };
}

export function imageGalleryJsonLd({
  name,
  href,
  baseUrl,
  images,
}: {
  name: string;
  href: string;
  baseUrl: string;
  images: readonly { url: string; caption: string | null }[];
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ImageGallery',
    name,
    url: absoluteUrl(baseUrl, href),
    associatedMedia: images.map((i) => ({
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(baseUrl, i.url),
      ...(i.caption ? { caption: i.caption } : {}),
    })),
  };
}

export function breadcrumbJsonLd(items: { name: string; href: string }[], baseUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(baseUrl, item.href),
    })),
  };
}

export function organizationJsonLd({
  name,
  baseUrl,
  logo,
}: {
  name: string;
  baseUrl: string;
  logo?: string | null;
}): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url: absoluteUrl(baseUrl, '/'),
  };
  if (logo) data.logo = absoluteUrl(baseUrl, logo);
  return data;
}

/** The site with a sitelinks search box: /search/{term}. */
export function websiteJsonLd({
  name,
  baseUrl,
  homePath = '/',
}: {
  name: string;
  baseUrl: string;
  homePath?: string;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: absoluteUrl(baseUrl, homePath),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: absoluteUrl(baseUrl, '/search/{search_term_string}'),
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. `<`, `>` and `&` become \u escapes (so
 * no `</script>` or `<!--` can end or change the element), as do U+2028 and U+2029; the result is
 * still the same JSON value.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
