'use client';
// Navigation for the listing controls: every change becomes a new q in the URL, rendered by
// the server. The controls show the new state at once (optimistic) while the list loads.
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useOptimistic, useTransition } from 'react';
import {
  listingSearch,
  parseListingQuery,
  serializeListingQuery,
  type ListingState,
} from '@/lib/commerce/catalog/listing-query';

export function useListingNavigation(q: string) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [optimisticQ, setOptimisticQ] = useOptimistic(q);
  const state = parseListingQuery(optimisticQ);
  const navigate = useCallback(
    (next: ListingState) => {
      startTransition(() => {
        setOptimisticQ(serializeListingQuery(next));
        router.push(`${pathname}${listingSearch(next)}`, { scroll: false });
      });
    },
    [router, pathname, setOptimisticQ],
  );
  return { state, navigate, pending };
}
