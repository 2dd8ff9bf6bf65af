/**
 * The FTS5 search index (SQLite-only, so it stays behind this one module). Documents are rebuilt
 * from the catalogue tables for changed activities; the importer writes the documents of the rows it
 * stages in the same transactions (`writeDocuments`), and the server catches up with anything else in
 * the background.
 */
import { type Store, writeTransaction } from './db.js';

/** bm25 column weights, in column order: name, categories, tags, venue, place, body, region. */
const BM25 = 'bm25(search_doc, 10.0, 6.0, 3.0, 5.0, 2.0, 1.5, 0.0)';

/** Above this many changed activities a full rebuild is cheaper than row-by-row replacement. */
const FULL_REBUILD_THRESHOLD = 20_000;

const documentSelect = `
SELECT a.id AS rowid,
  a.name || ' ' || coalesce((SELECT group_concat(t.name, ' ') FROM activity_translation t
                             WHERE t.activity_id = a.id AND t.name IS NOT NULL), '') AS name,
  coalesce((SELECT group_concat(c.category, ' ') FROM activity_category c WHERE c.activity_id = a.id), '')
    AS categories,
  coalesce((SELECT group_concat(replace(g.tag, '-', ' '), ' ') FROM activity_tag g WHERE g.activity_id = a.id), '')
    || ' ' || replace(replace(a.dietary, '_', ' '), '"', ' ') AS tags,
  coalesce(a.venue, '') AS venue,
  coalesce(a.semantic_location, '') || ' ' || replace(a.city, '-', ' ') || ' ' || coalesce(a.address, '') AS place,
  coalesce(a.short_description, '') || ' ' || coalesce(a.description, '') || ' '
    || coalesce((SELECT group_concat(t.description, ' ') FROM activity_translation t
                 WHERE t.activity_id = a.id AND t.description IS NOT NULL), '')
    || ' ' || a.highlights AS body,
  'zc' || replace(a.city, '-', '') || ' zh' || a.h3_r5 AS region
FROM activity a`;

const insertColumns = 'INSERT INTO search_doc (rowid, name, categories, tags, venue, place, body, region)';

export interface RebuildResult {
  mode: 'none' | 'partial' | 'full';
  activities: number;
  catalogueVersion: number;
}

/**
 * Brings the index up to date. With `activityPks`, rebuilds those documents; without, the activities
 * marked dirty by the catalogue triggers (or everything when the index is empty or most rows changed).
 * Bumps `catalogue_version` so running services reload their ranking snapshot.
 */
export const rebuildSearchIndex = (store: Store, activityPks?: readonly number[]): RebuildResult => {
  const { sqlite } = store;
  const run = writeTransaction(sqlite, (): RebuildResult => {
    const dirty =
      activityPks ?? (sqlite.prepare('SELECT activity_pk FROM search_dirty').pluck().all() as number[]);
    const indexed = sqlite.prepare('SELECT count(*) FROM search_doc').pluck().get() as number;
    const total = sqlite.prepare('SELECT count(*) FROM activity').pluck().get() as number;
    const full =
      activityPks === undefined && (dirty.length > FULL_REBUILD_THRESHOLD || (indexed === 0 && total > 0));
    if (!full && dirty.length === 0)
      return { mode: 'none', activities: 0, catalogueVersion: catalogueVersion(store) };
    if (full) {
      sqlite.exec('DELETE FROM search_doc');
      sqlite.exec(`${insertColumns} ${documentSelect}`);
      sqlite.exec('DELETE FROM search_dirty');
    } else {
      writeDocuments(store, dirty);
    }
    bumpCatalogueVersion(store);
    return {
      mode: full ? 'full' : 'partial',
      activities: full ? total : dirty.length,
      catalogueVersion: catalogueVersion(store),
    };
  });
  const result = run();
  if (result.mode === 'full') sqlite.exec("INSERT INTO search_doc (search_doc) VALUES ('optimize')");
  return result;
};

/**
 * Rewrites the search documents of these activities (none for a deleted one) and clears their dirty
 * marks, without announcing a new catalogue version: the importer stages documents of rows that are
 * not visible yet. Call inside the caller's write transaction.
 */
export const writeDocuments = (store: Store, activityPks: readonly number[]): void => {
  const { sqlite } = store;
  const list = JSON.stringify(activityPks);
  sqlite.prepare('DELETE FROM search_doc WHERE rowid IN (SELECT value FROM json_each(?))').run(list);
  sqlite
    .prepare(`${insertColumns} ${documentSelect} WHERE a.id IN (SELECT value FROM json_each(?))`)
    .run(list);
  sqlite.prepare('DELETE FROM search_dirty WHERE activity_pk IN (SELECT value FROM json_each(?))').run(list);
};

