import { describe, expect, it } from 'vitest';
import {
  checkKeyFormat,
  displayPrefix,
  hashSecret,
  newApiKey,
} from '../../src/access/credentials/api-key.js';

describe('API key format', () => {
  it('issues production and staging keys that pass their own checksum', () => {
    const prod = newApiKey('production');
    const staging = newApiKey('staging');
    expect(prod).toMatch(/^jaunt_api_[0-9A-Za-z]{36}$/);
    expect(staging).toMatch(/^jaunt_api_staging_[0-9A-Za-z]{36}$/);
    expect(checkKeyFormat(prod)).toEqual({ ok: true, environment: 'production' });
    expect(checkKeyFormat(staging)).toEqual({ ok: true, environment: 'staging' });
    expect(newApiKey('production')).not.toBe(prod);
  });

  it.each([
    ['trailing whitespace', (k: string) => `${k} `],
    ['leading whitespace', (k: string) => ` ${k}`],
    ['truncation', (k: string) => k.slice(0, -3)],
    ['extra character', (k: string) => `${k}x`],
    ['typo in the body', (k: string) => k.slice(0, 15) + (k[15] === 'a' ? 'b' : 'a') + k.slice(16)],
    ['wrong prefix', (k: string) => k.replace('jaunt_api_', 'svc_api_')],
    ['empty', () => ''],
  ])('tells %s apart as malformed', (_label, mangle) => {
    expect(checkKeyFormat(mangle(newApiKey('production'))).ok).toBe(false);
  });

  it('hashes deterministically and shows only a short prefix', () => {
    const k = newApiKey('production');
    expect(hashSecret(k).equals(hashSecret(k))).toBe(true);
    expect(displayPrefix(k)).toBe(`${k.slice(0, 14)}…`);
  });
});
