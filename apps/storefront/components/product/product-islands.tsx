'use client';
// Product-page islands that most visits never render, each loaded as its own chunk: the gift card
// fields (gift card products only), a set's member table (grouped products only) and the wish-list
// form (signed-in customers only; a guest gets a sign-in link). Client modules reachable from the route's server graph otherwise all share the
// route's chunks, so every product page would download them. They still render on the server, and
// a page that shows one requests its chunk (the pattern of components/catalog/listing-islands.tsx).
import dynamic from 'next/dynamic';

export const GiftCardOptions = dynamic(() =>
  import('./GiftCardOptions').then((m) => m.GiftCardOptions),
);
export const GroupedAddToCart = dynamic(() =>
  import('./GroupedAddToCart').then((m) => m.GroupedAddToCart),
);
export const WishlistAddForm = dynamic(() =>
  import('@/components/account/pages/WishlistAddForm').then((m) => m.WishlistAddForm),
);
