import { CATEGORY } from './fragments';

/** Resolves a site path to a category, a product (identity only) or a redirect. */
export const ROUTE_QUERY = /* GraphQL */ `
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
