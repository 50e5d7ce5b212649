// The typed query layer's database (Kysely): one source for PGlite and PostgreSQL. Each module owns
// its tables' types in its own tables.ts; this file only composes them. src/db/tables.test.ts
// checks every table and column against the migrated schema (docs/decisions/1050).
import type { CartTables } from '../modules/cart/tables.js';
import type { CatalogTables } from '../modules/catalog/tables.js';
import type { CompareTables } from '../modules/compare/tables.js';
import type { CustomerTables } from '../modules/customer/tables.js';
import type { OperatorTables } from '../modules/operator/tables.js';
import type { NotificationTables } from '../modules/notification/tables.js';
import type { PaymentTables } from '../modules/payment/tables.js';
import type { ReviewTables } from '../modules/review/tables.js';
import type { SalesTables } from '../modules/sales/tables.js';
import type { SearchTables } from '../modules/search/tables.js';
import type { StoreTables } from '../modules/store/tables.js';
import type { UrlTables } from '../modules/url/tables.js';
import type { WishlistTables } from '../modules/wishlist/tables.js';
import type { SharedTables } from '../shared/tables.js';

export interface Database
  extends
    StoreTables,
    CatalogTables,
    UrlTables,
    CartTables,
    SalesTables,
    PaymentTables,
    NotificationTables,
    CustomerTables,
    WishlistTables,
    CompareTables,
    SearchTables,
    ReviewTables,
    OperatorTables,
    SharedTables {}
