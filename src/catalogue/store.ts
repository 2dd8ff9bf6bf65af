import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Executor, Sqlite, Store } from '../platform/db/index.js';
import type { ActivityTable } from '../platform/db/schema.js';
import type { Activity, Session, TicketType } from './activity.js';
import type { NormalisedActivity } from './import/normalise.js';
import { PUBLISHED, recordCatalogueChanges, STAGED } from './state-store.js';

export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
}

/** A published activity whose record changed: rewritten in place by `publish`, keeping its ids. */
export interface ImportUpdate {
  id: number;
  a: NormalisedActivity;
}

/** One import in progress (see `startImport`). */
export interface ImportRun {
  /** Classifies a batch against the published catalogue; its new activities are staged (queued, and
   * written while the caller reads on: see `drain`). */
  stage(batch: readonly NormalisedActivity[]): Promise<{
    added: number;
    /** Published activities the batch carries unchanged. */
    unchangedPks: number[];
    /** Published activities the batch changes: the caller keeps them for `publish`. */
    updates: ImportUpdate[];
  }>;
  /** Applies the updates and the removals, and makes the staged activities visible, atomically. */
  publish(opts: {
    updates: AsyncIterable<readonly ImportUpdate[]>;
    /** With --replace: which published activities stay (the others are removed); null keeps all. */
    keep: ((pk: number) => boolean) | null;
    /** With `keep`: only published refs starting with this prefix may be removed (one supplier's). */
    scope?: string | undefined;
  }): Promise<Omit<ImportCounts, 'unchanged'> & { firstAddedPk: number }>;
  /** Deletes what this run staged. */
  abort(): Promise<void>;
}

type ActivityRow = Selectable<ActivityTable>;

/**
 * Staging holds the write lock at most a slice per transaction, then pauses: another writer's busy
 * handler retries every 25 ms or less during its first 128 ms of waiting, so a 25 ms pause lets it
 * in within one slice and one pause. While another connection writes (a live server: SQLite's
 * `data_version` moved since our last transaction), slices stay short, so its writes wait 50 ms at
 * most; when none has written for QUIET_AFTER_MS, slices grow to STAGE_SLICE_QUIET_MS (a writer that
 * then arrives waits one longer slice, and the next transaction sees it and shortens them again).
 * Longer transactions write each page of the randomly-keyed indexes (public UUID, H3 cells, session
 * start) to the WAL once per transaction instead of once per 25 ms (50k demo rows: 0.75 GB written
 * instead of 1.7 GB).
 */
const STAGE_SLICE_MS = 25;
const STAGE_SLICE_QUIET_MS = 100;
const STAGE_PAUSE_MS = 25;
const QUIET_AFTER_MS = 2_000;
/** Activities written between two looks at the clock while staging. */
const STAGE_BATCH = 25;
/** New activities waiting to be written, at most (then staging waits for the writes). */
const QUEUE_MAX = 2_000;
/** Queued activities worth a transaction once the pause is over (fewer: the caller reads on). */
const QUEUE_FILL = 800;
/** Rows deleted per transaction when clearing a failed run. */
const CLEAR_SLICE = 200;
/** Bound parameters per statement stay well below SQLite's 32,766 and Postgres's 65,535. */
const MAX_PARAMS = 30_000;
/** Ids per `IN (...)` list. */
const ID_CHUNK = 1_000;
/** Published ids read per query when looking for removals. */
const REMOVAL_SCAN = 10_000;

