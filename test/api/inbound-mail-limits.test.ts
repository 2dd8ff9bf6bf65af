/**
 * The limits of inbound vendor mail, over a real SMTP listener and the HTTP hook: one sealed copy of
 * a message for all its recipients, recipient caps per message and per session, bytes per sender per
 * day, unmatched mail expiring, idle sessions closed and connections per source capped, the parse
 * deadline, 50 `?recipient=` values, and the development mailbox only on a loopback-bound server.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAgentKey, signRequest } from '../helpers/agent-signer.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import { smtpWire } from '../helpers/mail-wire.js';

const DOMAIN = 'in.limits.test';
const SECRET = 'inbound-limits-secret-0123456789';
const MiB = 1024 * 1024;

let app: TestApp;
let port: number;
let seq = 0;

const unmatched = () => `orders+${(++seq).toString(16).padStart(32, 'a')}@${DOMAIN}`;

/** A plain message of about `bytes` bytes whose body carries `marker`. */
const message = (o: { from: string; id: string; bytes?: number; marker?: string }): Buffer => {
  const head = [
    `From: Vendor <${o.from}>`,
    `To: someone@${DOMAIN}`,
    'Subject: Your booking',
    `Message-ID: <${o.id}@vendor.example>`,
    'Date: Sun, 22 Nov 2026 10:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8',
    '',
    o.marker ?? 'Booking confirmed.',
    '',
  ].join('\r\n');
  const line = `${'x'.repeat(76)}\r\n`;
  const pad = Math.max(0, (o.bytes ?? 0) - head.length);
  return Buffer.from(head + line.repeat(Math.ceil(pad / line.length)), 'latin1');
};

/** One SMTP session: MAIL FROM, the recipients (their reply codes), and DATA when any was accepted. */
const session = async (from: string, recipients: string[], raw: Buffer) => {
  const w = smtpWire(port);
  expect((await w.greeting).code).toBe(220);
  await w.command('EHLO vendor.example');
  expect((await w.command(`MAIL FROM:<${from}>`)).code).toBe(250);
  const codes: number[] = [];
  for (const r of recipients) codes.push((await w.command(`RCPT TO:<${r}>`)).code);
  const data = codes.includes(250) ? await w.data(raw) : null;
  await w.command('QUIT');
  w.end();
  return { codes, data };
};

const count = async (q: ReturnType<typeof sql>) => Number(await value(app.store, q));

beforeAll(async () => {
  app = await startTestApp({
    env: {
      JAUNT_INBOUND_SMTP_PORT: '0',
      JAUNT_INBOUND_DOMAIN: DOMAIN,
      JAUNT_INBOUND_SECRET: SECRET,
      JAUNT_INBOUND_SENDER_DAILY_BYTES: String(6 * MiB),
      JAUNT_INBOUND_SMTP_MAX_PER_SOURCE: '4',
      JAUNT_INBOUND_SMTP_IDLE_MS: '800',
    },
  });
  port = app.smtp?.port ?? 0;
});

afterAll(async () => {
  await app?.stop();
});

