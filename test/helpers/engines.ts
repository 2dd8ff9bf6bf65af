/**
 * Stores on both engines for tests that compare them: an SQLite file in a temp dir, and a fresh
 * Postgres database on the machine's server (127.0.0.1:5432, user root), created here and dropped
 * on close.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openStore, type Store } from '../../src/platform/db/index.js';
import { createSecretBox } from '../../src/platform/secrets/secret-box.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const secrets = () => createSecretBox(Buffer.alloc(32, 0x5a));

/** The Postgres server's maintenance database (CREATE/DROP DATABASE run there). */
export const POSTGRES_ADMIN_URL =
  process.env.JAUNT_TEST_POSTGRES_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

const admin = async (text: string): Promise<void> => {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

export interface EngineDatabase {
  engine: 'sqlite' | 'postgres';
  /** Opens another store on the same database (another instance). */
  open(): Promise<Store>;
  /** Drops the database (Postgres) or deletes the file (SQLite). */
  drop(): Promise<void>;
}

export const sqliteDatabase = (): EngineDatabase => {
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-engines-'));
  return {
    engine: 'sqlite',
    open: () =>
      openStore({
        sqlitePath: join(dir, 'jaunt.db'),
        migrationsDir: MIGRATIONS_DIR,
        secrets: secrets(),
      }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

export const postgresDatabase = async (): Promise<EngineDatabase> => {
  const name = `jaunt_h3_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    open: () =>
      openStore({
        sqlitePath: ':memory:',
        databaseUrl: url.toString(),
        migrationsDir: MIGRATIONS_DIR,
        secrets: secrets(),
        poolMax: 4,
      }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};
