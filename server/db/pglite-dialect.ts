import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  IdentifierNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawNode,
  createQueryId,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex.ts';

/**
 * Kysely's PostgreSQL dialect driving one embedded PGlite instance. PGlite has a single session, so the
 * driver hands out one connection at a time: a transaction holds it until commit or rollback and no other
 * query can slip in between. Inside `db.transaction()`, use the transaction object, never `db` itself,
 * or the query waits for the connection the transaction holds.
 * The dialect owns the instance: destroying the Kysely object closes it.
 */
export class PGliteDialect implements Dialect {
  /** `onClosed` runs once the instance is closed (it releases the data folder's lock). */
  constructor(
    private readonly pglite: PGlite,
    private readonly onClosed: () => void = () => {},
  ) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.onClosed);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter() {
    return new PGliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/** PostgreSQL's adapter, under a name of its own: the mark of a database embedded in this process. */
class PGliteAdapter extends PostgresAdapter {}

/**
 * Whether `db` is an embedded PGlite, which this process alone opens (a PostgreSQL server of DATABASE_URL may be
 * shared by several processes, which take turns under advisory locks).
 */
export const isEmbeddedDatabase = <T>(db: Kysely<T>): boolean => db.getExecutor().adapter instanceof PGliteAdapter;

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries; page through results instead');
  }
}

class PGliteDriver implements Driver {
  readonly #lock = new Mutex();

  constructor(
    private readonly pglite: PGlite,
    private readonly onClosed: () => void,
  ) {}

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#lock.acquire();
    return new PGliteConnection(this.pglite, release);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [
      settings.isolationLevel && `isolation level ${settings.isolationLevel}`,
      settings.accessMode,
    ].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(['start transaction', ...options].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(compile(savepointCommand('savepoint', name), createQueryId()));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(compile(savepointCommand('rollback to', name), createQueryId()));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(compile(savepointCommand('release', name), createQueryId()));
  }

  async destroy(): Promise<void> {
    if (this.pglite.closed) return;
    await this.pglite.close();
    this.onClosed();
  }
}

function savepointCommand(command: string, name: string) {
  return RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);
}
