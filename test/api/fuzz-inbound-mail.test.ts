/**
 * Property-based fuzzing of the two doors vendor mail comes in by: `POST /inbound/email` (bearer
 * secret, `?recipient=` repeats, any content type, raw MIME built from pieces and mutated, random
 * bytes) and the SMTP listener (command sequences over a bare socket: EHLO/HELO, MAIL/RCPT with odd
 * addresses and parameters, DATA with generated messages, RSET, NOOP, junk lines, many recipients).
 * Whatever arrives: no 5xx over HTTP and every error in the spec's shape, never HTML; SMTP always
 * answers with a well-formed reply code and never 451 (a message it failed to store); both doors keep
 * serving afterwards. `npm test` runs 200 cases per door; `npm run fuzz` runs FUZZ_RUNS (50,000).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { smtpWire } from '../helpers/mail-wire.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const DOMAIN = 'in.fuzz.test';
const SECRET = 'fuzz-inbound-secret-0123456789';
const STATUSES = ['received', 'processed', 'unmatched', 'failed'];
/** SMTP sessions per property run: FUZZ_RUNS sessions in all. */
const SESSIONS_AT_ONCE = 8;

type CaseOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

let app: TestApp;
let port: number;

// ---------- messages ----------

const address = fc.oneof(
  fc.constantFrom(
    `orders+${'a'.repeat(32)}@${DOMAIN}`,
    `orders+${'0'.repeat(16)}@${DOMAIN}`,
    `orders+@${DOMAIN}`,
    `someone@${DOMAIN}`,
    `ORDERS+${'B'.repeat(32)}@${DOMAIN.toUpperCase()}`,
    'stranger@elsewhere.example',
    '',
    '@',
    `"quoted local"@${DOMAIN}`,
    `a@b@${DOMAIN}`,
    `${'x'.repeat(400)}@${DOMAIN}`,
  ),
  fc
    .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 16, maxLength: 64 })
    .map((t) => `orders+${t}@${DOMAIN}`),
  fc.string({ maxLength: 40 }),
);

const headerValue = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    'Your tickets',
    'Event cancelled',
    '=?utf-8?B?w6k=?=',
    '=?bogus?Q?x?=',
    'Buchungsbestätigung',
    '<a@b>',
    '\t folded\r\n continued',
  ),
);

const part = fc.oneof(
  fc.constantFrom(
    'Content-Type: text/plain; charset=utf-8\r\n\r\nYour booking has been cancelled.',
    'Content-Type: text/html\r\n\r\n<p itemscope itemtype="http://schema.org/EventReservation"><link itemprop="reservationStatus" href="http://schema.org/Cancelled"></p>',
    'Content-Type: application/pdf\r\nContent-Disposition: attachment; filename="t.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK',
    'Content-Type: text/calendar; method=CANCEL\r\n\r\nBEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR',
    'Content-Type: message/rfc822\r\n\r\nSubject: inner\r\n\r\nbody',
    'Content-Type: multipart/mixed; boundary=zz\r\n\r\n--zz\r\n\r\nnested\r\n--zz',
    'Content-Transfer-Encoding: quoted-printable\r\n\r\n=E9=\r\n=ZZ',
  ),
  fc.string({ maxLength: 200 }),
);

