// Result types of the catalogue operations in ./operations, written by hand to mirror the commerce
// API schema (apps/commerce/schema.graphql). Everything the API may leave null is nullable here.

export interface ApiMoney {
  value: number | null;
  currency: string | null;
}

export interface ApiProductPrice {
  regular_price: ApiMoney | null;
  final_price: ApiMoney | null;
}

export interface ApiPriceRange {
  minimum_price: ApiProductPrice | null;
  maximum_price: ApiProductPrice | null;
}

export interface ApiLegacyPrices {
  regularPrice: { amount: ApiMoney | null } | null;
  maximalPrice: { amount: ApiMoney | null } | null;
}

export interface ApiImage {
  url: string | null;
  label: string | null;
}

export interface ApiMediaGalleryItem {
  __typename: string;
  url: string | null;
  label: string | null;
  position: number | null;
  disabled: boolean | null;
  video_content?: {
    media_type: string | null;
    video_provider: string | null;
    video_url: string | null;
    video_title: string | null;
    video_description: string | null;
  } | null;
}

export interface ApiCustomAttributes {
  marketing_sku_charter?: string | null;
  archive?: string | null;
  ordering_note?: string | null;
  /** JSON text: [{ attribute_code, value }] */
  visiture_custom_attributes?: string | null;
}

export interface ApiProductTile extends ApiCustomAttributes {
  __typename: string;
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  new_from_date: string | null;
  new_to_date: string | null;
  small_image: ApiImage | null;
  price_range: ApiPriceRange | null;
  price?: ApiLegacyPrices | null;
  /** Approved reviews: count and average (0–100). */
  review_summary?: { reviews_count: number | null; rating_summary: number | null } | null;
}

export interface ApiEnteredOptionValue {
  uid: string;
  price: number | null;
  price_type: 'FIXED' | 'PERCENT' | 'DYNAMIC' | null;
  sku: string | null;
  max_characters: number | null;
}

export interface ApiChoiceOptionValue {
  uid: string;
  option_type_id: number | null;
  title: string | null;
  price: number | null;
  price_type: 'FIXED' | 'PERCENT' | 'DYNAMIC' | null;
  sku: string | null;
  sort_order: number | null;
}

export interface ApiCustomizableOption {
  __typename: string;
  uid: string;
  option_id: number | null;
  title: string | null;
  required: boolean | null;
  sort_order: number | null;
  field_value?: ApiEnteredOptionValue | null;
  area_value?: ApiEnteredOptionValue | null;
  choice_values?: (ApiChoiceOptionValue | null)[] | null;
}

export interface ApiSwatchData {
  __typename: string;
  value: string | null;
  thumbnail?: string | null;
}

export interface ApiConfigurableOption {
  attribute_code: string | null;
  label: string | null;
  position: number | null;
  values: ({
    uid: string | null;
    value_index: number | null;
    label: string | null;
    store_label: string | null;
    default_label: string | null;
    swatch_data: ApiSwatchData | null;
    visiture_swatch_data: { type: string | null; value: string | null } | null;
  } | null)[] | null;
}

export interface ApiVariant {
  attributes: ({ code: string | null; value_index: number | null } | null)[] | null;
  product: {
    sku: string | null;
    name: string | null;
    stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
    image: ApiImage | null;
    price_range: ApiPriceRange | null;
    price?: ApiLegacyPrices | null;
    media_gallery: (ApiMediaGalleryItem | null)[] | null;
  } | null;
}

export interface ApiProductDetail extends ApiProductTile {
  meta_title: string | null;
  meta_description: string | null;
  description: { html: string | null } | null;
  short_description: { html: string | null } | null;
  image: ApiImage | null;
  media_gallery: (ApiMediaGalleryItem | null)[] | null;
  options?: (ApiCustomizableOption | null)[] | null;
  configurable_options?: (ApiConfigurableOption | null)[] | null;
  variants?: (ApiVariant | null)[] | null;
  crosssell_products: (ApiProductTile | null)[] | null;
  giftcard_amounts?: ({ uid: string; value: number | null } | null)[] | null;
  allow_open_amount?: boolean | null;
  open_amount_min?: number | null;
  open_amount_max?: number | null;
  giftcard_type?: 'VIRTUAL' | 'PHYSICAL' | 'COMBINED' | null;
  gift_card_options?: ({ __typename: string; uid: string; title: string | null; required: boolean | null } | null)[] | null;
}

export interface ApiCategory {
  __typename: 'CategoryTree';
  uid: string;
  id: number | null;
  name: string | null;
  url_path: string | null;
  category_description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  default_sort_by: string | null;
  breadcrumbs: ({ category_name: string | null; category_url_path: string | null } | null)[] | null;
}

export interface ApiRoutable {
  __typename: string;
  relative_url: string | null;
  redirect_code: number;
  type: 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE' | null;
}

export type ApiRouteResult =
  | (ApiRoutable & Partial<Omit<ApiCategory, '__typename'>> & { sku?: string | null; url_key?: string | null })
  | null;

export interface RouteQueryResult {
  route: ApiRouteResult;
}

export interface ProductDetailQueryResult {
  products: { items: (ApiProductDetail | null)[] | null } | null;
}

export interface ApiAggregation {
  attribute_code: string;
  label: string | null;
  count: number | null;
  position: number | null;
  options: ({ label: string | null; value: string; count: number | null } | null)[] | null;
}

export interface ApiProducts {
  total_count: number | null;
  page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } | null;
  sort_fields?: { default: string | null; options: ({ label: string | null; value: string | null } | null)[] | null } | null;
  aggregations?: (ApiAggregation | null)[] | null;
  items: (ApiProductTile | null)[] | null;
}

export interface ProductListQueryResult {
  visitureProducts: ApiProducts | null;
}

export interface ApiStoreConfig {
  store_code: string | null;
  store_name: string | null;
  locale: string | null;
  timezone: string | null;
  base_currency_code: string | null;
  default_display_currency_code: string | null;
  base_url: string | null;
  base_link_url?: string | null;
  secure_base_link_url?: string | null;
  base_media_url: string | null;
  secure_base_media_url: string | null;
  product_url_suffix: string | null;
  category_url_suffix: string | null;
  catalog_default_sort_by: string | null;
  grid_per_page: number | null;
  grid_per_page_values: string | null;
  default_title: string | null;
  title_prefix: string | null;
  title_suffix: string | null;
  default_description: string | null;
  default_keywords: string | null;
  header_logo_src: string | null;
  logo_alt: string | null;
  logo_width: number | null;
  logo_height: number | null;
  copyright: string | null;
  welcome: string | null;
  cms_home_page: string | null;
  cms_no_route: string | null;
}

export interface ApiSearchTerm {
  query_text: string | null;
  redirect: string | null;
  popularity: number | null;
}

export interface SearchTermQueryResult {
  searchTerm: ApiSearchTerm | null;
}

export interface StoreConfigQueryResult {
  storeConfig: ApiStoreConfig | null;
}

export interface FilterSettingsQueryResult {
  getVisitureAttributesFields: ({ attribute_code: string | null; position: number | null; collapsed: boolean | null } | null)[] | null;
}
