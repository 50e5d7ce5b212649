// Freshness of the table types (docs/decisions/1050): every module declares its tables' Kysely types
// by hand in its tables.ts, and src/db/types.ts composes them. This test reads the Database interface
// with the TypeScript compiler and compares it with the schema the migrations build: the same
// tables, the same columns, nullability, the kind of value a column holds, and inserts that may
// leave out only columns the database fills in. A migration that adds, drops or changes a column
// fails here until the owning module's tables.ts follows it.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type DbHandle } from './index.js';

/** Tables only triggers write and only raw SQL reads (migration 0014), kept out of the typed layer. */
const UNTYPED_TABLES = new Set(['catalog_change']);

interface SchemaColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
  column_default: string | null;
  is_generated: string;
  is_identity: string;
}

type Kind = 'number' | 'string' | 'boolean' | 'Date' | 'json';

const KIND_OF_TYPE: Record<string, Kind> = {
  integer: 'number',
  smallint: 'number',
  bigint: 'number',
  numeric: 'number',
  real: 'number',
  'double precision': 'number',
  text: 'string',
  'character varying': 'string',
  character: 'string',
  tsvector: 'string',
  date: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  'timestamp without time zone': 'Date',
  jsonb: 'json',
  json: 'json',
};

interface DeclaredColumn {
  /** Kinds of the selected value's non-null members. */
  kinds: Set<string>;
  nullable: boolean;
  /** An insert may leave the column out (Generated<>, or an insert type with undefined or never). */
  insertOptional: boolean;
}

function kindsOf(
  checker: ts.TypeChecker,
  type: ts.Type,
): { kinds: Set<string>; nullable: boolean; undef: boolean; never: boolean } {
  const members = type.isUnion() ? type.types : [type];
  const kinds = new Set<string>();
  let nullable = false;
  let undef = false;
  for (const t of members) {
    if (t.flags & ts.TypeFlags.Null) nullable = true;
    else if (t.flags & ts.TypeFlags.Undefined) undef = true;
    else if (t.flags & ts.TypeFlags.NumberLike) kinds.add('number');
    else if (t.flags & ts.TypeFlags.StringLike) kinds.add('string');
    else if (t.flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
    else if (t.getSymbol()?.getName() === 'Date') kinds.add('Date');
    else kinds.add(`object:${checker.typeToString(t)}`);
  }
  return { kinds, nullable, undef, never: (type.flags & ts.TypeFlags.Never) !== 0 };
}

/** Database interface → table → column, read from src/db/types.ts with the compiler. */
function declaredTables(): Map<string, Map<string, DeclaredColumn>> {
  const file = fileURLToPath(new URL('./types.ts', import.meta.url));
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  );
  if (!database) throw new Error('no Database interface in src/db/types.ts');
  const out = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database))) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      const type = checker.getTypeOfSymbol(column);
      const select = type.getProperty('__select__');
      const insert = type.getProperty('__insert__');
      const selected = kindsOf(checker, select ? checker.getTypeOfSymbol(select) : type);
      const inserted = insert ? kindsOf(checker, checker.getTypeOfSymbol(insert)) : null;
      columns.set(column.getName(), {
        kinds: selected.kinds,
        nullable: selected.nullable,
        insertOptional: inserted ? inserted.undef || inserted.never : false,
      });
    }
    out.set(table.getName(), columns);
  }
  return out;
}

describe('table types match the migrated schema', () => {
  let handle: DbHandle;
  let schema: Map<string, Map<string, SchemaColumn>>;
  let declared: Map<string, Map<string, DeclaredColumn>>;

  beforeAll(async () => {
    handle = await openDb();
    await migrate(handle.db);
    const { rows } = await sql<SchemaColumn>`
      select c.table_name, c.column_name, c.is_nullable, c.data_type, c.column_default, c.is_generated, c.is_identity
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely_migration%'`.execute(
      handle.db,
    );
    schema = new Map();
    for (const r of rows) {
      if (UNTYPED_TABLES.has(r.table_name)) continue;
      const cols = schema.get(r.table_name) ?? new Map<string, SchemaColumn>();
      cols.set(r.column_name, r);
      schema.set(r.table_name, cols);
    }
    declared = declaredTables();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('declares every table and only those', () => {
    expect([...declared.keys()].sort()).toEqual([...schema.keys()].sort());
  });

  it('declares every column of each table and only those', () => {
    const mismatches: string[] = [];
    for (const [table, columns] of schema) {
      const mine = declared.get(table);
      if (!mine) continue;
      const a = [...columns.keys()].sort().join(',');
      const b = [...mine.keys()].sort().join(',');
      if (a !== b) mismatches.push(`${table}: schema (${a}) declared (${b})`);
    }
    expect(mismatches).toEqual([]);
  });

  it('types each column with its nullability, its kind of value and what an insert may leave out', () => {
    const mismatches: string[] = [];
    for (const [table, columns] of schema) {
      for (const [name, col] of columns) {
        const mine = declared.get(table)?.get(name);
        if (!mine) continue;
        const where = `${table}.${name}`;
        if (mine.nullable !== (col.is_nullable === 'YES'))
          mismatches.push(
            `${where}: nullable in schema ${col.is_nullable}, declared ${String(mine.nullable)}`,
          );
        const kind = KIND_OF_TYPE[col.data_type];
        if (!kind) mismatches.push(`${where}: no kind for the column type ${col.data_type}`);
        // bigint counters may be declared as number | string (node-postgres and PGlite parse them).
        else if (
          kind !== 'json' &&
          ![...mine.kinds].every(
            (k) => k === kind || (col.data_type === 'bigint' && k === 'string'),
          )
        ) {
          mismatches.push(`${where}: ${col.data_type} declared as ${[...mine.kinds].join(' | ')}`);
        }
        const filledIn =
          col.column_default !== null ||
          col.is_nullable === 'YES' ||
          col.is_generated === 'ALWAYS' ||
          col.is_identity === 'YES';
        if (mine.insertOptional && !filledIn)
          mismatches.push(
            `${where}: inserts may leave it out, but it is NOT NULL without a default`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  // migrate() answers from the migration table when every migration is recorded, and leaves
  // everything else to Kysely's migrator: a missing one is applied, an unknown one is refused.
  it('migrates again to nothing, applies a migration the database lacks, and refuses an unknown one', async () => {
    expect(await migrate(handle.db)).toEqual([]);
    // 0028 only sets an index option, so it can run twice.
    await sql`delete from kysely_migration where name = '0028_trigram_pending_list'`.execute(
      handle.db,
    );
    expect(await migrate(handle.db)).toEqual(['0028_trigram_pending_list']);
    expect(await migrate(handle.db)).toEqual([]);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', ${new Date().toISOString()})`.execute(
      handle.db,
    );
    await expect(migrate(handle.db)).rejects.toThrow(/9999_from_a_newer_release/);
    await sql`delete from kysely_migration where name = '9999_from_a_newer_release'`.execute(
      handle.db,
    );
    expect(await migrate(handle.db)).toEqual([]);
  });
});
