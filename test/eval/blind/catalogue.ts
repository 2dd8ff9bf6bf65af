/**
 * The blind-set catalogue: archetypes × hand-written local names in six cities, generated
 * deterministically. Coordinates come from the neighbourhood centre (or the landmark, for
 * "@~landmark" names) plus a fixed jitter from a hash of the ref; event sessions are placed over the
 * fourteen days after BLIND_NOW in each city's own zone. Prices are in the local currency's major
 * units, as the import format takes them (the service stores minor units).
 */
import type { CatalogueRecord } from '../../../src/catalogue/record.js';
import { addDaysIso, localNow } from '../chat/clock.js';
import { ARCHETYPES, type Archetype, DISTRACTORS } from './archetypes.js';
import { CITIES, type City, type CityKey } from './cities.js';

/** Thursday 14 January 2027, 16:00 UTC: 10:00 Chicago and Mexico City, 16:00 Lisbon, 17:00 Rome, Amsterdam, Vienna. */
export const BLIND_NOW = '2027-01-14T16:00:00Z';

/** FNV-1a, for deterministic jitter and ratings. */
const hash = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};
/** A number in [-1, 1) from a key. */
const unit = (key: string): number => (hash(key) % 20000) / 10000 - 1;

const localPrice = (base: number, c: City): number => {
  if (base === 0) return 0;
  const p = base * c.fx;
  return c.currency === 'MXN' ? Math.max(10, Math.round(p / 10) * 10) : Math.max(1, Math.round(p));
};

const place = (spec: string, c: City, ref: string): { area: string; lat: number; lng: number } => {
  if (spec.startsWith('~')) {
    const lm = c.landmarks[spec.slice(1)];
    if (!lm) throw new Error(`${ref}: unknown landmark ${spec}`);
    const area = c.areas.find(([l]) => l.startsWith(lm.area));
    if (!area) throw new Error(`${ref}: landmark area ${lm.area}`);
    // Within about 250 m of the landmark.
    return {
      area: area[0],
      lat: lm.lat + unit(`${ref}/lat`) * 0.0016,
      lng: lm.lng + unit(`${ref}/lng`) * 0.002,
    };
  }
  const area = c.areas.find(([l]) => l.startsWith(spec));
  if (!area) throw new Error(`${ref}: unknown area ${spec}`);
  // Within about 600 m of the neighbourhood centre.
  return {
    area: area[0],
    lat: area[1] + unit(`${ref}/lat`) * 0.004,
    lng: area[2] + unit(`${ref}/lng`) * 0.005,
  };
};

const sessionsOf = (a: Archetype, c: City, price: number) => {
  const today = localNow(BLIND_NOW, c.timezone).date;
  const sessions = [];
  for (let d = 0; d < 14; d++) {
    const date = addDaysIso(today, d);
    const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (!a.schedule?.days.includes(dow)) continue;
    for (const time of a.schedule.times) sessions.push({ date, time, tickets: [ticket(price)] });
  }
  return sessions;
};

const ticket = (price: number) => ({
  name: price === 0 ? 'Free entry' : 'General admission',
  price,
  available: true,
  max_quantity: 10,
  ...(price === 0 ? { is_free: true } : {}),
});

const build = (a: Archetype, ck: CityKey, name: string, i: number): CatalogueRecord => {
  const c = CITIES[ck];
  const ref = `${ck}-${a.key}-${i + 1}`;
  const [title = name, spec = ''] = name.split('@');
  const at = place(spec, c, ref);
  const tr = c.lang === 'en' ? undefined : a.tr?.[c.lang];
  const price = a.price === null ? null : localPrice(a.price, c);
  const tags = price === 0 && !a.tags.includes('free') ? [...a.tags, 'free'] : a.tags;
  const ticketPrice =
    price === null
      ? undefined
      : {
          currency: c.currency,
          sessions:
            a.kind === 'event'
              ? sessionsOf(a, c, price)
              : [{ date: null, time: null, tickets: [ticket(price)] }],
        };
  return {
    ref,
    entity_type: a.kind,
    name: title,
    short_description: a.desc.split(/[.:;]/)[0],
    description: a.desc,
    ...(tr ? { descriptions: { [c.lang]: tr } } : {}),
    categories: a.cats,
    tags,
    ...(a.dietary ? { dietary: a.dietary } : {}),
    venue: title,
    address: `${title}, ${at.area}`,
    semantic_location: at.area,
    city: c.slug,
    location: { lat: Number(at.lat.toFixed(5)), lng: Number(at.lng.toFixed(5)) },
    timezone: c.timezone,
    rating: Number((4.1 + unit(`${ref}/r`) * 0.5).toFixed(1)),
    rating_count: 50 + (hash(`${ref}/n`) % 4000),
    popularity: Number((0.5 + unit(`${ref}/p`) * 0.45).toFixed(2)),
    ...(a.kind === 'place' && a.hours ? { opening_hours: a.hours } : {}),
    booking_url: `https://tickets.example.com/blind/${ref}`,
    is_bookable: a.kind === 'event' && price !== null,
    ...(a.kind === 'event' && price !== null ? { estimated_fulfillment: 'instant' as const } : {}),
    ...(ticketPrice ? { ticket_price: ticketPrice } : {}),
  };
};

export const BLIND_RECORDS: CatalogueRecord[] = [...ARCHETYPES, ...DISTRACTORS].flatMap((a) =>
  (Object.entries(a.names) as [CityKey, string[]][]).flatMap(([ck, names]) =>
    names.map((n, i) => build(a, ck, n, i)),
  ),
);

export const blindNdjson = (): string => `${BLIND_RECORDS.map((r) => JSON.stringify(r)).join('\n')}\n`;
