// Demo search terms (docs/decisions/1121): a merchandiser's redirects, one to a page of the shop
// (an address under the store's base link URL, which the storefront follows in-app), one to a
// document on another site (a full browser navigation), terms without a redirect, and an inactive
// one that the lookup never returns. The same terms exist in both store views.
import type { Db } from '../db/index.js';
import { DEMO_FACTS } from './facts.js';

/** The base link URL a seed uses when none is given (the service's default PUBLIC_BASE_URL). */
export const DEFAULT_SEED_BASE_URL = 'http://localhost:4000/';

/** The external document the 'catalog' term sends to. */
export const CATALOG_PDF_URL =
  'https://downloads.charter-furniture.example/charter-contract-catalogue-2025.pdf';

export interface DemoSearchTerm {
  text: string;
  /** A path under the base link URL (no leading '/'), or an absolute address. */
  redirect: { path: string } | { url: string } | null;
  popularity: number;
  numResults: number;
  active: boolean;
}

export const DEMO_SEARCH_TERMS: DemoSearchTerm[] = [
  {
    text: 'caster',
    redirect: { path: DEMO_FACTS.categories.casterWheels.urlPath },
    popularity: 42,
    numResults: 6,
    active: true,
  },
  {
    text: 'Catalog',
    redirect: { url: CATALOG_PDF_URL },
    popularity: 31,
    numResults: 0,
    active: true,
  },
  { text: 'lounge chair', redirect: null, popularity: 27, numResults: 9, active: true },
  { text: 'dining table', redirect: null, popularity: 19, numResults: 8, active: true },
  { text: 'bar stool', redirect: null, popularity: 11, numResults: 5, active: true },
  {
    text: 'clearance',
    redirect: { path: 'clearance' },
    popularity: 4,
    numResults: 0,
    active: false,
  },
];

/** The stored redirect of a demo term for this base link URL. */
export function demoRedirect(term: DemoSearchTerm, baseUrl: string): string | null {
  if (!term.redirect) return null;
  if ('url' in term.redirect) return term.redirect.url;
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${term.redirect.path}`;
}

export async function seedSearchTerms(
  db: Db,
  baseUrl: string = DEFAULT_SEED_BASE_URL,
): Promise<void> {
  const stores = await db.selectFrom('store').select('id').orderBy('id').execute();
  const rows = stores.flatMap((s) =>
    DEMO_SEARCH_TERMS.map((t) => ({
      query_text: t.text,
      num_results: t.numResults,
      popularity: t.popularity,
      redirect: demoRedirect(t, baseUrl),
      store_id: s.id,
      display_in_terms: true,
      is_active: t.active,
      is_processed: false,
    })),
  );
  if (rows.length > 0) await db.insertInto('search_query').values(rows).execute();
}
