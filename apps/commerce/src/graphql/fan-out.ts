// How many entries a list field counts for, in the request guard's weighted cost (input-guard.ts,
// docs/decisions/0907). A list field multiplies the cost of its selection by its fan-out, so
// nested lists multiply: `related_products { related_products { … } }` costs 20 × 20 × … and a
// cycle through product links cannot pass as cheap. Lists that cannot lead back to themselves
// (images, options, attributes, cart lines) count a modest default: their real length is bounded
// at execution by the node cap (execution-bounds.ts), which holds whatever the catalogue holds.
//
// A paged container (`products(pageSize: n)`, `items_v2(pageSize: n)`, …) holds its page in its
// `items` list: that list's fan-out is the page size, and the container's other fields (page_info,
// total_count, aggregations) are counted once.

/** Product links of each type a product answers with, at most (ProductService.links keeps the first ones by position). */
export const MAX_LINKED_PER_TYPE = 20;

/** Members a grouped product answers with, at most (ProductService.groupedItems keeps the first ones by position). */
export const MAX_GROUPED_ITEMS = 20;

/**
 * Lists of these item types nested directly in one another (categoryList { children { children } })
 * walk down one tree, so the chain holds at most this many entries in all, not the product of its
 * fan-outs: the category tree of a large shop.
 */
export const TREE_LISTS: Readonly<Record<string, number>> = {
  CategoryTree: 500,
  CategoryInterface: 500,
};

/** The fan-out of a list field not named below. */
export const DEFAULT_FAN_OUT = 3;

/**
 * Declared fan-outs, by `Type.field`, where the type may be an interface the parent type
 * implements: the lists through which a selection can come back to products or categories. The
 * demo holds fewer (links ≤ 3 per type, 6 variants, 2 categories per product, 10 children).
 */
export const FAN_OUT: Readonly<Record<string, number>> = {
  'ProductInterface.related_products': MAX_LINKED_PER_TYPE,
  'ProductInterface.upsell_products': MAX_LINKED_PER_TYPE,
  'ProductInterface.crosssell_products': MAX_LINKED_PER_TYPE,
  'ProductInterface.categories': 10,
  'CategoryTree.children': 20,
  'ConfigurableProduct.variants': 10,
  'GroupedProduct.items': MAX_GROUPED_ITEMS,
  // One wish list per customer (docs/decisions/1300), whatever its pageSize says.
  'Customer.wishlists': 1,
};

interface NamedWithInterfaces {
  name: string;
  getInterfaces?: () => readonly { name: string }[];
}

/** The declared fan-out of `parent.field`, or null when none is declared. */
export function declaredFanOut(
  parent: NamedWithInterfaces | undefined,
  field: string,
): number | null {
  if (!parent) return null;
  const own = FAN_OUT[`${parent.name}.${field}`];
  if (own !== undefined) return own;
  for (const i of parent.getInterfaces?.() ?? []) {
    const inherited = FAN_OUT[`${i.name}.${field}`];
    if (inherited !== undefined) return inherited;
  }
  return null;
}

/** True when a field's type is a list (`[X]`, `[X]!`): printed types start with `[`. Duck-typed, see input-guard.ts. */
export const isListType = (type: unknown): boolean =>
  type !== undefined && String(type).startsWith('[');
