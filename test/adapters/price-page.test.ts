/** Booking page HTML → sessions and tickets, over the real-world page shapes of test/fixtures/price-pages. */
import { describe, expect, it } from 'vitest';
import { minorOf, parseAmount } from '../../src/catalogue/prices/amounts.js';
import {
  mapPageEvents,
  pageEventsFrom,
  priceBoundBreach,
  sessionStart,
} from '../../src/catalogue/prices/offers.js';
import { readStructuredData } from '../../src/catalogue/prices/structured-data.js';
import { fixturePage } from '../helpers/price-site.js';

const NOW = Date.parse('2026-11-22T15:00:00Z');
const TICKET = {
  name: 'Adult',
  priceMinor: 0,
  feeMinor: 0,
  available: true,
  description: null,
  onSaleStatus: null,
  isFree: false,
  minQuantity: 1,
  maxQuantity: null,
  category: null,
};

const priced = (page: string, timeZone: string, currency: string | null = null) => {
  const { source, events } = pageEventsFrom(readStructuredData(fixturePage(page)));
  return { source, mapped: mapPageEvents(events, { timeZone, currency, now: NOW }) };
};

const brief = (page: string, timeZone: string) => {
  const { source, mapped } = priced(page, timeZone);
  return {
    source,
    currency: mapped?.currency,
    offers: mapped?.offers,
    sessions: mapped?.sessions.map((s) => ({
      at: `${s.date ?? '-'} ${s.time ?? '-'}`,
      tickets: s.tickets.map((t) => [t.name, t.priceMinor, t.feeMinor, t.available, t.onSaleStatus]),
    })),
  };
};

