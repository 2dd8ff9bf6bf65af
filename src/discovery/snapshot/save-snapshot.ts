/**
 * Writes the discovery snapshot to its file (src/discovery/snapshot/snapshot-file.ts) so that the
 * next start loads it instead of rebuilding: the docs' columns as they lie in memory, their shared
 * strings and lists, the table of positions, the text index's vocabulary, the maps over the docs
 * (derived-maps.ts, with the fingerprint of the code that worked them out), and a copy of the text
 * index as a file of its own beside it (its CRC and size in the header). Runs in the background
 * between requests (a chunk of a few MB at a time); it writes a temporary file beside the target
 * and renames it over the target at the end, so a reader sees the old file or the new one, never
 * half of one.
 */
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { derivationFingerprint } from './derivation-fingerprint.js';
import { writeDerivedMaps } from './derived-maps.js';
import type { Snapshot } from './discovery-index.js';
import { columnArrays, type DocColumns } from './doc-columns.js';
import { fileChecksum, RecordWriter, readHeader, textIndexPath } from './snapshot-file.js';
import { json, type SetMeta, type SnapshotMeta, TAG, writeStrings } from './snapshot-records.js';

const kindOf = (a: ArrayBufferView): 'u8' | 'i32' | 'f64' =>
  a instanceof Float64Array ? 'f64' : a instanceof Int32Array ? 'i32' : 'u8';

/** One set of columns: its meta, its arrays, its strings, its lists (sizes, then their items as strings). */
const writeSet = async (w: RecordWriter, cols: DocColumns, between: () => Promise<void>): Promise<void> => {
  const arrays = columnArrays(cols);
  const meta: SetMeta = {
    rows: cols.rows,
    columns: arrays.map(([name, a]) => [name, kindOf(a)]),
    strings: cols.strings.length,
    lists: cols.lists.length,
  };
  await w.record(TAG.setMeta, json(meta));
  for (const [, a] of arrays) await w.record(TAG.column, a);
  await writeStrings(w, cols.strings, between);
  const sizes = Int32Array.from(cols.lists, (l) => l.length);
  await w.record(TAG.listSizes, sizes);
  await writeStrings(w, cols.lists.flat(), between);
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Temporary files of writes whose process died (SIGKILL, crash) before it removed them. */
const removeOrphans = async (path: string): Promise<void> => {
  const prefix = basename(path);
  for (const f of await readdir(dirname(path))) {
    const m = /\.(?:tmp|text)-(\d+)$/.exec(f);
    if (f.startsWith(prefix) && m && Number(m[1]) !== process.pid && !alive(Number(m[1])))
      await rm(join(dirname(path), f), { force: true });
  }
};

/**
 * The text index's file beside the snapshot: copied from the index in use (SQLite's online backup,
 * in steps, in rollback-journal mode so that processes can open it read-only without a WAL),
 * hashed, then renamed to its name by CRC (textIndexPath). A file of that name already there holds
 * the same bytes.
 */
const writeTextIndex = async (
  snap: Snapshot,
  path: string,
  textCopy: string,
  between: () => Promise<void>,
): Promise<{ path: string; crc: number; bytes: number }> => {
  await rm(textCopy, { force: true });
  await snap.text.copyTo(textCopy, between);
  const fh = await open(textCopy, 'r');
  let sum: { crc: number; bytes: number };
  try {
    sum = await fileChecksum(fh, between);
  } finally {
    await fh.close();
  }
  const target = textIndexPath(path, sum.crc);
  await rename(textCopy, target);
  return { path: target, ...sum };
};

/**
 * Text index files of earlier snapshots at `path`. A process that loaded one keeps its open handle
 * (the file lives on until it closes it, and its private copy is made from that handle).
 */
const removeOtherTextFiles = async (path: string, keep: string): Promise<void> => {
  const prefix = `${basename(path)}.fts-`;
  for (const f of await readdir(dirname(path)))
    if (f.startsWith(prefix) && join(dirname(path), f) !== keep)
      await rm(join(dirname(path), f), { force: true });
};

export interface SaveOptions {
  /** indexed_at of the snapshot's catalogue version (null when unknown). */
  indexedAt: string | null;
  between: () => Promise<void>;
  /** Checked between chunks: true abandons the write (shutdown). */
  aborted: () => boolean;
}

/**
 * Writes `snap` to `path` unless the file there already reflects a later catalogue version (another
 * instance sharing JAUNT_SNAPSHOT_DIR wrote it; one of the same version may be a damaged file this
 * process refused, so it is replaced). Returns the bytes written, or 0 when it left the file as it was.
 */
export const saveSnapshot = async (snap: Snapshot, path: string, opts: SaveOptions): Promise<number> => {
  const existing = await readHeader(path).catch(() => null);
  if (existing && existing.header.version > snap.version) return 0;
  await mkdir(dirname(path), { recursive: true });
  await removeOrphans(path);
  const temp = `${path}.tmp-${process.pid}`;
  const textCopy = `${path}.text-${process.pid}`;
  const w = await RecordWriter.create(temp, opts.between, opts.aborted);
  try {
    const meta: SnapshotMeta = {
      indexedAt: opts.indexedAt,
      sets: snap.docs.sets.length,
      derivation: derivationFingerprint(),
    };
    await w.record(TAG.meta, json(meta));
    for (const cols of snap.docs.sets) await writeSet(w, cols, opts.between);
    const table = snap.docs.positions();
    await w.record(TAG.tableSetIds, table.setIds);
    await w.record(TAG.tableRows, table.rows);
    await w.record(TAG.tablePks, table.pks);
    // The text index's terms with their document counts: a load skips scanning the index for them.
    await writeStrings(
      w,
      snap.vocabulary.map((v) => v.term),
      opts.between,
    );
    await w.record(
      TAG.vocabularyDocs,
      Int32Array.from(snap.vocabulary, (v) => v.doc),
    );
    await writeDerivedMaps(w, snap, opts.between);
    const text = await writeTextIndex(snap, path, textCopy, opts.between);
    const bytes = await w.finish({
      version: snap.version,
      publishedMaxPk: snap.publishedMaxPk,
      docs: snap.docs.length,
      textCrc: text.crc,
      textBytes: text.bytes,
    });
    await rename(temp, path);
    await removeOtherTextFiles(path, text.path);
    return bytes + text.bytes;
  } catch (e) {
    await w.close();
    await rm(temp, { force: true });
    throw e;
  } finally {
    await rm(textCopy, { force: true });
  }
};
