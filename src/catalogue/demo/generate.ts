/**
 * Deterministic demo catalogue in the NDJSON import format: eight cities on four continents, real
 * neighbourhoods, events and places built from per-category templates. Same options, same bytes.
 */

import { addDays, localDate } from '../../platform/time.js';
import type { CatalogueRecord } from '../record.js';
import {
  ARCHETYPES,
  type Archetype,
  type LocalLang,
  type TicketSpec,
  VENUE_NAMES,
  type VenueType,
} from './archetypes.js';
import { DEMO_CITIES, type DemoCity, type Lang, type Neighbourhood } from './cities.js';
import { Rng } from './prng.js';
import { CUISINE_DIETARY, FIRST_NAMES, inLang, type Localized, NOUNS, POOLS, SURNAMES } from './vocab.js';

export { ARCHETYPES } from './archetypes.js';
export { DEMO_CITIES } from './cities.js';

export interface DemoOptions {
  size: number;
  today: Date;
  seed?: number;
  /** Where Jaunt serves the demo pictures (JAUNT_PUBLIC_URL): `<base>/demo-pictures/<name>.png`. */
  pictureBaseUrl?: string;
}

export const DEFAULT_PICTURE_BASE_URL = 'http://localhost:8080';

/** Spreads pictures across activities without drawing from the seeded generator. */
const refSum = (ref: string): number => [...ref].reduce((n, c) => n + c.charCodeAt(0), 0);

export const DEFAULT_DEMO_SEED = 20_260_101;
const EVENT_SHARE = 0.55;
const SUBURBAN_SHARE = 0.04;
/** Sessions stay inside [today - PAST_DAYS, today + FUTURE_DAYS] in the activity's zone. */
export const DEMO_PAST_DAYS = 5;
export const DEMO_FUTURE_DAYS = 60;

/** Every opening_hours value the generator can emit (the test parses each one). */
export const DEMO_OPENING_HOURS: readonly string[] = [...new Set(ARCHETYPES.flatMap((a) => a.hours ?? []))];

const BOOKING_DOMAINS = [
  'tickets.jaunt-demo.example',
  'boxoffice.jaunt-demo.example',
  'book.jaunt-demo.example',
  'passes.jaunt-demo.example',
];
const DISPLAY_LABELS = ['Staff pick', 'New', 'Selling fast', 'Editor’s choice'];
const FREE_TICKET_NAMES = ['Free RSVP', 'Free Entry', 'RSVP'];
const PLACE_SLOT_TIMES = ['10:00', '11:00', '12:00', '14:00', '15:30', '17:00', '19:00', '21:00'];
const EXTRA_SENTENCES = [
  'Easy to reach by public transport from anywhere in {city}.',
  'Expect it to be busy at weekends, so come early.',
  'Prices include all taxes; card payments accepted everywhere.',
  'Locals love it, and it is just as good for first-time visitors to {hood}.',
];
const DIETARY_POOLS: Readonly<Record<string, readonly string[]>> = {
  cafe: ['vegetarian', 'vegan', 'gluten_free', 'alcohol_free'],
  bar: ['vegetarian', 'vegan', 'gluten_free'],
  'food-hall': ['vegetarian', 'vegan', 'halal', 'kosher', 'gluten_free', 'pescatarian'],
  'cooking-class': ['vegetarian', 'vegan', 'gluten_free'],
  'wine-tasting': ['vegetarian', 'gluten_free'],
};
/** Exonyms used when an English-speaking city gets a French or Spanish translation. */
const CITY_EXONYMS: Readonly<Record<string, Partial<Record<Lang, string>>>> = {
  'new-york': { es: 'Nueva York', fr: 'New York' },
  london: { es: 'Londres', fr: 'Londres' },
  sydney: { es: 'Sídney', fr: 'Sydney' },
};

/** Money rounding per currency: JPY whole hundreds, MXN tens, the rest to 50 cents. */
const CURRENCIES: Readonly<Record<string, { rate: number; step: number }>> = {
  USD: { rate: 1, step: 0.5 },
  GBP: { rate: 0.8, step: 0.5 },
  EUR: { rate: 0.92, step: 0.5 },
  AUD: { rate: 1.5, step: 0.5 },
  MXN: { rate: 18, step: 10 },
  JPY: { rate: 150, step: 100 },
};