/** A LIKE pattern matching strings that start with `prefix` (escape character `!`). */
const likePrefix = (prefix: string): string => `${prefix.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The import lease: renewed every third of it while the import runs; a dead importer's expires. */
const IMPORT_LEASE_MS = 30_000;
/** How often a waiting importer looks whether the lease is free. */
const IMPORT_WAIT_MS = 100;

const chunks = <T>(list: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** Multi-row INSERTs of at most MAX_PARAMS parameters each. */
const insertRows = async <T extends object>(
  rows: readonly T[],
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  const perRow = Math.max(1, Object.keys(first).length);
  for (const batch of chunks(rows, Math.max(1, Math.floor(MAX_PARAMS / perRow)))) await write(batch);
};

/**
 * Writes sessions and their ticket types, in order, for several activities at once: the one writer
 * of activity_session and ticket_type rows (import and price refresh). Call inside the caller's
 * transaction; the activities must have no sessions yet (see replaceActivitySessions).
 */
export const writeSessions = async (
  trx: Executor,
  items: readonly { activityPk: number; sessions: readonly Session[] }[],
): Promise<void> => {
  const sessionRows = items.flatMap(({ activityPk, sessions }) =>
    sessions.map((s, position) => ({
      activity_id: activityPk,
      position,
      date: s.date,
      time: s.time,
      starts_at: s.startsAt,
    })),
  );
  if (sessionRows.length === 0) return;
  // Ids come back by (activity, position): RETURNING promises no row order.
  const ids = new Map<string, number>();
  await insertRows(sessionRows, async (batch) => {
    for (const r of await trx
      .insertInto('activity_session')
      .values(batch)
      .returning(['id', 'activity_id', 'position'])
      .execute())
      ids.set(`${r.activity_id}:${r.position}`, r.id);
  });
  const tickets = items.flatMap(({ activityPk, sessions }) =>
    sessions.flatMap((s, i) => {
      const sessionId = ids.get(`${activityPk}:${i}`) as number;
      return s.tickets.map((t, position) => ({
        session_id: sessionId,
        position,
        name: t.name,
        price_minor: t.priceMinor,
        fee_minor: t.feeMinor,
        available: t.available ? 1 : 0,
        description: t.description,
        on_sale_status: t.onSaleStatus,
        is_free: t.isFree ? 1 : 0,
        min_quantity: t.minQuantity,
        max_quantity: t.maxQuantity,
        category: t.category,
      }));
    }),
  );
  await insertRows(tickets, (batch) => trx.insertInto('ticket_type').values(batch).execute());
};

/**
 * Replaces one activity's sessions and tickets (price refresh) and announces the change, so every
 * instance's snapshot picks up the new prices. Call inside the caller's transaction.
 */
export const replaceActivitySessions = async (
  trx: Executor,
  activityPk: number,
  sessions: readonly Session[],
  now: string,
): Promise<void> => {
  await trx.deleteFrom('activity_session').where('activity_id', '=', activityPk).execute();
  await writeSessions(trx, [{ activityPk, sessions }]);
  await recordCatalogueChanges(trx, [activityPk], { now });
};

const columns = (a: NormalisedActivity) => ({
  ref: a.ref,
  entity_type: a.entityType,
  name: a.name,
  short_description: a.shortDescription,
  description: a.description,
  venue: a.venue,
  address: a.address,
  semantic_location: a.semanticLocation,
  city: a.city,
  lat: a.lat,
  lng: a.lng,
  timezone: a.timezone,
  h3_r5: a.h3_r5,
  h3_r7: a.h3_r7,
  h3_r9: a.h3_r9,
  rating: a.rating,
  rating_count: a.ratingCount,
  popularity: a.popularity,
  opening_hours: a.openingHours,
  booking_url: a.bookingUrl,
  booking_domain: a.bookingDomain,
  is_bookable: a.isBookable ? 1 : 0,
  estimated_fulfillment: a.estimatedFulfillment,
  display_label: a.displayLabel,
  currency: a.currency,
  price_label: a.priceLabel,
  picture_urls: JSON.stringify(a.pictureUrls),
  highlights: JSON.stringify(a.highlights),
  tips: JSON.stringify(a.tips),
  dietary: JSON.stringify(a.dietary),
  content_hash: a.contentHash,
});

/** Translations, categories, tags and sessions of activities that have none yet. */
const writeChildren = async (
  trx: Executor,
  items: readonly { pk: number; a: NormalisedActivity }[],
): Promise<void> => {
  await insertRows(
    items.flatMap(({ pk, a }) =>
      a.translations.map((t) => ({
        activity_id: pk,
        lang: t.lang,
        name: t.name,
        description: t.description,
      })),
    ),
    (batch) => trx.insertInto('activity_translation').values(batch).execute(),
  );
  await insertRows(
    items.flatMap(({ pk, a }) =>
      a.categories.map((category, position) => ({ activity_id: pk, position, category })),
    ),
    (batch) => trx.insertInto('activity_category').values(batch).execute(),
  );
  await insertRows(
    items.flatMap(({ pk, a }) => a.tags.map((tag, position) => ({ activity_id: pk, position, tag }))),
    (batch) => trx.insertInto('activity_tag').values(batch).execute(),
  );
  await writeSessions(
    trx,
    items.map(({ pk, a }) => ({ activityPk: pk, sessions: a.sessions })),
  );
};

/** New activities with the ids given, and everything under them. */
type InsertActivities = (
  trx: Executor,
  items: readonly { pk: number; a: NormalisedActivity }[],
  now: string,
) => Promise<void>;
/** Published activities rewritten in place (same ids and UUIDs), children replaced. */
type UpdateActivities = (trx: Executor, items: readonly ImportUpdate[], now: string) => Promise<void>;

/** The portable path (Postgres): multi-row INSERTs built by Kysely. */
const kyselyInsertActivities: InsertActivities = async (trx, items, now) => {
  await insertRows(
    items.map(
      ({ pk, a }): Insertable<ActivityTable> => ({
        ...columns(a),
        id: pk,
        activity_id: randomUUID(),
        imported_at: now,
        updated_at: now,
      }),
    ),
    (rows) => trx.insertInto('activity').values(rows).execute(),
  );
  await writeChildren(trx, items);
};

const kyselyUpdateActivities: UpdateActivities = async (trx, items, now) => {
  for (const { id, a } of items)
    await trx
      .updateTable('activity')
      .set({ ...columns(a), updated_at: now })
      .where('id', '=', id)
      .execute();
  for (const ids of chunks(
    items.map((u) => u.id),
    ID_CHUNK,
  )) {
    await trx.deleteFrom('activity_translation').where('activity_id', 'in', ids).execute();
    await trx.deleteFrom('activity_category').where('activity_id', 'in', ids).execute();
    await trx.deleteFrom('activity_tag').where('activity_id', 'in', ids).execute();
    await trx.deleteFrom('activity_session').where('activity_id', 'in', ids).execute();
  }
  await writeChildren(
    trx,
    items.map((u) => ({ pk: u.id, a: u.a })),
  );
};

/** The stored column order of `columns`, for the SQLite statements below. */
const ACTIVITY_COLUMNS = Object.keys(
  columns({
    pictureUrls: [],
    highlights: [],
    tips: [],
    dietary: [],
    isBookable: false,
  } as unknown as NormalisedActivity),
);

/**
 * SQLite's bulk path: statements prepared once and run row by row inside the caller's transaction
 * (better-sqlite3 is synchronous, and `store.transaction` holds the one connection). Building
 * multi-row INSERTs through Kysely cost more than SQLite's own work.
 */
const sqliteBulk = (sqlite: Sqlite): { insert: InsertActivities; update: UpdateActivities } => {
  const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  const insertActivity = sqlite.prepare(
    `INSERT INTO activity (${ACTIVITY_COLUMNS.join(', ')}, id, activity_id, imported_at, updated_at)
     VALUES (${placeholders(ACTIVITY_COLUMNS.length + 4)})`,
  );
  const updateActivity = sqlite.prepare(
    `UPDATE activity SET ${ACTIVITY_COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
  );
  const insertTranslation = sqlite.prepare(
    'INSERT INTO activity_translation (activity_id, lang, name, description) VALUES (?, ?, ?, ?)',
  );
  const insertCategory = sqlite.prepare(
    'INSERT INTO activity_category (activity_id, position, category) VALUES (?, ?, ?)',
  );
  const insertTag = sqlite.prepare('INSERT INTO activity_tag (activity_id, position, tag) VALUES (?, ?, ?)');
  const insertSession = sqlite.prepare(
    'INSERT INTO activity_session (activity_id, position, date, time, starts_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertTicket = sqlite.prepare(
    `INSERT INTO ticket_type (session_id, position, name, price_minor, fee_minor, available, description,
       on_sale_status, is_free, min_quantity, max_quantity, category)
     VALUES (${placeholders(12)})`,
  );
  const deletes = ['activity_translation', 'activity_category', 'activity_tag', 'activity_session'].map(
    (table) => sqlite.prepare(`DELETE FROM ${table} WHERE activity_id = ?`),
  );
  const children = (pk: number, a: NormalisedActivity): void => {
    for (const t of a.translations) insertTranslation.run(pk, t.lang, t.name, t.description);
    for (let i = 0; i < a.categories.length; i++) insertCategory.run(pk, i, a.categories[i]);
    for (let i = 0; i < a.tags.length; i++) insertTag.run(pk, i, a.tags[i]);
    for (let i = 0; i < a.sessions.length; i++) {
      const s = a.sessions[i] as NormalisedActivity['sessions'][number];
      const sessionId = insertSession.run(pk, i, s.date, s.time, s.startsAt).lastInsertRowid;
      for (let j = 0; j < s.tickets.length; j++) {
        const t = s.tickets[j] as NormalisedActivity['sessions'][number]['tickets'][number];
        insertTicket.run(
          sessionId,
          j,
          t.name,
          t.priceMinor,
          t.feeMinor,
          t.available ? 1 : 0,
          t.description,
          t.onSaleStatus,
          t.isFree ? 1 : 0,
          t.minQuantity,
          t.maxQuantity,
          t.category,
        );
      }
    }
  };
  return {
    insert: async (_trx, items, now) => {
      for (const { pk, a } of items) {
        insertActivity.run(...Object.values(columns(a)), pk, randomUUID(), now, now);
        children(pk, a);
      }
    },
    update: async (_trx, items, now) => {
      for (const { id, a } of items) {
        updateActivity.run(...Object.values(columns(a)), now, id);
        for (const d of deletes) d.run(id);
        children(id, a);
      }
    },
  };
};

