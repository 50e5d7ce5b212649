// Field resolvers shared by every product type. Each one reads the row or a batched loader.
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.js';
import { formatDateTime } from '../../shared/dates.js';
import { sanitizeProductHtml } from '../../shared/html.js';
import { encodeUid } from '../../shared/ids.js';
import type { CatalogDeps } from './deps.js';
import { dynamicProductFields } from './dynamic-fields.js';
import { catalogLoaders } from './loaders.js';
import {
  customAttributes,
  customAttributesV2,
  visitureCustomAttributes,
} from './product-attributes.js';
import { hasPageRead } from './page-read.js';
import {
  gallery,
  galleryEntries,
  roleImage,
  type GalleryItem,
  type ImageOut,
} from './product-media.js';
import { shapeCustomOption as shapeOption } from './product-options.js';
import {
  activeSpecialPrice,
  boundsOf,
  inStock,
  legacyPrices,
  ONLY_X_LEFT_THRESHOLD,
  priceRange,
} from './product-price.js';
import type { Answer, TypeResolvers } from '../../graphql/resolvers.js';
import type { ProductRow } from './product.service.js';

/** A product as a GraphQL source; `route` is set when it was reached through route(url). */
export type ProductSource = ProductRow & {
  route?: { relative_url: string; redirect_code: number };
};

declare module '../../graphql/parents.js' {
  interface ResolverParents {
    SimpleProduct: ProductSource;
    VirtualProduct: ProductSource;
    ConfigurableProduct: ProductSource;
    GiftCardProduct: ProductSource;
    GroupedProduct: ProductSource;
    DownloadableProduct: ProductSource;
    ProductImage: ImageOut;
    ProductVideo: GalleryItem;
  }
}

type R = (p: ProductSource, args: never, ctx: RequestContext, info: GraphQLResolveInfo) => unknown;

