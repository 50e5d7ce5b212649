// Compare lists over GraphQL (reference 4.5): compareList, Customer.compare_list and the five
// mutations. A CompareList is shaped once per list per request: its enabled products in the order
// they were added, the comparable attributes they have values for, and each product's values.
import type { RequestContext } from '../../context.js';
import { inputError } from '../../shared/errors.js';
import { encodeUid } from '../../shared/ids.js';
import { centsToFloat } from '../../shared/money.js';
import { orThrow } from '../../shared/result.js';
import {
  isOptionInput,
  type AttributeCatalog,
  type AttributeDef,
} from '../catalog/attribute.service.js';
import type { ProductRow, ProductService } from '../catalog/product.service.js';
import { COMPARE_MSG, type CompareListRow, type CompareListService } from './compare.service.js';
import type { ResolverMap } from '../../graphql/resolvers.js';

export interface CompareModuleDeps {
  service: CompareListService;
  products: ProductService;
  attributes: AttributeCatalog;
}

interface ShapedList {
  uid: string;
  item_count: number;
  attributes: { code: string; label: string }[];
  items: { uid: string; product: ProductRow; attributes: { code: string; value: string }[] }[];
}

/** Magento's compare value for a product without one. */
const NOT_AVAILABLE = 'N/A';

interface Compared {
  code: string;
  label: string;
}

/**
 * The attributes a stock Magento compares every product by (comparable in its default attribute
 * set, in attribute id order), listed before the catalogue's own comparable ones
 * (docs/decisions/1305).
 */
const DEFAULT_COMPARED: readonly (Compared & { value: (p: ProductRow) => string | null })[] = [
  { code: 'sku', label: 'SKU', value: (p) => p.sku },
  { code: 'description', label: 'Description', value: (p) => p.description },
  { code: 'short_description', label: 'Short Description', value: (p) => p.short_description },
];
const DEFAULT_CODES = new Set(DEFAULT_COMPARED.map((d) => d.code));
const present = (v: string | null | undefined): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v : null;

export function compareResolvers(deps: CompareModuleDeps): ResolverMap {
  const { service, products } = deps;
  const comparable = deps.attributes.all.filter(
    (a) => a.is_comparable && a.is_visible_on_front && !DEFAULT_CODES.has(a.code),
  );
  const compared: Compared[] = [...DEFAULT_COMPARED, ...comparable];

  async function shape(ctx: RequestContext, list: CompareListRow): Promise<ShapedList> {
    const ids = await service.itemProductIds(list.id);
    const [rows, options] = await Promise.all([
      products.byIds(ctx, ids),
      products.attributeValues(ctx, ids),
    ]);
    const shown = ids
      .map((id) => rows.get(id))
      .filter((p): p is ProductRow => p !== undefined && p.status === 1);
    const valueOf = (a: AttributeDef, p: ProductRow): string | null => {
      if (isOptionInput(a.frontend_input)) {
        const labels = (options.get(p.id) ?? [])
          .filter((o) => o.attribute_id === a.id)
          .map((o) => a.options.find((x) => x.id === o.option_id))
          .filter((o) => o !== undefined)
          .sort((x, y) => x.position - y.position || x.id - y.id)
          .map((o) => o.label);
        return labels.length > 0 ? labels.join(', ') : null;
      }
      if (a.frontend_input === 'price')
        return a.code === 'price' ? centsToFloat(p.price).toFixed(2) : null;
      const text = (p.attributes as Record<string, unknown>)[a.code];
      return typeof text === 'string' && text.trim() !== '' ? text : null;
    };
    const values = shown.map(
      (p) =>
        new Map([
          ...DEFAULT_COMPARED.map((d) => [d.code, present(d.value(p))] as const),
          ...comparable.map((a) => [a.code, valueOf(a, p)] as const),
        ]),
    );
    const attrs = compared.filter((a) => values.some((v) => v.get(a.code) !== null));
    return {
      uid: list.uid,
      item_count: shown.length,
      attributes: attrs.map((a) => ({ code: a.code, label: a.label })),
      items: shown.map((p, i) => ({
        uid: encodeUid(p.id),
        product: p,
        attributes: attrs.map((a) => ({
          code: a.code,
          value: values[i]!.get(a.code) ?? NOT_AVAILABLE,
        })),
      })),
    };
  }
  const shaped = (ctx: RequestContext, list: CompareListRow | undefined) =>
    list ? shape(ctx, list) : null;

  return {
    Query: {
      compareList: async (_, a, ctx) => {
        if (!a.uid || !a.uid.trim()) throw inputError(COMPARE_MSG.uidRequired);
        return shaped(ctx, orThrow(await service.byUid(ctx, a.uid)));
      },
    },
    Customer: {
      compare_list: async (c, _, ctx) => shaped(ctx, await service.forCustomer(c.__id)),
    },
    Mutation: {
      createCompareList: async (_, a, ctx) =>
        shape(ctx, orThrow(await service.create(ctx, a.input?.products))),
      addProductsToCompareList: async (_, a, ctx) =>
        shape(ctx, orThrow(await service.add(ctx, a.input?.uid ?? '', a.input?.products))),
      removeProductsFromCompareList: async (_, a, ctx) =>
        shape(ctx, orThrow(await service.remove(ctx, a.input?.uid ?? '', a.input?.products))),
      deleteCompareList: async (_, a, ctx) => ({
        result: orThrow(await service.delete(ctx, a.uid)),
      }),
      assignCompareListToCustomer: async (_, a, ctx) => {
        const list = orThrow(await service.assign(ctx, a.uid));
        return list
          ? { result: true, compare_list: await shape(ctx, list) }
          : { result: false, compare_list: null };
      },
    },
  };
}
