// Generated from the admin schema and src/operations/*.graphql by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminPermission =
  | 'CATALOGUE'
  | 'CONTENT'
  | 'CUSTOMERS'
  | 'ORDERS'
  | 'PROMOTIONS'
  | 'SETTINGS';

export type AuditLogFilter = {
  action?: string | null | undefined;
  entity_id?: string | null | undefined;
  entity_type?: string | null | undefined;
  operator_email?: string | null | undefined;
};

export type AdminTotpBeginMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminTotpBeginMutation = { adminTotpBegin: { secret: string, otpauth_uri: string } };

export type AdminTotpConfirmMutationVariables = Exact<{
  code: string;
}>;


export type AdminTotpConfirmMutation = { adminTotpConfirm: { id: string, totp_enabled: boolean } };

export type AdminTotpDisableMutationVariables = Exact<{
  code: string;
}>;


export type AdminTotpDisableMutation = { adminTotpDisable: { id: string, totp_enabled: boolean } };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total_count: number, items: Array<{ id: string, at: string, operator_email: string, action: string, entity_type: string, entity_id: string | null, before: string | null, after: string | null }> } };

export type SessionFieldsFragment = { csrf_token: string, operator: { id: string, email: string, name: string, role: string, permissions: Array<AdminPermission>, totp_enabled: boolean } };

export type AdminSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSessionQuery = { adminSession: { csrf_token: string, operator: { id: string, email: string, name: string, role: string, permissions: Array<AdminPermission>, totp_enabled: boolean } } | null };

export type AdminSignInMutationVariables = Exact<{
  email: string;
  password: string;
  otp?: string | null | undefined;
}>;


export type AdminSignInMutation = { adminSignIn: { csrf_token: string, operator: { id: string, email: string, name: string, role: string, permissions: Array<AdminPermission>, totp_enabled: boolean } } };

export type AdminSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminSignOutMutation = { adminSignOut: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionFields on AdminSession {
  csrf_token
  operator {
    id
    email
    name
    role
    permissions
    totp_enabled
  }
}
    `, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const AdminTotpBeginDocument = new TypedDocumentString(`
    mutation AdminTotpBegin {
  adminTotpBegin {
    secret
    otpauth_uri
  }
}
    `) as unknown as TypedDocumentString<AdminTotpBeginMutation, AdminTotpBeginMutationVariables>;
export const AdminTotpConfirmDocument = new TypedDocumentString(`
    mutation AdminTotpConfirm($code: String!) {
  adminTotpConfirm(code: $code) {
    id
    totp_enabled
  }
}
    `) as unknown as TypedDocumentString<AdminTotpConfirmMutation, AdminTotpConfirmMutationVariables>;
export const AdminTotpDisableDocument = new TypedDocumentString(`
    mutation AdminTotpDisable($code: String!) {
  adminTotpDisable(code: $code) {
    id
    totp_enabled
  }
}
    `) as unknown as TypedDocumentString<AdminTotpDisableMutation, AdminTotpDisableMutationVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($filter: AuditLogFilter, $page: Int, $pageSize: Int) {
  auditLog(filter: $filter, page: $page, page_size: $pageSize) {
    total_count
    items {
      id
      at
      operator_email
      action
      entity_type
      entity_id
      before
      after
    }
  }
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const AdminSessionDocument = new TypedDocumentString(`
    query AdminSession {
  adminSession {
    ...SessionFields
  }
}
    fragment SessionFields on AdminSession {
  csrf_token
  operator {
    id
    email
    name
    role
    permissions
    totp_enabled
  }
}`) as unknown as TypedDocumentString<AdminSessionQuery, AdminSessionQueryVariables>;
export const AdminSignInDocument = new TypedDocumentString(`
    mutation AdminSignIn($email: String!, $password: String!, $otp: String) {
  adminSignIn(email: $email, password: $password, otp: $otp) {
    ...SessionFields
  }
}
    fragment SessionFields on AdminSession {
  csrf_token
  operator {
    id
    email
    name
    role
    permissions
    totp_enabled
  }
}`) as unknown as TypedDocumentString<AdminSignInMutation, AdminSignInMutationVariables>;
export const AdminSignOutDocument = new TypedDocumentString(`
    mutation AdminSignOut {
  adminSignOut
}
    `) as unknown as TypedDocumentString<AdminSignOutMutation, AdminSignOutMutationVariables>;