import { describe, expect, it } from 'vitest';
import type {
  PartnerActivity,
  PartnerActivityDetail,
  SearchResponse,
  ShelvesResponse,
} from '../../src/contract/partner.js';
import {
  bookButtonLabel,
  decodeSearchCursor,
  decodeShelfCursor,
  encodeShelfCursor,
  pickShelves,
  searchBlocks,
  shelfBlocks,
  shelfPageBlocks,
  whyWithoutWhen,
} from '../../src/slack/blocks/activities.js';
import { messageViolations, viewViolations } from '../../src/slack/blocks/block-kit-limits.js';
import {
  clip,
  esc,
  escClip,
  escData,
  formatSession,
  venueTime,
  venueWhen,
} from '../../src/slack/blocks/kit.js';
import {
  bookAcceptedModal,
  bookModal,
  detailModal,
  loadingModal,
  locationModal,
} from '../../src/slack/blocks/modals.js';
import { planBookMessage, planMessage } from '../../src/slack/blocks/plan-poll.js';
import {
  askLocationMessage,
  bookingReceiptMessage,
  bookingSummaryMessage,
  homeView,
  welcomeMessage,
} from '../../src/slack/blocks/workspace-messages.js';
import {
  defaultSelection,
  fieldForErrorCode,
  readSelection,
  sessionKeyOf,
  validateSelection,
} from '../../src/slack/booking-form.js';
import { deadlineMs, parsePlan } from '../../src/slack/command-text.js';
import { ACTION, BLOCK } from '../../src/slack/ids.js';
import { pickWinner } from '../../src/workspaces/plans.js';

const long = (n: number, word = 'Extraordinarily'): string => Array.from({ length: n }, () => word).join(' ');

const activity = (i: number, over: Partial<PartnerActivity> = {}): PartnerActivity => ({
  activity_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `${long(40)} & <Friends> #${i}`,
  short_description: long(80),
  picture_url: `https://img.example.com/${'x'.repeat(200)}/${i}.jpg`,
  location: { lat: 40.7, lng: -73.9 },
  semantic_location: long(30, 'Williamsburg,'),
  highlights: [long(50)],
  display_label: long(60),
  is_bookable: i % 2 === 0,
  ticket_price: { min: 10, max: 99, currency: 'USD', label: long(20, '$10'), sessions: [] },
  estimated_fulfillment: 'instant',
  next_datetime: '2026-12-04T22:30:00-05:00',
  ...over,
});

const detail = (
  sessions: number,
  tickets: number,
  over: Partial<PartnerActivityDetail> = {},
): PartnerActivityDetail => ({
  ...activity(2),
  venue: long(30, 'Hall'),
  tips: Array.from({ length: 50 }, () => long(100)),
  upcoming_datetimes: [],
  picture_urls: ['https://img.example.com/a.jpg'],
  is_open_now: true,
  search_category: Array.from({ length: 40 }, () => 'music'),
  description: long(800),
  entity_type: 'event',
  ticket_price: {
    min: 10,
    max: 99,
    currency: 'EUR',
    label: '€10 – €99',
    sessions: Array.from({ length: sessions }, (_, s) => ({
      date: `2026-12-${String((s % 28) + 1).padStart(2, '0')}`,
      time: `${String(10 + (s % 12)).padStart(2, '0')}:${s % 2 ? '30' : '00'}`,
      tickets: Array.from({ length: tickets }, (_, t) => ({
        name: `${long(12, 'Premium')} ${t}`,
        price: 10 + t,
        fee: 1.5,
        total: 11.5 + t,
        available: t % 5 !== 4,
        description: null,
        on_sale_status: null,
        is_free: false,
        min_quantity: 1,
        max_quantity: t === 0 ? 4 : null,
        category: null,
      })),
    })),
  },
  ...over,
});

const jazzResult = (when: string) => ({
  activity_id: activity(2).activity_id,
  name: 'Jazz',
  why: null,
  short_description: null,
  highlights: [],
  venue: null,
  rating: null,
  next_datetime: when,
  entity_type: 'event' as const,
  picture_url: null,
  location: null,
});

const origin = { activityId: activity(2).activity_id, channelId: 'C123', messageTs: '1700000000.000100' };
const T = 'test' as const;

