import type { Config } from '../../config.js';
import type { AttributeCatalog } from './attribute.service.js';
import type { CategoryService } from './category.service.js';
import type { ProductService } from './product.service.js';
import type { VariantService } from './variant.service.js';

/** What the catalogue resolvers are built from (the search resolvers add their own: SearchDeps). */
export interface CatalogDeps {
  config: Config;
  products: ProductService;
  categories: CategoryService;
  attributes: AttributeCatalog;
  /** Configurable products' options and variant selection. */
  variants: VariantService;
}
