import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretKeyMismatch, secretKeyId } from '../../src/platform/secrets/secret-box.js';

const k1 = Buffer.alloc(32, 1);
const k2 = Buffer.alloc(32, 2);

describe('secret box (AES-256-GCM)', () => {
  it('seals with a fresh IV under the current key id and opens in the same context', () => {
    const box = createSecretBox(k1);
    const a = box.seal('whsec_abc', 'api_key.webhook_secret:key_1');
    expect(a).toMatch(new RegExp(`^enc:v1:${secretKeyId(k1)}:[A-Za-z0-9_-]+$`));
    expect(a).not.toBe(box.seal('whsec_abc', 'api_key.webhook_secret:key_1'));
    expect(box.open(a, 'api_key.webhook_secret:key_1')).toBe('whsec_abc');
    expect(box.isCurrent(a)).toBe(true);
  });

  it('refuses a value moved to another row or altered', () => {
    const box = createSecretBox(k1);
    const a = box.seal('whsec_abc', 'api_key.webhook_secret:key_1');
    expect(() => box.open(a, 'api_key.webhook_secret:key_2')).toThrow(SecretKeyMismatch);
    const flipped = `${a.slice(0, -2)}${a.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open(flipped, 'api_key.webhook_secret:key_1')).toThrow(/failed authentication/);
    expect(() => box.open('enc:v1:abcd0123:xx', 'c')).toThrow(/JAUNT_SECRET_KEY_PREVIOUS/);
  });

  it('opens values of the previous key while rotating, and passes plaintext through', () => {
    const old = createSecretBox(k1).seal('s', 'c');
    const rotating = createSecretBox(k2, k1);
    expect(rotating.open(old, 'c')).toBe('s');
    expect(rotating.isCurrent(old)).toBe(false);
    expect(() => createSecretBox(k2).open(old, 'c')).toThrow(SecretKeyMismatch);
    expect(rotating.open('plain-legacy', 'c')).toBe('plain-legacy');
  });
});
