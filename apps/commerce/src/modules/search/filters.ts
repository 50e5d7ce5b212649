// Turns the GraphQL filter input into a typed filter, with Magento's messages for bad combinations.
// Pure: category paths and uids are resolved to ids later by the service.
import { decodeIdUid, parsePositiveInt } from '../../shared/ids.js';
import { parseMoneyToCents } from '../../shared/money.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { EqualInput, MatchInput, RangeInput } from '../../shared/filter-input.js';
import type { AttributeCatalog } from '../catalog/attribute.service.js';

export {
  escapeLike,
  type EqualInput,
  type MatchInput,
  type RangeInput,
} from '../../shared/filter-input.js';
export type FilterInput = Record<string, EqualInput | MatchInput | RangeInput | null | undefined>;

/** Each inner list is one condition: "any of these values"; conditions are AND-ed. */
type AnyOf<T> = T[][];

export interface ProductFilter {
  categoryIds: AnyOf<number>;
  categoryUrlPaths: AnyOf<string>;
  skus: AnyOf<string>;
  urlKeys: AnyOf<string>;
  /** The shop's archive flag (product.attributes.archive, '1' = archived). */
  archive: AnyOf<string>;
  text: { column: 'name' | 'description' | 'short_description'; match: string; partial: boolean }[];
  price: { from: number | null; to: number | null } | null;
  attributes: { attributeId: number; optionIds: number[] }[];
}

/** eq and in are both honoured when both are given (AND); empty values are dropped. */
function anyOf(input: EqualInput | null | undefined): string[][] {
  if (!input) return [];
  const out: string[][] = [];
  if (input.eq !== undefined && input.eq !== null && input.eq !== '') out.push([input.eq]);
  const list = (input.in ?? []).filter((v): v is string => v !== null && v !== '');
  if (list.length > 0) out.push(list);
  return out;
}

/** Values that cannot be ids match nothing: -1 is never an id. */
const toIds = (values: string[], parse: (v: string) => number | null) =>
  values.map((v) => parse(v) ?? -1);

export function parseProductFilter(
  input: FilterInput | null | undefined,
  attributes: AttributeCatalog,
): Result<ProductFilter> {
  const f = input ?? {};
  const eq = (k: string) => anyOf(f[k] as EqualInput | undefined);
  if (eq('category_id').length > 0 && eq('category_uid').length > 0) {
    return fail('graphql-input', "`category_id` and `category_uid` can't be used at the same time");
  }
  if (eq('category_uid').length > 0 && eq('category_url_path').length > 0) {
    return fail(
      'graphql-input',
      "`category_uid` and `category_url_path` can't be used at the same time",
    );
  }
  const filter: ProductFilter = {
    categoryIds: [
      ...eq('category_id').map((l) => toIds(l, parsePositiveInt)),
      ...eq('category_uid').map((l) => toIds(l, decodeIdUid)),
    ],
    categoryUrlPaths: eq('category_url_path').map((l) => l.map((p) => p.replace(/^\/+|\/+$/g, ''))),
    skus: eq('sku'),
    urlKeys: eq('url_key'),
    archive: eq('archive'),
    text: [],
    price: null,
    attributes: [],
  };
  for (const column of ['name', 'description', 'short_description'] as const) {
    const m = f[column] as MatchInput | undefined;
    const match = m?.match?.trim();
    if (match) filter.text.push({ column, match, partial: m?.match_type === 'PARTIAL' });
  }
  const price = f.price as RangeInput | undefined;
  if (price) {
    const from = parseMoneyToCents(price.from);
    const to = parseMoneyToCents(price.to);
    if (from !== null || to !== null) filter.price = { from, to };
  }
  for (const attr of attributes.filterable()) {
    for (const values of anyOf(f[attr.code] as EqualInput | undefined)) {
      filter.attributes.push({ attributeId: attr.id, optionIds: toIds(values, parsePositiveInt) });
    }
  }
  return ok(filter);
}

/**
 * Prefix tsquery text from free text: words of letters and digits only, so user input can never
 * break tsquery syntax; "lounge cha" becomes "lounge:* & cha:*". Null when nothing searchable remains.
 */
export function toPrefixTsquery(term: string): string | null {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}
