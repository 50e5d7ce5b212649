/** Layered-navigation display settings (spec: getVisitureAttributesFields). */
export const FILTER_SETTINGS_QUERY = /* GraphQL */ `
  query FilterSettings {
    getVisitureAttributesFields { attribute_code position collapsed }
  }
`;
