/**
 * Live bookings of supplier activities through the real server: the supplier is the OCTO simulator
 * (and the independent fake), registered and synced through the real suppliers service; the
 * booking's job re-checks availability, holds with a uuid derived from the booking id, confirms
 * and reads the supplier's status.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import type { Booking } from '../../src/booking/booking.js';
import type { FulfilmentOrder } from '../../src/booking/fulfillers.js';
import { supplierWaitDeadline } from '../../src/booking/fulfilment.js';
import { DEFAULT_FX_RATES } from '../../src/platform/config.js';
import { createOutboundHttp } from '../../src/platform/http/outbound.js';
import type { OctoClient } from '../../src/suppliers/octo.js';
import { createOctoClient } from '../../src/suppliers/octo-client.js';
import { octoBookingUuid, octoFulfiller } from '../../src/suppliers/octo-fulfiller.js';
import { supplierStore } from '../../src/suppliers/store.js';
import { FAKE_PDF, FAKE_PKPASS } from '../helpers/octo-fake.js';
import {
  activityOf,
  bookFirst as bookFirstOf,
  bookingOf,
  download,
  fakeTourSlot,
  NO_SUCH_BOOKING,
  type LivePayload as Payload,
  qrCodesInPdf,
  sessionsOf,
  settled as settledOf,
  useOctoLive,
} from '../helpers/octo-live.js';

const t = useOctoLive();
const bookFirst = (ref: string, over: Record<string, unknown> = {}, skipDates: string[] = []) =>
  bookFirstOf(t, ref, over, skipDates);
const booking = (id: string) => bookingOf(t, id);
const settled = (id: string, statuses?: string[]) => settledOf(t, id, statuses);
/** A supplier booking with files goes confirmed → deliverable_ready once they are kept. */
const READY = ['deliverable_ready'];
const firstFakeSession = async () => {
  const s = (await sessionsOf(t, 'octo:fake:fake-tour:DEFAULT'))[0];
  if (!s) throw new Error('no session');
  return s;
};
const simClient = () =>
  createOctoClient(createOutboundHttp({ allowLoopback: true }), {
    baseUrl: t.sim.url,
    apiKey: 'sim-key',
    capabilities: [],
  });

describe('live bookings over OCTO (simulator)', () => {
  it('holds and confirms under the derived uuid; the supplier PDFs are kept and our PDFs carry its QR codes', async () => {
    const { id } = await bookFirst('octo:sim:city-walk:DEFAULT');
    const got = await settled(id, READY);
    expect(got.status, got.error_message ?? '').toBe('deliverable_ready');
    expect(got.purchase_amount_cents).toBeGreaterThan(0);
    expect(got.ticket_details?.confirmation_code).toBeTruthy();
    const held = t.sim.bookings().filter((b) => b.resellerReference === id);
    expect(held).toEqual([expect.objectContaining({ uuid: octoBookingUuid(id), status: 'CONFIRMED' })]);
    expect(held[0]?.unitIds).toHaveLength(2);

    const supplier = await simClient().booking(octoBookingUuid(id));
    const option = (u: (typeof supplier.unitItems)[number], f: string) =>
      u.ticket?.deliveryOptions.find((d) => d.deliveryFormat === f)?.deliveryValue;
    const qr = supplier.unitItems.map((u) => option(u, 'QRCODE'));
    expect(qr.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);

    // Our ticket PDFs: a real QR image of the supplier's code, and the code in words.
    const details = got.ticket_details;
    if (!details) throw new Error('no ticket details');
    const ours = await Promise.all(details.tickets.map((x) => download(t, x.download_url)));
    expect(ours.flatMap((f) => qrCodesInPdf(f.bytes)).sort()).toEqual([...qr].sort());
    expect(ours.map((f) => /Venue code: ([^)]+)\)/.exec(f.bytes.toString('latin1'))?.[1]).sort()).toEqual(
      [...qr].sort(),
    );

    // The supplier's PDF_URL files: fetched once, kept, served as they came (same bytes as the supplier's).
    const files = details.supplier_files ?? [];
    expect(files.map((f) => [f.deliverable_type, f.content_type])).toEqual([
      ['ticket_pdf', 'application/pdf'],
      ['ticket_pdf', 'application/pdf'],
    ]);
    expect(files.map((f) => f.ticket_code).sort()).toEqual(details.tickets.map((x) => x.ticket_code).sort());
    for (const f of files) {
      const kept = await download(t, f.download_url);
      expect(kept.contentType).toBe('application/pdf');
      expect(kept.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const item = supplier.unitItems.find((u) =>
        kept.bytes.toString('latin1').includes(String(option(u, 'QRCODE'))),
      );
      const original = await fetch(String(item && option(item, 'PDF_URL')));
      expect(Buffer.from(await original.arrayBuffer()).equals(kept.bytes)).toBe(true);
    }
    expect(details.venue_notes).toBeNull();
  });

  it('stays pending while the supplier says PENDING, then confirms after polling', async () => {
    const before = t.sim.requests()['GET /bookings/{uuid}'] ?? 0;
    const { id } = await bookFirst('octo:sim:harbour-cruise:DEFAULT');
    const got = await settled(id, READY);
    expect(got.status, got.error_message ?? '').toBe('deliverable_ready');
    expect(t.sim.requests()['GET /bookings/{uuid}'] ?? 0).toBeGreaterThan(before + 1);
    expect(t.sim.bookings().filter((b) => b.resellerReference === id)).toEqual([
      expect.objectContaining({ status: 'CONFIRMED' }),
    ]);
  });

  it('retries a supplier 500 with the same uuid and makes one booking', async () => {
    t.sim.failNext(2);
    const { id } = await bookFirst('octo:sim:city-walk:DEFAULT');
    const got = await settled(id, READY);
    expect(got.status, got.error_message ?? '').toBe('deliverable_ready');
    expect(t.sim.bookings().filter((b) => b.resellerReference === id)).toHaveLength(1);
  });
});

