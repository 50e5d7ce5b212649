// Site-shell texts added with browser storage: recently viewed products, the page loading
// indicator, listing filter drafts and price limits, content pages and the gallery player.
export const shellMessages = {
  'recentlyViewed.title': 'Recently Viewed',
} as const;
