/**
 * The held-out catalogue: hand-written local activities in six cities (places.ts), built into
 * import records deterministically. Sessions are placed over the 14 days after the pinned
 * HELDOUT_NOW in each city's own zone; coordinates sit near a neighbourhood centre or, for
 * activities placed at a landmark, within about 220 m of it.
 */
import type { CatalogueRecord } from '../../../src/catalogue/record.js';
import { offsetPoint, sessionsAfter, stableHash } from '../judged-catalogue.js';
import { ARCHETYPES, type Archetype } from './archetypes.js';
import { CITIES, type CityKey, distanceKm, type Point } from './cities.js';
import { PLACES, type Spot } from './places.js';

/** Thursday 18 February 2027, 16:00 UTC: 17:00 in Barcelona, Munich and Prague, 11:00 in Montreal, 13:00 in São Paulo, 03:00 Friday in Melbourne. */
export const HELDOUT_NOW = '2027-02-18T16:00:00Z';

const localPrice = (eur: number, ck: CityKey): number => {
  const raw = eur * CITIES[ck].rate;
  return CITIES[ck].currency === 'CZK' ? Math.round(raw / 10) * 10 : Math.round(raw);
};

const ticketName = (a: Archetype): string => (a.type === 'event' ? 'Ticket' : 'Typical spend');

const sessionsOf = (a: Archetype, spot: Spot, ck: CityKey, price: number) => {
  const tickets = [{ name: ticketName(a), price, ...(price === 0 ? { is_free: true } : {}) }];
  if (a.type === 'place') return [{ date: null, time: null, tickets }];
  const sched = spot[3]?.sched ?? a.sched;
  if (!sched) throw new Error(`event without schedule: ${spot[1]}`);
  return sessionsAfter(HELDOUT_NOW, CITIES[ck].timezone, sched, tickets);
};

const build = (ck: CityKey, spot: Spot, n: number): CatalogueRecord => {
  const [key, name, where, o = {}] = spot;
  const a: Archetype = ARCHETYPES[key];
  const c = CITIES[ck];
  const ref = `${ck}-${o.dx ? 'dx-' : ''}${key}-${n}`;
  const hoods = Object.values(c.hoods) as { label: string; at: Point }[];
  const lm = where.startsWith('@') ? (c.landmarks as Record<string, Point>)[where.slice(1)] : undefined;
  const hood = lm
    ? [...hoods].sort((x, y) => distanceKm(x.at, lm) - distanceKm(y.at, lm))[0]
    : (c.hoods as Record<string, { label: string; at: Point }>)[where];
  if (!hood) throw new Error(`${ref}: unknown place ${where}`);
  const location = lm ? offsetPoint(lm, ref, 0.04, 0.22) : offsetPoint(hood.at, ref, 0.05, 0.6);
  const price = o.p !== undefined ? o.p : a.price === null ? null : localPrice(a.price, ck);
  const cats = o.only ?? [...a.cats, ...(o.cats ?? [])];
  let tags = [...a.tags, ...(o.tags ?? [])].filter((t) => !(o.untag ?? []).includes(t));
  if (price === 0 && !tags.includes('free')) tags.push('free');
  if (price !== null && price > 0) tags = tags.filter((t) => t !== 'free');
  const en = [a.d.en, o.en].filter(Boolean).join(' ');
  const local = [a.d[c.lang], o.loc].filter(Boolean).join(' ');
  const h = stableHash(`${ref}/r`);
  const dietary = o.diet ?? a.dietary;
  const hours = o.hours ?? a.hours;
  return {
    ref,
    entity_type: a.type,
    name,
    ...(o.names ? { names: o.names } : {}),
    short_description: en.split('.')[0] ?? en,
    description: en,
    ...(c.lang !== 'en' ? { descriptions: { [c.lang]: local } } : {}),
    categories: cats,
    tags: [...new Set(tags)],
    ...(dietary ? { dietary: [...dietary] } : {}),
    venue: o.venue ?? name,
    semantic_location: o.label ?? hood.label,
    city: c.slug,
    location,
    timezone: c.timezone,
    rating: Number((3.8 + (h % 11) / 10).toFixed(1)),
    rating_count: 40 + (h % 900),
    popularity: Number((0.2 + ((h >>> 8) % 70) / 100).toFixed(2)),
    ...(a.type === 'place' && hours ? { opening_hours: hours } : {}),
    booking_url: `https://tickets.example.org/${ref}`,
    is_bookable: a.type === 'event',
    ...(a.type === 'event' ? { estimated_fulfillment: 'instant' as const } : {}),
    ...(price !== null
      ? { ticket_price: { currency: c.currency, sessions: sessionsOf(a, spot, ck, price) } }
      : {}),
  } as CatalogueRecord;
};

/** Builds the records afresh (the set test checks two builds agree). */
export const buildHeldoutRecords = (): CatalogueRecord[] =>
  (Object.keys(PLACES) as CityKey[]).flatMap((ck) => {
    const counts = new Map<string, number>();
    return PLACES[ck].map((spot) => {
      const k = `${spot[3]?.dx ? 'dx-' : ''}${spot[0]}`;
      const n = (counts.get(k) ?? 0) + 1;
      counts.set(k, n);
      return build(ck, spot, n);
    });
  });

export const HELDOUT_RECORDS: CatalogueRecord[] = buildHeldoutRecords();

export const heldoutNdjson = (): string => `${HELDOUT_RECORDS.map((r) => JSON.stringify(r)).join('\n')}\n`;
