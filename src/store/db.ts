import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { SecretBox } from '../domain/secret-box.js';
import type { DB } from './schema.js';

export type Sqlite = Database.Database;

export interface Store {
  /** Raw handle for hot paths and bulk loads (prepared statements, FTS5). */
  sqlite: Sqlite;
  /** Typed query builder over the same connection. */
  db: Kysely<DB>;
  /** Seals and opens the secrets stored in columns (src/store/secrets.ts lists them). */
  secrets: SecretBox;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite file in WAL mode with foreign keys and a busy timeout, and
 * applies pending migrations: ordered `NNN_name.sql` files, each in a transaction, tracked by
 * PRAGMA user_version. Forward only.
 */
export const openStore = (path: string, migrationsDir: string, secrets: SecretBox): Store => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 16 MiB of page cache: the OS caches the file too, and this memory counts against the server's RSS.
  sqlite.pragma('cache_size = -16384');
  migrate(sqlite, migrationsDir);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    sqlite,
    db,
    secrets,
    close: async () => {
      // Kysely's destroy closes the better-sqlite3 handle it was given.
      await db.destroy();
    },
  };
};

/**
 * The one way to open a write transaction: BEGIN IMMEDIATE takes the write lock first (waiting out
 * busy_timeout behind another writer), so a transaction that reads before it writes can never fail
 * to upgrade its read lock with an instant SQLITE_BUSY. Nested calls become savepoints.
 */
export const writeTransaction = <A extends unknown[], T>(
  sqlite: Sqlite,
  fn: (...args: A) => T,
): ((...args: A) => T) => {
  const tx = sqlite.transaction(fn);
  return (...args: A) => tx.immediate(...args);
};

export const migrate = (sqlite: Sqlite, migrationsDir: string): number => {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  const current = Number(sqlite.pragma('user_version', { simple: true }));
  let applied = 0;
  for (const file of files) {
    const version = Number.parseInt(file, 10);
    if (version <= current) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    writeTransaction(sqlite, () => {
      sqlite.exec(sql);
      sqlite.pragma(`user_version = ${version}`);
    })();
    applied++;
  }
  return applied;
};
