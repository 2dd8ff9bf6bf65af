/**
 * Where this process's data lives, said to a person: the engine and, for Postgres, host, port,
 * database and user (never the password); for SQLite the file's absolute path. The start banner, the
 * start log and every CLI command name it, so a key written into the wrong database is noticed.
 */
import { resolve } from 'node:path';

export interface DatabaseWhere {
  engine: 'postgres' | 'sqlite';
  /** `postgres://jaunt@db.internal:5432/jaunt` (no password) or the SQLite file's absolute path. */
  where: string;
}

/** The database a configuration opens, without secrets. */
export const databaseWhere = (c: {
  JAUNT_DB: string;
  JAUNT_DATABASE_URL?: string | undefined;
}): DatabaseWhere => {
  if (!c.JAUNT_DATABASE_URL)
    return { engine: 'sqlite', where: c.JAUNT_DB === ':memory:' ? ':memory:' : resolve(c.JAUNT_DB) };
  try {
    const u = new URL(c.JAUNT_DATABASE_URL);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : '';
    const port = u.port || '5432';
    const name = decodeURIComponent(u.pathname.replace(/^\//, '')) || '(default database)';
    return { engine: 'postgres', where: `postgres://${user}${u.hostname || 'localhost'}:${port}/${name}` };
  } catch {
    return { engine: 'postgres', where: 'postgres (unparsable JAUNT_DATABASE_URL)' };
  }
};

/** "Postgres postgres://jaunt@db:5432/jaunt" or "SQLite /srv/jaunt/data/jaunt.db". */
export const databaseLabel = (c: { JAUNT_DB: string; JAUNT_DATABASE_URL?: string | undefined }): string => {
  const d = databaseWhere(c);
  return d.engine === 'postgres' ? `Postgres ${d.where}` : `SQLite ${d.where}`;
};

/**
 * JAUNT_DATABASE_URL as a person may paste it before a CLI command: the password (if any) replaced
 * by `<password>`.
 */
export const databaseUrlForHint = (url: string): string => {
  try {
    const u = new URL(url);
    if (u.password) u.password = 'PASSWORD';
    return u.href.replace(':PASSWORD@', ':<password>@');
  } catch {
    return '<JAUNT_DATABASE_URL>';
  }
};