describe('live bookings over OCTO (independent fake)', () => {
  it('confirms with the contact and the booking id as reseller reference', async () => {
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id);
    expect(got.status, got.error_message ?? '').toBe('confirmed');
    // fake-tour is USD: 2 × the unit price, in cents.
    expect(got.purchase_amount_cents).toBeGreaterThan(0);
    const confirm = t.fake.calls.find(
      (c) => c.method === 'POST' && c.path === `/bookings/${octoBookingUuid(id)}/confirm`,
    );
    expect(confirm?.body).toMatchObject({
      resellerReference: id,
      contact: { fullName: 'Alice Liddell', emailAddress: expect.stringMatching(/^orders\+/) },
    });
  });

  it('fails before holding anything when the supplier now asks more than was authorised', async () => {
    const s = await firstFakeSession();
    const calls = t.fake.calls.length;
    // The price rose between the sync and the booking: 9000.00 USD now, above the 1000.00 authorised.
    t.fake.script(NO_SUCH_BOOKING, { status: 200, body: [fakeTourSlot(s, 900_000)] });
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id);
    expect(got.status, JSON.stringify(t.fake.calls.slice(calls).map((c) => [c.method, c.path, c.body]))).toBe(
      'failed',
    );
    expect(got.error_message).toMatch(/above the .* authorised/);
    expect(got.total_charged_cents).toBeNull();
    expect(t.fake.calls.slice(calls).some((c) => c.method === 'POST' && c.path === '/bookings')).toBe(false);
  });

  it('fails a booking the supplier REJECTED on confirm', async () => {
    const s0 = await firstFakeSession();
    const supplierBooking = (status: string) => ({
      id: 'fake-rejected',
      uuid: 'scripted',
      status,
      productId: 'fake-tour',
      optionId: 'DEFAULT',
      resellerReference: null,
      supplierReference: null,
      utcExpiresAt: null,
      cancellable: false,
      availabilityId: fakeTourSlot(s0).id,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    t.fake.script(
      NO_SUCH_BOOKING,
      { status: 200, body: [fakeTourSlot(s0)] },
      { status: 200, body: supplierBooking('ON_HOLD') },
      { status: 200, body: supplierBooking('REJECTED') },
    );
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id);
    expect(got.status).toBe('failed');
    expect(got.error_message).toMatch(/rejected the booking; nothing was charged/);
    expect(got.total_charged_cents).toBeNull();
  });

  it('fails a sold-out slot at booking time without a hold', async () => {
    const calls = t.fake.calls.length;
    // Sold out between the sync and the booking: availability answers no slot.
    t.fake.script(NO_SUCH_BOOKING, { status: 200, body: [] });
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id);
    expect(got.status).toBe('failed');
    expect(got.error_message).toMatch(/no places left/);
    expect(t.fake.calls.slice(calls).some((c) => c.method === 'POST' && c.path === '/bookings')).toBe(false);
  });
});

