// Which parts of the account dashboard the API could not read. The dashboard is one query; when
// only its recent orders, wish lists or addresses fail (a GraphQL error whose path lies under that
// field), the page shows the rest and says which section is unavailable (docs/decisions/1340).
// Any other error, or no customer at all, still fails the page. Pure.
import type { GraphQLErrorShape } from '@/lib/result';

/** The dashboard sections that can fail on their own, by their field under `customer`. */
export const DASHBOARD_SECTIONS = ['orders', 'wishlists', 'addresses'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

const isSection = (field: unknown): field is DashboardSection =>
  (DASHBOARD_SECTIONS as readonly unknown[]).includes(field);

/**
 * The failed sections when every error lies under one of them; null when an error lies elsewhere
 * (the customer itself, an error without a path), which the page cannot work around.
 */
export function failedSections(
  errors: readonly GraphQLErrorShape[],
): ReadonlySet<DashboardSection> | null {
  if (errors.length === 0) return null;
  const failed = new Set<DashboardSection>();
  for (const e of errors) {
    const [root, field] = e.path ?? [];
    if (root !== 'customer' || !isSection(field)) return null;
    failed.add(field);
  }
  return failed;
}
