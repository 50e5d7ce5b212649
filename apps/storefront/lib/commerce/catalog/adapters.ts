// Turns API shapes into storefront types. Pure: the clock and store settings come in as context.
// Float dollars become integer cents here and nowhere else.
import type {
  ConfigurableOptionFragment,
  ConfigurableVariantFragment,
  CustomizableOptionFragment,
  MediaGalleryItemFragment,
  ProductDetailFragment,
  ProductListQuery,
  ProductPageQuery,
  ProductTileFragment,
  RouteQuery,
} from '@/lib/commerce/generated/graphql';
import { isNewProduct, isSpecialPrice } from './badges';
import { toGiftCard } from './gift-card-adapter';
import { toGroupedMembers } from './grouped-adapter';
import { toDownloads } from './download-adapter';
import { money, toCentsOrNull } from '@charter/shared/money';
import type {
  CategorySummary,
  ConfigurableOption,
  CustomOption,
  GalleryItem,
  ListingFilterGroup,
  PriceInfo,
  PriceType,
  ProductDetail,
  ProductListPage,
  ProductTileData,
  SwatchData,
  Variant,
} from '../types';

type PriceRangeAnswer = ProductTileFragment['price_range'];
/** The legacy price block: the specification's Sale rule compares maximalPrice with regularPrice. */
type LegacyPriceAnswer = ProductTileFragment['price'];
/** A category as the route read answers it. */
type CategoryAnswer = Extract<NonNullable<RouteQuery['route']>, { __typename: 'CategoryTree' }>;
/** The text-valued custom attributes of a product (JSON text in visiture_custom_attributes). */
type CustomAttributes = Pick<
  ProductTileFragment,
  'marketing_sku_charter' | 'archive' | 'ordering_note' | 'visiture_custom_attributes'
>;
type SwatchDataAnswer = NonNullable<
  NonNullable<NonNullable<ConfigurableOptionFragment['values']>[number]>['swatch_data']
>;
type ProductListAnswer = NonNullable<ProductListQuery['visitureProducts']>;
type Aggregation = NonNullable<NonNullable<ProductListAnswer['aggregations']>[number]>;
/** A listing page: the first (with sort fields and layered navigation) or a later one. */
type ProductsAnswer = NonNullable<ProductPageQuery['visitureProducts']> &
  Partial<Pick<ProductListAnswer, 'sort_fields' | 'aggregations'>>;

export interface AdapterContext {
  now: Date;
  timeZone: string;
  productUrlSuffix: string;
  categoryUrlSuffix: string;
}

export const MARKETING_SKU_ATTRIBUTE = 'marketing_sku_charter';
export const ARCHIVE_VALUE = '1';
/** Options shown as swatches even when the API sends no swatch data. */
const SWATCH_ATTRIBUTES = new Set(['color', 'fabric', 'finish']);

function compact<T>(list: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (list ?? []).filter((x): x is T => x !== null && x !== undefined);
}

/** visiture_custom_attributes is JSON text: a list of {attribute_code, value} or a plain map. */
export function parseCustomAttributes(json: string | null | undefined): Record<string, string> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    const out: Record<string, string> = {};
    if (Array.isArray(parsed)) {
      for (const entry of parsed) {
        if (entry && typeof entry === 'object' && 'attribute_code' in entry) {
          const e = entry as { attribute_code: unknown; value: unknown };
          if (typeof e.attribute_code === 'string' && e.value !== null && e.value !== undefined) {
            out[e.attribute_code] = String(e.value);
          }
        }
      }
    } else if (parsed && typeof parsed === 'object') {
      for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
        if (v !== null && v !== undefined && typeof v !== 'object') out[k] = String(v);
      }
    }
    return out;
  } catch {
    return {};
  }
}

export function customAttribute(
  p: Partial<CustomAttributes>,
  code: keyof CustomAttributes & string,
): string | null {
  const direct = p[code];
  if (typeof direct === 'string' && direct.trim() !== '') return direct.trim();
  const fromJson = parseCustomAttributes(p.visiture_custom_attributes)[code];
  return fromJson && fromJson.trim() !== '' ? fromJson.trim() : null;
}

export function productHref(
  urlKey: string | null,
  urlSuffix: string | null | undefined,
  ctx: AdapterContext,
): string {
  return `/${urlKey ?? ''}${urlSuffix ?? ctx.productUrlSuffix}`;
}

export function categoryHref(urlPath: string, ctx: AdapterContext): string {
  return `/${urlPath.replace(/^\/+/, '')}${ctx.categoryUrlSuffix}`;
}

