// Table types this module owns (Kysely): the e-mail outbox.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  error: string | null;
  /** Delivery attempts so far (migration 0010). */
  attempts: Generated<number>;
  /** When the sweeper may try again (back-off). */
  next_attempt_at: Generated<Date>;
  /** A sweeper's lease on the row: other replicas leave it alone until then. */
  claimed_until: Date | null;
  /** Dead letter: given up after the last attempt. */
  dead_at: Date | null;
  /** Bodies blanked after delivery (they may hold links and gift card codes). */
  redacted_at: Date | null;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface NotificationTables {
  email_outbox: EmailOutboxTable;
}
