// Storefront types for catalogue data. Adapters (catalog/adapters.ts) build them from API shapes;
// components only ever see these. Money is integer cents. Safe to import from client code.
import type { Money } from '@charter/shared/money';
import type { ResponsiveImage } from '@/lib/images/responsive';

export interface Image {
  url: string;
  alt: string;
}

export interface ProductTileData {
  uid: string;
  sku: string;
  /** Marketing SKU when the product has one, else the SKU. */
  displaySku: string;
  name: string;
  /** Site path, e.g. /lounge-chair.html */
  href: string;
  image: Image | null;
  /** Lowest final price ("As low as"). */
  minPrice: Money | null;
  orderingNote: string | null;
  archived: boolean;
  /** A material (fabric, finish): pwa_layout 'materials'; its tile image is square (spec §9). */
  material?: boolean;
  isNew: boolean;
  onSale: boolean;
  /** Approved reviews (count and 0–100 average); absent or count 0 when there are none. */
  rating?: { count: number; percent: number } | null;
  /** The product's deepest category path (names), when the list asked for it (search results). */
  categories?: string[];
}

export interface FilterOption {
  label: string;
  value: string;
  count: number;
}

export interface ListingFilterGroup {
  code: string;
  label: string;
  position: number;
  collapsed: boolean;
  options: FilterOption[];
}

export interface SortOption {
  value: string;
  label: string;
}

export interface ProductListPage {
  items: ProductTileData[];
  totalCount: number;
  currentPage: number;
  pageSize: number;
  totalPages: number;
  filters: ListingFilterGroup[];
  sortOptions: SortOption[];
  defaultSort: string | null;
}

export interface GalleryItem {
  kind: 'image' | 'video';
  url: string;
  alt: string;
  position: number;
  video?: { url: string; title: string | null; provider: string | null };
  /** `<img>` attributes (srcset through the image loader), added by the server before rendering. */
  stage?: ResponsiveImage;
  thumb?: ResponsiveImage;
}

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export interface PriceInfo {
  final: Money | null;
  regular: Money | null;
  /** Regular is shown struck through when the product is on sale. */
  onSale: boolean;
}

export interface SwatchData {
  type: 'color' | 'image' | 'text';
  value: string;
  thumbnail?: string | null;
}

export interface ConfigurableOptionValue {
  valueIndex: number;
  uid: string | null;
  label: string;
  swatch: SwatchData | null;
}

export interface ConfigurableOption {
  code: string;
  label: string;
  position: number;
  /** Shown as swatches (colour, fabric, finish) or text buttons. */
  display: 'swatch' | 'text';
  values: ConfigurableOptionValue[];
}

export interface Variant {
  sku: string;
  name: string;
  stockStatus: StockStatus;
  price: PriceInfo;
  gallery: GalleryItem[];
  /** attribute code -> value_index */
  attributes: Record<string, number>;
}

export type PriceType = 'FIXED' | 'PERCENT' | 'DYNAMIC';

export interface CustomOptionValue {
  uid: string;
  id: number | null;
  title: string;
  price: number | null;
  priceType: PriceType;
  sku: string | null;
  sortOrder: number;
}

export interface CustomOption {
  uid: string;
  id: number | null;
  title: string;
  required: boolean;
  sortOrder: number;
  kind: 'field' | 'area' | 'drop_down' | 'radio' | 'checkbox' | 'multiple' | 'other';
  maxCharacters: number | null;
  /** Field and area options carry one price; choice options carry one per value. */
  price: number | null;
  priceType: PriceType;
  values: CustomOptionValue[];
}

export interface ProductDetail {
  uid: string;
  typename: string;
  sku: string;
  displaySku: string;
  marketingSku: string | null;
  name: string;
  href: string;
  /** The deepest category path (names) of the product, for analytics; empty when it has none. */
  categories: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  descriptionHtml: string;
  shortDescriptionHtml: string;
  stockStatus: StockStatus;
  price: PriceInfo;
  gallery: GalleryItem[];
  orderingNote: string | null;
  archived: boolean;
  isNew: boolean;
  configurableOptions: ConfigurableOption[];
  variants: Variant[];
  customOptions: CustomOption[];
  crossSells: ProductTileData[];
  /** GiftCardProduct only. */
  giftCard: GiftCardInfo | null;
  /** GroupedProduct only: the set's members by position, each bought by its own SKU. */
  grouped: GroupedMember[] | null;
  /** DownloadableProduct only: the files bought with it and the public samples. */
  downloads: DownloadInfo | null;
  /** Approved reviews (count and 0–100 average); absent or null when there are none. */
  rating?: { count: number; percent: number } | null;
}

/** What a downloadable product includes; sample URLs are public PDFs (http or https only). */
export interface DownloadInfo {
  links: { title: string; sampleUrl: string | null }[];
  samples: { title: string; url: string }[];
}

/** A member of a grouped product (a furniture set) and its default quantity in the set. */
export interface GroupedMember {
  product: ProductTileData;
  stockStatus: StockStatus;
  qty: number;
}

/** What a gift card product lets the buyer choose (amounts in cents). */
export interface GiftCardInfo {
  amounts: { uid: string; amount: Money }[];
  /** The typed open amount's range, when allowed. */
  openAmount: { uid: string; min: Money | null; max: Money | null } | null;
  /** Sender, recipient and message fields; kind tells the control. */
  fields: { uid: string; title: string; required: boolean; kind: 'text' | 'email' | 'area' }[];
}

export interface CategorySummary {
  uid: string;
  id: number | null;
  name: string;
  urlPath: string;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  defaultSortBy: string | null;
  breadcrumbs: { name: string; href: string }[];
}

export type RouteMatch =
  | { kind: 'redirect'; to: string; permanent: boolean }
  | { kind: 'category'; category: CategorySummary }
  | { kind: 'product'; product: ProductDetail };
