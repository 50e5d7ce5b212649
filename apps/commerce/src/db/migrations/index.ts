import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_catalog.js';

// Migrations in order. Add new ones at the end; never edit one that has shipped.
const migrations: Record<string, Migration> = {
  '0001_catalog': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
