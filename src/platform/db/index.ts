/**
 * The one way into the database, for both engines: a typed Kysely handle, the transaction rule and
 * the migration runner. SQLite (better-sqlite3, WAL) is the embedded default; `JAUNT_DATABASE_URL`
 * selects Postgres (pg pool), where several instances share one database.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import type { SecretBox } from '../secrets/secret-box.js';
import type { DB } from './schema.js';
import { routingSqliteDialect } from './sqlite-dialect.js';

export type Sqlite = Database.Database;
export type Engine = 'sqlite' | 'postgres';

/** The root handle or a transaction: every store function runs its queries on one of these. */
export type Executor = Kysely<DB>;

export interface Store {
  engine: Engine;
  /** Typed query builder over the pool (Postgres) or the writer and reader handles (SQLite). */
  db: Kysely<DB>;
  /**
   * Where per-request counters live (`rate_limit`: the daily quota). Postgres: `db`, whose row locks
   * never wait for an import. SQLite: a file of its own beside the database (`jaunt.counters.db`
   * beside `jaunt.db`): SQLite has one write lock per file, and every request charges its quota, so
   * in the catalogue's file every request waited for an import's publish (420-450 ms on the CI
   * machine). `:memory:`: `db`.
   */
  counters: Kysely<DB>;
  /** Seals and opens the secrets stored in columns (src/platform/secrets/reseal.ts lists them). */
  secrets: SecretBox;
  /**
   * The one way to write several rows together. SQLite: BEGIN IMMEDIATE (the write lock first, so a
   * transaction that reads before it writes never fails to upgrade). Postgres: READ COMMITTED,
   * rerun from the start on a serialization failure or deadlock. Run every query of `fn` on `trx`:
   * on SQLite the root handle's writes wait for the transaction's connection, so writing through it
   * inside `fn` hangs (and its reads do not see `fn`'s rows).
   * Transactions do not nest: pass `trx` down instead.
   */
  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T>;
  /**
   * SQLite only: the writer's own handle, for engine-specific bulk writes (the catalogue
   * import's prepared statements). Use it only inside `transaction`, which holds the connection.
   */
  sqlite?: Sqlite;
  close(): Promise<void>;
}

/**
 * The one transaction style. Store functions take an optional executor as their last argument: a
 * caller already inside a transaction passes its `trx` and the function joins it; a caller without
 * one gets a transaction of its own (or, for a single statement, the root handle). Use cases that
 * write several stores together open one here and pass `trx` down.
 */
export const withTransaction = <T>(
  store: Pick<Store, 'transaction'>,
  trx: Executor | undefined,
  fn: (trx: Executor) => Promise<T>,
): Promise<T> => (trx ? fn(trx) : store.transaction(fn));

export interface StoreOptions {
  /** SQLite file (the default engine); ignored when `databaseUrl` is set. */
  sqlitePath: string;
  /** postgres://… selects Postgres. */
  databaseUrl?: string;
  migrationsDir: string;
  secrets: SecretBox;
  /** Shown in pg_stat_activity (Postgres `application_name`). */
  instanceId?: string;
  /** Pool size per instance (Postgres). */
  poolMax?: number;
}

export const openStore = async (opts: StoreOptions): Promise<Store> =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openSqlite(opts.sqlitePath, opts);

// ---------------------------------------------------------------------------------------------
// SQLite

/**
 * Opens a SQLite file (WAL, foreign keys on) with `cacheKiB` of page cache, brings its schema up to
 * date while waiting up to 5 s for other processes' locks, then turns the busy handler down so queries
 * wait without blocking the event loop. Returns the writer's handle and Kysely over it
 * (src/platform/db/sqlite-dialect.ts).
 */
