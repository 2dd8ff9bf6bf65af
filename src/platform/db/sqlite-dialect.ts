/**
 * Kysely over SQLite with two handles. The writer sits behind a mutex, as in Kysely's own driver: a
 * connection that has started a transaction, a write or a stream keeps it until released. The
 * reader takes plain SELECTs outside a transaction. WAL lets them run while another connection
 * writes, so reads never queue behind the writer.
 *
 * Before this, a request's write that found the lock taken by an import's publish waited with the one
 * connection pinned, retried after pauses. Every other request's reads waited behind it: 500 ms
 * stalls for search and homescreen on the CI machine.
 *
 * `:memory:` has no second handle (a second connection would open another database): everything
 * runs on the writer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Sqlite } from './index.js';

/** What the dialect needs of a better-sqlite3 handle (a statement cache stands in for one). */
export type SqliteHandle = Pick<Sqlite, 'prepare' | 'close'>;

/** How long a query waits for another connection's write lock before it fails with SQLITE_BUSY. */
const BUSY_WAIT_MS = 5_000;
/** Milliseconds on a monotonic clock: what the busy wait measures BUSY_WAIT_MS on (tests pass their own). */
export type BusyClock = () => number;
const monotonic: BusyClock = () => performance.now();
/** Busy queries are retried after these pauses (the last repeated), up to BUSY_WAIT_MS in all. */
const BUSY_PAUSES_MS = [1, 2, 5, 10, 25];

/** A statement the reader may run: a query that reads, and only reads (not a PRAGMA, not a write). */
const READ = /^\s*(select|with)\b/i;

/**
 * Another process (an import from the CLI, a second server) can hold SQLite's write lock for a few
 * hundred ms, e.g. while an import publishes. A query that finds it busy fails at once (SQLite made
 * no change; the handles' busy handlers spin for 2 ms at most) and is retried after a pause, so the
 * event loop keeps serving meanwhile. With the busy handler alone, one such publish stalled every
 * request by 350 ms.
 */
const retryWhenBusy = async <T>(run: () => T, now: BusyClock): Promise<T> => {
  const deadline = now() + BUSY_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return run();
    } catch (e) {
      if ((e as { code?: unknown }).code !== 'SQLITE_BUSY' || now() > deadline) throw e;
      await sleep(BUSY_PAUSES_MS[Math.min(attempt, BUSY_PAUSES_MS.length - 1)] as number);
    }
  }
};

const runOn = <R>(db: SqliteHandle, { sql, parameters }: CompiledQuery): QueryResult<R> => {
  const stmt = db.prepare(sql);
  if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
};

/** One waiter at a time, in order. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let unlock!: () => void;
    const held = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    const ready = this.tail.then(() => unlock);
    this.tail = held;
    return ready;
  }
}

/** One acquisition of the database: reads on the reader until it needs the writer, then the writer. */
class Lease implements DatabaseConnection {
  unlock: (() => void) | null = null;
  constructor(
    private readonly writer: SqliteHandle,
    private readonly reader: SqliteHandle | null,
    private readonly mutex: Mutex,
    private readonly now: BusyClock,
  ) {}

  /** The reader's statement for `query`, when the reader may run it. */
  private readerStatement(query: CompiledQuery): ReturnType<SqliteHandle['prepare']> | null {
    if (!this.reader || this.unlock || !READ.test(query.sql)) return null;
    const stmt = this.reader.prepare(query.sql);
    return stmt.readonly && stmt.reader ? stmt : null;
  }

  private async writerHeld(): Promise<void> {
    if (!this.unlock) this.unlock = await this.mutex.lock();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const read = this.readerStatement(query);
    if (read) return retryWhenBusy(() => ({ rows: read.all(query.parameters) as R[] }), this.now);
    await this.writerHeld();
    return retryWhenBusy(() => runOn<R>(this.writer, query), this.now);
  }

  /**
   * Streams hold the writer: better-sqlite3 refuses other statements on a handle while an iterator
   * is open on it, and the reader has no mutex.
   */
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('SQLite streams SELECT queries only');
    await this.writerHeld();
    for (const row of this.writer.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
  }

  release(): void {
    this.unlock?.();
    this.unlock = null;
  }
}

class RoutingSqliteDriver implements Driver {
  private readonly mutex = new Mutex();
  constructor(
    private readonly writer: SqliteHandle,
    private readonly reader: SqliteHandle | null,
    private readonly now: BusyClock,
  ) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this.writer, this.reader, this.mutex, this.now);
  }
  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    (conn as Lease).release();
  }
  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }
}

/**
 * The dialect: Kysely's SQLite adapter, compiler and introspector over the routing driver. `now` is the
 * clock the busy wait measures on (tests pass their own).
 */
export const routingSqliteDialect = (
  writer: SqliteHandle,
  reader: SqliteHandle | null,
  now: BusyClock = monotonic,
): Dialect => ({
  createAdapter: () => new SqliteAdapter(),
  createDriver: () => new RoutingSqliteDriver(writer, reader, now),
  createQueryCompiler: () => new SqliteQueryCompiler(),
  createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
});
