// Column types shared by the module table files (src/modules/*/tables.ts, src/shared/tables.ts).
// Money columns hold integer minor units (cents). Timestamps are timestamptz.
import type { ColumnType } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string | T, string | T>;
/** Nullable jsonb column that inserts may leave out. */
export type OptionalJson<T> = ColumnType<
  T | null,
  string | T | null | undefined,
  string | T | null
>;
