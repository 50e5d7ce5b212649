// Table types this module owns (Kysely): payment tokens and transactions.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { Generated } from 'kysely';
import type { CreatedAt, Json } from '../../db/column-types.js';

export interface PaymentCardTokenTable {
  token: string;
  gateway: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  sandbox_outcome: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface PaymentTransactionTable {
  id: Generated<number>;
  cart_id: number;
  order_id: number | null;
  gateway: string;
  kind: 'authorization' | 'capture' | 'void' | 'refund';
  status: 'approved' | 'declined' | 'error';
  amount: number;
  reference: string | null;
  parent_reference: string | null;
  code: string | null;
  message: string | null;
  created_at: CreatedAt;
}

export interface VaultPaymentTokenTable {
  id: Generated<number>;
  customer_id: number;
  public_hash: string;
  payment_method_code: string;
  type: string;
  details: Json<Record<string, unknown>>;
  gateway_token: string;
  is_active: boolean;
  created_at: CreatedAt;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface PaymentTables {
  payment_card_token: PaymentCardTokenTable;
  payment_transaction: PaymentTransactionTable;
  vault_payment_token: VaultPaymentTokenTable;
}
