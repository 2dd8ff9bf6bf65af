/**
 * Homescreen shelves: rules with stable slugs, chosen by time, persona, price and weather conditions.
 * Ranked candidates are dealt into shelves in rule order; an activity joins at most two shelves and
 * empty shelves are omitted. Pure.
 */
import { type DiscoveryDoc, isFreeEntry, startInWindow } from './discovery.js';
import { openState } from './opening-hours.js';
import { phraseWindow, type TimeWindow } from './query/time.js';
import type { Scored } from './ranking.js';
import { localParts } from './time.js';

export interface Weather {
  temperatureC: number;
  /** WMO weather code. */
  weatherCode: number;
  isDay: boolean;
  /** Chance of precipitation in the next hours, 0-100. */
  precipitationProbability: number | null;
}

export const isRainy = (w: Weather): boolean =>
  (w.precipitationProbability ?? 0) >= 50 ||
  (w.weatherCode >= 51 && w.weatherCode <= 67) ||
  (w.weatherCode >= 80 && w.weatherCode <= 82) ||
  w.weatherCode >= 95;

export const isSunny = (w: Weather): boolean =>
  w.weatherCode <= 2 && w.isDay && w.temperatureC >= 12 && w.temperatureC <= 30 && !isRainy(w);

export interface ShelfContext {
  now: number;
  /** Zone of the homescreen centre: time shelves are about the user's local evening. */
  timeZone: string;
  /** Plans from the request and the user's profile. */
  plans: readonly string[];
  weather: Weather | null;
}

interface ShelfRule {
  slug: string;
  displayName: string;
  when: (ctx: ShelfContext) => boolean;
  /** Built once per request: windows resolved in the centre's zone. */
  matcher: (ctx: ShelfContext) => (s: Scored) => boolean;
}

const INDOOR_CATEGORIES = [
  'museum',
  'gallery',
  'cinema',
  'theatre',
  'theater',
  'bookshop',
  'spa',
  'aquarium',
  'library',
];
const has = (d: DiscoveryDoc, tag: string): boolean => d.tags.includes(tag);
const isIndoor = (d: DiscoveryDoc): boolean =>
  has(d, 'indoor') || (!has(d, 'outdoor') && d.categories.some((c) => INDOOR_CATEGORIES.includes(c)));
const isOutdoor = (d: DiscoveryDoc): boolean =>
  has(d, 'outdoor') || d.categories.some((c) => ['park', 'hiking', 'beach', 'garden', 'nature'].includes(c));

/** Events with a session in the window; places open (or possibly open) at its start. */
const inWindow = (w: TimeWindow | null, s: Scored, requireKnownOpen = false): boolean => {
  if (!w) return false;
  const d = s.doc;
  if (d.entityType === 'event') return startInWindow(d, w.start, w.end) !== null;
  const st = openState(d.openingHours, w.start, d.timezone);
  return requireKnownOpen ? st === 'open' : st !== 'closed';
};

const window = (ctx: ShelfContext, text: 'tonight' | 'this weekend'): TimeWindow | null =>
  phraseWindow(text, ctx.now, ctx.timeZone);

const persona = (slug: string, displayName: string, plan: string): ShelfRule => ({
  slug,
  displayName,
  when: (ctx) => ctx.plans.includes(plan),
  matcher: () => (s) => has(s.doc, plan),
});

/** Rule order is deal order: earlier shelves get first pick of the best-ranked activities. */
export const SHELF_RULES: readonly ShelfRule[] = [
  {
    slug: 'rainy-day',
    displayName: 'Rainy day picks',
    when: (ctx) => ctx.weather !== null && isRainy(ctx.weather),
    matcher: () => (s) => isIndoor(s.doc),
  },
  {
    slug: 'sunny-outdoors',
    displayName: 'Make the most of the sun',
    when: (ctx) => ctx.weather !== null && isSunny(ctx.weather),
    matcher: () => (s) => isOutdoor(s.doc),
  },
  {
    slug: 'tonight',
    displayName: 'Tonight',
    when: (ctx) => localParts(ctx.now, ctx.timeZone).hour < 23,
    matcher: (ctx) => {
      const w = window(ctx, 'tonight');
      return (s) => s.doc.entityType === 'event' && inWindow(w, s);
    },
  },
  {
    slug: 'open-now',
    displayName: 'Open now',
    when: () => true,
    matcher: (ctx) => (s) =>
      s.doc.entityType === 'place' && openState(s.doc.openingHours, ctx.now, s.doc.timezone) === 'open',
  },
  {
    slug: 'late-night',
    displayName: 'Late night',
    when: (ctx) => {
      const p = localParts(ctx.now, ctx.timeZone);
      return p.hour >= 17 || p.hour < 4 || p.weekday === 5 || p.weekday === 6;
    },
    matcher: (ctx) => {
      const w = window(ctx, 'tonight');
      return (s) =>
        (has(s.doc, 'late-night') || s.doc.categories.includes('nightlife')) &&
        (inWindow(w, s) || s.doc.entityType === 'place');
    },
  },
  {
    slug: 'this-weekend',
    displayName: 'This weekend',
    when: () => true,
    matcher: (ctx) => {
      const w = window(ctx, 'this weekend');
      return (s) => s.doc.entityType === 'event' && inWindow(w, s);
    },
  },
  persona('with-kids', 'Fun with kids', 'fun-with-kids'),
  persona('date-night', 'Date night', 'date-nights'),
  persona('pet-friendly', 'Bring the dog', 'pet-friendly'),
  persona('staying-active', 'Stay active', 'staying-active'),
  persona('nature-time', 'Nature time', 'nature-time'),
  persona('friends-hangout', 'With friends', 'friends-hangout'),
  persona('meet-new-people', 'Meet new people', 'meet-new-people'),
  {
    slug: 'free',
    displayName: 'Free',
    when: () => true,
    matcher: () => (s) => isFreeEntry(s.doc),
  },
  {
    slug: 'popular-nearby',
    displayName: 'Popular nearby',
    when: () => true,
    matcher: () => () => true,
  },
];

/** The single shelf of `shelved=false`. */
export const FLAT_SHELF = { slug: 'for-you', displayName: 'For you' } as const;

export const MAX_SHELVES_PER_ACTIVITY = 2;

export interface DealtShelf {
  slug: string;
  displayName: string;
  items: Scored[];
}

export const dealShelves = (ranked: readonly Scored[], ctx: ShelfContext, limit: number): DealtShelf[] => {
  const uses = new Map<number, number>();
  const out: DealtShelf[] = [];
  for (const rule of SHELF_RULES) {
    if (!rule.when(ctx)) continue;
    const matches = rule.matcher(ctx);
    const items: Scored[] = [];
    for (const s of ranked) {
      if (items.length >= limit) break;
      const used = uses.get(s.doc.pk) ?? 0;
      if (used >= MAX_SHELVES_PER_ACTIVITY || !matches(s)) continue;
      items.push(s);
      uses.set(s.doc.pk, used + 1);
    }
    if (items.length > 0) out.push({ slug: rule.slug, displayName: rule.displayName, items });
  }
  return out;
};
