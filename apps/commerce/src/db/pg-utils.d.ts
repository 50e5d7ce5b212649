// node-postgres's parameter preparation (exported as `pg/lib/utils`), untyped by @types/pg.
declare module 'pg/lib/utils.js' {
  /** A query parameter as node-postgres sends it: null, text, or a Buffer for bytea. */
  export function prepareValue(value: unknown): string | Buffer | null;
}
