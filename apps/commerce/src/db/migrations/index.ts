import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_catalog.js';
import * as m0002 from './0002_directory.js';

// Migrations in order. Add new ones at the end; never edit one that has shipped.
const migrations: Record<string, Migration> = {
  '0001_catalog': m0001,
  '0002_directory': m0002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
