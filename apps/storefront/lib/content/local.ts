// Local document source: versioned JSON documents from apps/storefront/content/, in the same
// shape the headless content service returns (id, uid, type, lang, data).
import type { DocumentSource } from './provider';
import type { ContentDocument } from './types';

/** Checks the envelope of a JSON document; the data is trusted to match its type. */
export function asContentDocument(value: unknown, origin: string): ContentDocument {
  const v = value as Partial<ContentDocument> | null;
  if (
    !v ||
    typeof v !== 'object' ||
    typeof v.id !== 'string' ||
    typeof v.type !== 'string' ||
    typeof v.lang !== 'string' ||
    typeof v.data !== 'object' ||
    v.data === null
  ) {
    throw new Error(`Content document ${origin} needs id, type, lang and data`);
  }
  return {
    id: v.id,
    uid: typeof v.uid === 'string' ? v.uid : null,
    type: v.type,
    lang: v.lang,
    first_publication_date:
      typeof v.first_publication_date === 'string' ? v.first_publication_date : null,
    data: v.data,
  } as ContentDocument;
}

function langMatches(doc: ContentDocument, lang: string | undefined): boolean {
  // '*' is Prismic's "all languages"; no language means the default (any local document).
  return !lang || lang === '*' || doc.lang.toLowerCase() === lang.toLowerCase();
}

export function createLocalSource(documents: readonly ContentDocument[]): DocumentSource {
  const pick = (match: (d: ContentDocument) => boolean, lang?: string) =>
    Promise.resolve(documents.filter((d) => match(d) && langMatches(d, lang)));
  return {
    name: 'local',
    findSingle: (type, lang) => pick((d) => d.type === type, lang),
    findById: (id, lang) => pick((d) => d.id === id, lang),
    findByUid: (uid, type, lang) => pick((d) => d.type === type && d.uid === uid, lang),
    // Local documents are few and versioned: all of the type; the provider orders and bounds them.
    findAll: (type, _limit, lang) => pick((d) => d.type === type, lang),
  };
}
