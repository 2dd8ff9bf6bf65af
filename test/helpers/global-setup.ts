/**
 * Vitest global setup. On Postgres runs (JAUNT_TEST_DATABASE_URL set) it migrates one template
 * database for the whole run; every test database is a copy of it (CREATE DATABASE … TEMPLATE …,
 * about 0.2 s instead of running the migrations each time). Teardown drops the template and anything
 * the run left behind. SQLite runs need nothing here.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgres, withDefaultUser } from '../../src/platform/db/index.js';
import { adminQuery, quoteIdent, withDatabase } from './test-db.js';

const PREFIX = 'jt_';
/** Databases of runs older than this are leftovers of a run that died: swept at the next start. */
const STALE_MS = 6 * 3600_000;

const dropMatching = async (base: string, where: (name: string) => boolean): Promise<void> => {
  const { rows } = await adminQuery(
    base,
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%' AND NOT datistemplate`,
  );
  const names = rows.map((r: { datname: string }) => r.datname).filter(where);
  // Copies first: a template cannot be dropped while another CREATE DATABASE reads it.
  names.sort((a, b) => b.length - a.length);
  for (const n of names) await adminQuery(base, `DROP DATABASE IF EXISTS ${quoteIdent(n)} WITH (FORCE)`);
};

/** jt_<ms since epoch, base 36>_<random>: the start time tells a stale run from a running one. */
const startedAt = (name: string): number =>
  Number.parseInt(name.slice(PREFIX.length).split('_')[0] ?? '', 36);

export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const base = process.env.JAUNT_TEST_DATABASE_URL?.trim();
  if (!base) return undefined;
  const now = Date.now();
  await dropMatching(base, (n) => now - startedAt(n) > STALE_MS);

  const runId = `${now.toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${PREFIX}${runId}`;
  await adminQuery(base, `CREATE DATABASE ${quoteIdent(template)}`);
  const pool = new pg.Pool({ connectionString: withDefaultUser(withDatabase(base, template)), max: 1 });
  try {
    await migratePostgres(pool, join(project.config.root, 'db', 'migrations'));
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template that has connections.
    await pool.end();
  }
  project.provide('jauntTestTemplate', template);
  return async () => {
    await dropMatching(base, (n) => n === template || n.startsWith(`${template}_`));
  };
}
