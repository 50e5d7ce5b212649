// Stable facts about the demo catalogue, for tests and docs elsewhere. seed.test.ts checks every
// one of them against a freshly seeded database, so they cannot drift from the seed silently.
// Date-dependent facts hold relative to the `now` given to seedDemoCatalog.

export const DEMO_FACTS = {
  /** Configurable (fabric x finish), 6 variants, 3 images and an external video; pwa_layout set. */
  configurable: {
    sku: 'CH-LC-1001',
    name: 'Aria Lounge Chair',
    urlKey: 'aria-lounge-chair',
    requestPath: 'aria-lounge-chair.html',
    categoryPath: 'seating/lounge-chairs',
    variantSku: 'CH-LC-1001-OAT-TEK',
    variantCount: 6,
    /** configurable_attribute positions: finish shown first, fabric second. */
    optionOrder: ['finish', 'fabric'],
  },
  /** Configurable whose variants are all out of stock. */
  configurableOutOfStock: { sku: 'SF-LS-1001', urlKey: 'calloway-loveseat' },
  /** Simple, special price without dates (always on sale), every custom option type, one disabled image. */
  sale: {
    sku: 'CH-DC-1001',
    name: 'Harbor Dining Chair',
    urlKey: 'harbor-dining-chair',
    price: 52000,
    specialPrice: 41600,
  },
  /** Special price valid from now-3d to now+14d; also has no marketing SKU (tile falls back to SKU). */
  saleWindow: { sku: 'CH-BS-1005' },
  /** new_from_date now-2d, new_to_date now+30d. */
  newProduct: {
    sku: 'CH-LC-1002',
    name: 'Meridian Swivel Lounge Chair',
    urlKey: 'meridian-swivel-lounge-chair',
  },
  /** new_from_date now-60d, new_to_date now-10d: not new any more. */
  newExpired: { sku: 'CG-WR-1002' },
  /** attributes.archive = '1'. */
  archived: { sku: 'CG-DR-1001', name: 'Wexford Walnut Dresser', urlKey: 'wexford-walnut-dresser' },
  /** Simple, qty 0 and is_in_stock false. */
  outOfStock: {
    sku: 'CG-NS-1001',
    name: 'Calloway Oak Nightstand',
    urlKey: 'calloway-oak-nightstand',
  },
  /** VirtualProduct with customizable options (area and radio); no weight. */
  virtual: { sku: 'SV-DC-1001', name: 'Design Consultation', urlKey: 'design-consultation' },
  /** GiftCardProduct, VIRTUAL card, amounts 50/100/250 USD, open amount 25–1000 USD. */
  giftCard: { sku: 'GC-VR-1001', name: 'Charter E-Gift Card', urlKey: 'charter-e-gift-card' },
  /**
   * GroupedProduct (a furniture set) in tables/dining-tables, priced at its cheapest member; its
   * members by position with their default quantities (a table and two kinds of chair), none
   * with required options or a minimum quantity above 1.
   */
  grouped: {
    sku: 'GP-DN-1001',
    name: 'Linden Dining Set',
    urlKey: 'linden-dining-set',
    members: [
      { sku: 'TB-DN-1004', name: 'Linden Walnut Dining Table', qty: 1, price: 103000 },
      { sku: 'CH-DC-1006', name: 'Dalton Side Chair', qty: 4, price: 52000 },
      { sku: 'SL-DC-1005', name: 'Keaton Easy-Glide Arm Chair', qty: 2, price: 55000 },
    ],
  },
  /**
   * DownloadableProduct in services: two links (files under the private PDF folder, 3 downloads
   * each per unit bought; the first with a public sample) and one public sample.
   */
  downloadable: {
    sku: 'DL-CR-1001',
    name: 'Charter CAD and Revit Pack',
    urlKey: 'charter-cad-and-revit-pack',
    price: 4900,
    links: [
      {
        title: 'Revit families',
        file: 'links/charter-revit-families.pdf',
        sampleFile: 'samples/charter-revit-families-preview.pdf',
        downloads: 3,
      },
      { title: 'CAD blocks', file: 'links/charter-cad-blocks.pdf', sampleFile: null, downloads: 3 },
    ],
    samples: [{ title: 'Finish book preview', file: 'samples/charter-finish-book-preview.pdf' }],
  },
  /** status 2 (disabled), visibility 4. */
  disabled: { sku: 'LT-SC-1004' },
  /** visibility 2 (catalog only) and 3 (search only). */
  catalogOnly: { sku: 'TB-OC-1003' },
  searchOnly: { sku: 'TB-CF-1002' },
  /** ordering_note 'Minimum order 12 units' and min_sale_qty 12. */
  minimumOrder: { sku: 'TB-OC-1005' },
  /** 301 from an old product URL to the current one. */
  productRedirect: { from: 'aria-club-chair.html', to: 'aria-lounge-chair.html' },
  categories: {
    casterWheels: {
      urlPath: 'options/caster-wheels',
      legacyPath: 'options/upgraded-details/caster-wheels',
    },
    loungeChairs: { urlPath: 'seating/lounge-chairs', legacyPath: 'seating/club-chairs' },
    /** Level 4 siblings sharing position 2: ordered by name, Loveseats before Sectionals. */
    equalPosition: ['seating/sofas-loveseats/loveseats', 'seating/sofas-loveseats/sectionals'],
    /** is_active false, include_in_menu false, no products. */
    inactive: 'clearance',
    /** include_in_menu false. */
    hiddenFromMenu: ['services', 'options', 'clearance'],
    /** Top-level Senior Living category; not at /senior-living, which is the landing view's route. */
    seniorLiving: 'senior-living-collection',
    /** pwa_layout 'materials' on the category and its products. */
    materials: 'options/upholstery-upgrades',
  },
  /** product.attributes key holding the marketing SKU. */
  marketingSkuKey: 'marketing_sku_charter',
  /** Words that occur in product names, for search tests. */
  searchWords: ['walnut', 'oak', 'teak', 'swivel', 'bariatric'],
  counts: { visibleProducts: 176, configurables: 38, categories: 38, activeCategories: 37 },
} as const;
