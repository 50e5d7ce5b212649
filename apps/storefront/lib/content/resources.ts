// Buyer resources (spec §3 content types), one single document each: `where-to-buy` (dealers
// by region, at /where-to-buy), `gallery` (installed-furniture photographs, at /gallery) and
// `download_scheme_specs` (spec-sheet files, at /spec-sheets). Spec sheets link to files the
// storefront serves from public/downloads/ (or to absolute CMS media URLs); nothing here builds
// files. Pure shaping of what the provider returns: malformed entries are dropped.
import { linkUrl } from './fields';
import type { ImageField, LinkField, RichTextField } from './types';

export const RESOURCE_PATHS = {
  'where-to-buy': '/where-to-buy',
  gallery: '/gallery',
  download_scheme_specs: '/spec-sheets',
} as const;

export type ResourceType = keyof typeof RESOURCE_PATHS;

interface ResourceHead {
  title: string;
  intro: RichTextField;
  metaDescription: string | null;
}

export interface Dealer {
  name: string;
  region: string;
  address: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  sectors: string | null;
}

export interface WhereToBuyData extends ResourceHead {
  /** Dealers grouped by region, regions and dealers in the document's order. */
  regions: { region: string; dealers: Dealer[] }[];
}

export interface GalleryItem {
  image: ImageField;
  caption: string | null;
  href: string | null;
}

export interface GalleryData extends ResourceHead {
  items: GalleryItem[];
}

export interface SpecSheet {
  label: string;
  href: string;
  /** Upper-case file format (PDF, DWG, ZIP) from the document or the file name. */
  format: string | null;
  size: string | null;
}

export interface SpecSheetsData extends ResourceHead {
  groups: { heading: string; files: SpecSheet[] }[];
}

const MAX_ENTRIES = 200;
const MAX_TEXT = 300;

function str(v: unknown, max = MAX_TEXT): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null;
}

function list(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v)
    ? v
        .slice(0, MAX_ENTRIES)
        .filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
    : [];
}

function head(data: unknown): (ResourceHead & { d: Record<string, unknown> }) | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const title = str(d.title);
  if (!title) return null;
  const intro =
    typeof d.intro === 'string' || Array.isArray(d.intro) ? (d.intro as RichTextField) : null;
  return { title, intro, metaDescription: str(d.meta_description), d };
}

function group<T>(entries: { key: string; value: T }[]): { key: string; values: T[] }[] {
  const out: { key: string; values: T[] }[] = [];
  for (const e of entries) {
    const found = out.find((g) => g.key === e.key);
    if (found) found.values.push(e.value);
    else out.push({ key: e.key, values: [e.value] });
  }
  return out;
}

/** A web address the page may link to: http(s) only. */
function webUrl(v: unknown): string | null {
  const href = linkUrl(v as LinkField);
  return href && /^https?:\/\//i.test(href) ? href : null;
}

export function toWhereToBuy(data: unknown): WhereToBuyData | null {
  const h = head(data);
  if (!h) return null;
  const dealers = list(h.d.dealers).flatMap((raw) => {
    const name = str(raw.name);
    if (!name) return [];
    const email = str(raw.email);
    const dealer: Dealer = {
      name,
      region: str(raw.region) ?? '',
      address: (str(raw.address, 1000) ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .slice(0, 6),
      phone: str(raw.phone, 40),
      email: email && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email) ? email : null,
      website: webUrl(raw.website),
      sectors: str(raw.sectors),
    };
    return [{ key: dealer.region, value: dealer }];
  });
  return {
    title: h.title,
    intro: h.intro,
    metaDescription: h.metaDescription,
    regions: group(dealers).map((g) => ({ region: g.key, dealers: g.values })),
  };
}

export function toGallery(data: unknown): GalleryData | null {
  const h = head(data);
  if (!h) return null;
  const items = list(h.d.items).flatMap((raw) => {
    const image = raw.image as ImageField | null | undefined;
    if (!image?.url || !image.dimensions) return [];
    return [{ image, caption: str(raw.caption), href: linkUrl(raw.link as LinkField) }];
  });
  return { title: h.title, intro: h.intro, metaDescription: h.metaDescription, items };
}

function fileFormat(href: string, given: string | null): string | null {
  if (given) return given.toUpperCase().slice(0, 10);
  const m = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(href);
  return m?.[1] ? m[1].toUpperCase() : null;
}

export function toSpecSheets(data: unknown): SpecSheetsData | null {
  const h = head(data);
  if (!h) return null;
  const files = list(h.d.files).flatMap((raw) => {
    const label = str(raw.label);
    const href = linkUrl(raw.file as LinkField);
    // Site files or web addresses only (linkUrl already drops other schemes).
    if (!label || !href || href.startsWith('//')) return [];
    const sheet: SpecSheet = {
      label,
      href,
      format: fileFormat(href, str(raw.format, 10)),
      size: str(raw.size, 20),
    };
    return [{ key: str(raw.category) ?? '', value: sheet }];
  });
  return {
    title: h.title,
    intro: h.intro,
    metaDescription: h.metaDescription,
    groups: group(files).map((g) => ({ heading: g.key, files: g.values })),
  };
}
