// categories / categoryList and the CategoryTree fields (its products are a search listing: see
// search/search.resolvers.ts).
import type { RequestContext } from '../../context.js';
import type { Category } from './tables.js';
import { formatDateTime } from '../../shared/dates.js';
import { encodeUid } from '../../shared/ids.js';
import {
  checkPageInRange,
  offsetOf,
  pageInfo,
  validatePageRequest,
} from '../../shared/pagination.js';
import { attributesList } from './attribute-metadata.js';
import { orThrow } from '../../shared/result.js';
import type { CatalogDeps } from './deps.js';
import { catalogLoaders } from './loaders.js';
import { mediaUrl } from './product-media.js';
import type { QueryCategoriesArgs, RequireFields } from '../../graphql/resolver-types.generated.js';
import type { Answer, ResolverMap } from '../../graphql/resolvers.js';

/** A category as a GraphQL source; `route` is set when it was reached through route(url). */
export type CategorySource = Category & { route?: { relative_url: string; redirect_code: number } };

declare module '../../graphql/parents.js' {
  interface ResolverParents {
    CategoryTree: CategorySource;
  }
}

type ListArgs = RequireFields<QueryCategoriesArgs, 'pageSize' | 'currentPage'>;

const SORT_OPTIONS = ['position', 'name', 'price'];

export function categoryResolvers(deps: CatalogDeps): ResolverMap {
  const L = (ctx: RequestContext) => catalogLoaders(ctx, deps.products, deps.categories);
  const suffix = (ctx: RequestContext) => String(ctx.storeView.config.category_url_suffix ?? '');
  const relative = (c: Category, ctx: RequestContext) => `${c.url_path}${suffix(ctx)}`;

  const find = async (args: ListArgs, ctx: RequestContext) => {
    const page = orThrow(validatePageRequest(args.pageSize, args.currentPage));
    const rows = orThrow(await deps.categories.find(ctx, args.filters));
    orThrow(checkPageInRange(page, rows.length));
    const start = offsetOf(page);
    return {
      items: rows.slice(start, start + page.pageSize),
      total_count: rows.length,
      page_info: pageInfo(page, rows.length),
    };
  };

  return {
    Query: {
      categories: (_, args, ctx) => find(args, ctx),
      categoryList: async (_, args, ctx) => (await find(args, ctx)).items,
      getProductAttributeList: (_, __, ctx) => ({
        items: deps.attributes.productAttributeList(ctx).map((a) => ({
          attribute_code: a.code,
          default_frontend_label: a.label,
          frontend_input: a.frontend_input,
          options: a.options.map((o) => ({ label: o.label, value: String(o.id) })),
        })),
      }),
      getVisitureAttributesFields: (_, __, ctx) => deps.attributes.navigationFields(ctx),
      attributesList: (_, args) => attributesList(deps.attributes, args.entityType, args.filters),
    },
    CustomAttributeMetadataInterface: { resolveType: () => 'CatalogAttributeMetadata' },
    CustomAttributeOptionInterface: { resolveType: () => 'AttributeOptionMetadata' },
    CategoryInterface: { resolveType: () => 'CategoryTree' },
    CategoryTree: {
      uid: (c) => encodeUid(c.id),
      url_path: (c) => c.url_path || null,
      url_suffix: (_c, _, ctx) => suffix(ctx),
      canonical_url: (c, _, ctx) => (c.level >= 2 ? relative(c, ctx) : null),
      path_in_store: (c) => c.path,
      include_in_menu: (c) => (c.include_in_menu ? 1 : 0),
      is_anchor: (c) => (c.is_anchor ? 1 : 0),
      image: (c) => (c.image ? mediaUrl(deps.config.mediaBaseUrl, c.image) : null),
      available_sort_by: () => SORT_OPTIONS,
      default_sort_by: (c) => c.default_sort_by ?? 'position',
      landing_page: () => null,
      created_at: (c) => formatDateTime(c.created_at),
      updated_at: (c) => formatDateTime(c.updated_at),
      children: (c, _, ctx) => L(ctx).categoryChildren.load(c.id),
      children_count: async (c, _, ctx) =>
        String((await L(ctx).categoryChildren.load(c.id)).length),
      product_count: (c, _, ctx) => L(ctx).categoryProductCount.load(c.id),
      breadcrumbs: async (c, _, ctx) => {
        // Ancestors below the store root (level >= 2), top first; null for top-level categories, as Magento.
        const ids = c.path.split('/').map(Number).slice(2, -1);
        if (c.level <= 2 || ids.length === 0) return null;
        const parents = (await L(ctx).category.loadMany(ids)).filter((x) => x !== null);
        return parents.map((p): Answer<'Breadcrumb'> => ({
          category_uid: encodeUid(p.id),
          category_id: p.id,
          category_name: p.name,
          category_level: p.level,
          category_url_key: p.url_key,
          category_url_path: p.url_path,
        }));
      },
      custom_attributes: (c) =>
        (['image', 'thumbnail', 'image_text_hover', 'description', 'url_path', 'url_key'] as const)
          .filter((k) => c[k] !== null && c[k] !== '')
          .map((k) => ({ attribute_code: k, value: c[k] })),
      relative_url: (c, _, ctx) => c.route?.relative_url ?? relative(c, ctx),
      redirect_code: (c) => c.route?.redirect_code ?? 0,
      type: () => 'CATEGORY',
    },
  };
}
