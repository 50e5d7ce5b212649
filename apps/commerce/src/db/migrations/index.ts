import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_catalog.js';
import * as m0002 from './0002_directory.js';
import * as m0003 from './0003_cart_checkout.js';
import * as m0004 from './0004_search_sku_index.js';
import * as m0005 from './0005_cart_gift_card_lines.js';
import * as m0006 from './0006_customers.js';
import * as m0007 from './0007_customer_account.js';
import * as m0008 from './0008_catalog_version.js';
import * as m0009 from './0009_rate_limits.js';
import * as m0010 from './0010_order_hardening.js';
import * as m0011 from './0011_product_reviews.js';
import * as m0012 from './0012_compare_lists.js';
import * as m0013 from './0013_search_terms.js';
import * as m0014 from './0014_catalog_change_log.js';
import * as m0015 from './0015_product_sku_lower_index.js';
import * as m0017 from './0017_catalog_relations_version.js';
import * as m0018 from './0018_offline_order_client_address.js';
import * as m0019 from './0019_newsletter_confirmation.js';
import * as m0020 from './0020_gift_card_catalog_change.js';
import * as m0021 from './0021_several_wishlists.js';
import * as m0022 from './0022_grouped_product_links.js';
import * as m0023 from './0023_downloadable_products.js';
import * as m0024 from './0024_operators.js';
import * as m0025 from './0025_order_operations.js';
import * as m0026 from './0026_catalog_admin.js';
import * as m0027 from './0027_operator_lookups.js';
import * as m0028 from './0028_trigram_pending_list.js';

// Migrations in order. Add new ones at the end; never edit one that has shipped.
const migrations: Record<string, Migration> = {
  '0001_catalog': m0001,
  '0002_directory': m0002,
  '0003_cart_checkout': m0003,
  '0004_search_sku_index': m0004,
  '0005_cart_gift_card_lines': m0005,
  '0006_customers': m0006,
  '0007_customer_account': m0007,
  '0008_catalog_version': m0008,
  '0009_rate_limits': m0009,
  '0010_order_hardening': m0010,
  '0011_product_reviews': m0011,
  '0012_compare_lists': m0012,
  '0013_search_terms': m0013,
  '0014_catalog_change_log': m0014,
  '0015_product_sku_lower_index': m0015,
  '0017_catalog_relations_version': m0017,
  '0018_offline_order_client_address': m0018,
  '0019_newsletter_confirmation': m0019,
  '0020_gift_card_catalog_change': m0020,
  '0021_several_wishlists': m0021,
  '0022_grouped_product_links': m0022,
  '0023_downloadable_products': m0023,
  '0024_operators': m0024,
  '0025_order_operations': m0025,
  '0026_catalog_admin': m0026,
  '0027_operator_lookups': m0027,
  '0028_trigram_pending_list': m0028,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
