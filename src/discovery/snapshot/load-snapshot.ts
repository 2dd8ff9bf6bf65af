/**
 * Loads the persisted discovery snapshot (written by save-snapshot.ts) instead of rebuilding it from
 * the database: the docs' columns and table straight into typed arrays, the text index copied into
 * this process's own index file, then the maps over the docs (cells, density counts, quality order,
 * gazetteer, facets) worked out as a build does; the text index's vocabulary comes from the file too. It first compares the file's
 * catalogue version with the database's: the same version loads as current, an older one loads as
 * stale (served while a rebuild runs), a newer one or the same version raised at another time
 * belongs to another database and is refused. Any damage (truncated, checksum, malformed) refuses
 * the file before anything from it is served.
 */
import { rm } from 'node:fs/promises';
import type { Store } from '../../platform/db/index.js';
import { assembleSnapshot, type BuiltSnapshot } from './build-snapshot.js';
import { type ColumnArray, type DocColumns, DocTable, restoredColumns } from './doc-columns.js';
import { newIndexPath, openTextIndexAt, type TextIndex } from './fts-index.js';
import { type SetMeta, type SnapshotMeta, TAG } from './save-snapshot.js';
import { RecordReader, readHeader, SnapshotFileError } from './snapshot-file.js';
import { catalogueMark } from './store.js';

/** Why a file was not used. */
export type RefusedReason = 'missing' | 'foreign' | SnapshotFileError['reason'] | 'unreadable';

export type LoadOutcome =
  | { loaded: BuiltSnapshot; stale: boolean; bytes: number; readMs: number; assembleMs: number }
  | { refused: RefusedReason; detail: string };

const decodeStrings = async (
  r: RecordReader,
  count: number,
  between: () => Promise<void>,
): Promise<string[]> => {
  const lengths = await r.record(TAG.stringLengths, Int32Array);
  if (lengths.length !== count) throw new SnapshotFileError('malformed', 'string count');
  return decodeStringsOf(r, lengths, between);
};

/** The strings whose UTF-8 lengths were just read: their bytes are the next record. */
const decodeStringsOf = async (
  r: RecordReader,
  lengths: Int32Array,
  between: () => Promise<void>,
): Promise<string[]> => {
  const count = lengths.length;
  const bytes = Buffer.from((await r.record(TAG.stringBytes, Uint8Array)).buffer);
  const out: string[] = new Array(count);
  let at = 0;
  for (let i = 0; i < count; i++) {
    const n = lengths[i] as number;
    if (n < 0 || at + n > bytes.length) throw new SnapshotFileError('malformed', 'string bytes');
    out[i] = bytes.toString('utf8', at, at + n);
    at += n;
    if (i % 4_096 === 4_095) await between();
  }
  return out;
};

const parseJson = <T>(bytes: Uint8Array): T => {
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as T;
  } catch {
    throw new SnapshotFileError('malformed', 'a meta record is not JSON');
  }
};

const readSet = async (r: RecordReader, between: () => Promise<void>): Promise<DocColumns> => {
  const meta = parseJson<SetMeta>(await r.record(TAG.setMeta, Uint8Array));
  const arrays = new Map<string, ColumnArray>();
  for (const [name, kind] of meta.columns) {
    const a =
      kind === 'f64'
        ? await r.record(TAG.column, Float64Array)
        : kind === 'i32'
          ? await r.record(TAG.column, Int32Array)
          : kind === 'u8'
            ? await r.record(TAG.column, Uint8Array)
            : null;
    if (!a) throw new SnapshotFileError('malformed', `column kind ${String(kind)}`);
    arrays.set(name, a);
  }
  const strings = await decodeStrings(r, meta.strings, between);
  const sizes = await r.record(TAG.listSizes, Int32Array);
  if (sizes.length !== meta.lists) throw new SnapshotFileError('malformed', 'list count');
  const items = await decodeStrings(
    r,
    sizes.reduce((a, b) => a + b, 0),
    between,
  );
  const lists: string[][] = new Array(meta.lists);
  for (let i = 0, at = 0; i < sizes.length; i++) {
    lists[i] = items.slice(at, at + (sizes[i] as number));
    at += sizes[i] as number;
  }
  try {
    return restoredColumns(meta.rows, arrays, strings, lists);
  } catch (e) {
    throw new SnapshotFileError('malformed', (e as Error).message);
  }
};

