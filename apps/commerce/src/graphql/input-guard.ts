// The request guard: limits that depend on variable values, checked on the parsed document and
// its variables BEFORE anything runs (no statement, no resolver; docs/decisions/0903 and 0904).
// One mechanism for every field: each argument's value (literal or variable) is walked once.
//   - text: no NUL, no lone surrogate (PostgreSQL refuses the first, the second is not text), at
//     most MAX_STRING characters, and a search term of at most MAX_SEARCH;
//   - lists: at most MAX_LIST values in any list (filter `in`, cart items, ...);
//   - pageSize at most MAX_PAGE_SIZE (quantities are the cart's: max_sale_qty, with Magento's
//     user error; order amounts are capped by the order service, sales/order-ceiling.ts);
//   - cost: every field costs 1, and a list field costs its fan-out times its selection: a paged
//     list (a pageSize field's `items`, or a pageSize field that is itself a list) its page size,
//     any other list its declared fan-out (fan-out.ts), so nested lists multiply (0904, 0907);
//   - at most MAX_LIST_FIELDS listing fields (root fields taking pageSize/search/filter) per document.
// A caller may allow named arguments longer text (the admin API's product CSV, LongTextArg): the
// argument, and the variables that feed it, are checked against that bound instead (1460).
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { declaredFanOut, DEFAULT_FAN_OUT, isListType, TREE_LISTS } from './fan-out.js';

export const INPUT_LIMITS = {
  /** Any string argument or variable, in characters. */
  maxString: 4_096,
  /** The storefront's own cap on the search box (spec: 128). */
  maxSearch: 128,
  /** Any list value (filter `in`, cart items, option values). */
  maxList: 100,
  /** Above the storefront's largest page (200) and the largest page existing clients ask for (300). */
  maxPageSize: 300,
  /**
   * Weighted cost: fields, with every list multiplied by its page size or fan-out (fan-out.ts). The
   * storefront's costliest document, a listing page of 200 products, costs about 21,000; Venia's
   * product page about 32,000 (docs/decisions/0907).
   */
  maxCost: 50_000,
  /** Listing root fields (products, categoryList, ...) in one document. */
  maxListFields: 5,
  /** The page size a listing field gets when it names none (Magento's default). */
  defaultPageSize: 20,
} as const;

export const GUARD_MSG = {
  nul: 'Text must not contain NUL characters or invalid Unicode.',
  tooLong: (path: string) => `"${path}" must be at most ${INPUT_LIMITS.maxString} characters long.`,
  searchTooLong: `The search term must be at most ${INPUT_LIMITS.maxSearch} characters long.`,
  listTooLong: (path: string) => `"${path}" accepts at most ${INPUT_LIMITS.maxList} values.`,
  pageSize: `Maximum page_size is ${INPUT_LIMITS.maxPageSize}`,
  cost: (cost: number) =>
    `Query cost limit of ${INPUT_LIMITS.maxCost} exceeded (pageSize and nested lists count each listed item), found ${cost}.`,
  listFields: `At most ${INPUT_LIMITS.maxListFields} product or category listings are allowed per request.`,
} as const;

/** An argument that takes longer text than maxString: `Mutation.adminStartProductImport(csv:)`. */
export interface LongTextArg {
  type: string;
  field: string;
  arg: string;
  maxChars: number;
}

const inputError = (message: string) =>
  new GraphQLError(message, { extensions: { category: 'graphql-input' } });

/** Lone UTF-16 surrogates: JSON and GraphQL escapes can carry them, and they are not text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused, or null. */
export function badText(s: string): 'nul' | 'tooLong' | null {
  if (s.includes('\u0000') || LONE_SURROGATE.test(s)) return 'nul';
  if (s.length > INPUT_LIMITS.maxString) return 'tooLong';
  return null;
}

/** Walks one value; returns the first error. `key` is the input field or argument name. */
function checkValue(value: unknown, key: string, path: string, depth = 0): GraphQLError | null {
  if (depth > 20) return null; // deeper than any input type; validation refuses the rest
  if (typeof value === 'string') {
    const bad = badText(value);
    if (bad === 'nul') return inputError(GUARD_MSG.nul);
    if (bad === 'tooLong') return inputError(GUARD_MSG.tooLong(path));
    if (key === 'search' && value.length > INPUT_LIMITS.maxSearch)
      return inputError(GUARD_MSG.searchTooLong);
    return null;
  }
  if (typeof value === 'number') {
    if (key === 'pageSize' && value > INPUT_LIMITS.maxPageSize)
      return inputError(GUARD_MSG.pageSize);
    return null;
  }
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.maxList) return inputError(GUARD_MSG.listTooLong(path));
    for (const v of value) {
      const e = checkValue(v, key, path, depth + 1);
      if (e) return e;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const nulInKey = badText(k);
      if (nulInKey === 'nul') return inputError(GUARD_MSG.nul);
      const e = checkValue(v, k, `${path}.${k}`, depth + 1);
      if (e) return e;
    }
  }
  return null;
}

