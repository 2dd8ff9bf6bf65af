/**
 * The Postgres form of the schema (db/migrations/*.postgres.sql) against the SQLite form, on the
 * machine's real Postgres: the same history, tables, columns, nullability and indexes, types that
 * match, and rows that read back alike through db.ts's type parsers. A migration written for one
 * engine only fails here.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY_TABLES, sqliteTables } from '../../src/platform/db/copy.js';
import { migrationsFor, openStore, type Store } from '../../src/platform/db/index.js';
import { createSecretBox } from '../../src/platform/secrets/secret-box.js';
import { all, one, value } from '../helpers/db.js';
import { newTestDatabase } from '../helpers/test-db.js';

const MIGRATIONS = join(process.cwd(), 'db', 'migrations');
const secrets = createSecretBox(randomBytes(32));
const dir = mkdtempSync(join(tmpdir(), 'jaunt-pg-schema-'));
let lite: Store;
let pg: Store;

beforeAll(async () => {
  lite = await openStore({ sqlitePath: join(dir, 'lite.db'), migrationsDir: MIGRATIONS, secrets });
  pg = await openStore({
    sqlitePath: join(dir, 'unused.db'),
    databaseUrl: await newTestDatabase(),
    migrationsDir: MIGRATIONS,
    secrets,
  });
});
afterAll(async () => {
  await lite?.close();
  await pg?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Column {
  name: string;
  type: string;
  notNull: boolean;
}

/** The SQLite tables and columns: the database file's, and the counters file's beside it. */
const sqliteSchema = (): Map<string, Column[]> => {
  const tables = new Map<string, Column[]>();
  for (const file of ['lite.db', 'lite.counters.db']) {
    const db = new Database(join(dir, file), { readonly: true, fileMustExist: true });
    try {
      for (const t of sqliteTables(db))
        tables.set(
          t.name,
          (
            db.pragma(`table_info("${t.name}")`) as {
              name: string;
              type: string;
              notnull: number;
              pk: number;
            }[]
          ).map((c) => ({
            name: c.name,
            type: c.type.toUpperCase(),
            // Primary-key columns are never null (SQLite does not say so for rowid tables).
            notNull: c.notnull === 1 || c.pk > 0,
          })),
        );
    } finally {
      db.close();
    }
  }
  return tables;
};

