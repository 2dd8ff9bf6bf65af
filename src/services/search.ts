/**
 * Natural-language search (spec 4.5) in milliseconds: understand the prompt, retrieve with FTS5,
 * filter by hard constraints (place, price, time, persona, dietary), re-rank with the homescreen's
 * scoring plus text match, and explain every result. Relaxes constraints honestly when nothing fits.
 */
import { MAX_RESULTS } from '../contract/params.js';
import type { SearchResponse, SearchResult } from '../contract/partner.js';
import type { UsualPlan } from '../domain/catalogue.js';
import { type DiscoveryDoc, isCurrent, isFreeEntry, nextStart, startInWindow } from '../domain/discovery.js';
import { distanceKm } from '../domain/geo.js';
import { parseAcceptLanguage } from '../domain/language.js';
import { openDuring, openState } from '../domain/opening-hours.js';
import { fromMinor } from '../domain/pricing.js';
import {
  editDistance,
  fold,
  type ParsedQuery,
  type Place,
  parseQuery,
  resolveLocation,
  resolveTimeWindow,
  type TimeWindow,
  termAlternatives,
} from '../domain/query.js';
import { byScore, type RankContext, type Scored, scoreDoc } from '../domain/ranking.js';
import type { Clock } from '../domain/time.js';
import { formatZonedIso } from '../domain/time.js';
import { searchMessage, why } from '../domain/why.js';
import type { Store } from '../store/db.js';
import { buildMatch, type FtsTerm, highlightMatches, matchesAny, searchText } from '../store/search-index.js';
import type { Actor } from './actor.js';
import { profileContext } from './discovery.js';
import type { DiscoveryIndex } from './discovery-index.js';
import { localisedName, upcomingDatetimes } from './presenters.js';

export const DEFAULT_RESULTS = 20;
/** Text candidates kept from FTS5 (by bm25) before re-ranking in TypeScript. */
const TEXT_CANDIDATES = 1000;
/** Candidates for prompts with constraints but no search words. */
const CONSTRAINT_POOL = 1500;

export interface SearchQuery {
  prompt: string;
  location: string | null;
  /** An Accept-Language value. */
  language: string;
  limit?: number;
}

type Constraint = 'plans' | 'price' | 'time' | 'dietary' | 'type';

const PLAN_WORDS: Record<string, string> = {
  'fun-with-kids': 'kid-friendly',
  'pet-friendly': 'dog-friendly',
  'date-nights': 'date-night',
  'accessible-wheelchair-outings': 'wheelchair-accessible',
  'friends-hangout': 'friends',
  'meet-new-people': 'social',
  'staying-active': 'active',
  'nature-time': 'nature',
  'visit-the-city': 'sightseeing',
  'work-meetups': 'team',
};

