/**
 * Homescreen (spec 4.3): density-based radius around the cell, shared ranking, thematic shelves.
 * Both the Partner API and the Slack app call `homescreen(actor, q)`.
 */

import type { Actor } from '../../access/index.js';
import type { BookingFilter, PartnerActivity, ShelvesResponse } from '../../contract/partner.js';
import type { DietaryPreference, HOMESCREEN_PLANS } from '../../contract/vocabulary.js';
import type { CpuTurns } from '../../platform/cpu-turns.js';
import { cellCentre } from '../../platform/geo.js';
import { parseAcceptLanguage } from '../../platform/i18n/accept-language.js';
import type { Clock } from '../../platform/time.js';
import { nearestCity } from '../query/gazetteer.js';
import { type RankContext, rankDocs } from '../ranking.js';
import type { SeenSets } from '../seen-sets.js';
import type { DiscoveryIndex } from '../snapshot/discovery-index.js';
import { DENSITY_TARGET_MIN, type DiscoveryDoc } from '../snapshot/ranking-docs.js';
import { cachedNeighbourhood, findNeighbourhood, type NeighbourhoodCache } from './neighbourhoods.js';
import { dealShelves, FLAT_SHELF } from './shelves.js';
import { type WeatherProvider, weatherWithin } from './weather-provider.js';

export type HomescreenPlan = (typeof HOMESCREEN_PLANS)[number];

export interface HomescreenQuery {
  h3Cell: string;
  limit: number;
  usualPlans: HomescreenPlan[];
  shelved: boolean;
  bookingFilter: BookingFilter;
  /** An Accept-Language value ("fr", "fr-CH, fr;q=0.9"). */
  language: string;
  debug?: boolean;
}

/** How long to wait for weather before answering without weather shelves. */
export const WEATHER_BUDGET_MS = 250;

export { passesBookingFilter } from './neighbourhoods.js';

/** The acting user's part of the ranking context. */
export type ProfileContext = Pick<RankContext, 'userPlans' | 'userDietary' | 'userHome' | 'seen'>;

/** The profile part of the ranking context, shared with search. */
export const profileContext = async (seen: SeenSets, actor: Actor): Promise<ProfileContext> => {
  const user = actor.user;
  return {
    userPlans: user?.usualPlans ?? [],
    userDietary: (user?.dietaryPreferences ?? []) as DietaryPreference[],
    userHome: user?.neighborhood ?? null,
    seen: await seen.of(actor),
  };
};

export interface DiscoveryServiceDeps {
  seen: SeenSets;
  index: DiscoveryIndex;
  clock: Clock;
  weather: WeatherProvider;
  cpu: CpuTurns;
}

export interface DiscoveryService {
  /**
   * The ShelvesResponse as UTF-8 JSON in one Buffer, assembled from memoised per-activity
   * fragments, which are copied as the bytes they are cached as, with the few strings around them:
   * no megabyte of string concatenation to flatten and encode again on write. The body's length is
   * known before it is written, so it goes into one buffer that `into` provides (HTTP passes a
   * reused one: see src/api/body-pool.ts); the answer is a view of its first bytes.
   */
  homescreenJson(actor: Actor, q: HomescreenQuery, into?: (bytes: number) => Buffer): Promise<Buffer>;
  /** The same response as objects (the Slack app). */
  homescreen(actor: Actor, q: HomescreenQuery): Promise<ShelvesResponse>;
}

/** A homescreen's shelves with their activities as the cached JSON fragments. */
interface ShelvesPlan {
  shelves: { slug: string; display_name: string; activityJson: Buffer[] }[];
  h3_cell: string;
  city: string;
}