describe('Block Kit builders stay inside Slack limits', () => {
  it('shelves: many shelves, long names, 250 activities each', () => {
    const res: ShelvesResponse = {
      h3_cell: '872a1072bffffff',
      city: 'new-york',
      shelves: Array.from({ length: 12 }, (_, s) => ({
        slug: `shelf-${s}-${'x'.repeat(40)}`,
        display_name: long(30),
        activities: Array.from({ length: 250 }, (_, i) => activity(s * 1000 + i)),
      })),
    };
    const msg = shelfBlocks(res, { locationLabel: long(80), ability: T });
    expect(messageViolations(msg)).toEqual([]);
    expect(msg.blocks.length).toBeLessThanOrEqual(50);
    // Every shown shelf with more activities offers "more", and its cursor round-trips.
    const more = msg.blocks.flatMap((b) =>
      b.type === 'actions'
        ? b.elements.filter((e) => 'action_id' in e && e.action_id === ACTION.shelfMore)
        : [],
    );
    expect(more.length).toBeGreaterThan(0);
    const first = more[0];
    const value = first && 'value' in first ? first.value : undefined;
    expect(decodeShelfCursor(value ?? '')).toEqual({
      slug: res.shelves[0]?.slug,
      offset: 0,
      h3Cell: res.h3_cell,
    });
  });

  it('shelves: bookable activities get Book, others only Details; empty result still valid', () => {
    const res: ShelvesResponse = {
      h3_cell: '872a1072bffffff',
      city: 'new-york',
      shelves: [{ slug: 'tonight', display_name: 'Tonight', activities: [activity(1), activity(2)] }],
    };
    const msg = shelfBlocks(res, { locationLabel: 'Brooklyn', ability: 'live' });
    // The notification text names the first activities, in card order, not the shelves' titles.
    const firstCards = pickShelves(res).flatMap((p) => p.cards.map((a) => a.name));
    expect(firstCards).toHaveLength(2);
    expect(msg.text).toBe(`Things to do near Brooklyn: ${firstCards.map(esc).join(', ')}`);
    const actionIds = msg.blocks.flatMap((b) =>
      b.type === 'actions' ? b.elements.map((e) => ('action_id' in e ? e.action_id : '')) : [],
    );
    expect(actionIds.filter((a) => a === ACTION.book)).toHaveLength(1);
    // At most two controls a card (a phone's row never wraps): Book and "⋯" (Details, Share), or
    // Details and Share when there is nothing to book.
    const rows = msg.blocks.flatMap((b) => (b.type === 'actions' && b.block_id?.endsWith(':act') ? [b] : []));
    for (const row of rows) expect(row.elements.length).toBeLessThanOrEqual(2);
    const menu = rows.flatMap((r) => r.elements).find((e) => e.type === 'overflow');
    expect(menu && 'options' in menu ? menu.options.map((o) => o.value?.split(':')[0]) : []).toEqual([
      'details',
      'share',
    ]);
    expect(actionIds.filter((a) => a === ACTION.details)).toHaveLength(1);
    expect(actionIds.filter((a) => a === ACTION.cardMore)).toHaveLength(1);
    expect(actionIds).not.toContain(ACTION.shelfMore);
    expect(
      messageViolations(shelfBlocks({ ...res, shelves: [] }, { locationLabel: 'Nowhere', ability: T })),
    ).toEqual([]);
  });

  it('one shelf page and search results with 100 long results', () => {
    const shelf = {
      slug: 's',
      display_name: long(40),
      activities: Array.from({ length: 100 }, (_, i) => activity(i)),
    };
    const page = shelfPageBlocks(shelf, { slug: 's', offset: 3, h3Cell: 'c' }, { pageSize: 20, ability: T });
    expect(messageViolations(page)).toEqual([]);
    const res: SearchResponse = {
      message: long(900),
      results: Array.from({ length: 100 }, (_, i) => ({
        activity_id: i % 3 === 0 ? null : activity(i).activity_id,
        name: long(50),
        why: long(200),
        short_description: long(200),
        highlights: [],
        venue: long(40),
        rating: 4.55,
        next_datetime: null,
        entity_type: 'place',
        picture_url: i % 2 ? 'javascript:alert(1)' : 'https://img.example.com/p.jpg',
        location: null,
      })),
    };
    const msg = searchBlocks(long(100), res, { ability: T, bookable: () => true, pageSize: 20 });
    expect(messageViolations(msg)).toEqual([]);
    expect(JSON.stringify(msg.blocks)).not.toContain('javascript:');
  });

  it('detail and booking modals with 200 sessions of 150 ticket types', () => {
    const d = detail(200, 150);
    expect(viewViolations(detailModal(d, origin, T))).toEqual([]);
    const sel = defaultSelection(d);
    const view = bookModal(d, origin, { selection: sel, canCharge: true, quoteCents: 123456 });
    expect(viewViolations(view)).toEqual([]);
    expect(
      viewViolations(
        bookModal(d, origin, { selection: { ...sel, ticketIndex: 120 }, canCharge: false, quoteCents: null }),
      ),
    ).toEqual([]);
    expect(
      viewViolations(
        detailModal(detail(0, 0, { is_bookable: false, ticket_price: null, tips: [] }), origin, T),
      ),
    ).toEqual([]);
    expect(viewViolations(loadingModal('Book tickets'))).toEqual([]);
    expect(viewViolations(locationModal('x'.repeat(500)))).toEqual([]);
    expect(
      viewViolations(
        bookAcceptedModal({
          activityName: long(100),
          bookingId: 'bk_1',
          mode: 'dry_run_success',
          shared: true,
        }),
      ),
    ).toEqual([]);
  });

  it('live purchase is offered only when the key may charge, with the total spelled out', () => {
    const d = detail(1, 2);
    const sel = defaultSelection(d);
    const live = JSON.stringify(bookModal(d, origin, { selection: sel, canCharge: true, quoteCents: 2550 }));
    expect(live).toContain('live_purchase');
    expect(live).toContain('$25.50');
    const noLive = JSON.stringify(
      bookModal(d, origin, { selection: sel, canCharge: false, quoteCents: 2550 }),
    );
    expect(noLive).not.toContain('live_purchase');
  });

  it('one truthful form per mode: the preselected booking is what the title and button say; a decline rehearsal only for developers', () => {
    const d = detail(1, 2);
    type Radio = {
      block_id?: string;
      element?: { options?: { value: string }[]; initial_option?: { value: string } };
    };
    const modeOf = (v: ReturnType<typeof bookModal>) =>
      (v.blocks as Radio[]).find((b) => b.block_id === BLOCK.mode);
    // Live workspace, activity sold by a connected supplier: a real purchase, first and preselected.
    const live = bookModal(d, origin, {
      selection: { ...defaultSelection(d), mode: 'live_purchase' },
      canCharge: true,
      quoteCents: 2550,
    });
    expect(live.title.text).toBe('Book tickets');
    expect(live.submit?.text).toBe('Book');
    expect(modeOf(live)?.element?.initial_option?.value).toBe('live_purchase');
    expect(modeOf(live)?.element?.options?.map((o) => o.value)).toEqual(['live_purchase', 'dry_run_success']);
    // Test-only: a rehearsal everywhere, and no "declined" rehearsal for people in a workspace.
    const test = bookModal(d, origin, { selection: defaultSelection(d), canCharge: false, quoteCents: 2550 });
    expect(test.title.text).toBe('Test booking');
    expect(test.submit?.text).toBe('Try booking');
    expect(modeOf(test)?.element?.options?.map((o) => o.value)).toEqual(['dry_run_success']);
    const dev = bookModal(d, origin, {
      selection: defaultSelection(d),
      canCharge: false,
      offerDecline: true,
      quoteCents: 2550,
    });
    expect(modeOf(dev)?.element?.options?.map((o) => o.value)).toEqual([
      'dry_run_success',
      'dry_run_failure',
    ]);
    // A decline rehearsal submitted where it is not offered is refused on the field.
    const sel = { ...defaultSelection(d), mode: 'dry_run_failure' as const };
    expect(validateSelection(d, sel, { canCharge: false })).toMatchObject({
      ok: false,
      errors: { [BLOCK.mode]: expect.any(String) },
    });
    expect(validateSelection(d, sel, { canCharge: false, offerDecline: true }).ok).toBe(true);
  });

  it('after submit the form says requested, never done', () => {
    for (const mode of ['live_purchase', 'dry_run_success']) {
      const text = JSON.stringify(
        bookAcceptedModal({ activityName: 'Late Set', bookingId: 'bk_1', mode, shared: true }),
      );
      expect(text).toMatch(/requested/i);
      expect(text).toMatch(/DM you the result/);
      expect(text).not.toMatch(/is in|white_check_mark|confirmed/);
    }
  });

  it('workspace messages, booking results and the Home tab', () => {
    const tok = { token: `jaunt_bind_${'A'.repeat(32)}`, expiresAt: '2026-11-29T00:00:00.000Z' };
    const welcome = welcomeMessage({ ...tok, teamName: long(40) });
    expect(messageViolations(welcome)).toEqual([]);
    expect(JSON.stringify(welcome.blocks)).toContain(ACTION.connect);
    expect(welcome.text).not.toContain('jaunt_bind_');
    expect(messageViolations(askLocationMessage())).toEqual([]);
    const base = {
      booking_id: 'bk_1',
      activity_id: activity(1).activity_id,
      tickets: Array.from({ length: 40 }, () => ({
        ticket_type_name: long(20),
        num_tickets: 2,
        session_date: '2026-12-04',
        session_time: '20:00',
      })),
      authorization_amount_cents: 10000,
      booking_fee_cents: 150,
      resolved_at: '2026-11-22T00:00:00Z',
    };
    const confirmed = bookingReceiptMessage(
      {
        ...base,
        status: 'confirmed',
        purchase_amount_cents: 9000,
        total_charged_cents: 9150,
        ticket_details: {
          confirmation_code: 'JNT-ABC123',
          tickets: Array.from({ length: 30 }, (_, i) => ({
            code: `T${i}`,
            download_url: `https://jaunt.example.com/t/${i}`,
          })),
          venue_notes: long(300),
        },
      },
      long(100),
      { test: false },
    );
    expect(messageViolations(confirmed)).toEqual([]);
    expect(JSON.stringify(confirmed)).toContain('JNT-ABC123');
    expect(JSON.stringify(confirmed)).toContain('https://jaunt.example.com/t/0');
    const failed = bookingReceiptMessage({ ...base, status: 'failed', error_message: long(900) }, null, {
      test: true,
    });
    expect(messageViolations(failed)).toEqual([]);
    const summary = bookingSummaryMessage({ ...base, status: 'confirmed' }, long(100), 'U1', { test: true });
    expect(messageViolations(summary)).toEqual([]);
    const orders = Array.from({ length: 100 }, (_, i) => ({
      id: `bk_${i}`,
      status: 'confirmed',
      activity_name: long(80),
      authorization_amount_cents: 1234,
      created_at: '2026-11-22T00:00:00Z',
    }));
    expect(
      viewViolations(
        homeView({ connected: true, teamName: long(50), location: long(80), orders, isAdmin: false }),
      ),
    ).toEqual([]);
    expect(
      viewViolations(
        homeView({ connected: false, teamName: null, location: null, orders: [], isAdmin: true }),
      ),
    ).toEqual([]);
  });

  it('the checker itself catches oversize payloads', () => {
    const tooMany = { text: 'x', blocks: Array.from({ length: 51 }, () => ({ type: 'divider' })) };
    expect(messageViolations(tooMany)).toContain('blocks: 51 > 50');
    const badButton = {
      text: 'x',
      blocks: [
        {
          type: 'actions',
          elements: [{ type: 'button', text: { type: 'plain_text', text: 'b'.repeat(76) }, action_id: 'a' }],
        },
      ],
    };
    expect(messageViolations(badButton).join()).toMatch(/text 76 > 75/);
    expect(messageViolations({ blocks: [] })).toContain('text: fallback text missing');
    expect(
      viewViolations({
        type: 'modal',
        title: { type: 'plain_text', text: 't'.repeat(25) },
        blocks: [],
      }).join(),
    ).toMatch(/title: text 25 > 24/);
    expect(
      messageViolations({
        text: 'x',
        blocks: [{ type: 'section', text: { type: 'mrkdwn', text: '' } }],
      }).join(),
    ).toMatch(/empty text/);
  });
});

