/**
 * The persisted snapshot's binary layout, and a writer and a reader of its records. A file is a
 * 64-byte header then records; every record is a tag (u32), 4 zero bytes, its length (f64) and its
 * bytes, padded to 8. Numbers are little-endian (the typed arrays are written as they lie in memory;
 * a big-endian host refuses the file). The header holds:
 *
 * | offset | field |
 * | --- | --- |
 * | 0 | magic `JAUNTSNP` |
 * | 8 | format version (u32) |
 * | 12 | CRC-32 of every byte after the header (u32) |
 * | 16 | bytes after the header (f64): a shorter file is truncated |
 * | 24 | catalogue version the snapshot reflects (f64) |
 * | 32 | published mark (f64) |
 * | 40 | docs (f64) |
 * | 48 | CRC-32 of the text index's file (u32), then 4 zero bytes |
 * | 56 | bytes of the text index's file (f64) |
 *
 * The text index is not a record: it is a SQLite file of its own beside the snapshot
 * (`textIndexPath`, named by its CRC), opened in place read-only by every process that loads the
 * snapshot (fts-index.ts `openSharedTextIndex`), so a load neither copies nor rewrites it.
 * The writer yields (`between`) after every chunk of at most CHUNK bytes, so a write never holds the
 * event loop; the reader reads records into arrays it allocates at their exact size and streams the
 * text index's record into a file. Pure I/O: no knowledge of what the records mean.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

export const MAGIC = Buffer.from('JAUNTSNP', 'latin1');
/** Raise on any change of the layout or of what a record means: older files are then rebuilt. */
export const FORMAT_VERSION = 4;
export const HEADER_BYTES = 64;
/** Bytes hashed or copied per step (a millisecond or two). */
const CHUNK = 4 * 2 ** 20;

/** What the header says. */
export interface SnapshotHeader {
  format: number;
  crc: number;
  bodyBytes: number;
  version: number;
  publishedMaxPk: number;
  docs: number;
  /** CRC-32 of the text index's file. */
  textCrc: number;
  /** Size of the text index's file. */
  textBytes: number;
}

/** The text index's file of a snapshot at `path` whose header says `textCrc`. */
export const textIndexPath = (path: string, textCrc: number): string =>
  `${path}.fts-${(textCrc >>> 0).toString(16).padStart(8, '0')}`;

/** A file that must not be served: wrong magic or format, truncated, or failing its checksum. */
export class SnapshotFileError extends Error {
  constructor(
    readonly reason: 'magic' | 'format' | 'truncated' | 'checksum' | 'malformed',
    detail: string,
  ) {
    super(`snapshot file ${reason}: ${detail}`);
  }
}

export const encodeHeader = (h: SnapshotHeader): Buffer => {
  const b = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(b, 0);
  b.writeUInt32LE(h.format, 8);
  b.writeUInt32LE(h.crc >>> 0, 12);
  b.writeDoubleLE(h.bodyBytes, 16);
  b.writeDoubleLE(h.version, 24);
  b.writeDoubleLE(h.publishedMaxPk, 32);
  b.writeDoubleLE(h.docs, 40);
  b.writeUInt32LE(h.textCrc >>> 0, 48);
  b.writeDoubleLE(h.textBytes, 56);
  return b;
};

export const decodeHeader = (b: Buffer): SnapshotHeader => {
  if (b.length < HEADER_BYTES) throw new SnapshotFileError('truncated', 'shorter than its header');
  if (!b.subarray(0, 8).equals(MAGIC)) throw new SnapshotFileError('magic', 'not a Jaunt snapshot');
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1)
    throw new SnapshotFileError('format', 'this host is big-endian');
  const format = b.readUInt32LE(8);
  if (format !== FORMAT_VERSION)
    throw new SnapshotFileError('format', `format ${format}, not ${FORMAT_VERSION}`);
  return {
    format,
    crc: b.readUInt32LE(12),
    bodyBytes: b.readDoubleLE(16),
    version: b.readDoubleLE(24),
    publishedMaxPk: b.readDoubleLE(32),
    docs: b.readDoubleLE(40),
    textCrc: b.readUInt32LE(48),
    textBytes: b.readDoubleLE(56),
  };
};