/** Tells running services (this process or another) that the visible catalogue changed. */
export const bumpCatalogueVersion = (store: Store): void => {
  store.sqlite
    .prepare(
      "UPDATE discovery_state SET catalogue_version = catalogue_version + 1, indexed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1",
    )
    .run();
};

/**
 * The SQL condition of a published activity row (`activity.id`): imports stage rows above
 * published_max_pk and publish them by raising it, so every reader of activities filters by this.
 */
export const PUBLISHED = 'activity.id <= (SELECT published_max_pk FROM discovery_state WHERE id = 1)';

export const catalogueVersion = (store: Store): number =>
  store.sqlite.prepare('SELECT catalogue_version FROM discovery_state WHERE id = 1').pluck().get() as number;

/** True when catalogue rows changed since the last rebuild. */
export const hasPendingChanges = (store: Store): boolean =>
  store.sqlite.prepare('SELECT EXISTS (SELECT 1 FROM search_dirty)').pluck().get() === 1;

/** Quotes one user token for MATCH (never pass user text raw: `jazz AND` is a syntax error). */
export const ftsToken = (token: string, prefix = false): string =>
  `"${token.replaceAll('"', '""')}"${prefix ? '*' : ''}`;

export interface FtsTerm {
  text: string;
  /** Prefix match (`"jaz"*`): only the last typed token or long tokens. */
  prefix?: boolean;
}

/**
 * A MATCH expression from term groups: alternatives inside a group are ORed, groups are ANDed
 * (`mode: 'all'`) or ORed (`'any'`); `region` tokens restrict to cities/cells via the hidden column.
 */
export const buildMatch = (
  groups: FtsTerm[][],
  mode: 'all' | 'any',
  region: string[] = [],
  /** Phrases of which the tags column must hold one (persona/dietary hard constraints). */
  tags: string[] = [],
  /** Only these columns may hold the words (`{categories tags body}`): never names, for concept evidence. */
  columns: string[] = [],
): string | null => {
  const parts = groups
    .filter((g) => g.length > 0)
    .map((g) => {
      const alts = g.map((t) => ftsToken(t.text, t.prefix));
      return alts.length === 1 ? (alts[0] ?? '') : `(${alts.join(' OR ')})`;
    });
  if (parts.length === 0) return null;
  const joined = parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(mode === 'all' ? ' AND ' : ' OR ')})`;
  const text = columns.length === 0 ? joined : `{${columns.join(' ')}} : (${joined})`;
  const tagPart = tags.length === 0 ? '' : ` AND tags : (${tags.map((t) => ftsToken(t)).join(' OR ')})`;
  const regionPart =
    region.length === 0 ? '' : ` AND region : (${region.map((r) => ftsToken(r)).join(' OR ')})`;
  return `${text}${tagPart}${regionPart}`;
};

export interface TextHit {
  pk: number;
  /** bm25, lower is better. */
  score: number;
}

export const searchText = (store: Store, match: string, limit: number): TextHit[] =>
  store.sqlite
    .prepare(
      `SELECT rowid AS pk, ${BM25} AS score FROM search_doc WHERE search_doc MATCH ? ORDER BY score LIMIT ?`,
    )
    .all(match, limit) as TextHit[];

/** Does anything match? No ORDER BY, so FTS5 stops at the first row instead of scoring them all. */
export const matchesAny = (store: Store, match: string): boolean =>
  store.sqlite.prepare('SELECT 1 FROM search_doc WHERE search_doc MATCH ? LIMIT 1').get(match) !== undefined;

export interface TextHighlight {
  pk: number;
  name: string;
  categories: string;
  tags: string;
  venue: string;
}

/** Which name/category/tag/venue words matched, bracketed `[..]`, for the final results only. */
export const highlightMatches = (store: Store, match: string, pks: readonly number[]): TextHighlight[] =>
  pks.length === 0
    ? []
    : (store.sqlite
        .prepare(
          `SELECT rowid AS pk, highlight(search_doc, 0, '[', ']') AS name, highlight(search_doc, 1, '[', ']') AS categories,
                  highlight(search_doc, 2, '[', ']') AS tags, highlight(search_doc, 3, '[', ']') AS venue
           FROM search_doc WHERE search_doc MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
        )
        .all(match, JSON.stringify(pks)) as TextHighlight[]);

/** Terms of the index vocabulary with their document counts (typo correction, stop-word pruning). */
export const vocabulary = (store: Store): { term: string; doc: number }[] => {
  store.sqlite.exec(
    'CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_vocab USING fts5vocab(main, search_doc, row)',
  );
  return store.sqlite.prepare('SELECT term, doc FROM temp.search_vocab').all() as {
    term: string;
    doc: number;
  }[];
};
