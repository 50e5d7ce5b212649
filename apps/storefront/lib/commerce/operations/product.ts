import { PRODUCT_DETAIL } from './fragments';
import { gql } from './gql';

/** Everything the product page shows, by url_key. */
export const PRODUCT_DETAIL_QUERY = gql`
  query ProductDetail($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items { ${PRODUCT_DETAIL} }
    }
  }
`;