const postgresSchema = async (): Promise<Map<string, Column[]>> => {
  const rows = await all<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
    pg,
    sql`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name <> 'schema_migration'
         ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const r of rows)
    tables.set(r.table_name, [
      ...(tables.get(r.table_name) ?? []),
      { name: r.column_name, type: r.data_type, notNull: r.is_nullable === 'NO' },
    ]);
  return tables;
};

/** The Postgres types each declared SQLite type may become (instants, JSON, flags and money). */
const TYPE_FAMILIES: Record<string, string[]> = {
  INTEGER: ['bigint', 'integer', 'boolean'],
  REAL: ['double precision'],
  TEXT: ['text', 'jsonb', 'timestamp with time zone'],
  BLOB: ['bytea'],
};

describe('Postgres migrations', () => {
  it('have a Postgres form for every step of the one history, under the same numbers and names', () => {
    const s = migrationsFor('sqlite', MIGRATIONS).map((m) => `${m.version}_${m.name}`);
    const p = migrationsFor('postgres', MIGRATIONS).map((m) => `${m.version}_${m.name}`);
    expect(p).toEqual(s);
    expect(s.length).toBeGreaterThanOrEqual(9);
  });

  it('recorded every step in schema_migration', async () => {
    const versions = await all<{ version: number }>(pg, sql`SELECT version FROM schema_migration ORDER BY 1`);
    expect(versions.map((v) => v.version)).toEqual(
      migrationsFor('postgres', MIGRATIONS).map((m) => m.version),
    );
  });

  it('create the same tables and columns as SQLite, apart from the SQLite-only search index', async () => {
    const lites = sqliteSchema();
    const pgs = await postgresSchema();
    expect([...pgs.keys()].sort()).toEqual([...lites.keys()].sort());
    for (const [table, columns] of lites) {
      const pgColumns = pgs.get(table) ?? [];
      expect({ table, columns: pgColumns.map((c) => c.name) }).toEqual({
        table,
        columns: columns.map((c) => c.name),
      });
      for (const c of columns) {
        const p = pgColumns.find((x) => x.name === c.name);
        expect({ column: `${table}.${c.name}`, notNull: p?.notNull }).toEqual({
          column: `${table}.${c.name}`,
          notNull: c.notNull,
        });
        expect(TYPE_FAMILIES[c.type], `${table}.${c.name}: SQLite type ${c.type}`).toContain(p?.type);
      }
    }
    // The exceptions are only the search index's: FTS5 tables and its change list.
    const liteOnly = (
      await all<{ name: string }>(lite, sql`SELECT name FROM sqlite_master WHERE type = 'table'`)
    )
      .map((t) => t.name)
      .filter((n) => !lites.has(n) && !n.startsWith('sqlite_'));
    expect(liteOnly.every((n) => n.startsWith('search_doc') || SQLITE_ONLY_TABLES.includes(n))).toBe(true);
  });

  it('create the same keys, unique constraints, foreign keys, checks and indexes', async () => {
    const lites = sqliteSchema();
    const main = new Database(join(dir, 'lite.db'), { readonly: true });
    const counters = new Database(join(dir, 'lite.counters.db'), { readonly: true });
    const liteShape = (table: string) => {
      const inMain = main
        .prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?')
        .get('table', table);
      const db = inMain ? main : counters;
      const info = db.pragma(`table_info("${table}")`) as { name: string; pk: number }[];
      const indexes = db.pragma(`index_list("${table}")`) as {
        name: string;
        unique: number;
        origin: string;
        partial: number;
      }[];
      const columnsOf = (index: string) =>
        (db.pragma(`index_info("${index}")`) as { seqno: number; name: string }[])
          .sort((a, b) => a.seqno - b.seqno)
          .map((c) => c.name)
          .join(',');
      const sqlText =
        (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(table) as string) ?? '';
      return {
        table,
        primaryKey: info
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name)
          .join(','),
        unique: indexes
          .filter((i) => i.origin === 'u')
          .map((i) => columnsOf(i.name))
          .sort(),
        foreignKeys: (
          db.pragma(`foreign_key_list("${table}")`) as {
            from: string;
            table: string;
            to: string | null;
            on_delete: string;
          }[]
        )
          .map((f) => `${f.from}->${f.table}.${f.to ?? 'id'} ${f.on_delete}`)
          .sort(),
        checks: sqlText.match(/\bCHECK\s*\(/gi)?.length ?? 0,
        indexes: indexes
          .filter((i) => i.origin === 'c')
          .map(
            (i) =>
              `${i.name}(${columnsOf(i.name)})${i.unique ? ' unique' : ''}${i.partial ? ' partial' : ''}`,
          )
          .sort(),
      };
    };
    const pgShape = async (table: string) => {
      const constraints = await all<{
        contype: string;
        cols: string;
        ref: string | null;
        confdeltype: string;
      }>(
        pg,
        sql`SELECT c.contype,
                   (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k(n, ord)
                      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS cols,
                   (SELECT c.confrelid::regclass::text || '.' || string_agg(a.attname, ',' ORDER BY k.ord)
                      FROM unnest(c.confkey) WITH ORDINALITY k(n, ord)
                      JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS ref,
                   c.confdeltype
              FROM pg_constraint c WHERE c.conrelid = ${table}::regclass`,
      );
      const indexes = await all<{ name: string; cols: string; unique: number; partial: number }>(
        pg,
        sql`SELECT ic.relname AS name, i.indisunique AS unique, i.indpred IS NOT NULL AS partial,
                   (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(i.indkey::int2[]) WITH ORDINALITY k(n, ord)
                      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.n) AS cols
              FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
             WHERE i.indrelid = ${table}::regclass
               AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      );
      const onDelete: Record<string, string> = {
        a: 'NO ACTION',
        c: 'CASCADE',
        r: 'RESTRICT',
        n: 'SET NULL',
        d: 'SET DEFAULT',
      };
      return {
        table,
        primaryKey: constraints.find((c) => c.contype === 'p')?.cols ?? '',
        unique: constraints
          .filter((c) => c.contype === 'u')
          .map((c) => c.cols)
          .sort(),
        foreignKeys: constraints
          .filter((c) => c.contype === 'f')
          .map((c) => `${c.cols}->${c.ref} ${onDelete[c.confdeltype]}`)
          .sort(),
        checks: constraints.filter((c) => c.contype === 'c').length,
        indexes: indexes
          .map((i) => `${i.name}(${i.cols})${i.unique ? ' unique' : ''}${i.partial ? ' partial' : ''}`)
          .sort(),
      };
    };
    try {
      for (const table of lites.keys()) expect(await pgShape(table)).toEqual(liteShape(table));
    } finally {
      main.close();
      counters.close();
    }
  });
});

