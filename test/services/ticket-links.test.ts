/** Ticket links (issue 8, finding 7): expiry capped at now + TTL, signatures decoded strictly. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTicketLinks } from '../../src/booking/ticket-links.js';

const SECRET = 'ticket-link-test-secret';
const now = new Date('2026-11-22T15:00:00Z');
const links = createTicketLinks({
  secret: SECRET,
  publicUrl: 'https://jaunt.test',
  ttlS: 3600,
  clock: () => now,
});
const sign = (expires: string) =>
  createHmac('sha256', SECRET).update(`ticket:bk_1:T1:${expires}`).digest().toString('base64url');
const paramsOf = (url: string) => new URL(url).searchParams;

describe('ticket links', () => {
  it('verifies a minted link', () => {
    const p = paramsOf(links.mint('bk_1', 'T1').url);
    expect(links.verify('bk_1', 'T1', p.get('expires') ?? '', p.get('sig') ?? '')).toBe('ok');
  });

  it('refuses a validly signed expiry beyond now + TTL', () => {
    const far = '999999999999';
    expect(links.verify('bk_1', 'T1', far, sign(far))).toBe('bad_signature');
    const justOver = String(now.getTime() / 1000 + 3601);
    expect(links.verify('bk_1', 'T1', justOver, sign(justOver))).toBe('bad_signature');
    const atTtl = String(now.getTime() / 1000 + 3600);
    expect(links.verify('bk_1', 'T1', atTtl, sign(atTtl))).toBe('ok');
  });

  it('accepts only the one canonical base64url spelling of the signature', () => {
    const expires = String(now.getTime() / 1000 + 60);
    const sig = sign(expires);
    expect(links.verify('bk_1', 'T1', expires, sig)).toBe('ok');
    // The 43rd character carries 4 bits plus 2 unused ones: flipping an unused bit decodes the same.
    const last = sig.at(-1) ?? 'A';
    const b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const alias = b64[b64.indexOf(last) ^ 1] ?? 'A';
    expect(Buffer.from(`${sig.slice(0, -1)}${alias}`, 'base64url')).toEqual(Buffer.from(sig, 'base64url'));
    for (const spelling of [
      `${sig}=`,
      `${sig.slice(0, -1)}${alias}`,
      sig.replace(/-/g, '+').replace(/_/g, '/'),
      ` ${sig}`,
      `${sig}.`,
    ]) {
      if (spelling === sig) continue;
      expect(links.verify('bk_1', 'T1', expires, spelling)).toBe('bad_signature');
    }
    expect(links.verify('bk_1', 'T1', `0${expires}`, sign(`0${expires}`))).toBe('bad_signature');
  });
});
