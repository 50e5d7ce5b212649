import { gql } from './gql';

/** Store settings the storefront needs (spec: Store config). */
export const STORE_CONFIG_QUERY = gql`
  query StoreConfig {
    storeConfig {
      store_code
      store_name
      locale
      timezone
      base_currency_code
      default_display_currency_code
      base_url
      base_link_url
      secure_base_link_url
      base_media_url
      secure_base_media_url
      product_url_suffix
      category_url_suffix
      catalog_default_sort_by
      grid_per_page
      grid_per_page_values
      default_title
      title_prefix
      title_suffix
      default_description
      default_keywords
      header_logo_src
      logo_alt
      logo_width
      logo_height
      copyright
      welcome
      cms_home_page
      cms_no_route
    }
  }
`;
