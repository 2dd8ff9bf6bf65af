import opening_hours from 'opening_hours';
import { describe, expect, it } from 'vitest';
import { DEMO_CITIES, DEMO_OPENING_HOURS, generateDemoCatalogue } from '../../src/catalogue/demo/generate.js';
import { CatalogueRecord } from '../../src/catalogue/record.js';
import { DIETARY_PREFERENCES, USUAL_PLANS } from '../../src/contract/vocabulary.js';
import { distanceKm } from '../../src/platform/geo.js';
import { addDays, localDate } from '../../src/platform/time.js';

// The package's typings mark every option as present (possibly undefined).
const ohConf = {
  tag_key: 'opening_hours',
  mode: undefined,
  map_value: undefined,
  warnings_severity: undefined,
  locale: undefined,
};
const today = new Date('2026-03-10T15:00:00Z');
const records = [...generateDemoCatalogue({ size: 3000, today })];
const cityBySlug = new Map(DEMO_CITIES.map((c) => [c.slug, c]));
const sessionsOf = (r: CatalogueRecord) => r.ticket_price?.sessions ?? [];
const ticketsOf = (r: CatalogueRecord) => sessionsOf(r).flatMap((s) => s.tickets);

describe('demo catalogue generator', () => {
  it('yields exactly the requested number of records, each valid for the importer', () => {
    expect(records).toHaveLength(3000);
    for (const r of records) expect(() => CatalogueRecord.parse(r), r.ref).not.toThrow();
  });

  it('is deterministic for the same options and changes with the seed', () => {
    const lines = (seed?: number) =>
      [...generateDemoCatalogue({ size: 300, today, ...(seed === undefined ? {} : { seed }) })].map((r) =>
        JSON.stringify(r),
      );
    const a = lines();
    expect(lines()).toEqual(a);
    expect(records.slice(0, 300).map((r) => JSON.stringify(r))).toEqual(a);
    const b = lines(7);
    expect(b).not.toEqual(a);
    expect(lines(7)).toEqual(b);
  });

  it('only moves dates when today changes', () => {
    const shifted = [...generateDemoCatalogue({ size: 200, today: new Date('2026-03-17T15:00:00Z') })];
    const base = records.slice(0, 200);
    shifted.forEach((r, i) => {
      const orig = base[i];
      expect(r.name).toBe(orig?.name);
      const dates = sessionsOf(r).map((s) => s.date);
      const origDates = sessionsOf(orig ?? r).map((s) => (s.date === null ? null : addDays(s.date, 7)));
      expect(dates).toEqual(origDates);
    });
  });

  it('covers at least 6 cities on 3 continents, each with its own zone and currency', () => {
    const cities = new Set(records.map((r) => r.city));
    expect(cities.size).toBeGreaterThanOrEqual(6);
    const continents = new Set([...cities].map((slug) => cityBySlug.get(slug)?.continent));
    expect(continents.size).toBeGreaterThanOrEqual(3);
    for (const r of records) {
      const city = cityBySlug.get(r.city);
      expect(r.timezone).toBe(city?.timezone);
      if (r.ticket_price) expect(r.ticket_price.currency).toBe(city?.currency);
    }
  });

  it('mixes events and places at about 55/45', () => {
    const events = records.filter((r) => r.entity_type === 'event').length;
    expect(events / records.length).toBeGreaterThan(0.52);
    expect(events / records.length).toBeLessThan(0.58);
    for (const r of records) {
      if (r.entity_type === 'event') {
        expect(sessionsOf(r).length).toBeGreaterThanOrEqual(1);
        expect(r.opening_hours).toBeUndefined();
      } else {
        expect(r.opening_hours).toBeTruthy();
      }
    }
  });

  it('translates names and descriptions into the local language of non-English cities', () => {
    for (const r of records) {
      const lang = cityBySlug.get(r.city)?.lang;
      if (lang === undefined || lang === 'en') continue;
      expect(r.names?.[lang], r.ref).toBeTruthy();
      expect(r.descriptions?.[lang], r.ref).toBeTruthy();
    }
    const english = records.filter((r) => cityBySlug.get(r.city)?.lang === 'en');
    expect(english.some((r) => r.names?.es || r.names?.fr)).toBe(true);
    expect(records.some((r) => r.names?.ja && /[\u3040-\u30ff\u4e00-\u9faf]/.test(r.names.ja))).toBe(true);
  });

  it('leaves no template placeholders behind', () => {
    for (const r of records) {
      const text = [
        r.name,
        r.short_description,
        r.description,
        r.venue,
        ...Object.values(r.names ?? {}),
        ...Object.values(r.descriptions ?? {}),
      ];
      for (const t of text) expect(t ?? '', r.ref).not.toMatch(/[{}]/);
    }
  });

  it('has bookable and walk-in, free and paid, single and multi-session, several ticket types', () => {
    const bookable = records.filter((r) => r.is_bookable);
    expect(bookable.length).toBeGreaterThan(300);
    expect(records.some((r) => !r.is_bookable && r.ticket_price)).toBe(true);
    expect(records.some((r) => !r.ticket_price)).toBe(true);
    for (const r of bookable) {
      expect(r.booking_url).toMatch(/^https:\/\/[a-z]+\.jaunt-demo\.example\//);
      expect(['instant', 'delayed']).toContain(r.estimated_fulfillment);
    }
    expect(bookable.some((r) => r.estimated_fulfillment === 'delayed')).toBe(true);
    for (const r of records.filter((x) => !x.is_bookable)) {
      expect(r.booking_url).toBeUndefined();
      expect(r.estimated_fulfillment).toBeUndefined();
    }

    const tickets = records.flatMap(ticketsOf);
    expect(tickets.some((t) => t.is_free === true && t.price === 0)).toBe(true);
    expect(tickets.some((t) => t.price > 0)).toBe(true);
    expect(tickets.some((t) => t.available === false && t.on_sale_status === 'sold_out')).toBe(true);
    expect(tickets.some((t) => t.max_quantity === null)).toBe(true);
    expect(tickets.some((t) => typeof t.max_quantity === 'number')).toBe(true);
    expect(tickets.some((t) => (t.min_quantity ?? 1) > 1)).toBe(true);
    expect(records.filter((r) => r.tags?.includes('free')).length).toBeGreaterThan(100);

    const events = records.filter((r) => r.entity_type === 'event');
    expect(events.some((r) => sessionsOf(r).length === 1)).toBe(true);
    expect(events.some((r) => sessionsOf(r).length >= 5)).toBe(true);
    expect(Math.max(...events.map((r) => sessionsOf(r).length))).toBeLessThanOrEqual(8);
    const typeCounts = records.map((r) => sessionsOf(r)[0]?.tickets.length ?? 0);
    expect(typeCounts.some((n) => n >= 3)).toBe(true);
    expect(Math.max(...typeCounts)).toBeLessThanOrEqual(4);
    expect(records.some((r) => sessionsOf(r).some((s) => s.date === null && s.time === null))).toBe(true);
    expect(records.some((r) => r.entity_type === 'place' && sessionsOf(r).some((s) => s.date !== null))).toBe(
      true,
    );
  });

  it('prices in the currency’s own precision', () => {
    for (const r of records) {
      const currency = r.ticket_price?.currency;
      for (const t of ticketsOf(r)) {
        for (const amount of [t.price, t.fee ?? 0]) {
          if (currency === 'JPY') expect(Number.isInteger(amount), r.ref).toBe(true);
          else expect(Math.round(amount * 100) / 100, r.ref).toBe(amount);
        }
      }
    }
    const jpy = records.filter((r) => r.ticket_price?.currency === 'JPY').flatMap(ticketsOf);
    expect(jpy.some((t) => t.price >= 1000)).toBe(true);
  });

  it('keeps every session date within [today-7, today+60] in the activity’s zone', () => {
    let dated = 0;
    for (const r of records) {
      const localToday = localDate(today.getTime(), r.timezone);
      const lo = addDays(localToday, -7);
      const hi = addDays(localToday, 60);
      for (const s of sessionsOf(r)) {
        if (s.date === null) continue;
        dated++;
        expect(s.date >= lo && s.date <= hi, `${r.ref} ${s.date}`).toBe(true);
      }
    }
    expect(dated).toBeGreaterThan(2000);
    expect(
      records.some((r) =>
        sessionsOf(r).some((s) => s.date !== null && s.date < localDate(today.getTime(), r.timezone)),
      ),
    ).toBe(true);
  });

  it('uses opening_hours values that the opening_hours package parses without warnings', () => {
    const values = new Set([
      ...DEMO_OPENING_HOURS,
      ...records.flatMap((r) => (r.opening_hours ? [r.opening_hours] : [])),
    ]);
    expect(values.size).toBeGreaterThan(10);
    for (const v of values) {
      const oh = new opening_hours(v, null, ohConf);
      expect(oh.getWarnings(), v).toEqual([]);
    }
  });

  it('gives unique, stable refs of the form <city>-<kind>-<n>', () => {
    const refs = records.map((r) => r.ref);
    expect(new Set(refs).size).toBe(refs.length);
    for (const r of records) {
      expect(r.ref).toMatch(new RegExp(`^${r.city}-${r.entity_type === 'event' ? 'evt' : 'plc'}-\\d{6}$`));
      // Pictures are served by Jaunt itself (src/catalogue/demo/pictures.ts), PNG for Slack.
      expect(r.picture_urls?.[0]).toMatch(/^http:\/\/localhost:8080\/demo-pictures\/[a-z-]+-[1-4]\.png$/);
    }
  });

  it('places activities around real neighbourhoods, with a sparse suburban fringe', () => {
    let suburban = 0;
    for (const r of records) {
      const city = cityBySlug.get(r.city);
      const nearest = Math.min(...(city?.hoods ?? []).map((h) => distanceKm(r.location, h)));
      expect(nearest, r.ref).toBeLessThan(35);
      if (nearest > 8) suburban++;
    }
    expect(suburban).toBeGreaterThan(30);
    expect(suburban / records.length).toBeLessThan(0.15);
    expect(new Set(records.map((r) => r.semantic_location)).size).toBeGreaterThan(60);
    expect(records.some((r) => r.semantic_location === 'Williamsburg, Brooklyn')).toBe(true);
  });

  it('uses the shared vocabularies for tags and dietary values, and realistic ratings', () => {
    const freeTags = new Set(['indoor', 'outdoor', 'free', 'late-night', 'rooftop']);
    const plans = new Set<string>(USUAL_PLANS);
    for (const r of records) {
      for (const t of r.tags ?? []) expect(plans.has(t) || freeTags.has(t), t).toBe(true);
      for (const d of r.dietary ?? []) expect(DIETARY_PREFERENCES as readonly string[]).toContain(d);
    }
    for (const plan of USUAL_PLANS)
      expect(
        records.some((r) => r.tags?.includes(plan)),
        plan,
      ).toBe(true);
    expect(records.some((r) => (r.dietary?.length ?? 0) > 0 && r.categories?.includes('restaurant'))).toBe(
      true,
    );
    const ratings = records.flatMap((r) => (r.rating == null ? [] : [r.rating]));
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(mean).toBeGreaterThan(3.9);
    expect(mean).toBeLessThan(4.6);
    const pops = records.map((r) => r.popularity ?? 0).sort((a, b) => a - b);
    expect(pops[Math.floor(pops.length / 2)]).toBeLessThan(0.3);
    expect(pops[pops.length - 1]).toBeGreaterThan(0.9);
  });
});