const openSqliteFile = (path: string, cacheKiB: number, schema: (sqlite: Sqlite) => void) => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_WAIT_MS}`);
  // The OS caches the file too, and this memory counts against the server's RSS.
  sqlite.pragma(`cache_size = -${cacheKiB}`);
  schema(sqlite);
  sqlite.pragma(`busy_timeout = ${BUSY_SPIN_MS}`);
  return { sqlite, db: new Kysely<DB>({ dialect: sqliteDialect(sqlite, path) }) };
};

const openSqlite = (path: string, opts: StoreOptions): Store => {
  const { sqlite, db } = openSqliteFile(path, 16_384, (s) => migrateSqlite(s, opts.migrationsDir));
  const counters =
    path === ':memory:'
      ? db
      : openSqliteFile(path.replace(/(\.db)?$/, '.counters.db'), 1_024, (s) => s.exec(COUNTERS_SCHEMA)).db;
  return {
    engine: 'sqlite',
    db,
    counters,
    sqlite,
    secrets: opts.secrets,
    // The writer is behind a mutex: pinning it makes the transaction exclusive.
    transaction: (fn) =>
      db.connection().execute(async (conn) => {
        await sql`BEGIN IMMEDIATE`.execute(conn);
        try {
          const result = await fn(conn);
          await sql`COMMIT`.execute(conn);
          return result;
        } catch (e) {
          // SQLite may already have rolled back (e.g. SQLITE_FULL); then there is nothing to undo.
          if (sqlite.inTransaction) await sql`ROLLBACK`.execute(conn);
          throw e;
        }
      }),
    close: async () => {
      // Kysely's destroy closes the better-sqlite3 handles it was given.
      if (counters !== db) await counters.destroy();
      await db.destroy();
    },
  };
};

/**
 * The counters file's one table, as Postgres has it in its database (007_agents_limits). Counters
 * are transient (a day's quota), so the file needs no migrations: it is made as it is.
 */
const COUNTERS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS rate_limit (
    key    TEXT PRIMARY KEY,
    points INTEGER NOT NULL DEFAULT 0,
    expire INTEGER
  );
  CREATE INDEX IF NOT EXISTS rate_limit_by_expire ON rate_limit (expire);`;

/**
 * Kysely over a migrated SQLite file: `sqlite` writes, and a second, read-only handle takes plain
 * reads (src/platform/db/sqlite-dialect.ts). `:memory:` has only the one.
 */
const sqliteDialect = (sqlite: Sqlite, path: string) => {
  if (path === ':memory:') return routingSqliteDialect(withStatementCache(sqlite), null);
  const reader = new Database(path, { readonly: true, fileMustExist: true });
  reader.pragma(`busy_timeout = ${BUSY_SPIN_MS}`);
  reader.pragma(`cache_size = ${sqlite.pragma('cache_size', { simple: true })}`);
  return routingSqliteDialect(withStatementCache(sqlite), withStatementCache(reader));
};

/** SQLite's own busy handler sleeps synchronously, stalling the event loop: it gets this long. */
const BUSY_SPIN_MS = 2;
/** How long the migrations wait for another process's write lock (before the event loop serves). */
const BUSY_WAIT_MS = 5_000;

const STATEMENT_CACHE_MAX = 500;

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running a point
 * lookup. The same SQL text reuses its handle's statement (a handle runs one query at a time); a
 * statement still busy (a stream being read) is not shared.
 */
const withStatementCache = (sqlite: Sqlite): Pick<Sqlite, 'prepare' | 'close'> => {
  const statements = new Map<string, Database.Statement>();
  return {
    prepare: ((source: string) => {
      const cached = statements.get(source);
      if (cached && !cached.busy) return cached;
      const fresh = sqlite.prepare(source);
      if (!cached) {
        // Queries with varying IN lists make many texts: start over rather than grow without bound.
        if (statements.size >= STATEMENT_CACHE_MAX) statements.clear();
        statements.set(source, fresh);
      }
      return fresh;
    }) as Sqlite['prepare'],
    close: () => sqlite.close(),
  };
};

/**
 * Reads several tables of a SQLite file as one consistent snapshot (a deferred read transaction),
 * while `fn` awaits other work: `db copy` reads the source this way while it writes to Postgres.
 */
export const readSnapshot = async <T>(sqlite: Sqlite, fn: () => Promise<T>): Promise<T> => {
  sqlite.exec('BEGIN DEFERRED');
  try {
    return await fn();
  } finally {
    if (sqlite.inTransaction) sqlite.exec('COMMIT');
  }
};

// ---------------------------------------------------------------------------------------------
// Postgres

const OID = {
  bool: 16,
  int8: 20,
  json: 114,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  jsonb: 3802,
} as const;

const toNumber = (v: string): number | string => {
  const n = Number(v);
  return Number.isSafeInteger(n) || (!Number.isInteger(n) && Number.isFinite(n)) ? n : v;
};

/**
 * Rows read the same on both engines: bigint and numeric as numbers (when safe), booleans as 1/0,
 * JSON as its text, instants as ISO 8601 UTC strings, dates as their `YYYY-MM-DD` text.
 */