describe('inbound SMTP storage', () => {
  it('stores a 2 MiB message to 50 recipients once, sealed, linked to each recipient', async () => {
    const recipients = Array.from({ length: 50 }, unmatched);
    const raw = message({ from: 'once@vendor.example', id: 'once-1', bytes: 2 * MiB, marker: 'MARKER-7731' });
    const { codes, data } = await session('once@vendor.example', recipients, raw);
    expect(codes.every((c) => c === 250)).toBe(true);
    expect(data?.code).toBe(250);
    expect(
      await count(sql`SELECT COUNT(*) FROM inbound_mail WHERE message_id = ${'<once-1@vendor.example>'}`),
    ).toBe(50);
    const stored = await count(
      sql`SELECT SUM(size_bytes) FROM mail_body WHERE sender = ${'once@vendor.example'}`,
    );
    expect(stored).toBeGreaterThan(2 * MiB - 1024);
    expect(stored).toBeLessThan(2.1 * MiB);
    expect(
      await count(
        sql`SELECT COUNT(DISTINCT body_id) FROM inbound_mail WHERE message_id = ${'<once-1@vendor.example>'}`,
      ),
    ).toBe(1);
    // The row's own raw column is empty and the body is sealed: the marker is nowhere in clear.
    expect(
      await count(
        sql`SELECT COALESCE(SUM(LENGTH(raw)), 0) FROM inbound_mail WHERE message_id = ${'<once-1@vendor.example>'}`,
      ),
    ).toBe(0);
    const pieces = await all(
      app.store,
      sql`SELECT c.content FROM mail_body_chunk c JOIN mail_body b ON b.id = c.body_id WHERE b.sender = ${'once@vendor.example'}`,
    );
    const content = Buffer.concat(pieces.map((p) => Buffer.from(p.content as Uint8Array)));
    expect(content.length).toBeGreaterThan(2 * MiB - 1024);
    expect(content.includes('MARKER-7731')).toBe(false);
    expect(Buffer.from(content).includes('Booking confirmed')).toBe(false);
  });

  it('refuses recipients past 50 per message and 100 per session with 452', async () => {
    const w = smtpWire(port);
    await w.greeting;
    await w.command('EHLO vendor.example');
    await w.command('MAIL FROM:<caps@vendor.example>');
    const first: number[] = [];
    for (let i = 0; i < 51; i++) first.push((await w.command(`RCPT TO:<${unmatched()}>`)).code);
    expect(first.slice(0, 50).every((c) => c === 250)).toBe(true);
    expect(first[50]).toBe(452);
    expect((await w.command('RSET')).code).toBe(250);
    await w.command('MAIL FROM:<caps@vendor.example>');
    const second: number[] = [];
    for (let i = 0; i < 51; i++) second.push((await w.command(`RCPT TO:<${unmatched()}>`)).code);
    // 50 accepted before, 50 now: the session's 100 are spent.
    expect(second.filter((c) => c === 250)).toHaveLength(50);
    expect(second[50]).toBe(452);
    w.end();
  });

  it('refuses mail past a sender’s daily bytes with 452 (SMTP) and 429 (HTTP), and takes it again the next day', async () => {
    const from = 'quota@vendor.example';
    const big = (n: number) => message({ from, id: `quota-${n}`, bytes: 2.5 * MiB });
    expect((await session(from, [unmatched()], big(1))).data?.code).toBe(250);
    expect((await session(from, [unmatched()], big(2))).data?.code).toBe(250);
    const refused = await session(from, [unmatched()], big(3));
    expect(refused.data?.code).toBe(452);
    expect(
      await count(sql`SELECT COUNT(*) FROM inbound_mail WHERE message_id = ${'<quota-3@vendor.example>'}`),
    ).toBe(0);
    // Announced with SIZE=, the same message is refused at MAIL FROM, before any data.
    const w = smtpWire(port);
    await w.greeting;
    await w.command('EHLO vendor.example');
    expect((await w.command(`MAIL FROM:<${from}> SIZE=${2.5 * MiB}`)).code).toBe(452);
    w.end();
    const http = await app.request(`/inbound/email?recipient=${encodeURIComponent(unmatched())}`, {
      method: 'POST',
      rawBody: big(4).toString('latin1'),
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
    });
    expect(http.status).toBe(429);
    expect(http.body).toMatchObject({ code: 'rate_limited' });
    const started = app.now.value;
    app.now.value = new Date(started.getTime() + 24 * 3600_000);
    try {
      expect((await session(from, [unmatched()], big(5))).data?.code).toBe(250);
    } finally {
      app.now.value = started;
    }
  });

  it('deletes unmatched mail and its body after 30 days', async () => {
    const old = unmatched();
    const raw = message({ from: 'expiry@vendor.example', id: 'expiry-1', marker: 'old' });
    expect((await session('expiry@vendor.example', [old], raw)).data?.code).toBe(250);
    expect(await count(sql`SELECT COUNT(*) FROM inbound_mail WHERE recipient = ${old}`)).toBe(1);
    const started = app.now.value;
    app.now.value = new Date(started.getTime() + 31 * 24 * 3600_000);
    try {
      const purged = await app.services.mail.purgeExpired();
      expect(purged.mails).toBeGreaterThanOrEqual(1);
      expect(await count(sql`SELECT COUNT(*) FROM inbound_mail WHERE recipient = ${old}`)).toBe(0);
      expect(await count(sql`SELECT COUNT(*) FROM mail_body WHERE sender = ${'expiry@vendor.example'}`)).toBe(
        0,
      );
    } finally {
      app.now.value = started;
    }
  });
});

