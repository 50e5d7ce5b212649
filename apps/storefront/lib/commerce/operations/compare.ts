// Compare list operations (Magento 2.4.8 CompareListGraphQl). Result types: ../compare-adapter.ts.
import { PRODUCT_TILE } from './fragments';
import { gql } from './gql';

const COMPARE_LIST = /* GraphQL */ `
  uid
  item_count
  attributes { code label }
  items {
    uid
    attributes { code value }
    product {
      ${PRODUCT_TILE}
      ... on CustomizableProductInterface { options { required } }
    }
  }
`;

export const COMPARE_LIST_QUERY = gql`
  query CompareList($uid: ID!) { compareList(uid: $uid) { ${COMPARE_LIST} } }
`;

export const CUSTOMER_COMPARE_LIST_QUERY = gql`
  query CustomerCompareList { customer { compare_list { ${COMPARE_LIST} } } }
`;

export const CUSTOMER_COMPARE_LIST_UID_QUERY = gql`
  query CustomerCompareListUid { customer { compare_list { uid item_count } } }
`;

export const CREATE_COMPARE_LIST_MUTATION = gql`
  mutation CreateCompareList($products: [ID]) { createCompareList(input: { products: $products }) { uid item_count } }
`;

export const ADD_PRODUCTS_TO_COMPARE_LIST_MUTATION = gql`
  mutation AddProductsToCompareList($uid: ID!, $products: [ID]!) {
    addProductsToCompareList(input: { uid: $uid, products: $products }) { uid item_count }
  }
`;

export const REMOVE_PRODUCTS_FROM_COMPARE_LIST_MUTATION = gql`
  mutation RemoveProductsFromCompareList($uid: ID!, $products: [ID]!) {
    removeProductsFromCompareList(input: { uid: $uid, products: $products }) { uid item_count }
  }
`;

export const DELETE_COMPARE_LIST_MUTATION = gql`
  mutation DeleteCompareList($uid: ID!) { deleteCompareList(uid: $uid) { result } }
`;

export const ASSIGN_COMPARE_LIST_MUTATION = gql`
  mutation AssignCompareListToCustomer($uid: ID!) {
    assignCompareListToCustomer(uid: $uid) { result compare_list { uid item_count } }
  }
`;
