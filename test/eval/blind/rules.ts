/**
 * The blind set's rule language: everything from the chat set's rules (../chat/rules.ts) plus
 * predicates by distance to a point or a named landmark, early opening, and shorthands. Predicates
 * read only the record and the pinned now.
 */
import { cat, city, not, type Pred, pricedAbove } from '../chat/rules.js';
import { CITIES, type CityKey, distanceKm } from './cities.js';

export * from '../chat/rules.js';

/** Within `km` of a point, by great-circle distance. */
export const near =
  (lat: number, lng: number, km: number): Pred =>
  (a) =>
    distanceKm(a.location, { lat, lng }) <= km;

/** Within `km` of one of the landmarks in cities.ts (real-world coordinates). */
export const nearL = (ck: CityKey, landmark: string, km: number): Pred => {
  const lm = CITIES[ck].landmarks[landmark];
  if (!lm) throw new Error(`unknown landmark ${ck}/${landmark}`);
  return near(lm.lat, lm.lng, km);
};

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Open by `hhmm` local time: a place whose earliest opening on some day is at or before it (always
 * open counts), or an event with a session starting at or before it.
 */
export const opensBy =
  (hhmm: string): Pred =>
  (a) => {
    const limit = minutes(hhmm);
    if (a.entity_type === 'event')
      return (a.ticket_price?.sessions ?? []).some((s) => s.time !== null && minutes(s.time) <= limit);
    if (!a.opening_hours) return false;
    return a.opening_hours.split(';').some((rule) => {
      const m = /(\d\d:\d\d)-/.exec(rule);
      return m?.[1] !== undefined && minutes(m[1]) <= limit;
    });
  };

/** Cheapest ticket total strictly below `max` (local currency); free counts. */
export const cheaperThan =
  (max: number): Pred =>
  (a, c) =>
    !pricedAbove(max - 0.005)(a, c) && a.ticket_price != null;

/** None of these categories. */
export const no = (...cs: string[]): Pred => not(cat(...cs));

export const ro = city('rome');
export const am = city('amsterdam');
export const li = city('lisbon');
export const ch = city('chicago');
export const vi = city('vienna');
export const mx = city('mexico-city');

/** Shorthand groups used by many prompts. */
export const restaurant = cat('restaurant');
export const bar = cat('bar');
export const calm = cat('spa', 'massage', 'yoga', 'gallery', 'church', 'park');
export const loosenUp = cat('spa', 'massage', 'yoga', 'sauna');
export const active = cat(
  'climbing',
  'sport',
  'fitness',
  'yoga',
  'bowling',
  'ice skating',
  'dance',
  'bike tour',
);
