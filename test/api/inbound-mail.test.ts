/**
 * The mail of every order end to end: real SMTP conversations (nodemailer) with the server's listener,
 * the HTTP hook, the booking's status, its signed callbacks on a loopback receiver, the orders answer,
 * the deliverable download and the operators' CLI. Vendor mail is DKIM-signed by the booking's supplier
 * domain (its key published through a table resolver), so it may act on the booking.
 */
import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { bookingNdjson, jazzBooking } from '../fixtures/bookings.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers/app.js';
import { one, value } from '../helpers/db.js';
import { type DnsTable, dkimKey, tableResolver } from '../helpers/mail-wire.js';
import { childDatabaseEnv } from '../helpers/test-db.js';
import { outboxSettled } from '../helpers/wait.js';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.js';

const DOMAIN = 'in.jaunt.test';
const SECRET = 'inbound-test-secret-0123456789';
// The booking's supplier (its booking site is tickets.example.com) signs its mail.
const dns: DnsTable = new Map();
const SUPPLIER_DKIM = dkimKey(dns, 'tickets.example.com');
// A small but real PDF (header, one empty page, trailer): what vendors attach.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface Orders {
  bookings: { id: string; status: string }[];
  deliverables: {
    id: string;
    deliverable_type: string;
    filename: string;
    content_type: string;
    file_size_bytes: number | null;
    partner_booking_id: string;
    download_url?: string;
  }[];
  emails: {
    id: string;
    subject: string | null;
    classification: string | null;
    processing_status: string;
    partner_booking_id: string;
    received_at: string;
  }[];
}

let app: TestApp;
let rx: Receiver;
let key: CreatedKey;
let activityId: string;
let seq = 0;
let smtpPort: number;

const smtp = (signed = false) =>
  createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5000,
    ...(signed ? { dkim: SUPPLIER_DKIM } : {}),
  });

/** Mail from the booking's supplier, DKIM-signed for its domain. */
const send = (o: Parameters<ReturnType<typeof smtp>['sendMail']>[0]) => {
  const t = smtp(true);
  return t
    .sendMail({ from: '"Blue Door Tickets" <tickets@tickets.example.com>', ...o })
    .finally(() => t.close());
};

/** A confirmed dry-run booking and its inbound address. */
const confirmedBooking = async (): Promise<{ id: string; address: string }> => {
  const n = ++seq;
  const r = await app.request('/partner/v1/bookings', {
    method: 'POST',
    key: key.key,
    body: jazzBooking({
      user: 'alice',
      activityId,
      idempotencyKey: `mail-${n}`,
      webhookUrl: `${rx.url}/ok/mail-${n}`,
    }),
  });
  expect(r.status).toBe(202);
  const id = (r.body as { booking_id: string }).booking_id;
  await rx.waitFor(() => callbacks(id).includes('confirmed'));
  const got = await app.request(`/partner/v1/bookings/${id}`, { key: key.key });
  return { id, address: (got.body as { inbound_email: string }).inbound_email };
};

const callbacks = (bookingId: string): string[] =>
  rx
    .accepted()
    .map((d) => JSON.parse(d.body) as { booking_id: string; status: string })
    .filter((p) => p.booking_id === bookingId)
    .map((p) => p.status);

const orders = async (): Promise<Orders> => {
  const r = await app.request('/partner/v1/orders', {
    key: key.key,
    headers: { 'x-external-user-id': 'alice' },
  });
  expect(r.status).toBe(200);
  return r.body as Orders;
};
const statusOf = async (id: string): Promise<string> =>
  String(await value(app.store, sql`SELECT status FROM booking WHERE id = ${id}`));
const mailCount = async (): Promise<number> =>
  Number(await value(app.store, sql`SELECT COUNT(*) FROM inbound_mail`));

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
  smtpPort = app.smtp?.port ?? 0;
  expect(smtpPort).toBeGreaterThan(0);
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

