/**
 * Secrets at rest: AES-256-GCM under JAUNT_SECRET_KEY. A sealed value is
 * `enc:v1:<key id>:<base64url(12-byte IV | ciphertext | 16-byte tag)>`; the key id (first 4 bytes
 * of the key's SHA-256, hex) says which key opens it, so JAUNT_SECRET_KEY_PREVIOUS can keep
 * opening values until `secrets rotate` has re-sealed them. The context (table, column, row id) is
 * the GCM additional data: a sealed value copied into another row does not open there.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with the additional data `aad`, framed as `12-byte IV | ciphertext | 16-byte tag`:
 * the one framing of everything sealed at rest (this box's strings, mail's sealed bytes).
 */
export const gcmSeal = (key: Buffer, plain: Uint8Array, aad: string): Buffer => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
};

/** Opens what gcmSeal framed; throws when the key, the data or `aad` do not match. */
export const gcmOpen = (key: Buffer, sealed: Uint8Array, aad: string): Buffer => {
  const raw = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
};

export class SecretKeyMismatch extends Error {}

export interface SecretBox {
  /** The id of the key new values are sealed under. */
  readonly keyId: string;
  seal(plaintext: string, context: string): string;
  /** Opens a sealed value; a value from before sealing (plaintext) is returned as it is. */
  open(stored: string, context: string): string;
  /** Whether a stored value is already sealed under the current key (nothing to re-seal). */
  isCurrent(stored: string): boolean;
  isSealed(stored: string): boolean;
}

export const secretKeyId = (key: Buffer): string =>
  createHash('sha256').update(key).digest().subarray(0, 4).toString('hex');

export const createSecretBox = (current: Buffer, previous?: Buffer): SecretBox => {
  if (current.length !== 32 || (previous && previous.length !== 32))
    throw new Error('secret keys are 32 bytes (AES-256)');
  const keyId = secretKeyId(current);
  const keys = new Map<string, Buffer>([[keyId, current]]);
  if (previous) keys.set(secretKeyId(previous), previous);
  const isSealed = (stored: string) => stored.startsWith(PREFIX);
  return {
    keyId,
    isSealed,
    isCurrent: (stored) => stored.startsWith(`${PREFIX}${keyId}:`),
    seal: (plaintext, context) =>
      `${PREFIX}${keyId}:${gcmSeal(current, Buffer.from(plaintext, 'utf8'), context).toString('base64url')}`,
    open: (stored, context) => {
      if (!isSealed(stored)) return stored;
      const [kid = '', payload = ''] = stored.slice(PREFIX.length).split(':');
      const key = keys.get(kid);
      if (!key)
        throw new SecretKeyMismatch(
          `a secret in the database is sealed under key ${kid}, but JAUNT_SECRET_KEY is key ${keyId}` +
            `${previous ? ` and JAUNT_SECRET_KEY_PREVIOUS is key ${secretKeyId(previous)}` : ''}: ` +
            'set JAUNT_SECRET_KEY_PREVIOUS to the key it was sealed under, then run `npm run jaunt -- secrets rotate`',
        );
      try {
        return gcmOpen(key, Buffer.from(payload, 'base64url'), context).toString('utf8');
      } catch {
        throw new SecretKeyMismatch(`a sealed secret (${context}) failed authentication: altered or moved`);
      }
    },
  };
};

/** `secrets generate-key`: a fresh JAUNT_SECRET_KEY value. */
export const newSecretKey = (): string => randomBytes(32).toString('base64');
