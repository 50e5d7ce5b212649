// The composition root of the commerce modules (docs/decisions/1011): every service is built here,
// once, and each module gets what it needs from another one passed in (a small interface the
// consuming module declares, or the other module's service where the dependency runs one way).
// No module imports this file or another module's composition; resolver files only map GraphQL
// onto the services they are given. server.ts calls composeModules with the shared infrastructure.
import type { Config } from '../config.js';
import { isEmbedded, type Db } from '../db/index.js';
import type { AdminResolverMap } from '../graphql/admin-resolvers.js';
import type { ResolverMap } from '../graphql/resolvers.js';
import type { Limits } from '../shared/rate-rules.js';
import { CartItemService } from './cart/cart-items.service.js';
import { cartResolvers } from './cart/cart.resolvers.js';
import { CartService } from './cart/cart.service.js';
import { CodeGuesses } from './cart/code-guesses.js';
import { customerCartResolvers } from './cart/customer-cart.resolvers.js';
import { CustomerCartService } from './cart/customer-cart.service.js';
import { CatalogAdmin } from './catalog/admin/catalog-admin.js';
import { catalogAdminResolvers } from './catalog/admin.resolvers.js';
import type { AttributeCatalog } from './catalog/attribute.service.js';
import { categoryResolvers } from './catalog/category.resolvers.js';
import { CategoryService } from './catalog/category.service.js';
import type { CatalogDeps } from './catalog/deps.js';
import { productTypeResolvers } from './catalog/product-types.resolvers.js';
import { ProductService } from './catalog/product.service.js';
import { VariantService } from './catalog/variant.service.js';
import { shippingRaterFor } from './checkout/carriers.js';
import { checkoutResolvers } from './checkout/checkout.resolvers.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { compareResolvers } from './compare/compare.resolvers.js';
import { ContactService } from './content/contact.service.js';
import { contentResolvers } from './content/content.resolvers.js';
import { ContentService } from './content/content.service.js';
import { CompareListService } from './compare/compare.service.js';
import { accountResolvers } from './customer/account.resolvers.js';
import { AccountService } from './customer/account.service.js';
import { addressResolvers } from './customer/addresses.resolvers.js';
import { CustomerAddressService } from './customer/addresses.service.js';
import { CustomerAuthService } from './customer/auth.service.js';
import { CustomerOrdersService } from './customer/customer-orders.service.js';
import { customerResolvers } from './customer/customer.resolvers.js';
import { CustomerService } from './customer/customer.service.js';
import { NewsletterService } from './customer/newsletter.service.js';
import { customerOrderResolvers } from './customer/orders.resolvers.js';
import type { Mailer } from './notification/mailer.js';
import { operatorAdminResolvers } from './operator/admin.resolvers.js';
import { promotionsAdminResolvers } from './cart/admin.resolvers.js';
import { CouponAdminService } from './cart/coupon-admin.service.js';
import { GiftCardAdminService } from './cart/gift-card-admin.service.js';
import { lowStockAdminResolvers } from './catalog/low-stock-admin.resolvers.js';
import { customerAdminResolvers } from './customer/admin.resolvers.js';
import { CustomerAdminService } from './customer/customer-admin.service.js';
import { reviewAdminResolvers } from './review/admin.resolvers.js';
import { ReviewAdminService } from './review/review-admin.service.js';
import { dashboardAdminResolvers } from './sales/dashboard-admin.resolvers.js';
import { SalesDashboard } from './sales/dashboard.js';
import { searchTermAdminResolvers } from './search/admin.resolvers.js';
import { SearchTermAdminService } from './search/search-term-admin.service.js';
import { AuditService } from './operator/audit.service.js';
import { OperatorAuthService } from './operator/auth.service.js';
import { OperatorService } from './operator/operator.service.js';
import { braintreeResolvers } from './payment/braintree.resolvers.js';
import type { PaymentGateway } from './payment/gateway.js';
import { paymentTokenResolvers } from './payment/vault.resolvers.js';
import { VaultService } from './payment/vault.service.js';
import { reviewResolvers } from './review/review.resolvers.js';
import { ReviewService } from './review/review.service.js';
import { salesAdminResolvers } from './sales/admin.resolvers.js';
import { OrderAdminService } from './sales/order-admin.service.js';
import { OrderLimits } from './sales/order-limits.js';
import { OrderReader } from './sales/order.reader.js';
import { PlaceOrderService } from './sales/place-order.service.js';
import { DeclineGuard } from './sales/decline-guard.js';
import { captchaVerifier } from '../shared/recaptcha.js';
import { salesResolvers } from './sales/sales.resolvers.js';
import { AggregationService } from './search/aggregations.js';
import type { CatalogIndex } from './search/index/catalog-index.js';
import { searchTermResolvers } from './search/search-term.resolvers.js';
import { SearchLimits } from './search/search-limits.js';
import { SearchTermService } from './search/search-term.service.js';
import { searchResolvers, type SearchDeps } from './search/search.resolvers.js';
import { SearchService } from './search/search.service.js';
import { SqlTextFilters } from './search/text-filters.js';
import { storeResolvers } from './store/store.resolvers.js';
import { storeConfigOf } from './store/store-config.js';
import type { StoreService } from './store/store.service.js';
import { urlResolvers } from './url/url.resolvers.js';
import { UrlRewriteWriter } from './url/rewrite-writer.js';
import { UrlService } from './url/url.service.js';
import { wishlistResolvers } from './wishlist/wishlist.resolvers.js';
import { WishlistShaper } from './wishlist/wishlist-shape.js';
import { WishlistService } from './wishlist/wishlist.service.js';

