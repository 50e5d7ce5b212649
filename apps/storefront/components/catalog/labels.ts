// Message lookups shared by the catalogue's server components and actions.
import 'server-only';
import type { Translate } from '@/lib/i18n/catalog';
import type { TileLabels } from './ProductTile';
import { compareButtonLabels } from '@/components/compare/labels';

export function tileLabels(t: Translate): TileLabels {
  return {
    // Kept as a template: the tile fills in {price}.
    asLowAs: t('catalog.product.asLowAs', { price: '{price}' }),
    archived: t('catalog.product.archived'),
    isNew: t('catalog.product.new'),
    sale: t('catalog.product.sale'),
    sku: t('catalog.product.sku'),
    reviews: {
      stars: t('reviews.stars', { rating: '{rating}' }),
      count: t('reviews.count', { count: '{count}' }),
      countOne: t('reviews.countOne'),
    },
    compare: compareButtonLabels(t),
  };
}
