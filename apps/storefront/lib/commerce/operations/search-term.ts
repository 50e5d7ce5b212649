import { gql } from './gql';

/** Search-term lookup (spec: read-only, GET), as PWA Studio asks for it. */
export const SEARCH_TERM_QUERY = gql`
  query getSearchTermData($search: String) {
    searchTerm(Search: $search) {
      query_text
      redirect
      popularity
    }
  }
`;
