// attributesList (Magento 2.4.8): the attribute catalogue as Magento's attribute metadata. Built
// once per attribute catalogue (read once per process), then filtered per request.
// docs/decisions/1322-attributes-list.md
import type { AttributeFrontendInputEnum } from '../../graphql/resolver-types.generated.js';
import type { AttributeCatalog, AttributeDef } from './attribute.service.js';
import { isProductFieldName } from './dynamic-fields.js';

export type AttributeEntityType =
  'CATALOG_PRODUCT' | 'CATALOG_CATEGORY' | 'CUSTOMER' | 'CUSTOMER_ADDRESS' | 'RMA_ITEM';

/** Magento's AttributeFilterInput. */
export type AttributeFilter = Partial<
  Record<(typeof CATALOG_FILTERS)[number] | 'is_used_for_customer_segment', boolean | null>
>;

/** Filters a product attribute has (columns of Magento's catalog_eav_attribute). */
const CATALOG_FILTERS = [
  'is_comparable',
  'is_filterable',
  'is_filterable_in_search',
  'is_html_allowed_on_front',
  'is_searchable',
  'is_used_for_price_rules',
  'is_used_for_promo_rules',
  'is_visible_in_advanced_search',
  'is_visible_on_front',
  'is_wysiwyg_enabled',
  'used_in_product_listing',
] as const;

type CatalogFlags = Record<(typeof CATALOG_FILTERS)[number], boolean>;

export interface CatalogAttributeMetadata extends CatalogFlags {
  __typename: 'CatalogAttributeMetadata';
  code: string;
  label: string;
  entity_type: 'CATALOG_PRODUCT';
  frontend_input: AttributeFrontendInputEnum;
  frontend_class: null;
  default_value: null;
  is_required: boolean;
  is_unique: boolean;
  options: {
    __typename: 'AttributeOptionMetadata';
    label: string;
    value: string;
    is_default: boolean;
  }[];
}

const FRONTEND_INPUT: Record<AttributeDef['frontend_input'], AttributeFrontendInputEnum> = {
  select: 'SELECT',
  multiselect: 'MULTISELECT',
  boolean: 'BOOLEAN',
  text: 'TEXT',
  textarea: 'TEXTAREA',
  price: 'PRICE',
};

function toMetadata(a: AttributeDef, attributes: AttributeCatalog): CatalogAttributeMetadata {
  return {
    __typename: 'CatalogAttributeMetadata',
    code: a.code,
    label: a.label,
    entity_type: 'CATALOG_PRODUCT',
    frontend_input: FRONTEND_INPUT[a.frontend_input] ?? 'UNDEFINED',
    frontend_class: null,
    default_value: null,
    // No attribute is required or unique, and none has a default option.
    is_required: false,
    is_unique: false,
    options: a.options.map((o) => ({
      __typename: 'AttributeOptionMetadata',
      label: o.label,
      value: String(o.id),
      is_default: false,
    })),
    is_comparable: a.is_comparable,
    is_filterable: a.is_filterable,
    // Search results carry the same aggregations as category listings.
    is_filterable_in_search: a.is_filterable,
    is_searchable: a.is_searchable,
    is_visible_on_front: a.is_visible_on_front,
    used_in_product_listing: isProductFieldName(attributes, a.code),
    // Values are plain text, no price or cart rule reads attributes, and there is no advanced search.
    is_html_allowed_on_front: false,
    is_used_for_price_rules: false,
    is_used_for_promo_rules: false,
    is_visible_in_advanced_search: false,
    is_wysiwyg_enabled: false,
  };
}

const built = new WeakMap<AttributeCatalog, CatalogAttributeMetadata[]>();

/** Every product attribute's metadata, in attribute order; built once per attribute catalogue. */
export function productAttributeMetadata(attributes: AttributeCatalog): CatalogAttributeMetadata[] {
  let list = built.get(attributes);
  if (!list) {
    list = attributes.all.map((a) => toMetadata(a, attributes));
    built.set(attributes, list);
  }
  return list;
}

const ENTITY_CODES: Record<AttributeEntityType, string> = {
  CATALOG_PRODUCT: 'catalog_product',
  CATALOG_CATEGORY: 'catalog_category',
  CUSTOMER: 'customer',
  CUSTOMER_ADDRESS: 'customer_address',
  RMA_ITEM: 'rma_item',
};

/**
 * attributesList's answer. A filter the entity type has no such field for is reported as Magento
 * does (FILTER_NOT_FOUND) and the others still apply; a null filter value is no filter.
 */
export function attributesList(
  attributes: AttributeCatalog,
  entityType: AttributeEntityType,
  filters: AttributeFilter | null | undefined,
) {
  const errors: { type: 'FILTER_NOT_FOUND'; message: string }[] = [];
  const applied: [keyof CatalogFlags, boolean][] = [];
  for (const [field, value] of Object.entries(filters ?? {})) {
    if (value === null || value === undefined) continue;
    if (
      (CATALOG_FILTERS as readonly string[]).includes(field) &&
      entityType.startsWith('CATALOG_')
    ) {
      applied.push([field as keyof CatalogFlags, value]);
    } else {
      errors.push({
        type: 'FILTER_NOT_FOUND',
        message: `Cannot filter by "${field}" as that field does not belong to "${ENTITY_CODES[entityType]}".`,
      });
    }
  }
  // Only product attributes are kept here; categories and customers have no attribute metadata.
  const all = entityType === 'CATALOG_PRODUCT' ? productAttributeMetadata(attributes) : [];
  return {
    items: all.filter((m) => applied.every(([field, value]) => m[field] === value)),
    errors,
  };
}
