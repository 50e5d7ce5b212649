import type { RequestContext } from '../../context.js';
import { encodeUid } from '../../shared/ids.js';
import { orThrow } from '../../shared/result.js';
import type { UrlService } from './url.service.js';
import type { Answer, ResolverMap } from '../../graphql/resolvers.js';

export function urlResolvers(urls: UrlService): ResolverMap {
  const resolve = async (ctx: RequestContext, url: string) => orThrow(await urls.resolve(ctx, url));
  return {
    Query: {
      route: async (_, args, ctx) => {
        const r = await resolve(ctx, args.url);
        if (!r) return null;
        const route = { relative_url: r.relative_url, redirect_code: r.redirect_code };
        return r.type === 'PRODUCT' ? { ...r.product, route } : { ...r.category, route };
      },
      urlResolver: async (_, args, ctx) => {
        const r = await resolve(ctx, args.url);
        if (!r) return null;
        const id = r.type === 'PRODUCT' ? r.product.id : r.category.id;
        return {
          entity_uid: encodeUid(id),
          id,
          canonical_url: r.relative_url,
          relative_url: r.relative_url,
          redirectCode: r.redirect_code,
          type: r.type,
        } satisfies Answer<'EntityUrl'>;
      },
    },
  };
}
