/**
 * Vendor mail acts on a booking only when it is authenticated for the supplier's own domain: DKIM
 * (signed here with a fresh RSA key, its public half published through a table resolver) or SPF for
 * the envelope sender, aligned with From, and From of the booking's supplier domain. Everything else
 * is stored, flagged needs_review and listed by `jaunt mail list --needs-review`. Real SMTP, real HTTP.
 */
import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { bookingNdjson, jazzBooking } from '../fixtures/bookings.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers/app.js';
import { one, value } from '../helpers/db.js';
import { type DnsTable, dkimKey, tableResolver } from '../helpers/mail-wire.js';
import { childDatabaseEnv } from '../helpers/test-db.js';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.js';

const DOMAIN = 'in.jaunt.test';
const SECRET = 'vendor-auth-secret-0123456789';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const CANCEL = {
  subject: 'Event cancelled: Late Set on December 4',
  text: 'We are sorry: this performance has been cancelled. You will be refunded in full.',
};

const dns: DnsTable = new Map();
// The supplier the booking knows (its booking site is tickets.example.com) and someone else.
const supplierKey = dkimKey(dns, 'example.com');
const strangerKey = dkimKey(dns, 'attacker.test');
// The supplier's bulk sender relays through this (loopback) host: SPF passes for it.
dns.set('bounces.example.com', ['v=spf1 ip4:127.0.0.1 -all']);

let app: TestApp;
let rx: Receiver;
let key: CreatedKey;
let activityId: string;
let seq = 0;

type Dkim = ReturnType<typeof dkimKey>;
const send = (o: Mail.Options & { dkim?: Dkim }) => {
  const { dkim, ...mail } = o;
  const t = createTransport({
    host: '127.0.0.1',
    port: app.smtp?.port ?? 0,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5000,
    ...(dkim ? { dkim } : {}),
  });
  return t.sendMail({ from: '"Late Set Tickets" <tickets@example.com>', ...mail }).finally(() => t.close());
};

const confirmedBooking = async (): Promise<{ id: string; address: string }> => {
  const n = ++seq;
  const r = await app.request('/partner/v1/bookings', {
    method: 'POST',
    key: key.key,
    body: jazzBooking({
      user: 'alice',
      activityId,
      idempotencyKey: `auth-${n}`,
      webhookUrl: `${rx.url}/ok/a-${n}`,
    }),
  });
  expect(r.status).toBe(202);
  const id = (r.body as { booking_id: string }).booking_id;
  await rx.waitFor(() => rx.accepted().some((d) => d.body.includes(id) && d.body.includes('"confirmed"')));
  const got = await app.request(`/partner/v1/bookings/${id}`, { key: key.key });
  return { id, address: (got.body as { inbound_email: string }).inbound_email };
};

const statusOf = async (id: string): Promise<string> =>
  String(await value(app.store, sql`SELECT status FROM booking WHERE id = ${id}`));
const mailOf = async (id: string) =>
  (await one(
    app.store,
    sql`SELECT spf, dkim, auth_domain, needs_review, processing_status FROM inbound_mail WHERE booking_id = ${id} ORDER BY seq DESC LIMIT 1`,
  )) as {
    spf: string;
    dkim: string;
    auth_domain: string | null;
    needs_review: number;
    processing_status: string;
  };
const deliverables = async (id: string): Promise<number> =>
  Number(await value(app.store, sql`SELECT COUNT(*) FROM mail_deliverable WHERE booking_id = ${id}`));

beforeAll(async () => {
  rx = await startReceiver();
  app = await startTestApp({
    ndjson: bookingNdjson,
    dnsResolver: tableResolver(dns),
    env: {
      JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
      JAUNT_RETRY_SCALE: '0.001',
      JAUNT_INBOUND_SMTP_PORT: '0',
      JAUNT_INBOUND_DOMAIN: DOMAIN,
      JAUNT_INBOUND_SECRET: SECRET,
    },
  });
  activityId = String(await value(app.store, sql`SELECT activity_id FROM activity WHERE ref = 'bk-jazz'`));
  key = await app.createKey('negotiated');
  const p = await app.request('/partner/v1/users', {
    method: 'POST',
    key: key.key,
    body: { external_user_id: 'alice' },
  });
  expect(p.status).toBe(201);
});

afterAll(async () => {
  await app?.stop();
  await rx?.close();
});