describe('booking form validation mirrors the API rules', () => {
  const d = detail(3, 6);
  const sessions = d.ticket_price?.sessions ?? [];
  const key = sessions[1] ? sessionKeyOf(sessions[1]) : null;
  const values = (
    session: string | null,
    ticket: string | null,
    qty: string | null,
    mode: string | null,
  ) => ({
    [BLOCK.session]: { [ACTION.bookSession]: { selected_option: session ? { value: session } : null } },
    [BLOCK.ticket]: { [ACTION.bookTicket]: { selected_option: ticket ? { value: ticket } : null } },
    [BLOCK.quantity]: { [ACTION.bookQuantity]: { value: qty } },
    [BLOCK.mode]: { [ACTION.bookMode]: { selected_option: mode ? { value: mode } : null } },
  });

  it('accepts a good selection and builds the booking item', () => {
    const r = validateSelection(d, readSelection(values(key, 'i:1', '2', 'dry_run_success'), null), {
      canCharge: false,
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.item).toEqual({
        ticket_type_name: sessions[1]?.tickets[1]?.name,
        num_tickets: 2,
        session_date: sessions[1]?.date,
        session_time: sessions[1]?.time,
      });
    }
  });

  it.each([
    ['missing session', values(null, 'i:1', '1', 'dry_run_success'), BLOCK.session],
    ['unknown session', values('2099-01-01T10:00', 'i:1', '1', 'dry_run_success'), BLOCK.session],
    ['unknown ticket', values(key, 'i:99', '1', 'dry_run_success'), BLOCK.ticket],
    ['ticket not on sale', values(key, 'i:4', '1', 'dry_run_success'), BLOCK.ticket],
    ['zero quantity', values(key, 'i:1', '0', 'dry_run_success'), BLOCK.quantity],
    ['fractional quantity', values(key, 'i:1', '1.5', 'dry_run_success'), BLOCK.quantity],
    ['above max', values(key, 'i:0', '5', 'dry_run_success'), BLOCK.quantity],
    ['live without permission', values(key, 'i:1', '1', 'live_purchase'), BLOCK.mode],
    ['no mode', values(key, 'i:1', '1', null), BLOCK.mode],
  ])('%s → error on its field', (_name, v, block) => {
    const r = validateSelection(d, readSelection(v, null), { canCharge: false });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors)).toContain(block);
  });

  it('not bookable', () => {
    const r = validateSelection({ ...d, is_bookable: false }, defaultSelection(d), { canCharge: true });
    expect(r.ok).toBe(false);
  });

  it('cursor decoding rejects garbage', () => {
    expect(decodeShelfCursor('nope')).toBeNull();
    expect(decodeShelfCursor('["a",-1,"c"]')).toBeNull();
    expect(decodeShelfCursor(encodeShelfCursor({ slug: 'a', offset: 2, h3Cell: 'c' }))).toEqual({
      slug: 'a',
      offset: 2,
      h3Cell: 'c',
    });
  });
});

