// Generated from the admin schema and src/operations/*.graphql by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** CONTENT: reviews and search terms. SETTINGS: operators, roles and the audit log. */
export type AdminPermission =
  | 'CATALOGUE'
  | 'CONTENT'
  | 'CUSTOMERS'
  | 'ORDERS'
  | 'PROMOTIONS'
  | 'SETTINGS';

export type AuditLogFilterInput = {
  entity_id?: string | null | undefined;
  entity_type?: string | null | undefined;
  /** ISO 8601, inclusive. */
  from?: string | null | undefined;
  operator_email?: string | null | undefined;
  /** ISO 8601, inclusive. */
  to?: string | null | undefined;
};

export type AdminStartTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminStartTotpEnrolmentMutation = { adminStartTotpEnrolment: { secret: string, otpauth_url: string } };

export type AdminConfirmTotpMutationVariables = Exact<{
  code: string;
}>;


export type AdminConfirmTotpMutation = { adminConfirmTotp: { id: number, totp_enabled: boolean } };

export type AdminDisableTotpMutationVariables = Exact<{
  password: string;
}>;


export type AdminDisableTotpMutation = { adminDisableTotp: { id: number, totp_enabled: boolean } };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditLogFilterInput | null | undefined;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total_count: number, page_info: { current_page: number, total_pages: number }, items: Array<{ id: number, at: string, operator_email: string, action: string, entity_type: string, entity_id: string, before: string | null, after: string | null }> } };

export type SessionFieldsFragment = { csrf_token: string, operator: { id: number, email: string, name: string, role: string, permissions: Array<AdminPermission>, totp_enabled: boolean } };

export type AdminSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSessionQuery = { adminSession: { csrf_token: string, operator: { id: number, email: string, name: string, role: string, permissions: Array<AdminPermission>, totp_enabled: boolean } } | null };

export type AdminSignInMutationVariables = Exact<{
  email: string;
  password: string;
  otp?: string | null | undefined;
}>;


export type AdminSignInMutation = { adminSignIn: { csrf_token: string, operator: { id: number, email: string, name: string, role: string, permissions: Array<AdminPermission>, totp_enabled: boolean } } };

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
export const AdminStartTotpEnrolmentDocument = new TypedDocumentString(`
    mutation AdminStartTotpEnrolment {
  adminStartTotpEnrolment {
    secret
    otpauth_url
  }
}
    `) as unknown as TypedDocumentString<AdminStartTotpEnrolmentMutation, AdminStartTotpEnrolmentMutationVariables>;
export const AdminConfirmTotpDocument = new TypedDocumentString(`
    mutation AdminConfirmTotp($code: String!) {
  adminConfirmTotp(code: $code) {
    id
    totp_enabled
  }
}
    `) as unknown as TypedDocumentString<AdminConfirmTotpMutation, AdminConfirmTotpMutationVariables>;
export const AdminDisableTotpDocument = new TypedDocumentString(`
    mutation AdminDisableTotp($password: String!) {
  adminDisableTotp(password: $password) {
    id
    totp_enabled
  }
}
    `) as unknown as TypedDocumentString<AdminDisableTotpMutation, AdminDisableTotpMutationVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($filter: AuditLogFilterInput, $currentPage: Int, $pageSize: Int) {
  auditLog(filter: $filter, currentPage: $currentPage, pageSize: $pageSize) {
    total_count
    page_info {
      current_page
      total_pages
    }
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