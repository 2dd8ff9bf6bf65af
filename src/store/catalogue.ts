import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Activity, Session, TicketType } from '../domain/catalogue.js';
import type { NormalisedActivity } from '../domain/catalogue-import.js';
import { type Sqlite, type Store, writeTransaction } from './db.js';
import type { ActivityTable } from './schema.js';
import { bumpCatalogueVersion, PUBLISHED, rebuildSearchIndex, writeDocuments } from './search-index.js';

export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** Row ids written by this import (added or updated): the search index refreshes these. */
  changedPks: number[];
}

type ActivityRow = Selectable<ActivityTable>;

type SessionRow = {
  id: number;
  activity_id: number;
  date: string | null;
  time: string | null;
  starts_at: number | null;
};
type TicketRow = {
  session_id: number;
  name: string;
  price_minor: number;
  fee_minor: number;
  available: number;
  description: string | null;
  on_sale_status: string | null;
  is_free: number;
  min_quantity: number;
  max_quantity: number | null;
  category: string | null;
};

const IN_IDS = 'IN (SELECT value FROM json_each(?))';

/**
 * Staging holds the write lock at most STAGE_SLICE_MS per transaction, then pauses: another
 * writer's busy handler retries every few ms at first, so it gets the lock in the pause.
 */
const STAGE_SLICE_MS = 25;
const STAGE_PAUSE_MS = 25;
/** Rows deleted per transaction when clearing a failed run. */
const CLEAR_SLICE = 200;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Sessions and their ticket types in order: the one writer of activity_session and ticket_type rows. */
export const sessionWriter = (sqlite: Sqlite) => {
  const insertSession = sqlite.prepare(
    'INSERT INTO activity_session (activity_id, position, date, time, starts_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertTicket = sqlite.prepare(
    `INSERT INTO ticket_type (session_id, position, name, price_minor, fee_minor, available, description,
       on_sale_status, is_free, min_quantity, max_quantity, category)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (activityPk: number, sessions: readonly Session[]): void => {
    sessions.forEach((s, i) => {
      const sessionId = Number(insertSession.run(activityPk, i, s.date, s.time, s.startsAt).lastInsertRowid);
      for (const [j, t] of s.tickets.entries())
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
    });
  };
};

export const catalogueStore = (store: Store) => {
  const { sqlite } = store;
  /**
   * Child rows of one activity (`= ?`, the detail and booking paths) or of many (one JSON list
   * parameter, discovery batches): two prepared statements per query, the right one per call.
   */
  const children = <T>(sql: (where: string) => string) => {
    const one = sqlite.prepare<[number], T>(sql('= ?'));
    const many = sqlite.prepare<[string], T>(sql(IN_IDS));
    return {
      all: (ids: number[]): T[] => (ids.length === 1 ? one.all(ids[0] ?? 0) : many.all(JSON.stringify(ids))),
    };
  };

  const writeSessions = sessionWriter(sqlite);
  const q = {
    existing: sqlite.prepare<[string], { id: number; content_hash: string }>(
      `SELECT id, content_hash FROM activity WHERE ref = ? AND ${PUBLISHED}`,
    ),
    stagedPks: sqlite
      .prepare<[number], number>(`SELECT id FROM activity WHERE NOT ${PUBLISHED} LIMIT ?`)
      .pluck(),
    deleteByPks: sqlite.prepare(`DELETE FROM activity WHERE id ${IN_IDS}`),
    /** The first free row id above everything published and staged. */
    nextPk: sqlite
      .prepare<[], number>(
        'SELECT max(coalesce((SELECT max(id) FROM activity), 0), published_max_pk) + 1 FROM discovery_state WHERE id = 1',
      )
      .pluck(),
    publish: sqlite.prepare('UPDATE discovery_state SET published_max_pk = ? WHERE id = 1'),
    insert: sqlite.prepare(
      `INSERT INTO activity (id, activity_id, ref, entity_type, name, short_description, description, venue, address,
         semantic_location, city, lat, lng, timezone, h3_r5, h3_r7, h3_r9, rating, rating_count, popularity,
         opening_hours, booking_url, booking_domain, is_bookable, estimated_fulfillment, display_label, currency,
         price_label, picture_urls, highlights, tips, dietary, content_hash, imported_at, updated_at)
       VALUES (@id, @activity_id, @ref, @entity_type, @name, @short_description, @description, @venue, @address,
         @semantic_location, @city, @lat, @lng, @timezone, @h3_r5, @h3_r7, @h3_r9, @rating, @rating_count, @popularity,
         @opening_hours, @booking_url, @booking_domain, @is_bookable, @estimated_fulfillment, @display_label, @currency,
         @price_label, @picture_urls, @highlights, @tips, @dietary, @content_hash, @now, @now)`,
    ),
    update: sqlite.prepare(
      `UPDATE activity SET entity_type = @entity_type, name = @name, short_description = @short_description,
         description = @description, venue = @venue, address = @address, semantic_location = @semantic_location,
         city = @city, lat = @lat, lng = @lng, timezone = @timezone, h3_r5 = @h3_r5, h3_r7 = @h3_r7, h3_r9 = @h3_r9,
         rating = @rating, rating_count = @rating_count, popularity = @popularity, opening_hours = @opening_hours,
         booking_url = @booking_url, booking_domain = @booking_domain, is_bookable = @is_bookable,
         estimated_fulfillment = @estimated_fulfillment, display_label = @display_label, currency = @currency,
         price_label = @price_label, picture_urls = @picture_urls, highlights = @highlights, tips = @tips,
         dietary = @dietary, content_hash = @content_hash, updated_at = @now
       WHERE id = @id`,
    ),
    deleteTranslations: sqlite.prepare('DELETE FROM activity_translation WHERE activity_id = ?'),
    deleteCategories: sqlite.prepare('DELETE FROM activity_category WHERE activity_id = ?'),
    deleteTags: sqlite.prepare('DELETE FROM activity_tag WHERE activity_id = ?'),
    deleteSessions: sqlite.prepare('DELETE FROM activity_session WHERE activity_id = ?'),
    insertTranslation: sqlite.prepare(
      'INSERT INTO activity_translation (activity_id, lang, name, description) VALUES (?, ?, ?, ?)',
    ),
    insertCategory: sqlite.prepare(
      'INSERT INTO activity_category (activity_id, position, category) VALUES (?, ?, ?)',
    ),
    insertTag: sqlite.prepare('INSERT INTO activity_tag (activity_id, position, tag) VALUES (?, ?, ?)'),
    removeAbsent: sqlite.prepare(`DELETE FROM activity WHERE ref NOT ${IN_IDS}`),
    byPublicId: sqlite.prepare<[string], ActivityRow>(
      `SELECT * FROM activity WHERE activity_id = ? AND ${PUBLISHED}`,
    ),
    rowsByPk: sqlite.prepare<[string], ActivityRow>(
      `SELECT * FROM activity WHERE id ${IN_IDS} AND ${PUBLISHED}`,
    ),
    translations: children<{
      activity_id: number;
      lang: string;
      name: string | null;
      description: string | null;
    }>(
      (where) =>
        `SELECT activity_id, lang, name, description FROM activity_translation WHERE activity_id ${where}`,
    ),
    categories: children<{ activity_id: number; category: string }>(
      (where) =>
        `SELECT activity_id, category FROM activity_category WHERE activity_id ${where} ORDER BY activity_id, position`,
    ),
    tags: children<{ activity_id: number; tag: string }>(
      (where) =>
        `SELECT activity_id, tag FROM activity_tag WHERE activity_id ${where} ORDER BY activity_id, position`,
    ),
    sessions: children<SessionRow>(
      (
        where,
      ) => `SELECT id, activity_id, date, time, starts_at FROM activity_session WHERE activity_id ${where}
       ORDER BY activity_id, position`,
    ),
    tickets: children<TicketRow>(
      (where) => `SELECT t.* FROM ticket_type t JOIN activity_session s ON s.id = t.session_id
       WHERE s.activity_id ${where} ORDER BY t.session_id, t.position`,
    ),
    count: sqlite.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM activity WHERE ${PUBLISHED}`),
  };

  const columns = (a: NormalisedActivity, now: string) => ({
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
    now,
  });

  const writeChildren = (pk: number, a: NormalisedActivity): void => {
    for (const t of a.translations) q.insertTranslation.run(pk, t.lang, t.name, t.description);
    for (const [i, c] of a.categories.entries()) q.insertCategory.run(pk, i, c);
    for (const [i, t] of a.tags.entries()) q.insertTag.run(pk, i, t);
    writeSessions(pk, a.sessions);
  };

  /** Deletes rows (and their search documents) staged by an import that failed or died, slice by slice. */
  const clearStaged = async (): Promise<void> => {
    for (;;) {
      const pks = q.stagedPks.all(CLEAR_SLICE);
      if (pks.length === 0) return;
      writeTransaction(sqlite, () => {
        q.deleteByPks.run(JSON.stringify(pks));
        writeDocuments(store, pks);
      })();
      await pause(STAGE_PAUSE_MS);
    }
  };

  const assemble = (rows: ActivityRow[]): Activity[] => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const group = <T extends { activity_id: number }>(list: T[]): Map<number, T[]> => {
      const m = new Map<number, T[]>();
      for (const x of list) {
        const arr = m.get(x.activity_id);
        if (arr) arr.push(x);
        else m.set(x.activity_id, [x]);
      }
      return m;
    };
    const translations = group(q.translations.all(ids));
    const categories = group(q.categories.all(ids));
    const tags = group(q.tags.all(ids));
    const sessions = group(q.sessions.all(ids));
    const tickets = new Map<number, TicketType[]>();
    for (const t of q.tickets.all(ids)) {
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
     * Upserts by ref, all-or-nothing, keeping each activity's UUID; unchanged records (same content
     * hash) are left alone; with `replace`, refs absent from the load are removed. New activities and
     * their search documents are staged invisibly in short write transactions (other writers, such as
     * a live server, get the lock between slices); updates, removals and the switch that makes the
     * staged rows visible then happen in one transaction. A failure deletes what was staged.
     */
    importActivities: async (
      activities: NormalisedActivity[],
      opts: { replace: boolean; now: string; onProgress?: (done: number) => void },
    ): Promise<ImportCounts> => {
      const counts: ImportCounts = { added: 0, updated: 0, unchanged: 0, removed: 0, changedPks: [] };
      await clearStaged();
      const adds: NormalisedActivity[] = [];
      const updates: { id: number; a: NormalisedActivity }[] = [];
      for (const a of activities) {
        const existing = q.existing.get(a.ref);
        if (!existing) adds.push(a);
        else if (existing.content_hash === a.contentHash) counts.unchanged++;
        else updates.push({ id: existing.id, a });
      }
      // Staged rows take ids above everything published: invisible until publish raises the mark.
      let nextPk = q.nextPk.get() ?? 1;
      const staged: number[] = [];
      try {
        let next = 0;
        while (next < adds.length) {
          writeTransaction(sqlite, () => {
            const started = performance.now();
            const pks: number[] = [];
            while (next < adds.length && performance.now() - started < STAGE_SLICE_MS) {
              const a = adds[next++] as NormalisedActivity;
              const pk = nextPk++;
              q.insert.run({ ...columns(a, opts.now), id: pk, activity_id: randomUUID() });
              writeChildren(pk, a);
              pks.push(pk);
            }
            writeDocuments(store, pks);
            staged.push(...pks);
          })();
          opts.onProgress?.(counts.unchanged + staged.length);
          await pause(STAGE_PAUSE_MS);
        }
        writeTransaction(sqlite, () => {
          for (const { id, a } of updates) {
            q.update.run({ ...columns(a, opts.now), id });
            q.deleteTranslations.run(id);
            q.deleteCategories.run(id);
            q.deleteTags.run(id);
            q.deleteSessions.run(id);
            writeChildren(id, a);
          }
          if (opts.replace)
            counts.removed = q.removeAbsent.run(JSON.stringify(activities.map((a) => a.ref))).changes;
          if (staged.length > 0) q.publish.run(nextPk - 1);
          // Documents of staged rows were written while staging; this indexes updates and removals.
          rebuildSearchIndex(store);
          bumpCatalogueVersion(store);
        })();
      } catch (e) {
        await clearStaged();
        throw e;
      }
      counts.added = staged.length;
      counts.updated = updates.length;
      counts.changedPks = [...staged, ...updates.map((u) => u.id)];
      opts.onProgress?.(activities.length);
      return counts;
    },
    findByPublicId: (activityId: string): Activity | null => {
      const row = q.byPublicId.get(activityId);
      return row ? (assemble([row])[0] ?? null) : null;
    },
    /** Batch loader for discovery: full activities for row ids, in the order given. */
    loadByPks: (pks: number[]): Activity[] => {
      const byPk = new Map(assemble(q.rowsByPk.all(JSON.stringify(pks))).map((a) => [a.pk, a]));
      return pks.flatMap((pk) => byPk.get(pk) ?? []);
    },
    count: (): number => q.count.get()?.n ?? 0,
  };
};
export type CatalogueStore = ReturnType<typeof catalogueStore>;