describe('escaping and clipping', () => {
  it('escape-then-clip never leaves half an entity or half a Slack token', () => {
    for (let max = 2; max < 30; max++) {
      const out = escClip('a&b<c>d & <!channel> <@U123> end', max);
      expect(Array.from(out).length).toBeLessThanOrEqual(max);
      expect(out).not.toMatch(/&(?!amp;|lt;|gt;)/);
      expect(out).not.toMatch(/<[^>]*$/);
    }
    expect(clip('<!date^1^{time}|22:30> and more text', 10)).toBe('…');
    expect(esc('Jazz <!channel> & <https://evil.example|free>')).toBe(
      'Jazz &lt;!channel&gt; &amp; &lt;https://evil.example|free&gt;',
    );
  });

  it("catalogue text never formats: a name's *, _, ~ and backticks are made inert on cards, forms and notifications", () => {
    const name = '*Late* _Show_ ~off~ `code`';
    const res: ShelvesResponse = {
      h3_cell: '872a1072bffffff',
      city: 'new-york',
      shelves: [{ slug: 'tonight', display_name: 'Tonight', activities: [{ ...activity(1), name }] }],
    };
    const msg = shelfBlocks(res, { locationLabel: '_Brooklyn_', ability: 'test' });
    const card = JSON.stringify(msg.blocks.find((b) => b.block_id === 's0a0:card'));
    // The card's own bold wrapper stays; inside it, no mark Slack would read.
    const inner = /"text":"\*(.*?)\*\\n/.exec(card)?.[1] ?? '';
    expect(inner).toContain('Late');
    expect(inner).not.toMatch(/[*_~`]/);
    expect(msg.text).not.toMatch(/[*_~`]/);
    const form = JSON.stringify(
      bookModal({ ...detail(1, 2), venue: '*Club*' }, origin, {
        selection: defaultSelection(detail(1, 2)),
        canCharge: false,
        quoteCents: null,
      }),
    );
    expect(form).not.toContain('*Club*');
    // Codes people copy keep their characters: only entities are escaped inside a code span.
    expect(escData('a_b')).not.toBe('a_b');
    expect(esc('bk_1_2')).toBe('bk_1_2');
  });

  it('one time rule: the venue clock and zone everywhere, the reader’s own time as a token', () => {
    // A New York event at 20:00 on 28 Nov, read by someone in Paris (where it is 02:00 on the 29th).
    const iso = '2026-11-28T20:00:00-05:00';
    const epoch = Date.parse('2026-11-29T01:00:00Z') / 1000;
    expect(venueTime(iso)).toEqual({ text: 'Sat 28 Nov, 20:00 EST', epoch, offset: -300 });
    expect(venueWhen(iso)).toBe(
      `Sat 28 Nov, 20:00 EST (your time: <!date^${epoch}^{date_short_pretty} {time}|Sat 28 Nov, 20:00 EST>)`,
    );
    // The reader's token is left out when their clock agrees with the venue's.
    expect(venueWhen(iso, null, 'America/New_York')).toBe('Sat 28 Nov, 20:00 EST');
    expect(venueWhen(iso, null, 'Europe/Paris')).toContain(`<!date^${epoch}^`);
    // A wall clock with the venue's IANA zone, or with an instant carrying its offset.
    expect(venueTime('2026-07-04T21:00', 'America/New_York')?.text).toBe('Sat 4 Jul, 21:00 EDT');
    expect(venueTime('2026-11-28T20:00', iso)?.text).toBe('Sat 28 Nov, 20:00 EST');
    // An offset no US zone names is written as one; a bare date has no time and no zone.
    expect(venueTime('2026-11-28T20:00:00+01:00')?.text).toBe('Sat 28 Nov, 20:00 UTC+1');
    expect(venueTime('2026-11-28T20:00:00+05:30')?.text).toBe('Sat 28 Nov, 20:00 UTC+5:30');
    expect(venueTime('2026-12-04')).toEqual({ text: 'Fri 4 Dec', epoch: null, offset: null });
    expect(venueTime(null)).toBeNull();

    const card = JSON.stringify(
      searchBlocks(
        'q',
        { message: 'm', results: [jazzResult(iso)] },
        {
          ability: T,
          bookable: () => true,
        },
      ).blocks,
    );
    expect(card).toContain('Sat 28 Nov, 20:00 EST');
    expect(card).toContain(`<!date^${epoch}^{date_short_pretty} {time}|`);
    const d = detail(1, 1, {
      next_datetime: iso,
      upcoming_datetimes: [iso],
      ticket_price: {
        min: 10,
        max: 10,
        currency: 'USD',
        label: '$10',
        sessions: [
          {
            date: '2026-11-28',
            time: '20:00',
            tickets: detail(1, 1).ticket_price?.sessions[0]?.tickets ?? [],
          },
        ],
      },
    });
    const details = JSON.stringify(detailModal(d, origin, T));
    expect(details).toContain('Sat 28 Nov, 20:00 EST');
    // Every time Details shows (When, the session's prices) names the venue's zone.
    expect(details.match(/Sat 28 Nov, 20:00(?! EST)/g)).toBeNull();
    expect(details.match(/Sat 28 Nov, 20:00 EST/g)?.length).toBeGreaterThanOrEqual(3);
    const receipt = bookingReceiptMessage(
      {
        booking_id: 'bk_1',
        activity_id: d.activity_id,
        status: 'confirmed',
        tickets: [
          { ticket_type_name: 'GA', num_tickets: 2, session_date: '2026-11-28', session_time: '20:00' },
        ],
        authorization_amount_cents: 2000,
        booking_fee_cents: 0,
        resolved_at: '2026-11-22T15:00:00Z',
      },
      'Jazz',
      { test: true, zone: 'America/New_York' },
    );
    expect(JSON.stringify(receipt)).toContain('2 × GA, Sat 28 Nov, 20:00 EST');
    const summary = bookingSummaryMessage(
      {
        booking_id: 'bk_1',
        activity_id: d.activity_id,
        status: 'confirmed',
        tickets: [
          { ticket_type_name: 'GA', num_tickets: 2, session_date: '2026-11-28', session_time: '20:00' },
        ],
        authorization_amount_cents: 2000,
        booking_fee_cents: 0,
        resolved_at: '2026-11-22T15:00:00Z',
      },
      'Jazz',
      'U1',
      { test: true, zone: iso },
    );
    expect(summary.text).toContain('Sat 28 Nov, 20:00 EST');
    // App Home: when an order was made is an instant, shown in the reader's zone, never raw UTC.
    const home = JSON.stringify(
      homeView({
        connected: true,
        teamName: 'T',
        location: null,
        isAdmin: false,
        orders: [
          { id: 'o1', status: 'confirmed', activity_name: 'Jazz', created_at: '2026-11-22T15:00:00.000Z' },
        ],
      }),
    );
    expect(home).not.toContain('_2026-11-22 15:00_');
    expect(home).toContain(
      `<!date^${Date.parse('2026-11-22T15:00:00Z') / 1000}^{date_short_pretty} {time}|2026-11-22 15:00 UTC>`,
    );
  });

  it('the why sentence drops the date the card already shows', () => {
    expect(whyWithoutWhen('Jazz at Vanguard in Manhattan, Fri 22:30, from $44.50 with fees.', true)).toBe(
      'Jazz at Vanguard in Manhattan, from $44.50 with fees.',
    );
    expect(whyWithoutWhen('Jazz, today 19:00.', false)).toBe('Jazz, today 19:00.');
  });
});

