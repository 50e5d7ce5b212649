// In-process cache of GET catalogue responses. The GraphQL layer's own cost bounds every cached
// read (DESIGN.md section 6), so repeated listing and product-page queries skip it entirely.
import { createHash } from 'node:crypto';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { Lru } from '../shared/lru.js';

/** Root fields whose answers depend only on store, customer group and arguments. */
export const CACHEABLE_FIELDS = new Set([
  'products',
  'visitureProducts',
  'categories',
  'categoryList',
  'route',
  'urlResolver',
  'storeConfig',
  'availableStores',
  'countries',
  'country',
  'getProductAttributeList',
  'getVisitureAttributesFields',
  'searchTerm',
  'attributesList',
  'productReviewRatingsMetadata',
]);

/** Browser/CDN lifetime; the in-process lifetime is shorter so edits show up quickly. */
export const CACHE_MAX_AGE_SECONDS = 60;
/** Default in-process lifetime (`RESPONSE_CACHE_SECONDS`); 0 keeps nothing. */
export const ENTRY_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;
/** Defaults of RESPONSE_CACHE_MAX_MB and RESPONSE_CACHE_MAX_ENTRY_KB (docs/decisions/0983). */
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const DEFAULT_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;

/** What the cache may hold in bytes, all answers together and one answer alone. */
export interface ResponseCacheBudget {
  maxBytes: number;
  maxEntryBytes: number;
}

export interface CachedResponse {
  status: number;
  /** The answer's UTF-8 bytes (the /graphql route keeps them so, none is encoded per hit). */
  body: string | Buffer;
  etag: string;
}

/** True when the selected operation is a query made only of cacheable root fields. */
export function isCacheable(doc: DocumentNode, operationName: string | undefined): boolean {
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName
    ? ops.find((o) => o.name?.value === operationName)
    : ops.length === 1
      ? ops[0]
      : undefined;
  if (!op || op.operation !== OperationTypeNode.QUERY) return false;
  return op.selectionSet.selections.every(
    (s) =>
      s.kind === Kind.FIELD &&
      (CACHEABLE_FIELDS.has(s.name.value) || s.name.value === '__typename'),
  );
}

export const etagOf = (body: string): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The bytes one kept answer costs: its body and ETag (UTF-8), and room for its key. */
export const entryBytes = (value: CachedResponse): number =>
  Buffer.byteLength(value.body) + Buffer.byteLength(value.etag) + 64;

export class ResponseCache {
  private readonly lru: Lru<CachedResponse>;
  private readonly maxEntryBytes: number;
  private catalogVersion = -1;

  constructor(
    now: () => number = Date.now,
    budget: ResponseCacheBudget = {
      maxBytes: DEFAULT_CACHE_MAX_BYTES,
      maxEntryBytes: DEFAULT_CACHE_MAX_ENTRY_BYTES,
    },
    ttlMs = ENTRY_TTL_MS,
  ) {
    this.maxEntryBytes = Math.min(budget.maxEntryBytes, budget.maxBytes);
    this.lru = new Lru<CachedResponse>(MAX_ENTRIES, ttlMs, now, {
      max: budget.maxBytes,
      weigh: entryBytes,
    });
  }

  /**
   * Forgets every answer when the catalogue version moved: a catalogue edit shows at once, not
   * after the entries' lifetime (an older version seen by a slower request changes nothing).
   */
  atCatalogVersion(version: number): void {
    if (version <= this.catalogVersion) return;
    if (this.catalogVersion >= 0) this.lru.clear();
    this.catalogVersion = version;
  }

  /** The catalogue version the kept answers belong to (-1 before any). */
  get version(): number {
    return this.catalogVersion;
  }

  key(parts: {
    catalogVersion?: number;
    store: string;
    group: number;
    query: string;
    variables: string;
    operationName: string;
  }): string {
    return createHash('sha256')
      .update(
        [
          parts.catalogVersion ?? -1,
          parts.store,
          parts.group,
          parts.operationName,
          parts.variables,
          parts.query,
        ].join('\u0000'),
      )
      .digest('base64url');
  }

  get(key: string): CachedResponse | undefined {
    return this.lru.get(key);
  }

  /**
   * Keeps an answer, dropping the least recently used ones until the byte budget holds; an answer
   * larger than the per-entry cap is not kept (it is still sent, as a MISS, every time).
   */
  set(key: string, value: CachedResponse): void {
    if (entryBytes(value) > this.maxEntryBytes) {
      this.lru.delete(key);
      return;
    }
    this.lru.set(key, value);
  }

  /** The bytes the kept answers cost together. */
  get bytes(): number {
    return this.lru.weightTotal;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.lru.size;
  }

  clear(): void {
    this.lru.clear();
  }
}
