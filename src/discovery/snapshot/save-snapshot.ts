/**
 * Writes the discovery snapshot to its file (src/discovery/snapshot/snapshot-file.ts) so that the
 * next start loads it instead of rebuilding: the docs' columns as they lie in memory, their shared
 * strings and lists, the table of positions, the text index's vocabulary, the maps over the docs
 * (derived-maps.ts, with the fingerprint of the code that worked them out) and a copy of the index. Runs in the background
 * between requests (a chunk of a few MB at a time); it writes a temporary file beside the target
 * and renames it over the target at the end, so a reader sees the old file or the new one, never
 * half of one.
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { derivationFingerprint } from './derivation-fingerprint.js';
import { writeDerivedMaps } from './derived-maps.js';
import type { Snapshot } from './discovery-index.js';
import { columnArrays, type DocColumns } from './doc-columns.js';
import { RecordWriter, readHeader } from './snapshot-file.js';
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
    await rm(textCopy, { force: true });
    await snap.text.copyTo(textCopy, opts.between);
    await w.fileRecord(TAG.text, textCopy);
    const bytes = await w.finish({
      version: snap.version,
      publishedMaxPk: snap.publishedMaxPk,
      docs: snap.docs.length,
    });
    await rename(temp, path);
    return bytes;
  } catch (e) {
    await w.close();
    await rm(temp, { force: true });
    throw e;
  } finally {
    await rm(textCopy, { force: true });
  }
};
