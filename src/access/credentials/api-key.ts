/**
 * API key format, modelled on GitHub's tokens: `<prefix><30 base62 random><6 base62 CRC32>`, so a
 * truncated or mistyped key is told apart from an unknown one without a database lookup.
 */
import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const KEY_PREFIXES = { staging: 'jaunt_api_staging_', production: 'jaunt_api_' } as const;
export type KeyEnvironment = keyof typeof KEY_PREFIXES;
export type ServerEnvironment = 'production' | 'staging' | 'development';

/** Production servers take production keys only; staging and development take staging keys only. */
export const keyEnvironmentOf = (server: ServerEnvironment): KeyEnvironment =>
  server === 'production' ? 'production' : 'staging';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;

const toBase62 = (n: number, width: number): string => {
  let out = '';
  let v = n;
  do {
    out = ALPHABET[v % 62] + out;
    v = Math.floor(v / 62);
  } while (v > 0);
  return out.padStart(width, '0');
};

const randomBase62 = (length: number): string => {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: rejection sampling keeps the distribution uniform.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
};

const checksum = (prefix: string, body: string): string => toBase62(crc32(prefix + body), CHECKSUM_LENGTH);

export const newApiKey = (environment: KeyEnvironment): string => {
  const prefix = KEY_PREFIXES[environment];
  const body = randomBase62(RANDOM_LENGTH);
  return prefix + body + checksum(prefix, body);
};

export type KeyCheck = { ok: true; environment: KeyEnvironment } | { ok: false; reason: string };

/** Decides `key_malformed` offline: prefix, length, alphabet and checksum. Never trims. */
export const checkKeyFormat = (key: string): KeyCheck => {
  // Longest prefix first: staging keys also start with the production prefix.
  const environment = (['staging', 'production'] as const).find((e) => key.startsWith(KEY_PREFIXES[e]));
  if (!environment) return { ok: false, reason: 'not a Jaunt API key (expected prefix jaunt_api_)' };
  const prefix = KEY_PREFIXES[environment];
  const rest = key.slice(prefix.length);
  if (rest.length !== RANDOM_LENGTH + CHECKSUM_LENGTH)
    return { ok: false, reason: 'wrong length (truncated or extra characters?)' };
  if (!/^[0-9A-Za-z]+$/.test(rest)) return { ok: false, reason: 'contains characters that are not base62' };
  const body = rest.slice(0, RANDOM_LENGTH);
  if (checksum(prefix, body) !== rest.slice(RANDOM_LENGTH))
    return { ok: false, reason: 'checksum mismatch (mistyped?)' };
  return { ok: true, environment };
};

/** Keys are high-entropy, so a plain SHA-256 is the right hash (no bcrypt/argon2 needed). */
export const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/** A short, non-secret prefix for listings: `jaunt_api_Ab3x…`. */
export const displayPrefix = (key: string): string => {
  const check = checkKeyFormat(key);
  const prefixLength = check.ok ? KEY_PREFIXES[check.environment].length : 0;
  return `${key.slice(0, prefixLength + 4)}…`;
};

/** Standard Webhooks signing secret: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export const newId = (prefix: string): string => `${prefix}_${randomBase62(20)}`;
