import { PRODUCT_TILE } from './fragments';
import { gql } from './gql';

/** Header search suggestions (spec §7): search text, default sort ascending, first page, no filter. */
export const SEARCH_SUGGESTIONS_QUERY = gql`
  query SearchSuggestions($search: String!, $pageSize: Int!, $sort: ProductAttributeSortInput) {
    visitureProducts(search: $search, filter: {}, pageSize: $pageSize, currentPage: 1, sort: $sort) {
      total_count
      items { ${PRODUCT_TILE} }
    }
  }
`;
