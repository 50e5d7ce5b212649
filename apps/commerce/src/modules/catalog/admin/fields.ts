// Field-level validation shared by the console's forms and the CSV import (docs/decisions/1431):
// zod schemas whose issues become one clear message per field.
import { z } from 'zod';

export interface FieldError {
  /** The input field (the form's name for it, e.g. "specialPrice", "images.2.label"). */
  field: string;
  message: string;
}

export const fieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.map((i) => ({
    field: i.path.map(String).join('.') || '(input)',
    message: i.message,
  }));

/** Dollars with at most two decimals, at most 99,999,999.99, as integer cents. */
export const money = z
  .number({ error: 'Enter an amount in dollars, like 129.99.' })
  .min(0, 'Enter an amount of 0 or more.')
  .max(9_999_999.99, 'Enter an amount under 10,000,000.')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most two decimals.')
  .transform((n) => Math.round(n * 100));

/** An ISO date ("2026-12-01") or date-time; null clears. */
export const isoDate = z
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s), {
    message: 'Enter a date as YYYY-MM-DD.',
  })
  .transform((s) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s))
  .refine((d) => !Number.isNaN(d.getTime()), 'Enter a real date.');

/** A URL key: lower-case letters, digits and dashes (Magento's url_key form). */
export const urlKey = z
  .string()
  .trim()
  .min(1, 'Enter a URL key.')
  .max(200, 'Use at most 200 characters.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes only.');

/** An image: an http(s) URL, or a path below the media base URL (no "..", no leading slash). */
export const imageFile = z
  .string()
  .trim()
  .min(1, 'Enter an image URL or path.')
  .max(500, 'Use at most 500 characters.')
  .refine(
    (s) =>
      /^https?:\/\/[^\s"'<>]+$/.test(s) ||
      (/^[A-Za-z0-9._/-]+$/.test(s) && !s.split('/').includes('..') && !s.startsWith('/')),
    'Enter an http(s) URL or a media path like catalog/product/chair.svg.',
  );

export const VISIBILITIES = {
  NOT_VISIBLE_INDIVIDUALLY: 1,
  CATALOG: 2,
  SEARCH: 3,
  CATALOG_SEARCH: 4,
} as const;
export type VisibilityName = keyof typeof VISIBILITIES;
export const visibilityName = (v: number): VisibilityName =>
  (Object.entries(VISIBILITIES).find(([, n]) => n === v)?.[0] as VisibilityName | undefined) ??
  'CATALOG_SEARCH';

/** Turns a name into a URL key ("Aria Lounge Chair" → "aria-lounge-chair"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}
