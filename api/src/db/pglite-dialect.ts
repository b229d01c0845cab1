/**
 * A kysely Dialect for PGlite 0.5. PGlite is one connection in one process (here
 * in a worker thread of its own, pglite-thread.ts), so the driver hands out that
 * single connection behind a mutex: a query or a whole transaction holds it until
 * released, which serialises everything and keeps a transaction's statements from
 * interleaving with other requests' queries.
 * Like the PostgreSQL pool (statements.ts), it prepares parameterized statements
 * once (SQL PREPARE / EXECUTE: PGlite's API has no named statements) and plans
 * them generically: PGlite spends ~5 ms planning an asset page, 1 ms running it.
 */
import { escapeLiteral } from 'pg';
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
import {
  CUSTOM_PLAN,
  CUSTOM_PLANS,
  GENERIC_PLANS,
  shouldPrepare,
  statementName,
} from './statements';

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

export interface RowsResult {
  rows: unknown[];
  affectedRows?: number;
}

/**
 * What the driver needs of PGlite, rows always as objects: a PGlite instance
 * itself, or the thread that owns one (pglite-thread.ts).
 */
export interface PGliteClient {
  /** The simple protocol: one or more statements without parameters. */
  exec(sql: string): Promise<RowsResult[]>;
  /** The extended protocol: one statement with parameters. */
  query(sql: string, params: unknown[]): Promise<RowsResult>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/**
 * A value as an SQL literal for EXECUTE's argument list (PostgreSQL does not
 * take bind parameters there). Strings go through node-postgres's escapeLiteral
 * (quotes doubled, backslashes doubled in an E'' string: safe whatever
 * standard_conforming_strings says); the prepared statement's parameter types
 * then convert them. Null for a value that cannot be written so.
 */
function literal(value: unknown, castToArray: boolean): string | null {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}` : null;
  if (typeof value === 'string') return value.includes('\u0000') ? null : escapeLiteral(value);
  if (Array.isArray(value) && castToArray) return arrayLiteral(value);
  return null;
}

/** The parameters (0-based) the statement casts to an array type: `$2::uuid[]`. */
const arrayParameters = (sql: string): Set<number> =>
  new Set([...sql.matchAll(/\$(\d+)::[a-z_][a-z0-9_]*\[\]/gi)].map((m) => Number(m[1]) - 1));

/**
 * A flat array as the text of an array value (`{"a","b",NULL}`: every string
 * element quoted, its backslashes and double quotes escaped), itself a string
 * literal, for a parameter the statement casts to an array type: an id list (a
 * search page's `unnest($1::uuid[])`) is then prepared too, rather than planned
 * on every call (~3 ms on PGlite). Null for elements that cannot be written so.
 */
function arrayLiteral(values: unknown[]): string | null {
  const elements: string[] = [];
  for (const value of values) {
    if (value === null) elements.push('NULL');
    else if (typeof value === 'string' && !value.includes('\u0000'))
      elements.push(`"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`);
    else if (typeof value === 'number' && Number.isFinite(value)) elements.push(`${value}`);
    else if (typeof value === 'bigint' || typeof value === 'boolean') elements.push(`${value}`);
    else return null;
  }
  return escapeLiteral(`{${elements.join(',')}}`);
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => undefined;
  /** Set by the driver: a failing EXECUTE would abort the caller's transaction. */
  inTransaction = false;
  readonly #prepared = new Set<string>();
  readonly #unpreparable = new Set<string>();

  constructor(private readonly pglite: PGliteClient) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiled;
    // Without parameters use the simple protocol, which also accepts several
    // statements (migration files); with parameters, the extended protocol.
    if (parameters.length === 0) {
      const results = await this.pglite.exec(sql);
      const last = results[results.length - 1];
      return toQueryResult<R>(last?.rows ?? [], last?.affectedRows);
    }
    if (sql.includes(CUSTOM_PLAN)) return this.#withCustomPlan<R>(sql, parameters);
    if (!this.inTransaction && shouldPrepare(sql, parameters)) {
      const arrays = arrayParameters(sql);
      const literals = parameters.map((value, i) => literal(value, arrays.has(i)));
      if (literals.every((l) => l !== null)) {
        const result = await this.#executePrepared<R>(sql, literals as string[]);
        if (result) return result;
      }
    }
    return this.#query<R>(sql, parameters);
  }

  async #query<R>(sql: string, parameters: readonly unknown[]): Promise<QueryResult<R>> {
    const result = await this.pglite.query(sql, [...parameters]);
    return toQueryResult<R>(result.rows, result.affectedRows);
  }

  async #withCustomPlan<R>(sql: string, parameters: readonly unknown[]): Promise<QueryResult<R>> {
    await this.pglite.exec(CUSTOM_PLANS);
    try {
      return await this.#query<R>(sql, parameters);
    } finally {
      // Fails only inside an aborted transaction, whose rollback undoes the first SET.
      await this.pglite.exec(GENERIC_PLANS).catch(() => undefined);
    }
  }

  /** EXECUTE of a statement prepared on first use; null when it cannot be prepared. */
  async #executePrepared<R>(sql: string, literals: string[]): Promise<QueryResult<R> | null> {
    const name = statementName(sql);
    if (this.#unpreparable.has(name)) return null;
    if (!this.#prepared.has(name)) {
      try {
        await this.pglite.exec(`prepare ${name} as ${sql}`);
        this.#prepared.add(name);
      } catch {
        // E.g. a parameter whose type only the extended protocol can work out.
        this.#unpreparable.add(name);
        return null;
      }
    }
    try {
      const results = await this.pglite.exec(`execute ${name}(${literals.join(', ')})`);
      const last = results[results.length - 1];
      return toQueryResult<R>(last?.rows ?? [], last?.affectedRows);
    } catch (err) {
      // 26000: the statement is gone (e.g. DISCARD ALL); prepare it again next time.
      if ((err as { code?: string }).code !== '26000') throw err;
      this.#prepared.delete(name);
      return null;
    }
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

  constructor(private readonly pglite: PGliteClient) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.exec(GENERIC_PLANS);
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
    (conn as PGliteConnection).inTransaction = true;
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).inTransaction = false;
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).inTransaction = false;
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
  constructor(private readonly pglite: PGliteClient) {}

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