describe('discovery shape', () => {
  it('3 shelves × 3 cards, each activity once, even when shelves overlap', () => {
    const shared = [activity(1), activity(2), activity(3), activity(4)];
    const res: ShelvesResponse = {
      h3_cell: 'c',
      city: 'new-york',
      shelves: Array.from({ length: 6 }, (_, s) => ({
        slug: `s${s}`,
        display_name: `Shelf ${s}`,
        activities: [...shared, activity(100 + s), activity(200 + s)],
      })),
    };
    const picked = pickShelves(res);
    expect(picked.length).toBe(3);
    const ids = picked.flatMap((p) => p.cards.map((a) => a.activity_id));
    expect(ids.length).toBeLessThanOrEqual(9);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('Book buttons follow what the workspace can do', () => {
    const res: ShelvesResponse = {
      h3_cell: 'c',
      city: 'new-york',
      shelves: [{ slug: 't', display_name: 'T', activities: [activity(2)] }],
    };
    const label = (ability: 'live' | 'test' | 'none') =>
      JSON.stringify(shelfBlocks(res, { locationLabel: 'x', ability }).blocks);
    expect(label('live')).toContain('"text":"Book"');
    expect(label('test')).toContain('Try booking (test)');
    expect(label('none')).not.toContain(ACTION.book);
    expect(bookButtonLabel('none')).toBeNull();
  });

  it('search "Show more" skips what was already shown', () => {
    const res: SearchResponse = {
      message: 'm',
      results: Array.from({ length: 12 }, (_, i) => ({
        activity_id: activity(i).activity_id,
        name: `R${i}`,
        why: null,
        short_description: null,
        highlights: [],
        venue: null,
        rating: null,
        next_datetime: null,
        entity_type: 'event',
        picture_url: null,
        location: null,
      })),
    };
    const first = searchBlocks('q', res, { ability: 'test', bookable: () => true });
    const more = JSON.stringify(first.blocks).match(
      /"action_id":"search_more","value":"((?:[^"\\]|\\.)*)"/,
    )?.[1];
    const cursor = decodeSearchCursor(JSON.parse(`"${more ?? ''}"`));
    expect(cursor?.shown).toHaveLength(5);
    const second = searchBlocks('q', res, { ability: 'test', bookable: () => false, shown: cursor?.shown });
    expect(JSON.stringify(second.blocks)).toContain('R5');
    expect(JSON.stringify(second.blocks)).not.toContain('"R0');
    expect(JSON.stringify(second.blocks)).not.toContain(ACTION.book);
  });
});

