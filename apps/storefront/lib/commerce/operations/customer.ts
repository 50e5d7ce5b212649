// Sign-in, session upkeep, registration, confirmation and password reset (Magento 2.4.8 names;
// reference section 4.1). Every operation here is a mutation or a per-visitor read: POST, never
// cached.
import { gql } from './gql';

const TOKEN_FIELDS = 'token expiration_date expiration_timestamp';

export const GENERATE_CUSTOMER_TOKEN_MUTATION = gql`
  mutation GenerateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) { ${TOKEN_FIELDS} }
  }
`;

export const REFRESH_CUSTOMER_TOKEN_MUTATION = gql`
  mutation RefreshCustomerToken {
    refreshCustomerToken { ${TOKEN_FIELDS} }
  }
`;

export const REVOKE_CUSTOMER_TOKEN_MUTATION = gql`
  mutation RevokeCustomerToken {
    revokeCustomerToken { result }
  }
`;

/** A null e-mail means the token no longer stands for a customer (spec section 7). */
export const CUSTOMER_VALIDATION_QUERY = gql`
  query CustomerValidation {
    customerValidation { email }
  }
`;

/** What the header needs: who is signed in and their group (the 'Archived Products' link). */
export const SESSION_CUSTOMER_QUERY = gql`
  query SessionCustomer {
    customer { email group_data { group_id group_name } }
  }
`;

export const CREATE_CUSTOMER_MUTATION = gql`
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) { customer { email confirmation_status } }
  }
`;

export const CONFIRM_EMAIL_MUTATION = gql`
  mutation ConfirmEmail($input: ConfirmEmailInput!) {
    confirmEmail(input: $input) { customer { email } }
  }
`;

export const RESEND_CONFIRMATION_EMAIL_MUTATION = gql`
  mutation ResendConfirmationEmail($email: String!) {
    resendConfirmationEmail(email: $email)
  }
`;

export const REQUEST_PASSWORD_RESET_EMAIL_MUTATION = gql`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`;

export const RESET_PASSWORD_MUTATION = gql`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`;

/** The customer's cart with the guest cart (if any) merged in; called right after sign-in. */
export const CREATE_CUSTOMER_CART_MUTATION = gql`
  mutation CreateCustomerCart($guestCartId: String) {
    createCustomerCart(input: { guest_cart_id: $guestCartId }) { cart_id }
  }
`;

/** Magento's own way to the customer's cart, for an endpoint without createCustomerCart. */
export const CUSTOMER_CART_QUERY = gql`
  query CustomerCart {
    customerCart { id }
  }
`;

/** Moves a guest cart's lines into the customer's cart (Magento's own merge). */
export const MERGE_CARTS_MUTATION = gql`
  mutation MergeCarts($source: String!, $destination: String) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id }
  }
`;

/** Whether new accounts must follow an e-mailed link before they can sign in (GET, cached). */
export const ACCOUNT_CONFIRMATION_SETTING_QUERY = gql`
  query AccountConfirmationSetting {
    storeConfig { create_account_confirmation }
  }
`;