/** The shared infrastructure the modules are built on (server.ts owns its life cycle). */
export interface ModuleInfrastructure {
  db: Db;
  config: Config;
  /** The attribute catalogue loaded at start. */
  attributes: AttributeCatalog;
  /** Store views, loaded. */
  stores: StoreService;
  /** The listing index, opened. */
  catalogIndex: CatalogIndex;
  mailer: Mailer;
  gateway: PaymentGateway;
  /** The shared rate limiter and its rules. */
  limits: Limits;
  /** The shop's name in e-mails. */
  storeName: string;
}

export interface Modules {
  /** Every module's resolver map, for mergeResolvers (a field defined twice is rejected there). */
  resolvers: ResolverMap[];
  carts: CartService;
  searchTerms: SearchTermService;
  auth: CustomerAuthService;
  /** For the newsletter confirmation route (docs/decisions/0988). */
  newsletter: NewsletterService;
  /** The catalogue's operator services (issue 26; docs/decisions/1430-1435). */
  catalogAdmin: CatalogAdmin;
  /** Every module's admin resolver map (src/graphql/admin-http.ts serves them). */
  adminResolvers: AdminResolverMap[];
  /** Operator sessions and the audit log, for the admin API's route. */
  operatorAuth: OperatorAuthService;
  audit: AuditService;
}