/** The fields every product type shares (ProductInterface's, and the attribute fields generated at start). */
export function productFieldResolvers(deps: CatalogDeps): TypeResolvers<'SimpleProduct'> {
  const L = (ctx: RequestContext) => catalogLoaders(ctx, deps.products, deps.categories);
  const suffix = (ctx: RequestContext) => String(ctx.storeView.config.product_url_suffix ?? '');
  const media = (p: ProductSource, ctx: RequestContext) => L(ctx).media.load(p.id);
  const variants = (p: ProductSource, ctx: RequestContext) =>
    p.type_id === 'configurable' ? L(ctx).variants.load(p.id) : Promise.resolve([]);
  // Rows from a page read may be older than the last stock change: their stock is read again.
  const freshStock = async (
    rows: readonly ProductRow[],
    ctx: RequestContext,
  ): Promise<ProductRow[]> => {
    if (!hasPageRead(ctx) || rows.length === 0) return [...rows];
    const stock = await L(ctx).stock.loadMany(rows.map((r) => r.id));
    return rows.map((r, i) => {
      const s = stock[i];
      return s ? { ...r, qty: s.qty, is_in_stock: s.is_in_stock } : r;
    });
  };
  const bounds = async (p: ProductSource, ctx: RequestContext) =>
    boundsOf(ctx, p, await variants(p, ctx));
  const linked = (type: string) => async (p: ProductSource, _: unknown, ctx: RequestContext) =>
    (await L(ctx).links.load(p.id)).filter((l) => l.link_type === type).map((l) => l.linked);
  const image = (role: string) => async (p: ProductSource, _: unknown, ctx: RequestContext) =>
    roleImage(await media(p, ctx), role, p.name, deps.config.mediaBaseUrl);
  const attr = (key: string) => (p: ProductSource) => p.attributes[key] ?? null;

  const resolvers: TypeResolvers<'SimpleProduct'> = {
    uid: (p) => encodeUid(p.id),
    url_suffix: (_p, _a, ctx) => suffix(ctx),
    url_path: (p) => p.url_key,
    canonical_url: (p, _a, ctx) => `${p.url_key}${suffix(ctx)}`,
    url_rewrites: async (p, _a, ctx) =>
      (await L(ctx).urlRewrites.load(p.id)).map((url) => ({
        url,
        parameters: [{ name: 'id', value: String(p.id) }],
      })),
    description: (p) => ({ html: sanitizeProductHtml(p.description) }),
    short_description: (p) => ({ html: sanitizeProductHtml(p.short_description) }),
    image: image('image'),
    small_image: image('small_image'),
    thumbnail: image('thumbnail'),
    swatch_image: async (p, _a, ctx) =>
      (await media(p, ctx)).find((m) => m.roles.includes('swatch_image'))?.file ?? null,
    media_gallery: async (p, _a, ctx) =>
      gallery(await media(p, ctx), p.name, deps.config.mediaBaseUrl),
    media_gallery_entries: async (p, _a, ctx) => galleryEntries(await media(p, ctx)),
    new_from_date: (p) => formatDateTime(p.new_from_date),
    new_to_date: (p) => formatDateTime(p.new_to_date),
    special_price: (p, _a, ctx) => activeSpecialPrice(ctx, p),
    special_from_date: (p) => formatDateTime(p.special_from_date),
    special_to_date: (p) => formatDateTime(p.special_to_date),
    created_at: (p) => formatDateTime(p.created_at),
    updated_at: (p) => formatDateTime(p.updated_at),
    stock_status: async (p, _a, ctx) => {
      const inStockNow =
        p.type_id === 'configurable'
          ? (await freshStock(await variants(p, ctx), ctx)).some(inStock)
          : inStock((await freshStock([p], ctx))[0] as ProductRow);
      return inStockNow ? 'IN_STOCK' : 'OUT_OF_STOCK';
    },
    only_x_left_in_stock: async (p, _a, ctx) => {
      if (p.type_id === 'configurable' || p.type_id === 'giftcard') return null;
      const s = (await freshStock([p], ctx))[0] as ProductRow;
      return inStock(s) && s.qty > 0 && s.qty <= ONLY_X_LEFT_THRESHOLD ? s.qty : null;
    },
    quantity: () => null,
    price_range: async (p, _a, ctx) => priceRange(await bounds(p, ctx), ctx.currency),
    price: async (p, _a, ctx) => legacyPrices(await bounds(p, ctx), ctx.currency),
    price_tiers: () => [],
    categories: async (p, _a, ctx) => {
      const ids = await L(ctx).productCategoryIds.load(p.id);
      return (await L(ctx).category.loadMany(ids)).filter((c) => c !== null);
    },
    product_links: async (p, _a, ctx) =>
      (await L(ctx).links.load(p.id)).map((l): Answer<'ProductLinks'> => ({
        sku: p.sku,
        link_type: l.link_type,
        linked_product_sku: l.linked.sku,
        linked_product_type: l.linked.type_id,
        position: l.position,
      })),
    related_products: linked('related'),
    upsell_products: linked('upsell'),
    crosssell_products: linked('crosssell'),
    // review_count, rating_summary, review_summary and reviews: modules/review.
    country_of_manufacture: attr('country_of_manufacture'),
    options_container: () => 'container2',
    archive: attr('archive'),
    ordering_note: attr('ordering_note'),
    pwa_layout: attr('pwa_layout'),
    is_default_selection: () => false,
    visiture_custom_attributes: async (p, _a, ctx) =>
      p.attributes.visiture_custom_attributes ??
      visitureCustomAttributes(await L(ctx).attributeValues.load(p.id), deps.attributes),
    custom_attributesV2: async (p, _a, ctx) =>
      customAttributesV2(p, await L(ctx).attributeValues.load(p.id), deps.attributes),
    custom_attributes: async (p, _a, ctx) =>
      customAttributes(
        await L(ctx).attributeValues.load(p.id),
        deps.attributes,
        ctx.storeView.store.code,
      ),
    relative_url: (p, _a, ctx) => p.route?.relative_url ?? `${p.url_key}${suffix(ctx)}`,
    redirect_code: (p) => p.route?.redirect_code ?? 0,
    type: () => 'PRODUCT',
    options: async (p, _a, ctx) =>
      (await L(ctx).options.load(p.id)).map((o) => shapeOption(o, p.sku)),
  };

  // Generated fields: filterable option attributes (option id(s)) and marketing_sku_* texts. They
  // depend on the attribute catalogue, so they are added by name.
  const generated: Record<string, R> = resolvers;
  for (const f of dynamicProductFields(deps.attributes)) {
    if (f.source === 'text') {
      generated[f.name] = attr(f.name);
      continue;
    }
    generated[f.name] = async (p, _a, ctx) => {
      const ids = (await L(ctx).attributeValues.load(p.id))
        .filter((v) => v.attribute_id === f.attributeId)
        .map((v) => v.option_id);
      if (ids.length === 0) return null;
      return f.source === 'options' ? ids.join(',') : ids[0];
    };
  }
  return resolvers;
}
