// Content `page` documents (spec §3 content types): a title and slices, rendered at '/{uid}'
// (the address document links resolve to, lib/content/fields.ts). Slices the storefront knows:
// rich text, image, and a product carousel from SKUs; others are skipped. Pure shaping of what
// the provider returns, so a malformed document renders what is valid in it.
import type { ImageField, RichTextField } from './types';

export type PageSlice =
  | { kind: 'rich_text'; text: RichTextField }
  | { kind: 'image'; image: ImageField; caption: string | null }
  | { kind: 'product_carousel'; title: string | null; skus: string[] };

export interface ContentPageData {
  title: string;
  metaDescription: string | null;
  slices: PageSlice[];
}

/** A uid a content page may have: lower-case words and dashes, like Prismic's. */
export const PAGE_UID_RE = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MAX_SLICES = 50;

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

function toSlice(raw: unknown): PageSlice | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const s = raw as {
    slice_type?: unknown;
    primary?: Record<string, unknown> | null;
    items?: unknown;
  };
  const primary = s.primary ?? {};
  switch (s.slice_type) {
    case 'rich_text':
    case 'text':
      return { kind: 'rich_text', text: (primary.text ?? primary.content) as RichTextField };
    case 'image': {
      const image = primary.image as ImageField | undefined;
      return image?.url ? { kind: 'image', image, caption: str(primary.caption) } : null;
    }
    case 'product_carousel': {
      const fromItems = Array.isArray(s.items)
        ? s.items.map((i) => str((i as { sku?: unknown })?.sku))
        : [];
      const fromText = typeof primary.skus === 'string' ? primary.skus.split(',') : [];
      const skus = [...fromItems, ...fromText].flatMap((v) => (v && v.trim() ? [v.trim()] : []));
      return skus.length > 0 ? { kind: 'product_carousel', title: str(primary.title), skus } : null;
    }
    default:
      return null;
  }
}

export function toContentPage(data: unknown): ContentPageData | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as {
    title?: unknown;
    meta_description?: unknown;
    slices?: unknown;
    body?: unknown;
  };
  const title = str(d.title);
  if (!title) return null;
  const rawSlices = Array.isArray(d.slices) ? d.slices : Array.isArray(d.body) ? d.body : [];
  const slices = rawSlices.slice(0, MAX_SLICES).flatMap((s) => toSlice(s) ?? []);
  return { title, metaDescription: str(d.meta_description), slices };
}
