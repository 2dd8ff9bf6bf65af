/**
 * Homescreen (spec 4.3): density-based radius around the cell, shared ranking, thematic shelves.
 * Both the Partner API and the Slack app call `homescreen(actor, q)`.
 */
import type { BookingFilter, PartnerActivity, ShelvesResponse } from '../contract/partner.js';
import type { DietaryPreference, HOMESCREEN_PLANS } from '../domain/catalogue.js';
import {
  CANDIDATES_PER_RESULT,
  DENSITY_TARGET_MIN,
  type DiscoveryDoc,
  densityRadius,
  isCurrent,
  nearestDocs,
} from '../domain/discovery.js';
import { cellCentre } from '../domain/geo.js';
import { parseAcceptLanguage } from '../domain/language.js';
import { nearestCity } from '../domain/query/gazetteer.js';
import { type RankContext, rankDocs } from '../domain/ranking.js';
import { dealShelves, FLAT_SHELF } from '../domain/shelves.js';
import type { Clock } from '../domain/time.js';
import type { Store } from '../store/db.js';
import { seenActivityPks } from '../store/discovery.js';
import type { Actor } from './actor.js';
import type { CpuTurns } from './cpu-turns.js';
import type { DiscoveryIndex } from './discovery-index.js';
import { type WeatherProvider, weatherWithin } from './weather.js';

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

export const passesBookingFilter = (d: DiscoveryDoc, filter: BookingFilter): boolean =>
  filter === 'all' || d.isBookable || (filter === 'bookable_or_free' && d.isFree);

/** The profile part of the ranking context, shared with search. */
export const profileContext = async (store: Store, actor: Actor) => {
  const user = actor.user;
  return {
    userPlans: user?.usualPlans ?? [],
    userDietary: (user?.dietaryPreferences ?? []) as DietaryPreference[],
    userHome: user?.neighborhood ?? null,
    // A partner sees the effect of what happened through its own key (issue 8, finding 2).
    seen: user
      ? await seenActivityPks(
          store.db,
          user.id,
          actor.credential.kind === 'self-serve' ? null : actor.credential.id,
        )
      : new Set<number>(),
  };
};

export const createDiscoveryService = (deps: {
  store: Store;
  index: DiscoveryIndex;
  clock: Clock;
  weather: WeatherProvider;
  cpu: CpuTurns;
}) => {
  const { store, index, clock, weather, cpu } = deps;

  /** Ranks and shelves the neighbourhood; activities come back as memoised JSON fragments. */
  const shelvesFor = async (actor: Actor, q: HomescreenQuery) => {
    const snap = await index.current();
    const h3Cell = q.h3Cell.toLowerCase();
    const centre = cellCentre(h3Cell);
    // The I/O first (both at once), then the CPU in turns.
    const [profile, weatherNow] = await Promise.all([
      profileContext(store, actor),
      q.shelved ? weatherWithin(weather, centre, WEATHER_BUDGET_MS) : null,
    ]);
    await cpu.turn();
    const now = clock().getTime();
    const target = Math.max(q.limit, DENSITY_TARGET_MIN);
    const radius = densityRadius(h3Cell, snap.counts, target);
    const inRadius: DiscoveryDoc[] = [];
    for (const cell of radius.cells) {
      for (const d of snap.byCell.get(cell) ?? []) {
        if (isCurrent(d, now) && passesBookingFilter(d, q.bookingFilter)) inRadius.push(d);
      }
    }
    // A dense radius (a city core at 1M: about 14,000 docs) takes a few ms per step: one turn each.
    await cpu.turn();
    const candidates = nearestDocs(inRadius, centre, target * CANDIDATES_PER_RESULT);
    await cpu.turn();
    const ctx: RankContext = {
      now,
      centre,
      radiusKm: radius.radiusKm,
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
      for (const p of parts) at += typeof p === 'string' ? body.write(p, at) : p.copy(body, at);
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
