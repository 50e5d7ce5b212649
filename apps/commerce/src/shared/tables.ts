// Service-wide tables (Kysely): generated service secrets and the shared rate limiter's counters.
// src/db/types.ts composes them into the Database interface; src/db/tables.test.ts checks the columns.
import type { CreatedAt } from '../db/column-types.js';

/** Generated secrets the service keeps for itself (migration 0010). */
export interface ServiceSettingTable {
  key: string;
  value: string;
  created_at: CreatedAt;
}

/** Counters of the shared rate limiter (src/shared/rate-limit.ts). */
export interface RateLimitTable {
  key: string;
  hits: number;
  window_start: Date;
  blocked_until: Date | null;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface SharedTables {
  service_setting: ServiceSettingTable;
  rate_limit: RateLimitTable;
}
