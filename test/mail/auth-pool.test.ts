/**
 * SPF and DKIM run in a worker thread (auth-pool.ts) while the DNS stays with this thread: a test's
 * table resolver answers the worker's lookups (a signed message passes DKIM), a resolver's error
 * keeps its code across (ENOTFOUND reads as SPF `none`, SERVFAIL as `temperror`), and a verification
 * past its deadline answers `temperror` without stopping the next one.
 */
import { createTransport } from 'nodemailer';
import { afterEach, expect, it } from 'vitest';
import { type AuthPool, createAuthPool } from '../../src/mail/auth-pool.js';
import type { DnsResolver } from '../../src/mail/authenticity.js';
import { type DnsTable, dkimKey, tableResolver } from '../helpers/mail-wire.js';

const pools: AuthPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
const pool = (resolver: DnsResolver, deadlineMs = 10_000): AuthPool => {
  const p = createAuthPool(resolver, deadlineMs);
  pools.push(p);
  return p;
};

const compose = async (from: string, dkim?: ReturnType<typeof dkimKey>): Promise<Uint8Array> => {
  const t = createTransport({ streamTransport: true, buffer: true, ...(dkim ? { dkim } : {}) });
  const sent = await t.sendMail({ from, to: 'orders@in.jaunt.test', subject: 'Tickets', text: 'Enjoy.' });
  return sent.message as Buffer;
};

it('the worker asks this thread for DNS: a signed message passes DKIM for its From domain', async () => {
  const dns: DnsTable = new Map();
  const key = dkimKey(dns, 'example.com');
  const asked: string[] = [];
  const table = tableResolver(dns);
  const p = pool(async (name, type) => {
    asked.push(`${type} ${name}`);
    return table(name, type);
  });
  const verdict = await p.verify(await compose('tickets@example.com', key), {});
  expect(verdict).toEqual({ spf: 'none', dkim: 'pass', authDomain: 'example.com' });
  expect(asked).toContain('TXT mail._domainkey.example.com');
});

it('a resolver error keeps its code across the thread: ENOTFOUND is SPF none, SERVFAIL temperror', async () => {
  const failing =
    (code: string): DnsResolver =>
    async (name) => {
      throw Object.assign(new Error(`queryTxt ${code} ${name}`), { code });
    };
  const raw = await compose('tickets@example.com');
  const origin = { ip: '192.0.2.1', helo: 'mx.example.com', sender: 'bounces@example.com' };
  expect((await pool(failing('ENOTFOUND')).verify(raw, origin)).spf).toBe('none');
  expect((await pool(failing('ESERVFAIL')).verify(raw, origin)).spf).toBe('temperror');
});

it('a verification past its deadline is temperror, and the next message is verified by a fresh worker', async () => {
  const dns: DnsTable = new Map();
  const key = dkimKey(dns, 'example.com');
  const table = tableResolver(dns);
  // DNS for hang.test never answers.
  const p = pool(
    (name, type) => (name.endsWith('hang.test') ? new Promise(() => undefined) : table(name, type)),
    // Long enough for the next message's real verification on a loaded CI machine (it was 500 ms).
    2500,
  );
  const hung = await p.verify(await compose('tickets@hang.test', dkimKey(dns, 'hang.test')), {});
  expect(hung).toEqual({ spf: 'temperror', dkim: 'temperror', authDomain: null });
  const fine = await p.verify(await compose('tickets@example.com', key), {});
  expect(fine).toMatchObject({ dkim: 'pass', authDomain: 'example.com' });
});
