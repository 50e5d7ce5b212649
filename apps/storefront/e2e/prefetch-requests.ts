// Telling Next.js's router prefetches apart from other requests, for the journeys that watch them.
import type { Request } from '@playwright/test';

/** Next.js's router marks its prefetches with these request headers. */
export function isPrefetch(request: Request): boolean {
  const h = request.headers();
  return h['next-router-prefetch'] !== undefined || h['next-router-segment-prefetch'] !== undefined;
}
