/**
 * `npm run jaunt -- db copy --from <sqlite file> --to <postgres url>`: moves a whole installation
 * (catalogue, keys, users, bookings, jobs, Slack data, mail, prices, agents, limit counters) from its
 * SQLite file into an empty Postgres database, in one Postgres transaction: it either all arrives,
 * verified table by table, or nothing does.
 *
 * Every table of the SQLite schema is copied except the ones that exist only there (the FTS5 search
 * index, its shadow tables and its change list: the search index is rebuilt from the catalogue).
 * Ids are copied as they are; identity sequences then continue after the highest one. Sealed secrets
 * are copied sealed, so the Postgres instances need the same JAUNT_SECRET_KEY.
 */
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { type Executor, migrateSqlite, readSnapshot, type Sqlite, type Store } from './index.js';

/**
 * Plain tables of the SQLite schema with no Postgres form (db/migrations/002_discovery.postgres.sql);
 * FTS5 virtual tables and their shadow tables are recognised from sqlite_master.
 */
export const SQLITE_ONLY_TABLES: readonly string[] = ['search_dirty'];

/** Tables whose rows the migrations insert (singletons): replaced by the source's, not "non-empty". */
const SEEDED_TABLES: readonly string[] = ['discovery_state'];

/**
 * Postgres tables the SQLite file does not hold: migration bookkeeping, and the counters, which
 * SQLite keeps in a file of their own (`Store.counters`). A copy starts the day's quota counts afresh.
 */
const POSTGRES_ONLY_TABLES: readonly string[] = ['schema_migration', 'rate_limit'];

export interface TableShape {
  name: string;
  columns: string[];
}

/** The SQLite tables a copy moves, parents before the tables whose foreign keys refer to them. */
export const sqliteTables = (sqlite: Sqlite): TableShape[] => {
  const all = sqlite
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )
    .all() as { name: string; sql: string | null }[];
  const virtual = all.filter((t) => /^CREATE\s+VIRTUAL\s+TABLE/i.test(t.sql ?? '')).map((t) => t.name);
  const copied = all
    .map((t) => t.name)
    .filter(
      (n) =>
        !virtual.includes(n) &&
        !virtual.some((v) => n.startsWith(`${v}_`)) &&
        !SQLITE_ONLY_TABLES.includes(n),
    )
    .sort();
  const deps = new Map(
    copied.map((n) => [
      n,
      (sqlite.pragma(`foreign_key_list(${quote(n)})`) as { table: string }[])
        .map((f) => f.table)
        .filter((t) => t !== n),
    ]),
  );
  const ordered: string[] = [];
  const visit = (n: string, path: string[]) => {
    if (ordered.includes(n)) return;
    if (path.includes(n)) throw new Error(`foreign keys form a cycle: ${[...path, n].join(' → ')}`);
    for (const d of deps.get(n) ?? []) visit(d, [...path, n]);
    ordered.push(n);
  };
  for (const n of copied) visit(n, []);
  return ordered.map((name) => ({
    name,
    columns: (sqlite.pragma(`table_info(${quote(name)})`) as { name: string }[]).map((c) => c.name),
  }));
};

/** The tables of the Postgres schema (current schema), with their columns in order. */
export const postgresTables = async (
  db: Executor,
): Promise<Map<string, { columns: string[]; identity: string[] }>> => {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    is_identity: string;
    column_default: string | null;
  }>`
    SELECT table_name, column_name, is_identity, column_default FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`.execute(db);
  const tables = new Map<string, { columns: string[]; identity: string[] }>();
  for (const r of rows) {
    if (POSTGRES_ONLY_TABLES.includes(r.table_name)) continue;
    const t = tables.get(r.table_name) ?? { columns: [], identity: [] };
    t.columns.push(r.column_name);
    // Identity columns and serial ones (a sequence default, e.g. the insertion-order `seq`).
    if (r.is_identity === 'YES' || r.column_default?.startsWith('nextval(')) t.identity.push(r.column_name);
    tables.set(r.table_name, t);
  }
  return tables;
};

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export class CopyRefused extends Error {}

export interface CopyReport {
  tables: { name: string; rows: number }[];
  rows: number;
  seconds: number;
}

/** Enough rows per INSERT to keep round trips few, below Postgres's 65,535 parameters. */
const batchRows = (columns: number): number => Math.max(1, Math.min(1000, Math.floor(30_000 / columns)));

/**
 * Copies the SQLite installation at `sqlitePath` (migrated to the current schema first, as any start
 * would) into `target`, a Postgres store already migrated by openStore. Refuses a target holding any
 * row, and a target whose tables or columns differ from the source's.
 */
