/**
 * The full-text index: one per instance, the same on both engines. Documents are built in
 * TypeScript from catalogue rows read through Kysely (SQLite or Postgres alike) and kept in a
 * SQLite FTS5 table in a temporary file of this instance, so candidate retrieval and bm25 ranking are exactly those of SQLite's
 * FTS5 whichever database holds the catalogue. The index is a derived cache: an instance builds it
 * at start and follows catalogue versions (src/catalogue/state-store.ts) with small replacements or,
 * after large changes, a fresh build beside the one in use.
 */
import { readdirSync, rmSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { activityTexts } from '../../catalogue/index.js';
import type { Executor } from '../../platform/db/index.js';

/** Pages of segment merging per step after a bulk build (a few ms each). */
const MERGE_PAGES = 32;

/** bm25 column weights, in column order: name, categories, tags, venue, place, body, region. */
const BM25 = 'bm25(search_doc, 10.0, 6.0, 3.0, 5.0, 2.0, 1.5, 0.0)';

/** One activity's searchable text, by column. */
export interface SearchDocument {
  pk: number;
  /** Name and translated names. */
  name: string;
  categories: string;
  /** Suitability tags (hyphens as spaces) and dietary labels. */
  tags: string;
  venue: string;
  /** Semantic location, city words, address. */
  place: string;
  /** Short description, descriptions in every language, highlights. */
  body: string;
  /** Hidden tokens zc<city> and zh<res-5 cell>: ANDed to keep place-bound match sets small. */
  region: string;
}

/** JSON list text as the importer wrote it (Postgres jsonb prints it with other spacing). */
const jsonText = (text: string): string => {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
};

const joinBy = <T extends { activity_id: number }>(
  rows: readonly T[],
  value: (r: T) => string | null,
): Map<number, string> => {
  const out = new Map<number, string>();
  for (const r of rows) {
    const v = value(r);
    if (v === null) continue;
    const prev = out.get(r.activity_id);
    out.set(r.activity_id, prev === undefined ? v : `${prev} ${v}`);
  }
  return out;
};

/**
 * Search documents of published activities: those with these pks (`pks`), or a page by pk
 * (`afterPk`, `limit`), never above `maxPk` (the published mark the caller read). Deleted and
 * unpublished pks are simply absent.
 */
export const readSearchDocuments = async (
  db: Executor,
  where: { pks: readonly number[] } | { afterPk: number; limit: number },
  maxPk: number,
): Promise<SearchDocument[]> => {
  let q = db
    .selectFrom('activity')
    .select([
      'id',
      'name',
      'venue',
      'semantic_location',
      'city',
      'address',
      'short_description',
      'description',
      'highlights',
      'dietary',
      'h3_r5',
    ])
    .where('id', '<=', maxPk)
    .orderBy('id');
  if ('pks' in where) {
    if (where.pks.length === 0) return [];
    q = q.where('id', 'in', [...where.pks]);
  } else q = q.where('id', '>', where.afterPk).limit(where.limit);
  const rows = await q.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [translations, categories, tags] = await activityTexts(db, ids);
  const names = joinBy(translations, (t) => t.name);
  const descriptions = joinBy(translations, (t) => t.description);
  const cats = joinBy(categories, (c) => c.category);
  const tagText = joinBy(tags, (t) => t.tag.replaceAll('-', ' '));
  return rows.map(
    (a): SearchDocument => ({
      pk: a.id,
      name: `${a.name} ${names.get(a.id) ?? ''}`,
      categories: cats.get(a.id) ?? '',
      tags: `${tagText.get(a.id) ?? ''} ${jsonText(a.dietary).replaceAll('_', ' ').replaceAll('"', ' ')}`,
      venue: a.venue ?? '',
      place: `${a.semantic_location ?? ''} ${a.city.replaceAll('-', ' ')} ${a.address ?? ''}`,
      body: `${a.short_description ?? ''} ${a.description ?? ''} ${descriptions.get(a.id) ?? ''} ${jsonText(a.highlights)}`,
      region: `zc${a.city.replaceAll('-', '')} zh${a.h3_r5}`,
    }),
  );
};

export interface TextHit {
  pk: number;
  /** bm25, lower is better. */
  score: number;
}

export interface TextHighlight {
  pk: number;
  name: string;
  categories: string;
  tags: string;
  venue: string;
}

export interface TextIndex {
  /** Documents held. */
  size(): number;
  /** Best `limit` documents for a MATCH expression (buildMatch), best first. */
  search(match: string, limit: number): TextHit[];
  /** Does anything match? No ORDER BY, so FTS5 stops at the first row instead of scoring them all. */
  matchesAny(match: string): boolean;
  /** Which name/category/tag/venue words matched, bracketed `[..]`, for the final results only. */
  highlight(match: string, pks: readonly number[]): TextHighlight[];
  /** Terms with their document counts (typo correction, stop-word pruning), in one synchronous read. */
  vocabulary(): { term: string; doc: number }[];
  /**
   * The same terms, read in steps of a few hundred rows with `between` after each; inside a staged
   * replacement it reads the staged state.
   */
  readVocabulary(between: () => Promise<void>): Promise<{ term: string; doc: number }[]>;
  /**
   * Stages a replacement in steps (`between` after each chunk) in a transaction that queries do not
   * see until `commit()` of the returned handle (one short step); `rollback()` drops it.
   */
  stageReplace(
    pks: readonly number[],
    docs: readonly SearchDocument[],
    between: () => Promise<void>,
  ): Promise<{ commit(): void; rollback(): void }>;
  /**
   * One step of merging the segments a bulk build leaves (at most `pages` pages of work); false when
   * the index is fully merged. Steps keep the event loop free; results never depend on merging.
   */
  mergeStep(pages: number): boolean;
  /**
   * Copies the committed index into a new SQLite file at `path` with SQLite's online backup, a few
   * hundred pages per step and `between` after each, in rollback-journal mode (the persisted
   * snapshot's text index file, opened read-only in place by the processes that load it).
   */
  copyTo(path: string, between: () => Promise<void>): Promise<void>;
  close(): void;
}

/** Documents removed or inserted per step of a staged replacement (about a millisecond). */
const REPLACE_CHUNK = 50;
/** Vocabulary rows read per step. */
const VOCAB_CHUNK = 500;
/** Page cache of the connection that answers queries (the index file itself stays out of the heap). */
const READER_CACHE_KIB = 32 * 1024;

let indexFiles = 0;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

let orphansSwept = false;

/**
 * Index files left by instances that died without closing (SIGKILL, crash, a signal before the
 * server's handlers were in place): removed once per process, at its first index file or its first
 * load of a shared one.
 */
const removeOrphans = (): void => {
  if (orphansSwept) return;
  orphansSwept = true;
  for (const f of readdirSync(tmpdir())) {
    const m = /^jaunt-text-(\d+)-/.exec(f);
    if (m && Number(m[1]) !== process.pid && !alive(Number(m[1]))) rmSync(join(tmpdir(), f), { force: true });
  }
};

const CREATE_INDEX = `CREATE VIRTUAL TABLE search_doc USING fts5(
    name, categories, tags, venue, place, body, region,
    tokenize = 'porter unicode61 remove_diacritics 2'
  );
  CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_doc, row);`;

/** Pages copied per step of copyTo (4 KiB pages: about 1.6 MB, a millisecond or two). */
const COPY_PAGES = 400;

/**
 * A path for a new index file of this process in the temporary directory (removed at close, or as
 * an orphan by the next process once this one is gone).
 */
export const newIndexPath = (): string => {
  removeOrphans();
  return join(tmpdir(), `jaunt-text-${process.pid}-${Date.now().toString(36)}-${indexFiles++}.db`);
};

/** A connection that answers queries only; `readonly` opens the file itself read-only. */
const openReader = (path: string, readonly: boolean): Database.Database => {
  const reader = new Database(path, readonly ? { readonly: true, fileMustExist: true } : {});
  reader.pragma(`cache_size = -${READER_CACHE_KIB}`);
  reader.pragma('query_only = ON');
  return reader;
};

/** The statements that answer searches, on a reader. */
const readStatements = (reader: Database.Database) => ({
  count: reader.prepare('SELECT count(*) FROM search_doc').pluck(),
  searchStmt: reader.prepare(
    `SELECT rowid AS pk, ${BM25} AS score FROM search_doc WHERE search_doc MATCH ? ORDER BY score LIMIT ?`,
  ),
  anyStmt: reader.prepare('SELECT 1 FROM search_doc WHERE search_doc MATCH ? LIMIT 1'),
  highlightStmt: reader.prepare(
    `SELECT rowid AS pk, highlight(search_doc, 0, '[', ']') AS name, highlight(search_doc, 1, '[', ']') AS categories,
            highlight(search_doc, 2, '[', ']') AS tags, highlight(search_doc, 3, '[', ']') AS venue
     FROM search_doc WHERE search_doc MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
  ),
});

/**
 * SQLite's online backup of `reader` into a new file at `target`, a few hundred pages per step
 * (better-sqlite3 runs each step in a setImmediate of its own, so requests run between steps), then
 * switched to a rollback journal: any number of processes can open it read-only, with no WAL.
 */
const backupTo = async (
  reader: Database.Database,
  target: string,
  between: () => Promise<void>,
): Promise<void> => {
  await reader.backup(target, { progress: () => COPY_PAGES });
  await between();
  const db = new Database(target);
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
};

/** The vocabulary in steps of VOCAB_CHUNK rows, `between` after each. */
const readVocabularyOf = async (
  vocabStmt: Database.Statement,
  between: () => Promise<void>,
): Promise<{ term: string; doc: number }[]> => {
  const out: { term: string; doc: number }[] = [];
  const rows = vocabStmt.iterate() as IterableIterator<{ term: string; doc: number }>;
  try {
    for (let n = 0; ; n++) {
      const r = rows.next();
      if (r.done) break;
      out.push(r.value);
      if (n % VOCAB_CHUNK === VOCAB_CHUNK - 1) await between();
    }
  } finally {
    rows.return?.();
  }
  return out;
};

/**
 * An index file that never changes (a persisted snapshot's, fts-index beside it), opened read-only
 * in place: any number of processes may read it at once. Writes throw; close leaves the file.
 */
const openReadOnlyIndex = (path: string): TextIndex => {
  const reader = openReader(path, true);
  const { count, searchStmt, anyStmt, highlightStmt } = readStatements(reader);
  const vocabStmt = reader.prepare('SELECT term, doc FROM search_vocab');
  const readOnly = (): never => {
    throw new Error('this text index is read-only');
  };
  return {
    size: () => count.get() as number,
    search: (match, limit) => searchStmt.all(match, limit) as TextHit[],
    matchesAny: (match) => anyStmt.get(match) !== undefined,
    highlight: (match, pks) =>
      pks.length === 0 ? [] : (highlightStmt.all(match, JSON.stringify(pks)) as TextHighlight[]),
    vocabulary: () => vocabStmt.all() as { term: string; doc: number }[],
    readVocabulary: (between) => readVocabularyOf(vocabStmt, between),
    stageReplace: readOnly,
    mergeStep: () => false,
    copyTo: (target, between) => backupTo(reader, target, between),
    close: () => reader.close(),
  };
};

/** Bytes copied per step of a private copy (the reads and writes run off the event loop). */
const PRIVATE_COPY_CHUNK = 4 * 2 ** 20;

/** Copies the open file `from` into a new file at `to`, a chunk at a time. */
const copyOpenFile = async (from: FileHandle, to: string, between: () => Promise<void>): Promise<void> => {
  const out = await open(to, 'w');
  try {
    const { size } = await from.stat();
    const chunk = Buffer.allocUnsafe(PRIVATE_COPY_CHUNK);
    for (let at = 0; at < size; ) {
      const { bytesRead } = await from.read(chunk, 0, Math.min(PRIVATE_COPY_CHUNK, size - at), at);
      if (bytesRead === 0) throw new Error('the shared text index shrank while it was copied');
      let done = 0;
      while (done < bytesRead)
        done += (await out.write(chunk, done, bytesRead - done, at + done)).bytesWritten;
      at += bytesRead;
      await between();
    }
  } finally {
    await out.close();
  }
};

/**
 * A persisted snapshot's index file, used in place: searches read the shared file read-only (no
 * copy at a load; other processes may open it too). The first write (`stageReplace`) first copies
 * the file into this process's own index file (newIndexPath(), a chunk at a time between requests,
 * from `fh`, the handle the load verified, so a newer snapshot replacing the shared file meanwhile
 * changes nothing), then switches every query to that copy; the shared file is never written.
 * `close` closes `fh` and removes the private copy, if any.
 */
export const openSharedTextIndex = (path: string, fh: FileHandle): TextIndex => {
  removeOrphans();
  let active: TextIndex = openReadOnlyIndex(path);
  let own: Promise<TextIndex> | null = null;
  let closed = false;
  const writable = (between: () => Promise<void>): Promise<TextIndex> => {
    own ??= (async () => {
      const copy = newIndexPath();
      try {
        await copyOpenFile(fh, copy, between);
        if (closed) throw new Error('text index closed');
      } catch (e) {
        own = null;
        rmSync(copy, { force: true });
        throw e;
      }
      const next = openTextIndexAt(copy);
      // Refreshes run one at a time: no copyTo of the shared reader is under way here.
      active.close();
      active = next;
      void fh.close().catch(() => undefined);
      return next;
    })();
    return own;
  };
  return {
    size: () => active.size(),
    search: (match, limit) => active.search(match, limit),
    matchesAny: (match) => active.matchesAny(match),
    highlight: (match, pks) => active.highlight(match, pks),
    vocabulary: () => active.vocabulary(),
    readVocabulary: (between) => active.readVocabulary(between),
    stageReplace: async (pks, docs, between) => (await writable(between)).stageReplace(pks, docs, between),
    mergeStep: (pages) => active.mergeStep(pages),
    copyTo: (target, between) => active.copyTo(target, between),
    close: () => {
      closed = true;
      active.close();
      void fh.close().catch(() => undefined);
    },
  };
};

/**
 * An index in its own temporary SQLite file (WAL): one connection writes (builds, staged
 * replacements), another answers queries and sees only committed states. A file instead of
 * `:memory:` keeps the index out of the process's resident memory (the OS page cache holds it), and
 * WAL lets a replacement be written in steps while queries keep reading the previous state.
 * `bulk` opens a build's transaction: documents inserted in it become visible at its commit.
 * `existing`: a file at newIndexPath() that already holds an index (a persisted snapshot's copy).
 */
const openIndexFile = (
  existing?: string,
): {
  index: TextIndex;
  bulk(): { insert(docs: readonly SearchDocument[]): void; commit(): void };
} => {
  const path = existing ?? newIndexPath();
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  if (!existing) db.exec(CREATE_INDEX);
  const reader = openReader(path, false);
  const { count, searchStmt, anyStmt, highlightStmt } = readStatements(reader);
  const insert = db.prepare(
    'INSERT INTO search_doc (rowid, name, categories, tags, venue, place, body, region) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM search_doc WHERE rowid = ?');
  const vocabStmt = db.prepare('SELECT term, doc FROM search_vocab');
  const merge = db.prepare("INSERT INTO search_doc (search_doc, rank) VALUES ('merge', ?)");
  const totalChanges = db.prepare('SELECT total_changes()').pluck();
  const insertAll = (docs: readonly SearchDocument[]) => {
    for (const d of docs) insert.run(d.pk, d.name, d.categories, d.tags, d.venue, d.place, d.body, d.region);
  };
  const removed = (pks: readonly number[], docs: readonly SearchDocument[]) => [
    ...new Set([...pks, ...docs.map((d) => d.pk)]),
  ];
  let staged = false;
  /** Opens the writer's one transaction; queries see none of it until `commit()`. */
  const stage = () => {
    if (staged) throw new Error('a replacement is already staged');
    staged = true;
    db.exec('BEGIN');
    const end = (sqlText: string) => {
      if (!staged) return;
      staged = false;
      db.exec(sqlText);
    };
    return { end, handle: { commit: () => end('COMMIT'), rollback: () => end('ROLLBACK') } };
  };
  const index: TextIndex = {
    size: () => count.get() as number,
    search: (match, limit) => searchStmt.all(match, limit) as TextHit[],
    matchesAny: (match) => anyStmt.get(match) !== undefined,
    highlight: (match, pks) =>
      pks.length === 0 ? [] : (highlightStmt.all(match, JSON.stringify(pks)) as TextHighlight[]),
    vocabulary: () => vocabStmt.all() as { term: string; doc: number }[],
    readVocabulary: (between) => readVocabularyOf(vocabStmt, between),
    stageReplace: async (pks, docs, between) => {
      const { end, handle } = stage();
      try {
        const gone = removed(pks, docs);
        for (let i = 0; i < gone.length; i += REPLACE_CHUNK) {
          for (const pk of gone.slice(i, i + REPLACE_CHUNK)) remove.run(pk);
          await between();
        }
        for (let i = 0; i < docs.length; i += REPLACE_CHUNK) {
          insertAll(docs.slice(i, i + REPLACE_CHUNK));
          await between();
        }
      } catch (e) {
        end('ROLLBACK');
        throw e;
      }
      return handle;
    },
    mergeStep: (pages) => {
      const before = totalChanges.get() as number;
      // Negative: merge whatever the levels (to one segment in the end), `pages` at a time.
      merge.run(-pages);
      // FTS5: fewer than two changes means there was nothing left to merge.
      return (totalChanges.get() as number) - before >= 2;
    },
    // From the reader: it sees only committed states, never a staged replacement.
    copyTo: (target, between) => backupTo(reader, target, between),
    close: () => {
      if (staged) {
        staged = false;
        db.exec('ROLLBACK');
      }
      reader.close();
      db.close();
      for (const f of [path, `${path}-wal`, `${path}-shm`]) rmSync(f, { force: true });
    },
  };
  return { index, bulk: () => ({ insert: insertAll, commit: stage().handle.commit }) };
};

/** A new, empty index (see openIndexFile). */
export const openTextIndex = (): TextIndex => openIndexFile().index;

/** The index held in `path` (from newIndexPath(), already written): it is removed at close. */
export const openTextIndexAt = (path: string): TextIndex => openIndexFile(path).index;

/**
 * A fresh index of every published activity up to `maxPk`, page by page; `between` runs after each
 * page (the server yields to requests there). All pages go in one transaction (nothing reads the
 * index before it is returned): a commit per page would flush FTS5's pending terms as a small
 * segment each time, and merging ten thousand of them at a million activities costs more than the
 * inserts.
 */
export const buildTextIndex = async (
  db: Executor,
  maxPk: number,
  opts: { page?: number; between?: () => Promise<void> } = {},
): Promise<TextIndex> => {
  const file = openIndexFile();
  const { index } = file;
  try {
    const page = opts.page ?? 1_000;
    // Closing the index on a failure rolls this back.
    const bulk = file.bulk();
    for (let after = 0; ; ) {
      const docs = await readSearchDocuments(db, { afterPk: after, limit: page }, maxPk);
      const last = docs[docs.length - 1];
      if (!last) break;
      bulk.insert(docs);
      after = last.pk;
      await opts.between?.();
    }
    bulk.commit();
    while (index.mergeStep(MERGE_PAGES)) await opts.between?.();
    return index;
  } catch (e) {
    index.close();
    throw e;
  }
};

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
