/**
 * The demo catalogue as an NDJSON stream, so the demo goes through the same importer as any file.
 * It is generated as it is read: lines are joined into chunks of about CHUNK_CHARS, and the next
 * chunk is built only when the reader asks for it, so memory stays flat at any size.
 */
import { Readable } from 'node:stream';
import { demoCatalogueLines } from './generate.js';

const CHUNK_CHARS = 256 * 1024;

export const demoNdjson = (size: number, today: Date, pictureBaseUrl?: string): Readable =>
  Readable.from(
    (function* () {
      let chunk = '';
      for (const line of demoCatalogueLines({ size, today, pictureBaseUrl })) {
        chunk += `${line}\n`;
        if (chunk.length >= CHUNK_CHARS) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk !== '') yield chunk;
    })(),
  );
