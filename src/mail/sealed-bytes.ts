/**
 * Mail bytes at rest (message bodies, ticket files): AES-256-GCM under a fresh 32-byte data key per
 * value, framed as the secrets box frames its strings (`gcmSeal`); the data key itself is sealed with
 * the secrets box (JAUNT_SECRET_KEY), so key rotation re-seals small keys, not megabytes.
 * Pure crypto, no I/O: the MIME worker thread seals bodies with it off the event loop.
 */
import { randomBytes } from 'node:crypto';
import { gcmOpen, gcmSeal } from '../platform/secrets/secret-box.js';

export interface SealedBytes {
  /** The data key, base64 (seal it with the secrets box before storing). */
  key: string;
  content: Uint8Array;
}

export const sealBytes = (plain: Uint8Array, aad: string): SealedBytes => {
  const key = randomBytes(32);
  return { key: key.toString('base64'), content: gcmSeal(key, plain, aad) };
};

export const openBytes = (sealed: Uint8Array, key: string, aad: string): Buffer =>
  gcmOpen(Buffer.from(key, 'base64'), sealed, aad);

/**
 * The additional data of sealed mail bytes: a value moved to another row does not open. (The
 * contexts of their sealed data keys live with every other sealed column, in platform/secrets.)
 */
export const mailSealContext = {
  body: (sha256: string) => `mail_body.content:${sha256}`,
  file: (id: string) => `mail_deliverable.content:${id}`,
} as const;

/**
 * Bytes that alone own their ArrayBuffer can be moved between threads instead of copied (a 10 MiB
 * copy costs the receiving event loop ~10 ms). Small Buffers share Node's pool: those are copied.
 */
export const ownsItsMemory = (b: Uint8Array): boolean =>
  b.byteLength >= 64 * 1024 && b.byteOffset === 0 && b.buffer.byteLength === b.byteLength;

/**
 * A message's bytes in shared memory: posted to the MIME and authenticity workers without a copy on
 * the event loop (structured clone copies a 10 MiB buffer once per worker, and its garbage follows).
 * SMTP receives into shared memory already (returned as is); mail posted over HTTP is copied once.
 */
export const sharedBytes = (parts: Uint8Array | readonly Uint8Array[]): Uint8Array => {
  const list = parts instanceof Uint8Array ? [parts] : parts;
  if (list.length === 1 && list[0] && isShared(list[0])) return list[0];
  const out = new Uint8Array(new SharedArrayBuffer(list.reduce((n, p) => n + p.byteLength, 0)));
  let at = 0;
  for (const p of list) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
};

export const isShared = (b: Uint8Array): boolean =>
  typeof SharedArrayBuffer !== 'undefined' && b.buffer instanceof SharedArrayBuffer;

/** A thread's own copy of shared bytes (TextDecoder and others refuse shared memory). */
export const ownCopy = (b: Uint8Array): Uint8Array => (isShared(b) ? b.slice() : b);
