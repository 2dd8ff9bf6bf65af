/**
 * What the persisted snapshot's records are (src/discovery/snapshot/snapshot-file.ts holds the
 * bytes): their tags in file order, the meta records' JSON, and lists of strings as two records (their
 * UTF-8 lengths, then one buffer of their bytes). Shared by the writer (save-snapshot.ts,
 * derived-maps.ts) and the reader (load-snapshot.ts, derived-maps.ts).
 */
import type { RecordReader, RecordWriter } from './snapshot-file.js';
import { SnapshotFileError } from './snapshot-file.js';

/** Record tags, in the order they are written and read. */
export const TAG = {
  meta: 1,
  setMeta: 2,
  column: 3,
  stringLengths: 4,
  stringBytes: 5,
  listSizes: 6,
  tableSetIds: 7,
  tableRows: 8,
  tablePks: 9,
  vocabularyDocs: 11,
  /** The derived maps (derived-maps.ts): their meta, then their arrays and strings. */
  derivedMeta: 12,
  derived: 13,
  // 10 held the text index in files of format 3 and before; format 4 keeps it in a file of its own.
} as const;

/** What the meta record says (JSON). */
export interface SnapshotMeta {
  /** indexed_at of the catalogue version, when it was read with it (see catalogueMark). */
  indexedAt: string | null;
  sets: number;
  /** The derivation fingerprint of the process that worked out the file's derived maps. */
  derivation: string;
}

/** What a set's meta record says (JSON): its rows and its arrays' names and element types. */
export interface SetMeta {
  rows: number;
  columns: [name: string, kind: 'u8' | 'i32' | 'f64'][];
  strings: number;
  lists: number;
}

export const json = (v: unknown): Buffer => Buffer.from(JSON.stringify(v), 'utf8');

export const parseJson = <T>(bytes: Uint8Array): T => {
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as T;
  } catch {
    throw new SnapshotFileError('malformed', 'a meta record is not JSON');
  }
};

/** Strings as their UTF-8 lengths and one buffer of their bytes, built in steps. */
const encodeStrings = async (
  strings: readonly string[],
  between: () => Promise<void>,
): Promise<{ lengths: Int32Array; bytes: Buffer }> => {
  const lengths = new Int32Array(strings.length);
  let total = 0;
  for (let i = 0; i < strings.length; i++) {
    const n = Buffer.byteLength(strings[i] as string, 'utf8');
    lengths[i] = n;
    total += n;
    if (i % 4_096 === 4_095) await between();
  }
  const bytes = Buffer.allocUnsafe(total);
  let at = 0;
  for (let i = 0; i < strings.length; i++) {
    at += bytes.write(strings[i] as string, at, 'utf8');
    if (i % 4_096 === 4_095) await between();
  }
  return { lengths, bytes };
};

/** Two records: the strings' UTF-8 lengths, then their bytes. */
export const writeStrings = async (
  w: RecordWriter,
  strings: readonly string[],
  between: () => Promise<void>,
): Promise<void> => {
  const { lengths, bytes } = await encodeStrings(strings, between);
  await w.record(TAG.stringLengths, lengths);
  await w.record(TAG.stringBytes, bytes);
};

/** The strings writeStrings wrote (`count` of them when given, else as many as the lengths say). */
export const readStrings = async (
  r: RecordReader,
  between: () => Promise<void>,
  count?: number,
): Promise<string[]> => {
  const lengths = await r.record(TAG.stringLengths, Int32Array);
  if (count !== undefined && lengths.length !== count)
    throw new SnapshotFileError('malformed', 'string count');
  const bytes = Buffer.from((await r.record(TAG.stringBytes, Uint8Array)).buffer);
  const out: string[] = new Array(lengths.length);
  let at = 0;
  for (let i = 0; i < lengths.length; i++) {
    const n = lengths[i] as number;
    if (n < 0 || at + n > bytes.length) throw new SnapshotFileError('malformed', 'string bytes');
    out[i] = bytes.toString('utf8', at, at + n);
    at += n;
    if (i % 4_096 === 4_095) await between();
  }
  return out;
};
