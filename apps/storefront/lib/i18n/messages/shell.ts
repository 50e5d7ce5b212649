// Site-shell texts added with browser storage: recently viewed products, the page loading
// indicator, listing filter drafts and price limits, content pages and the gallery player.
export const shellMessages = {
  'recentlyViewed.title': 'Recently Viewed',
  'catalog.listing.applyFilters': 'Apply',
  'catalog.listing.priceRange': 'Price range',
  'catalog.listing.priceMin': 'Min',
  'catalog.listing.priceMax': 'Max',
  'catalog.listing.priceApply': 'Go',
  'catalog.listing.priceRequired': 'Required',
  'catalog.listing.priceInvalid': 'Invalid value',
  'content.page.products': 'Featured products',
} as const;
