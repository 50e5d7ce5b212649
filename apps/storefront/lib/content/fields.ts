// Field helpers shared by every content consumer: links, images, rich text.
import { postHref } from './articles';
import type { ImageField, LinkField, RichTextBlock, RichTextField } from './types';

/** Resolves a link field to an href: internal paths start with '/', web links stay absolute. */
export function linkUrl(field: LinkField): string | null {
  if (!field) return null;
  if (typeof field === 'string') return normalise(field);
  if (field.url) return normalise(field.url);
  // A document link without a resolved url: posts at their section's path, other documents
  // at '/{uid}'.
  if (field.link_type === 'Document' && field.uid)
    return postHref(field.type, field.uid) ?? `/${field.uid}`;
  return null;
}

function normalise(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null; // javascript: and other schemes are dropped
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function isExternalUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

export interface ResolvedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** An image with known dimensions, or null: images without dimensions would shift the layout. */
export function resolveImage(
  field: ImageField | null | undefined,
  fallbackAlt = '',
): ResolvedImage | null {
  if (!field?.url || !field.dimensions) return null;
  return {
    src: field.url,
    alt: field.alt ?? fallbackAlt,
    width: field.dimensions.width,
    height: field.dimensions.height,
  };
}

/** Rich text as blocks; plain strings become paragraphs split on blank lines. */
export function richTextBlocks(field: RichTextField): RichTextBlock[] {
  if (!field) return [];
  if (typeof field === 'string') {
    return field
      .split(/\n\s*\n/)
      .map((text) => text.trim())
      .filter((text) => text !== '')
      .map((text) => ({ type: 'paragraph', text, spans: [] }));
  }
  return field.filter((b) => typeof b?.text === 'string');
}
