/**
 * Homescreen (spec 4.3): density-based radius around the cell, shared ranking, thematic shelves.
 * Both the Partner API and the Slack app call `homescreen(actor, q)`.
 */

import type { Actor } from '../../access/index.js';
import type { BookingFilter, PartnerActivity, ShelvesResponse } from '../../contract/partner.js';
import type { DietaryPreference, HOMESCREEN_PLANS } from '../../contract/vocabulary.js';
import type { CpuTurns } from '../../platform/cpu-turns.js';
import { cellCentre, type LatLng } from '../../platform/geo.js';
import { parseAcceptLanguage } from '../../platform/i18n/accept-language.js';
import type { Clock } from '../../platform/time.js';
import { nearestCity } from '../query/gazetteer.js';
import { type RankContext, rankDocs } from '../ranking.js';
import type { SeenSets } from '../seen-sets.js';
import type { DiscoveryIndex, Snapshot } from '../snapshot/discovery-index.js';
import {
  CANDIDATES_PER_RESULT,
  currentUntil,
  DENSITY_TARGET_MIN,
  type DiscoveryDoc,
  densityRadius,
  isCurrent,
  nearestDocs,
} from '../snapshot/ranking-docs.js';
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

/** A neighbourhood: the density radius around a cell and its nearest current candidates. */
interface Neighbourhood {
  radiusKm: number;
  /**
   * Positions of the candidates in the snapshot's doc table: the cache holds no object per doc, so a
   * full collection has nothing of it to mark.
   */
  candidates: Int32Array;
  /** Valid from this instant until one of the candidates stops being current. */
  from: number;
  until: number;
}

/**
 * Candidates held by a snapshot's cached neighbourhoods, all together (4 bytes each, outside the
 * heap): at 250 results a neighbourhood holds 2,000, so this keeps the last couple of hundred cells.
 */
const NEIGHBOURHOOD_DOCS_MAX = 500_000;

/** How long to wait for weather before answering without weather shelves. */
export const WEATHER_BUDGET_MS = 250;

export const passesBookingFilter = (d: DiscoveryDoc, filter: BookingFilter): boolean =>
  filter === 'all' || d.isBookable || (filter === 'bookable_or_free' && d.isFree);

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

export const createDiscoveryService = (deps: {
  seen: SeenSets;
  index: DiscoveryIndex;
  clock: Clock;
  weather: WeatherProvider;
  cpu: CpuTurns;
}) => {
  const { seen, index, clock, weather, cpu } = deps;
  const neighbourhoods = new WeakMap<Snapshot, { byKey: Map<string, Neighbourhood>; docs: number }>();

  /** The neighbourhood cached for `key` in the snapshot while it holds at `now`. */
  const cachedNeighbourhood = (snap: Snapshot, key: string, now: number): Neighbourhood | null => {
    const hit = neighbourhoods.get(snap)?.byKey.get(key);
    return hit && now >= hit.from && now < hit.until ? hit : null;
  };

  /**
   * The density radius around the cell and its nearest current candidates that pass the booking
   * filter, in two steps with a turn between them, kept in the snapshot's cache under `key` until one
   * of them stops being current. The caller takes a turn before ranking them.
   */
  const findNeighbourhood = async (
    snap: Snapshot,
    key: string,
    q: HomescreenQuery & { centre: LatLng; target: number },
    now: number,
  ): Promise<Neighbourhood> => {
    const radius = densityRadius(q.h3Cell, snap.counts, q.target);
    const inRadius: DiscoveryDoc[] = [];
    const positions: number[] = [];
    let until = Number.POSITIVE_INFINITY;
    for (const cell of radius.cells) {
      const docs = snap.byCell.get(cell);
      for (let i = 0; docs && i < docs.length; i++) {
        const d = docs.at(i) as DiscoveryDoc;
        if (isCurrent(d, now) && passesBookingFilter(d, q.bookingFilter)) {
          inRadius.push(d);
          positions.push(docs.position(i));
          until = Math.min(until, currentUntil(d));
        }
      }
    }
    // A dense radius (a city core at 1M: about 14,000 docs) takes a few ms per step: one turn each.
    await cpu.turn();
    const found: Neighbourhood = {
      radiusKm: radius.radiusKm,
      candidates: Int32Array.from(
        nearestDocs(inRadius, q.centre, q.target * CANDIDATES_PER_RESULT),
        (i) => positions[i] as number,
      ),
      from: now,
      until,
    };
    let cache = neighbourhoods.get(snap);
    if (!cache) {
      cache = { byKey: new Map(), docs: 0 };
      neighbourhoods.set(snap, cache);
    }
    const old = cache.byKey.get(key);
    if (old) {
      cache.byKey.delete(key);
      cache.docs -= old.candidates.length;
    }
    cache.byKey.set(key, found);
    cache.docs += found.candidates.length;
    // The oldest go first (a Map keeps insertion order).
    for (const [k, v] of cache.byKey) {
      if (cache.docs <= NEIGHBOURHOOD_DOCS_MAX) break;
      cache.byKey.delete(k);
      cache.docs -= v.candidates.length;
    }
    return found;
  };

  /** Ranks and shelves the neighbourhood; activities come back as memoised JSON fragments. */
  const shelvesFor = async (actor: Actor, q: HomescreenQuery) => {
    const snap = await index.current();
    const h3Cell = q.h3Cell.toLowerCase();
    const centre = cellCentre(h3Cell);
    // The I/O first (both at once), then the CPU in turns.
    const [profile, weatherNow] = await Promise.all([
      profileContext(seen, actor),
      q.shelved ? weatherWithin(weather, centre, WEATHER_BUDGET_MS) : null,
    ]);
    await cpu.turn();
    const now = clock().getTime();
    const target = Math.max(q.limit, DENSITY_TARGET_MIN);
    const key = `${h3Cell}|${target}|${q.bookingFilter}`;
    let near = cachedNeighbourhood(snap, key, now);
    if (!near) {
      near = await findNeighbourhood(snap, key, { ...q, h3Cell, centre, target }, now);
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

  return {
    /**
     * The ShelvesResponse as UTF-8 JSON in one Buffer, assembled from memoised per-activity
     * fragments, which are copied as the bytes they are cached as, with the few strings around them:
     * no megabyte of string concatenation to flatten and encode again on write. The body's length is
     * known before it is written, so it goes into one buffer that `into` provides (HTTP passes a
     * reused one: see src/api/body-pool.ts); the answer is a view of its first bytes.
     */
    homescreenJson: async (
      actor: Actor,
      q: HomescreenQuery,
      into: (bytes: number) => Buffer = Buffer.allocUnsafe,
    ): Promise<Buffer> => {
      const plan = await shelvesFor(actor, q);
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
    },
    /** The same response as objects (the Slack app). */
    homescreen: async (actor: Actor, q: HomescreenQuery): Promise<ShelvesResponse> => {
      const plan = await shelvesFor(actor, q);
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
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
