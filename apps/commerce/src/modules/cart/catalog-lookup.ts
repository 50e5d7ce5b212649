// Loads, in a handful of batched queries, the catalogue rows needed to resolve add-to-cart
// requests (cart-lines.ts): the named products, their parents, variants and option definitions.
import { sql } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { PRODUCT_COLUMNS, ProductService, type ProductRow } from '../catalog/product.service.js';
import { skuKey, type AddRequest, type CatalogLookup } from './cart-lines.js';

export async function loadCatalogLookup(ctx: RequestContext, db: Db, requests: readonly AddRequest[]): Promise<CatalogLookup> {
  const products = new ProductService(db);
  // SKUs match regardless of case, as in Magento (docs/decisions/1301); an index on lower(sku) serves it.
  const asked = new Set(requests.flatMap((r) => (r.parentSku ? [r.sku, r.parentSku] : [r.sku])));
  const skus = [...new Set([...asked].map(skuKey))];
  const rows = skus.length === 0 ? [] : await db.selectFrom('product').select(PRODUCT_COLUMNS).where(sql<string>`lower(sku)`, 'in', skus).execute();
  const byId = new Map<number, ProductRow>(rows.map((r) => [r.id, r]));
  const missingParents = [...new Set(rows.flatMap((r) => (r.parent_id !== null && !byId.has(r.parent_id) ? [r.parent_id] : [])))];
  for (const p of (await products.byIds(ctx, missingParents)).values()) byId.set(p.id, p);

  const parentIds = [...byId.values()].filter((p) => p.type_id === 'configurable').map((p) => p.id);
  const [variants, configAttrs] = await Promise.all([products.variants(ctx, parentIds), products.configurableAttributes(ctx, parentIds)]);
  const variantIds = [...variants.values()].flat().map((v) => v.id);
  const values = await products.attributeValues(ctx, variantIds);

  const superAttributes = new Map<number, number[]>();
  for (const [pid, list] of configAttrs) superAttributes.set(pid, list.map((c) => c.attribute_id));
  const variantValues = new Map<number, Map<number, number>>();
  for (const [pid, list] of variants) {
    const supers = new Set(superAttributes.get(pid) ?? []);
    for (const v of list) {
      variantValues.set(v.id, new Map((values.get(v.id) ?? []).filter((x) => supers.has(x.attribute_id)).map((x) => [x.attribute_id, x.option_id])));
    }
  }
  const ownerIds = [...byId.values()].filter((p) => p.parent_id === null).map((p) => p.id);
  return {
    // Two SKUs differing only in case: the one written exactly as asked wins.
    bySku: new Map([...byId.values()].sort((a, b) => Number(asked.has(a.sku)) - Number(asked.has(b.sku))).map((p) => [skuKey(p.sku), p])),
    byId,
    variants,
    variantValues,
    superAttributes,
    customOptions: await products.customOptions(ctx, ownerIds),
  };
}
