// The content provider: one lookup rule on top of interchangeable document sources.
//
// Spec rule: documents are fetched by single type, by id, or by uid within listed types,
// optionally with a language; the first non-empty result's first document is used. A missing
// document (or a failing source) falls back to empty (null), so a content section renders
// nothing rather than failing the page.
import type { ContentDocument, ContentProvider, LookupOptions } from './types';

/** What a concrete source (local JSON, Prismic) answers: result lists, possibly empty. */
export interface DocumentSource {
  readonly name: string;
  findSingle(type: string, lang?: string): Promise<ContentDocument[]>;
  findById(id: string, lang?: string): Promise<ContentDocument[]>;
  findByUid(uid: string, type: string, lang?: string): Promise<ContentDocument[]>;
  /** Up to `limit` documents of one type, in the source's order. */
  findAll(type: string, limit: number, lang?: string): Promise<ContentDocument[]>;
}

/** Most documents one listing reads (a Prismic page holds at most 100). */
export const MAX_LIST_DOCUMENTS = 100;

export interface ContentQuery {
  single?: string;
  id?: string;
  uid?: string;
  types?: readonly string[];
  lang?: string;
}

export const LOOKUP_REQUIRED_MESSAGE =
  'A content lookup needs a single type, an id, or a uid with at least one type.';

type Logger = Pick<Console, 'warn' | 'error'>;

/** Runs the lookups one after another and returns the first non-empty result's first document. */
async function firstDocument(
  source: DocumentSource,
  lookups: (() => Promise<ContentDocument[]>)[],
  logger: Logger,
): Promise<ContentDocument | null> {
  for (const lookup of lookups) {
    let results: ContentDocument[];
    try {
      results = await lookup();
    } catch (e) {
      logger.error(
        `[content:${source.name}] lookup failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      return null;
    }
    if (results.length > 0) return results[0] ?? null;
  }
  return null;
}

/** Resolves one query with the spec's rule; an incomplete query logs and returns null. */
export async function lookupDocument(
  source: DocumentSource,
  query: ContentQuery,
  logger: Logger = console,
): Promise<ContentDocument | null> {
  const { lang } = query;
  if (query.single)
    return firstDocument(source, [() => source.findSingle(query.single as string, lang)], logger);
  if (query.id)
    return firstDocument(source, [() => source.findById(query.id as string, lang)], logger);
  if (query.uid && query.types && query.types.length > 0) {
    const uid = query.uid;
    return firstDocument(
      source,
      query.types.map((type) => () => source.findByUid(uid, type, lang)),
      logger,
    );
  }
  logger.warn(LOOKUP_REQUIRED_MESSAGE);
  return null;
}

/** A document's date for ordering: its `date` field, else its first publication. */
function documentDate(doc: ContentDocument): string {
  const data = doc.data as { date?: unknown };
  if (typeof data.date === 'string') return data.date;
  return doc.first_publication_date ?? '';
}

/** Every document of a type, newest first (then by uid), bounded; a failing source is empty. */
export async function listDocuments(
  source: DocumentSource,
  type: string,
  opts: { lang?: string; limit?: number } = {},
  logger: Logger = console,
): Promise<ContentDocument[]> {
  const limit = Math.max(
    1,
    Math.min(MAX_LIST_DOCUMENTS, Math.floor(opts.limit ?? MAX_LIST_DOCUMENTS)),
  );
  let docs: ContentDocument[];
  try {
    docs = await source.findAll(type, limit, opts.lang);
  } catch (e) {
    logger.error(
      `[content:${source.name}] listing failed: ${e instanceof Error ? e.message : String(e)}`,
    );
    return [];
  }
  return [...docs]
    .sort(
      (a, b) =>
        documentDate(b).localeCompare(documentDate(a)) || (a.uid ?? '').localeCompare(b.uid ?? ''),
    )
    .slice(0, limit);
}

export function createContentProvider(
  source: DocumentSource,
  logger: Logger = console,
): ContentProvider {
  return {
    name: source.name,
    async getSingle<T extends string>(type: T, opts?: LookupOptions) {
      return (await lookupDocument(
        source,
        { single: type, lang: opts?.lang },
        logger,
      )) as ContentDocument<T> | null;
    },
    async getById(id: string, opts?: LookupOptions) {
      return lookupDocument(source, { id, lang: opts?.lang }, logger);
    },
    async getByUid<T extends string>(uid: string, types: readonly T[], opts?: LookupOptions) {
      return (await lookupDocument(
        source,
        { uid, types, lang: opts?.lang },
        logger,
      )) as ContentDocument<T> | null;
    },
    async getAllByType<T extends string>(type: T, opts?: LookupOptions & { limit?: number }) {
      return (await listDocuments(source, type, opts, logger)) as ContentDocument<T>[];
    },
  };
}