describe('every booking has its own address', () => {
  it('shows an unguessable orders+<token> address of the inbound domain, stable across reads', async () => {
    const a = await confirmedBooking();
    const b = await confirmedBooking();
    expect(a.address).toMatch(/^orders\+[0-9a-f]{32}@in\.jaunt\.test$/);
    expect(b.address).not.toBe(a.address);
    const again = await app.request(`/partner/v1/bookings/${a.id}`, { key: key.key });
    expect((again.body as { inbound_email: string }).inbound_email).toBe(a.address);
  });

  it('gets the dry-run confirmation as a real mail through the same pipeline (no made-up rows)', async () => {
    const { id } = await confirmedBooking();
    const o = await orders();
    expect(o.emails.filter((e) => e.partner_booking_id === id)).toEqual([
      expect.objectContaining({
        subject: expect.stringMatching(/^Booking confirmed: Late Set at the Village Vanguard \(DRY-/),
        classification: 'order_confirmation',
        processing_status: 'processed',
      }),
    ]);
    expect(Number(await value(app.store, sql`SELECT COUNT(*) FROM booking_email`))).toBe(0);
  });
});

describe('vendor mail over SMTP', () => {
  it('a confirmation is stored against the booking and leaves its status alone', async () => {
    const { id, address } = await confirmedBooking();
    const info = await send({
      to: address,
      subject: 'Your order #BD-20418 is confirmed',
      text: 'Thanks for your order! See you at the Blue Door.',
      messageId: '<confirm-20418@bluedoor.example>',
    });
    expect(info.accepted).toEqual([address]);
    const mine = (await orders()).emails.filter((e) => e.partner_booking_id === id);
    expect(mine.map((e) => [e.subject, e.classification, e.processing_status])).toContainEqual([
      'Your order #BD-20418 is confirmed',
      'order_confirmation',
      'processed',
    ]);
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('a French confirmation is classified as order_confirmation', async () => {
    const { id, address } = await confirmedBooking();
    await send({
      to: address,
      subject: 'Confirmation de votre réservation n° 4471',
      text: 'Bonjour, votre réservation est confirmée. À bientôt !',
    });
    const mine = (await orders()).emails.filter(
      (e) => e.partner_booking_id === id && e.subject?.startsWith('Confirmation de'),
    );
    expect(mine).toEqual([
      expect.objectContaining({ classification: 'order_confirmation', processing_status: 'processed' }),
    ]);
  });

  it('tickets with a PDF become a downloadable deliverable and move the booking to deliverable_ready with its callback', async () => {
    const { id, address } = await confirmedBooking();
    await send({
      to: address,
      subject: 'Your tickets for Late Set',
      text: 'Your e-tickets are attached. Show them at the door.',
      messageId: '<tickets-1@bluedoor.example>',
      attachments: [
        { filename: 'Late Set – ticket.pdf', content: PDF, contentType: 'application/octet-stream' },
      ],
    });
    expect(await statusOf(id)).toBe('deliverable_ready');
    await rx.waitFor(() => callbacks(id).includes('deliverable_ready'));
    const o = await orders();
    const files = o.deliverables.filter(
      (d) => d.partner_booking_id === id && d.deliverable_type === 'ticket_pdf',
    );
    expect(files).toEqual([
      expect.objectContaining({
        filename: 'Late Set – ticket.pdf',
        content_type: 'application/pdf',
        file_size_bytes: PDF.length,
        download_url: expect.stringMatching(/\/tickets\/bk_[^/]+\/md-[0-9a-f]+\.pdf\?expires=\d+&sig=/),
      }),
    ]);
    expect(
      o.emails.find((e) => e.partner_booking_id === id && e.classification === 'tickets')?.processing_status,
    ).toBe('processed');
    const url = new URL(files[0]?.download_url ?? '');
    const dl = await fetch(`${app.url}${url.pathname}${url.search}`);
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('application/pdf');
    expect(dl.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Late%20Set%20%E2%80%93%20ticket.pdf",
    );
    expect(Buffer.from(await dl.arrayBuffer()).equals(PDF)).toBe(true);
    // Stored sealed: the file's bytes are not in the database in clear.
    const atRest = (await value(
      app.store,
      sql`SELECT content FROM mail_deliverable WHERE id = ${files[0]?.id ?? ''}`,
    )) as Uint8Array;
    expect(Buffer.from(atRest).includes('%PDF')).toBe(false);
    // A forged signature is refused.
    const forged = await fetch(`${app.url}${url.pathname}${url.search.replace(/sig=.{4}/, 'sig=AAAA')}`);
    expect(forged.status).toBe(403);
  });

  it('a duplicate Message-ID is stored once and acted on once', async () => {
    const { id, address } = await confirmedBooking();
    const mail = {
      to: address,
      subject: 'Ihre Tickets',
      text: 'Ihre Eintrittskarten finden Sie im Anhang.',
      messageId: '<dup-77@bluedoor.example>',
      attachments: [{ filename: 'tickets.pdf', content: PDF }],
    };
    const before = await mailCount();
    await send(mail);
    await send(mail);
    expect(await mailCount()).toBe(before + 1);
    await rx.waitFor(() => callbacks(id).includes('deliverable_ready'));
    // Every job of the booking has run: a second callback would have been delivered by now.
    await outboxSettled(app.store, id);
    expect(callbacks(id).filter((s) => s === 'deliverable_ready')).toHaveLength(1);
    expect(
      (await orders()).deliverables.filter(
        (d) => d.partner_booking_id === id && d.deliverable_type === 'ticket_pdf',
      ),
    ).toHaveLength(1);
  });

  it('a cancellation moves the booking to cancelled with its callback', async () => {
    const { id, address } = await confirmedBooking();
    await send({
      to: address,
      subject: 'Event cancelled: Late Set on December 4',
      text: 'We are sorry: this performance has been cancelled. You will be refunded in full.',
    });
    expect(await statusOf(id)).toBe('cancelled');
    await rx.waitFor(() => callbacks(id).includes('cancelled'));
    expect(
      (await orders()).emails.find((e) => e.partner_booking_id === id && e.classification === 'cancellation'),
    ).toBeTruthy();
  });

  it('mail to an unknown address of our domain is stored as unmatched and listed by the CLI', async () => {
    const stranger = `orders+${'f'.repeat(32)}@${DOMAIN}`;
    const info = await send({
      to: stranger,
      subject: 'Your booking at Harbour Cruises',
      text: 'Booking confirmed.',
    });
    expect(info.accepted).toEqual([stranger]);
    const listed = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'mail', 'list', '--unmatched', '--json'],
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
    const rows = JSON.parse(listed) as {
      recipient: string;
      processingStatus: string;
      subject: string;
      bookingId: string | null;
    }[];
    expect(rows).toContainEqual(
      expect.objectContaining({
        recipient: stranger,
        processingStatus: 'unmatched',
        subject: 'Your booking at Harbour Cruises',
        bookingId: null,
      }),
    );
  });

  it('refuses recipients of other domains at RCPT TO', async () => {
    const before = await mailCount();
    await expect(send({ to: 'someone@elsewhere.example', subject: 'hi', text: 'hi' })).rejects.toMatchObject({
      responseCode: 550,
    });
    expect(await mailCount()).toBe(before);
  });

  it('refuses a message over 10 MiB with 552 and stores nothing', async () => {
    const { address } = await confirmedBooking();
    const before = await mailCount();
    await expect(
      send({
        to: address,
        subject: 'Huge tickets',
        text: 'attached',
        attachments: [
          { filename: 'huge.pdf', content: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x41)]) },
        ],
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await mailCount()).toBe(before);
  });

  it('stores malformed MIME as failed instead of dropping it', async () => {
    const { id, address } = await confirmedBooking();
    const t = smtp();
    try {
      await t.sendMail({
        envelope: { from: 'tickets@bluedoor.example', to: [address] },
        raw: '\u0000\u0001 not a mail at all\r\n--boundary-without-headers\r\n\r\n%PDF-garbage',
      });
    } finally {
      t.close();
    }
    const row = await one(
      app.store,
      sql`SELECT processing_status, error, booking_id FROM inbound_mail WHERE recipient = ${address} AND processing_status = ${'failed'}`,
    );
    expect(row).toMatchObject({
      processing_status: 'failed',
      booking_id: id,
      error: expect.stringMatching(/^unreadable MIME/),
    });
    expect(await statusOf(id)).toBe('confirmed');
  });
});

describe('POST /inbound/email', () => {
  const raw = (to: string, id: string) =>
    [
      'From: Comedy Cellar <hello@comedycellar.example>',
      `To: ${to}`,
      'Subject: Recordatorio: tu reserva es mañana',
      `Message-ID: <${id}@comedycellar.example>`,
      'Date: Sun, 22 Nov 2026 10:00:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Te esperamos mañana a las 22:30.',
      '',
    ].join('\r\n');

  it('needs the bearer secret', async () => {
    const none = await app.request('/inbound/email', { method: 'POST', rawBody: raw(`x@${DOMAIN}`, 'a') });
    expect(none.status).toBe(401);
    const wrong = await app.request('/inbound/email', {
      method: 'POST',
      rawBody: raw(`x@${DOMAIN}`, 'a'),
      headers: { authorization: 'Bearer nope', 'content-type': 'message/rfc822' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: expect.any(String) });
  });

  it('ingests raw MIME for the recipient in the headers, idempotently', async () => {
    const { id, address } = await confirmedBooking();
    const post = () =>
      app.request('/inbound/email', {
        method: 'POST',
        rawBody: raw(address, 'reminder-1'),
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
      });
    const first = await post();
    expect(first.status).toBe(202);
    expect(first.body).toEqual({
      accepted: [
        expect.objectContaining({
          booking_id: id,
          classification: 'reminder',
          processing_status: 'processed',
          duplicate: false,
        }),
      ],
    });
    const second = await post();
    expect((second.body as { accepted: { duplicate: boolean }[] }).accepted[0]?.duplicate).toBe(true);
  });

  it('answers 413 for a body over 10 MiB and stores nothing', async () => {
    const before = await mailCount();
    const r = await app.request('/inbound/email', {
      method: 'POST',
      rawBody: `${raw(`x@${DOMAIN}`, 'big')}${'A'.repeat(10 * 1024 * 1024)}`,
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
    });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: 'payload_too_large' });
    expect(await mailCount()).toBe(before);
  });

  it('answers 400 when no recipient of our domain is named', async () => {
    const r = await app.request('/inbound/email', {
      method: 'POST',
      rawBody: raw('someone@elsewhere.example', 'b'),
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'no_inbound_recipient' });
  });
});