describe('OCTO tickets as deliverables (independent fake)', () => {
  const withDelivery = async <T>(d: Parameters<typeof t.fake.setDelivery>[0], fn: () => Promise<T>) => {
    t.fake.setDelivery(d);
    try {
      return await fn();
    } finally {
      t.fake.setDelivery({ qr: true, pdf: false, pkpass: false });
      t.fake.fileBody('file');
      t.fake.failFiles(0);
    }
  };

  it('QRCODE only: confirmed at once, each ticket a PDF with a readable QR image of the supplier code', async () => {
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id);
    expect(got.status, got.error_message ?? '').toBe('confirmed');
    expect(got.ticket_details?.supplier_files).toBeUndefined();
    const items = t.fake.bookings().find((b) => b.resellerReference === id)?.unitItems ?? [];
    const pdfs = await Promise.all(
      (got.ticket_details?.tickets ?? []).map((x) => download(t, x.download_url)),
    );
    expect(pdfs).toHaveLength(2);
    for (const p of pdfs) expect(p.bytes.toString('latin1')).toMatch(/\/XObject << \/Im1 6 0 R >>/);
    expect(pdfs.flatMap((p) => qrCodesInPdf(p.bytes)).sort()).toEqual(
      items.map((u) => `QR-${u.uuid}`).sort(),
    );
  });

  it('PDF_URL and PKPASS_URL: fetched, checked, kept and listed as deliverables, then deliverable_ready', async () => {
    await withDelivery({ pdf: true, pkpass: true }, async () => {
      const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
      const got = await settled(id, READY);
      expect(got.status, got.error_message ?? '').toBe('deliverable_ready');
      const files = got.ticket_details?.supplier_files ?? [];
      expect(files.map((f) => f.deliverable_type).sort()).toEqual([
        'ticket_pdf',
        'ticket_pdf',
        'wallet_pass',
        'wallet_pass',
      ]);
      for (const f of files) {
        const kept = await download(t, f.download_url);
        expect(kept.contentType).toBe(f.content_type);
        expect(kept.bytes.equals(f.deliverable_type === 'ticket_pdf' ? FAKE_PDF : FAKE_PKPASS)).toBe(true);
      }
      const orders = await t.app.request('/partner/v1/orders', {
        key: t.live.key,
        headers: { 'x-external-user-id': 'alice' },
      });
      const mine = (
        orders.body as {
          deliverables: { partner_booking_id: string; deliverable_type: string; file_size_bytes: number }[];
        }
      ).deliverables.filter((d) => d.partner_booking_id === id);
      expect(mine.map((d) => d.deliverable_type).sort()).toEqual([
        'ticket',
        'ticket',
        'ticket_pdf',
        'ticket_pdf',
        'wallet_pass',
        'wallet_pass',
      ]);
      expect(mine.find((d) => d.deliverable_type === 'wallet_pass')?.file_size_bytes).toBe(
        FAKE_PKPASS.length,
      );
      // The links are the supplier's signed URLs: our key never goes with them.
      expect(t.fake.fileRequests().filter((p) => p.includes(octoBookingUuid(id)))).toHaveLength(4);
    });
  });

  it('a PDF_URL that answers 500 is fetched again, then kept', async () => {
    await withDelivery({ pdf: true }, async () => {
      t.fake.failFiles(3);
      const before = t.fake.fileRequests().length;
      const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
      const got = await settled(id, READY);
      expect(got.status, got.error_message ?? '').toBe('deliverable_ready');
      expect(t.fake.fileRequests().length - before).toBeGreaterThanOrEqual(5);
      const files = got.ticket_details?.supplier_files ?? [];
      expect(files).toHaveLength(2);
      for (const f of files) expect((await download(t, f.download_url)).bytes.equals(FAKE_PDF)).toBe(true);
      expect(got.ticket_details?.venue_notes).toBeNull();
    });
  });

  it('a supplier file that is not a PDF is reported; the booking and our QR tickets still go out', async () => {
    await withDelivery({ pdf: true }, async () => {
      t.fake.fileBody('html');
      const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
      const got = await settled(id, READY);
      expect(got.status, got.error_message ?? '').toBe('deliverable_ready');
      expect(got.total_charged_cents).toBeGreaterThan(0);
      expect(got.ticket_details?.supplier_files).toBeUndefined();
      expect(got.ticket_details?.venue_notes).toMatch(
        /The supplier's ticket PDF for TK-\w+ \(Adult\) could not be used: it was served as text\/html, not a PDF\./,
      );
      const ours = await Promise.all(
        (got.ticket_details?.tickets ?? []).map((x) => download(t, x.download_url)),
      );
      expect(ours.flatMap((p) => qrCodesInPdf(p.bytes))).toHaveLength(2);
    });
  });
});