/**
 * Translations, categories and tags of these activities, each in stored order: the one read of them
 * for presenting activities and for building search documents.
 */
export const activityTexts = (db: Executor, ids: readonly number[]) =>
  Promise.all([
    db
      .selectFrom('activity_translation')
      .select(['activity_id', 'lang', 'name', 'description'])
      .where('activity_id', 'in', ids)
      .orderBy('activity_id')
      .orderBy('lang')
      .execute(),
    db
      .selectFrom('activity_category')
      .select(['activity_id', 'category'])
      .where('activity_id', 'in', ids)
      .orderBy('activity_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('activity_tag')
      .select(['activity_id', 'tag'])
      .where('activity_id', 'in', ids)
      .orderBy('activity_id')
      .orderBy('position')
      .execute(),
  ]);

/** Above this many rows changed by one import, the planner's statistics are refreshed at once. */
const ANALYZE_AFTER_ROWS = 1_000;
const ANALYZED_TABLES = [
  'activity',
  'activity_translation',
  'activity_category',
  'activity_tag',
  'activity_session',
  'ticket_type',
] as const;
/** SQLite samples this many index rows per table (bounded time at a million activities). */
const SQLITE_ANALYSIS_LIMIT = 1_000;

/**
 * Both engines plan from table statistics, which nothing refreshes right after a bulk load. Without
 * them Postgres chose a sequential scan of every ticket for the discovery page query (74 ms a page
 * instead of 3.6 ms at 100k), and SQLite scanned every session for it (434 ms a page instead of
 * 2.4 ms at 1M: a snapshot load that never finished).
 */
const refreshPlannerStatistics = async (store: Store, changedRows: number): Promise<void> => {
  if (changedRows < ANALYZE_AFTER_ROWS) return;
  if (store.engine === 'postgres') {
    await sql`ANALYZE ${sql.join(ANALYZED_TABLES.map((t) => sql.table(t)))}`.execute(store.db);
    return;
  }
  await sql`PRAGMA analysis_limit = ${sql.lit(SQLITE_ANALYSIS_LIMIT)}`.execute(store.db);
  // One index per write transaction, with a pause after each (see STAGE_PAUSE_MS): a whole table's
  // ANALYZE read its freshly written pages from the WAL for up to 300 ms while a live server's
  // writes waited for the lock.
  const { rows } = await sql<{ name: string }>`
    SELECT coalesce(i.name, t.name) AS name
      FROM sqlite_master t LEFT JOIN sqlite_master i ON i.type = 'index' AND i.tbl_name = t.name
     WHERE t.type = 'table' AND t.name IN (${sql.join([...ANALYZED_TABLES])})`.execute(store.db);
  for (const { name } of rows) {
    await sql`ANALYZE ${sql.id(name)}`.execute(store.db);
    await pause(STAGE_PAUSE_MS);
  }
};

export const catalogueStore = (store: Store) => {
  const { db } = store;
  let bulk: { insert: InsertActivities; update: UpdateActivities } | null = null;
  /** The engine's bulk writers (SQLite's statements are prepared on first use). */
  const bulkWriters = () => {
    bulk ??= store.sqlite
      ? sqliteBulk(store.sqlite)
      : { insert: kyselyInsertActivities, update: kyselyUpdateActivities };
    return bulk;
  };
  const insertActivities: InsertActivities = (trx, items, now) => bulkWriters().insert(trx, items, now);
  const updateActivities: UpdateActivities = (trx, items, now) => bulkWriters().update(trx, items, now);

  /** Deletes rows staged by an import that failed or died, slice by slice (children cascade). */
  const clearStaged = async (): Promise<void> => {
    for (;;) {
      const pks = (
        await db.selectFrom('activity').select('id').where(STAGED).limit(CLEAR_SLICE).execute()
      ).map((r) => r.id);
      if (pks.length === 0) return;
      await store.transaction((trx) => trx.deleteFrom('activity').where('id', 'in', pks).execute());
      await pause(STAGE_PAUSE_MS);
    }
  };

  /**
   * Runs `fn` holding the import lease (discovery_state.import_owner): imports of any process run one
   * after another, so one never clears or overwrites the rows another is staging.
   */
  /**
   * Takes the import lease (one import at a time across processes; the others wait for it) and
   * returns its release, which may be called more than once.
   */
  const acquireImportLease = async (): Promise<() => Promise<void>> => {
    const owner = `imp_${process.pid}_${randomUUID()}`;
    for (;;) {
      const now = Date.now();
      const r = await db
        .updateTable('discovery_state')
        .set({ import_owner: owner, import_until: now + IMPORT_LEASE_MS })
        .where('id', '=', 1)
        .where((eb) => eb.or([eb('import_owner', 'is', null), eb('import_until', '<=', now)]))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) break;
      await pause(IMPORT_WAIT_MS);
    }
    const renew = setInterval(() => {
      db.updateTable('discovery_state')
        .set({ import_until: Date.now() + IMPORT_LEASE_MS })
        .where('id', '=', 1)
        .where('import_owner', '=', owner)
        .execute()
        .catch(() => undefined); // closing: the lease expires
    }, IMPORT_LEASE_MS / 3);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(renew);
      await db
        .updateTable('discovery_state')
        .set({ import_owner: null, import_until: null })
        .where('id', '=', 1)
        .where('import_owner', '=', owner)
        .execute();
    };
  };

  /** The first free row id above everything published and staged. */
  const nextFreePk = async (): Promise<number> => {
    const max = await db
      .selectFrom('activity')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    const state = await db
      .selectFrom('discovery_state')
      .select('published_max_pk')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return Math.max(Number(max?.m ?? 0), state.published_max_pk) + 1;
  };

  const assemble = async (rows: ActivityRow[]): Promise<Activity[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [[translationRows, categoryRows, tagRows], sessionRows, ticketRows] = await Promise.all([
      activityTexts(db, ids),
      db
        .selectFrom('activity_session')
        .select(['id', 'activity_id', 'date', 'time', 'starts_at'])
        .where('activity_id', 'in', ids)
        .orderBy('activity_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('ticket_type as t')
        .innerJoin('activity_session as s', 's.id', 't.session_id')
        .selectAll('t')
        .where('s.activity_id', 'in', ids)
        .orderBy('t.session_id')
        .orderBy('t.position')
        .execute(),
    ]);
    const group = <T extends { activity_id: number }>(list: T[]): Map<number, T[]> => {
      const m = new Map<number, T[]>();
      for (const x of list) {
        const arr = m.get(x.activity_id);
        if (arr) arr.push(x);
        else m.set(x.activity_id, [x]);
      }
      return m;
    };
    const translations = group(translationRows);
    const categories = group(categoryRows);
    const tags = group(tagRows);
    const sessions = group(sessionRows);
    const tickets = new Map<number, TicketType[]>();
    for (const t of ticketRows) {
      const ticket: TicketType = {
        name: t.name,
        priceMinor: t.price_minor,
        feeMinor: t.fee_minor,
        available: t.available === 1,
        description: t.description,
        onSaleStatus: t.on_sale_status,
        isFree: t.is_free === 1,
        minQuantity: t.min_quantity,
        maxQuantity: t.max_quantity,
        category: t.category,
      };
      const arr = tickets.get(t.session_id);
      if (arr) arr.push(ticket);
      else tickets.set(t.session_id, [ticket]);
    }
    return rows.map((r): Activity => {
      const tr = translations.get(r.id) ?? [];
      return {
        pk: r.id,
        activityId: r.activity_id,
        ref: r.ref,
        entityType: r.entity_type,
        name: r.name,
        shortDescription: r.short_description,
        description: r.description,
        venue: r.venue,
        address: r.address,
        semanticLocation: r.semantic_location,
        city: r.city,
        location: { lat: r.lat, lng: r.lng },
        timezone: r.timezone,
        rating: r.rating,
        ratingCount: r.rating_count,
        popularity: r.popularity,
        openingHours: r.opening_hours,
        bookingUrl: r.booking_url,
        bookingDomain: r.booking_domain,
        isBookable: r.is_bookable === 1,
        estimatedFulfillment: r.estimated_fulfillment,
        displayLabel: r.display_label,
        currency: r.currency,
        priceLabel: r.price_label,
        pictureUrls: JSON.parse(r.picture_urls) as string[],
        highlights: JSON.parse(r.highlights) as string[],
        tips: JSON.parse(r.tips) as string[],
        dietary: JSON.parse(r.dietary) as string[],
        categories: (categories.get(r.id) ?? []).map((c) => c.category),
        tags: (tags.get(r.id) ?? []).map((t) => t.tag),
        names: Object.fromEntries(tr.filter((t) => t.name !== null).map((t) => [t.lang, t.name as string])),
        descriptions: Object.fromEntries(
          tr.filter((t) => t.description !== null).map((t) => [t.lang, t.description as string]),
        ),
        sessions: (sessions.get(r.id) ?? []).map(
          (s): Session => ({
            date: s.date,
            time: s.time,
            startsAt: s.starts_at,
            tickets: tickets.get(s.id) ?? [],
          }),
        ),
      };
    });
  };

  return {
    /**
     * Starts an import: upserts by ref, all-or-nothing, keeping each activity's UUID; unchanged
     * records (same content hash) are left alone; with `keep`, published activities it rejects are
     * removed. The caller feeds batches to `stage` as it reads them: new activities are staged
     * invisibly (ids above `published_max_pk`) in short write transactions paced so that other
     * writers, such as a live server, get the lock between them; updates come back to the caller,
     * which hands them to `publish`. Publishing applies updates and removals and raises the mark in
     * one transaction, which announces a new catalogue version. After a failure, `abort` deletes
     * what was staged (so does the next import, after a crash).
     */
    startImport: async (opts: { now: string }): Promise<ImportRun> => {
      const release = await acquireImportLease();
      let firstPk: number;
      try {
        // Rows staged by an import that died (the lease makes this the only import running).
        await clearStaged();
        firstPk = await nextFreePk();
      } catch (e) {
        await release();
        throw e;
      }
      let nextPk = firstPk;
      let lastCommit = Number.NEGATIVE_INFINITY;
      const sqlite = store.sqlite;
      /** SQLite: another connection's commits since ours (PRAGMA data_version moves with them). */
      let dataVersion = sqlite ? Number(sqlite.pragma('data_version', { simple: true })) : 0;
      /** When another connection was last seen writing; Postgres writers never wait for our rows. */
      let othersWroteAt = sqlite ? performance.now() : Number.NEGATIVE_INFINITY;
      const sliceMs = (): number =>
        performance.now() - othersWroteAt < QUIET_AFTER_MS ? STAGE_SLICE_MS : STAGE_SLICE_QUIET_MS;
      /** A write transaction at least STAGE_PAUSE_MS after the previous one ended. */
      const paced = async (fn: (trx: Executor) => Promise<void>): Promise<void> => {
        const wait = STAGE_PAUSE_MS - (performance.now() - lastCommit);
        if (wait > 0) await pause(wait);
        try {
          await store.transaction(async (trx) => {
            if (sqlite) {
              const v = Number(sqlite.pragma('data_version', { simple: true }));
              if (v !== dataVersion) othersWroteAt = performance.now();
              dataVersion = v;
            }
            await fn(trx);
          });
        } finally {
          lastCommit = performance.now();
        }
        // The importer's own commits checkpoint the WAL (SQLite's autocheckpoint, inside the COMMIT
        // that passes 1,000 pages): left to the next writer, a live server copied our pages in its
        // event loop (COMMITs of 166-599 ms under a 30k import).
        if (sqlite) dataVersion = Number(sqlite.pragma('data_version', { simple: true }));
      };
      /** New activities classified but not yet written, oldest first. */
      let queue: NormalisedActivity[] = [];
      /**
       * Writes queued activities, a slice per transaction. Unless `all`, it returns as soon as the
       * queue is short or the pause after the last commit has not run out: the caller reads and
       * validates more meanwhile, so the pause costs no time. A long queue waits out the pause.
       */
      const drain = async (all: boolean): Promise<void> => {
        while (queue.length > 0) {
          if (
            !all &&
            queue.length < QUEUE_MAX &&
            (queue.length < QUEUE_FILL || performance.now() - lastCommit < STAGE_PAUSE_MS)
          )
            return;
          await paced(async (trx) => {
            const started = performance.now();
            const slice = sliceMs();
            let next = 0;
            while (next < queue.length && performance.now() - started < slice) {
              const part = queue.slice(next, next + STAGE_BATCH);
              await insertActivities(
                trx,
                part.map((a, i) => ({ pk: nextPk + i, a })),
                opts.now,
              );
              next += part.length;
              nextPk += part.length;
            }
            queue = queue.slice(next);
          });
        }
      };
      /** Applies updates and removals and raises the mark, in one transaction. */
      const publishRun = async (p: Parameters<ImportRun['publish']>[0]) => {
        await drain(true);
        const changed: number[] = [];
        const removed: number[] = [];
        await store.transaction(async (trx) => {
          for await (const batch of p.updates) {
            await updateActivities(trx, batch, opts.now);
            for (const u of batch) changed.push(u.id);
          }
          if (p.keep) {
            const keep = p.keep;
            let after = 0;
            for (;;) {
              const ids = (
                await trx
                  .selectFrom('activity')
                  .select('id')
                  .where(PUBLISHED)
                  .where('id', '>', after)
                  .$if(p.scope !== undefined, (q) =>
                    q.where(sql<SqlBool>`ref LIKE ${likePrefix(p.scope ?? '')} ESCAPE '!'`),
                  )
                  .orderBy('id')
                  .limit(REMOVAL_SCAN)
                  .execute()
              ).map((r) => r.id);
              if (ids.length === 0) break;
              after = ids[ids.length - 1] as number;
              for (const id of ids) if (!keep(id)) removed.push(id);
            }
            for (const ids of chunks(removed, ID_CHUNK))
              await trx.deleteFrom('activity').where('id', 'in', ids).execute();
          }
          // Rows staged above the old mark become visible with the new version; updates and
          // removals are listed so every instance re-indexes them.
          await recordCatalogueChanges(trx, [...changed, ...removed], {
            now: opts.now,
            ...(nextPk > firstPk ? { publishedMaxPk: nextPk - 1 } : {}),
          });
        });
        const added = nextPk - firstPk;
        await refreshPlannerStatistics(store, added + changed.length + removed.length);
        return { added, updated: changed.length, removed: removed.length, firstAddedPk: firstPk };
      };
      return {
        stage: async (batch) => {
          const existing = new Map<string, { id: number; content_hash: string }>();
          for (const refs of chunks(
            batch.map((a) => a.ref),
            ID_CHUNK,
          ))
            for (const r of await db
              .selectFrom('activity')
              .select(['id', 'ref', 'content_hash'])
              .where('ref', 'in', refs)
              .where(PUBLISHED)
              .execute())
              existing.set(r.ref, r);
          const adds: NormalisedActivity[] = [];
          const updates: ImportUpdate[] = [];
          const unchangedPks: number[] = [];
          for (const a of batch) {
            const found = existing.get(a.ref);
            if (!found) adds.push(a);
            else if (found.content_hash === a.contentHash) unchangedPks.push(found.id);
            else updates.push({ id: found.id, a });
          }
          queue.push(...adds);
          await drain(false);
          return { added: adds.length, unchangedPks, updates };
        },
        publish: async (p) => {
          try {
            return await publishRun(p);
          } finally {
            await release();
          }
        },
        abort: async () => {
          try {
            await clearStaged();
          } finally {
            await release();
          }
        },
      };
    },
    findByPublicId: async (activityId: string): Promise<Activity | null> => {
      const row = await db
        .selectFrom('activity')
        .selectAll()
        .where('activity_id', '=', activityId)
        .where(PUBLISHED)
        .executeTakeFirst();
      return row ? ((await assemble([row]))[0] ?? null) : null;
    },
    /** Batch loader for discovery: full activities for row ids, in the order given. */
    loadByPks: async (pks: number[]): Promise<Activity[]> => {
      if (pks.length === 0) return [];
      const rows: ActivityRow[] = [];
      for (const ids of chunks(pks, ID_CHUNK))
        rows.push(
          ...(await db.selectFrom('activity').selectAll().where('id', 'in', ids).where(PUBLISHED).execute()),
        );
      const byPk = new Map((await assemble(rows)).map((a) => [a.pk, a]));
      return pks.flatMap((pk) => byPk.get(pk) ?? []);
    },
    count: async (): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('activity')
            .select((eb) => eb.fn.countAll().as('n'))
            .where(PUBLISHED)
            .executeTakeFirst()
        )?.n ?? 0,
      ),
  };
};
export type CatalogueStore = ReturnType<typeof catalogueStore>;
