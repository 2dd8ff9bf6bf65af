import { describe, expect, it } from 'vitest';
import {
  bookingFeeCents,
  bookingFingerprint,
  DEFAULT_BOOKING_FEE,
  quoteBooking,
  toUsdCents,
} from '../../src/booking/booking-pricing.js';
import type { Session, TicketType } from '../../src/catalogue/activity.js';
import { DEFAULT_FX_RATES } from '../../src/platform/config.js';

const ticket = (name: string, priceMinor: number, over: Partial<TicketType> = {}): TicketType => ({
  name,
  priceMinor,
  feeMinor: 0,
  available: true,
  description: null,
  onSaleStatus: null,
  isFree: false,
  minQuantity: 1,
  maxQuantity: null,
  category: null,
  ...over,
});
const session = (date: string | null, time: string | null, tickets: TicketType[]): Session => ({
  date,
  time,
  startsAt: null,
  tickets,
});
const activity = (sessions: Session[], currency = 'USD', isBookable = true) => ({
  name: 'Harbour cruise',
  isBookable,
  currency,
  sessions,
});

describe('FX and booking fee', () => {
  it('converts minor units to USD cents, rounding up', () => {
    expect(toUsdCents(2500, 'USD', DEFAULT_FX_RATES)).toBe(2500);
    expect(toUsdCents(1000, 'EUR', DEFAULT_FX_RATES)).toBe(1080);
    expect(toUsdCents(3000, 'JPY', DEFAULT_FX_RATES)).toBe(2010); // 3000 yen * 0.0067
    expect(toUsdCents(1, 'MXN', DEFAULT_FX_RATES)).toBe(1); // 0.055 cents rounds up
    expect(toUsdCents(100, 'CHF', DEFAULT_FX_RATES)).toBeNull();
  });

  it('charges 3 % with a 99 cent floor, nothing on free bookings', () => {
    expect(bookingFeeCents(0, DEFAULT_BOOKING_FEE)).toBe(0);
    expect(bookingFeeCents(1000, DEFAULT_BOOKING_FEE)).toBe(99);
    expect(bookingFeeCents(10_000, DEFAULT_BOOKING_FEE)).toBe(300);
    expect(bookingFeeCents(10_001, DEFAULT_BOOKING_FEE)).toBe(301);
  });
});

