// The incremental update of the listing index (docs/decisions/0810): a new snapshot derived from
// the old one and the current rows of the products changed since, sharing what did not change.
import { Bitset } from './bitset.js';
import type { PriceSources } from './prices.js';
import type { TextDoc } from './text-index.js';
import { CatalogSnapshot, type ProductKeys } from './snapshot.js';
import {
  compareKeys,
  isPriceVariant,
  membersOf,
  NON_PHYSICAL,
  ranksOf,
  sellsThroughVariants,
  srcOf,
  subtreesOf,
  textDocOf,
  textHash,
  type Src,
} from './snapshot-parts.js';
import type { ChangedRows, ProductLoadRow } from './snapshot-rows.js';

/**
 * `src` with the touched products' sources replaced: the untouched runs between them are copied
 * as whole typed-array ranges.
 */
function patchSources(
  src: PriceSources,
  n: number,
  touched: ReadonlyMap<number, ProductLoadRow | null>,
  sourcesOf: (r: ProductLoadRow) => Src[],
): PriceSources {
  const oldN = src.start.length - 1;
  const replaced = new Map<number, Src[]>();
  let total = src.price.length;
  for (const [d, r] of touched) {
    const list = r ? sourcesOf(r) : [];
    replaced.set(d, list);
    if (d < oldN) total -= (src.start[d + 1] as number) - (src.start[d] as number);
    total += list.length;
  }
  const out: PriceSources = {
    start: new Int32Array(n + 1),
    price: new Int32Array(total),
    special: new Int32Array(total),
    from: new Float64Array(total),
    to: new Float64Array(total),
    ownPrice: new Int32Array(n),
  };
  out.ownPrice.set(src.ownPrice.subarray(0, Math.min(oldN, n)));
  const copy = (a: number, b: number, at: number) => {
    out.price.set(src.price.subarray(a, b), at);
    out.special.set(src.special.subarray(a, b), at);
    out.from.set(src.from.subarray(a, b), at);
    out.to.set(src.to.subarray(a, b), at);
  };
  let k = 0;
  let d = 0;
  for (const t of [...replaced.keys()].sort((a, b) => a - b)) {
    // Untouched run d .. t-1, copied whole.
    const runEnd = Math.min(t, oldN);
    if (d < runEnd) {
      const a = src.start[d] as number;
      const b = src.start[runEnd] as number;
      for (let i = d; i < runEnd; i++) out.start[i] = (src.start[i] as number) - a + k;
      copy(a, b, k);
      k += b - a;
    }
    d = t;
    out.start[t] = k;
    for (const x of replaced.get(t) as Src[]) {
      out.price[k] = x.price;
      out.special[k] = x.special;
      out.from[k] = x.from;
      out.to[k] = x.to;
      k++;
    }
    const r = touched.get(t);
    out.ownPrice[t] = r ? r.price : 0;
    d = t + 1;
  }
  if (d < oldN) {
    const a = src.start[d] as number;
    const b = src.start[oldN] as number;
    for (let i = d; i < oldN; i++) out.start[i] = (src.start[i] as number) - a + k;
    copy(a, b, k);
    k += b - a;
  }
  out.start[n] = k;
  return out;
}
/**
 * A new snapshot at `version`: `s` with the listing products `ids` replaced by their current rows
 * (`rows`, read at `version`). Null when the change needs a full build instead (a new product
 * numbered below existing ones, the capacity reached, too many empty slots).
 */
