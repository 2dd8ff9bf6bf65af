/**
 * One scoring function for homescreen and search: distance decay over the density radius, time,
 * quality, plan boosts, the user's own preferences, SEEN demotion, text match and constraint fit.
 * Deterministic: same docs, context and clock give the same order (ties broken by pk).
 */
import type { DietaryPreference, EntityType } from './catalogue.js';
import { type DiscoveryDoc, nextStart } from './discovery.js';
import { distanceKm, type LatLng } from './geo.js';
import { openState } from './opening-hours.js';
import type { TimeWindow } from './query/time.js';

export interface RankContext {
  now: number;
  /** Search centre; null for a global search. */
  centre: LatLng | null;
  /** Distance-decay scale (the density radius or the place's radius). */
  radiusKm: number;
  /** Plans asked for in this request (homescreen usual_plans, persona words). */
  plans: readonly string[];
  /** The acting user's profile. */
  userPlans: readonly string[];
  userDietary: readonly DietaryPreference[];
  userHome: LatLng | null;
  seen: ReadonlySet<number>;
  /** Time window per zone, when the request names one. */
  windowFor: ((timeZone: string) => TimeWindow | null) | null;
  /** Search constraints (soft). */
  dietary: readonly DietaryPreference[];
  entityType: EntityType | null;
  cheap: boolean;
}

export interface Signals {
  distanceKm: number | null;
  /** Next session start (events) at or after now / inside the window. */
  startsAt: number | null;
  open: 'open' | 'closed' | 'unknown' | null;
  inWindow: boolean;
  plans: string[];
  dietary: string[];
  seen: boolean;
  text: number;
}

export interface Scored {
  doc: DiscoveryDoc;
  score: number;
  signals: Signals;
}

export const WEIGHTS = {
  text: 3.0,
  distance: 1.6,
  time: 1.0,
  window: 0.6,
  rating: 0.8,
  popularity: 0.4,
  plan: 1.2,
  userPlan: 0.25,
  userDietary: 0.4,
  home: 0.4,
  dietary: 1.0,
  entityType: 0.5,
  cheap: 0.5,
  seen: 0.8,
} as const;

const HOUR = 3_600_000;

export const quality = (doc: DiscoveryDoc): number => {
  const confidence = doc.ratingCount === null ? 0.5 : Math.min(1, Math.log10(1 + doc.ratingCount) / 3);
  const rating = doc.rating === null ? 0.6 : doc.rating / 5;
  return WEIGHTS.rating * rating * (0.5 + 0.5 * confidence) + WEIGHTS.popularity * (doc.popularity ?? 0.3);
};

/** Cheap means free or a cheapest ticket at most 25 major units (any currency: coarse on purpose). */
export const isCheap = (doc: DiscoveryDoc): boolean =>
  doc.isFree || (doc.minPriceMinor !== null && doc.minPriceMinor <= 2500);

export const scoreDoc = (doc: DiscoveryDoc, ctx: RankContext, text = 0): Scored => {
  let score = WEIGHTS.text * text + quality(doc);
  const window = ctx.windowFor?.(doc.timezone) ?? null;
  let distance: number | null = null;
  if (ctx.centre) {
    distance = distanceKm(ctx.centre, doc.location);
    score += WEIGHTS.distance * Math.exp(-distance / Math.max(0.5, ctx.radiusKm));
  }
  let startsAt: number | null = null;
  let open: Signals['open'] = null;
  let inWindow = false;
  if (doc.entityType === 'event') {
    startsAt = nextStart(doc, window ? window.start : ctx.now - HOUR);
    if (startsAt !== null) {
      const hours = Math.max(0, (startsAt - ctx.now) / HOUR);
      score += WEIGHTS.time * Math.exp(-hours / 72);
      if (window && startsAt < window.end) {
        inWindow = true;
        score += WEIGHTS.window;
      }
    }
  } else {
    open = openState(doc.openingHours, window ? Math.max(window.start, ctx.now) : ctx.now, doc.timezone);
    score += WEIGHTS.time * (open === 'open' ? 0.6 : open === 'unknown' ? 0.35 : 0.1);
    if (window && open !== 'closed') {
      inWindow = true;
      score += WEIGHTS.window * (open === 'open' ? 1 : 0.5);
    }
  }
  const plans = ctx.plans.filter((p) => doc.tags.includes(p));
  score += WEIGHTS.plan * Math.min(2, plans.length);
  const userPlans = ctx.userPlans.filter((p) => doc.tags.includes(p) && !plans.includes(p));
  score += WEIGHTS.userPlan * Math.min(2, userPlans.length);
  const dietary = ctx.dietary.filter((d) => doc.dietary.includes(d));
  score += WEIGHTS.dietary * dietary.length;
  if (ctx.userDietary.some((d) => doc.dietary.includes(d))) score += WEIGHTS.userDietary;
  if (ctx.userHome) score += WEIGHTS.home * Math.exp(-distanceKm(ctx.userHome, doc.location) / 3);
  if (ctx.entityType && doc.entityType === ctx.entityType) score += WEIGHTS.entityType;
  if (ctx.cheap && isCheap(doc)) score += WEIGHTS.cheap;
  const seen = ctx.seen.has(doc.pk);
  if (seen) score -= WEIGHTS.seen;
  return {
    doc,
    score,
    signals: {
      distanceKm: distance,
      startsAt,
      open,
      inWindow,
      plans: [...plans, ...userPlans],
      dietary,
      seen,
      text,
    },
  };
};

/** Highest score first; pk breaks ties so equal inputs always give the same order. */
export const byScore = (a: Scored, b: Scored): number => b.score - a.score || a.doc.pk - b.doc.pk;

export const rank = (
  docs: readonly DiscoveryDoc[],
  ctx: RankContext,
  text?: ReadonlyMap<number, number>,
): Scored[] => docs.map((d) => scoreDoc(d, ctx, text?.get(d.pk) ?? 0)).sort(byScore);
