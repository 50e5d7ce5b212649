// The catalogue's operator services, built once by the composition root: product search, product
// and image edits, category edits, CSV import and export. The admin resolvers map GraphQL onto
// these; each write takes the caller's transaction so its audit entry commits with it.
import type { Db } from '../../../db/index.js';
import { CategoryEditor } from './category-edit.js';
import type { CatalogRewrites } from './deps.js';
import { exportProducts } from './export.js';
import { CatalogImports, type ImportOptions } from './import/import.service.js';
import { ProductEditor } from './product-edit.js';
import { ProductImages } from './product-images.js';
import { readAdminProduct, type AdminProduct } from './product-read.js';
import { AdminProductSearch } from './product-search.js';

export class CatalogAdmin {
  readonly search: AdminProductSearch;
  readonly products: ProductEditor;
  readonly images = new ProductImages();
  readonly categories: CategoryEditor;
  readonly imports: CatalogImports;

  constructor(
    readonly db: Db,
    rewrites: CatalogRewrites,
    options: ImportOptions,
  ) {
    this.search = new AdminProductSearch(db);
    this.products = new ProductEditor(rewrites);
    this.categories = new CategoryEditor(rewrites);
    this.imports = new CatalogImports(db, rewrites, options);
  }

  product(id: number): Promise<AdminProduct | null> {
    return readAdminProduct(this.db, id);
  }

  exportProducts(): AsyncGenerator<string> {
    return exportProducts(this.db);
  }
}
