import { PRODUCT_TILE } from './fragments';
import { gql } from './gql';

/** One page of a product list (category, search, archive) with its layered navigation. */
export const PRODUCT_LIST_QUERY = gql`
  query ProductList(
    $search: String
    $filter: ProductAttributeFilterInput
    $pageSize: Int
    $currentPage: Int
    $sort: ProductAttributeSortInput
  ) {
    visitureProducts(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
      total_count
      page_info { current_page page_size total_pages }
      sort_fields { default options { label value } }
      aggregations { attribute_code label count position options { label value count } }
      items { ${PRODUCT_TILE} }
    }
  }
`;

/** Items only: used when appending a page during infinite scroll. */
export const PRODUCT_PAGE_QUERY = gql`
  query ProductPage(
    $search: String
    $filter: ProductAttributeFilterInput
    $pageSize: Int
    $currentPage: Int
    $sort: ProductAttributeSortInput
  ) {
    visitureProducts(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
      total_count
      page_info { current_page page_size total_pages }
      items { ${PRODUCT_TILE} }
    }
  }
`;
