/**
 * One scoring function for homescreen and search: distance decay over the density radius, time,
 * quality, plan boosts, the user's own preferences, SEEN demotion, text match and constraint fit.
 * Deterministic: same docs, context and clock give the same order (ties broken by pk).
 */

import type { EntityType } from '../catalogue/index.js';
import { openState } from '../catalogue/index.js';
import type { DietaryPreference } from '../contract/vocabulary.js';
import { distanceKm, type LatLng } from '../platform/geo.js';
import type { TimeWindow } from './query/when.js';
import { SnapshotDoc } from './snapshot/doc-columns.js';
import { type DiscoveryDoc, nextStart } from './snapshot/ranking-docs.js';

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

const qualityOf = (doc: DiscoveryDoc): number => {
  const confidence = doc.ratingCount === null ? 0.5 : Math.min(1, Math.log10(1 + doc.ratingCount) / 3);
  const rating = doc.rating === null ? 0.6 : doc.rating / 5;
  return WEIGHTS.rating * rating * (0.5 + 0.5 * confidence) + WEIGHTS.popularity * (doc.popularity ?? 0.3);
};

/**
 * Static quality (rating with its confidence, popularity). It never changes for a doc, so a snapshot
 * doc keeps it in its columns after the first time (every ranking of a busy cell reads it again).
 */
export const quality = (doc: DiscoveryDoc): number => {
  if (!(doc instanceof SnapshotDoc)) return qualityOf(doc);
  const memo = doc.cols.quality;
  const known = memo[doc.row] as number;
  if (!Number.isNaN(known)) return known;
  const q = qualityOf(doc);
  memo[doc.row] = q;
  return q;
};

/** Cheap means free or a cheapest ticket at most 25 major units (any currency: coarse on purpose). */
export const isCheap = (doc: DiscoveryDoc): boolean =>
  doc.isFree || (doc.minPriceMinor !== null && doc.minPriceMinor <= 2500);

/**
 * The score, and the signals when `out` is given. One body for both, so a score computed without
 * signals (homescreen, search candidates) is the very same number as with them; nothing is allocated
 * unless signals are asked for.
 */
const scoreWith = (doc: DiscoveryDoc, ctx: RankContext, text: number, out: Signals | null): number => {
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
  const tags = doc.tags;
  let plans = 0;
  for (const p of ctx.plans) if (tags.includes(p)) plans++;
  score += WEIGHTS.plan * Math.min(2, plans);
  // A profile plan counts when the request did not ask for it already.
  let userPlans = 0;
  for (const p of ctx.userPlans) if (tags.includes(p) && !ctx.plans.includes(p)) userPlans++;
  score += WEIGHTS.userPlan * Math.min(2, userPlans);
  let dietary = 0;
  for (const d of ctx.dietary) if (doc.dietary.includes(d)) dietary++;
  score += WEIGHTS.dietary * dietary;
  if (ctx.userDietary.some((d) => doc.dietary.includes(d))) score += WEIGHTS.userDietary;
  if (ctx.userHome) score += WEIGHTS.home * Math.exp(-distanceKm(ctx.userHome, doc.location) / 3);
  if (ctx.entityType && doc.entityType === ctx.entityType) score += WEIGHTS.entityType;
  if (ctx.cheap && isCheap(doc)) score += WEIGHTS.cheap;
  const seen = ctx.seen.has(doc.pk);
  if (seen) score -= WEIGHTS.seen;
  if (out) {
    out.distanceKm = distance;
    out.startsAt = startsAt;
    out.open = open;
    out.inWindow = inWindow;
    out.plans = [
      ...ctx.plans.filter((p) => tags.includes(p)),
      ...ctx.userPlans.filter((p) => tags.includes(p) && !ctx.plans.includes(p)),
    ];
    out.dietary = ctx.dietary.filter((d) => doc.dietary.includes(d));
    out.seen = seen;
    out.text = text;
  }
  return score;
};

/** The score alone (no signals, no allocation): what ordering needs. */
export const scoreOf = (doc: DiscoveryDoc, ctx: RankContext, text = 0): number =>
  scoreWith(doc, ctx, text, null);

/** The score with the signals that explain it (`why`). */
export const scoreDoc = (doc: DiscoveryDoc, ctx: RankContext, text = 0): Scored => {
  const signals: Signals = {
    distanceKm: null,
    startsAt: null,
    open: null,
    inWindow: false,
    plans: [],
    dietary: [],
    seen: false,
    text,
  };
  const score = scoreWith(doc, ctx, text, signals);
  return { doc, score, signals };
};

/**
 * Docs by score without signals: the homescreen's order. Scores sit
 * in one Float64Array and the sort moves indexes, so ranking a few thousand candidates allocates
 * three arrays instead of a Scored object (with its signals) per candidate. Highest score first; pk
 * breaks ties, so equal inputs always give the same order.
 */
export const rankDocs = (docs: readonly DiscoveryDoc[], ctx: RankContext): DiscoveryDoc[] => {
  const n = docs.length;
  const scores = new Float64Array(n);
  const pks = new Float64Array(n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const d = docs[i] as DiscoveryDoc;
    scores[i] = scoreOf(d, ctx);
    pks[i] = d.pk;
    order.push(i);
  }
  order.sort(
    (a, b) => (scores[b] as number) - (scores[a] as number) || (pks[a] as number) - (pks[b] as number),
  );
  const out: DiscoveryDoc[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = docs[order[i] as number] as DiscoveryDoc;
  return out;
};