/** The docs and the text index from the file; the text index's file is removed again on a failure. */
const readFile = async (
  path: string,
  between: () => Promise<void>,
): Promise<{
  docs: DocTable;
  text: TextIndex;
  vocabulary: { term: string; doc: number }[];
  version: number;
  publishedMaxPk: number;
  meta: SnapshotMeta;
}> => {
  const r = await RecordReader.open(path, between);
  const textPath = newIndexPath();
  try {
    const meta = parseJson<SnapshotMeta>(await r.record(TAG.meta, Uint8Array));
    const sets: DocColumns[] = [];
    for (let k = 0; k < meta.sets; k++) sets.push(await readSet(r, between));
    const setIds = await r.record(TAG.tableSetIds, Uint8Array);
    const rows = await r.record(TAG.tableRows, Int32Array);
    const pks = await r.record(TAG.tablePks, Float64Array);
    if (rows.length !== setIds.length || pks.length !== setIds.length || setIds.length !== r.header.docs)
      throw new SnapshotFileError('malformed', 'table lengths');
    for (let i = 0; i < setIds.length; i++) {
      const cols = sets[setIds[i] as number];
      if (!cols || (rows[i] as number) < 0 || (rows[i] as number) >= cols.rows)
        throw new SnapshotFileError('malformed', 'a position outside its columns');
    }
    const lengths = await r.record(TAG.stringLengths, Int32Array);
    const terms = await decodeStringsOf(r, lengths, between);
    const docCounts = await r.record(TAG.vocabularyDocs, Int32Array);
    if (docCounts.length !== terms.length) throw new SnapshotFileError('malformed', 'vocabulary');
    const vocabulary = terms.map((term, i) => ({ term, doc: docCounts[i] as number }));
    await r.fileRecord(TAG.text, textPath);
    // Nothing read is used before every byte has passed the checksum.
    r.verify();
    const docs = new DocTable(sets, setIds, rows, pks, setIds.length);
    const { version, publishedMaxPk } = r.header;
    return { docs, text: openTextIndexAt(textPath), vocabulary, version, publishedMaxPk, meta };
  } catch (e) {
    await rm(textPath, { force: true });
    throw e;
  } finally {
    await r.close();
  }
};

/** Maps over the docs, as a build works them out, in steps; the vocabulary by term. */
const assemble = async (
  file: Awaited<ReturnType<typeof readFile>>,
  clock: () => Date,
  between: () => Promise<void>,
): Promise<BuiltSnapshot> => {
  const { docs, text, vocabulary, version, publishedMaxPk } = file;
  try {
    const steps = assembleSnapshot({ version, publishedMaxPk }, docs, clock);
    let s = steps.next();
    while (!s.done) {
      await between();
      s = steps.next();
    }
    const vocabularyMap = new Map<string, number>();
    for (const [n, v] of vocabulary.entries()) {
      vocabularyMap.set(v.term, v.doc);
      if (n % 1_000 === 0) await between();
    }
    return {
      state: { version, publishedMaxPk, changeFloor: 0 },
      snapshot: { ...s.value, text, vocabulary, vocabularyMap },
      installText: () => undefined,
      discard: () => text.close(),
    };
  } catch (e) {
    text.close();
    throw e;
  }
};

/**
 * The snapshot persisted at `path`, if it may be served for the database `store` holds: current
 * (same catalogue version) or stale (an older one: serve it while the caller rebuilds).
 */
export const loadSnapshot = async (
  store: Store,
  path: string,
  clock: () => Date,
  between: () => Promise<void>,
): Promise<LoadOutcome> => {
  try {
    const head = await readHeader(path);
    if (!head) return { refused: 'missing', detail: path };
    const mark = await catalogueMark(store.db);
    if (head.header.version > mark.version)
      return { refused: 'foreign', detail: `file version ${head.header.version}, database ${mark.version}` };
    const started = performance.now();
    const file = await readFile(path, between);
    const read = performance.now();
    if (
      file.version === mark.version &&
      file.meta.indexedAt !== null &&
      mark.indexedAt !== null &&
      file.meta.indexedAt !== mark.indexedAt
    ) {
      file.text.close();
      return { refused: 'foreign', detail: `version ${mark.version} raised at another time` };
    }
    const loaded = await assemble(file, clock, between);
    const assembleMs = Math.round(performance.now() - read);
    const readMs = Math.round(read - started);
    return { loaded, stale: file.version < mark.version, bytes: head.size, readMs, assembleMs };
  } catch (e) {
    if (e instanceof SnapshotFileError) return { refused: e.reason, detail: e.message };
    return { refused: 'unreadable', detail: (e as Error).message };
  }
};
