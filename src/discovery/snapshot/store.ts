/**
 * Bulk reads for discovery: the ranking snapshot (one scan per catalogue version instead of SQL per
 * request), the acting user's SEEN set, and candidates by res-7 cells.
 */

import { type Selectable, sql } from 'kysely';
import type { Executor } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';
import { type DocColumnsBuilder, docColumnsBuilder, type SnapshotDoc } from './doc-columns.js';

const DOC_COLUMNS = [
  'id',
  'entity_type',
  'name',
  'city',
  'lat',
  'lng',
  'h3_r7',
  'timezone',
  'rating',
  'rating_count',
  'popularity',
  'opening_hours',
  'is_bookable',
  'currency',
  'venue',
  'semantic_location',
  'dietary',
] as const;
type DocRow = Pick<Selectable<DB['activity']>, (typeof DOC_COLUMNS)[number]>;

/** One activity's sessions, aggregated per session over its ticket types. */
interface SessionRow {
  activity_id: number;
  starts_at: number | null;
  tickets: number;
  min_total: number | null;
  any_free: number | null;
}

/** Per activity: start instants, whether any session has tickets, the cheapest total, any free ticket. */
interface SessionSummary {
  starts: number[];
  ticketed: boolean;
  minTotal: number | null;
  anyFree: boolean;
}

/** The activities of one page: pk in (afterPk, maxPk], `limit` at most, only `pks` when given. */
interface PageRange {
  afterPk: number;
  maxPk: number;
  limit: number;
  pks?: readonly number[];
}

const parseList = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** Streams `(activity_id, value)` rows into lists per activity (the columns intern them). */
const listsBy = (rows: Iterable<{ activity_id: number; value: string }>) => {
  const out = new Map<number, string[]>();
  for (const r of rows) {
    const value = r.value.toLowerCase();
    const list = out.get(r.activity_id);
    if (list) list.push(value);
    else out.set(r.activity_id, [value]);
  }
  return out;
};

/** A page of the snapshot load: docs with pk > `afterPk`, `limit` at most, and where the next page starts. */
export interface DocsPage {
  docs: SnapshotDoc[];
  /** The last pk of this page, or null when there are no more activities. */
  lastPk: number | null;
}

const activityRows = (db: Executor, r: PageRange): Promise<DocRow[]> => {
  let q = db
    .selectFrom('activity')
    .select(DOC_COLUMNS)
    .where('id', '>', r.afterPk)
    .where('id', '<=', r.maxPk)
    .orderBy('id')
    .limit(r.limit);
  if (r.pks) q = q.where('id', 'in', [...r.pks]);
  return q.execute();
};

/** One child list (categories or tags) of the page's activities up to `lastPk`, in order. */
const childValues = (
  db: Executor,
  r: PageRange,
  lastPk: number,
  table: 'activity_category' | 'activity_tag',
  column: 'category' | 'tag',
) =>
  db
    .selectFrom(table)
    .select(['activity_id', sql<string>`${sql.ref(column)}`.as('value')])
    .where('activity_id', '>', r.afterPk)
    .where('activity_id', '<=', lastPk)
    .$if(r.pks !== undefined, (qb) => qb.where('activity_id', 'in', [...(r.pks ?? [])]))
    .orderBy('activity_id')
    .orderBy('position')
    .execute();

/** The page's sessions with their ticket count, cheapest total and whether any ticket is free. */
const sessionRows = async (db: Executor, r: PageRange, lastPk: number): Promise<SessionRow[]> =>
  (await db
    .selectFrom('activity_session as s')
    .leftJoin('ticket_type as t', 't.session_id', 's.id')
    .select((eb) => [
      's.activity_id',
      's.starts_at',
      eb.fn.count<number>('t.id').as('tickets'),
      eb.fn.min<number | null>(sql<number>`t.price_minor + t.fee_minor`).as('min_total'),
      eb.fn
        .max<number | null>(
          sql<number>`CASE WHEN t.is_free = ${1} OR t.price_minor + t.fee_minor = 0 THEN 1 ELSE 0 END`,
        )
        .as('any_free'),
    ])
    .where('s.activity_id', '>', r.afterPk)
    .where('s.activity_id', '<=', lastPk)
    .$if(r.pks !== undefined, (qb) => qb.where('s.activity_id', 'in', [...(r.pks ?? [])]))
    // Grouped and ordered as activity_session_by_activity (activity_id, position) reads them: by
    // `s.id` first, SQLite scanned every session of the catalogue for each page (49 ms a page at
    // 100k, over an hour for a 1M snapshot); starts_at depends on the key s.id (Postgres too).
    .groupBy(['s.activity_id', 's.position', 's.id'])
    .orderBy('s.activity_id')
    .orderBy('s.position')
    .orderBy('s.id')
    .execute()) as SessionRow[];

/** Sessions summed up per activity. */
const summarise = (rows: readonly SessionRow[]): Map<number, SessionSummary> => {
  const sessionsBy = new Map<number, SessionSummary>();
  for (const s of rows) {
    let agg = sessionsBy.get(s.activity_id);
    if (!agg) {
      agg = { starts: [], ticketed: false, minTotal: null, anyFree: false };
      sessionsBy.set(s.activity_id, agg);
    }
    if (s.starts_at !== null) agg.starts.push(s.starts_at);
    if (Number(s.tickets) > 0) {
      agg.ticketed = true;
      const total = s.min_total ?? 0;
      agg.minTotal = agg.minTotal === null ? total : Math.min(agg.minTotal, total);
      if (s.any_free === 1) agg.anyFree = true;
    }
  }
  return sessionsBy;
};