describe('booking errors map to fields by code', () => {
  it.each([
    ['quantity_out_of_range', BLOCK.quantity],
    ['session_past', BLOCK.session],
    ['session_mismatch', BLOCK.session],
    ['ticket_unavailable', BLOCK.ticket],
    ['authorization_insufficient', BLOCK.ticket],
    ['payment_required', BLOCK.mode],
    ['forbidden', BLOCK.mode],
    ['internal', null],
  ])('%s → %s', (code, field) => {
    expect(fieldForErrorCode(code)).toBe(field);
  });
});

describe('plans', () => {
  it.each([
    ['jazz by 30m', { prompt: 'jazz', by: { inMs: 1_800_000 } }],
    ['by 2h', { prompt: '', by: { inMs: 7_200_000 } }],
    ['dinner by 6pm', { prompt: 'dinner', by: { hour: 18, minute: 0 } }],
    ['karaoke by 18:45', { prompt: 'karaoke', by: { hour: 18, minute: 45 } }],
    ['stand by me screening', { prompt: 'stand by me screening', by: null }],
  ])('parsePlan(%j)', (text, expected) => {
    expect(parsePlan(text)).toEqual(expected);
  });

  it('a clock deadline is the next such time in the organiser zone', () => {
    const now = new Date('2026-11-22T15:00:00Z'); // 10:00 in New York
    expect(deadlineMs({ hour: 18, minute: 0 }, now, 'America/New_York', 1)).toBe(8 * 3_600_000);
    expect(deadlineMs({ hour: 9, minute: 0 }, now, 'America/New_York', 1)).toBe(23 * 3_600_000);
    expect(deadlineMs(null, now, 'UTC', 42)).toBe(42);
  });

  it('most votes win; a tie goes to the option that got there first', () => {
    const o = [
      { activityId: 'a', name: 'A', bookable: true },
      { activityId: 'b', name: 'B', bookable: true },
    ];
    const v = (userId: string, activityId: string, votedAt: string) => ({ userId, activityId, votedAt });
    expect(pickWinner([], o)).toBeNull();
    expect(pickWinner([v('1', 'b', 't1'), v('2', 'a', 't2'), v('3', 'b', 't3')], o)).toBe('b');
    expect(pickWinner([v('1', 'b', 't1'), v('2', 'a', 't2')], o)).toBe('b');
  });

  it('the poll message stays within limits and names voters', () => {
    const plan = {
      id: 'pl_1',
      teamId: 'T',
      channelId: 'C',
      messageTs: '1.1',
      organiserUserId: 'U0ORG',
      prompt: long(50),
      options: Array.from({ length: 5 }, (_, i) => ({ activityId: `a${i}`, name: long(60), bookable: true })),
      closesAt: '2026-11-22T17:00:00.000Z',
      closedAt: null,
      winnerActivityId: null,
    };
    const votes = [{ userId: 'U1', activityId: 'a0', votedAt: 't' }];
    const open = planMessage({ plan, votes });
    expect(messageViolations(open)).toEqual([]);
    expect(JSON.stringify(open.blocks)).toContain('1 vote: <@U1>');
    const closed = planMessage({ plan: { ...plan, closedAt: 'x', winnerActivityId: 'a0' }, votes });
    expect(JSON.stringify(closed.blocks)).not.toContain(ACTION.planVote);
  });
});