export const copySqliteToPostgres = async (opts: {
  sqlitePath: string;
  migrationsDir: string;
  target: Store;
  onTable?: (name: string, rows: number) => void;
}): Promise<CopyReport> => {
  const started = performance.now();
  if (opts.target.engine !== 'postgres') throw new CopyRefused('the target must be a Postgres database');
  const sqlite = new Database(opts.sqlitePath, { fileMustExist: true });
  try {
    migrateSqlite(sqlite, opts.migrationsDir);
    const source = sqliteTables(sqlite);
    const target = await postgresTables(opts.target.db);

    // Same tables and columns on both sides, whatever the order of the columns.
    const problems: string[] = [];
    for (const t of source) {
      const pg = target.get(t.name);
      if (!pg) problems.push(`table ${t.name} is missing in the target`);
      else {
        const missing = t.columns.filter((c) => !pg.columns.includes(c));
        const extra = pg.columns.filter((c) => !t.columns.includes(c));
        if (missing.length) problems.push(`${t.name}: target lacks ${missing.join(', ')}`);
        if (extra.length) problems.push(`${t.name}: target has ${extra.join(', ')} that the source lacks`);
      }
    }
    for (const name of target.keys())
      if (!source.some((t) => t.name === name)) problems.push(`table ${name} is missing in the source`);
    if (problems.length)
      throw new CopyRefused(`source and target schemas differ:\n  ${problems.join('\n  ')}`);

    const tables: CopyReport['tables'] = [];
    // One read transaction: a consistent snapshot even while a server writes to the file (WAL).
    await readSnapshot(sqlite, () =>
      opts.target.transaction(async (trx) => {
        tables.length = 0;
        const occupied: string[] = [];
        for (const t of source) {
          if (SEEDED_TABLES.includes(t.name)) continue;
          const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(t.name)}`.execute(
            trx,
          );
          if ((rows[0]?.n ?? 0) > 0) occupied.push(`${t.name} (${rows[0]?.n} rows)`);
        }
        if (occupied.length)
          throw new CopyRefused(
            `the target database is not empty: ${occupied.join(', ')}. db copy only fills an empty database.`,
          );

        for (const t of source) {
          if (SEEDED_TABLES.includes(t.name)) await sql`DELETE FROM ${sql.table(t.name)}`.execute(trx);
          const columns = sql.join(t.columns.map((c) => sql.ref(c)));
          const size = batchRows(t.columns.length);
          let copied = 0;
          let batch: unknown[][] = [];
          const flush = async () => {
            if (batch.length === 0) return;
            const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
            try {
              await sql`INSERT INTO ${sql.table(t.name)} (${columns}) VALUES ${values}`.execute(trx);
            } catch (e) {
              throw new Error(`copying ${t.name} failed: ${(e as Error).message}`);
            }
            copied += batch.length;
            batch = [];
          };
          const select = sqlite
            .prepare(`SELECT ${t.columns.map(quote).join(', ')} FROM ${quote(t.name)}`)
            .raw(true);
          for (const row of select.iterate() as IterableIterator<unknown[]>) {
            batch.push(row);
            if (batch.length >= size) await flush();
          }
          await flush();

          // Verify: what the source holds, what was sent and what the target now holds agree.
          const expected = sqlite
            .prepare(`SELECT count(*) FROM ${quote(t.name)}`)
            .pluck()
            .get() as number;
          const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(t.name)}`.execute(
            trx,
          );
          const landed = rows[0]?.n ?? -1;
          if (copied !== expected || landed !== expected)
            throw new Error(
              `${t.name}: ${expected} rows in the source, ${copied} sent, ${landed} in the target`,
            );

          // Identity and serial columns continue after the copied values.
          for (const c of target.get(t.name)?.identity ?? [])
            await sql`SELECT setval(pg_get_serial_sequence(${t.name}, ${c}),
                        coalesce((SELECT max(${sql.ref(c)}) FROM ${sql.table(t.name)}), 0) + 1, false)`.execute(
              trx,
            );
          tables.push({ name: t.name, rows: expected });
        }
      }),
    );
    // Fresh statistics for the planner: autovacuum would take a while to notice the bulk load.
    await sql`ANALYZE`.execute(opts.target.db);
    for (const t of tables) opts.onTable?.(t.name, t.rows);
    return {
      tables,
      rows: tables.reduce((n, t) => n + t.rows, 0),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    sqlite.close();
  }
};