/** Spec Sale rule: maximal price present and lower than the regular price. */
export function saleFromPrices(
  range: PriceRangeAnswer | null,
  legacy: LegacyPriceAnswer | null | undefined,
): boolean {
  const maximal = toCentsOrNull(
    legacy?.maximalPrice?.amount?.value ?? range?.maximum_price?.final_price?.value,
  );
  const regular = toCentsOrNull(
    legacy?.regularPrice?.amount?.value ?? range?.maximum_price?.regular_price?.value,
  );
  return isSpecialPrice(maximal, regular);
}

export function toPriceInfo(
  range: PriceRangeAnswer | null,
  legacy?: LegacyPriceAnswer | null,
): PriceInfo {
  const min = range?.minimum_price;
  const final = money(min?.final_price?.value, min?.final_price?.currency);
  const regular = money(min?.regular_price?.value, min?.regular_price?.currency);
  const discounted = final !== null && regular !== null && final.cents < regular.cents;
  return { final, regular, onSale: discounted || saleFromPrices(range, legacy) };
}

/** A category as the API answers it with its breadcrumbs (cart lines, product pages, search). */
export interface CategoryWithPath {
  name?: string | null;
  level?: number | null;
  breadcrumbs?: ReadonlyArray<{ category_name?: string | null } | null> | null;
}

/** The deepest of the product's categories as a path of names (the first one on equal depth). */
export function categoryPath(
  categories: ReadonlyArray<CategoryWithPath | null> | null | undefined,
): string[] {
  let deepest: CategoryWithPath | null = null;
  for (const c of compact(categories))
    if (c.name && (!deepest || (c.level ?? 0) > (deepest.level ?? 0))) deepest = c;
  if (!deepest) return [];
  return [
    ...compact(deepest.breadcrumbs).map((b) => b.category_name ?? ''),
    deepest.name ?? '',
  ].filter(Boolean);
}

/** A tile; `categories` is read when the list asked for them (search results, for analytics). */
/** pwa_layout of material products and their category (fabrics, finishes). */
export const MATERIALS_LAYOUT = 'materials';

export function toTile(
  p: ProductTileFragment & { categories?: ReadonlyArray<CategoryWithPath | null> | null },
  ctx: AdapterContext,
): ProductTileData {
  const path = p.categories ? categoryPath(p.categories) : [];
  const sku = p.sku ?? '';
  const marketingSku = customAttribute(p, MARKETING_SKU_ATTRIBUTE as 'marketing_sku_charter');
  const name = p.name ?? sku;
  return {
    uid: p.uid,
    sku,
    displaySku: marketingSku ?? sku,
    name,
    href: productHref(p.url_key, p.url_suffix, ctx),
    image: p.small_image?.url ? { url: p.small_image.url, alt: p.small_image.label || name } : null,
    minPrice: money(
      p.price_range?.minimum_price?.final_price?.value,
      p.price_range?.minimum_price?.final_price?.currency,
    ),
    orderingNote: customAttribute(p, 'ordering_note'),
    archived: customAttribute(p, 'archive') === ARCHIVE_VALUE,
    ...(p.pwa_layout === MATERIALS_LAYOUT ? { material: true } : {}),
    isNew: isNewProduct(p.new_from_date, p.new_to_date, ctx.now, ctx.timeZone),
    onSale: saleFromPrices(p.price_range, p.price),
    rating: p.review_summary?.reviews_count
      ? { count: p.review_summary.reviews_count, percent: p.review_summary.rating_summary ?? 0 }
      : null,
    ...(path.length ? { categories: path } : {}),
  };
}

function toGalleryItem(m: MediaGalleryItemFragment, fallbackAlt: string): GalleryItem | null {
  if (!m.url || m.disabled) return null;
  const video = 'video_content' in m ? m.video_content : null;
  const isVideo = m.__typename === 'ProductVideo' || Boolean(video?.video_url);
  return {
    kind: isVideo ? 'video' : 'image',
    url: m.url,
    alt: m.label || fallbackAlt,
    position: m.position ?? 0,
    ...(isVideo && video?.video_url
      ? {
          video: { url: video.video_url, title: video.video_title, provider: video.video_provider },
        }
      : {}),
  };
}

/** Gallery ordered by position; the base image stands in when the gallery is empty. */
export function toGallery(
  items: (MediaGalleryItemFragment | null)[] | null | undefined,
  fallback: { url: string | null; label: string | null } | null,
  name: string,
): GalleryItem[] {
  const gallery = compact(items)
    .map((m) => toGalleryItem(m, name))
    .filter((g): g is GalleryItem => g !== null)
    .sort((a, b) => a.position - b.position);
  if (gallery.length === 0 && fallback?.url) {
    gallery.push({ kind: 'image', url: fallback.url, alt: fallback.label || name, position: 0 });
  }
  return gallery;
}

