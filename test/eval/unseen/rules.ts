/**
 * The unseen set's rule language: the blind set's (../blind/rules.ts, itself the chat set's plus
 * distance, early opening and price anchors), with this set's landmarks and cities and a few
 * shorthands. Predicates read only the record and the pinned now.
 */
import { any, cat, city, near, type Pred, tag } from '../blind/rules.js';
import { CITIES, type CityKey } from './cities.js';

export * from '../blind/rules.js';

/** Within `km` of one of this set's landmarks (real-world coordinates, cities.ts). */
export const nearL = (ck: CityKey, landmark: string, km: number): Pred => {
  const lm = (CITIES[ck].landmarks as Record<string, { lat: number; lng: number }>)[landmark];
  if (!lm) throw new Error(`unknown landmark ${ck}/${landmark}`);
  return near(lm.lat, lm.lng, km);
};

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Open past midnight on some day (the close falls strictly after 00:00), or a session starting at 22:30 or later. */
export const lateNight: Pred = (a) => {
  if (a.entity_type === 'event')
    return (a.ticket_price?.sessions ?? []).some((s) => s.time !== null && minutes(s.time) >= 22 * 60 + 30);
  return (a.opening_hours ?? '').split(';').some((rule) => {
    const m = /(\d\d:\d\d)-(\d\d:\d\d)/.exec(rule);
    if (m?.[1] === undefined || m[2] === undefined) return false;
    return minutes(m[2]) > 0 && minutes(m[2]) < minutes(m[1]);
  });
};

export const mil = city('milan');
export const coi = city('coimbra');
export const cgn = city('cologne');
export const mrs = city('marseille');
export const gdl = city('guadalajara');

/** Somewhere to eat a meal. */
export const eat = cat('restaurant', 'street food', 'tacos');
export const drinks = cat('bar', 'beer', 'wine', 'cocktails', 'drinks', 'cantina');
export const kids = any(tag('fun-with-kids'), cat('kids', 'zoo', 'science', 'playground', 'theme park'));
/** Wrong for any prompt with children. */
export const adultsOnly = any(tag('adults-only'), cat('club'));
export const breakfastKind = cat('bakery', 'breakfast', 'brunch', 'cafe');
export const music = cat('live music', 'concert', 'jazz', 'classical', 'opera');
export const relax = cat('spa', 'massage', 'yoga', 'sauna');
export const sights = cat('museum', 'church', 'viewpoint', 'sightseeing', 'gallery', 'exhibition');
/** Outdoor things to do (boat trips, walking tours and run clubs too; not a street-food counter with an `outdoor` tag). */
export const outdoorsy = cat(
  'park',
  'outdoor',
  'beach',
  'hiking',
  'viewpoint',
  'boat tour',
  'walking tour',
  'running',
);
export const indoor = tag('indoor');
