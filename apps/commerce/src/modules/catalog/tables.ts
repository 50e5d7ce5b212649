// Table types this module owns (Kysely): the catalogue: categories, attributes, products and their options, media and links.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, UpdatedAt, Json } from '../../db/column-types.js';

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Id path from the root, e.g. "1/2/5/17". */
  path: string;
  /** 0 = root catalog, 1 = store root, 2 = top-level categories. */
  level: number;
  position: number;
  name: string;
  url_key: string;
  /** Full path without suffix, e.g. "seating/lounge-chairs". */
  url_path: string;
  include_in_menu: boolean;
  is_active: boolean;
  is_anchor: boolean;
  description: string | null;
  image: string | null;
  thumbnail: string | null;
  image_text_hover: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  pwa_layout: string | null;
  display_mode: string | null;
  default_sort_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type FrontendInput = 'select' | 'multiselect' | 'boolean' | 'textarea' | 'text' | 'price';

export interface AttributeTable {
  id: Generated<number>;
  code: string;
  label: string;
  frontend_input: FrontendInput;
  /** Shown as a layered-navigation filter and in aggregations. */
  is_filterable: boolean;
  is_searchable: boolean;
  is_comparable: boolean;
  used_for_sort_by: boolean;
  is_visible_on_front: boolean;
  /** Layered-navigation position (getVisitureAttributesFields.position). */
  position: number;
  /** Filter shown collapsed (getVisitureAttributesFields.collapsed). */
  collapsed: boolean;
}

export interface AttributeOptionTable {
  id: Generated<number>;
  attribute_id: number;
  label: string;
  position: number;
  /** Swatch kind: 'color' (value is #rrggbb), 'image' (value is a media path), 'text', or null for none. */
  swatch_type: 'color' | 'image' | 'text' | null;
  swatch_value: string | null;
}

export type ProductTypeId =
  'simple' | 'configurable' | 'virtual' | 'giftcard' | 'grouped' | 'downloadable';

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  type_id: ProductTypeId;
  /** Set on the variants (children) of a configurable product. */
  parent_id: number | null;
  name: string;
  url_key: string;
  /** 1 enabled, 2 disabled (Magento's status values). */
  status: number;
  /** 1 not visible individually (variants), 2 catalog, 3 search, 4 catalog and search. */
  visibility: number;
  price: number;
  special_price: number | null;
  special_from_date: Date | null;
  special_to_date: Date | null;
  new_from_date: Date | null;
  new_to_date: Date | null;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
  meta_keyword: string | null;
  meta_description: string | null;
  /** Pounds; null for virtual and gift card products. */
  weight: number | null;
  qty: number;
  is_in_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
  gift_message_available: boolean;
  /**
   * Text-valued custom attributes: marketing_sku_{product}, archive ('1' = archived),
   * ordering_note, visiture_custom_attributes (JSON text), pwa_layout, and the like.
   */
  attributes: Json<Record<string, string>>;
  /** Gift card settings for type_id 'giftcard' (amounts in cents, open amount range, card type). */
  giftcard: Json<GiftCardSettings | null>;
  /** Generated full-text document (name and SKU weighted A, short description B, description C). */
  search_vector: ColumnType<string | null, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GiftCardSettings {
  amounts: number[];
  allow_open_amount: boolean;
  open_amount_min: number | null;
  open_amount_max: number | null;
  giftcard_type: 'VIRTUAL' | 'PHYSICAL' | 'COMBINED';
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  position: number;
}

/**
 * Values of select/multiselect/boolean attributes, one row per value.
 * A configurable parent also carries the union of its variants' values for its
 * configurable attributes, so layered navigation filters parents (as Magento's index does).
 */
export interface ProductAttributeOptionTable {
  product_id: number;
  attribute_id: number;
  option_id: number;
}

export interface ConfigurableAttributeTable {
  id: Generated<number>;
  product_id: number;
  attribute_id: number;
  position: number;
  label: string | null;
}

export interface ProductMediaTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  media_type: 'image' | 'external-video';
  /** Path below the media base URL, e.g. "catalog/product/armchair/7a5c3e.svg". */
  file: string;
  label: string | null;
  disabled: boolean;
  /** Any of 'image', 'small_image', 'thumbnail', 'swatch_image'. */
  roles: Json<string[]>;
  video_provider: string | null;
  video_url: string | null;
  video_title: string | null;
  video_description: string | null;
  video_metadata: string | null;
}

