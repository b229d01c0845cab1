/**
 * A kysely Dialect for PGlite 0.5. PGlite is one connection in one process, so the
 * driver hands out that single connection behind a mutex: a query or a whole
 * transaction holds it until released, which serialises everything and keeps a
 * transaction's statements from interleaving with other requests' queries.
 */
import type { PGlite } from '@electric-sql/pglite';
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

/** A FIFO async lock: `await lock()` resolves to the release function. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    await previous;
    return release;
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => undefined;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters use the simple protocol, which also accepts several
    // statements (migration files); with parameters, the extended protocol.
    if (compiled.parameters.length === 0) {
      const results = await this.pglite.exec(compiled.sql, { rowMode: 'object' });
      const last = results[results.length - 1];
      return toQueryResult<R>(last?.rows ?? [], last?.affectedRows);
    }
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters], {
      rowMode: 'object',
    });
    return toQueryResult<R>(result.rows, result.affectedRows);
  }

  // PGlite returns whole result sets; kysely's stream() is not needed by this app.
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

function toQueryResult<R>(rows: unknown[], affectedRows: number | undefined): QueryResult<R> {
  return {
    rows: rows as R[],
    numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows),
  };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#connection.release = await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const parts = ['begin'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await conn.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async destroy(): Promise<void> {
    // Wait for the running query or transaction before closing the instance.
    const release = await this.#mutex.lock();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}

/** Postgres SQL, compiled and introspected as for node-postgres; executed by PGlite. */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
