// Magento's filter inputs (FilterEqualTypeInput, FilterMatchTypeInput, FilterRangeTypeInput), read
// by the catalogue's category filters and the product search alike.
export interface EqualInput {
  eq?: string | null;
  in?: (string | null)[] | null;
}
export interface MatchInput {
  match?: string | null;
  match_type?: 'FULL' | 'PARTIAL' | null;
}
export interface RangeInput {
  from?: string | null;
  to?: string | null;
}

/** Escapes LIKE/ILIKE wildcards so user text matches literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
