/**
 * Query understanding without an LLM: time windows (chrono-node, resolved in each activity's own
 * zone), place hints against a gazetteer built from the catalogue plus aliases, price, persona,
 * dietary and entity-type words, synonyms. Pure: no I/O.
 */
import * as chrono from 'chrono-node';
import type { DietaryPreference, EntityType, UsualPlan } from './catalogue.js';
import type { DiscoveryDoc } from './discovery.js';
import { distanceKm, type LatLng } from './geo.js';
import { addDays, localDate, localParts, offsetMinutes, zonedToInstant } from './time.js';

/** Only the head of a prompt is interpreted; the rest cannot change the meaning much and costs time. */
export const UNDERSTOOD_PROMPT_CHARS = 512;
export const MAX_TEXT_TERMS = 8;

/** NFKD, no diacritics, lower case, punctuation as spaces. */
export const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$€£¥:]+/gu, ' ')
    // Colons survive only inside clock times (18:30).
    .replace(/(?<!\d):|:(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// ---------- gazetteer ----------

export type PlaceKind = 'city' | 'area' | 'venue' | 'point';

export interface Place {
  kind: PlaceKind;
  label: string;
  /** City slug the place belongs to (nearest city for points). */
  city: string;
  centre: LatLng;
  radiusKm: number;
  timezone: string;
}

export interface Gazetteer {
  entries: Map<string, Place>;
  cities: Map<string, Place>;
  maxWords: number;
}

/** Hand-written names people use for catalogue cities (only those present are used). */
export const CITY_ALIASES: Record<string, string[]> = {
  'new-york': ['nyc', 'ny', 'new york city', 'big apple', 'the big apple', 'nueva york'],
  'los-angeles': ['la', 'l a', 'los angeles', 'lax'],
  'san-francisco': ['sf', 'san fran', 'frisco', 'bay area'],
  'mexico-city': ['cdmx', 'mexico df', 'ciudad de mexico', 'mexico city', 'df'],
  london: ['londres', 'londra', 'london town'],
  paris: ['parigi', 'paree'],
  berlin: ['berlino'],
  tokyo: ['tokio'],
  lisbon: ['lisboa'],
  munich: ['munchen', 'muenchen'],
  rome: ['roma'],
  chicago: ['chi town', 'chitown', 'windy city'],
  barcelona: ['bcn'],
};

export const cityLabel = (slug: string): string =>
  slug
    .split('-')
    .map((w) => (w.length > 0 ? (w[0] ?? '').toUpperCase() + w.slice(1) : w))
    .join(' ');

const centroid = (points: LatLng[]): LatLng => {
  let lat = 0;
  let lng = 0;
  for (const p of points) {
    lat += p.lat;
    lng += p.lng;
  }
  return { lat: lat / points.length, lng: lng / points.length };
};

const p90Distance = (centre: LatLng, points: LatLng[]): number => {
  const d = points.map((p) => distanceKm(centre, p)).sort((a, b) => a - b);
  return d[Math.min(d.length - 1, Math.floor(d.length * 0.9))] ?? 0;
};

/** Words that must never be read as a place on their own (area names that are also common words). */
const NOT_PLACES = new Set([
  'downtown',
  'centre',
  'center',
  'city',
  'old town',
  'the park',
  'market',
  'park',
]);

/** Docs visited between yields of `gazetteerSteps`: a step stays a few milliseconds long. */
const GAZETTEER_STEP = 1_000;

/**
 * The gazetteer as steps (yields between slices of work), so a server rebuilding its snapshot in the
 * background can answer requests between them; `buildGazetteer` runs them straight through.
 */
export function* gazetteerSteps(docs: readonly DiscoveryDoc[]): Generator<void, Gazetteer> {
  const byCity = new Map<string, DiscoveryDoc[]>();
  const byArea = new Map<string, { label: string; docs: DiscoveryDoc[] }[]>();
  const byVenue = new Map<string, { label: string; docs: DiscoveryDoc[] }>();
  for (const [n, d] of docs.entries()) {
    if (n % GAZETTEER_STEP === GAZETTEER_STEP - 1) yield;
    const c = byCity.get(d.city);
    if (c) c.push(d);
    else byCity.set(d.city, [d]);
    for (const part of (d.semanticLocation ?? '').split(',')) {
      const key = fold(part);
      if (key.length < 3 || NOT_PLACES.has(key)) continue;
      const list = byArea.get(key) ?? [];
      let slot = list.find((x) => x.docs[0]?.city === d.city);
      if (!slot) {
        slot = { label: part.trim(), docs: [] };
        list.push(slot);
        byArea.set(key, list);
      }
      slot.docs.push(d);
    }
    if (d.venue) {
      const key = fold(d.venue);
      if (key.length >= 4 && !NOT_PLACES.has(key)) {
        const v = byVenue.get(key) ?? { label: d.venue, docs: [] };
        v.docs.push(d);
        byVenue.set(key, v);
      }
    }
  }
  const entries = new Map<string, Place>();
  const cities = new Map<string, Place>();
  for (const [key, v] of byVenue) {
    const first = v.docs[0];
    if (!first) continue;
    entries.set(key, {
      kind: 'venue',
      label: v.label,
      city: first.city,
      centre: centroid(v.docs.map((d) => d.location)),
      radiusKm: 1,
      timezone: first.timezone,
    });
  }
  // Yield by work done (docs visited), not by places: one city can hold thousands of docs.
  let work = 0;
  for (const [key, list] of byArea) {
    work += list.reduce((n, x) => n + x.docs.length, 0);
    if (work >= GAZETTEER_STEP) {
      work = 0;
      yield;
    }
    // An area name shared by two cities goes to the one with more activities.
    const best = [...list].sort((a, b) => b.docs.length - a.docs.length)[0];
    const first = best?.docs[0];
    if (!best || !first) continue;
    const centre = centroid(best.docs.map((d) => d.location));
    entries.set(key, {
      kind: 'area',
      label: best.label,
      city: first.city,
      centre,
      radiusKm: Math.min(
        15,
        Math.max(
          1.5,
          p90Distance(
            centre,
            best.docs.map((d) => d.location),
          ) * 1.3,
        ),
      ),
      timezone: first.timezone,
    });
  }
  for (const [slug, list] of byCity) {
    yield;
    const first = list[0];
    if (!first) continue;
    const centre = centroid(list.map((d) => d.location));
    const place: Place = {
      kind: 'city',
      label: cityLabel(slug),
      city: slug,
      centre,
      radiusKm: Math.min(
        60,
        Math.max(
          5,
          p90Distance(
            centre,
            list.map((d) => d.location),
          ) * 1.2,
        ),
      ),
      timezone: first.timezone,
    };
    cities.set(slug, place);
    entries.set(fold(slug.replaceAll('-', ' ')), place);
    for (const alias of CITY_ALIASES[slug] ?? []) entries.set(fold(alias), place);
  }
  let maxWords = 1;
  for (const k of entries.keys()) maxWords = Math.max(maxWords, k.split(' ').length);
  return { entries, cities, maxWords: Math.min(maxWords, 6) };
}

export const buildGazetteer = (docs: readonly DiscoveryDoc[]): Gazetteer => {
  const steps = gazetteerSteps(docs);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
};

/** The catalogue city nearest to a point (for `city` in responses and coordinate hints). */
export const nearestCity = (g: Gazetteer, p: LatLng): Place | null => {
  let best: Place | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const c of g.cities.values()) {
    const d = distanceKm(c.centre, p);
    if (d < bestD || (d === bestD && best !== null && c.city < best.city)) {
      best = c;
      bestD = d;
    }
  }
  return best;
};

/** A free-text location: "lat,lng", a gazetteer name, or unknown (null). */
export const resolveLocation = (g: Gazetteer, text: string): Place | null => {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (m) {
    const lat = Number(m[1]);
    const lng = Number(m[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
      const near = nearestCity(g, { lat, lng });
      return {
        kind: 'point',
        label: `${lat.toFixed(3)}, ${lng.toFixed(3)}`,
        city: near?.city ?? '',
        centre: { lat, lng },
        radiusKm: 5,
        timezone: near?.timezone ?? 'UTC',
      };
    }
  }
  const folded = fold(text);
  const exact = g.entries.get(folded);
  if (exact) return exact;
  // "West Village, Manhattan" or "Brooklyn, NY": the most specific known part wins.
  const tokens = folded.split(' ');
  return findPlace(g, tokens)?.place ?? null;
};

const KIND_RANK: Record<PlaceKind, number> = { venue: 0, area: 1, point: 1, city: 2 };

/** Longest known n-gram; among equal lengths the more specific kind. */
const findPlace = (g: Gazetteer, tokens: string[]): { place: Place; start: number; end: number } | null => {
  let best: { place: Place; start: number; end: number } | null = null;
  for (let n = Math.min(g.maxWords, tokens.length); n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const key = tokens.slice(i, i + n).join(' ');
      const place = g.entries.get(key);
      if (!place) continue;
      // Two-letter aliases (la, ny, sf) only count when written as a place ("in la"), not as words.
      if (key.length <= 2 && !['in', 'near', 'around', 'at'].includes(tokens[i - 1] ?? '')) continue;
      if (!best || KIND_RANK[place.kind] < KIND_RANK[best.place.kind]) best = { place, start: i, end: i + n };
    }
    if (best) return best;
  }
  return null;
};

// ---------- vocabularies ----------

type Phrase<T> = [string, T];

const PERSONA: Phrase<UsualPlan>[] = [
  ['fun with kids', 'fun-with-kids'],
  ['with kids', 'fun-with-kids'],
  ['with the kids', 'fun-with-kids'],
  ['with children', 'fun-with-kids'],
  ['for kids', 'fun-with-kids'],
  ['kid friendly', 'fun-with-kids'],
  ['family friendly', 'fun-with-kids'],
  ['kids', 'fun-with-kids'],
  ['kid', 'fun-with-kids'],
  ['children', 'fun-with-kids'],
  ['family', 'fun-with-kids'],
  ['families', 'fun-with-kids'],
  ['toddlers', 'fun-with-kids'],
  ['dog friendly', 'pet-friendly'],
  ['pet friendly', 'pet-friendly'],
  ['dogs allowed', 'pet-friendly'],
  ['with my dog', 'pet-friendly'],
  ['with the dog', 'pet-friendly'],
  ['with dogs', 'pet-friendly'],
  ['with my dogs', 'pet-friendly'],
  ['dogs', 'pet-friendly'],
  ['dog', 'pet-friendly'],
  ['pets', 'pet-friendly'],
  ['date night', 'date-nights'],
  ['date nights', 'date-nights'],
  ['for a date', 'date-nights'],
  ['first date', 'date-nights'],
  ['romantic', 'date-nights'],
  ['date', 'date-nights'],
  ['couples', 'date-nights'],
  ['wheelchair accessible', 'accessible-wheelchair-outings'],
  ['wheelchair friendly', 'accessible-wheelchair-outings'],
  ['step free', 'accessible-wheelchair-outings'],
  ['wheelchair', 'accessible-wheelchair-outings'],
  ['accessible', 'accessible-wheelchair-outings'],
  ['with friends', 'friends-hangout'],
  ['friends', 'friends-hangout'],
  ['meet new people', 'meet-new-people'],
  ['meet people', 'meet-new-people'],
  ['make friends', 'meet-new-people'],
  ['singles', 'meet-new-people'],
  ['socialize', 'meet-new-people'],
  ['socialise', 'meet-new-people'],
  ['stay active', 'staying-active'],
  ['staying active', 'staying-active'],
  ['workout', 'staying-active'],
  ['exercise', 'staying-active'],
  ['fitness', 'staying-active'],
  ['active', 'staying-active'],
  ['nature', 'nature-time'],
  ['in nature', 'nature-time'],
  ['sightseeing', 'visit-the-city'],
  ['tourist', 'visit-the-city'],
  ['touristy', 'visit-the-city'],
  ['must see', 'visit-the-city'],
  ['team outing', 'work-meetups'],
  ['team building', 'work-meetups'],
  ['colleagues', 'work-meetups'],
  ['coworkers', 'work-meetups'],
];

const DIETARY: Phrase<DietaryPreference>[] = [
  ['gluten free', 'gluten_free'],
  ['celiac', 'gluten_free'],
  ['coeliac', 'gluten_free'],
  ['alcohol free', 'alcohol_free'],
  ['non alcoholic', 'alcohol_free'],
  ['no alcohol', 'alcohol_free'],
  ['sober', 'alcohol_free'],
  ['vegan', 'vegan'],
  ['vegetarian', 'vegetarian'],
  ['veggie', 'vegetarian'],
  ['kosher', 'kosher'],
  ['halal', 'halal'],
  ['pescatarian', 'pescatarian'],
];

/** Consumed words that only say which kind of thing is wanted. */
const TYPE_ONLY: Phrase<EntityType>[] = [
  ['events', 'event'],
  ['event', 'event'],
  ['happenings', 'event'],
  ['places', 'place'],
  ['place', 'place'],
  ['spots', 'place'],
  ['spot', 'place'],
  ['venues', 'place'],
];

/** Topical words that also imply a kind (they stay search terms). */
const TYPE_HINTS: Record<string, EntityType> = {
  museum: 'place',
  museums: 'place',
  gallery: 'place',
  galleries: 'place',
  restaurant: 'place',
  restaurants: 'place',
  bar: 'place',
  bars: 'place',
  cafe: 'place',
  cafes: 'place',
  coffee: 'place',
  park: 'place',
  parks: 'place',
  pub: 'place',
  pubs: 'place',
  brunch: 'place',
  bakery: 'place',
  bookshop: 'place',
  bookstore: 'place',
  spa: 'place',
  beach: 'place',
  concert: 'event',
  concerts: 'event',
  gig: 'event',
  gigs: 'event',
  show: 'event',
  shows: 'event',
  festival: 'event',
  festivals: 'event',
  performance: 'event',
  play: 'event',
  screening: 'event',
  workshop: 'event',
  workshops: 'event',
  class: 'event',
  classes: 'event',
  tour: 'event',
  tours: 'event',
  match: 'event',
  game: 'event',
  party: 'event',
  comedy: 'event',
  standup: 'event',
  musical: 'event',
  opera: 'event',
  ballet: 'event',
  talk: 'event',
  lecture: 'event',
};

/** Query-time synonyms: each term searches for itself or these (porter stemming handles plurals). */
export const SYNONYMS: Record<string, string[]> = {
  gig: ['concert', 'live music'],
  gigs: ['concert', 'live music'],
  concert: ['gig', 'live music'],
  concerts: ['gig', 'live music'],
  music: ['concert', 'gig'],
  movie: ['film', 'cinema', 'screening'],
  movies: ['film', 'cinema', 'screening'],
  film: ['movie', 'cinema', 'screening'],
  films: ['movie', 'cinema', 'screening'],
  cinema: ['film', 'movie', 'screening'],
  theater: ['theatre', 'play', 'musical'],
  theatre: ['theater', 'play', 'musical'],
  show: ['performance', 'theatre', 'musical', 'comedy', 'concert'],
  shows: ['performance', 'theatre', 'musical', 'comedy', 'concert'],
  standup: ['comedy', 'stand up'],
  comedy: ['standup', 'stand up', 'comedian'],
  food: ['restaurant', 'dining', 'eat'],
  eat: ['restaurant', 'food', 'dining'],
  dinner: ['restaurant', 'dining', 'food'],
  lunch: ['restaurant', 'food', 'dining'],
  dining: ['restaurant', 'food'],
  restaurant: ['dining', 'food'],
  restaurants: ['dining', 'food'],
  drinks: ['bar', 'cocktail', 'wine', 'beer'],
  drink: ['bar', 'cocktail', 'wine', 'beer'],
  cocktails: ['bar', 'cocktail'],
  clubbing: ['club', 'nightclub', 'dance', 'dj'],
  dancing: ['dance', 'club', 'dj'],
  nightlife: ['bar', 'club', 'late night'],
  art: ['gallery', 'museum', 'exhibition'],
  arts: ['gallery', 'museum', 'exhibition'],
  museum: ['exhibition'],
  museums: ['exhibition'],
  gallery: ['art', 'exhibition'],
  galleries: ['art', 'exhibition'],
  exhibition: ['museum', 'gallery'],
  hike: ['hiking', 'trail', 'walk'],
  hiking: ['hike', 'trail', 'walk'],
  walk: ['walking', 'hike', 'trail'],
  coffee: ['cafe', 'espresso'],
  cafe: ['coffee'],
  park: ['garden', 'green'],
  parks: ['garden', 'green'],
  sport: ['sports', 'fitness', 'match'],
  sports: ['sport', 'fitness', 'match'],
  beer: ['brewery', 'pub', 'craft beer'],
  wine: ['winery', 'wine bar', 'tasting'],
  books: ['bookshop', 'bookstore', 'library'],
  book: ['bookshop', 'bookstore', 'library'],
  market: ['flea', 'bazaar', 'market hall'],
  markets: ['flea', 'bazaar', 'market hall'],
  spa: ['sauna', 'wellness', 'bath'],
  bike: ['cycling', 'bicycle'],
  cycling: ['bike', 'bicycle'],
  swim: ['swimming', 'pool'],
  swimming: ['swim', 'pool'],
  kayak: ['kayaking', 'paddle'],
  climbing: ['bouldering', 'climb'],
  techno: ['electronic', 'dj', 'rave'],
  electronic: ['techno', 'dj'],
};

const STOPWORDS = new Set(
  `a an the in on at near nearby around for with to of and or some something anything things thing stuff do doing what whats
  where which who find me show give looking look want wanna would like id i im we our us my you your please can could go going
  get out recommend recommendations suggest suggestions good best great nice cool fun fancy awesome interesting any is are be
  there here this that these those it its from by about into up over under below less than more most very really just also
  lets let s t ideas idea options activities activity what's whats on happening tell know need somewhere everything`
    .split(/\s+/)
    .filter(Boolean),
);

const FILLER_PHRASES = [
  'things to do',
  'what to do',
  'show me',
  'give me',
  'find me',
  'looking for',
  'what s on',
  'whats on',
];

// ---------- time ----------

export interface TimeSpec {
  /** The words as written ("tonight", "next friday after 6pm"), chrono input. */
  text: string;
  /** Short label for messages. */
  label: string;
}

export interface TimeWindow {
  start: number;
  end: number;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_SHORT = MONTHS.map((m) => m.slice(0, 3));

/** Minutes offset of a zone at an instant, for chrono's reference (it accepts no IANA names). */
const chronoRef = (now: number, timeZone: string) => ({
  instant: new Date(now),
  timezone: offsetMinutes(now, timeZone),
});

const at = (date: string, hhmm: string, tz: string): number => zonedToInstant(date, hhmm, tz);

/** A time window in the given zone for the words of a TimeSpec; null when nothing usable is found. */
export const resolveTimeWindow = (spec: TimeSpec, now: number, timeZone: string): TimeWindow | null => {
  const text = spec.text.toLowerCase();
  const today = localDate(now, timeZone);
  const lp = localParts(now, timeZone);
  const clampStart = (w: TimeWindow): TimeWindow | null => {
    const start = Math.max(w.start, now);
    return start < w.end ? { start, end: w.end } : null;
  };
  if (/\b(right now|open now|now)\b/.test(text)) return { start: now, end: now + 3 * 3_600_000 };
  if (/\btonight\b/.test(text))
    return clampStart({ start: at(today, '17:00', timeZone), end: at(addDays(today, 1), '04:00', timeZone) });
  if (/\bweekend\b/.test(text)) {
    // Coming weekend: Fri 17:00 .. Mon 00:00; on Fri evening-Sun it is the current one.
    const wd = lp.weekday;
    const toFri = wd === 0 ? -2 : wd === 6 ? -1 : 5 - wd;
    let fri = addDays(today, toFri);
    if (/\bnext weekend\b/.test(text) && (wd === 5 || wd === 6 || wd === 0)) fri = addDays(fri, 7);
    return clampStart({ start: at(fri, '17:00', timeZone), end: at(addDays(fri, 3), '00:00', timeZone) });
  }
  if (/\bthis week\b/.test(text)) {
    const toMon = lp.weekday === 0 ? 1 : 8 - lp.weekday;
    return clampStart({ start: now, end: at(addDays(today, toMon), '00:00', timeZone) });
  }
  if (/\bnext week\b/.test(text)) {
    const toMon = lp.weekday === 0 ? 1 : 8 - lp.weekday;
    const mon = addDays(today, toMon);
    return { start: at(mon, '00:00', timeZone), end: at(addDays(mon, 7), '00:00', timeZone) };
  }
  const monthOnly = new RegExp(
    `^(?:in |during |this |next )?(${MONTHS.join('|')}|${MONTH_SHORT.join('|')})$`,
  ).exec(text.trim());
  if (monthOnly) {
    const name = monthOnly[1] ?? '';
    const m = Math.max(MONTHS.indexOf(name), MONTH_SHORT.indexOf(name)) + 1;
    const year = m >= lp.month ? lp.year : lp.year + 1;
    const first = `${year}-${String(m).padStart(2, '0')}-01`;
    const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
    return clampStart({ start: at(first, '00:00', timeZone), end: at(next, '00:00', timeZone) });
  }
  const results = chrono.parse(spec.text, chronoRef(now, timeZone), { forwardDate: true });
  const r = results[0];
  if (!r) return null;
  const y = r.start.get('year');
  const mo = r.start.get('month');
  const d = r.start.get('day');
  if (y === null || mo === null || d === null) return null;
  const date = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const dayStart = at(date, '00:00', timeZone);
  const dayEnd = at(addDays(date, 1), '00:00', timeZone);
  const partOfDay: [RegExp, string, string][] = [
    [/\bmorning\b/, '06:00', '12:00'],
    [/\bafternoon\b/, '12:00', '17:00'],
    [/\bevening\b/, '17:00', '23:59'],
    [/\bnight\b/, '18:00', '23:59'],
  ];
  for (const [re, from, to] of partOfDay) {
    if (re.test(text)) {
      const end =
        to === '23:59'
          ? at(addDays(date, 1), re.source.includes('night') ? '04:00' : '00:00', timeZone)
          : at(date, to, timeZone);
      return clampStart({ start: at(date, from, timeZone), end });
    }
  }
  if (r.start.isCertain('hour')) {
    const h = r.start.get('hour') ?? 0;
    const mi = r.start.get('minute') ?? 0;
    const t = at(date, `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`, timeZone);
    if (r.end?.isCertain('hour')) {
      const eh = r.end.get('hour') ?? 0;
      const em = r.end.get('minute') ?? 0;
      return clampStart({
        start: t,
        end: at(date, `${String(eh).padStart(2, '0')}:${String(em).padStart(2, '0')}`, timeZone),
      });
    }
    if (/\b(before|by|until|till)\b/.test(text))
      return clampStart({ start: Math.max(now, dayStart), end: t });
    if (/\b(after|from|since|later than)\b/.test(text)) {
      return clampStart({ start: t, end: h >= 18 ? at(addDays(date, 1), '04:00', timeZone) : dayEnd });
    }
    return clampStart({ start: t - 30 * 60_000, end: t + 3 * 3_600_000 });
  }
  return clampStart({ start: dayStart, end: dayEnd });
};

const TIME_WORDS =
  /\b(tonight|today|tomorrow|weekend|this week|next week|now|morning|afternoon|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|\d{1,2}(:\d{2})?\s*(am|pm)|\d{1,2}:\d{2})\b/;

/** Finds the time expression in folded text; returns it with its character span (incl. after/before). */
const findTime = (folded: string, now: number): { spec: TimeSpec; start: number; end: number } | null => {
  if (!TIME_WORDS.test(folded)) return null;
  // Parsed in UTC only to locate the words; windows are resolved per zone later.
  const explicit = [
    /\bright now\b/,
    /\bopen now\b/,
    /\bthis weekend\b/,
    /\bnext weekend\b/,
    /\bweekend\b/,
    /\bthis week\b/,
    /\bnext week\b/,
  ];
  for (const re of explicit) {
    const m = re.exec(folded);
    if (m) return { spec: { text: m[0], label: m[0] }, start: m.index, end: m.index + m[0].length };
  }
  const month = new RegExp(`\\b(?:in |during )?(${MONTHS.join('|')})\\b(?!\\s*\\d)`).exec(folded);
  if (month)
    return {
      spec: { text: month[0], label: `in ${cityLabel(month[1] ?? '')}` },
      start: month.index,
      end: month.index + month[0].length,
    };
  const results = chrono.parse(folded, { instant: new Date(now), timezone: 0 }, { forwardDate: true });
  const r = results[0];
  if (!r) {
    const m = /\bnow\b/.exec(folded);
    return m ? { spec: { text: 'now', label: 'now' }, start: m.index, end: m.index + 3 } : null;
  }
  let start = r.index;
  const before = folded.slice(0, start);
  const prefix = /\b(after|from|since|before|by|until|till|later than)\s+$/.exec(before);
  if (prefix) start = prefix.index;
  const end = r.index + r.text.length;
  const text = folded.slice(start, end);
  return { spec: { text, label: text.replace(/^(on|at|in) /, '') }, start, end };
};

// ---------- price ----------

export interface PriceIntent {
  free: boolean;
  /** Upper bound in major units of the activity's currency ("under $30" → 30). */
  maxMajor: number | null;
  cheap: boolean;
}

const PRICE_MAX =
  /\b(?:under|below|less than|cheaper than|max|maximum|up to|upto|no more than|within)\s*([$€£¥])?\s*(\d+(?:[.,]\d{1,2})?)\s*([$€£¥]|dollars?|bucks|euros?|eur|usd|pounds?|gbp|quid|pesos?|yen)?/;

// ---------- the parsed query ----------

export interface ParsedQuery {
  /** The prompt words that remain search terms, folded, in order, at most MAX_TEXT_TERMS. */
  terms: string[];
  time: TimeSpec | null;
  /** Place named in the prompt. */
  place: Place | null;
  price: PriceIntent;
  plans: UsualPlan[];
  dietary: DietaryPreference[];
  entityType: EntityType | null;
  /** "open now", "right now": places must be open. */
  openNow: boolean;
  /** "near me", "nearby", "close by". */
  nearMe: boolean;
}

const consumePhrases = <T>(tokens: string[], phrases: Phrase<T>[]): T[] => {
  const found: T[] = [];
  const sorted = [...phrases].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);
  for (const [phrase, value] of sorted) {
    const words = phrase.split(' ');
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (words.every((w, j) => tokens[i + j] === w)) {
        if (!found.includes(value)) found.push(value);
        for (let j = 0; j < words.length; j++) tokens[i + j] = '';
      }
    }
  }
  return found;
};

