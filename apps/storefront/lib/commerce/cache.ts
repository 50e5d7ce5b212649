// The one manifest of cache tags and lifetimes for the storefront's cached reads, and of the tags
// each kind of mutation changes. Every cached read names its entry here; every mutation calls
// revalidateAfter with its kind, which revalidates the kind's tags and drops them from the
// in-process read memo (read-memo.ts) too. cache.test.ts checks that every tag in use is listed.
import { refresh, revalidateTag } from 'next/cache';
import { clearPageCache } from '@/lib/page-cache-hook';
import { readMemo } from './read-memo';

export interface CachePolicy {
  tags: string[];
  /** Seconds the Next.js data cache may serve the response before revalidating. */
  revalidate: number;
}

export const CACHE_TAGS = {
  products: 'products',
  categories: 'categories',
  routes: 'routes',
  storeConfig: 'store-config',
  attributes: 'attributes',
  searchTerms: 'search-terms',
  /** Countries and regions (read with the store configuration's lifetime). */
  directory: 'directory',
  /** Content pages and blocks (lib/content). */
  content: 'content',
} as const;

export const CACHE_LIFETIMES = {
  products: 60,
  categories: 300,
  routes: 60,
  storeConfig: 300,
  attributes: 300,
  searchTerms: 60,
  directory: 300,
  content: 60,
} as const;

/**
 * Spec §9's query cache: an answer is fresh for 150 s, kept 300 s, and never refetched because
 * the window regained focus. The storefront has no browser-side query cache (every read is made
 * by its server); docs/decisions/0310 maps the figures: no shared read is served from the data
 * cache longer than the spec keeps an answer (every lifetime above is at most `keptSeconds`), the
 * router's client cache keeps a prefetched static page for 300 s (Next.js's default), and nothing
 * refreshes on focus.
 */
export const SPEC_QUERY_CACHE = {
  freshSeconds: 150,
  keptSeconds: 300,
  refetchOnWindowFocus: false,
} as const;

type Entry = keyof typeof CACHE_TAGS;

/**
 * The data-cache lifetime of an entry: CACHE_LIFETIMES, capped by `DATA_CACHE_MAX_SECONDS` when
 * that is a positive whole number. Each storefront replica keeps its own data cache, so the
 * lifetime is how long a replica that did not take a mutation may show what it changed
 * (docs/operations.md, docs/decisions/0990); the cap shortens that bound for every entry.
 */
export function cacheLifetime(
  entry: Entry,
  env: Record<string, string | undefined> = process.env,
): number {
  const cap = Number(env.DATA_CACHE_MAX_SECONDS);
  const lifetime = CACHE_LIFETIMES[entry];
  return Number.isInteger(cap) && cap > 0 ? Math.min(lifetime, cap) : lifetime;
}

/**
 * The cached reads each kind of mutation changes. Carts, checkouts, accounts, wish lists and
 * compare lists are per visitor and never cached, so writing them changes no shared read; a
 * placed order changes the stock the product reads show, and a review the rating summary and
 * review count of the product reads.
 */
export const MUTATION_TAGS = {
  cart: [],
  checkout: [],
  placeOrder: ['products'],
  account: [],
  wishlist: [],
  compare: [],
  review: ['products'],
} as const satisfies Record<string, readonly Entry[]>;

export type Mutation = keyof typeof MUTATION_TAGS;

/** Policy for one read; tags are also scoped per store view so one view can be revalidated alone. */
export function cachePolicy(entry: Entry, store: string, ...extraTags: string[]): CachePolicy {
  const tag = CACHE_TAGS[entry];
  return { tags: [tag, `${tag}:${store}`, ...extraTags], revalidate: cacheLifetime(entry) };
}

/** The tags a mutation revalidates: the unscoped tag of each entry it changes (every store view). */
function tagsChangedBy(mutation: Mutation): string[] {
  return (MUTATION_TAGS[mutation] as readonly Entry[]).map((entry) => CACHE_TAGS[entry]);
}

/**
 * After a successful mutation: the next read of each changed tag fetches afresh (stale while it
 * revalidates), and this process's read memo forgets it at once. A mutation that changes shared
 * reads also empties the server's page cache (server/page-cache.ts), whose pages were rendered from them.
 */
export function revalidateAfter(mutation: Mutation): void {
  const tags = tagsChangedBy(mutation);
  for (const tag of tags) {
    revalidateTag(tag, 'max');
    readMemo.forgetTag(tag);
  }
  if (tags.length > 0) clearPageCache();
}

/** revalidateAfter, then the page the action was sent from renders again with what changed. */
export function refreshAfter(mutation: Mutation): void {
  revalidateAfter(mutation);
  refresh();
}