describe('receipts in the booker’s language', () => {
  it('French, Spanish and German receipts and summaries; test bookings say nothing was charged', () => {
    const r = {
      booking_id: 'bk_1',
      status: 'confirmed',
      activity_id: 'a',
      tickets: [
        { ticket_type_name: 'GA', num_tickets: 2, session_date: '2026-12-04', session_time: '22:30' },
      ],
      authorization_amount_cents: 100,
      booking_fee_cents: 10,
      resolved_at: '2026-11-22T15:00:00Z',
      ticket_details: { confirmation_code: 'C1' },
    };
    const fr = JSON.stringify(bookingReceiptMessage(r, 'Jazz', { test: true, lang: 'fr' }));
    expect(fr).toContain('Réservation test confirmée');
    expect(fr).toContain('rien n’a été débité');
    expect(fr).toContain('Code de confirmation');
    expect(JSON.stringify(bookingReceiptMessage(r, 'Jazz', { test: true, lang: 'es' }))).toContain(
      'no se cobró nada',
    );
    expect(bookingSummaryMessage(r, 'Jazz', 'U1', { test: false, lang: 'de' }).text).toBe(
      '<@U1> hat gebucht: 2 × Jazz, Fr., 4. Dez., 22:30',
    );
    expect(JSON.stringify(bookingReceiptMessage(r, 'Jazz', { test: true, lang: 'xx' }))).toContain(
      'Test booking: nothing was charged',
    );
  });
});

describe('receipts, shelf names and the plan poll in the reader’s language (issue 37)', () => {
  const r = {
    booking_id: 'bk_2',
    status: 'confirmed',
    activity_id: 'a',
    tickets: [{ ticket_type_name: 'GA', num_tickets: 2, session_date: '2026-12-04', session_time: '22:30' }],
    authorization_amount_cents: 100,
    purchase_amount_cents: 90,
    booking_fee_cents: 10,
    total_charged_cents: 100,
    resolved_at: '2026-11-22T15:00:00Z',
    ticket_details: { confirmation_code: 'C1' },
  };

  it('a French receipt has no English word: dates, status and labels are French', () => {
    for (const test of [true, false]) {
      const msg = bookingReceiptMessage(r, 'Concert', { test, lang: 'fr', zone: 'America/New_York' });
      const text = JSON.stringify(msg);
      expect(text).toContain('ven. 4 déc., 22:30');
      if (!test) expect(text).toContain('total débité 1,00\u00a0$US');
      expect(text).toContain('confirmée');
      for (const english of ['Fri', 'Dec', 'confirmed', 'Booking', 'Tickets', 'booking fee', 'nothing'])
        expect(text).not.toContain(english);
    }
    const failed = JSON.stringify(
      bookingReceiptMessage({ ...r, status: 'failed' }, 'X', { test: false, lang: 'es' }),
    );
    expect(failed).toContain('falló');
    expect(failed).toContain('fallida');
    expect(failed).not.toContain('failed');
    const summary = bookingSummaryMessage(r, 'Concert', 'U1', {
      test: false,
      lang: 'es',
      zone: 'Europe/Madrid',
    });
    expect(summary.text).toBe('<@U1> reservó 2 × Concert, vie, 4 dic, 22:30 CET');
  });

  it('shelf names come from the shelf id, in the reader’s language; an unknown id keeps discovery’s name', () => {
    const res: ShelvesResponse = {
      h3_cell: '872a1072bffffff',
      city: 'new-york',
      shelves: [
        { slug: 'tonight', display_name: 'Tonight', activities: [activity(1)] },
        { slug: 'free', display_name: 'Free', activities: [activity(2)] },
        { slug: 'brand-new', display_name: 'Brand new', activities: [activity(3)] },
      ],
    };
    const headers = (lang?: string) =>
      shelfBlocks(res, { locationLabel: 'Paris', ability: 'test', lang }).blocks.flatMap((b) =>
        b.type === 'header' ? [b.text.text] : [],
      );
    expect(headers()).toEqual(['Tonight', 'Free', 'Brand new']);
    expect(headers('fr')).toEqual(['Ce soir', 'Gratuit', 'Brand new']);
    expect(headers('es')).toEqual(['Esta noche', 'Gratis', 'Brand new']);
    expect(headers('de')).toEqual(['Heute Abend', 'Kostenlos', 'Brand new']);
    // The name is chosen by id, never by matching discovery's English words.
    const renamed = {
      ...res,
      shelves: [{ slug: 'free', display_name: 'Tonight', activities: [activity(1)] }],
    };
    expect(
      shelfBlocks(renamed, { locationLabel: 'Paris', ability: 'test', lang: 'fr' }).blocks.flatMap((b) =>
        b.type === 'header' ? [b.text.text] : [],
      ),
    ).toEqual(['Gratuit']);
  });

  it('the plan poll and the organiser’s nudge speak the organiser’s language', () => {
    const plan = {
      id: 'p1',
      teamId: 'T',
      channelId: 'C',
      messageTs: '1',
      organiserUserId: 'U0',
      prompt: 'jazz',
      options: ['a', 'b', 'c'].map((id) => ({ activityId: id, name: `Name ${id}`, bookable: true })),
      closesAt: '2026-11-22T17:00:00.000Z',
      closedAt: null,
      winnerActivityId: null,
    };
    const votes = [{ userId: 'U1', activityId: 'a', votedAt: 't' }];
    const fr = JSON.stringify(planMessage({ plan, votes }, 'fr'));
    for (const w of ['Sortie : jazz', 'votez avant', '"Voter"', '1 vote\u00a0: <@U1>', 'aucun vote'])
      expect(fr).toContain(w);
    expect(fr).not.toContain('"Vote"');
    expect(fr).not.toContain('no votes yet');
    const closed = { ...plan, closedAt: 'x', winnerActivityId: 'a' };
    const de = JSON.stringify(planMessage({ plan: closed, votes }, 'de'));
    expect(de).toContain('gewinnt mit 1 Stimme(n)');
    expect(JSON.stringify(planBookMessage({ plan: closed, votes }, true, 'es'))).toContain(
      'Reservar para el grupo',
    );
    expect(JSON.stringify(planMessage({ plan, votes }))).toContain('"Vote"');
  });
});

