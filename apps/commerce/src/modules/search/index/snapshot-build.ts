// A full build of the listing index's snapshot: the whole catalogue read in id-keyed chunks in one
// repeatable-read transaction, consistent with a single catalogue version (docs/decisions/0810).
import type { Db } from '../../../db/index.js';
import { Bitset } from './bitset.js';
import { packSources } from './prices.js';
import { LayeredText, TextIndexBuilder } from './text-index.js';
import { CatalogSnapshot, KeyMap, type CategoryMembers, type CategoryNode } from './snapshot.js';
import {
  capacityFor,
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
import {
  productColumns,
  readCatalogVersion,
  readCategories,
  type LinkRows,
  type ProductLoadRow,
} from './snapshot-rows.js';

/** Rows per read while building. */
export const BUILD_CHUNK = 5_000;

/** The whole catalogue, read in chunks of `chunk` products keyed by id. */
export async function buildSnapshot(db: Db, chunk = BUILD_CHUNK): Promise<CatalogSnapshot> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await readCatalogVersion(trx);
      const categories = await readCategories(trx);
      const b = new Builder();
      let after = 0;
      for (;;) {
        const rows = (await productColumns(trx)
          .where('id', '>', after)
          .orderBy('id')
          .limit(chunk)
          .execute()) as ProductLoadRow[];
        if (rows.length === 0) break;
        const last = (rows.at(-1) as ProductLoadRow).id;
        for (const r of rows) b.addProduct(r);
        b.addLinks({
          memberships: await trx
            .selectFrom('product_category')
            .select(['product_id', 'category_id', 'position'])
            .where('product_id', '>', after)
            .where('product_id', '<=', last)
            .execute(),
          options: await trx
            .selectFrom('product_attribute_option')
            .select(['product_id', 'option_id'])
            .where('product_id', '>', after)
            .where('product_id', '<=', last)
            .execute(),
        });
        after = last;
        if (rows.length < chunk) break;
      }
      return b.finish(version, categories);
    });
}

/** Accumulates the catalogue product by product, keeping only what the index holds. */
class Builder {
  private readonly ids: number[] = [];
  private readonly dense = new Map<number, number>();
  private readonly listing: number[] = [];
  private readonly search: number[] = [];
  private readonly physical: number[] = [];
  private readonly archive = new Map<string, number[]>();
  private readonly keys: {
    sku: string[];
    urlKey: string[];
    nameKey: string[];
    textHash: number[];
  } = { sku: [], urlKey: [], nameKey: [], textHash: [] };
  private readonly own: (Src | null)[] = [];
  private readonly ownPrice: number[] = [];
  private readonly variants = new Map<number, Src[]>();
  private readonly memberships = new Map<number, { d: number[]; pos: number[] }>();
  private readonly options = new Map<number, number[]>();
  private readonly text = new TextIndexBuilder();

  addProduct(r: ProductLoadRow): void {
    if (r.parent_id !== null) {
      if (!isPriceVariant(r)) return;
      const list = this.variants.get(r.parent_id);
      if (list) list.push(srcOf(r));
      else this.variants.set(r.parent_id, [srcOf(r)]);
      return;
    }
    const i = this.ids.length;
    this.ids.push(r.id);
    this.dense.set(r.id, i);
    if (r.status === 1 && (r.visibility === 2 || r.visibility === 4)) this.listing.push(i);
    if (r.status === 1 && (r.visibility === 3 || r.visibility === 4)) this.search.push(i);
    if (!NON_PHYSICAL.has(r.type_id)) this.physical.push(i);
    const a = r.archive ?? '0';
    const list = this.archive.get(a);
    if (list) list.push(i);
    else this.archive.set(a, [i]);
    this.keys.sku.push(r.sku);
    this.keys.urlKey.push(r.url_key);
    this.keys.nameKey.push(r.name.toLowerCase());
    this.keys.textHash.push(textHash(r));
    this.own.push(sellsThroughVariants(r) ? null : srcOf(r));
    this.ownPrice.push(r.price);
    this.text.add(textDocOf(i, r));
  }

  addLinks(links: LinkRows): void {
    for (const m of links.memberships) {
      const d = this.dense.get(m.product_id);
      if (d === undefined) continue;
      let e = this.memberships.get(m.category_id);
      if (!e) this.memberships.set(m.category_id, (e = { d: [], pos: [] }));
      e.d.push(d);
      e.pos.push(m.position);
    }
    for (const o of links.options) {
      const d = this.dense.get(o.product_id);
      if (d === undefined) continue;
      const list = this.options.get(o.option_id);
      if (list) list.push(d);
      else this.options.set(o.option_id, [d]);
    }
  }

  finish(version: number, categories: Map<number, CategoryNode>): CatalogSnapshot {
    const n = this.ids.length;
    const cap = capacityFor(n);
    const bits = (list: Iterable<number>) => Bitset.of(cap, list);
    const archive = new Map<string, Bitset>();
    for (const [v, list] of this.archive) archive.set(v, bits(list));
    const members = new Map<number, CategoryMembers>();
    for (const [c, e] of this.memberships) members.set(c, membersOf(cap, e.d, e.pos));
    const options = new Map<number, Bitset>();
    for (const [o, list] of this.options) options.set(o, bits(list));
    const perProduct = this.own.map((s, i) =>
      s ? [s] : (this.variants.get(this.ids[i] as number) ?? []),
    );
    const sources = packSources(perProduct, this.ownPrice);
    const nameKey = this.keys.nameKey;
    const nameOrder = Int32Array.from(nameKey.keys()).sort((a, b) => compareKeys(nameKey, a, b));
    return new CatalogSnapshot(
      version,
      Int32Array.from(this.ids),
      cap,
      bits(this.listing),
      bits(this.search),
      bits(this.physical),
      nameOrder,
      ranksOf(nameKey, nameOrder),
      KeyMap.of(this.keys.sku.map((s, i) => [s, i])),
      KeyMap.of(this.keys.urlKey.map((s, i) => [s, i])),
      archive,
      categories,
      members,
      subtreesOf(cap, categories, members),
      options,
      sources,
      new LayeredText(this.text.build(cap)),
      {
        sku: this.keys.sku,
        urlKey: this.keys.urlKey,
        nameKey,
        textHash: Int32Array.from(this.keys.textHash),
      },
      0,
    );
  }
}