/** Ranks and shelves the neighbourhood; activities come back as memoised JSON fragments. */
const shelvesFor = async (
  deps: DiscoveryServiceDeps,
  neighbourhoods: NeighbourhoodCache,
  actor: Actor,
  q: HomescreenQuery,
): Promise<ShelvesPlan> => {
  const { index, cpu } = deps;
  const snap = await index.current();
  const h3Cell = q.h3Cell.toLowerCase();
  const centre = cellCentre(h3Cell);
  // The I/O first (both at once), then the CPU in turns.
  const [profile, weatherNow] = await Promise.all([
    profileContext(deps.seen, actor),
    q.shelved ? weatherWithin(deps.weather, centre, WEATHER_BUDGET_MS) : null,
  ]);
  await cpu.turn();
  const now = deps.clock().getTime();
  const target = Math.max(q.limit, DENSITY_TARGET_MIN);
  const key = `${h3Cell}|${target}|${q.bookingFilter}`;
  let near = cachedNeighbourhood(neighbourhoods, snap, key, now);
  if (!near) {
    const nq = { h3Cell, centre, target, bookingFilter: q.bookingFilter };
    near = await findNeighbourhood(neighbourhoods, cpu, snap, key, nq, now);
    // Ranking must follow a turn directly: after awaiting the search above it would run once the
    // next request's turn had begun, outside any slice (src/platform/cpu-turns.ts).
    await cpu.turn();
  }
  const candidates = Array.from(near.candidates, (p) => snap.docs.at(p) as DiscoveryDoc);
  const { radiusKm } = near;
  const ctx: RankContext = {
    now,
    centre,
    radiusKm,
    plans: q.usualPlans,
    ...profile,
    windowFor: null,
    dietary: [],
    entityType: null,
    cheap: false,
  };
  const ranked = rankDocs(candidates, ctx);
  const city = nearestCity(snap.gazetteer, centre);
  const timeZone = city?.timezone ?? candidates[0]?.timezone ?? 'UTC';
  const shelves = q.shelved
    ? dealShelves(
        ranked,
        {
          now,
          timeZone,
          plans: [...new Set([...q.usualPlans, ...profile.userPlans])],
          weather: weatherNow,
        },
        q.limit,
      )
    : ranked.length > 0
      ? [{ slug: FLAT_SHELF.slug, displayName: FLAT_SHELF.displayName, items: ranked.slice(0, q.limit) }]
      : [];
  const pks = new Set<number>();
  for (const s of shelves) for (const d of s.items) pks.add(d.pk);
  const presented = await index.presentedJson(
    [...pks],
    parseAcceptLanguage(q.language),
    now,
    q.debug ?? false,
  );
  return {
    shelves: shelves.map((s) => {
      const activityJson: Buffer[] = [];
      for (const d of s.items) {
        const json = presented.get(d.pk);
        if (json !== undefined) activityJson.push(json);
      }
      return { slug: s.slug, display_name: s.displayName, activityJson };
    }),
    h3_cell: h3Cell,
    city: city?.city ?? '',
  };
};

/** The plan as one JSON body: its length counted first, then written into the buffer `into` gives. */
const writeShelvesJson = (plan: ShelvesPlan, into: (bytes: number) => Buffer): Buffer => {
  const parts: (string | Buffer)[] = ['{"shelves":['];
  for (const [i, s] of plan.shelves.entries()) {
    parts.push(
      `${i > 0 ? ',' : ''}{"slug":${JSON.stringify(s.slug)},"display_name":${JSON.stringify(s.display_name)},"activities":[`,
    );
    for (const [j, a] of s.activityJson.entries()) {
      if (j > 0) parts.push(',');
      parts.push(a);
    }
    parts.push(']}');
  }
  parts.push(`],"h3_cell":${JSON.stringify(plan.h3_cell)},"city":${JSON.stringify(plan.city)}}`);
  let bytes = 0;
  for (const p of parts) bytes += typeof p === 'string' ? Buffer.byteLength(p) : p.length;
  const body = into(bytes);
  let at = 0;
  for (const p of parts) {
    if (typeof p === 'string') at += body.write(p, at);
    else {
      // TypedArray#set: Buffer#copy's JavaScript wrapper costs more than copying a fragment.
      body.set(p, at);
      at += p.length;
    }
  }
  return body.subarray(0, bytes);
};

export const createDiscoveryService = (deps: DiscoveryServiceDeps): DiscoveryService => {
  const neighbourhoods: NeighbourhoodCache = new WeakMap();
  return {
    homescreenJson: async (actor, q, into = Buffer.allocUnsafe) =>
      writeShelvesJson(await shelvesFor(deps, neighbourhoods, actor, q), into),
    homescreen: async (actor, q) => {
      const plan = await shelvesFor(deps, neighbourhoods, actor, q);
      return {
        shelves: plan.shelves.map((s) => ({
          slug: s.slug,
          display_name: s.display_name,
          activities: s.activityJson.map((j) => JSON.parse(j.toString('utf8')) as PartnerActivity),
        })),
        h3_cell: plan.h3_cell,
        city: plan.city,
      };
    },
  };
};
