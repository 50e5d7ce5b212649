import type { Config } from '../../config.js';
import type { AggregationService } from '../search/aggregations.js';
import type { SearchService } from '../search/search.service.js';
import type { AttributeCatalog } from './attribute.service.js';
import type { CategoryService } from './category.service.js';
import type { ProductService } from './product.service.js';

/** What the catalogue and search resolvers are built from. */
export interface CatalogDeps {
  config: Config;
  products: ProductService;
  categories: CategoryService;
  attributes: AttributeCatalog;
  search: SearchService;
  aggregations: AggregationService;
}