export const createSearchService = (deps: { store: Store; index: DiscoveryIndex; clock: Clock }) => {
  const { store, index, clock } = deps;

  /** Does the index hold this exact term (stemmed by FTS5)? Stops at the first row. */
  const known = (match: string): boolean => {
    try {
      return matchesAny(store, match);
    } catch {
      return false;
    }
  };

  /** A query word → its alternatives in the index: itself/synonyms, else a prefix, else a typo fix. */
  const resolveTerm = (term: string, isLast: boolean): FtsTerm[] | null => {
    const alts = termAlternatives(term).map((text) => ({ text }));
    if (known(buildMatch([alts], 'all') ?? '')) return alts;
    if (
      term.length >= 3 &&
      (isLast || term.length >= 4) &&
      known(buildMatch([[{ text: term, prefix: true }]], 'all') ?? '')
    )
      return [{ text: term, prefix: true }];
    if (term.length < 4) return null;
    const cap = term.length >= 7 ? 2 : 1;
    let best: { term: string; d: number; doc: number } | null = null;
    for (const v of index.vocabulary()) {
      if (Math.abs(v.term.length - term.length) > cap + 1 || /^z[ch]/.test(v.term)) continue;
      const d = Math.min(
        editDistance(term, v.term, cap),
        editDistance(term.replace(/(s|es|ies|ing|ed)$/, ''), v.term, cap),
      );
      if (d <= cap && (!best || d < best.d || (d === best.d && v.doc > best.doc)))
        best = { term: v.term, d, doc: v.doc };
    }
    return best ? [{ text: best.term }] : null;
  };

  const search = async (actor: Actor, q: SearchQuery): Promise<SearchResponse> => {
    const snap = index.current();
    const now = clock().getTime();
    const limit = Math.min(MAX_RESULTS, Math.max(1, q.limit ?? DEFAULT_RESULTS));
    const parsed: ParsedQuery = parseQuery(q.prompt, now, snap.gazetteer);
    const profile = profileContext(store, actor);

    // Place: the prompt's own place wins unless the location hint is more specific inside it.
    let unknownLocation: string | null = null;
    let place: Place | null = parsed.place;
    if (q.location && q.location.trim() !== '') {
      const hint = resolveLocation(snap.gazetteer, q.location);
      if (!hint) unknownLocation = q.location.trim().slice(0, 80);
      else if (!place || (place.kind === 'city' && hint.city === place.city && hint.kind !== 'city'))
        place = hint;
    }
    if (!place && parsed.nearMe && profile.userHome) {
      place = {
        kind: 'point',
        label: 'your neighbourhood',
        city: '',
        centre: profile.userHome,
        radiusKm: 5,
        timezone: 'UTC',
      };
    }
    const homeCity = actor.user?.city ? snap.gazetteer.cities.get(actor.user.city) : undefined;

    // Time windows are resolved in each activity's own zone.
    const windows = new Map<string, TimeWindow | null>();
    const windowFor = parsed.time
      ? (tz: string): TimeWindow | null => {
          if (!windows.has(tz)) windows.set(tz, parsed.time ? resolveTimeWindow(parsed.time, now, tz) : null);
          return windows.get(tz) ?? null;
        }
      : null;

    // Text retrieval.
    const groups: FtsTerm[][] = [];
    const ignored: string[] = [];
    const corrected: string[] = [];
    parsed.terms.forEach((t, i) => {
      const r = resolveTerm(t, i === parsed.terms.length - 1);
      if (r) {
        groups.push(r);
        corrected.push(r[0]?.prefix || r[0]?.text === t || r.length > 1 ? t : (r[0]?.text ?? t));
      } else ignored.push(t);
    });
    const region =
      place && place.kind !== 'point' && place.city ? [`zc${place.city.replaceAll('-', '')}`] : [];
    const text = new Map<number, number>();
    let match: string | null = null;
    if (groups.length > 0) {
      // Persona and dietary words are hard constraints: narrowing the match set in FTS5 keeps dense
      // words ("cafe" in 20% of rows) cheap; without any such row, fall back to the words alone.
      const tagPhrases = [
        ...parsed.plans.map((p) => p.replaceAll('-', ' ')),
        ...parsed.dietary.map((d) => d.replaceAll('_', ' ')),
      ];
      match = buildMatch(groups, 'all', region, tagPhrases);
      let all = match ? searchText(store, match, TEXT_CANDIDATES) : [];
      if (all.length === 0 && tagPhrases.length > 0) {
        match = buildMatch(groups, 'all', region);
        all = match ? searchText(store, match, TEXT_CANDIDATES) : [];
      }
      const bestAll = Math.min(-1e-9, ...all.map((h) => h.score));
      for (const h of all) text.set(h.pk, Math.max(0, h.score / bestAll));
      // Too few documents hold every word: also take those holding some, ranked below full matches.
      if (all.length < 5 && groups.length > 1) {
        match = buildMatch(groups, 'any', region);
        const any = match ? searchText(store, match, TEXT_CANDIDATES) : [];
        const bestAny = Math.min(-1e-9, ...any.map((h) => h.score));
        for (const h of any) if (!text.has(h.pk)) text.set(h.pk, 0.4 * Math.max(0, h.score / bestAny));
      }
    }
    const textual = groups.length > 0;
    const explicitType = parsed.entityType !== null && parsed.terms.length === 0 ? parsed.entityType : null;

    const within = (d: DiscoveryDoc): boolean => {
      if (!place) return true;
      if (place.kind === 'city') return d.city === place.city;
      return distanceKm(place.centre, d.location) <= place.radiusKm;
    };
    const fits = (d: DiscoveryDoc, relaxed: Set<Constraint>): boolean => {
      if (!relaxed.has('price')) {
        if (parsed.price.free && !isFreeEntry(d)) return false;
        if (parsed.price.maxMajor !== null && !isFreeEntry(d)) {
          if (d.isFree && d.minPriceMinor === null) return true;
          if (d.minPriceMinor === null || !d.currency) return false;
          if (fromMinor(d.minPriceMinor, d.currency) > parsed.price.maxMajor) return false;
        }
      }
      if (
        !relaxed.has('dietary') &&
        parsed.dietary.length > 0 &&
        !parsed.dietary.some((x) => d.dietary.includes(x))
      )
        return false;
      if (!relaxed.has('plans') && parsed.plans.length > 0 && !parsed.plans.some((p) => d.tags.includes(p)))
        return false;
      if (!relaxed.has('type') && explicitType && d.entityType !== explicitType) return false;
      if (!relaxed.has('time')) {
        const w = windowFor?.(d.timezone) ?? null;
        if (parsed.time && !w) return false;
        if (w) {
          if (d.entityType === 'event' && startInWindow(d, w.start, w.end) === null) return false;
          if (d.entityType === 'place' && openDuring(d.openingHours, w.start, w.end, d.timezone) === false)
            return false;
        }
        if (
          parsed.openNow &&
          d.entityType === 'place' &&
          openState(d.openingHours, now, d.timezone) === 'closed'
        )
          return false;
      }
      return true;
    };

    const pool: DiscoveryDoc[] = [];
    if (textual) {
      for (const pk of text.keys()) {
        const d = snap.byPk.get(pk);
        if (d && isCurrent(d, now) && within(d)) pool.push(d);
      }
    } else {
      const constrained =
        parsed.plans.length > 0 ||
        parsed.dietary.length > 0 ||
        explicitType !== null ||
        parsed.time !== null ||
        parsed.price.free ||
        parsed.price.maxMajor !== null ||
        place !== null ||
        parsed.openNow;
      // Best-known first and capped: a constraint-only prompt over the whole catalogue stays cheap.
      if (constrained) {
        for (const d of snap.byQuality) {
          if (isCurrent(d, now) && within(d) && fits(d, new Set())) pool.push(d);
          if (pool.length >= CONSTRAINT_POOL) break;
        }
        if (pool.length === 0)
          for (const d of snap.byQuality) {
            if (isCurrent(d, now) && within(d)) pool.push(d);
            if (pool.length >= CONSTRAINT_POOL) break;
          }
      }
    }

    const ctx: RankContext = {
      now,
      centre: place?.centre ?? profile.userHome ?? homeCity?.centre ?? null,
      radiusKm: place?.radiusKm ?? (profile.userHome ? 5 : (homeCity?.radiusKm ?? 10)),
      plans: parsed.plans,
      ...profile,
      windowFor,
      dietary: parsed.dietary,
      entityType: parsed.entityType,
      cheap: parsed.price.cheap,
    };
    // Hard constraints filter; when nothing fits, drop them one at a time (and say so).
    const ladder: Constraint[] = ['price', 'type', 'time', 'plans', 'dietary'];
    const relaxed = new Set<Constraint>();
    let kept = pool.filter((d) => fits(d, relaxed));
    for (const c of ladder) {
      if (kept.length > 0) break;
      const active =
        (c === 'plans' && parsed.plans.length > 0) ||
        (c === 'dietary' && parsed.dietary.length > 0) ||
        (c === 'type' && explicitType !== null) ||
        (c === 'price' && (parsed.price.free || parsed.price.maxMajor !== null)) ||
        (c === 'time' && parsed.time !== null);
      if (!active) continue;
      relaxed.add(c);
      kept = pool.filter((d) => fits(d, relaxed));
    }
    const scored: Scored[] = kept
      .map((d) => scoreDoc(d, ctx, text.get(d.pk) ?? 0))
      .sort(byScore)
      .slice(0, limit);

    const languages = parseAcceptLanguage(q.language);
    const activities = index.activities(scored.map((s) => s.doc.pk));
    const highlights = new Map<number, string[]>();
    if (match) {
      for (const h of highlightMatches(
        store,
        match,
        scored.map((s) => s.doc.pk),
      )) {
        const words = [...`${h.categories} ${h.tags} ${h.name}`.matchAll(/\[([^\]]+)\]/g)].map((m) =>
          (m[1] ?? '').toLowerCase(),
        );
        const cats = scored.find((s) => s.doc.pk === h.pk)?.doc.categories ?? [];
        const topics = cats.filter((c) => words.some((w) => fold(c).split(' ').includes(fold(w))));
        highlights.set(h.pk, topics.length > 0 ? topics : []);
      }
    }
    const showDistance = place?.kind === 'point' || (!place && profile.userHome !== null);
    const results: SearchResult[] = scored.flatMap((s): SearchResult[] => {
      const a = activities.get(s.doc.pk);
      if (!a) return [];
      const w = windowFor?.(a.timezone) ?? null;
      const inWindow = w ? startInWindow(s.doc, w.start, w.end) : null;
      const next = inWindow ?? (a.entityType === 'event' ? nextStart(s.doc, now) : null);
      return [
        {
          activity_id: a.activityId,
          name: localisedName(a, languages),
          why: why({
            scored: s,
            now,
            matchedTopics: highlights.get(a.pk) ?? [],
            showDistance,
            priceAsked: parsed.price.free || parsed.price.maxMajor !== null || parsed.price.cheap,
          }),
          short_description: a.shortDescription,
          highlights: a.highlights,
          venue: a.venue,
          rating: a.rating,
          next_datetime:
            next !== null ? formatZonedIso(next, a.timezone) : (upcomingDatetimes(a, now)[0] ?? null),
          entity_type: a.entityType,
          picture_url: a.pictureUrls[0] ?? null,
          location: { lat: a.location.lat, lng: a.location.lng },
        },
      ];
    });

    const topicWords = [
      ...parsed.plans.map((p: UsualPlan) => PLAN_WORDS[p] ?? p),
      ...parsed.dietary.map((d) => d.replace('_', '-')),
      ...corrected,
    ];
    const relaxedWords: string[] = [];
    if (relaxed.has('plans')) relaxedWords.push(parsed.plans.map((p) => PLAN_WORDS[p] ?? p).join('/'));
    if (relaxed.has('dietary')) relaxedWords.push(parsed.dietary.join('/'));
    if (relaxed.has('price')) relaxedWords.push(parsed.price.free ? 'free' : 'in budget');
    if (relaxed.has('time') && parsed.time) relaxedWords.push(parsed.time.label);
    if (relaxed.has('type') && explicitType) relaxedWords.push(`${explicitType}s`);
    const currency = scored[0]?.doc.currency ?? null;
    const message = searchMessage({
      count: results.length,
      topic: topicWords.length > 0 ? topicWords.join(' ') : null,
      // "jazz" found only events: say events.
      entityType:
        parsed.entityType ??
        (results.length > 0 && results.every((r) => r.entity_type === results[0]?.entity_type)
          ? (results[0]?.entity_type ?? null)
          : null),
      placeLabel: place?.label ?? null,
      timeLabel: parsed.time && !relaxed.has('time') ? parsed.time.label : null,
      free: parsed.price.free && !relaxed.has('price'),
      maxPriceLabel:
        parsed.price.maxMajor !== null && !relaxed.has('price')
          ? `${parsed.price.maxMajor}${currency ? ` ${currency}` : ''}`
          : null,
      relaxed: relaxedWords,
      ignored,
      unknownLocation,
    });
    return { message, results };
  };

  return { search };
};
export type SearchService = ReturnType<typeof createSearchService>;
