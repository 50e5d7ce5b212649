// Sort select entries from the API's sort_fields (pure; shared by server and client).
import type { SortOption } from '@/lib/commerce/types';

export interface SortChoice {
  /** field:DIR */
  value: string;
  label: string;
}

/** Relevance only makes sense descending and position only ascending; other fields go both ways. */
export function sortChoices(
  options: SortOption[],
  labels: { ascending: string; descending: string },
): SortChoice[] {
  const out: SortChoice[] = [];
  for (const o of options) {
    if (o.value === 'relevance') out.push({ value: 'relevance:DESC', label: o.label });
    else if (o.value === 'position') out.push({ value: 'position:ASC', label: o.label });
    else {
      out.push({ value: `${o.value}:ASC`, label: `${o.label} (${labels.ascending})` });
      out.push({ value: `${o.value}:DESC`, label: `${o.label} (${labels.descending})` });
    }
  }
  return out;
}