describe('PENDING at the supplier (independent fake)', () => {
  const getsOf = (id: string) =>
    t.fake.calls.filter((c) => c.method === 'GET' && c.path === `/bookings/${octoBookingUuid(id)}`).length;

  it('waits until the session starts when that is sooner than 48 h', () => {
    const b = {
      createdAt: '2026-11-22T15:00:00.000Z',
      timezone: 'America/Chicago',
      lines: [{ sessionDate: '2026-11-23', sessionTime: '09:30' }],
    } as unknown as Booking;
    expect(new Date(supplierWaitDeadline(b)).toISOString()).toBe('2026-11-23T15:30:00.000Z');
    const later = { ...b, lines: [{ sessionDate: '2026-12-02', sessionTime: '09:30' }] } as Booking;
    expect(new Date(supplierWaitDeadline(later)).toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });

  it('stays pending through more polls than the old 12 attempts, then confirms', async () => {
    t.fake.pendingNextConfirm(16);
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id, ['confirmed']);
    expect(got.status, got.error_message ?? '').toBe('confirmed');
    // The first look (before the hold) plus 16 polls.
    expect(getsOf(id)).toBe(17);
    expect(t.fake.bookings().filter((b) => b.resellerReference === id)).toEqual([
      expect.objectContaining({ status: 'CONFIRMED' }),
    ]);
  });

  it('past the deadline (48 h here, sooner than the session) one last look, then withdrawn and failed', async () => {
    t.fake.pendingNextConfirm(Number.POSITIVE_INFINITY);
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    await expect.poll(() => getsOf(id), { timeout: 10_000 }).toBeGreaterThan(3);
    expect((await booking(id)).status).toBe('pending');
    const now = t.app.now.value;
    t.app.now.value = new Date(now.getTime() + 48 * 3_600_000 + 60_000);
    try {
      const got = await settled(id);
      expect(got.status).toBe('failed');
      expect(got.error_message).toBe(
        'The supplier did not confirm the booking in time; the request was withdrawn at the supplier and nothing was charged.',
      );
      expect(got.total_charged_cents).toBeNull();
      expect(t.fake.bookings().filter((b) => b.resellerReference === id)).toEqual([
        expect.objectContaining({ status: 'CANCELLED' }),
      ]);
      const cancel = t.fake.calls.find(
        (c) => c.method === 'POST' && c.path === `/bookings/${octoBookingUuid(id)}/cancel`,
      );
      expect(cancel?.body).toMatchObject({ reason: 'Not confirmed by the supplier in time' });
    } finally {
      t.app.now.value = now;
    }
  });
});