export type CustomOptionType = 'field' | 'area' | 'drop_down' | 'radio' | 'checkbox' | 'multiple';

export type PriceType = 'FIXED' | 'PERCENT';

export interface CustomOptionTable {
  id: Generated<number>;
  product_id: number;
  type: CustomOptionType;
  title: string;
  is_required: boolean;
  sort_order: number;
  /** Field/area only: minor units when FIXED, hundredths of a percent when PERCENT. */
  price_amount: number | null;
  price_type: PriceType | null;
  sku: string | null;
  max_characters: number | null;
}

export interface CustomOptionValueTable {
  id: Generated<number>;
  option_id: number;
  title: string;
  /** Minor units when FIXED, hundredths of a percent when PERCENT. */
  price_amount: number;
  price_type: PriceType;
  sku: string | null;
  sort_order: number;
}

export interface ProductLinkTable {
  product_id: number;
  linked_product_id: number;
  /** 'associated': a grouped product's member (docs/decisions/0508). */
  link_type: 'crosssell' | 'related' | 'upsell' | 'associated';
  position: number;
  /** A grouped member's default quantity; null for the other link types. */
  qty: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A downloadable product's link (docs/decisions/0509): a private file its buyers may download. */
export interface DownloadableLinkTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  sort_order: number;
  /** Downloads allowed per unit bought; 0 is unlimited. */
  number_of_downloads: number;
  /** Path below the private PDF folder, e.g. "links/charter-revit-families.pdf". */
  file: string;
  /** Public sample of this link, below the PDF media path, e.g. "samples/….pdf". */
  sample_file: string | null;
}

/** A downloadable product's public sample, below the PDF media path. */
export interface DownloadableSampleTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  sort_order: number;
  file: string;
}

/** Catalogue version for the listing index: bumped by triggers on every catalogue write (0008). */
export interface CatalogVersionTable {
  id: Generated<number>;
  version: ColumnType<string | number, never, string | number>;
  changed_at: ColumnType<Date, never, Date>;
}

/** One problem of an import: a row (1 = the first data row, the header is row 0), a column, why. */
export interface ImportProblem {
  row: number;
  column: string | null;
  message: string;
}

/** A CSV import, dry run or real (migration 0026; docs/decisions/1434). */
export interface CatalogImportJobTable {
  id: Generated<number>;
  dry_run: boolean;
  status: 'running' | 'succeeded' | 'failed';
  file_name: string | null;
  operator_id: number | null;
  operator_email: string | null;
  /** Data rows in the file. */
  total: ColumnType<number, number | undefined, number>;
  /** Rows validated (dry run) or written (real run) so far. */
  done: ColumnType<number, number | undefined, number>;
  created: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  /** Every bad row and why. */
  errors: ColumnType<ImportProblem[], string | undefined, string>;
  /** Problems that do not stop the import (unknown columns, ignored values). */
  warnings: ColumnType<ImportProblem[], string | undefined, string>;
  /** Why a run failed when no row is to blame (a database error). */
  message: string | null;
  started_at: ColumnType<Date, Date | undefined, never>;
  finished_at: Date | null;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface CatalogTables {
  catalog_import_job: CatalogImportJobTable;
  catalog_version: CatalogVersionTable;
  category: CategoryTable;
  attribute: AttributeTable;
  attribute_option: AttributeOptionTable;
  product: ProductTable;
  product_category: ProductCategoryTable;
  product_attribute_option: ProductAttributeOptionTable;
  configurable_attribute: ConfigurableAttributeTable;
  product_media: ProductMediaTable;
  custom_option: CustomOptionTable;
  custom_option_value: CustomOptionValueTable;
  product_link: ProductLinkTable;
  downloadable_link: DownloadableLinkTable;
  downloadable_sample: DownloadableSampleTable;
}

export type Product = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type ProductUpdate = Updateable<ProductTable>;
export type Category = Selectable<CategoryTable>;
export type NewCategory = Insertable<CategoryTable>;
