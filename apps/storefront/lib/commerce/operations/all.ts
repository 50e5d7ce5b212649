// Every operation the storefront sends, by its exported name: the operation checks read this list.
import * as account from './account';
import * as attributes from './attributes';
import * as cart from './cart';
import * as checkout from './checkout';
import * as compare from './compare';
import * as customer from './customer';
import * as product from './product';
import * as products from './products';
import * as reviews from './reviews';
import * as route from './route';
import * as searchSuggestions from './search-suggestions';
import * as searchTerm from './search-term';
import * as sitemap from './sitemap';
import * as storeConfig from './store-config';

const modules: Record<string, unknown> = {
  ...account,
  ...customer,
  ...attributes,
  ...cart,
  ...checkout,
  ...product,
  ...products,
  ...reviews,
  ...route,
  ...searchSuggestions,
  ...searchTerm,
  ...storeConfig,
  ...compare,
  ...sitemap,
};

export const storefrontOperations: [string, string][] = Object.entries(modules)
  .filter((entry): entry is [string, string] => /_(QUERY|MUTATION)$/.test(entry[0]) && typeof entry[1] === 'string');
