// Kysely over PGlite, one protocol round trip per query. PGlite's own `query()` makes six calls
// into the WebAssembly module for each statement (parse, describe the statement to learn the
// parameter types, bind, describe the portal, execute, sync), and that per-call work was most of
// the embedded database's cost per request. Here a query is one message (bind, describe, execute,
// sync; a statement with parameters is parsed once and kept prepared) with its parameters as text,
// prepared the way node-postgres prepares them for PostgreSQL, so both databases receive the same
// values. See docs/decisions/0871.
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { protocol } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

// node-postgres's own parameter preparation (exported as `pg/lib/utils`, untyped by @types/pg):
// null, text, or a Buffer for bytea.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): string | Buffer | null;
};

type Parser = (value: string, typeId: number) => unknown;

interface Field {
  name: string;
  typeId: number;
  parse: Parser | undefined;
}

/** Rows changed by an INSERT/UPDATE/DELETE/MERGE/COPY, read from its command tag. */
function affectedRows(tag: string): number {
  const [command, first = '', second = ''] = tag.split(' ');
  switch (command) {
    case 'INSERT':
      return Number.parseInt(second, 10);
    case 'UPDATE':
    case 'DELETE':
    case 'COPY':
    case 'MERGE':
      return Number.parseInt(first, 10);
    default:
      return 0;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Statements kept prepared per session (PostgreSQL keeps each one's parse tree). */
const PREPARED_LIMIT = 256;

/** PostgreSQL refuses to run a kept statement whose result columns a schema change altered. */
function isResultTypeChanged(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(err.message)
  );
}

class PGliteConnection implements DatabaseConnection {
  inTransaction = false;
  /** Prepared statement names by SQL text, least recently used first (a Map keeps insertion order). */
  private readonly prepared = new Map<string, string>();
  /** Close messages for statements let go, sent ahead of the next message. */
  private closes: Uint8Array[] = [];
  private named = 0;

  constructor(private readonly client: PGlite) {}

  private send(parts: Uint8Array[]) {
    const message = concat([...this.closes, ...parts]);
    this.closes = [];
    // The query mutex is the one PGlite's own query() holds; a DatabaseError (with its SQLSTATE
    // code) is thrown as it is, after the sync in the same message has ended the failed command.
    return this.client._runExclusiveQuery(() =>
      this.client.execProtocolStream(message, { syncToFs: !this.inTransaction }),
    );
  }

  private forget(sql: string): void {
    const name = this.prepared.get(sql);
    if (name === undefined) return;
    this.prepared.delete(sql);
    this.closes.push(protocol.serialize.close({ type: 'S', name }));
  }

  /** The statement's name, parsing it once (a syntax error throws and keeps nothing). */
  private async statement(sql: string): Promise<string> {
    const known = this.prepared.get(sql);
    if (known !== undefined) {
      this.prepared.delete(sql);
      this.prepared.set(sql, known);
      return known;
    }
    while (this.prepared.size >= PREPARED_LIMIT) {
      const oldest = this.prepared.keys().next().value as string;
      this.forget(oldest);
    }
    const name = `k${++this.named}`;
    await this.send([protocol.serialize.parse({ name, text: sql }), protocol.serialize.sync()]);
    this.prepared.set(sql, name);
    return name;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const values = query.parameters.map((v) => prepareValue(v));
    const run = [
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    const once = () =>
      this.send([
        protocol.serialize.parse({ text: query.sql }),
        protocol.serialize.bind({ values }),
        ...run,
      ]);
    let messages;
    if (values.length === 0) {
      // Transaction control, DDL and the like: parsed each time, as they come once.
      messages = await once();
    } else {
      // A statement with parameters is parsed and analysed once and then only bound and run: the
      // parse was a large share of a short statement's cost. PostgreSQL plans it as it plans any
      // prepared statement (plan_cache_mode=auto: custom plans for the first five executions,
      // then a generic plan only if it is estimated no worse), as node-postgres's named
      // statements, JDBC or pgx would have it.
      const name = await this.statement(query.sql);
      try {
        messages = await this.send([protocol.serialize.bind({ statement: name, values }), ...run]);
      } catch (err) {
        if (!isResultTypeChanged(err)) throw err;
        // A migration changed a table under a kept statement: let it go, and run this one afresh
        // (inside a transaction the error has aborted it, so it stands).
        this.forget(query.sql);
        if (this.inTransaction) throw err;
        messages = await once();
      }
    }
    const parsers = this.client.parsers as Record<number, Parser>;
    let fields: Field[] = [];
    const rows: R[] = [];
    let changed: number | undefined;
    for (const m of messages) {
      if (m instanceof protocol.messages.RowDescriptionMessage) {
        fields = m.fields.map((f) => ({
          name: f.name,
          typeId: f.dataTypeID,
          parse: parsers[f.dataTypeID],
        }));
      } else if (m instanceof protocol.messages.DataRowMessage) {
        const row: Record<string, unknown> = {};
        fields.forEach((f, i) => {
          const raw = m.fields[i] ?? null;
          row[f.name] = raw === null ? null : f.parse ? f.parse(raw, f.typeId) : raw;
        });
        rows.push(row as R);
      } else if (m instanceof protocol.messages.CommandCompleteMessage) {
        changed = affectedRows(m.text);
      }
    }
    return changed ? { rows, numAffectedRows: BigInt(changed) } : { rows };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database.');
  }
}

/** One session, as PGlite has one: a connection is lent to one caller at a time, in turn. */
class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private busy = false;
  private readonly waiting: ((c: PGliteConnection) => void)[] = [];

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.busy) {
      this.busy = true;
      return this.connection;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) next(this.connection);
    else this.busy = false;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`start transaction${level}`));
    this.connection.inTransaction = true;
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    this.connection.inTransaction = false;
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    this.connection.inTransaction = false;
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    if (!this.client.closed) await this.client.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
