/**
 * Loads the persisted discovery snapshot (written by save-snapshot.ts) instead of rebuilding it from
 * the database: the docs' columns and table straight into typed arrays, the text index's vocabulary,
 * the maps over the docs (quality order, cells, gazetteer, facets: derived-maps.ts) and the text
 * index's file beside it opened in place, read-only (copied into this process's own file only at
 * the first catalogue change: fts-index.ts `openSharedTextIndex`); only the density counts, which depend on the
 * time, are counted again. When the file's maps were worked out by other code or data (its
 * derivation fingerprint differs from this process's), the docs and text index are kept and the maps
 * worked out again as a build does (`rederived`: the caller rewrites the file). It first compares the
 * file's catalogue version with the database's: the same version loads as current, an older one loads
 * as stale (served while a rebuild runs), a newer one or the same version raised at another time
 * belongs to another database and is refused. Any damage (truncated, checksum, malformed) refuses
 * the file before anything from it is served.
 */
import { type FileHandle, open } from 'node:fs/promises';
import type { Store } from '../../platform/db/index.js';
import { assembleSnapshot, type BuiltSnapshot, type DocMaps } from './build-snapshot.js';
import { derivationFingerprint } from './derivation-fingerprint.js';
import { type DerivedRecords, derivedMapsSteps, readDerivedRecords } from './derived-maps.js';
import { type ColumnArray, type DocColumns, DocTable, restoredColumns } from './doc-columns.js';
import { openSharedTextIndex, type TextIndex } from './fts-index.js';
import {
  fileChecksum,
  RecordReader,
  readHeader,
  SnapshotFileError,
  type SnapshotHeader,
  textIndexPath,
} from './snapshot-file.js';
import { parseJson, readStrings, type SetMeta, type SnapshotMeta, TAG } from './snapshot-records.js';
import { catalogueMark } from './store.js';

/** Why a file was not used. */
export type RefusedReason = 'missing' | 'foreign' | SnapshotFileError['reason'] | 'unreadable';

export type LoadOutcome =
  | {
      loaded: BuiltSnapshot;
      stale: boolean;
      /** The file's maps were worked out by other code or data: worked out again here. */
      rederived: boolean;
      bytes: number;
      readMs: number;
      assembleMs: number;
    }
  | { refused: RefusedReason; detail: string };

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
  const strings = await readStrings(r, between, meta.strings);
  const sizes = await r.record(TAG.listSizes, Int32Array);
  if (sizes.length !== meta.lists) throw new SnapshotFileError('malformed', 'list count');
  const items = await readStrings(
    r,
    between,
    sizes.reduce((a, b) => a + b, 0),
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

/** What a file holds, read and checked, before the maps are made of it. */
interface FileContents {
  docs: DocTable;
  text: TextIndex;
  vocabulary: { term: string; doc: number }[];
  version: number;
  publishedMaxPk: number;
  meta: SnapshotMeta;
  derived: DerivedRecords;
}

/**
 * Opens the text index's file the header names and hashes it (chunked, between requests) while the
 * records are read: the returned promise settles once its CRC and size match the header's.
 */
const checkTextFile = async (
  path: string,
  header: SnapshotHeader,
  between: () => Promise<void>,
): Promise<{ path: string; fh: FileHandle }> => {
  const textPath = textIndexPath(path, header.textCrc);
  let fh: FileHandle;
  try {
    fh = await open(textPath, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      throw new SnapshotFileError('truncated', 'its text index file is missing');
    throw e;
  }
  try {
    const { crc, bytes } = await fileChecksum(fh, between);
    if (bytes !== header.textBytes)
      throw new SnapshotFileError(
        'truncated',
        `text index ${bytes} bytes, the header says ${header.textBytes}`,
      );
    if (crc !== header.textCrc >>> 0) throw new SnapshotFileError('checksum', 'the text index changed');
    return { path: textPath, fh };
  } catch (e) {
    await fh.close();
    throw e;
  }
};

/**
 * The docs, maps and text index from the file. The text index is opened in place, read-only, once
 * its file passed its checksum (hashed while the records are read).
 */
const readFile = async (path: string, between: () => Promise<void>): Promise<FileContents> => {
  const r = await RecordReader.open(path, between);
  const textFile = checkTextFile(path, r.header, between);
  // Awaited below; a failure before that must not be an unhandled rejection.
  textFile.catch(() => undefined);
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
    const terms = await readStrings(r, between);
    const docCounts = await r.record(TAG.vocabularyDocs, Int32Array);
    if (docCounts.length !== terms.length) throw new SnapshotFileError('malformed', 'vocabulary');
    const vocabulary: { term: string; doc: number }[] = new Array(terms.length);
    for (let i = 0; i < terms.length; i++)
      vocabulary[i] = { term: terms[i] as string, doc: docCounts[i] as number };
    const derived = await readDerivedRecords(r, between);
    // Nothing read is used before every byte has passed the checksum.
    r.verify();
    const checked = await textFile;
    const docs = new DocTable(sets, setIds, rows, pks, setIds.length);
    const { version, publishedMaxPk } = r.header;
    let text: TextIndex;
    try {
      text = openSharedTextIndex(checked.path, checked.fh);
    } catch (e) {
      await checked.fh.close();
      throw new SnapshotFileError('malformed', `text index: ${(e as Error).message}`);
    }
    return { docs, text, vocabulary, version, publishedMaxPk, meta, derived };
  } catch (e) {
    await textFile.then((t) => t.fh.close()).catch(() => undefined);
    throw e;
  } finally {
    await r.close();
  }
};

/** Runs a build's steps, yielding between them. */
const stepped = async (steps: Generator<void, DocMaps>, between: () => Promise<void>): Promise<DocMaps> => {
  let s = steps.next();
  while (!s.done) {
    await between();
    s = steps.next();
  }
  return s.value;
};

/**
 * The snapshot from the file's contents: its maps as the file holds them when this process would
 * work them out the same way (same fingerprint), else worked out as a build does; the vocabulary by term.
 */
const assemble = async (
  file: FileContents,
  clock: () => Date,
  between: () => Promise<void>,
): Promise<{ built: BuiltSnapshot; rederived: boolean }> => {
  const { docs, text, vocabulary, version, publishedMaxPk } = file;
  try {
    const rederived = file.meta.derivation !== derivationFingerprint();
    const maps = await stepped(
      rederived
        ? assembleSnapshot({ version, publishedMaxPk }, docs, clock)
        : derivedMapsSteps({ version, publishedMaxPk }, docs, file.derived, clock),
      between,
    );
    const vocabularyMap = new Map<string, number>();
    for (let n = 0; n < vocabulary.length; n++) {
      const v = vocabulary[n] as { term: string; doc: number };
      vocabularyMap.set(v.term, v.doc);
      if (n % 4_096 === 4_095) await between();
    }
    const built: BuiltSnapshot = {
      state: { version, publishedMaxPk, changeFloor: 0 },
      snapshot: { ...maps, text, vocabulary, vocabularyMap },
      installText: () => undefined,
      discard: () => text.close(),
    };
    return { built, rederived };
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
    const { built, rederived } = await assemble(file, clock, between);
    const assembleMs = Math.round(performance.now() - read);
    const readMs = Math.round(read - started);
    return {
      loaded: built,
      stale: file.version < mark.version,
      rederived,
      bytes: head.size,
      readMs,
      assembleMs,
    };
  } catch (e) {
    if (e instanceof SnapshotFileError) return { refused: e.reason, detail: e.message };
    return { refused: 'unreadable', detail: (e as Error).message };
  }
};