describe('time labels: the zone’s name and the venue’s today (issue 37)', () => {
  it('names the zone as Intl does in the reader’s language, else the UTC offset', () => {
    expect(venueTime('2026-01-15T20:00', 'Europe/Paris')?.text).toBe('Thu 15 Jan, 20:00 CET');
    expect(venueTime('2026-07-15T20:00', 'Europe/London')?.text).toBe('Wed 15 Jul, 20:00 BST');
    expect(venueTime('2026-01-15T20:00', 'America/New_York')?.text).toBe('Thu 15 Jan, 20:00 EST');
    // No common abbreviation for Lima or Kolkata: the offset.
    expect(venueTime('2026-01-15T20:00', 'America/Lima')?.text).toBe('Thu 15 Jan, 20:00 UTC-5');
    expect(venueTime('2026-01-15T20:00', 'Asia/Kolkata')?.text).toBe('Thu 15 Jan, 20:00 UTC+5:30');
    // German readers know MEZ; French ones get the offset, as Intl gives no French name.
    expect(venueTime('2026-01-15T20:00', 'Europe/Paris', { lang: 'de' })?.text).toBe(
      'Do., 15. Jan., 20:00 MEZ',
    );
    expect(venueTime('2026-01-15T20:00', 'America/New_York', { lang: 'fr' })?.text).toBe(
      'jeu. 15 janv., 20:00 UTC-5',
    );
  });

  it('"Tonight", "Today", "Tomorrow" are judged on the venue’s date, and only when true', () => {
    const ny = 'America/New_York';
    // 23:30 in New York on Sat 28 Nov is already Sun 29 Nov 04:30 UTC and 05:30 in Paris.
    const lateInNy = new Date('2026-11-29T04:30:00Z');
    expect(venueTime('2026-11-28T23:45', ny, { now: lateInNy })?.text).toBe('Tonight, 23:45 EST');
    expect(venueTime('2026-11-29T20:00', ny, { now: lateInNy })?.text).toBe('Tomorrow, 20:00 EST');
    expect(venueTime('2026-11-30T20:00', ny, { now: lateInNy })?.text).toBe('Mon 30 Nov, 20:00 EST');
    // Same instant, a Paris venue: its date is already the 29th.
    expect(venueTime('2026-11-29T20:00', 'Europe/Paris', { now: lateInNy })?.text).toBe('Tonight, 20:00 CET');
    expect(venueTime('2026-11-29T14:00', 'Europe/Paris', { now: lateInNy })?.text).toBe('Today, 14:00 CET');
    expect(venueTime('2026-11-28T20:00', 'Europe/Paris', { now: lateInNy })?.text).toBe(
      'Sat 28 Nov, 20:00 CET',
    );
    // Just before and just after midnight at the venue (an offset in the string, as cards get it).
    const beforeMidnight = new Date('2026-11-29T04:59:00Z'); // 23:59 in New York
    const afterMidnight = new Date('2026-11-29T05:01:00Z'); // 00:01 in New York
    const sunday = '2026-11-29T20:00:00-05:00';
    expect(venueTime(sunday, null, { now: beforeMidnight })?.text).toBe('Tomorrow, 20:00 EST');
    expect(venueTime(sunday, null, { now: afterMidnight })?.text).toBe('Tonight, 20:00 EST');
    expect(venueTime('2026-11-29T16:59:00-05:00', null, { now: afterMidnight })?.text).toBe(
      'Today, 16:59 EST',
    );
    expect(venueTime('2026-11-29T17:00:00-05:00', null, { now: afterMidnight })?.text).toBe(
      'Tonight, 17:00 EST',
    );
    // In the reader's language; a bare date with no zone is never called today.
    expect(venueTime(sunday, null, { now: afterMidnight, lang: 'fr' })?.text).toBe('Ce soir, 20:00 UTC-5');
    expect(venueTime('2026-11-29', null, { now: afterMidnight })?.text).toBe('Sun 29 Nov');
    expect(formatSession('2026-11-29', '20:00', ny, { now: afterMidnight, lang: 'de' })).toBe(
      'Heute Abend, 20:00 UTC-5',
    );
    // Cards take the clock: "Tonight" on the card only when the venue's date is today.
    const res: ShelvesResponse = {
      h3_cell: '872a1072bffffff',
      city: 'new-york',
      shelves: [
        { slug: 'tonight', display_name: 'Tonight', activities: [activity(1, { next_datetime: sunday })] },
      ],
    };
    const card = (now: Date) =>
      JSON.stringify(shelfBlocks(res, { locationLabel: 'NYC', ability: 'test', now }).blocks);
    expect(card(afterMidnight)).toContain('Tonight, 20:00 EST');
    expect(card(beforeMidnight)).toContain('Tomorrow, 20:00 EST');
    expect(card(beforeMidnight)).not.toContain('Tonight, 20:00');
    // A reader in the venue's zone is not shown "your time" again.
    const forNewYorker = JSON.stringify(
      shelfBlocks(res, { locationLabel: 'NYC', ability: 'test', readerTz: 'America/New_York' }).blocks,
    );
    expect(forNewYorker).toContain('Sun 29 Nov, 20:00 EST');
    expect(forNewYorker).not.toContain('<!date^');
    expect(card(afterMidnight)).toContain('<!date^');
  });
});
