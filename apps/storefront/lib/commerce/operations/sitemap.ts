import { gql } from './gql';

/** One page of the store view's catalogue-visible products: only what a sitemap entry needs. */
export const SITEMAP_PRODUCTS_QUERY = gql`
  query SitemapProducts($pageSize: Int!, $currentPage: Int!) {
    products(filter: {}, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info { total_pages }
      items { url_key url_suffix }
    }
  }
`;

/** Categories below the given parents (no filter: the store's root category). */
export const SITEMAP_CATEGORIES_QUERY = gql`
  query SitemapCategories($filters: CategoryFilterInput, $pageSize: Int!, $currentPage: Int!) {
    categories(filters: $filters, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info { total_pages }
      items { id level url_path }
    }
  }
`;