describe('a job that stops between reserve and confirm (independent t.fake)', () => {
  const ref = 'octo:fake:fake-tour:DEFAULT';
  const connection = () => ({ baseUrl: t.fake.url, apiKey: 'fake-key', capabilities: ['octo/pricing'] });
  const fulfillerWith = (wrap: (c: OctoClient) => OctoClient) =>
    octoFulfiller(
      {
        refOf: async () => ref,
        supplierFor: async () => {
          const product = await supplierStore(t.app.store).productByRef(ref);
          return product ? { product, supplierName: 'fake', connection: connection() } : null;
        },
        connect: (c) => wrap(createOctoClient(createOutboundHttp({ allowLoopback: true }), c)),
        fxRates: DEFAULT_FX_RATES,
      },
      { fulfil: async () => ({ outcome: 'failed', errorMessage: 'not a supplier activity' }) },
    );
  /** The process dies after the hold is made: the confirm never leaves. */
  const crashing = fulfillerWith((c) => ({
    ...c,
    confirm: async () => {
      throw new Error('process killed');
    },
  }));
  const healthy = fulfillerWith((c) => c);
  const order = (bookingId: string): FulfilmentOrder => ({
    bookingId,
    activityId: 'unused',
    activityName: 'Fake tour',
    bookingDomain: null,
    currency: 'USD',
    lines: [
      {
        ticketTypeName: 'Adult',
        quantity: 2,
        sessionDate: '2026-12-02',
        sessionTime: '09:30',
        unitMinor: 4550,
        lineMinor: 9100,
      },
    ],
    ticketTotalCents: 9100,
    maxPurchaseCents: 9100,
    externalUserId: 'alice',
    contactEmail: 'alice@example.com',
  });

  it('re-uses the hold on the retry: one supplier booking, confirmed', async () => {
    const o = order('bk_crash_test_1');
    await expect(crashing.fulfil(o)).rejects.toThrow('process killed');
    const uuid = octoBookingUuid(o.bookingId);
    expect(t.fake.bookings().filter((b) => b.uuid === uuid)).toEqual([
      expect.objectContaining({ status: 'ON_HOLD' }),
    ]);
    const r = await healthy.fulfil(o);
    expect(r).toMatchObject({ outcome: 'confirmed', purchaseAmountCents: 9100 });
    expect(t.fake.bookings().filter((b) => b.resellerReference === o.bookingId)).toEqual([
      expect.objectContaining({ uuid, status: 'CONFIRMED' }),
    ]);
  });

  it('reserves once more under a second uuid when the hold expired meanwhile', async () => {
    const o = order('bk_crash_test_2');
    await expect(crashing.fulfil(o)).rejects.toThrow('process killed');
    t.fake.expire(octoBookingUuid(o.bookingId));
    const r = await healthy.fulfil(o);
    expect(r).toMatchObject({ outcome: 'confirmed' });
    const mine = t.fake.bookings().filter((b) => b.resellerReference === o.bookingId);
    expect(mine.map((b) => [b.uuid, b.status])).toEqual([
      [octoBookingUuid(o.bookingId), 'EXPIRED'],
      [octoBookingUuid(o.bookingId, 1), 'CONFIRMED'],
    ]);
  });
});

