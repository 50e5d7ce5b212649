// Table types this module owns (Kysely): customers, their tokens, secrets, addresses and newsletter subscriptions.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt, Json } from '../../db/column-types.js';

export interface CustomerGroupTable {
  id: number;
  name: string;
}

export interface CustomerTable {
  id: Generated<number>;
  /** Lower-cased and trimmed. */
  email: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  gender: number | null;
  taxvat: string | null;
  /** 'YYYY-MM-DD'. */
  date_of_birth: string | null;
  group_id: ColumnType<number, number | undefined, number>;
  store_id: number;
  /** argon2id PHC string; null: the account cannot sign in. */
  password_hash: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  failures_num: ColumnType<number, number | undefined, number>;
  first_failure: Date | null;
  lock_expires: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** True while the account awaits its confirmation link (create_account_confirmation). */
  confirmation_required: ColumnType<boolean, boolean | undefined, boolean>;
  /** customer_address.id of the default billing / shipping address. */
  default_billing: ColumnType<number | null, number | null | undefined, number | null>;
  default_shipping: ColumnType<number | null, number | null | undefined, number | null>;
}

export type CustomerSecretKind = 'confirm' | 'reset';

/** Single-use e-mailed secrets (confirmation, password reset); only their sha-256 is stored. */
export interface CustomerSecretTable {
  id: Generated<number>;
  customer_id: number;
  kind: CustomerSecretKind;
  token_hash: string;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: Date | null;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  /** One or two lines. */
  street: Json<string[]>;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string;
  fax: string | null;
  vat_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type NewsletterStatus = 'SUBSCRIBED' | 'NOT_ACTIVE' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  customer_id: number | null;
  store_id: number;
  status: NewsletterStatus;
  /** sha-256 hex of the e-mailed confirmation code while the subscription waits for it (0988). */
  confirm_code_hash: string | null;
  confirm_expires_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CustomerTokenTable {
  id: Generated<number>;
  customer_id: number;
  /** sha-256 hex of the bearer token. */
  token_hash: string;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: Date | null;
  /** When the session (the chain of refreshed tokens) began; it ends a fixed time later. */
  session_started_at: ColumnType<Date, Date | string, never>;
}

export interface LoginThrottleTable {
  client_address: string;
  failures_num: number;
  first_failure: Date | null;
  lock_expires: Date | null;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface CustomerTables {
  customer_group: CustomerGroupTable;
  customer: CustomerTable;
  customer_token: CustomerTokenTable;
  login_throttle: LoginThrottleTable;
  customer_secret: CustomerSecretTable;
  customer_address: CustomerAddressTable;
  newsletter_subscriber: NewsletterSubscriberTable;
}
export type CustomerRow = Selectable<CustomerTable>;