/** A raw message: headers (some ours), parts under a boundary or a plain body, then mutated. */
const rawMessage = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.constantFrom(
          'From',
          'To',
          'Cc',
          'Subject',
          'Message-ID',
          'Delivered-To',
          'Content-Type',
          'X-Junk',
        ),
        fc.oneof(headerValue, address),
      ),
      { maxLength: 8 },
    ),
    fc.array(part, { maxLength: 4 }),
    fc.constantFrom('none', 'none', 'truncate', 'bytes', 'nul', 'bare-lf', 'deep'),
    fc.nat(),
    fc.uint8Array({ maxLength: 300 }),
  )
  .map(([headers, parts, how, n, bytes]) => {
    const head = headers.map(([k, v]) => `${k}: ${v}`).join('\r\n');
    const multipart = parts.length > 1;
    const body = multipart
      ? `${parts.map((p) => `--b1\r\n${p}\r\n`).join('')}--b1--\r\n`
      : `\r\n${parts[0] ?? 'Booking confirmed.'}\r\n`;
    let text = `${head}\r\n${multipart ? 'Content-Type: multipart/mixed; boundary=b1\r\n\r\n' : ''}${body}`;
    if (how === 'truncate') text = text.slice(0, n % (text.length + 1));
    if (how === 'nul') text = text.replace(/e/g, '\u0000');
    if (how === 'bare-lf') text = text.replace(/\r\n/g, '\n');
    if (how === 'deep')
      text = `Content-Type: multipart/mixed; boundary=d\r\n\r\n${'--d\r\nContent-Type: multipart/mixed; boundary=d\r\n\r\n'.repeat(200 + (n % 300))}`;
    return how === 'bytes' ? Buffer.from(bytes) : Buffer.from(text, 'utf8');
  });

// ---------- HTTP door ----------

const ValidationBody = z.object({
  detail: z.array(
    z.object({ type: z.string(), loc: z.array(z.union([z.string(), z.number()])), msg: z.string() }),
  ),
});
const ErrorBody = z.object({ error: z.string(), code: z.string().optional() });
const Accepted = z.object({
  accepted: z.array(
    z.object({
      id: z.string(),
      recipient: z.string(),
      booking_id: z.string().nullable(),
      classification: z.string().nullable(),
      processing_status: z.enum(STATUSES as [string, ...string[]]),
      duplicate: z.boolean(),
    }),
  ),
});

const httpCase = fc.record({
  auth: fc.constantFrom('right', 'right', 'right', 'wrong', 'none', 'basic'),
  recipients: fc.oneof(
    fc.array(address, { maxLength: 6 }),
    fc
      .integer({ min: 15, max: 60 })
      .map((n) =>
        Array.from({ length: n }, (_, i) => `orders+${i.toString(16).padStart(32, 'c')}@${DOMAIN}`),
      ),
  ),
  extra: fc.option(
    fc.constantFrom('recipient[]=x', 'recipient[a]=b', 'recipient=%', 'other=1', 'recipient'),
    {
      nil: undefined,
    },
  ),
  contentType: fc.option(
    fc.constantFrom(
      'message/rfc822',
      'text/plain',
      'application/json',
      'multipart/form-data; boundary=x',
      '',
    ),
    { nil: undefined },
  ),
  body: rawMessage,
});

