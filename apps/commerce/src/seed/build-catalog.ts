// Assembles the whole demo catalogue plan: categories, products, category positions,
// product links and redirects. Pure: the same `now` always gives the same plan.
import { buildCategories } from './build-categories.js';
import { buildDownloadables, buildGroups, buildParts, buildServices } from './build-extras.js';
import { buildFamilies } from './build-products.js';
import { createRng } from './random.js';
import type { CatalogPlan, CategoryPlan, LinkPlan, ProductPlan, RedirectPlan } from './plan.js';

/** Where cross-sells of a category's products come from (by leaf url_key). */
const COMPANIONS: Record<string, string> = {
  'lounge-chairs': 'coffee-side-tables',
  'dining-chairs': 'dining-tables',
  'bar-counter-stools': 'dining-tables',
  sofas: 'coffee-side-tables',
  loveseats: 'coffee-side-tables',
  sectionals: 'coffee-side-tables',
  'dining-tables': 'dining-chairs',
  'coffee-side-tables': 'lounge-chairs',
  'conference-tables': 'dining-chairs',
  dressers: 'nightstands',
  nightstands: 'table-lamps',
  desks: 'floor-lamps',
  wardrobes: 'dressers',
  headboards: 'beds',
  beds: 'headboards',
  'bed-benches': 'beds',
  'floor-lamps': 'lounge-chairs',
  'table-lamps': 'nightstands',
  sconces: 'headboards',
  'outdoor-lounge': 'umbrellas',
  'outdoor-dining': 'umbrellas',
  umbrellas: 'outdoor-dining',
  'lift-chairs': 'upholstery-upgrades',
  'easy-access-casegoods': 'lift-chairs',
  'caster-dining-chairs': 'caster-wheels',
};

/** Second categories: the first N products of a category also appear in another one. */
const ALSO_IN: { from: string; to: string; count: number }[] = [
  { from: 'caster-dining-chairs', to: 'dining-chairs', count: 3 },
  { from: 'easy-access-casegoods', to: 'dressers', count: 2 },
  { from: 'lift-chairs', to: 'lounge-chairs', count: 1 },
];

export const REDIRECTS: RedirectPlan[] = [
  { requestPath: 'aria-club-chair.html', entityType: 'product', target: 'CH-LC-1001' },
  {
    requestPath: 'options/upgraded-details/caster-wheels',
    entityType: 'category',
    target: 'options/caster-wheels',
  },
  { requestPath: 'seating/club-chairs', entityType: 'category', target: 'seating/lounge-chairs' },
];

function pathResolver(categories: CategoryPlan[]): (urlKey: string) => string {
  const byKey = new Map(categories.map((c) => [c.urlKey, c.urlPath]));
  return (urlKey) => {
    const path = byKey.get(urlKey);
    if (!path) throw new Error(`Unknown category url_key ${urlKey}`);
    return path;
  };
}

function assignPositions(products: ProductPlan[], path: (k: string) => string): void {
  for (const rule of ALSO_IN) {
    const from = path(rule.from);
    const matches = products
      .filter((p) => p.categories.some((c) => c.urlPath === from))
      .slice(0, rule.count);
    for (const p of matches) p.categories.push({ urlPath: path(rule.to), position: 0 });
  }
  const members = new Map<string, { product: ProductPlan; index: number }[]>();
  for (const product of products) {
    product.categories.forEach((c, index) => {
      const list = members.get(c.urlPath) ?? [];
      list.push({ product, index });
      members.set(c.urlPath, list);
    });
  }
  // Merchandised order: a shuffle, so position order differs from name and SKU order.
  for (const [urlPath, list] of members) {
    const order = createRng(`positions:${urlPath}`).shuffle(list);
    order.forEach(({ product, index }, i) => {
      const entry = product.categories[index];
      if (entry) entry.position = (i + 1) * 10;
    });
  }
}

function buildLinks(products: ProductPlan[], path: (k: string) => string): LinkPlan[] {
  const links: LinkPlan[] = [];
  const visible = products.filter(
    (p) => p.parentSku === null && p.visibility > 1 && p.status === 1,
  );
  const byCategory = new Map<string, ProductPlan[]>();
  for (const p of visible) {
    const home = p.categories[0]?.urlPath;
    if (!home) continue;
    byCategory.set(home, [...(byCategory.get(home) ?? []), p]);
  }
  const installation = visible.find((p) => p.sku === 'SV-WG-1003');
  for (const [urlKey, companionKey] of Object.entries(COMPANIONS)) {
    const own = byCategory.get(path(urlKey)) ?? [];
    const companions = byCategory.get(path(companionKey)) ?? [];
    own.forEach((p, i) => {
      const rng = createRng(`links:${p.sku}`);
      for (let k = 1; k <= Math.min(3, own.length - 1); k++) {
        const other = own[(i + k) % own.length] as ProductPlan;
        links.push({ from: p.sku, to: other.sku, type: 'related', position: k });
      }
      if (companions.length > 0 && rng.chance(0.75)) {
        rng
          .sample(companions, 2)
          .forEach((c, k) =>
            links.push({ from: p.sku, to: c.sku, type: 'crosssell', position: k + 1 }),
          );
        if (installation && p.price > 150000)
          links.push({ from: p.sku, to: installation.sku, type: 'crosssell', position: 9 });
      }
      const pricier = own.filter((o) => o.price > p.price).sort((a, b) => a.price - b.price)[0];
      if (pricier && rng.chance(0.5))
        links.push({ from: p.sku, to: pricier.sku, type: 'upsell', position: 1 });
    });
  }
  return links;
}

export function buildCatalogPlan(now: Date): CatalogPlan {
  const categories = buildCategories();
  const path = pathResolver(categories);
  const ctx = {
    now,
    categoryPath: path,
    usedNames: new Set<string>(),
    usedKeys: new Set<string>(),
  };
  const products = [
    ...buildFamilies(ctx),
    ...buildServices(now, path('services')),
    ...buildParts(now, path('caster-wheels'), path('upholstery-upgrades')),
  ];
  // Creation times one hour apart, oldest first, so "newest" sorting has a defined order.
  products.forEach((p, i) => {
    p.createdAt = new Date(now.getTime() - (products.length - i) * 3_600_000);
  });
  assignPositions(products, path);
  const links = buildLinks(products, path);
  // Grouped and downloadable products come last, so the catalogue they join keeps its positions, creation order
  // and links: each is the oldest product and the last of its category.
  const groups = buildGroups(now, products, path('dining-tables'));
  const downloads = buildDownloadables(now, path('services'));
  for (const g of [...groups.products, ...downloads.products]) {
    g.createdAt = new Date(now.getTime() - (products.length + 1) * 3_600_000);
    for (const c of g.categories) c.position = 10_000;
  }
  return {
    categories,
    products: [...products, ...groups.products, ...downloads.products],
    links: [...links, ...groups.links],
    downloadables: downloads.downloadables,
    redirects: REDIRECTS,
  };
}
