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
  'content.blog.title': 'Blog',
  'content.blog.empty': 'No posts yet.',
  'content.blog.back': 'All blog posts',
  'content.projects.title': 'Projects',
  'content.projects.empty': 'No projects yet.',
  'content.projects.back': 'All projects',
  'content.projects.products': 'Products in this project',
  'content.whereToBuy.website': 'Website of {name}',
  'content.specs.download': 'Download {label} ({details})',
} as const;