interface Venue {
  name: string;
  address: string;
  hood: Neighbourhood;
  location: { lat: number; lng: number };
}

interface CityState {
  city: DemoCity;
  pictureBaseUrl: string;
  today: string;
  events: number;
  places: number;
  venues: Map<VenueType, Venue[]>;
}

type Ticket = NonNullable<CatalogueRecord['ticket_price']>['sessions'][number]['tickets'][number];
type Session = NonNullable<CatalogueRecord['ticket_price']>['sessions'][number];

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/** French needs contractions ("au Le Petit X" → "au Petit X"); cheap fixes keep the templates simple. */
const FRENCH_FIXES: readonly (readonly [RegExp, string])[] = [
  [/\b(au|à) Le /g, 'au '],
  [/\bde Le /g, 'du '],
  [/\bau (La|L’|L') ?/g, 'à la '],
  [/\bau Chez /g, 'chez '],
  [/\bau The /g, 'au '],
  [/\bau (Galerie|Salle|Cave|Maison|Halle|Place|Tour|Fondation|Médiathèque|Cuisine)\b/g, 'à la $1'],
  [/\bau (Atelier|Escape|Espace)\b/g, 'à l’$1'],
  [/\ble Le /g, 'le '],
  [/\ble (Galerie|Salle|Cave|Maison|Halle|Place|Tour|Fondation|Médiathèque|Cuisine)\b/g, 'la $1'],
];

const fixFrench = (s: string): string => FRENCH_FIXES.reduce((acc, [re, to]) => acc.replace(re, to), s);
const fixGerman = (s: string): string => s.replace(/\b(im|am) The /g, '$1 ');

/** Template filling with memory: a `{key}` drawn once is reused by every language of the record. */
class Filler {
  private readonly values = new Map<string, Localized>();

  constructor(
    private readonly rng: Rng,
    private readonly city: DemoCity,
  ) {}

  set(key: string, value: Localized): void {
    this.values.set(key, value);
  }

  fill(template: string, lang: Lang = 'en'): string {
    let out = template.replace(/\{(\w+)\}/g, (_, key: string) => inLang(this.value(key), lang));
    if (lang === 'fr') out = fixFrench(out);
    else if (lang === 'de') out = fixGerman(out);
    return out.charAt(0).toUpperCase() + out.slice(1);
  }

  private value(key: string): Localized {
    let v = this.values.get(key);
    if (v === undefined) {
      v = this.draw(key);
      this.values.set(key, v);
    }
    return v;
  }

  private person(): string {
    // A third of performers come from elsewhere: cities are international.
    const lang = this.rng.chance(0.3)
      ? this.rng.pick(['en', 'fr', 'de', 'es', 'ja'] as const)
      : this.city.lang;
    return `${this.rng.pick(FIRST_NAMES[lang])} ${this.rng.pick(SURNAMES[lang])}`;
  }

  private draw(key: string): Localized {
    const { rng, city } = this;
    switch (key) {
      case 'surname':
        return rng.pick(SURNAMES[city.lang]);
      case 'firstName':
        return rng.pick(FIRST_NAMES[city.lang]);
      case 'artist':
      case 'comedian':
        return this.person();
      case 'dj':
        return rng.chance(0.5) ? `DJ ${rng.pick(FIRST_NAMES[city.lang])}` : this.person();
      case 'noun2': {
        const first = this.values.get('noun');
        return rng.pick(NOUNS.filter((n) => n !== first));
      }
      case 'num':
        return String(rng.int(2, 99));
      case 'city':
        return { ...CITY_EXONYMS[city.slug], en: city.name, [city.lang]: city.localName };
      case 'water':
        return city.water;
      default: {
        const pool = POOLS[key];
        if (!pool) throw new Error(`demo template uses unknown key {${key}}`);
        return rng.pick(pool);
      }
    }
  }
}

const scatter = (rng: Rng, hood: Neighbourhood): { lat: number; lng: number } => {
  const maxKm = hood.spreadKm ?? 2;
  // Skewed towards the centre: most activities within a few hundred metres to a kilometre.
  const d = 0.1 + (maxKm - 0.1) * rng.next() ** 1.4;
  const theta = rng.range(0, 2 * Math.PI);
  const lat = hood.lat + (d / 111.32) * Math.cos(theta);
  const lng = hood.lng + (d / (111.32 * Math.cos((hood.lat * Math.PI) / 180))) * Math.sin(theta);
  return { lat: round(lat, 6), lng: round(lng, 6) };
};

const venueNameTemplates = (rng: Rng, type: VenueType, city: DemoCity): readonly string[] => {
  const names = VENUE_NAMES[type];
  const local = city.lang === 'en' ? undefined : names.local[city.lang];
  return local && rng.chance(0.6) ? local : names.en;
};

const newVenue = (rng: Rng, city: DemoCity, templates: readonly string[], suburban: boolean): Venue => {
  const hood = suburban ? rng.pick(city.suburbs) : rng.weighted(city.hoods, (h) => h.weight ?? 1);
  const f = new Filler(rng, city);
  f.set('hood', { en: hood.name, ja: hood.local ?? hood.name });
  return {
    name: f.fill(rng.pick(templates)),
    address: city.address(rng.pick(hood.streets), rng.int(1, 240), hood),
    hood,
    location: scatter(rng, hood),
  };
};

const eventVenue = (rng: Rng, st: CityState, type: VenueType, suburban: boolean): Venue => {
  let pool = st.venues.get(type);
  if (!pool) {
    pool = [];
    st.venues.set(type, pool);
  }
  // Venues host several events, as real ones do; new venues keep appearing until the pool is full.
  if (!suburban && pool.length > 0 && (pool.length >= 60 || rng.chance(0.45))) return rng.pick(pool);
  const v = newVenue(rng, st.city, venueNameTemplates(rng, type, st.city), suburban);
  if (!suburban) pool.push(v);
  return v;
};

const money = (rng: Rng, usd: number, currency: string): number => {
  const c = CURRENCIES[currency] ?? { rate: 1, step: 0.5 };
  const stepped = Math.max(c.step, Math.round((usd * c.rate) / c.step) * c.step);
  if (c.step < 1 && stepped > 5 && rng.chance(0.2)) return round(stepped - 0.01, 2);
  return round(stepped, 2);
};

const feeFor = (rng: Rng, price: number, currency: string): number => {
  const pct = rng.range(0.05, 0.12);
  return currency === 'JPY' ? Math.round((price * pct) / 10) * 10 : round(price * pct, 2);
};

const quantityLimits = (rng: Rng, spec: TicketSpec): Pick<Ticket, 'min_quantity' | 'max_quantity'> => {
  const out: Pick<Ticket, 'min_quantity' | 'max_quantity'> = {};
  if (spec.min !== undefined) out.min_quantity = spec.min;
  else if (rng.chance(0.3)) out.min_quantity = 1;
  if (spec.max !== undefined) out.max_quantity = spec.max;
  else out.max_quantity = rng.pick([4, 6, 8, 10, null, null]);
  return out;
};

/** Ticket types priced once per activity; each session then varies only availability. */
const priceTickets = (
  rng: Rng,
  a: Archetype,
  currency: string,
  withFee: boolean,
): ((rng: Rng, earlyDate: boolean) => Ticket[]) => {
  const [lo, hi] = a.price ?? [10, 20];
  const base = rng.range(lo, hi);
  const set = rng.pick(a.ticketSets);
  const priced = set.map((spec) => {
    const price = money(rng, base * spec.f, currency);
    const t: Ticket = { name: spec.name, price };
    if (withFee) t.fee = feeFor(rng, price, currency);
    if (spec.description) t.description = spec.description;
    if (spec.category) t.category = spec.category;
    Object.assign(t, quantityLimits(rng, spec));
    return t;
  });
  return (r, earlyDate) =>
    priced.map((t) => {
      const soldOut = r.chance(t.name === 'Early Bird' && !earlyDate ? 0.7 : 0.08);
      const status = soldOut
        ? 'sold_out'
        : r.chance(0.12)
          ? 'few_left'
          : r.chance(0.5)
            ? 'on_sale'
            : undefined;
      const out: Ticket = { ...t, available: !soldOut };
      if (status) out.on_sale_status = status;
      return out;
    });
};

const freeTickets = (rng: Rng): ((rng: Rng) => Ticket[]) => {
  const name = rng.pick(FREE_TICKET_NAMES);
  const max = rng.pick([2, 4, null]);
  return (r) => {
    const full = r.chance(0.06);
    const t: Ticket = { name, price: 0, is_free: true, available: !full, max_quantity: max };
    if (full) t.on_sale_status = 'sold_out';
    return [t];
  };
};

/** Distinct day offsets for an event: one date, a weekly series, or scattered dates. */
const eventDayOffsets = (rng: Rng, a: Archetype): number[] => {
  const n = rng.chance(a.multi ?? 0) ? rng.int(2, 8) : 1;
  if (n === 1) return [rng.int(-DEMO_PAST_DAYS, DEMO_FUTURE_DAYS)];
  if (rng.chance(0.5)) {
    const start = rng.int(-DEMO_PAST_DAYS, DEMO_FUTURE_DAYS - 7 * (n - 1));
    return Array.from({ length: n }, (_, k) => start + 7 * k);
  }
  const start = rng.int(-DEMO_PAST_DAYS, DEMO_FUTURE_DAYS - 20);
  const span = Array.from({ length: 21 }, (_, k) => start + k);
  return rng.sample(span, n);
};

const placeSessions = (
  rng: Rng,
  a: Archetype,
  today: string,
  tickets: (rng: Rng, early: boolean) => Ticket[],
): Session[] => {
  if (!rng.chance(a.timedProb ?? 0)) return [{ date: null, time: null, tickets: tickets(rng, true) }];
  const days = rng.sample(
    Array.from({ length: 21 }, (_, k) => k),
    rng.int(2, 5),
  );
  const sessions: Session[] = [];
  for (const d of days) {
    for (const time of rng.sample(PLACE_SLOT_TIMES, rng.int(1, 3))) {
      sessions.push({ date: addDays(today, d), time, tickets: tickets(rng, d < 7) });
    }
  }
  return sessions;
};

const pickTags = (rng: Rng, a: Archetype, free: boolean): string[] => {
  const tags = new Set(a.tags);
  for (const [tag, p] of a.maybeTags) if (rng.chance(p)) tags.add(tag);
  if (free) tags.add('free');
  return [...tags];
};

const pickDietary = (rng: Rng, a: Archetype, cuisineIndex: number | null): string[] => {
  if (!a.dietary) return [];
  const pool = cuisineIndex === null ? (DIETARY_POOLS[a.key] ?? []) : (CUISINE_DIETARY[cuisineIndex] ?? []);
  const picked = pool.filter(() => rng.chance(cuisineIndex === null ? 0.35 : 0.8));
  if (rng.chance(0.05)) picked.push('alcohol_free');
  return [...new Set(picked)];
};

/** Where it happens and what it is called: the venue (an event's host, or the place itself), name and description. */
const nameAndVenue = (rng: Rng, st: CityState, a: Archetype, f: Filler, suburban: boolean) => {
  const isEvent = a.kind === 'event';
  let venue: Venue;
  let cuisineIndex: number | null = null;
  if (a.key === 'restaurant') {
    cuisineIndex = rng.int(0, (POOLS.cuisine?.length ?? 1) - 1);
    const cuisine = POOLS.cuisine?.[cuisineIndex];
    if (cuisine) f.set('cuisine', cuisine);
  }
  if (isEvent) {
    venue = eventVenue(rng, st, a.venueType, suburban);
    f.set('venue', venue.name);
  } else {
    venue = newVenue(rng, st.city, a.brands ?? venueNameTemplates(rng, a.venueType, st.city), suburban);
    f.set('brand', venue.name);
  }
  f.set('hood', { en: venue.hood.name, ja: venue.hood.local ?? venue.hood.name });
  const nameIndex = rng.int(0, a.names.length - 1);
  const name = f.fill(a.names[nameIndex] ?? a.key);
  if (!isEvent) venue = { ...venue, name };
  let description = f.fill(rng.pick(a.descriptions));
  if (rng.chance(0.6)) description += ` ${f.fill(rng.pick(EXTRA_SENTENCES))}`;
  return { venue, cuisineIndex, nameIndex, name, description };
};

/** The city's own language, or now and then Spanish or French in an English-speaking city. */
const translations = (
  rng: Rng,
  a: Archetype,
  f: Filler,
  city: CityState['city'],
  name: string,
  nameIndex: number,
) => {
  const langs: LocalLang[] = [];
  if (city.lang !== 'en') langs.push(city.lang);
  else {
    if (rng.chance(0.12)) langs.push('es');
    if (rng.chance(0.08)) langs.push('fr');
  }
  const names: Record<string, string> = {};
  const descriptions: Record<string, string> = {};
  for (const lang of langs) {
    const t = a.l10n[lang]; // Same variant as the English name when the lists align, else the generic first template.
    names[lang] = f.fill(
      (t.n.length === a.names.length ? t.n[nameIndex] : undefined) ?? t.n[0] ?? name,
      lang,
    );
    descriptions[lang] = f.fill(rng.pick(t.d), lang);
  }
  return { langs, names, descriptions };
};

/** Money and sessions: whether it is free, its sessions with tickets (if any) and whether Jaunt books it. */
const moneyAndSessions = (rng: Rng, st: CityState, a: Archetype) => {
  const currency = st.city.currency;
  // Walk-in places without tickets (restaurants, bars) are neither free nor paid: they carry no price.
  const free = a.freeProb >= 1 || rng.chance(a.freeProb);
  let sessions: Session[] | null = null;
  let bookable = false;
  if (a.kind === 'event') {
    const offsets = eventDayOffsets(rng, a).sort((x, y) => x - y);
    const times = a.times ?? ['19:00'];
    const seriesTime = rng.pick(times);
    const allDay = (a.key === 'exhibition' || a.key === 'night-market') && rng.chance(0.4);
    const sameTime = rng.chance(0.7);
    bookable = rng.chance(a.bookableProb);
    const paid = free ? null : priceTickets(rng, a, currency, bookable);
    const freeT = free ? freeTickets(rng) : null;
    sessions = offsets.map((d) => ({
      date: addDays(st.today, d),
      time: allDay ? null : sameTime ? seriesTime : rng.pick(times),
      tickets: paid ? paid(rng, d < 10) : freeT ? freeT(rng) : [],
    }));
  } else if (!free && a.price !== null && rng.chance(a.ticketProb ?? 0)) {
    bookable = rng.chance(a.bookableProb);
    sessions = placeSessions(rng, a, st.today, priceTickets(rng, a, currency, bookable));
  } else if (free && a.price !== null && rng.chance(a.ticketProb ?? 0)) {
    // Free museums still issue timed or undated free passes.
    bookable = rng.chance(0.4);
    sessions = [{ date: null, time: null, tickets: freeTickets(rng)(rng) }];
  }
  return { currency, free, sessions, bookable };
};

/** Rating, popularity, hours, booking link and label, drawn after the record's body. */
const finish = (
  rng: Rng,
  rec: CatalogueRecord,
  a: Archetype,
  st: CityState,
  p: { rated: boolean; popularity: number; bookable: boolean },
): void => {
  if (p.rated) {
    const low = rng.chance(0.03);
    rec.rating = round(low ? rng.range(2.6, 3.6) : 3.6 + 1.3 * rng.next() ** 0.7, 1);
    rec.rating_count = Math.round(p.popularity * 4000 * rng.range(0.6, 1.4)) + rng.int(3, 40);
  }
  rec.popularity = p.popularity;
  if (a.kind !== 'event' && a.hours) rec.opening_hours = rng.pick(a.hours);
  rec.is_bookable = p.bookable;
  if (p.bookable) {
    rec.booking_url = `https://${rng.pick(BOOKING_DOMAINS)}/${st.city.slug}/${rec.ref}`;
    rec.estimated_fulfillment = rng.chance(0.85) ? 'instant' : 'delayed';
  }
  if (rng.chance(0.12)) rec.display_label = rng.pick(DISPLAY_LABELS);
};

const buildRecord = (rng: Rng, st: CityState, a: Archetype): CatalogueRecord => {
  const { city } = st;
  const isEvent = a.kind === 'event';
  const n = isEvent ? ++st.events : ++st.places;
  const ref = `${city.slug}-${isEvent ? 'evt' : 'plc'}-${String(n).padStart(6, '0')}`;
  const suburban = rng.chance(a.key === 'trail' || a.key === 'hike' ? 0.4 : SUBURBAN_SHARE);
  const f = new Filler(rng, city);
  const { venue, cuisineIndex, nameIndex, name, description } = nameAndVenue(rng, st, a, f, suburban);
  const { langs, names, descriptions } = translations(rng, a, f, city, name, nameIndex);
  const { currency, free, sessions, bookable } = moneyAndSessions(rng, st, a);

  const tags = pickTags(rng, a, free);
  const dietary = pickDietary(rng, a, cuisineIndex);
  const rated = rng.chance(0.94);
  const popularity = Math.max(0.0001, round(rng.next() ** 3.5, 4));
  const pictures = rng.int(1, 4);

  const rec: CatalogueRecord = {
    ref,
    entity_type: a.kind,
    name,
    ...(langs.length > 0 ? { names } : {}),
    short_description: f.fill(rng.pick(a.shorts)),
    description,
    ...(langs.length > 0 ? { descriptions } : {}),
    categories: [...a.categories],
    tags,
    ...(dietary.length > 0 ? { dietary } : {}),
    highlights: rng.sample(a.highlights, rng.int(1, 3)),
    tips: rng.chance(0.8) ? rng.sample(a.tips, rng.int(1, 2)) : [],
    venue: venue.name,
    address: venue.address,
    semantic_location: `${venue.hood.name}, ${venue.hood.area}`,
    city: city.slug,
    location: venue.location,
    timezone: city.timezone,
    // One of four pictures per kind of activity, served by Jaunt itself (src/catalogue/demo/pictures.ts).
    picture_urls: Array.from(
      { length: pictures },
      (_, k) => `${st.pictureBaseUrl}/demo-pictures/${a.key}-${((refSum(ref) + k) % 4) + 1}.png`,
    ),
  };
  finish(rng, rec, a, st, { rated, popularity, bookable });
  if (sessions) rec.ticket_price = { currency, sessions };
  return rec;
};

/** Yields `size` records; the same options always give the same records in the same order. */
export function* generateDemoCatalogue(opts: DemoOptions): Generator<CatalogueRecord> {
  const rng = new Rng(opts.seed ?? DEFAULT_DEMO_SEED);
  const todayMs = opts.today.getTime();
  const states = DEMO_CITIES.map(
    (city): CityState => ({
      city,
      pictureBaseUrl: (opts.pictureBaseUrl ?? DEFAULT_PICTURE_BASE_URL).replace(/\/+$/, ''),
      today: localDate(todayMs, city.timezone),
      events: 0,
      places: 0,
      venues: new Map(),
    }),
  );
  const events = ARCHETYPES.filter((a) => a.kind === 'event');
  const places = ARCHETYPES.filter((a) => a.kind === 'place');
  for (let i = 0; i < opts.size; i++) {
    const st = rng.weighted(states, (s) => s.city.weight);
    // Interleaved by a running quota so the event share is exact at every prefix, not just on average.
    const isEvent = Math.floor((i + 1) * EVENT_SHARE) > Math.floor(i * EVENT_SHARE);
    const a = rng.weighted(isEvent ? events : places, (x) => x.weight);
    yield buildRecord(rng, st, a);
  }
}

/** The catalogue as NDJSON lines (no trailing newline per line). */
export function* demoCatalogueLines(opts: DemoOptions): Generator<string> {
  for (const rec of generateDemoCatalogue(opts)) yield JSON.stringify(rec);
}