describe('price page extraction and mapping', () => {
  it('reads a single Offer with a stated fee, in the activity zone', () => {
    expect(brief('single-offer', 'America/New_York')).toEqual({
      source: 'json-ld',
      currency: 'USD',
      offers: 1,
      sessions: [{ at: '2026-12-04 22:30', tickets: [['General Admission', 3800, 450, true, 'On sale']] }],
    });
  });

  it('converts the page offset into the activity zone', () => {
    expect(brief('single-offer', 'Europe/Paris').sessions).toEqual([
      { at: '2026-12-05 04:30', tickets: [['General Admission', 3800, 450, true, 'On sale']] },
    ]);
  });

  it('reads an AggregateOffer of a multi-typed TouristAttraction/Product through @graph and @id', () => {
    const { mapped } = priced('aggregate-offer', 'Europe/Paris');
    expect(mapped?.currency).toBe('EUR');
    expect(mapped?.sessions).toHaveLength(1);
    const s = mapped?.sessions[0];
    expect([s?.date, s?.time]).toEqual([null, null]);
    expect(s?.tickets.map((t) => [t.name, t.priceMinor, t.available, t.description])).toEqual([
      ['Admission', 950, true, 'From 9.5 to 18 EUR'],
    ]);
  });

  it('reads several Events as sessions, drops past ones and keeps per-offer availability', () => {
    expect(brief('event-series', 'America/New_York')).toEqual({
      source: 'json-ld',
      currency: 'USD',
      offers: 4,
      sessions: [
        {
          at: '2026-12-12 19:30',
          tickets: [
            ['Orchestra', 12000, 0, true, 'On sale'],
            ['Balcony', 6500, 0, true, 'Few tickets left'],
          ],
        },
        {
          at: '2026-12-13 14:00',
          tickets: [
            ['Orchestra', 11000, 0, false, 'Sold out'],
            ['Balcony', 5500, 0, true, 'On sale'],
          ],
        },
      ],
    });
  });

  it('reads an EventSeries with subEvents: children without offers use the series offers', () => {
    const b = brief('sub-events', 'Europe/London');
    expect(b.currency).toBe('GBP');
    expect(b.sessions).toEqual([
      { at: '2026-12-18 18:00', tickets: [['Adult', 1500, 0, true, null]] },
      {
        at: '2026-12-19 18:00',
        tickets: [
          ['Adult', 1800, 0, true, null],
          ['Child', 0, 0, true, null],
        ],
      },
    ]);
    expect(priced('sub-events', 'Europe/London').mapped?.sessions[1]?.tickets[1]?.isFree).toBe(true);
  });

  it('reads another currency with European number formats, ignoring a Demand and other-currency resale', () => {
    expect(brief('other-currency', 'Europe/Berlin')).toEqual({
      source: 'json-ld',
      currency: 'CHF',
      offers: 2,
      sessions: [
        {
          at: '2026-12-31 19:00',
          tickets: [
            ['Kategorie 1', 123450, 0, true, 'On sale'],
            ['Kategorie 2', 8990, 0, true, 'On sale'],
          ],
        },
      ],
    });
  });

  it('marks a sold-out offer unavailable', () => {
    expect(brief('sold-out', 'America/New_York').sessions).toEqual([
      { at: '2026-12-04 23:00', tickets: [['Standard', 2500, 0, false, 'Sold out']] },
    ]);
  });

  it('does not price a cancelled event', () => {
    const { source, mapped } = priced('cancelled', 'America/New_York');
    expect(source).toBe('json-ld');
    expect(mapped).toBeNull();
  });

  it('falls back to microdata behind broken JSON-LD, preferring content= over display text', () => {
    expect(brief('broken-json-microdata', 'America/New_York')).toEqual({
      source: 'microdata',
      currency: 'USD',
      offers: 2,
      sessions: [
        {
          at: '2026-12-08 17:30',
          tickets: [
            ['Adult', 3900, 0, true, 'On sale'],
            ['Child (4-12)', 1950, 0, true, 'Few tickets left'],
          ],
        },
      ],
    });
  });

  it('finds nothing on a page without structured offers', () => {
    expect(priced('no-structured-data', 'America/New_York')).toEqual({ source: null, mapped: null });
  });

  it.each([
    ['12,50', 'EUR', 12.5],
    ['1.234,56', 'EUR', 1234.56],
    ['1,234.56', 'USD', 1234.56],
    ['$1,000.00', 'USD', 1000],
    ['1.000', 'EUR', 1],
    ['1.234.567', 'EUR', 1234567],
    ['0.500', 'USD', 0.5],
    ['12.500', 'USD', 12.5],
    ['1e3', 'USD', null],
    ['2.5E+2', 'USD', null],
    ['.75', 'USD', 0.75],
    ['0,500', 'EUR', 0.5],
    ['1,2,3', 'EUR', null],
    ['Free', 'USD', 0],
    ['0', 'USD', 0],
    [12.5, 'USD', 12.5],
    ['sold out', 'USD', null],
    ['-5', 'USD', null],
  ])('parseAmount(%j, %s) = %j', (v, c, want) => {
    expect(parseAmount(v)).toBe(want);
    expect(minorOf(v, c)).toBe(want === null ? null : Math.round(want * (c === 'KWD' ? 1000 : 100)));
  });

  it.each([
    ['0.500', 'USD', 50],
    ['0.001', 'USD', 0],
    ['0.005', 'USD', 1],
    ['1.005', 'USD', 101],
    ['12.500', 'USD', 1250],
    ['12.500', 'KWD', 12500],
    ['0.001', 'KWD', 1],
    ['1.0005', 'BHD', 1001],
    ['1500.4', 'JPY', 1500],
    ['1500.5', 'JPY', 1501],
    ['1e3', 'USD', null],
    [1e3, 'USD', 100000],
    [0.1 + 0.2, 'USD', 30],
  ])('minorOf(%j, %s) = %j (decimal rounding at the minor unit)', (v, c, want) => {
    expect(minorOf(v, c)).toBe(want);
  });

  it('refuses a price far above the catalogue price, or above the ceiling', () => {
    const mapped = (minor: number) => ({
      currency: 'USD',
      offers: 1,
      sessions: [{ date: null, time: null, startsAt: null, tickets: [{ ...TICKET, priceMinor: minor }] }],
    });
    const catalogue = { currency: 'USD', sessions: mapped(4000).sessions };
    expect(priceBoundBreach(mapped(40_000), catalogue)).toBeNull();
    expect(priceBoundBreach(mapped(40_001), catalogue)).toMatch(/above the sanity bound of 40000/);
    expect(priceBoundBreach(mapped(4_000_000), { currency: 'EUR', sessions: [] })).toBeNull();
    expect(priceBoundBreach(mapped(1e300), { currency: null, sessions: [] })).toMatch(/sanity bound/);
  });

  it('maps a JSON-LD 1e300 price to a huge amount that the bound refuses, never to a small one', () => {
    const html = `<script type="application/ld+json">{"@type":"Product","name":"X","offers":{"@type":"Offer","price":1e300,"priceCurrency":"USD"}}</script>`;
    const m = mapPageEvents(pageEventsFrom(readStructuredData(html)).events, {
      timeZone: 'UTC',
      currency: 'USD',
      now: NOW,
    });
    expect(m && priceBoundBreach(m, { currency: 'USD', sessions: [] })).toMatch(/sanity bound/);
    const text = html.replace('1e300', '"0.500"');
    const m2 = mapPageEvents(pageEventsFrom(readStructuredData(text)).events, {
      timeZone: 'UTC',
      currency: 'USD',
      now: NOW,
    });
    expect(m2?.sessions[0]?.tickets[0]?.priceMinor).toBe(50);
  });

  it.each([
    ['2026-12-04T22:30:00-05:00', 'America/New_York', '2026-12-04', '22:30'],
    ['2026-12-04T22:30:00Z', 'Europe/Paris', '2026-12-04', '23:30'],
    ['2026-12-04T22:30', 'Asia/Tokyo', '2026-12-04', '22:30'],
    ['2026-12-04', 'Asia/Tokyo', '2026-12-04', null],
    ['next friday', 'Asia/Tokyo', null, null],
  ])('sessionStart(%s, %s)', (start, tz, date, time) => {
    const s = sessionStart(start, tz);
    expect([s.date, s.time]).toEqual([date, time]);
  });
});
