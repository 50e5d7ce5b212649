// Catalogue texts: listings, tiles, product page.
export const catalogMessages = {
  'catalog.product.asLowAs': 'As low as {price}',
  'catalog.product.archived': 'Archived',
  'catalog.product.new': 'New',
  'catalog.product.sale': 'Sale',
} as const;
