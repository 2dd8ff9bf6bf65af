/**
 * How an import writes activities: new ones with the ids it chose, published ones rewritten in place
 * (same ids and UUIDs, children replaced). Both writers are steps of the caller's transaction and
 * take its executor first. Postgres takes multi-row INSERTs built by Kysely; SQLite takes statements
 * prepared once and run row by row on the writer's own handle, which `store.transaction` holds for
 * the transaction (building multi-row INSERTs through Kysely cost more than SQLite's own work).
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Executor, Sqlite, Store } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';
import { chunks, ID_CHUNK, insertRows } from '../row-batches.js';
import { writeSessions } from '../session-rows.js';
import type { NormalisedActivity } from './normalise.js';

/** A published activity whose record changed: rewritten in place by `publish`, keeping its ids. */
export interface ImportUpdate {
  id: number;
  a: NormalisedActivity;
}

export interface ActivityWriters {
  /** New activities with the ids given, and everything under them. */
  insert(trx: Executor, items: readonly { pk: number; a: NormalisedActivity }[], now: string): Promise<void>;
  /** Published activities rewritten in place (same ids and UUIDs), children replaced. */
  update(trx: Executor, items: readonly ImportUpdate[], now: string): Promise<void>;
}

/** The activity columns a record sets (the row's id, UUID and timestamps aside). */
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

/** The portable path (Postgres): multi-row INSERTs built by Kysely. */
const kyselyWriters: ActivityWriters = {
  insert: async (trx, items, now) => {
    await insertRows(
      items.map(
        ({ pk, a }): Insertable<DB['activity']> => ({
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
  },
  update: async (trx, items, now) => {
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
  },
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

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** SQLite's statements, prepared once per store on the writer's handle. */
const sqliteStatements = (sqlite: Sqlite) => ({
  insertActivity: sqlite.prepare(
    `INSERT INTO activity (${ACTIVITY_COLUMNS.join(', ')}, id, activity_id, imported_at, updated_at)
     VALUES (${placeholders(ACTIVITY_COLUMNS.length + 4)})`,
  ),
  updateActivity: sqlite.prepare(
    `UPDATE activity SET ${ACTIVITY_COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
  ),
  insertTranslation: sqlite.prepare(
    'INSERT INTO activity_translation (activity_id, lang, name, description) VALUES (?, ?, ?, ?)',
  ),
  insertCategory: sqlite.prepare(
    'INSERT INTO activity_category (activity_id, position, category) VALUES (?, ?, ?)',
  ),
  insertTag: sqlite.prepare('INSERT INTO activity_tag (activity_id, position, tag) VALUES (?, ?, ?)'),
  insertSession: sqlite.prepare(
    'INSERT INTO activity_session (activity_id, position, date, time, starts_at) VALUES (?, ?, ?, ?, ?)',
  ),
  insertTicket: sqlite.prepare(
    `INSERT INTO ticket_type (session_id, position, name, price_minor, fee_minor, available, description,
       on_sale_status, is_free, min_quantity, max_quantity, category)
     VALUES (${placeholders(12)})`,
  ),
  deletes: ['activity_translation', 'activity_category', 'activity_tag', 'activity_session'].map((table) =>
    sqlite.prepare(`DELETE FROM ${table} WHERE activity_id = ?`),
  ),
});
type SqliteStatements = ReturnType<typeof sqliteStatements>;

/** Everything under one activity that has none yet, through the prepared statements. */
const sqliteChildren = (st: SqliteStatements, pk: number, a: NormalisedActivity): void => {
  for (const t of a.translations) st.insertTranslation.run(pk, t.lang, t.name, t.description);
  for (let i = 0; i < a.categories.length; i++) st.insertCategory.run(pk, i, a.categories[i]);
  for (let i = 0; i < a.tags.length; i++) st.insertTag.run(pk, i, a.tags[i]);
  for (let i = 0; i < a.sessions.length; i++) {
    const s = a.sessions[i] as NormalisedActivity['sessions'][number];
    const sessionId = st.insertSession.run(pk, i, s.date, s.time, s.startsAt).lastInsertRowid;
    for (let j = 0; j < s.tickets.length; j++) {
      const t = s.tickets[j] as NormalisedActivity['sessions'][number]['tickets'][number];
      st.insertTicket.run(
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

/**
 * SQLite's bulk path. The statements run on the writer's handle, not on `trx`: inside
 * `store.transaction` that handle is the transaction's connection, so they commit or roll back with
 * it. Outside one they would write on their own, so the writers refuse.
 */
const sqliteWriters = (sqlite: Sqlite): ActivityWriters => {
  const st = sqliteStatements(sqlite);
  const inTransaction = (): void => {
    if (!sqlite.inTransaction) throw new Error('the SQLite bulk writers run inside store.transaction');
  };
  return {
    insert: async (_trx, items, now) => {
      inTransaction();
      for (const { pk, a } of items) {
        st.insertActivity.run(...Object.values(columns(a)), pk, randomUUID(), now, now);
        sqliteChildren(st, pk, a);
      }
    },
    update: async (_trx, items, now) => {
      inTransaction();
      for (const { id, a } of items) {
        st.updateActivity.run(...Object.values(columns(a)), now, id);
        for (const d of st.deletes) d.run(id);
        sqliteChildren(st, id, a);
      }
    },
  };
};

/** The engine's writers (SQLite's statements are prepared here: call once per store, on first use). */
export const activityWriters = (store: Pick<Store, 'sqlite'>): ActivityWriters =>
  store.sqlite ? sqliteWriters(store.sqlite) : kyselyWriters;