export const parseQuery = (prompt: string, now: number, gazetteer: Gazetteer): ParsedQuery => {
  let folded = fold(prompt.slice(0, UNDERSTOOD_PROMPT_CHARS));
  const openNow = /\b(open now|right now|open late)\b/.test(folded);
  const nearMe = /\b(near me|nearby|close by|around here|walking distance)\b/.test(folded);
  folded = folded.replace(/\b(near me|nearby|close by|around here|walking distance)\b/g, ' ');

  // Dietary first: "gluten free" must not read as "free".
  let tokens = folded.split(' ').filter(Boolean);
  const dietary = consumePhrases(tokens, DIETARY);
  folded = tokens.filter(Boolean).join(' ');

  // Price.
  let maxMajor: number | null = null;
  const pm = PRICE_MAX.exec(folded);
  if (pm && (pm[1] || pm[3] || /\b(under|below|less than|cheaper than)\b/.test(pm[0]))) {
    maxMajor = Number((pm[2] ?? '0').replace(',', '.'));
    folded = folded.replace(pm[0], ' ');
  }
  const free = /\b(free|gratis|gratuit|kostenlos|no cost|free entry|free admission)\b/.test(folded);
  folded = folded.replace(/\b(free entry|free admission|no cost|free|gratis|gratuit|kostenlos)\b/g, ' ');
  const cheap = /\b(cheap|budget|affordable|inexpensive|low cost|on a budget)\b/.test(folded);
  folded = folded.replace(/\b(on a budget|low cost|cheap|budget|affordable|inexpensive)\b/g, ' ');

  // Time.
  const time = findTime(folded, now);
  if (time) folded = `${folded.slice(0, time.start)} ${folded.slice(time.end)}`;
  folded = folded
    .replace(/\b(open late|open now|right now)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

  // Place.
  tokens = folded.split(' ').filter(Boolean);
  const found = findPlace(gazetteer, tokens);
  let place: Place | null = null;
  if (found) {
    place = found.place;
    // Venues stay search words too (their names are in the venue column).
    if (found.place.kind !== 'venue') {
      for (let i = found.start; i < found.end; i++) tokens[i] = '';
      if (['in', 'near', 'around', 'at'].includes(tokens[found.start - 1] ?? ''))
        tokens[found.start - 1] = '';
    }
  }

  for (const f of FILLER_PHRASES) {
    const words = f.split(' ');
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (words.every((w, j) => tokens[i + j] === w))
        for (let j = 0; j < words.length; j++) tokens[i + j] = '';
    }
  }
  const plans = consumePhrases(tokens, PERSONA);
  const typeOnly = consumePhrases(tokens, TYPE_ONLY);

  const terms: string[] = [];
  let hinted: EntityType | null = typeOnly.length === 1 ? (typeOnly[0] ?? null) : null;
  for (const t of tokens) {
    if (!t || STOPWORDS.has(t) || /^[\d$€£¥]+$/.test(t) || t.length < 2) continue;
    if (terms.includes(t)) continue;
    const hint = TYPE_HINTS[t];
    if (hint && hinted === null) hinted = hint;
    terms.push(t);
    if (terms.length >= MAX_TEXT_TERMS) break;
  }
  if (dietary.length > 0 && hinted === null) hinted = 'place';
  return {
    terms,
    time: time?.spec ?? null,
    place,
    price: { free, maxMajor, cheap },
    plans,
    dietary,
    entityType: hinted,
    openNow,
    nearMe,
  };
};

/** The term itself plus its synonyms: the alternatives searched for one query word. */
export const termAlternatives = (term: string): string[] => [term, ...(SYNONYMS[term] ?? [])];

/** Optimal-string-alignment distance, capped: typo correction against the index vocabulary. */
export const editDistance = (a: string, b: string, cap: number): number => {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j] ?? 0;
    prev = cur;
    if (rowMin > cap) return cap + 1;
  }
  return prev[b.length] ?? cap + 1;
};
