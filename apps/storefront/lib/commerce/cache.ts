// The one manifest of cache tags and lifetimes for commerce reads. Every cached read names its
// entry here; every mutation that changes catalogue data revalidates the matching tag.

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
} as const;

export const CACHE_LIFETIMES = {
  products: 60,
  categories: 300,
  routes: 60,
  storeConfig: 300,
  attributes: 300,
  searchTerms: 60,
} as const;

type Entry = keyof typeof CACHE_TAGS;

/** Policy for one read; tags are also scoped per store view so one view can be revalidated alone. */
export function cachePolicy(entry: Entry, store: string, ...extraTags: string[]): CachePolicy {
  const tag = CACHE_TAGS[entry];
  return { tags: [tag, `${tag}:${store}`, ...extraTags], revalidate: CACHE_LIFETIMES[entry] };
}