/** The header of the file at `path`, or null when there is no file. Throws SnapshotFileError. */
export const readHeader = async (path: string): Promise<{ header: SnapshotHeader; size: number } | null> => {
  let fh: FileHandle;
  try {
    fh = await open(path, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  try {
    const b = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await fh.read(b, 0, HEADER_BYTES, 0);
    const header = decodeHeader(b.subarray(0, bytesRead));
    const { size } = await fh.stat();
    if (size !== HEADER_BYTES + header.bodyBytes)
      throw new SnapshotFileError(
        'truncated',
        `${size} bytes, the header says ${HEADER_BYTES + header.bodyBytes}`,
      );
    return { header, size };
  } finally {
    await fh.close();
  }
};

const bytesOf = (a: ArrayBufferView): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const PAD = Buffer.alloc(8);

/** Appends records to a file after room for its header; `finish` writes the header last. */
export class RecordWriter {
  private pos = HEADER_BYTES;
  private crc = 0;
  constructor(
    private readonly fh: FileHandle,
    private readonly between: () => Promise<void>,
    /** Checked between chunks: true stops the write (the caller removes the file). */
    private readonly aborted: () => boolean,
  ) {}

  static async create(
    path: string,
    between: () => Promise<void>,
    aborted: () => boolean,
  ): Promise<RecordWriter> {
    return new RecordWriter(await open(path, 'w'), between, aborted);
  }

  private async raw(bytes: Uint8Array): Promise<void> {
    for (let at = 0; at < bytes.length; at += CHUNK) {
      if (this.aborted()) throw new Error('snapshot write aborted');
      const part = bytes.subarray(at, Math.min(bytes.length, at + CHUNK));
      this.crc = crc32(part, this.crc);
      let done = 0;
      while (done < part.length)
        done += (await this.fh.write(part, done, part.length - done, this.pos + done)).bytesWritten;
      this.pos += part.length;
      await this.between();
    }
  }

  private async frame(tag: number, length: number): Promise<void> {
    const b = Buffer.alloc(16);
    b.writeUInt32LE(tag, 0);
    b.writeDoubleLE(length, 8);
    await this.raw(b);
  }

  private async pad(length: number): Promise<void> {
    if (length % 8 !== 0) await this.raw(PAD.subarray(0, 8 - (length % 8)));
  }

  /** One record of these bytes (a typed array is written as it lies in memory). */
  async record(tag: number, data: ArrayBufferView): Promise<void> {
    await this.frame(tag, data.byteLength);
    await this.raw(bytesOf(data));
    await this.pad(data.byteLength);
  }

  /** Writes the header (with the checksum of everything written) and flushes the file to disk. */
  async finish(h: Omit<SnapshotHeader, 'crc' | 'bodyBytes' | 'format'>): Promise<number> {
    const header = encodeHeader({
      ...h,
      format: FORMAT_VERSION,
      crc: this.crc,
      bodyBytes: this.pos - HEADER_BYTES,
    });
    await this.fh.write(header, 0, HEADER_BYTES, 0);
    await this.fh.sync();
    await this.fh.close();
    return this.pos;
  }

  async close(): Promise<void> {
    await this.fh.close().catch(() => undefined);
  }
}

/** Reads a file's records in order, checking tags and lengths; `verify` compares the checksum at the end. */
export class RecordReader {
  private pos = HEADER_BYTES;
  private crc = 0;
  private constructor(
    private readonly fh: FileHandle,
    readonly header: SnapshotHeader,
    private readonly end: number,
    private readonly between: () => Promise<void>,
  ) {}

  static async open(path: string, between: () => Promise<void>): Promise<RecordReader> {
    const fh = await open(path, 'r');
    try {
      const b = Buffer.alloc(HEADER_BYTES);
      const { bytesRead } = await fh.read(b, 0, HEADER_BYTES, 0);
      const header = decodeHeader(b.subarray(0, bytesRead));
      const { size } = await fh.stat();
      if (size !== HEADER_BYTES + header.bodyBytes)
        throw new SnapshotFileError(
          'truncated',
          `${size} bytes, the header says ${HEADER_BYTES + header.bodyBytes}`,
        );
      return new RecordReader(fh, header, size, between);
    } catch (e) {
      await fh.close();
      throw e;
    }
  }

  /** Fills `into` from the file, hashing as it goes. */
  private async fill(into: Uint8Array): Promise<void> {
    if (this.pos + into.length > this.end)
      throw new SnapshotFileError('truncated', 'a record runs past the end');
    for (let at = 0; at < into.length; ) {
      const n = Math.min(CHUNK, into.length - at);
      const { bytesRead } = await this.fh.read(into, at, n, this.pos);
      if (bytesRead === 0) throw new SnapshotFileError('truncated', 'the file ended early');
      this.crc = crc32(into.subarray(at, at + bytesRead), this.crc);
      at += bytesRead;
      this.pos += bytesRead;
      await this.between();
    }
  }

  private async frame(tag: number): Promise<number> {
    const b = Buffer.alloc(16);
    await this.fill(b);
    const got = b.readUInt32LE(0);
    const length = b.readDoubleLE(8);
    if (got !== tag || !Number.isSafeInteger(length) || length < 0 || this.pos + length > this.end)
      throw new SnapshotFileError('malformed', `record ${got} (${length} bytes) where ${tag} was expected`);
    return length;
  }

  private async skipPad(length: number): Promise<void> {
    if (length % 8 !== 0) await this.fill(Buffer.alloc(8 - (length % 8)));
  }

  /** The next record (of `tag`) as a new typed array of `type`. */
  async record<T extends ArrayBufferView>(
    tag: number,
    type: { new (n: number): T; BYTES_PER_ELEMENT: number },
  ): Promise<T> {
    const length = await this.frame(tag);
    if (length % type.BYTES_PER_ELEMENT !== 0)
      throw new SnapshotFileError('malformed', `record ${tag} of ${length} bytes`);
    const out = new type(length / type.BYTES_PER_ELEMENT);
    await this.fill(bytesOf(out));
    await this.skipPad(length);
    return out;
  }

  /** Throws unless every byte was read and the checksum matches the header's. */
  verify(): void {
    if (this.pos !== this.end)
      throw new SnapshotFileError('malformed', `${this.end - this.pos} bytes left unread`);
    if (this.crc >>> 0 !== this.header.crc >>> 0)
      throw new SnapshotFileError('checksum', 'the bytes changed');
  }

  async close(): Promise<void> {
    await this.fh.close().catch(() => undefined);
  }
}

/**
 * CRC-32 and size of the open file `fh`, read a chunk at a time with `between` after each (a
 * chunk's hash is a millisecond or two of the event loop; the reads themselves are off it).
 */
export const fileChecksum = async (
  fh: FileHandle,
  between: () => Promise<void>,
): Promise<{ crc: number; bytes: number }> => {
  const { size } = await fh.stat();
  const chunk = Buffer.allocUnsafe(CHUNK);
  let crc = 0;
  for (let at = 0; at < size; ) {
    const { bytesRead } = await fh.read(chunk, 0, Math.min(CHUNK, size - at), at);
    if (bytesRead === 0) throw new SnapshotFileError('truncated', 'the text index file ended early');
    crc = crc32(chunk.subarray(0, bytesRead), crc);
    at += bytesRead;
    await between();
  }
  return { crc: crc >>> 0, bytes: size };
};
