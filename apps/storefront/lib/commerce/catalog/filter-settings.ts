// Layered-navigation settings from Magento's attributesList, for an endpoint without
// getVisitureAttributesFields: the filterable attributes decide which groups are shown (category
// and price always are), each at its aggregation's position (attribute metadata has none), open.
// docs/decisions/1320, 1322
import type { FilterSettings } from './adapters';

export function filterSettingsFromAttributes(
  items: readonly ({ code: string } | null)[] | null | undefined,
): FilterSettings {
  const settings = new Map(
    (items ?? []).flatMap((i) => (i?.code ? [[i.code, { collapsed: false }] as const] : [])),
  );
  return Object.assign(settings, { onlyListed: true as const });
}
