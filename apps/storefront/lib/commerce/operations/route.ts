import { CATEGORY } from './fragments';
import { gql } from './gql';

/** Resolves a site path to a category, a product (identity only) or a redirect. */
export const ROUTE_QUERY = gql`
  query Route($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CategoryTree { ${CATEGORY} }
      ... on ProductInterface { uid sku url_key }
    }
  }
`;