/**
 * jsonb hands back equivalent JSON text in its own spelling (`["a", "b"]`, keys reordered); callers
 * parse it, and so does this comparison. Everything else must read back identically.
 */
const JSON_COLUMNS = ['scopes', 'picture_urls', 'highlights', 'tips', 'dietary'];
const parsedJson = <T extends Record<string, unknown>>(row: T): T =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, JSON_COLUMNS.includes(k) ? JSON.parse(String(v)) : v]),
  ) as T;

describe('rows read alike on both engines (db.ts type parsers)', () => {
  const at = '2026-11-22T15:00:00.123Z';

  it('api_key: bytea, jsonb, boolean flags and instants', async () => {
    const row = {
      id: 'key_x',
      kind: 'negotiated' as const,
      environment: 'production' as const,
      name: 'X',
      key_hash: Buffer.from(randomBytes(32)),
      display_prefix: 'jaunt_api_Ab',
      scopes: JSON.stringify(['partner', 'admin']),
      enabled: 1,
      can_charge_stored_card: 0,
      webhook_secret: 'sealed:abc',
      user_id: null,
      created_at: at,
      disabled_at: null,
    };
    for (const s of [lite, pg]) await s.db.insertInto('api_key').values(row).execute();
    const a = await lite.db.selectFrom('api_key').selectAll().executeTakeFirstOrThrow();
    const b = await pg.db.selectFrom('api_key').selectAll().executeTakeFirstOrThrow();
    expect(parsedJson(b)).toEqual(parsedJson(a));
    expect(a).toEqual(row);
    expect(b.key_hash).toBeInstanceOf(Buffer);
    // Flags filter alike with a bound 1/0.
    for (const s of [lite, pg])
      expect(
        await s.db
          .selectFrom('api_key')
          .select('id')
          .where('enabled', '=', 1)
          .where('can_charge_stored_card', '=', 0)
          .execute(),
      ).toEqual([{ id: 'key_x' }]);
  });

  it('activity, sessions and tickets: doubles, bigint money and epoch ms, JSON arrays', async () => {
    const activity = {
      id: 7,
      activity_id: '3f7c1c3e-0000-4000-8000-000000000007',
      ref: 'ref-7',
      entity_type: 'event' as const,
      name: 'Jazz',
      short_description: null,
      description: 'Late "set"',
      venue: 'Club',
      address: null,
      semantic_location: null,
      city: 'new-york',
      lat: 40.7128125,
      lng: -74.0059731,
      timezone: 'America/New_York',
      h3_r5: '852a1073fffffff',
      h3_r7: '872a1072bffffff',
      h3_r9: '892a1072b5bffff',
      rating: 4.5,
      rating_count: 120,
      popularity: 0.3333333333333333,
      opening_hours: null,
      booking_url: null,
      booking_domain: null,
      is_bookable: 1,
      estimated_fulfillment: 'instant' as const,
      display_label: '',
      currency: 'USD',
      price_label: null,
      picture_urls: JSON.stringify(['https://x/1.jpg']),
      highlights: '[]',
      tips: JSON.stringify(['arrive early', 'üñí']),
      dietary: '[]',
      content_hash: 'h',
      imported_at: at,
      updated_at: at,
    };
    const startsAt = Date.UTC(2026, 11, 24, 3, 0);
    for (const s of [lite, pg]) {
      await s.db.insertInto('activity').values(activity).execute();
      const session = await s.db
        .insertInto('activity_session')
        .values({ activity_id: 7, position: 0, date: '2026-12-23', time: '22:00', starts_at: startsAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await s.db
        .insertInto('ticket_type')
        .values({
          session_id: session.id,
          position: 0,
          name: 'GA',
          price_minor: 9_007_199_254,
          fee_minor: 150,
          available: 1,
          is_free: 0,
          min_quantity: 1,
        })
        .execute();
    }
    const read = async (s: Store) => ({
      activity: parsedJson(await s.db.selectFrom('activity').selectAll().executeTakeFirstOrThrow()),
      session: await s.db.selectFrom('activity_session').selectAll().executeTakeFirstOrThrow(),
      ticket: await s.db.selectFrom('ticket_type').selectAll().executeTakeFirstOrThrow(),
      count: await value(s, sql`SELECT count(*) FROM ticket_type`),
      sum: await value(s, sql`SELECT sum(price_minor) FROM ticket_type`),
    });
    const a = await read(lite);
    const b = await read(pg);
    expect(b).toEqual(a);
    expect(a.activity).toEqual(parsedJson(activity));
    expect(a.session.starts_at).toBe(startsAt);
    expect(b.count).toBe(1);
    expect(b.sum).toBe(9_007_199_254);
    expect(b.activity.tips).toEqual(['arrive early', 'üñí']);
  });

  it('instants given with an offset come back as the same instant in UTC', async () => {
    for (const s of [lite, pg])
      await s.db
        .insertInto('app_secret')
        .values({ name: 'n', value: 'v', created_at: '2026-11-22T16:00:00.000+01:00' })
        .execute();
    expect(await one(pg, sql`SELECT created_at FROM app_secret`)).toEqual({
      created_at: '2026-11-22T15:00:00.000Z',
    });
    // Comparisons with ISO parameters order instants on Postgres (SQLite compares the text).
    expect(
      await value(pg, sql`SELECT count(*) FROM app_secret WHERE created_at < ${'2026-11-22T15:30:00.000Z'}`),
    ).toBe(1);
  });

  it('dates read as their YYYY-MM-DD text, whatever the process time zone', async () => {
    expect(await one(pg, sql`SELECT '2026-12-31'::date AS d, 2::numeric / 4 AS n, true AS t`)).toEqual({
      d: '2026-12-31',
      n: 0.5,
      t: 1,
    });
  });
});

describe('transactions on Postgres', () => {
  it('commit on resolve and roll back on throw', async () => {
    await pg.transaction(async (trx) => {
      await trx.insertInto('slack_seen').values({ key: 'kept', seen_at: at0 }).execute();
    });
    await expect(
      pg.transaction(async (trx) => {
        await trx.insertInto('slack_seen').values({ key: 'undone', seen_at: at0 }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await all(pg, sql`SELECT key FROM slack_seen ORDER BY key`)).toEqual([{ key: 'kept' }]);
  });

  it('rerun the whole callback after a serialization failure', async () => {
    let runs = 0;
    const result = await pg.transaction(async (trx) => {
      runs++;
      await trx
        .insertInto('slack_seen')
        .values({ key: `try-${runs}`, seen_at: at0 })
        .execute();
      if (runs === 1)
        await sql`DO $$ BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = 'serialization_failure'; END $$`.execute(
          trx,
        );
      return runs;
    });
    expect(result).toBe(2);
    expect(await all(pg, sql`SELECT key FROM slack_seen WHERE key LIKE 'try-%'`)).toEqual([{ key: 'try-2' }]);
  });
});

const at0 = '2026-11-22T15:00:00.000Z';