interface Walk {
  schema: GraphQLSchema;
  longText: readonly LongTextArg[];
  variables: Record<string, unknown>;
  fragments: Map<string, FragmentDefinitionNode>;
  fragmentCost: Map<string, number>;
  errors: GraphQLError[];
}

/** Arguments of a field as values, variables substituted. */
function argsOf(node: FieldNode, variables: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of node.arguments ?? []) out[a.name.value] = valueFromASTUntyped(a.value, variables);
  return out;
}

/** The page size a listing field returns: its argument, else the schema default, else Magento's. */
function pageSizeOf(
  def: GraphQLField<unknown, unknown> | undefined,
  args: Record<string, unknown>,
): number | null {
  const arg = def?.args.find((a) => a.name === 'pageSize');
  if (!arg) return null;
  const given = args.pageSize;
  if (typeof given === 'number' && Number.isFinite(given))
    return Math.max(1, Math.min(given, INPUT_LIMITS.maxPageSize));
  return typeof arg.defaultValue === 'number' ? arg.defaultValue : INPUT_LIMITS.defaultPageSize;
}

// Duck-typed, not graphql's predicates: the schema may come from another graphql instance (see
// server.ts), and the predicates' instanceof checks throw across instances.
function fieldsOf(
  type: GraphQLNamedType | undefined,
): Record<string, GraphQLField<unknown, unknown>> | undefined {
  const t = type as
    { getFields?: () => Record<string, unknown>; getInterfaces?: unknown } | undefined;
  return t?.getFields && t.getInterfaces
    ? (t.getFields() as Record<string, GraphQLField<unknown, unknown>>)
    : undefined;
}

function namedType(type: unknown): GraphQLNamedType | undefined {
  let t = type as { ofType?: unknown } | undefined;
  while (t?.ofType) t = t.ofType as { ofType?: unknown };
  return t as GraphQLNamedType | undefined;
}

/**
 * Where a selection sits: `page` is the page size of the paged field whose selection it is (its
 * `items` hold the page); `tree` the entries a chain of category lists nested in one another
 * already counts (fan-out.ts, TREE_LISTS).
 */
interface Scope {
  page: number | null;
  tree: number | null;
}

const TOP: Scope = { page: null, tree: null };

/** How many times a field's selection counts (a list's page size or fan-out, else 1), and the scope of its selection. */
function weigh(
  def: GraphQLField<unknown, unknown> | undefined,
  parent: GraphQLNamedType | undefined,
  args: Record<string, unknown>,
  scope: Scope,
): [number, Scope] {
  if (!def) return [1, TOP];
  if (!isListType(def.type)) {
    // A paged field that is not itself a list (Products, CategoryProducts, …) hands its page size to its `items`.
    return [1, { page: pageSizeOf(def, args), tree: scope.tree }];
  }
  const declared = declaredFanOut(parent, def.name);
  const size =
    pageSizeOf(def, args) ?? (scope.page !== null && def.name === 'items' ? scope.page : null);
  let m = size === null ? (declared ?? DEFAULT_FAN_OUT) : Math.min(size, declared ?? size);
  const treeCap = TREE_LISTS[namedType(def.type)?.name ?? ''];
  if (treeCap === undefined) return [m, TOP];
  if (scope.tree !== null) m = Math.min(m, Math.max(1, treeCap / scope.tree));
  return [m, { page: null, tree: (scope.tree ?? 1) * m }];
}

/** An object type (not an interface or union): duck-typed, see fieldsOf. */
const isObjectType = (t: unknown): t is GraphQLNamedType =>
  !!t && typeof t === 'object' && 'isTypeOf' in t;

/**
 * Checks every argument in the selection and returns its weighted cost. Fragments on different
 * object types exclude each other (a value has one type): only the costliest type counts.
 */
function selectionCost(
  w: Walk,
  set: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  seen: Set<string>,
  scope: Scope = TOP,
): number {
  let cost = 0;
  const byType = new Map<string, number>();
  const add = (type: GraphQLNamedType | undefined, c: number) => {
    if (isObjectType(type) && type !== parent)
      byType.set(type.name, (byType.get(type.name) ?? 0) + c);
    else cost += c;
  };
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const def = fieldsOf(parent)?.[sel.name.value];
      const args = argsOf(sel, w.variables);
      for (const [name, value] of Object.entries(args)) {
        const long = longTextOf(w.longText, parent, sel.name.value, name);
        const e = long ? checkLongText(value, name, long.maxChars) : checkValue(value, name, name);
        if (e) w.errors.push(e);
      }
      const child = def ? namedType(def.type) : undefined;
      const [m, inside] = weigh(def, parent, args, scope);
      const inner = sel.selectionSet ? selectionCost(w, sel.selectionSet, child, seen, inside) : 0;
      cost += 1 + inner * m;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const type =
        (sel.typeCondition ? w.schema.getType(sel.typeCondition.name.value) : parent) ?? undefined;
      add(type, selectionCost(w, sel.selectionSet, type, seen, scope));
    } else {
      const name = sel.name.value;
      const frag = w.fragments.get(name);
      // A cycle is refused by validation; here it only must not loop.
      if (!frag || seen.has(name)) continue;
      const type = w.schema.getType(frag.typeCondition.name.value) ?? undefined;
      const key = `${name}:${scope.page ?? ''}:${scope.tree ?? ''}`;
      let c = w.fragmentCost.get(key);
      if (c === undefined) {
        seen.add(name);
        c = selectionCost(w, frag.selectionSet, type, seen, scope);
        seen.delete(name);
        w.fragmentCost.set(key, c);
      }
      add(type, c);
    }
  }
  return cost + Math.max(0, ...byType.values());
}

