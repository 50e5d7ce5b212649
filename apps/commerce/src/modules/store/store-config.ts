// StoreConfig values. Shared defaults for both store views, overridden per view by store.config.
import type { Config } from '../../config.js';
import type { StoreView } from '../../context.js';
import type { Store } from './tables.js';
import { encodeUid } from '../../shared/ids.js';
import type { StoreConfig } from '../../graphql/resolver-types.generated.js';

/** Countries where a postcode may be left empty (Magento's default list). */
export const OPTIONAL_ZIP_COUNTRIES = 'HK,IE,MO,PA,GB';
/** Countries where the storefront must ask for a state/province. */
export const STATE_REQUIRED_COUNTRIES = 'US,CA';

const VIEW_DEFAULTS: Record<string, Partial<StoreConfig>> = {
  charter_hospitality: {
    default_title: 'Charter Hospitality',
    title_suffix: ' | Charter Hospitality',
    default_description: 'Contract furniture for hotels, restaurants and resorts.',
    default_keywords: 'contract furniture, hospitality furniture, hotel furniture',
    welcome: 'Welcome to Charter Hospitality',
    cms_home_page: 'home',
  },
  charter_seniorliving: {
    default_title: 'Charter Senior Living',
    title_suffix: ' | Charter Senior Living',
    default_description: 'Contract furniture designed for senior-living communities.',
    default_keywords: 'senior living furniture, assisted living furniture, healthcare seating',
    welcome: 'Welcome to Charter Senior Living',
    cms_home_page: 'senior-living',
  },
};

/**
 * A store view's StoreConfig answer: every field of the schema's type, with the view's overrides
 * (`store.config`, an administrator's settings like Magento's core_config_data) laid over them; an
 * override may name a setting the schema does not publish, which services read by name.
 */
export type StoreConfigValues = StoreConfig & Record<string, unknown>;

/** A view's StoreConfig answer: buildStoreConfig made its values total (the check above). */
export const storeConfigOf = (view: StoreView): StoreConfigValues =>
  view.config as StoreConfigValues;

export function buildStoreConfig(
  store: Store,
  config: Config,
  allowedCountries: string,
): StoreConfigValues {
  const base = config.publicBaseUrl;
  const secure = base.replace(/^http:/, 'https:');
  const defaults: StoreConfig = {
    id: store.id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_group_code: store.group_code,
    store_group_name: store.group_name,
    store_sort_order: store.sort_order,
    website_id: store.website_id,
    website_code: store.website_code,
    website_name: store.website_name,
    is_default_store: store.is_default,
    // One store group holds both views, so it is the default group for either.
    is_default_store_group: true,
    locale: 'en_US',
    timezone: 'America/New_York',
    weight_unit: 'lbs',
    base_currency_code: 'USD',
    default_display_currency_code: 'USD',
    base_url: base,
    base_link_url: base,
    base_media_url: config.mediaBaseUrl,
    base_static_url: `${base}static/`,
    // Served over plain http on a laptop; a TLS-terminating proxy serves the same paths over https.
    secure_base_url: config.production ? secure : base,
    secure_base_link_url: config.production ? secure : base,
    secure_base_media_url: config.production ? `${secure}media/` : config.mediaBaseUrl,
    secure_base_static_url: config.production ? `${secure}static/` : `${base}static/`,
    use_store_in_url: false,
    pwa_url: null,
    root_category_id: store.root_category_id,
    root_category_uid: encodeUid(store.root_category_id),
    product_url_suffix: '.html',
    category_url_suffix: '',
    product_canonical_tag: true,
    category_canonical_tag: true,
    title_separator: '-',
    catalog_default_sort_by: 'position',
    grid_per_page: 21,
    grid_per_page_values: '21,42',
    list_per_page: 10,
    list_per_page_values: '5,10,15,20,25',
    list_mode: 'grid-list',
    title_prefix: '',
    head_includes: '',
    head_shortcut_icon: null,
    header_logo_src: 'logo/charter.svg',
    logo_alt: 'Charter',
    logo_width: 160,
    logo_height: 40,
    copyright: 'Charter Contract Furniture',
    absolute_footer: '',
    demonotice: 0,
    front: 'cms',
    no_route: 'cms/noroute/index',
    cms_no_route: 'no-route',
    cms_no_cookies: 'enable-cookies',
    show_cms_breadcrumbs: 1,
    default_country: 'US',
    countries_with_required_region: STATE_REQUIRED_COUNTRIES,
    optional_zip_countries: OPTIONAL_ZIP_COUNTRIES,
    display_state_if_optional: false,
    is_guest_checkout_enabled: true,
    is_one_page_checkout_enabled: true,
    minicart_display: true,
    minicart_max_items: 10,
    max_items_in_order_summary: 10,
    cart_summary_display_quantity: 1,
    cart_expires_in_days: 30,
    configurable_thumbnail_source: 'parent',
    configurable_product_image: 'PARENT',
    grouped_product_image: 'PARENT',
    minimum_password_length: '8',
    required_character_classes_number: '3',
    create_account_confirmation: false,
    customer_access_token_lifetime: 1,
    autocomplete_on_storefront: true,
    newsletter_enabled: true,
    magento_wishlist_general_is_enabled: '1',
    enable_multiple_wishlists: '0',
    maximum_number_of_wishlists: '1',
    product_reviews_enabled: '1',
    allow_guests_to_write_product_reviews: '1',
    allow_order: '1',
    allow_items: '1',
    allow_gift_wrapping_on_order: '0',
    allow_gift_receipt: '0',
    allow_printed_card: '0',
    contact_enabled: true,
    shopping_cart_display_price: 1,
    shopping_cart_display_subtotal: 1,
    shopping_cart_display_shipping: 1,
    display_product_prices_in_catalog: 1,
    display_shipping_prices: 1,
    ...VIEW_DEFAULTS[store.code],
  };
  const values = { ...defaults, ...store.config };
  return {
    ...values,
    country_options: {
      default: values.default_country,
      allow: allowedCountries,
      optional_zip_countries: values.optional_zip_countries,
    },
    region_options: {
      state_required: values.countries_with_required_region,
      display_all: values.display_state_if_optional,
    },
  };
}