/** One activity row with its lists and sessions, added to the columns. */
const addDoc = (
  columns: DocColumnsBuilder,
  r: DocRow,
  lists: { categories: string[]; tags: string[] },
  agg: SessionSummary | undefined,
): SnapshotDoc =>
  columns.add({
    pk: r.id,
    entityType: r.entity_type,
    name: r.name,
    city: r.city,
    lat: r.lat,
    lng: r.lng,
    h3r7: r.h3_r7,
    timezone: r.timezone,
    rating: r.rating,
    ratingCount: r.rating_count,
    popularity: r.popularity,
    isBookable: r.is_bookable === 1,
    isFree: !agg?.ticketed || agg.anyFree,
    minPriceMinor: agg?.minTotal ?? null,
    currency: r.currency,
    categories: lists.categories,
    tags: lists.tags,
    dietary: parseList(r.dietary).map((d) => d.toLowerCase()),
    venue: r.venue,
    semanticLocation: r.semantic_location,
    openingHours: r.opening_hours,
    sessionStarts: (agg?.starts ?? []).sort((a, b) => a - b),
  });

/** Reads one page into the columns. */
const loadPage = async (db: Executor, columns: DocColumnsBuilder, r: PageRange): Promise<DocsPage> => {
  const rows = await activityRows(db, r);
  const last = rows[rows.length - 1];
  if (!last) return { docs: [], lastPk: null };
  const [categoryRows, tagRows, sessions] = await Promise.all([
    childValues(db, r, last.id, 'activity_category', 'category'),
    childValues(db, r, last.id, 'activity_tag', 'tag'),
    sessionRows(db, r, last.id),
  ]);
  const categories = listsBy(categoryRows);
  const tags = listsBy(tagRows);
  const sessionsBy = summarise(sessions);
  const docs = rows.map((row) =>
    addDoc(
      columns,
      row,
      { categories: categories.get(row.id) ?? [], tags: tags.get(row.id) ?? [] },
      sessionsBy.get(row.id),
    ),
  );
  return { docs, lastPk: last.id };
};

/** Loads pages of snapshot docs (a function of `afterPk` and `limit`), and docs by pk. */
export interface DocsLoader {
  (afterPk: number, limit: number, pks?: readonly number[]): Promise<DocsPage>;
  /**
   * Docs of these published activities (a catalogue change), in pk order; absent pks are deleted or
   * unpublished. Reads them in slices of `limit`, each from the first pk of the slice on.
   */
  byPks(pks: readonly number[], limit: number): Promise<SnapshotDoc[]>;
}

/**
 * Loads snapshot pages of published activities up to `maxPk` (the published mark the caller read)
 * into one set of columns across pages (room for `capacity` docs to start with), so the repeated
 * strings and lists stay shared.
 */
export const discoveryDocsLoader = (db: Executor, maxPk: number, capacity = 1_024): DocsLoader => {
  const columns = docColumnsBuilder(capacity);
  const load = (afterPk: number, limit: number, pks?: readonly number[]): Promise<DocsPage> =>
    loadPage(db, columns, { afterPk, maxPk, limit, pks });
  return Object.assign(load, {
    byPks: async (pks: readonly number[], limit: number): Promise<SnapshotDoc[]> => {
      const sorted = [...pks].sort((a, b) => a - b);
      const out: SnapshotDoc[] = [];
      for (let k = 0; k < sorted.length; k += limit) {
        const slice = sorted.slice(k, k + limit);
        const page = await load((slice[0] ?? 1) - 1, slice.length, slice);
        for (const d of page.docs) out.push(d);
      }
      return out;
    },
  });
};

/**
 * pks of activities the user has SEEN (spec 2.2: detail reads record them). `viaKeyId` scopes it to
 * what happened through that key or the user's own keys (self-serve keys bound to them); null means
 * the user's own credential asking, which sees all of them.
 */
export const seenActivityPks = async (
  db: Executor,
  userId: string,
  viaKeyId: string | null,
): Promise<Set<number>> => {
  let q = db
    .selectFrom('interaction')
    .select('activity_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('kind', '=', 'SEEN');
  if (viaKeyId !== null)
    q = q.where((eb) =>
      eb.or([
        eb('api_key_id', '=', viaKeyId),
        eb(
          'api_key_id',
          'in',
          eb.selectFrom('api_key').select('api_key.id').where('api_key.user_id', '=', userId),
        ),
      ]),
    );
  return new Set((await q.execute()).map((r) => r.activity_id));
};

/**
 * The catalogue version with the time it was raised: a persisted snapshot of the same version but
 * another time belongs to another database that happens to have reached the same number.
 */
export const catalogueMark = async (db: Executor): Promise<{ version: number; indexedAt: string | null }> => {
  const row = await db
    .selectFrom('discovery_state')
    .select(['catalogue_version', 'indexed_at'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  // Postgres's timestamptz comes back as a Date, SQLite's text as it was written.
  const at: unknown = row.indexed_at;
  return {
    version: row.catalogue_version,
    indexedAt: at instanceof Date ? at.toISOString() : (at as string | null),
  };
};
