// Words and helpers the catalogue's pages share: visibility, status and type labels, dollar
// amounts as the API answers them, and the category tree in reading order.
import type {
  AdminCategoryFieldsFragment,
  AdminProductStatus,
  AdminVisibility,
} from '../../generated/graphql';
import { formatCents } from '../../money';

export const VISIBILITIES: { value: AdminVisibility; label: string }[] = [
  { value: 'CATALOG_SEARCH', label: 'Catalog, Search' },
  { value: 'CATALOG', label: 'Catalog' },
  { value: 'SEARCH', label: 'Search' },
  { value: 'NOT_VISIBLE_INDIVIDUALLY', label: 'Not Visible Individually' },
];

export const visibilityLabel = (v: AdminVisibility): string =>
  VISIBILITIES.find((x) => x.value === v)?.label ?? v;

export const STATUSES: { value: AdminProductStatus; label: string }[] = [
  { value: 'ENABLED', label: 'Enabled' },
  { value: 'DISABLED', label: 'Disabled' },
];

export const TYPES = [
  { value: 'simple', label: 'Simple' },
  { value: 'configurable', label: 'Configurable' },
  { value: 'virtual', label: 'Virtual' },
  { value: 'giftcard', label: 'Gift card' },
  { value: 'grouped', label: 'Grouped' },
  { value: 'downloadable', label: 'Downloadable' },
];

export const typeLabel = (t: string): string => TYPES.find((x) => x.value === t)?.label ?? t;

/** The shop's prices are US dollars; the admin API answers them as dollars. */
export const CURRENCY = 'USD';
export const formatDollars = (dollars: number): string =>
  formatCents(Math.round(dollars * 100), CURRENCY);

export type Category = AdminCategoryFieldsFragment;
export type CategoryNode = Category & { children: CategoryNode[] };

const byPosition = (a: Category, b: Category) =>
  a.position - b.position || a.name.localeCompare(b.name) || a.id - b.id;

/** The categories as a tree (roots are those whose parent is not in the list), siblings in order. */
export function categoryTree(categories: Category[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const c of categories) nodes.set(c.id, { ...c, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort(byPosition);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** Every category in tree order with its names from the top ("Default Category / Seating"). */
export function categoryPaths(categories: Category[]): { category: Category; path: string }[] {
  const out: { category: Category; path: string }[] = [];
  const walk = (list: CategoryNode[], prefix: string) => {
    for (const n of list) {
      const path = prefix ? `${prefix} / ${n.name}` : n.name;
      out.push({ category: n, path });
      walk(n.children, path);
    }
  };
  walk(categoryTree(categories), '');
  return out;
}
