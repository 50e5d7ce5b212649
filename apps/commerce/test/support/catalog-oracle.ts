// Plain SQL answers for listings, to compare with what the catalogue index serves: the visible,
// enabled parents of a category subtree, their final prices at an instant, and facet counts.
import type { Db } from '../../src/db/index.js';

export interface OracleListing {
  /** Product ids sorted by lowest final price, then id. */
  byPrice: number[];
  minPrice: Map<number, number>;
  /** option id -> products. */
  optionCounts: Map<number, number>;
  /** category id -> products (anchor expansion over active descendants). */
  categoryCounts: Map<number, number>;
}

export async function oracleCategoryListing(
  db: Db,
  urlPath: string,
  now: Date,
): Promise<OracleListing> {
  const cats = await db
    .selectFrom('category')
    .select(['id', 'path', 'is_active', 'is_anchor', 'url_path', 'level'])
    .execute();
  const anchor = cats.find((c) => c.url_path === urlPath && c.level >= 2);
  if (!anchor) throw new Error(`no category ${urlPath}`);
  const expand = (c: (typeof cats)[number]) => [
    c.id,
    ...(c.is_anchor
      ? cats.filter((d) => d.is_active && d.path.startsWith(`${c.path}/`)).map((d) => d.id)
      : []),
  ];
  const products = await db
    .selectFrom('product')
    .select([
      'id',
      'parent_id',
      'type_id',
      'status',
      'visibility',
      'price',
      'special_price',
      'special_from_date',
      'special_to_date',
      'giftcard',
    ])
    .execute();
  const pc = await db
    .selectFrom('product_category')
    .select(['product_id', 'category_id'])
    .execute();
  const inCats = (ids: number[]) =>
    new Set(pc.filter((r) => ids.includes(r.category_id)).map((r) => r.product_id));
  const members = inCats(expand(anchor));
  const visible = products.filter(
    (p) =>
      p.parent_id === null && p.status === 1 && [2, 4].includes(p.visibility) && members.has(p.id),
  );
  const final = (p: (typeof products)[number]) => {
    // A gift card is priced by its lowest amount, offered or open (Magento's price index).
    const g = p.type_id === 'giftcard' ? p.giftcard : null;
    if (g) {
      const open = g.allow_open_amount && g.open_amount_min !== null ? [g.open_amount_min] : [];
      const amounts = [...g.amounts, ...open];
      if (amounts.length > 0) return Math.min(...amounts);
    }
    const active =
      p.special_price !== null &&
      (!p.special_from_date || p.special_from_date <= now) &&
      (!p.special_to_date || p.special_to_date >= now);
    return active ? Math.min(p.price, p.special_price as number) : p.price;
  };
  const minPrice = new Map<number, number>();
  for (const p of visible) {
    const variants = products.filter((v) => v.parent_id === p.id && v.status === 1);
    minPrice.set(
      p.id,
      p.type_id === 'configurable'
        ? variants.length > 0
          ? Math.min(...variants.map(final))
          : p.price
        : final(p),
    );
  }
  const ids = visible.map((p) => p.id);
  const byPrice = [...ids].sort(
    (a, b) => (minPrice.get(a) as number) - (minPrice.get(b) as number) || a - b,
  );
  const idSet = new Set(ids);
  const pao = await db
    .selectFrom('product_attribute_option')
    .select(['product_id', 'option_id'])
    .execute();
  const optionCounts = new Map<number, number>();
  for (const r of pao)
    if (idSet.has(r.product_id))
      optionCounts.set(r.option_id, (optionCounts.get(r.option_id) ?? 0) + 1);
  const categoryCounts = new Map<number, number>();
  for (const c of cats.filter((c) => c.is_active && c.level >= 2)) {
    const inC = inCats(expand(c));
    const n = ids.filter((id) => inC.has(id)).length;
    if (n > 0) categoryCounts.set(c.id, n);
  }
  return { byPrice, minPrice, optionCounts, categoryCounts };
}
