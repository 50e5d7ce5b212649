import { gql } from './gql';

/** Layered-navigation display settings (spec: getVisitureAttributesFields). */
export const FILTER_SETTINGS_QUERY = gql`
  query FilterSettings {
    getVisitureAttributesFields { attribute_code position collapsed }
  }
`;
