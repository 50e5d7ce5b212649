// What the rendered app tells the server's page cache (server/page-cache.ts), without importing
// the server: the two share the process but not a module graph (Next.js bundles the app), so the
// server installs a hook on `globalThis` at start and these calls reach it. Absent under
// `next dev` and in tests: the calls then do nothing (docs/architecture/caching.md).

export const PAGE_CACHE_HOOK = Symbol.for('charter.page-cache');

export interface PageCacheHook {
  /** Forget every kept page. */
  clear(): void;
  /** The page being rendered in this async context must not be kept. */
  markPrivate(): void;
}

function hook(): PageCacheHook | undefined {
  return (globalThis as Record<symbol, PageCacheHook | undefined>)[PAGE_CACHE_HOOK];
}

/** A mutation changed shared reads (lib/commerce/cache.ts): pages rendered from them go. */
export function clearPageCache(): void {
  hook()?.clear();
}

/**
 * The render in progress read something that is not shared between visitors (a per-visitor or
 * uncached read, or a read that failed): its page is this visitor's alone (lib/commerce/client.ts).
 */
export function markPagePrivate(): void {
  hook()?.markPrivate();
}