/** The root fields an operation selects, fragments expanded. */
export function rootFields(
  op: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FieldNode[] {
  const out: FieldNode[] = [];
  const seen = new Set<string>();
  const collect = (set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) out.push(sel);
      else if (sel.kind === Kind.INLINE_FRAGMENT) collect(sel.selectionSet);
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const f = fragments.get(sel.name.value);
        if (f) collect(f.selectionSet);
      }
    }
  };
  collect(op.selectionSet);
  return out;
}

const LISTING_ARGS = new Set(['pageSize', 'search', 'filter', 'filters']);

/** The weighted cost of each operation of a document, by operation name ('' when anonymous). */
export function operationCosts(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): Map<string, number> {
  const w: Walk = {
    schema,
    longText: [],
    variables,
    fragments: new Map(),
    fragmentCost: new Map(),
    errors: [],
  };
  for (const def of document.definitions)
    if (def.kind === Kind.FRAGMENT_DEFINITION) w.fragments.set(def.name.value, def);
  const out = new Map<string, number>();
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      def.operation === 'query'
        ? schema.getQueryType()
        : def.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    out.set(
      def.name?.value ?? '',
      selectionCost(w, def.selectionSet, root ?? undefined, new Set()),
    );
  }
  return out;
}

function longTextOf(
  allowed: readonly LongTextArg[],
  parent: GraphQLNamedType | undefined,
  field: string,
  arg: string,
): LongTextArg | undefined {
  return allowed.find((a) => a.type === parent?.name && a.field === field && a.arg === arg);
}

function checkLongText(value: unknown, path: string, maxChars: number): GraphQLError | null {
  if (typeof value !== 'string') return checkValue(value, path, path);
  if (badText(value) === 'nul') return inputError(GUARD_MSG.nul);
  if (value.length > maxChars)
    return inputError(`"${path}" must be at most ${maxChars} characters long.`);
  return null;
}

/**
 * Variables passed straight to a long-text argument of a root field: the argument's own check
 * covers them (every argument is checked with variables substituted, wherever else they are used).
 */
function longTextVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  allowed: readonly LongTextArg[],
): Set<string> {
  const names = new Set<string>();
  if (allowed.length === 0) return names;
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = def.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
    for (const sel of def.selectionSet.selections) {
      if (sel.kind !== Kind.FIELD) continue;
      for (const a of sel.arguments ?? [])
        if (
          a.value.kind === Kind.VARIABLE &&
          longTextOf(allowed, root ?? undefined, sel.name.value, a.name.value)
        )
          names.add(a.value.name.value);
    }
  }
  return names;
}

/**
 * The guard's errors for one request (empty: go on). Every operation of the document is checked,
 * whichever is named, so a document cannot hide an expensive one.
 */
export function guardRequest(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | undefined,
  longText: readonly LongTextArg[] = [],
): GraphQLError[] {
  const variables = rawVariables ?? {};
  const w: Walk = {
    schema,
    longText,
    variables,
    fragments: new Map(),
    fragmentCost: new Map(),
    errors: [],
  };
  const long = longTextVariables(schema, document, longText);
  const varError = checkValue(
    long.size
      ? Object.fromEntries(Object.entries(variables).filter(([k]) => !long.has(k)))
      : variables,
    '',
    'variables',
  );
  if (varError) return [varError];
  for (const def of document.definitions)
    if (def.kind === Kind.FRAGMENT_DEFINITION) w.fragments.set(def.name.value, def);
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      def.operation === 'query'
        ? schema.getQueryType()
        : def.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    const cost = selectionCost(w, def.selectionSet, root ?? undefined, new Set());
    if (w.errors.length) return [w.errors[0] as GraphQLError];
    if (cost > INPUT_LIMITS.maxCost) return [inputError(GUARD_MSG.cost(cost))];
    const rootDefs = fieldsOf(root ?? undefined);
    const listings = rootFields(def, w.fragments).filter((f) =>
      rootDefs?.[f.name.value]?.args.some((a) => LISTING_ARGS.has(a.name)),
    );
    if (listings.length > INPUT_LIMITS.maxListFields) return [inputError(GUARD_MSG.listFields)];
  }
  return [];
}