export function applyChanges(
  s: CatalogSnapshot,
  version: number,
  ids: readonly number[],
  rows: ChangedRows,
): CatalogSnapshot | null {
  const lastId = s.ids.length > 0 ? (s.ids[s.ids.length - 1] as number) : 0;
  const current = new Map(rows.products.map((r) => [r.id, r]));
  const added = rows.products.filter((r) => s.denseOf(r.id) < 0).sort((a, b) => a.id - b.id);
  if (added.length > 0 && (added[0] as ProductLoadRow).id <= lastId) return null;
  const n = s.size + added.length;
  const cap = s.capacity;
  if (n > cap) return null;

  const idsOut = new Int32Array(n);
  idsOut.set(s.ids);
  added.forEach((r, k) => (idsOut[s.size + k] = r.id));
  // Every listing product touched, with its dense number and current row (null: gone).
  const touched = new Map<number, ProductLoadRow | null>();
  for (const id of ids) {
    const d = s.denseOf(id);
    if (d >= 0) touched.set(d, current.get(id) ?? null);
  }
  added.forEach((r, k) => touched.set(s.size + k, r));
  let emptySlots = s.emptySlots;
  for (const [d, r] of touched) if (!r && s.keys.nameKey[d] !== '' && d < s.size) emptySlots++;
  if (emptySlots > Math.max(1000, n >>> 3)) return null;

  const listing = s.enabledForListing.clone();
  const search = s.enabledForSearch.clone();
  const physical = s.physical.clone();
  // Removals first, so a key another touched product takes over ends up with the new owner.
  const skuChanges: [string, number][] = [];
  const urlKeyChanges: [string, number][] = [];
  const skuSets: [string, number][] = [];
  const urlKeySets: [string, number][] = [];
  const keys: ProductKeys = {
    sku: s.keys.sku.slice(),
    urlKey: s.keys.urlKey.slice(),
    nameKey: s.keys.nameKey.slice(),
    textHash: new Int32Array(n),
  };
  keys.textHash.set(s.keys.textHash);
  const archive = new Map(s.archive);
  const cloned = new Set<Bitset>();
  const writable = (
    map: Map<string, Bitset> | Map<number, Bitset>,
    key: string | number,
  ): Bitset => {
    const m = map as Map<string | number, Bitset>;
    let b = m.get(key);
    if (!b) m.set(key, (b = new Bitset(cap)));
    else if (!cloned.has(b)) m.set(key, (b = b.clone()));
    cloned.add(b);
    return b;
  };
  const textChanges = new Map<number, TextDoc | null>();
  let namesChanged = false;

  for (const [d, r] of touched) {
    const wasThere = d < s.size;
    if (wasThere) {
      listing.remove(d);
      search.remove(d);
      physical.remove(d);
      for (const [v, b] of s.archive) if (b.has(d)) writable(archive, v).remove(d);
      if (s.bySku.get(s.keys.sku[d] as string) === d)
        skuChanges.push([s.keys.sku[d] as string, -1]);
      if (s.byUrlKey.get(s.keys.urlKey[d] as string) === d)
        urlKeyChanges.push([s.keys.urlKey[d] as string, -1]);
    }
    if (!r) {
      if (keys.nameKey[d] !== '') namesChanged = true;
      keys.sku[d] = '';
      keys.urlKey[d] = '';
      keys.nameKey[d] = '';
      keys.textHash[d] = 0;
      if (wasThere) textChanges.set(d, null);
      continue;
    }
    if (r.status === 1 && (r.visibility === 2 || r.visibility === 4)) listing.add(d);
    if (r.status === 1 && (r.visibility === 3 || r.visibility === 4)) search.add(d);
    if (!NON_PHYSICAL.has(r.type_id)) physical.add(d);
    writable(archive, r.archive ?? '0').add(d);
    skuSets.push([r.sku, d]);
    urlKeySets.push([r.url_key, d]);
    keys.sku[d] = r.sku;
    keys.urlKey[d] = r.url_key;
    const nameKey = r.name.toLowerCase();
    if (keys.nameKey[d] !== nameKey || !wasThere) namesChanged = true;
    keys.nameKey[d] = nameKey;
    const h = textHash(r);
    if (!wasThere || keys.textHash[d] !== h) textChanges.set(d, textDocOf(d, r));
    keys.textHash[d] = h;
  }

  // Names: drop the touched products from the order and merge them back in at their place.
  let nameOrder = s.nameOrder;
  let nameRank = s.nameRank;
  if (namesChanged) {
    const nk = keys.nameKey;
    const moved = [...touched.keys()]
      .filter((d) => nk[d] !== '')
      .sort((a, b) => compareKeys(nk, a, b));
    const kept = s.nameOrder.filter((d) => !touched.has(d));
    nameOrder = new Int32Array(kept.length + moved.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < kept.length || j < moved.length) {
      if (
        j >= moved.length ||
        (i < kept.length && compareKeys(nk, kept[i] as number, moved[j] as number) < 0)
      )
        nameOrder[k++] = kept[i++] as number;
      else nameOrder[k++] = moved[j++] as number;
    }
    nameRank = ranksOf(nk, nameOrder);
    if (nameRank.length < n) {
      const r = new Int32Array(n);
      r.set(nameRank);
      nameRank = r;
    }
  } else if (nameRank.length < n) {
    nameRank = new Int32Array(n);
    nameRank.set(s.nameRank);
  }

  // Price sources: the untouched products' ranges copied, the touched ones from their rows.
  const variants = new Map<number, Src[]>();
  for (const v of rows.variants) {
    if (!isPriceVariant(v)) continue;
    const list = variants.get(v.parent_id as number);
    if (list) list.push(srcOf(v));
    else variants.set(v.parent_id as number, [srcOf(v)]);
  }
  const sources = patchSources(s.sources, n, touched, (r) =>
    sellsThroughVariants(r) ? (variants.get(r.id) ?? []) : [srcOf(r)],
  );

  // Category members: the categories a touched product was or is in are rebuilt.
  const newLinks = new Map<number, { d: number; pos: number }[]>();
  const denseOfRow = new Map<number, number>();
  for (const [d, r] of touched) if (r) denseOfRow.set(r.id, d);
  for (const m of rows.memberships) {
    const d = denseOfRow.get(m.product_id);
    if (d === undefined) continue;
    const list = newLinks.get(m.category_id);
    if (list) list.push({ d, pos: m.position });
    else newLinks.set(m.category_id, [{ d, pos: m.position }]);
  }
  const members = new Map(s.members);
  const affected = new Set(newLinks.keys());
  for (const [c, m] of s.members) {
    for (const d of touched.keys()) {
      if (d < s.size && m.bits.has(d)) {
        affected.add(c);
        break;
      }
    }
  }
  for (const c of affected) {
    const old = s.members.get(c);
    const d: number[] = [];
    const pos: number[] = [];
    if (old) {
      for (let k = 0; k < old.dense.length; k++) {
        if (touched.has(old.dense[k] as number)) continue;
        d.push(old.dense[k] as number);
        pos.push(old.position[k] as number);
      }
    }
    for (const e of newLinks.get(c) ?? []) {
      d.push(e.d);
      pos.push(e.pos);
    }
    if (d.length > 0) members.set(c, membersOf(cap, d, pos));
    else members.delete(c);
  }
  const subtree = affected.size > 0 ? subtreesOf(cap, s.categories, members) : s.subtree;

  // Attribute options: cleared for the touched products, then set from their rows.
  const options = new Map(s.options);
  for (const [o, b] of s.options) {
    for (const d of touched.keys()) if (d < s.size && b.has(d)) writable(options, o).remove(d);
  }
  for (const o of rows.options) {
    const d = denseOfRow.get(o.product_id);
    if (d !== undefined) writable(options, o.option_id).add(d);
  }

  const text = textChanges.size > 0 ? s.text.with(cap, textChanges) : s.text;
  return new CatalogSnapshot(
    version,
    idsOut,
    cap,
    listing,
    search,
    physical,
    nameOrder,
    nameRank,
    s.bySku.with([...skuChanges, ...skuSets]),
    s.byUrlKey.with([...urlKeyChanges, ...urlKeySets]),
    archive,
    s.categories,
    members,
    subtree,
    options,
    sources,
    text,
    keys,
    emptySlots,
  );
}
