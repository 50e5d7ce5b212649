// Loads, in a handful of batched queries, the catalogue rows needed to resolve add-to-cart
// requests (cart-lines.ts): the named products, their parents, variants and option definitions.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { ProductService, type ProductRow } from '../catalog/product.service.js';
import { skuKey, type AddRequest, type CatalogLookup } from './cart-lines.js';

export async function loadCatalogLookup(
  ctx: RequestContext,
  db: Db,
  requests: readonly AddRequest[],
): Promise<CatalogLookup> {
  const products = new ProductService(db);
  const asked = new Set(requests.flatMap((r) => (r.parentSku ? [r.sku, r.parentSku] : [r.sku])));
  // The named products (SKUs in any case, as in Magento: docs/decisions/1301) come with their
  // custom options; parents not named are read on their own.
  const { rows, options } = await products.withOptions(ctx, { skus: [...asked] });
  const byId = new Map<number, ProductRow>(rows.map((r) => [r.id, r]));
  const missingParents = [
    ...new Set(
      rows.flatMap((r) => (r.parent_id !== null && !byId.has(r.parent_id) ? [r.parent_id] : [])),
    ),
  ];
  for (const p of (await products.byIds(ctx, missingParents)).values()) byId.set(p.id, p);

  const parentIds = [...byId.values()].filter((p) => p.type_id === 'configurable').map((p) => p.id);
  const [variants, configAttrs] = await Promise.all([
    products.variants(ctx, parentIds),
    products.configurableAttributes(ctx, parentIds),
  ]);
  const variantIds = [...variants.values()].flat().map((v) => v.id);
  const values = await products.attributeValues(ctx, variantIds);

  const superAttributes = new Map<number, number[]>();
  for (const [pid, list] of configAttrs)
    superAttributes.set(
      pid,
      list.map((c) => c.attribute_id),
    );
  const variantValues = new Map<number, Map<number, number>>();
  for (const [pid, list] of variants) {
    const supers = new Set(superAttributes.get(pid) ?? []);
    for (const v of list) {
      variantValues.set(
        v.id,
        new Map(
          (values.get(v.id) ?? [])
            .filter((x) => supers.has(x.attribute_id))
            .map((x) => [x.attribute_id, x.option_id]),
        ),
      );
    }
  }
  const ownerIds = [...byId.values()]
    .filter((p) => p.parent_id === null && !rows.includes(p))
    .map((p) => p.id);
  for (const [id, list] of await products.customOptions(ctx, ownerIds)) options.set(id, list);
  return {
    // Two SKUs differing only in case: the one written exactly as asked wins.
    bySku: new Map(
      [...byId.values()]
        .sort((a, b) => Number(asked.has(a.sku)) - Number(asked.has(b.sku)))
        .map((p) => [skuKey(p.sku), p]),
    ),
    byId,
    variants,
    variantValues,
    superAttributes,
    customOptions: options,
  };
}
