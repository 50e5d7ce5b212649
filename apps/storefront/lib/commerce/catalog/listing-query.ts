// The listing state kept in the `q` query parameter of category, search and archive pages.
// Pure functions only: used by server pages, the server action and the client controls.
// The encoding is recorded in docs/decisions/0401-listing-query-encoding.md:
//
//   q = token ( "|" token )*
//   token = "p:" page | "ps:" pageSize | "s:" field ":" ("ASC"|"DESC")
//         | "price:" from "_" to                       (digits only, either side may be empty)
//         | code ":" op ":" value ( "," value )*        (op is in | eq | match)
//         | code ":" value ( "," value )*              (op defaults to in)
//
// Values escape the four reserved characters (% | : ,) with percent-encoding; the whole q is
// URL-encoded again by URLSearchParams. Anything that does not fit the grammar is dropped.

export const FILTER_OPERATORS = ['in', 'eq', 'match'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export type SortDirection = 'ASC' | 'DESC';

export const PRICE_CODE = 'price';
/** Hard ceiling for p, so a crafted URL cannot make a page render thousands of tiles. */
export const MAX_PAGE = 500;
const MAX_PAGE_SIZE = 200;
const CODE_RE = /^[a-z][a-z0-9_]{0,59}$/;

export interface ValueFilter {
  code: string;
  op: FilterOperator;
  values: string[];
}

export interface PriceFilter {
  code: typeof PRICE_CODE;
  /** Digits only; '' means open-ended. */
  from: string;
  to: string;
}

export type ListingFilter = ValueFilter | PriceFilter;

export interface ListingSort {
  field: string;
  dir: SortDirection;
}

export interface ListingState {
  /** 1-based page; for infinite scroll the highest page loaded. */
  page: number;
  pageSize?: number;
  sort?: ListingSort;
  filters: ListingFilter[];
}

export function isPriceFilter(f: ListingFilter): f is PriceFilter {
  return f.code === PRICE_CODE;
}

function escapeValue(v: string): string {
  return v.replace(
    /[%|:,]/g,
    (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'),
  );
}

function unescapeValue(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

function positiveInt(raw: string | undefined, max: number): number | undefined {
  if (raw === undefined || !/^\d{1,6}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
}

/** Keeps digits only and returns a from_to pair, or undefined when both sides are empty. */
export function parsePriceRange(raw: string): { from: string; to: string } | undefined {
  const sep = raw.indexOf('_');
  const left = sep === -1 ? raw : raw.slice(0, sep);
  const right = sep === -1 ? '' : raw.slice(sep + 1);
  const from = left.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const to = right.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (from === '' && to === '') return undefined;
  return { from, to };
}

function cleanValues(values: string[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    const t = v.trim();
    if (t !== '' && !out.includes(t)) out.push(t);
  }
  return out;
}

function upsertFilter(filters: ListingFilter[], filter: ListingFilter): ListingFilter[] {
  const i = filters.findIndex((f) => f.code === filter.code);
  if (i === -1) return [...filters, filter];
  const next = filters.slice();
  next[i] = filter;
  return next;
}

/** Parses q; never throws. Unknown operators, empty values and malformed tokens are dropped. */
export function parseListingQuery(q: string | null | undefined): ListingState {
  const state: ListingState = { page: 1, filters: [] };
  if (!q) return state;
  for (const token of q.slice(0, 2000).split('|')) {
    const parts = token.split(':');
    const code = parts[0]?.trim() ?? '';
    if (code === 'p') {
      state.page = positiveInt(parts[1], MAX_PAGE) ?? 1;
    } else if (code === 'ps') {
      const ps = positiveInt(parts[1], MAX_PAGE_SIZE);
      if (ps !== undefined) state.pageSize = ps;
    } else if (code === 's') {
      const field = parts[1]?.trim() ?? '';
      const dir = (parts[2] ?? 'ASC').toUpperCase();
      if (CODE_RE.test(field) && (dir === 'ASC' || dir === 'DESC')) state.sort = { field, dir };
    } else if (code === PRICE_CODE) {
      // Accept "price:10_50" and the explicit-operator spelling "price:<op>:10_50".
      const raw = parts.length >= 3 ? parts.slice(2).join('') : (parts[1] ?? '');
      const range = parsePriceRange(raw);
      if (range) state.filters = upsertFilter(state.filters, { code: PRICE_CODE, ...range });
    } else if (CODE_RE.test(code) && parts.length >= 2) {
      let op: string = 'in';
      let rawValues: string;
      if (parts.length >= 3) {
        op = parts[1] ?? '';
        rawValues = parts.slice(2).join(':');
      } else {
        rawValues = parts[1] ?? '';
      }
      if (!(FILTER_OPERATORS as readonly string[]).includes(op)) continue;
      let values = cleanValues(rawValues.split(',').map(unescapeValue));
      if (op !== 'in') values = values.slice(0, 1);
      if (values.length === 0) continue;
      state.filters = upsertFilter(state.filters, { code, op: op as FilterOperator, values });
    }
  }
  return state;
}

/**
 * Canonical string for a state: filters sorted by code, then s, p (omitted when 1), ps.
 * Returns '' for the default state, so callers can drop the parameter.
 */
export function serializeListingQuery(state: ListingState): string {
  const tokens: string[] = [];
  const filters = [...state.filters].sort((a, b) =>
    a.code < b.code ? -1 : a.code > b.code ? 1 : 0,
  );
  for (const f of filters) {
    if (isPriceFilter(f)) {
      const from = f.from.replace(/\D/g, '');
      const to = f.to.replace(/\D/g, '');
      if (from !== '' || to !== '') tokens.push(`${PRICE_CODE}:${from}_${to}`);
      continue;
    }
    const values = cleanValues(f.values);
    if (values.length === 0 || !CODE_RE.test(f.code)) continue;
    const head = f.op === 'in' ? f.code : `${f.code}:${f.op}`;
    tokens.push(`${head}:${values.map(escapeValue).join(',')}`);
  }
  if (state.sort) tokens.push(`s:${state.sort.field}:${state.sort.dir}`);
  if (state.page > 1) tokens.push(`p:${state.page}`);
  if (state.pageSize !== undefined) tokens.push(`ps:${state.pageSize}`);
  return tokens.join('|');
}

/** `?q=…` (or '' for the default state), ready to append to a path. */
export function listingSearch(state: ListingState, extra?: Record<string, string>): string {
  const params = new URLSearchParams(extra);
  const q = serializeListingQuery(state);
  if (q) params.set('q', q);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.min(Math.max(1, Math.floor(page)), MAX_PAGE) };
}

/** Sort replaces the previous sort; the list starts again at page 1. */
export function withSort(state: ListingState, sort: ListingSort | undefined): ListingState {
  return { ...state, sort, page: 1 };
}

export function withPageSize(state: ListingState, pageSize: number | undefined): ListingState {
  return { ...state, pageSize, page: 1 };
}

export function isValueSelected(state: ListingState, code: string, value: string): boolean {
  const f = state.filters.find((x) => x.code === code);
  if (!f) return false;
  if (isPriceFilter(f)) {
    const r = parsePriceRange(value);
    return r !== undefined && r.from === f.from && r.to === f.to;
  }
  return f.values.includes(value);
}

/**
 * Picks a filter value. An already selected value is removed. Otherwise `append` adds it to
 * the filter with operator in (the default); `set` replaces the filter with operator eq.
 * Price always sets its single range. Every change resets the page to 1.
 */
export function toggleFilterValue(
  state: ListingState,
  code: string,
  value: string,
  mode: 'append' | 'set' = 'append',
): ListingState {
  const base: ListingState = { ...state, page: 1 };
  const existing = state.filters.find((f) => f.code === code);
  const others = state.filters.filter((f) => f.code !== code);

  if (code === PRICE_CODE) {
    const range = parsePriceRange(value);
    if (!range) return base;
    if (
      existing &&
      isPriceFilter(existing) &&
      existing.from === range.from &&
      existing.to === range.to
    ) {
      return { ...base, filters: others };
    }
    return { ...base, filters: upsertFilter(state.filters, { code: PRICE_CODE, ...range }) };
  }

  const v = value.trim();
  if (v === '' || !CODE_RE.test(code)) return base;
  if (existing && !isPriceFilter(existing) && existing.values.includes(v)) {
    const values = existing.values.filter((x) => x !== v);
    return {
      ...base,
      filters: values.length === 0 ? others : upsertFilter(state.filters, { ...existing, values }),
    };
  }
  if (mode === 'set') {
    return { ...base, filters: upsertFilter(state.filters, { code, op: 'eq', values: [v] }) };
  }
  const values =
    existing && !isPriceFilter(existing) && existing.op === 'in' ? [...existing.values, v] : [v];
  return { ...base, filters: upsertFilter(state.filters, { code, op: 'in', values }) };
}

export function removeFilter(state: ListingState, code: string): ListingState {
  return { ...state, page: 1, filters: state.filters.filter((f) => f.code !== code) };
}

/** Clear-filters keeps the sort and page size the visitor chose. */
export function clearFilters(state: ListingState): ListingState {
  return { ...state, page: 1, filters: [] };
}

export type GraphQLFilterValue =
  { in: string[] } | { eq: string } | { match: string } | { from?: string; to?: string };

/** ProductAttributeFilterInput for the commerce API. */
export function toFilterInput(filters: ListingFilter[]): Record<string, GraphQLFilterValue> {
  const out: Record<string, GraphQLFilterValue> = {};
  for (const f of filters) {
    if (isPriceFilter(f)) {
      const range: { from?: string; to?: string } = {};
      if (f.from !== '') range.from = f.from;
      if (f.to !== '') range.to = f.to;
      out[PRICE_CODE] = range;
    } else if (f.values.length > 0) {
      const first = f.values[0] as string;
      out[f.code] =
        f.op === 'in' ? { in: f.values } : f.op === 'eq' ? { eq: first } : { match: first };
    }
  }
  return out;
}
