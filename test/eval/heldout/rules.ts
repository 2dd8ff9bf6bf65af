/**
 * The held-out set's rule language: the blind set's (../blind/rules.ts, itself the chat set's plus
 * distance, early opening and price anchors), with landmarks and cities of this set and a few
 * shorthands. Predicates read only the record and the pinned now.
 */
import { all, any, cat, city, near, type Pred, tag, text } from '../blind/rules.js';
import { CITIES, type CityKey } from './cities.js';

export * from '../blind/rules.js';

/** Within `km` of one of this set's landmarks (real-world coordinates, cities.ts). */
export const nearL = (ck: CityKey, landmark: string, km: number): Pred => {
  const lm = (CITIES[ck].landmarks as Record<string, { lat: number; lng: number }>)[landmark];
  if (!lm) throw new Error(`unknown landmark ${ck}/${landmark}`);
  return near(lm.lat, lm.lng, km);
};

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Open past midnight on some day (hours that close after 00:00, or 24 hours), or a session starting at 22:30 or later. */
export const lateNight: Pred = (a) => {
  if (a.entity_type === 'event')
    return (a.ticket_price?.sessions ?? []).some((s) => s.time !== null && minutes(s.time) >= 22 * 60 + 30);
  return (a.opening_hours ?? '').split(';').some((rule) => {
    const m = /(\d\d:\d\d)-(\d\d:\d\d)/.exec(rule);
    if (m?.[1] === undefined || m[2] === undefined) return false;
    // Closing at 00:00 is not "after midnight": the close must fall strictly after it.
    return m[2] === '24:00' || (minutes(m[2]) > 0 && minutes(m[2]) < minutes(m[1]));
  });
};

export const bcn = city('barcelona');
export const muc = city('munich');
export const mtl = city('montreal');
export const sao = city('sao-paulo');
export const prg = city('prague');
export const mel = city('melbourne');

/** Somewhere to eat a meal. */
export const eat = cat('restaurant', 'street food');
export const drinks = cat('bar', 'beer', 'wine', 'cocktails', 'drinks');
export const kids = any(tag('fun-with-kids'), cat('kids', 'zoo', 'science', 'aquarium'));
/** Wrong for any prompt with children. */
export const adultsOnly = any(tag('adults-only'), cat('club', 'cabaret'));
export const breakfastKind = cat('bakery', 'breakfast', 'brunch', 'cafe');
export const bottomless = all(cat('brunch'), cat('drinks'));
export const happyHour = text(/happy hour|5 a 7/);
export const music = cat('live music', 'concert', 'jazz', 'classical', 'opera');
