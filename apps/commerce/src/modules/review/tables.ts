// Table types this module owns (Kysely): product reviews and ratings.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** A rating criterion (Quality, Value, Price) of product reviews. */
export interface RatingTable {
  id: Generated<number>;
  code: string;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface RatingOptionTable {
  id: Generated<number>;
  rating_id: number;
  /** 1–5 stars. */
  value: number;
  position: number;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  store_id: number;
  customer_id: number | null;
  status: ReviewStatus;
  nickname: string;
  summary: string;
  text: string;
  /** The writer's address, for the moderator; never shown. */
  client_address: string | null;
  created_at: CreatedAt;
  moderated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ReviewVoteTable {
  review_id: number;
  rating_id: number;
  option_id: number;
  value: number;
}

/** Approved reviews of one product: count and average percentage (0–100). */
export interface ReviewSummaryTable {
  product_id: number;
  reviews_count: number;
  rating_summary: number;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface ReviewTables {
  rating: RatingTable;
  rating_option: RatingOptionTable;
  review: ReviewTable;
  review_vote: ReviewVoteTable;
  review_summary: ReviewSummaryTable;
}