const typeParsers: Record<number, (v: string) => unknown> = {
  [OID.bool]: (v) => (v === 't' ? 1 : 0),
  [OID.int8]: toNumber,
  [OID.numeric]: toNumber,
  [OID.json]: (v) => v,
  [OID.jsonb]: (v) => v,
  [OID.date]: (v) => v,
  [OID.timestamp]: (v) => new Date(`${v.replace(' ', 'T')}Z`).toISOString(),
  [OID.timestamptz]: (v) => new Date(v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString(),
};

/** pg loads only for a Postgres database (a SQLite install and its CLI never need it). */
const loadPg = (): typeof pg => createRequire(import.meta.url)('pg') as typeof pg;

const pgTypes = (driver: typeof pg) => ({
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && typeParsers[oid]
      ? typeParsers[oid]
      : driver.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
});

/**
 * libpq (psql) logs in as the operating-system user when the URL names none; pg only reads the USER
 * variable, which services and CI often lack. Do as psql does, so `postgres://127.0.0.1/db` works alike.
 */
export const withDefaultUser = (url: string): string => {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  if (u.username || !u.host) return url;
  u.username = userInfo().username;
  return u.toString();
};

const RETRYABLE = new Set(['40001', '40P01']);
const TX_ATTEMPTS = 5;

const openPostgres = async (url: string, opts: StoreOptions): Promise<Store> => {
  const driver = loadPg();
  const pool = new driver.Pool({
    connectionString: withDefaultUser(url),
    max: opts.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 10_000,
    application_name: opts.instanceId ?? 'jaunt',
    types: pgTypes(driver),
    options: '-c TimeZone=UTC',
  });
  // An idle client whose backend dies emits here; without a listener Node would crash.
  pool.on('error', () => undefined);
  try {
    await migratePostgres(pool, opts.migrationsDir);
  } catch (e) {
    await pool.end();
    throw e;
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: 'postgres',
    db,
    counters: db,
    secrets: opts.secrets,
    transaction: async (fn) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(fn);
        } catch (e) {
          const code = (e as { code?: string }).code;
          if (!code || !RETRYABLE.has(code) || attempt >= TX_ATTEMPTS) throw e;
        }
      }
    },
    close: async () => {
      // Kysely's destroy ends the pool it was given.
      await db.destroy();
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Migrations: one history for both engines

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * `NNN_name.sql` serves both engines; `NNN_name.sqlite.sql` and `NNN_name.postgres.sql` are the
 * per-engine forms of one step where the SQL differs. Every version must exist for every engine.
 */
export const migrationsFor = (engine: Engine, migrationsDir: string): Migration[] => {
  const byVersion = new Map<number, { shared?: string; own?: string; name: string }>();
  for (const f of readdirSync(migrationsDir)) {
    const m = /^(\d+)_([a-z0-9_]+?)(?:\.(sqlite|postgres))?\.sql$/.exec(f);
    if (!m) continue;
    const version = Number.parseInt(m[1] as string, 10);
    const entry = byVersion.get(version) ?? { name: m[2] as string };
    if (!m[3]) entry.shared = f;
    else if (m[3] === engine) entry.own = f;
    byVersion.set(version, entry);
  }
  return [...byVersion.entries()]
    .sort(([a], [b]) => a - b)
    .map(([version, e]) => {
      const file = e.own ?? e.shared;
      if (!file)
        throw new Error(`migration ${version} (${e.name}) has no ${engine} form in ${migrationsDir}`);
      return { version, name: e.name, sql: readFileSync(join(migrationsDir, file), 'utf8') };
    });
};

/** Pending steps in order, each in its own transaction, tracked by PRAGMA user_version. */
export const migrateSqlite = (sqlite: Sqlite, migrationsDir: string): number => {
  const current = Number(sqlite.pragma('user_version', { simple: true }));
  let applied = 0;
  for (const m of migrationsFor('sqlite', migrationsDir)) {
    if (m.version <= current) continue;
    sqlite
      .transaction(() => {
        sqlite.exec(m.sql);
        sqlite.pragma(`user_version = ${m.version}`);
      })
      .immediate();
    applied++;
  }
  return applied;
};

/**
 * Pending steps in order, each in its own transaction, tracked in `schema_migration`. An advisory
 * lock makes instances that start together apply them once.
 */
export const migratePostgres = async (pool: pg.Pool, migrationsDir: string): Promise<number> => {
  const migrations = migrationsFor('postgres', migrationsDir);
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('jaunt.migrate'))`);
    try {
      await client.query(
        `CREATE TABLE IF NOT EXISTS schema_migration (
           version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const done = new Set(
        (await client.query<{ version: number }>('SELECT version FROM schema_migration')).rows.map(
          (r) => r.version,
        ),
      );
      let applied = 0;
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [
            m.version,
            m.name,
          ]);
          await client.query('COMMIT');
        } catch (e) {
          await client.query('ROLLBACK');
          throw new Error(`migration ${m.version}_${m.name} failed: ${(e as Error).message}`);
        }
        applied++;
      }
      return applied;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('jaunt.migrate'))`);
    }
  } finally {
    client.release();
  }
};