function toSwatch(s: SwatchDataAnswer | null): SwatchData | null {
  if (!s?.value) return null;
  if (s.__typename === 'ColorSwatchData') return { type: 'color', value: s.value };
  if (s.__typename === 'ImageSwatchData')
    return { type: 'image', value: s.value, thumbnail: s.thumbnail ?? null };
  if (/^#[0-9a-f]{3,8}$/i.test(s.value)) return { type: 'color', value: s.value };
  return { type: 'text', value: s.value };
}

function fromVisitureSwatch(
  s: { type: string | null; value: string | null } | null,
): SwatchData | null {
  if (!s?.value) return null;
  const type = s.type === 'color' || s.type === 'image' ? s.type : 'text';
  return { type, value: s.value };
}

export function toConfigurableOptions(
  options: (ConfigurableOptionFragment | null)[] | null | undefined,
): ConfigurableOption[] {
  return compact(options)
    .filter((o) => o.attribute_code)
    .map((o) => {
      const values = compact(o.values)
        .filter((v) => v.value_index !== null)
        .map((v) => ({
          valueIndex: v.value_index as number,
          uid: v.uid,
          label: v.store_label || v.label || v.default_label || String(v.value_index),
          swatch: toSwatch(v.swatch_data) ?? fromVisitureSwatch(v.visiture_swatch_data),
        }));
      const code = o.attribute_code as string;
      const hasSwatch = values.some((v) => v.swatch && v.swatch.type !== 'text');
      return {
        code,
        label: o.label || code,
        position: o.position ?? 0,
        display: hasSwatch || SWATCH_ATTRIBUTES.has(code) ? ('swatch' as const) : ('text' as const),
        values,
      };
    })
    .sort((a, b) => a.position - b.position);
}

export function toVariants(
  variants: (ConfigurableVariantFragment | null)[] | null | undefined,
  fallbackName: string,
): Variant[] {
  return compact(variants)
    .filter((v) => v.product?.sku)
    .map((v) => {
      const p = v.product!;
      const name = p.name ?? fallbackName;
      const attributes: Record<string, number> = {};
      for (const a of compact(v.attributes)) {
        if (a.code && a.value_index !== null) attributes[a.code] = a.value_index;
      }
      return {
        sku: p.sku as string,
        name,
        stockStatus: p.stock_status === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK',
        price: toPriceInfo(p.price_range, p.price),
        gallery: toGallery(p.media_gallery, p.image, name),
        attributes,
      };
    });
}

const OPTION_KINDS: Record<string, CustomOption['kind']> = {
  CustomizableFieldOption: 'field',
  CustomizableAreaOption: 'area',
  CustomizableDropDownOption: 'drop_down',
  CustomizableRadioOption: 'radio',
  CustomizableCheckboxOption: 'checkbox',
  CustomizableMultipleOption: 'multiple',
};

function priceType(t: string | null | undefined): PriceType {
  return t === 'PERCENT' || t === 'DYNAMIC' ? t : 'FIXED';
}

/** FIXED prices become cents; PERCENT prices stay a percentage of the product price. */
function optionPrice(price: number | null, type: PriceType): number | null {
  if (price === null || price === undefined) return null;
  return type === 'PERCENT' ? price : toCentsOrNull(price);
}

export function toCustomOptions(
  options: (CustomizableOptionFragment | null)[] | null | undefined,
): CustomOption[] {
  return compact(options)
    .map((o): CustomOption => {
      const entered =
        ('field_value' in o ? o.field_value : null) ??
        ('area_value' in o ? o.area_value : null) ??
        null;
      const type = priceType(entered?.price_type);
      return {
        uid: o.uid,
        id: o.option_id,
        title: o.title ?? '',
        required: Boolean(o.required),
        sortOrder: o.sort_order ?? 0,
        kind: OPTION_KINDS[o.__typename] ?? 'other',
        maxCharacters:
          entered?.max_characters && entered.max_characters > 0 ? entered.max_characters : null,
        price: entered ? optionPrice(entered.price, type) : null,
        priceType: type,
        values: compact('choice_values' in o ? o.choice_values : null)
          .map((v) => {
            const vt = priceType(v.price_type);
            return {
              uid: v.uid,
              id: v.option_type_id,
              title: v.title ?? '',
              price: optionPrice(v.price, vt),
              priceType: vt,
              sku: v.sku,
              sortOrder: v.sort_order ?? 0,
            };
          })
          .sort((a, b) => a.sortOrder - b.sortOrder),
      };
    })
    .filter((o) => o.kind !== 'other')
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

export function toProductDetail(p: ProductDetailFragment, ctx: AdapterContext): ProductDetail {
  const tile = toTile(p, ctx);
  const marketingSku = customAttribute(p, 'marketing_sku_charter');
  return {
    uid: p.uid,
    typename: p.__typename,
    sku: tile.sku,
    displaySku: tile.displaySku,
    marketingSku,
    name: tile.name,
    href: tile.href,
    categories: tile.categories ?? [],
    metaTitle: p.meta_title || null,
    metaDescription: p.meta_description || null,
    descriptionHtml: p.description?.html ?? '',
    shortDescriptionHtml: p.short_description?.html ?? '',
    stockStatus: p.stock_status === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK',
    price: toPriceInfo(p.price_range, p.price),
    gallery: toGallery(p.media_gallery, p.image ?? p.small_image, tile.name),
    orderingNote: tile.orderingNote,
    archived: tile.archived,
    isNew: tile.isNew,
    configurableOptions: toConfigurableOptions(
      'configurable_options' in p ? p.configurable_options : null,
    ),
    variants: toVariants('variants' in p ? p.variants : null, tile.name),
    customOptions: toCustomOptions('options' in p ? p.options : null),
    crossSells: compact(p.crosssell_products).map((c) => toTile(c, ctx)),
    giftCard: toGiftCard(p),
    grouped: toGroupedMembers(p, (m) => toTile(m, ctx)),
    downloads: toDownloads(p),
    rating: tile.rating ?? null,
  };
}

export function toCategory(c: CategoryAnswer, ctx: AdapterContext): CategorySummary {
  return {
    uid: c.uid,
    id: c.id,
    name: c.name ?? '',
    urlPath: c.url_path ?? '',
    description: c.category_description || null,
    metaTitle: c.meta_title || null,
    metaDescription: c.meta_description || null,
    defaultSortBy: c.default_sort_by || null,
    breadcrumbs: compact(c.breadcrumbs)
      .filter((b) => b.category_url_path)
      .map((b) => ({
        name: b.category_name ?? '',
        href: categoryHref(b.category_url_path as string, ctx),
      })),
  };
}

/** A group's display setting; without a position, the aggregation's own applies. */
export interface FilterSetting {
  position?: number;
  collapsed: boolean;
}
/** Settings per attribute code. `onlyListed`: groups not listed are not shown (category and price always are). */
export type FilterSettings = Map<string, FilterSetting> & { readonly onlyListed?: boolean };

/** Category aggregations may be named category_uid, category_id or visiture_category_filter. */
export const CATEGORY_FILTER_CODES = new Set([
  'category_uid',
  'category_id',
  'visiture_category_filter',
]);
const shown = (code: string, settings: FilterSettings) =>
  !settings.onlyListed || settings.has(code) || code === 'price' || CATEGORY_FILTER_CODES.has(code);

export function toFilterGroups(
  aggregations: (Aggregation | null)[] | null | undefined,
  settings: FilterSettings,
  hide: Set<string> = new Set(),
): ListingFilterGroup[] {
  return compact(aggregations)
    .filter((a) => !hide.has(a.attribute_code) && shown(a.attribute_code, settings))
    .map((a) => {
      const setting =
        settings.get(a.attribute_code) ??
        (CATEGORY_FILTER_CODES.has(a.attribute_code)
          ? settings.get('visiture_category_filter')
          : undefined);
      return {
        code: a.attribute_code,
        label: a.label || a.attribute_code,
        position: setting?.position ?? a.position ?? 0,
        collapsed: setting?.collapsed ?? false,
        options: compact(a.options)
          .filter((o) => o.value !== '' && (o.count ?? 0) > 0)
          .map((o) => ({ label: o.label || o.value, value: o.value, count: o.count ?? 0 })),
      };
    })
    .filter((g) => g.options.length > 0)
    .sort((a, b) => a.position - b.position);
}

export function toListingPage(
  p: ProductsAnswer,
  ctx: AdapterContext,
  settings: FilterSettings,
  requested: { page: number; pageSize: number },
  hideFilters?: Set<string>,
): ProductListPage {
  const totalCount = p.total_count ?? 0;
  const pageSize = p.page_info?.page_size ?? requested.pageSize;
  return {
    items: compact(p.items).map((i) => toTile(i, ctx)),
    totalCount,
    currentPage: p.page_info?.current_page ?? requested.page,
    pageSize,
    totalPages: p.page_info?.total_pages ?? Math.ceil(totalCount / Math.max(1, pageSize)),
    filters: toFilterGroups(p.aggregations, settings, hideFilters),
    sortOptions: compact(p.sort_fields?.options)
      .filter((o) => o.value)
      .map((o) => ({ value: o.value as string, label: o.label || (o.value as string) })),
    defaultSort: p.sort_fields?.default ?? null,
  };
}
