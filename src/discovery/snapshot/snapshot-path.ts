/**
 * Where the persisted discovery snapshot lives: beside the SQLite file (`data/jaunt.db.snapshot`),
 * or in JAUNT_SNAPSHOT_DIR under a name derived from the database (its path, or its Postgres URL
 * without the password), so instances of one database on one host share one file and instances of
 * different databases never read each other's. `off`, a database in memory, or Postgres without a
 * directory: none.
 */
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

export const snapshotPath = (c: {
  JAUNT_DB: string;
  JAUNT_DATABASE_URL?: string | undefined;
  JAUNT_SNAPSHOT_DIR?: string | undefined;
}): string | null => {
  const dir = c.JAUNT_SNAPSHOT_DIR;
  if (dir === 'off') return null;
  if (!c.JAUNT_DATABASE_URL && c.JAUNT_DB === ':memory:') return null;
  if (!dir) return c.JAUNT_DATABASE_URL ? null : `${resolve(c.JAUNT_DB)}.snapshot`;
  let identity = resolve(c.JAUNT_DB);
  if (c.JAUNT_DATABASE_URL) {
    const url = new URL(c.JAUNT_DATABASE_URL);
    url.password = '';
    identity = url.toString();
  }
  const name = createHash('sha256').update(identity).digest('hex').slice(0, 16);
  return join(resolve(dir), `jaunt-${name}.snapshot`);
};