describe('POST /partner/v1/bookings/{booking_id}/cancel', () => {
  const cancel = (id: string, k: CreatedKey = t.live, body: unknown = { reason: 'plans changed' }) =>
    t.app.request(`/partner/v1/bookings/${id}/cancel`, {
      method: 'POST',
      key: k.key,
      headers: { 'x-external-user-id': 'alice' },
      body,
    });

  const soon = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];

  it('cancels a supplier booking at the supplier, idempotently, for the key that booked only', async () => {
    const { id } = await bookFirst('octo:sim:city-walk:DEFAULT', {}, soon);
    expect((await settled(id, READY)).status).toBe('deliverable_ready');
    expect((await cancel(id, t.other)).status).toBe(404);
    const r = await cancel(id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ booking_id: id, status: 'cancelled' });
    expect(t.sim.bookings().filter((b) => b.resellerReference === id)).toEqual([
      expect.objectContaining({ status: 'CANCELLED' }),
    ]);
    const cancelsBefore = t.sim.requests()['POST /bookings/{uuid}/cancel'];
    const again = await cancel(id, t.live, {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ booking_id: id, status: 'cancelled' });
    expect(t.sim.requests()['POST /bookings/{uuid}/cancel']).toBe(cancelsBefore);
    expect((await booking(id)).status).toBe('cancelled');
  });

  it("answers 409 not_cancellable inside the option's cancellation cutoff", async () => {
    const { id, session } = await bookFirst('octo:sim:city-walk:DEFAULT');
    expect(session.date).toBe('2026-11-23');
    expect((await settled(id, READY)).status).toBe('deliverable_ready');
    const cancels = t.sim.requests()['POST /bookings/{uuid}/cancel'] ?? 0;
    const r = await cancel(id);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'not_cancellable' });
    expect(t.sim.requests()['POST /bookings/{uuid}/cancel'] ?? 0).toBe(cancels);
    expect(t.sim.bookings().find((b) => b.resellerReference === id)?.status).toBe('CONFIRMED');
    expect((await booking(id)).status).toBe('deliverable_ready');
  });

  it('answers 409 not_cancellable when the supplier refuses', async () => {
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    expect((await settled(id)).status).toBe('confirmed');
    t.fake.setCancellable(false);
    try {
      const r = await cancel(id);
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 'not_cancellable' });
      expect((await booking(id)).status).toBe('confirmed');
    } finally {
      t.fake.setCancellable(true);
    }
  });

  it('answers 409 for a failed booking', async () => {
    t.fake.script(
      { status: 400, body: { error: 'INVALID_BOOKING_UUID', errorMessage: 'no such booking' } },
      { status: 200, body: [] },
    );
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    expect((await settled(id)).status).toBe('failed');
    const r = await cancel(id);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'not_cancellable' });
  });

  it('cancels a dry run without the supplier and sends the signed cancelled callback', async () => {
    // A key of its own: the other tests' live bookings call back to an unreachable https receiver, and
    // those failing callbacks keep the live key's share of the worker busy (fairness is per key).
    const k = t.other;
    const user = await t.app.request('/partner/v1/users', {
      method: 'POST',
      key: k.key,
      body: { external_user_id: 'alice' },
    });
    expect(user.status).toBe(201);
    const supplierCalls = t.fake.calls.length;
    const { id } = await bookFirstOf(
      t,
      'octo:fake:fake-tour:DEFAULT',
      { payment_mode: 'dry_run_success', webhook_url: `${t.rx.url}/cancel-test` },
      [],
      k,
    );
    const statusOf = async () =>
      ((await t.app.request(`/partner/v1/bookings/${id}`, { key: k.key })).body as Payload).status;
    await expect.poll(statusOf, { timeout: 15_000 }).toBe('confirmed');
    const r = await cancel(id, k);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'cancelled' });
    expect(t.fake.calls.length).toBe(supplierCalls);
    await expect
      .poll(
        () =>
          t.rx.deliveries
            .map((d) => JSON.parse(d.body) as Payload)
            .filter((p) => p.booking_id === id)
            .map((p) => p.status),
        { timeout: 5_000 },
      )
      .toContain('cancelled');
    const d = t.rx.deliveries.find(
      (x) => (JSON.parse(x.body) as Payload).booking_id === id && x.body.includes('"cancelled"'),
    );
    if (!d) throw new Error('no cancelled callback');
    const verified = new Webhook(k.webhook_secret).verify(d.body, d.headers as Record<string, string>);
    expect(verified).toMatchObject({ booking_id: id, status: 'cancelled' });
  });
});

describe('activity detail: cancellation_policy', () => {
  const detailOf = async (ref: string) =>
    (
      await t.app.request(`/partner/v1/activities/${await activityOf(t, ref)}`, {
        key: t.live.key,
        headers: { 'x-external-user-id': 'alice' },
      })
    ).body as { cancellation_policy?: unknown };

  it("shows the supplier option's cutoff", async () => {
    expect((await detailOf('octo:sim:city-walk:DEFAULT')).cancellation_policy).toEqual({
      cutoff_minutes: 1440,
      description: 'Free cancellation until 1 day before the session starts.',
    });
    expect((await detailOf('octo:fake:fake-tour:DEFAULT')).cancellation_policy).toEqual({
      cutoff_minutes: 720,
      description: 'Free cancellation until 12 hours before the session starts.',
    });
  });
});
