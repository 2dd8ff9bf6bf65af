/**
 * Which database tests run on. Without JAUNT_TEST_DATABASE_URL: SQLite files, as always. With it
 * (e.g. postgres://127.0.0.1/test): every SQLite path a test uses stands for its own Postgres
 * database, created from the run's migrated template (test/helpers/global-setup.ts) on first use and
 * dropped when the test file ends (test/helpers/test-db-setup.ts). A test that reopens the same path
 * (a restart, a CLI child process) reaches the same database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDefaultUser } from '../../src/platform/db/index.js';

/** The server tests create their databases on; undefined: SQLite. */
export const TEST_DATABASE_URL: string | undefined = process.env.JAUNT_TEST_DATABASE_URL?.trim() || undefined;
export const TEST_ENGINE: 'sqlite' | 'postgres' = TEST_DATABASE_URL ? 'postgres' : 'sqlite';
/**
 * Where tests of Postgres itself (migrations, type parsers, shared limits, db copy) make their
 * databases on every run, SQLite runs included: the machine's Postgres (see docs/several-instances.md).
 */
export const POSTGRES_URL: string = TEST_DATABASE_URL ?? 'postgres://127.0.0.1/test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database of this run (Postgres runs only). */
    jauntTestTemplate: string;
  }
}

/** The same server and credentials, another database. */
export const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Runs statements on the maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
export const adminQuery = async (url: string, text: string): Promise<pg.QueryResult> => {
  const client = new pg.Client({ connectionString: withDefaultUser(url), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
};

const byPath = new Map<string, Promise<string>>();
const created: { base: string; name: string }[] = [];
let counter = 0;

/**
 * A fresh database on POSTGRES_URL's server; its URL. Postgres runs copy the run's migrated template;
 * otherwise it starts empty (openStore migrates it). Dropped with the file's others.
 */
export const newTestDatabase = async (): Promise<string> => {
  const base = POSTGRES_URL;
  const template = TEST_DATABASE_URL ? inject('jauntTestTemplate') : undefined;
  // Run id (in the template's name), process and counter: unique among files and parallel runs.
  const name = `${template ?? `jt_${Date.now().toString(36)}_solo`}_${process.pid}_${++counter}_${randomBytes(2).toString('hex')}`;
  created.push({ base, name });
  await adminQuery(
    base,
    `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`,
  );
  return withDatabase(base, name);
};

/** The Postgres database standing for this SQLite path (created on first use). */
export const databaseForPath = (sqlitePath: string): Promise<string> => {
  let url = byPath.get(sqlitePath);
  if (!url) {
    url = newTestDatabase();
    byPath.set(sqlitePath, url);
  }
  return url;
};

/**
 * The environment a test server or child process needs for the database at this path:
 * `{ JAUNT_DB }` on SQLite, plus `JAUNT_DATABASE_URL` on Postgres.
 */
export const databaseEnv = async (sqlitePath: string): Promise<Record<string, string>> =>
  TEST_DATABASE_URL
    ? { JAUNT_DB: sqlitePath, JAUNT_DATABASE_URL: await databaseForPath(sqlitePath) }
    : { JAUNT_DB: sqlitePath };

/** The database of a running test server, for a child process that must open the same one. */
export const childDatabaseEnv = (config: {
  JAUNT_DB: string;
  JAUNT_DATABASE_URL?: string | undefined;
}): Record<string, string> =>
  config.JAUNT_DATABASE_URL
    ? { JAUNT_DB: config.JAUNT_DB, JAUNT_DATABASE_URL: config.JAUNT_DATABASE_URL }
    : { JAUNT_DB: config.JAUNT_DB };

/** openStore's location options for this path, on the engine of the run. */
export const storeLocation = async (
  sqlitePath: string,
): Promise<{ sqlitePath: string; databaseUrl?: string }> =>
  TEST_DATABASE_URL ? { sqlitePath, databaseUrl: await databaseForPath(sqlitePath) } : { sqlitePath };

/** Drops every database this test file created (connections still open are ended by FORCE). */
export const dropTestDatabases = async (): Promise<void> => {
  const dbs = created.splice(0);
  byPath.clear();
  await Promise.all(
    dbs.map((d) => adminQuery(d.base, `DROP DATABASE IF EXISTS ${quoteIdent(d.name)} WITH (FORCE)`)),
  );
};
// test-db-setup.ts runs it when the file ends (the same symbol; not imported, so that setup file stays light).
(globalThis as { [key: symbol]: unknown })[Symbol.for('jaunt.test.dropTestDatabases')] = dropTestDatabases;
