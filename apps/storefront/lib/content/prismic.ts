// Prismic document source, built on the official client (@prismicio/client). Used when
// PRISMIC_REPOSITORY is configured; PRISMIC_API_ENDPOINT overrides the API address (tests point
// it at a local fixture that answers like Prismic's REST API v2).
import * as prismic from '@prismicio/client';
import type { DocumentSource } from './provider';
import type { ContentDocument } from './types';

export interface PrismicSourceOptions {
  repositoryName: string;
  /** Full Content API v2 address, e.g. https://repo.cdn.prismic.io/api/v2. */
  apiEndpoint?: string;
  accessToken?: string;
  /** Extra fetch options, e.g. Next.js cache tags and lifetime (passed through to fetch). */
  fetchOptions?: {
    cache?: RequestCache;
    headers?: Record<string, string>;
    next?: { tags?: string[]; revalidate?: number };
  };
  fetch?: typeof globalThis.fetch;
}

function toContentDocument(doc: prismic.PrismicDocument): ContentDocument {
  return {
    id: doc.id,
    uid: doc.uid ?? null,
    type: doc.type,
    lang: doc.lang,
    first_publication_date: doc.first_publication_date ?? null,
    data: doc.data,
  } as ContentDocument;
}

export function createPrismicSource(options: PrismicSourceOptions): DocumentSource {
  const client = prismic.createClient(options.repositoryName, {
    documentAPIEndpoint:
      options.apiEndpoint ?? prismic.getRepositoryEndpoint(options.repositoryName),
    accessToken: options.accessToken,
    fetchOptions: options.fetchOptions as prismic.RequestInitLike | undefined,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function search(filters: string[], lang?: string): Promise<ContentDocument[]> {
    const response = await client.get({ filters, pageSize: 1, ...(lang ? { lang } : {}) });
    return response.results.map(toContentDocument);
  }

  return {
    name: 'prismic',
    findSingle: (type, lang) => search([prismic.filter.at('document.type', type)], lang),
    findById: (id, lang) => search([prismic.filter.at('document.id', id)], lang),
    findByUid: (uid, type, lang) =>
      search(
        [prismic.filter.at('document.type', type), prismic.filter.at(`my.${type}.uid`, uid)],
        lang,
      ),
    findAll: async (type, limit, lang) => {
      const response = await client.get({
        filters: [prismic.filter.at('document.type', type)],
        pageSize: Math.max(1, Math.min(100, limit)),
        orderings: [{ field: 'document.first_publication_date', direction: 'desc' }],
        ...(lang ? { lang } : {}),
      });
      return response.results.map(toContentDocument);
    },
  };
}
