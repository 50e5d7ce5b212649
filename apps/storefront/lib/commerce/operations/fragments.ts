// Shared selections of the catalogue operations. Field names mirror the commerce API schema
// (Magento 2.4 wire-compatible plus the spec's custom attributes); result types are in
// ../api-types.ts and must change together with these strings.

export const MONEY = /* GraphQL */ `value currency`;

export const PRICE_RANGE = /* GraphQL */ `
  price_range {
    minimum_price { regular_price { ${MONEY} } final_price { ${MONEY} } }
    maximum_price { regular_price { ${MONEY} } final_price { ${MONEY} } }
  }
`;

/** Legacy price block: the spec's Sale rule compares maximalPrice with regularPrice. */
export const LEGACY_PRICE = /* GraphQL */ `
  price {
    regularPrice { amount { ${MONEY} } }
    maximalPrice { amount { ${MONEY} } }
  }
`;

/** Text-valued custom attributes (marketing SKU, archive flag, ordering note). */
export const CUSTOM_ATTRIBUTES = /* GraphQL */ `
  marketing_sku_charter
  archive
  ordering_note
  visiture_custom_attributes
`;

export const PRODUCT_TILE = /* GraphQL */ `
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image { url label }
  review_summary { reviews_count rating_summary }
  ${CUSTOM_ATTRIBUTES}
  ${PRICE_RANGE}
  ${LEGACY_PRICE}
`;

export const MEDIA_GALLERY = /* GraphQL */ `
  media_gallery {
    __typename
    url
    label
    position
    disabled
    ... on ProductVideo {
      video_content { media_type video_provider video_url video_title video_description }
    }
  }
`;

const OPTION_VALUE = /* GraphQL */ `uid option_type_id title price price_type sku sort_order`;
const ENTERED_VALUE = /* GraphQL */ `uid price price_type sku max_characters`;

export const CUSTOMIZABLE_OPTIONS = /* GraphQL */ `
  options {
    __typename
    uid
    option_id
    title
    required
    sort_order
    ... on CustomizableFieldOption { field_value: value { ${ENTERED_VALUE} } }
    ... on CustomizableAreaOption { area_value: value { ${ENTERED_VALUE} } }
    ... on CustomizableDropDownOption { choice_values: value { ${OPTION_VALUE} } }
    ... on CustomizableRadioOption { choice_values: value { ${OPTION_VALUE} } }
    ... on CustomizableCheckboxOption { choice_values: value { ${OPTION_VALUE} } }
    ... on CustomizableMultipleOption { choice_values: value { ${OPTION_VALUE} } }
  }
`;

export const CONFIGURABLE = /* GraphQL */ `
  ... on ConfigurableProduct {
    configurable_options {
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        store_label
        default_label
        swatch_data { __typename value ... on ImageSwatchData { thumbnail } }
        visiture_swatch_data { type value }
      }
    }
    variants {
      attributes { code value_index }
      product {
        sku
        name
        stock_status
        image { url label }
        ${PRICE_RANGE}
        ${LEGACY_PRICE}
        ${MEDIA_GALLERY}
      }
    }
  }
`;

export const PRODUCT_DETAIL = /* GraphQL */ `
  ${PRODUCT_TILE}
  meta_title
  meta_description
  description { html }
  short_description { html }
  image { url label }
  ${MEDIA_GALLERY}
  ... on CustomizableProductInterface { ${CUSTOMIZABLE_OPTIONS} }
  ${CONFIGURABLE}
  ... on GiftCardProduct {
    giftcard_amounts { uid value }
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_type
    gift_card_options { __typename uid title required }
  }
  crosssell_products { ${PRODUCT_TILE} }
`;

/** description is aliased: on categories it is a String, on products a ComplexTextValue. */
export const CATEGORY = /* GraphQL */ `
  uid
  id
  name
  url_path
  category_description: description
  meta_title
  meta_description
  default_sort_by
  breadcrumbs { category_name category_url_path }
`;
