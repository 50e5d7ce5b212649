'use client';
// The listing's client islands, each loaded as its own chunk. Category and product pages share one
// route ([...slug]), so statically imported islands would all ship to both; through dynamic() a
// product page no longer downloads the filters and infinite scroll. They still render on the
// server, and their chunks are requested by the pages that show them.
import dynamic from 'next/dynamic';

export const FilterPanel = dynamic(() => import('./FilterPanel').then((m) => m.FilterPanel));
export const ListingControls = dynamic(() =>
  import('./ListingControls').then((m) => m.ListingControls),
);
export const InfiniteProductList = dynamic(() =>
  import('./InfiniteProductList').then((m) => m.InfiniteProductList),
);