describe('inbound SMTP connections', () => {
  it('caps connections per source (421) and closes idle sessions quickly', async () => {
    const idle = Array.from({ length: 4 }, () => smtpWire(port));
    for (const w of idle) expect((await w.greeting).code).toBe(220);
    const fifth = smtpWire(port);
    expect((await fifth.greeting).code).toBe(421);
    await fifth.closed;
    // The idle ones are closed by the server (JAUNT_INBOUND_SMTP_IDLE_MS=800), then mail flows again.
    await Promise.all(idle.map((w) => w.closed));
    const again = smtpWire(port);
    expect((await again.greeting).code).toBe(220);
    again.end();
  });
});

describe('POST /inbound/email recipients', () => {
  const post = (n: number) =>
    app.request(
      `/inbound/email?${Array.from({ length: n }, () => `recipient=${encodeURIComponent(unmatched())}`).join('&')}`,
      {
        method: 'POST',
        rawBody: message({ from: `http${n}@vendor.example`, id: `http-${n}` }).toString('latin1'),
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
      },
    );

  it('accepts up to the schema’s 50 recipients', async () => {
    const r = await post(50);
    expect(r.status).toBe(202);
    expect((r.body as { accepted: unknown[] }).accepted).toHaveLength(50);
  });

  it('refuses 51 with 422', async () => {
    const r = await post(51);
    expect(r.status).toBe(422);
  });
});

describe('parsing', () => {
  it('parses off the event loop with a deadline: a message past it is stored as failed', async () => {
    const slow = await startTestApp({
      env: {
        JAUNT_INBOUND_SMTP_PORT: '0',
        JAUNT_INBOUND_DOMAIN: DOMAIN,
        JAUNT_INBOUND_PARSE_TIMEOUT_MS: '100',
      },
    });
    try {
      // 9.9 MiB of base64 attachments: far longer than 100 ms for postal-mime to decode.
      const part = Buffer.alloc(256 * 1024, 0x41)
        .toString('base64')
        .replace(/.{76}/g, '$&\r\n');
      const parts = Array.from(
        { length: 28 },
        (_, i) =>
          `--b\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename="t${i}.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n${part}\r\n`,
      ).join('');
      const raw = `From: v@vendor.example\r\nTo: x@${DOMAIN}\r\nSubject: Tickets\r\nMessage-ID: <slow@vendor.example>\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n${parts}--b--\r\n`;
      const recipient = unmatched();
      const r = await slow.services.mail.ingest(Buffer.from(raw), { recipients: [recipient] });
      expect(r[0]).toMatchObject({ processing_status: 'failed' });
      expect(
        String(await value(slow.store, sql`SELECT error FROM inbound_mail WHERE recipient = ${recipient}`)),
      ).toMatch(/deadline/);
    } finally {
      await slow.stop();
    }
  });
});

describe('development mailbox', () => {
  it('keeps sign-in codes sealed in the outbox and shows them on a loopback-bound server', async () => {
    const dev = await startTestApp({
      env: {
        JAUNT_PUBLIC_URL: 'https://api.jaunt.test',
        JAUNT_AGENT_FREE_TRIAL: '0',
        JAUNT_ENV: 'development',
      },
    });
    try {
      await dev.createKey('self-serve', { email: 'carol@example.com' });
      const target = '/partner/v1/h3?lat=40.7&lng=-74';
      const r = await dev.request(target, {
        headers: signRequest({
          target,
          authority: 'api.jaunt.test',
          key: newAgentKey(),
          created: Math.floor(dev.now.value.getTime() / 1000),
        }),
      });
      const code = /code="([^"]+)"/.exec(r.headers.get('aauth-requirement') ?? '')?.[1] ?? '';
      const page = await fetch(`${dev.url}/aauth/connect?code=${code}`);
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const cookie = (page.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      await fetch(`${dev.url}/aauth/connect`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, step: 'start', code, email: 'carol@example.com' }).toString(),
      });
      const shown = /Your Jaunt sign-in code: (\d{6})/.exec((await dev.request('/dev/mailbox')).text)?.[1];
      expect(shown).toMatch(/^\d{6}$/);
      const stored = String(
        await value(dev.store, sql`SELECT text FROM mail_outbox ORDER BY id DESC LIMIT 1`),
      );
      expect(stored).toMatch(/^enc:v1:/);
      expect(stored).not.toContain(shown);
    } finally {
      await dev.stop();
    }
  });

  it('is not served when the server listens beyond loopback', async () => {
    const dev = await startTestApp({ env: { JAUNT_ENV: 'development', HOST: '0.0.0.0' } });
    try {
      expect((await dev.request('/dev/mailbox')).status).toBe(404);
    } finally {
      await dev.stop();
    }
  });
});