const postCase = async (c: CaseOf<typeof httpCase>) => {
  const query = [
    ...c.recipients.map((r) => `recipient=${encodeURIComponent(r)}`),
    ...(c.extra ? [c.extra] : []),
  ].join('&');
  const headers: Record<string, string> = {};
  if (c.auth === 'right') headers.authorization = `Bearer ${SECRET}`;
  if (c.auth === 'wrong') headers.authorization = 'Bearer nope';
  if (c.auth === 'basic') headers.authorization = `Basic ${Buffer.from(`x:${SECRET}`).toString('base64')}`;
  if (c.contentType !== undefined) headers['content-type'] = c.contentType;
  const res = await fetch(`${app.url}/inbound/email${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers,
    body: c.body,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

// ---------- SMTP door ----------

const smtpCommand = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'EHLO fuzz.example',
      'HELO fuzz',
      'NOOP',
      'RSET',
      'VRFY x',
      'HELP',
      'AUTH PLAIN AGFhAGI=',
      'STARTTLS',
    ),
    weight: 3,
  },
  { arbitrary: address.map((a) => `MAIL FROM:<${a}>`), weight: 3 },
  { arbitrary: address.map((a) => `RCPT TO:<${a}>`), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      'MAIL FROM:<a@b> SIZE=999999999999',
      'MAIL FROM:<a@b> BODY=8BITMIME SMTPUTF8',
      'RCPT TO:<>',
      'MAIL FROM:',
    ),
    weight: 1,
  },
  // Past the 50 recipients of a message: the rest are refused with 452.
  { arbitrary: fc.integer({ min: 45, max: 55 }).map((n) => `MANY ${n}`), weight: 1 },
  { arbitrary: fc.constant('DATA'), weight: 3 },
  { arbitrary: fc.string({ maxLength: 80 }).map((s) => s.replace(/[\r\n]/g, ' ')), weight: 2 },
);

const smtpCase = fc.record({
  commands: fc.array(smtpCommand, { minLength: 1, maxLength: 8 }),
  message: rawMessage,
});

/** Reply codes SMTP may answer; 451 is ours for "could not store", which must never happen. */
const wellFormed = (code: number) => code === 0 || (code >= 200 && code < 600 && code !== 451);

const runSmtp = async (c: CaseOf<typeof smtpCase>) => {
  const w = smtpWire(port);
  const codes: number[] = [(await w.greeting).code];
  try {
    for (const line of c.commands) {
      if (line.startsWith('MANY ')) {
        const n = Number(line.slice(5));
        for (let i = 0; i < n; i++)
          codes.push(
            (await w.command(`RCPT TO:<orders+${i.toString(16).padStart(32, 'd')}@${DOMAIN}>`)).code,
          );
      } else if (line === 'DATA') codes.push((await w.data(c.message)).code);
      else codes.push((await w.command(line)).code);
      if (codes.at(-1) === 0) break;
    }
    codes.push((await w.command('QUIT')).code);
  } finally {
    w.end();
    await w.closed;
  }
  return codes;
};

beforeAll(async () => {
  app = await startTestApp({
    env: {
      JAUNT_INBOUND_SMTP_PORT: '0',
      JAUNT_INBOUND_DOMAIN: DOMAIN,
      JAUNT_INBOUND_SECRET: SECRET,
      JAUNT_INBOUND_SMTP_MAX_PER_SOURCE: '1000',
      JAUNT_WORKER: '0',
    },
  });
  port = app.smtp?.port ?? 0;
});

afterAll(async () => {
  await app?.stop();
});

describe('fuzzing the inbound mail doors', () => {
  it(
    'POST /inbound/email: no 5xx, JSON errors in the spec shape, accepted mail well-formed',
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(httpCase, async (c) => {
          const r = await postCase(c);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          const where = `${r.status} ${r.text.slice(0, 300)}`;
          expect(r.status, where).toBeLessThan(500);
          expect(r.type, where).toMatch(/^application\/json/);
          const body: unknown = JSON.parse(r.text);
          if (r.status === 202) expect(Accepted.safeParse(body).success, where).toBe(true);
          else if (r.status === 422) expect(ValidationBody.safeParse(body).success, where).toBe(true);
          else expect(ErrorBody.safeParse(body).success, where).toBe(true);
          expect([202, 400, 401, 413, 422, 429], where).toContain(r.status);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      if (process.env.FUZZ_REPORT) console.log('inbound HTTP statuses', Object.fromEntries(statuses));
      expect(statuses.get(202) ?? 0).toBeGreaterThan(0);
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    },
    Math.max(60_000, RUNS * 100),
  );

  it(
    'SMTP: well-formed replies, never 451, and the listener keeps serving',
    async () => {
      const codes = new Map<number, number>();
      await fc.assert(
        // smtp-server holds every greeting 100 ms (early talkers): sessions run SESSIONS_AT_ONCE at a time.
        fc.asyncProperty(
          fc.array(smtpCase, { minLength: SESSIONS_AT_ONCE, maxLength: SESSIONS_AT_ONCE }),
          async (cs) => {
            for (const got of await Promise.all(cs.map(runSmtp))) {
              for (const code of got) codes.set(code, (codes.get(code) ?? 0) + 1);
              expect(got[0], got.join(',')).toBe(220);
              expect(got.every(wellFormed), got.join(',')).toBe(true);
            }
          },
        ),
        { numRuns: Math.ceil(RUNS / SESSIONS_AT_ONCE), ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      if (process.env.FUZZ_REPORT) console.log('inbound SMTP reply codes', Object.fromEntries(codes));
      expect(codes.get(250) ?? 0).toBeGreaterThan(0);
      const after = smtpWire(port);
      expect((await after.greeting).code).toBe(220);
      after.end();
    },
    Math.max(60_000, RUNS * 60),
  );
});
