// Content that sits inside other views (spec §3 content types): `promo_banner` and
// `reviews_inspiration_mosaic` on the landing views (looked up by the view's content uid),
// `category_landing_page` above a category listing (uid = the category's url path with '/'
// as '--'), and `cms_nav`, the side navigation of content pages. Pure shaping, bounded.
import { linkUrl } from './fields';
import type { ImageField, LinkField, RichTextField } from './types';

export interface PromoBanner {
  heading: string;
  text: RichTextField;
  ctaLabel: string | null;
  ctaHref: string | null;
  image: ImageField | null;
}

export interface MosaicTile {
  quote: string | null;
  author: string | null;
  property: string | null;
  image: ImageField | null;
  href: string | null;
}

export interface ReviewsMosaic {
  heading: string;
  tiles: MosaicTile[];
}

export interface CategoryLanding {
  heading: string | null;
  text: RichTextField;
  image: ImageField | null;
  links: { label: string; href: string }[];
}

export interface CmsNav {
  title: string;
  items: { label: string; href: string }[];
}

const MAX_ITEMS = 24;

function str(v: unknown, max = 300): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null;
}

function rec(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : null;
}

function list(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v)
    ? v.slice(0, MAX_ITEMS).flatMap((x): Record<string, unknown>[] => {
        const r = rec(x);
        return r ? [r] : [];
      })
    : [];
}

function image(v: unknown): ImageField | null {
  const i = rec(v) as ImageField | null;
  return i?.url && i.dimensions ? i : null;
}

function richText(v: unknown): RichTextField {
  return typeof v === 'string' || Array.isArray(v) ? (v as RichTextField) : null;
}

function links(v: unknown): { label: string; href: string }[] {
  return list(v).flatMap((raw) => {
    const label = str(raw.label);
    const href = linkUrl((raw.link ?? raw.url) as LinkField);
    return label && href ? [{ label, href }] : [];
  });
}

export function toPromoBanner(data: unknown): PromoBanner | null {
  const d = rec(data);
  const heading = str(d?.heading);
  if (!d || !heading) return null;
  const ctaHref = linkUrl(d.cta_link as LinkField);
  const ctaLabel = str(d.cta_label);
  return {
    heading,
    text: richText(d.text),
    ctaLabel: ctaHref ? ctaLabel : null,
    ctaHref: ctaLabel ? ctaHref : null,
    image: image(d.image),
  };
}

export function toReviewsMosaic(data: unknown): ReviewsMosaic | null {
  const d = rec(data);
  const heading = str(d?.heading);
  if (!d || !heading) return null;
  const tiles = list(d.items).flatMap((raw) => {
    const tile: MosaicTile = {
      quote: str(raw.quote, 600),
      author: str(raw.author),
      property: str(raw.property),
      image: image(raw.image),
      href: linkUrl(raw.link as LinkField),
    };
    // A tile shows a quote, a photograph, or both.
    return tile.quote || tile.image ? [tile] : [];
  });
  return tiles.length > 0 ? { heading, tiles } : null;
}

/** The category_landing_page uid of a category url path ('seating/lounge-chairs'). */
export function categoryLandingUid(urlPath: string): string {
  return urlPath
    .toLowerCase()
    .replace(/\.html$/, '')
    .replace(/\//g, '--');
}

export function toCategoryLanding(data: unknown): CategoryLanding | null {
  const d = rec(data);
  if (!d) return null;
  const landing: CategoryLanding = {
    heading: str(d.heading),
    text: richText(d.text),
    image: image(d.image),
    links: links(d.links),
  };
  return landing.heading || landing.text || landing.image || landing.links.length > 0
    ? landing
    : null;
}

export function toCmsNav(data: unknown): CmsNav | null {
  const d = rec(data);
  const title = str(d?.title);
  if (!d || !title) return null;
  const items = links(d.items);
  return items.length > 0 ? { title, items } : null;
}