describe('quoteBooking', () => {
  const multi = activity([
    session('2026-07-01', '10:00', [ticket('Adult', 2000, { feeMinor: 150 }), ticket('Child', 1000)]),
    session('2026-07-01', '14:00', [ticket('Adult', 2200), ticket('VIP', 9000, { available: false })]),
  ]);

  it('prices tickets with fees and adds the booking fee', () => {
    const q = quoteBooking(
      multi,
      [
        { ticket_type_name: 'Adult', num_tickets: 2, session_date: '2026-07-01', session_time: '10:00' },
        { ticket_type_name: 'Child', num_tickets: 1, session_date: '2026-07-01', session_time: '10:00' },
      ],
      DEFAULT_FX_RATES,
      DEFAULT_BOOKING_FEE,
    );
    expect(q).toMatchObject({
      ticketTotalMinor: 5300,
      ticketTotalCents: 5300,
      bookingFeeCents: 159,
      totalCents: 5459,
    });
  });

  it('converts other currencies', () => {
    const q = quoteBooking(
      activity([session(null, null, [ticket('Entry', 1000)])], 'EUR'),
      [{ ticket_type_name: 'Entry', num_tickets: 1 }],
      DEFAULT_FX_RATES,
      DEFAULT_BOOKING_FEE,
    );
    expect(q).toMatchObject({
      currency: 'EUR',
      ticketTotalCents: 1080,
      bookingFeeCents: 99,
      totalCents: 1179,
    });
  });

  it.each([
    [
      'no session given for a multi-session event',
      { ticket_type_name: 'Adult', num_tickets: 1 },
      'session_mismatch',
    ],
    [
      'a time that is not listed',
      { ticket_type_name: 'Adult', num_tickets: 1, session_date: '2026-07-01', session_time: '11:00' },
      'session_mismatch',
    ],
    [
      'an unknown ticket type',
      { ticket_type_name: 'Senior', num_tickets: 1, session_date: '2026-07-01', session_time: '10:00' },
      'ticket_type_unknown',
    ],
    [
      'an unavailable ticket',
      { ticket_type_name: 'VIP', num_tickets: 1, session_date: '2026-07-01', session_time: '14:00' },
      'ticket_unavailable',
    ],
    [
      'more than the default cap',
      { ticket_type_name: 'Adult', num_tickets: 101, session_date: '2026-07-01', session_time: '14:00' },
      'quantity_out_of_range',
    ],
  ])('rejects %s', (_, item, code) => {
    expect(quoteBooking(multi, [item], DEFAULT_FX_RATES, DEFAULT_BOOKING_FEE)).toMatchObject({
      code,
      index: 0,
    });
  });

  it('lets a single-session event omit the pair but matches null with null only', () => {
    const single = activity([session('2026-07-02', '19:30', [ticket('Seat', 5000)])]);
    expect(
      quoteBooking(
        single,
        [{ ticket_type_name: 'Seat', num_tickets: 1 }],
        DEFAULT_FX_RATES,
        DEFAULT_BOOKING_FEE,
      ),
    ).toMatchObject({ totalCents: 5150 });
    expect(
      quoteBooking(
        single,
        [{ ticket_type_name: 'Seat', num_tickets: 1, session_date: null, session_time: null }],
        DEFAULT_FX_RATES,
        DEFAULT_BOOKING_FEE,
      ),
    ).toMatchObject({ code: 'session_mismatch' });
    const open = activity([
      session(null, null, [ticket('Day pass', 1500)]),
      session('2026-07-03', '09:00', [ticket('Tour', 3000)]),
    ]);
    expect(
      quoteBooking(
        open,
        [{ ticket_type_name: 'Day pass', num_tickets: 1, session_date: null }],
        DEFAULT_FX_RATES,
        DEFAULT_BOOKING_FEE,
      ),
    ).toMatchObject({ ticketTotalCents: 1500 });
  });

  it('checks min and max quantity over the sum of items for one ticket', () => {
    const group = activity([
      session(null, null, [ticket('Group', 1000, { minQuantity: 4, maxQuantity: 6 })]),
    ]);
    const q = (n: number[]) =>
      quoteBooking(
        group,
        n.map((num_tickets) => ({ ticket_type_name: 'Group', num_tickets })),
        DEFAULT_FX_RATES,
        DEFAULT_BOOKING_FEE,
      );
    expect(q([3])).toMatchObject({ code: 'quantity_out_of_range' });
    expect(q([4])).toMatchObject({ ticketTotalCents: 4000 });
    expect(q([4, 3])).toMatchObject({ code: 'quantity_out_of_range', index: 1 });
  });

  it('refuses unbookable activities and currencies without a rate', () => {
    const one = [session(null, null, [ticket('Entry', 1000)])];
    expect(
      quoteBooking(
        activity(one, 'USD', false),
        [{ ticket_type_name: 'Entry', num_tickets: 1 }],
        DEFAULT_FX_RATES,
        DEFAULT_BOOKING_FEE,
      ),
    ).toMatchObject({
      code: 'activity_not_bookable',
    });
    expect(
      quoteBooking(
        activity(one, 'CHF'),
        [{ ticket_type_name: 'Entry', num_tickets: 1 }],
        DEFAULT_FX_RATES,
        DEFAULT_BOOKING_FEE,
      ),
    ).toMatchObject({
      code: 'currency_unsupported',
    });
  });

  it('prices free tickets at zero with no booking fee', () => {
    const free = activity([session(null, null, [ticket('Free entry', 0, { isFree: true })])]);
    expect(
      quoteBooking(
        free,
        [{ ticket_type_name: 'Free entry', num_tickets: 2 }],
        DEFAULT_FX_RATES,
        DEFAULT_BOOKING_FEE,
      ),
    ).toMatchObject({
      totalCents: 0,
      bookingFeeCents: 0,
    });
  });
});

describe('bookingFingerprint', () => {
  it('ignores key order and the idempotency key, but not the webhook URL', () => {
    const a = bookingFingerprint({
      idempotency_key: 'k1',
      activity_id: 'x',
      webhook_url: 'https://a',
      tickets: [{ n: 1, t: 'A' }],
    });
    const b = bookingFingerprint({
      tickets: [{ t: 'A', n: 1 }],
      webhook_url: 'https://a',
      activity_id: 'x',
      idempotency_key: 'k2',
    });
    const c = bookingFingerprint({
      tickets: [{ t: 'A', n: 1 }],
      webhook_url: 'https://b',
      activity_id: 'x',
      idempotency_key: 'k1',
    });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});

describe('sessions in the past', () => {
  it('refuses a session that has already started when given the time', () => {
    const started = activity([
      {
        date: '2026-07-01',
        time: '10:00',
        startsAt: Date.parse('2026-07-01T14:00:00Z'),
        tickets: [ticket('A', 100)],
      },
    ]);
    const item = [{ ticket_type_name: 'A', num_tickets: 1 }];
    expect(
      quoteBooking(started, item, DEFAULT_FX_RATES, DEFAULT_BOOKING_FEE, {
        nowMs: Date.parse('2026-07-01T14:00:01Z'),
      }),
    ).toMatchObject({ code: 'session_past' });
    expect(
      quoteBooking(started, item, DEFAULT_FX_RATES, DEFAULT_BOOKING_FEE, {
        nowMs: Date.parse('2026-07-01T13:59:00Z'),
      }),
    ).toMatchObject({ totalCents: 199 });
  });
});
