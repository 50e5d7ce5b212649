// CMS pages and blocks, and the contact form: parse, call the services, shape.
import { inputError, noSuchEntity } from '../../shared/errors.js';
import { orThrow } from '../../shared/result.js';
import type { ContactService } from './contact.service.js';
import type { ContentService } from './content.service.js';
import type { Answer, ResolverMap } from '../../graphql/resolvers.js';

/** Identifiers one cmsBlocks call may ask for. */
const MAX_BLOCKS = 20;

export function contentResolvers(content: ContentService, contact: ContactService): ResolverMap {
  return {
    Query: {
      cmsPage: (_, args) => {
        if (!args.identifier && (args.id === undefined || args.id === null))
          throw inputError('Page id/identifier should be specified');
        const page = args.identifier ? content.page(args.identifier) : null;
        if (!page)
          throw noSuchEntity(
            `The CMS page with the "${args.identifier ?? String(args.id)}" ID doesn't exist.`,
          );
        return {
          ...page,
          url_key: page.identifier,
          page_layout: '1column',
          meta_title: page.title,
          meta_keywords: '',
          relative_url: page.identifier,
          redirect_code: 0,
          type: 'CMS_PAGE',
        } satisfies Answer<'CmsPage'>;
      },
      cmsBlocks: (_, args) => {
        const ids = (args.identifiers ?? []).filter(
          (i): i is string => typeof i === 'string' && i !== '',
        );
        if (ids.length === 0) throw inputError('"identifiers" of CMS blocks should be specified');
        if (ids.length > MAX_BLOCKS)
          throw inputError(`At most ${MAX_BLOCKS} CMS blocks can be asked for at once.`);
        const items = content.blocks(ids);
        const missing = ids.find((id) => !items.some((b) => b.identifier === id));
        if (missing !== undefined)
          throw noSuchEntity(`The CMS block with the "${missing}" ID doesn't exist.`);
        return { items };
      },
    },
    Mutation: {
      contactUs: async (_, { input }, ctx) => {
        orThrow(await contact.send(ctx, input));
        return { status: true };
      },
    },
    CategoryTree: {
      cms_block: () => null,
    },
  };
}
