/**
 * Homescreen shelves: rules with stable slugs, chosen by time, persona, price and weather conditions.
 * Ranked candidates are dealt into shelves in rule order; an activity joins at most two shelves and
 * empty shelves are omitted. Pure. Dealing walks thousands of docs per rule on a busy cell, so
 * matchers read docs directly (no per-doc allocation) and count uses by rank position.
 */

import { openState } from '../../catalogue/index.js';
import { localParts } from '../../platform/time.js';
import { phraseWindow, type TimeWindow } from '../query/when.js';
import { type DiscoveryDoc, isFreeEntry, startInWindow } from '../snapshot/ranking-docs.js';

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

type Matcher = (d: DiscoveryDoc) => boolean;

interface ShelfRule {
  slug: string;
  displayName: string;
  when: (ctx: ShelfContext) => boolean;
  /** Built once per request: windows resolved in the centre's zone. */
  matcher: (ctx: ShelfContext) => Matcher;
}

const INDOOR_CATEGORIES: ReadonlySet<string> = new Set([
  'museum',
  'gallery',
  'cinema',
  'theatre',
  'theater',
  'bookshop',
  'spa',
  'aquarium',
  'library',
]);
const OUTDOOR_CATEGORIES: ReadonlySet<string> = new Set(['park', 'hiking', 'beach', 'garden', 'nature']);
const has = (d: DiscoveryDoc, tag: string): boolean => d.tags.includes(tag);
const anyCategoryIn = (d: DiscoveryDoc, set: ReadonlySet<string>): boolean => {
  for (const c of d.categories) if (set.has(c)) return true;
  return false;
};
const isIndoor = (d: DiscoveryDoc): boolean =>
  has(d, 'indoor') || (!has(d, 'outdoor') && anyCategoryIn(d, INDOOR_CATEGORIES));
const isOutdoor = (d: DiscoveryDoc): boolean => has(d, 'outdoor') || anyCategoryIn(d, OUTDOOR_CATEGORIES);

/** Events with a session in the window; places open (or possibly open) at its start. */
const inWindow = (w: TimeWindow | null, d: DiscoveryDoc, requireKnownOpen = false): boolean => {
  if (!w) return false;
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
  matcher: () => (d) => has(d, plan),
});

/** Rule order is deal order: earlier shelves get first pick of the best-ranked activities. */
export const SHELF_RULES: readonly ShelfRule[] = [
  {
    slug: 'rainy-day',
    displayName: 'Rainy day picks',
    when: (ctx) => ctx.weather !== null && isRainy(ctx.weather),
    matcher: () => isIndoor,
  },
  {
    slug: 'sunny-outdoors',
    displayName: 'Make the most of the sun',
    when: (ctx) => ctx.weather !== null && isSunny(ctx.weather),
    matcher: () => isOutdoor,
  },
  {
    slug: 'tonight',
    displayName: 'Tonight',
    when: (ctx) => localParts(ctx.now, ctx.timeZone).hour < 23,
    matcher: (ctx) => {
      const w = window(ctx, 'tonight');
      return (d) => d.entityType === 'event' && inWindow(w, d);
    },
  },
  {
    slug: 'open-now',
    displayName: 'Open now',
    when: () => true,
    matcher: (ctx) => (d) =>
      d.entityType === 'place' && openState(d.openingHours, ctx.now, d.timezone) === 'open',
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
      return (d) =>
        (has(d, 'late-night') || d.categories.includes('nightlife')) &&
        (inWindow(w, d) || d.entityType === 'place');
    },
  },
  {
    slug: 'this-weekend',
    displayName: 'This weekend',
    when: () => true,
    matcher: (ctx) => {
      const w = window(ctx, 'this weekend');
      return (d) => d.entityType === 'event' && inWindow(w, d);
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
    matcher: () => isFreeEntry,
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
  items: DiscoveryDoc[];
}

/** Deals `ranked` (best first, each doc once) into the shelves whose rules hold now. */
export const dealShelves = (
  ranked: readonly DiscoveryDoc[],
  ctx: ShelfContext,
  limit: number,
): DealtShelf[] => {
  const rules = SHELF_RULES.filter((r) => r.when(ctx));
  const matchers = rules.map((r) => r.matcher(ctx));
  // Which rules each doc matches, as bits, worked out on its first visit for all rules at once: the
  // doc's fields are read while in cache instead of once per rule (bit 31: worked out).
  const masks = new Uint32Array(ranked.length);
  const DONE = 2 ** 31;
  // Shelves joined, by rank position.
  const uses = new Uint8Array(ranked.length);
  const out: DealtShelf[] = [];
  for (const [k, rule] of rules.entries()) {
    const bit = 2 ** k;
    const items: DiscoveryDoc[] = [];
    for (let i = 0; i < ranked.length && items.length < limit; i++) {
      if ((uses[i] as number) >= MAX_SHELVES_PER_ACTIVITY) continue;
      const d = ranked[i] as DiscoveryDoc;
      let mask = masks[i] as number;
      if (mask === 0) {
        mask = DONE;
        for (let j = 0; j < matchers.length; j++) if ((matchers[j] as Matcher)(d)) mask += 2 ** j;
        masks[i] = mask;
      }
      if ((mask & bit) === 0) continue;
      items.push(d);
      uses[i] = (uses[i] as number) + 1;
    }
    if (items.length > 0) out.push({ slug: rule.slug, displayName: rule.displayName, items });
  }
  return out;
};