describe('authenticated supplier mail acts', () => {
  it('a cancellation DKIM-signed by the supplier domain cancels the booking', async () => {
    const { id, address } = await confirmedBooking();
    expect(await value(app.store, sql`SELECT booking_domain FROM booking WHERE id = ${id}`)).toBe(
      'tickets.example.com',
    );
    await send({ to: address, ...CANCEL, dkim: supplierKey });
    expect(await statusOf(id)).toBe('cancelled');
    expect(await mailOf(id)).toMatchObject({
      dkim: 'pass',
      auth_domain: 'example.com',
      processing_status: 'processed',
    });
    expect(Number((await mailOf(id)).needs_review)).toBe(0);
  });

  it('an unsigned cancellation whose envelope sender passes SPF and aligns with From cancels', async () => {
    const { id, address } = await confirmedBooking();
    await send({ to: address, ...CANCEL, envelope: { from: 'vendor@bounces.example.com', to: [address] } });
    expect(await statusOf(id)).toBe('cancelled');
    expect(await mailOf(id)).toMatchObject({ spf: 'pass', dkim: 'none', auth_domain: 'example.com' });
  });

  it('over HTTP, DKIM is checked on the posted bytes: a signed cancellation cancels', async () => {
    const { id, address } = await confirmedBooking();
    // The relay posts the message as it received it, signature included.
    const signed = await new Promise<Buffer>((resolve, reject) =>
      createTransport({ streamTransport: true, buffer: true, dkim: supplierKey }).sendMail(
        { from: 'tickets@example.com', to: address, ...CANCEL },
        (e, info) => (e ? reject(e) : resolve(info.message as Buffer)),
      ),
    );
    const r = await app.request('/inbound/email', {
      method: 'POST',
      rawBody: signed.toString(), // 7-bit: nodemailer encodes every header and body
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
    });
    expect(r.status).toBe(202);
    expect(await statusOf(id)).toBe('cancelled');
  });
});

describe('unauthenticated mail is stored for review, never acted on', () => {
  const flagged: string[] = [];

  it('an unsigned cancellation does not cancel', async () => {
    const { id, address } = await confirmedBooking();
    await send({ to: address, ...CANCEL, messageId: '<unsigned@example.com>' });
    expect(await statusOf(id)).toBe('confirmed');
    expect(await mailOf(id)).toMatchObject({ dkim: 'none', spf: 'none', auth_domain: null });
    expect(Number((await mailOf(id)).needs_review)).toBe(1);
    flagged.push(id);
  });

  it('a cancellation signed by another domain does not cancel', async () => {
    const { id, address } = await confirmedBooking();
    await send({ to: address, ...CANCEL, dkim: strangerKey });
    expect(await statusOf(id)).toBe('confirmed');
    expect(await mailOf(id)).toMatchObject({ dkim: 'pass-unaligned', auth_domain: null });
    flagged.push(id);
  });

  it('a forged signature claiming the supplier domain does not cancel', async () => {
    const { id, address } = await confirmedBooking();
    await send({ to: address, ...CANCEL, dkim: { ...strangerKey, domainName: 'example.com' } });
    expect(await statusOf(id)).toBe('confirmed');
    expect(await mailOf(id)).toMatchObject({ dkim: 'fail', auth_domain: null });
    flagged.push(id);
  });

  it('mail authenticated for its own, spoofed From domain (not the supplier) does not cancel', async () => {
    const { id, address } = await confirmedBooking();
    await send({ to: address, from: 'Late Set <tickets@attacker.test>', ...CANCEL, dkim: strangerKey });
    expect(await statusOf(id)).toBe('confirmed');
    expect(await mailOf(id)).toMatchObject({ dkim: 'pass', auth_domain: 'attacker.test' });
    flagged.push(id);
  });

  it('a ticket PDF from unauthenticated mail is not made a deliverable', async () => {
    const { id, address } = await confirmedBooking();
    await send({
      to: address,
      subject: 'Your tickets for Late Set',
      text: 'Your e-tickets are attached.',
      attachments: [{ filename: 'ticket.pdf', content: PDF }],
    });
    expect(await statusOf(id)).toBe('confirmed');
    expect(await deliverables(id)).toBe(0);
    const o = await app.request('/partner/v1/orders', {
      key: key.key,
      headers: { 'x-external-user-id': 'alice' },
    });
    const files = (o.body as { deliverables: { partner_booking_id: string; filename: string }[] })
      .deliverables;
    expect(files.filter((d) => d.partner_booking_id === id && d.filename === 'ticket.pdf')).toEqual([]);
    flagged.push(id);
  });

  it('an unsigned cancellation posted over HTTP is flagged, not acted on', async () => {
    const { id, address } = await confirmedBooking();
    const raw = `From: tickets@example.com\r\nTo: ${address}\r\nSubject: ${CANCEL.subject}\r\nMessage-ID: <http-unsigned@example.com>\r\n\r\n${CANCEL.text}\r\n`;
    const r = await app.request('/inbound/email', {
      method: 'POST',
      rawBody: raw,
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
    });
    expect(r.status).toBe(202);
    expect(await statusOf(id)).toBe('confirmed');
    flagged.push(id);
  });

  it('lists every flagged message with `mail list --needs-review`', () => {
    const listed = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'mail', 'list', '--needs-review', '--json', '--limit', '100'],
      {
        env: {
          ...process.env,
          ...childDatabaseEnv(app.config),
          JAUNT_ENV: 'production',
          JAUNT_SECRET_KEY: TEST_SECRET_KEY,
          JAUNT_DEMO_ON_EMPTY: '0',
          JAUNT_LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
      },
    );
    const rows = JSON.parse(listed) as { bookingId: string; needsReview: boolean }[];
    expect(flagged).toHaveLength(6);
    expect(new Set(rows.map((r) => r.bookingId))).toEqual(new Set(flagged));
    expect(rows.every((r) => r.needsReview)).toBe(true);
  });
});