export function composeModules({
  db,
  config,
  attributes,
  stores,
  catalogIndex,
  mailer,
  gateway,
  limits,
  storeName,
}: ModuleInfrastructure): Modules {
  // Catalogue, and the search over it.
  const products = new ProductService(db);
  const categories = new CategoryService(db, catalogIndex);
  const variants = new VariantService({
    products,
    categories,
    attributes,
    mediaBaseUrl: config.mediaBaseUrl,
  });
  const catalog: CatalogDeps = { config, products, categories, attributes, variants };
  const searchTerms = new SearchTermService(db);
  const search: SearchDeps = {
    ...catalog,
    search: new SearchService(catalogIndex, attributes, new SqlTextFilters(db)),
    aggregations: new AggregationService(attributes),
    limits: new SearchLimits(limits),
    terms: searchTerms,
  };

  // Carts; the checkout module's carriers rate shipping for the cart's totals.
  const rater = shippingRaterFor(config);
  const carts = new CartService(db, attributes, rater);
  const cartItems = new CartItemService(db, carts);

  // Customers.
  const customers = new CustomerService(db);
  const captcha = captchaVerifier(config);
  const auth = new CustomerAuthService(db, limits, {
    sessionMaxMs: config.customerSessionMaxMs,
    captcha,
  });
  const newsletter = new NewsletterService(db, {
    mailer,
    limits,
    storefrontUrl: config.storefrontUrl,
    storeName,
  });
  const accounts = new AccountService({
    db,
    mailer,
    config,
    storeName,
    limits,
    customers,
    newsletter,
    auth,
  });
  const addressBook = new CustomerAddressService(db, stores);

  // Checkout and orders: checkout reads the customer's saved addresses through its SavedAddresses.
  const orders = new OrderReader(db, storeName);
  const offline = {
    groups: config.offlinePaymentGroups,
    unpaidLimitCents: config.offlineUnpaidLimitCents,
  };
  const checkout = new CheckoutService({
    db,
    carts,
    addresses: addressBook,
    stores,
    rater,
    gateway,
    offline,
  });
  const declines = new DeclineGuard({ db, gateway, limits, captcha });
  const placing = new PlaceOrderService({ db, carts, gateway, mailer, orders, offline, declines });
  const orderAdmin = new OrderAdminService({
    db,
    mailer,
    gateway,
    storeName,
    storefrontUrl: config.storefrontUrl,
  });

  const resolvers: ResolverMap[] = [
    productTypeResolvers(catalog),
    categoryResolvers(catalog),
    searchResolvers(search),
    searchTermResolvers(searchTerms),
    storeResolvers(stores),
    urlResolvers(new UrlService(db)),
    cartResolvers(carts, cartItems, new CodeGuesses(limits)),
    checkoutResolvers(checkout, carts),
    salesResolvers(placing, orders, new OrderLimits({ db, limits })),
    customerResolvers(customers, auth),
    accountResolvers(accounts),
    addressResolvers(addressBook),
    customerOrderResolvers(new CustomerOrdersService(db, orders)),
    wishlistResolvers(
      new WishlistService(db, carts, cartItems),
      new WishlistShaper(db, attributes),
    ),
    paymentTokenResolvers(new VaultService(db)),
    braintreeResolvers(gateway),
    customerCartResolvers(carts, new CustomerCartService(db, carts, cartItems)),
    reviewResolvers(new ReviewService(db, limits), catalog),
    compareResolvers({ service: new CompareListService(db, limits), products, attributes }),
    contentResolvers(
      new ContentService(config.contentDir),
      new ContactService({ db, mailer, limits, to: config.contactEmail, storeName }),
    ),
  ];

  // The operator console's API: operators, sessions and the audit log every admin mutation writes.
  const operatorAuth = new OperatorAuthService(db, limits, {
    maxMs: config.adminSessionMaxMs,
    idleMs: config.adminSessionIdleMs,
  });
  const audit = new AuditService(db);
  // The operator console's catalogue: edits keep URL rewrites in step through the url module.
  const catalogAdmin = new CatalogAdmin(db, new UrlRewriteWriter(), {
    progressToDb: !isEmbedded(db),
  });
  const adminResolvers: AdminResolverMap[] = [
    operatorAdminResolvers(operatorAuth, new OperatorService(db, operatorAuth), audit),
    salesAdminResolvers(db, orderAdmin, orders),
    // Promotions, content, customers and the dashboard (docs/decisions/1440-1445).
    promotionsAdminResolvers(
      db,
      new CouponAdminService(db),
      new GiftCardAdminService({ db, mailer, storeName, currency: 'USD' }),
    ),
    reviewAdminResolvers(db, new ReviewAdminService(db)),
    searchTermAdminResolvers(db, new SearchTermAdminService(db, config.publicBaseUrl)),
    customerAdminResolvers(
      db,
      new CustomerAdminService(db, { mailer, storeName, storefrontUrl: config.storefrontUrl }),
    ),
    dashboardAdminResolvers(new SalesDashboard(db, 'USD'), () => {
      const view = stores.resolve(undefined);
      return (view.ok && storeConfigOf(view.value).timezone) || 'America/New_York';
    }),
    lowStockAdminResolvers(db),
    catalogAdminResolvers(catalogAdmin),
  ];
  return {
    resolvers,
    carts,
    searchTerms,
    auth,
    newsletter,
    adminResolvers,
    operatorAuth,
    audit,
    catalogAdmin,
  };
}
