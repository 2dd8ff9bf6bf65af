/**
 * Natural-language search (spec 4.5) in milliseconds. The prompt goes through the query pipeline
 * (src/discovery/query/parse.ts); understood constraints filter (place, time, free, price cap, entity
 * type), concepts and leftover words rank, negated concepts are excluded. Relaxes hard constraints
 * one at a time when nothing fits, and says so; returns nothing rather than unrelated filler.
 */

import { type Actor, anonymousActor } from '../../access/index.js';
import { fromMinor, localisedName, openDuring, openState, upcomingDatetimes } from '../../catalogue/index.js';
import { MAX_RESULTS } from '../../contract/params.js';
import type { SearchResponse, SearchResult } from '../../contract/partner.js';
import type { DietaryPreference, UsualPlan } from '../../contract/vocabulary.js';
import type { CpuTurns } from '../../platform/cpu-turns.js';
import { parseAcceptLanguage } from '../../platform/i18n/accept-language.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { t } from '../../platform/i18n/translate.js';
import type { Clock } from '../../platform/time.js';
import { formatZonedIso } from '../../platform/time.js';
import { profileContext } from '../homescreen/build-homescreen.js';
import type { ConceptHit } from '../query/concepts.js';
import { acceptedLanguages } from '../query/detect-language.js';
import { insidePlace, type Place, resolveLocation } from '../query/gazetteer.js';
import { porter } from '../query/language-data.js';
import type { Concept } from '../query/lexicon/types.js';
import { LEXICON } from '../query/lexicon-compiled.js';
import { type ParsedQuery, parseQuery } from '../query/parse.js';
import { conceptFit, facetKeys } from '../query/relevance.js';
import { fold } from '../query/text.js';
import { resolveTimeWindow, type TimeWindow } from '../query/when.js';
import { isDictionaryWord } from '../query/word-lists.js';
import { type RankContext, type Scored, scoreDoc, scoreOf } from '../ranking.js';
import type { SeenSets } from '../seen-sets.js';
import type { DiscoveryIndex } from '../snapshot/discovery-index.js';
import { buildMatch, type FtsTerm, type TextIndex } from '../snapshot/fts-index.js';
import {
  type DiscoveryDoc,
  isCurrent,
  isFreeEntry,
  nextStart,
  startInWindow,
} from '../snapshot/ranking-docs.js';
import { searchMessage, why } from '../why.js';

export const DEFAULT_RESULTS = 20;
/** Text candidates kept from FTS5 (by bm25) before re-ranking in TypeScript. */
const TEXT_CANDIDATES = 1000;
/** Candidates per concept from the facet index (best-known first). */
const CONCEPT_CANDIDATES = 300;
/** Activities looked at per list at most (a rare constraint over a dense list stays cheap). */
const MAX_SCAN = 8_000;
/** Evidence candidates per concept from its English terms in categories, tags and descriptions. */
const EVIDENCE_CANDIDATES = 300;
/** Candidates for prompts with constraints but nothing to look for. */
const CONSTRAINT_POOL = 500;
/** Relevance (0..1) times this is the ranking's text input: covering what was asked comes first. */
const RELEVANCE_SCALE = 2.5;
/** Relevance added by rare words of the prompt's concepts found verbatim ("nutcracker"). */
const ECHO_SHARE = 0.5;
/** Relevance below this is not an answer (no filler). */
const MIN_RELEVANCE = 0.05;
/** Concept kinds that qualify what is wanted rather than name it. */
const MODIFIER_KINDS = new Set([
  'dietary',
  'mood',
  'audience',
  'situation',
  'weather',
  'setting',
  'time-of-day',
  'price',
]);
/** Concepts that push others down: "sin alcohol", "sober" is no night at a bar or a wine tasting. */
const IMPLIED_DISLIKES: Record<string, string[]> = {
  'dietary.alcohol-free': [
    'category.bar',
    'category.pub',
    'category.cocktails',
    'category.wine',
    'category.beer',
  ],
};
/** Below this many activities with a concept's facets, also look for its evidence terms in text. */
const EVIDENCE_WHEN_FEWER = 300;
/** A concept matched only by words in a description is weaker evidence than a facet. */
const EVIDENCE_FIT = 0.45;
/** Score taken from activities that mention a negated word or have a disliked concept. */
const NEGATED_PENALTY = 3;

export interface SearchQuery {
  prompt: string;
  location: string | null;
  /** An Accept-Language value. */
  language: string;
  limit?: number;
}

/** Milliseconds per pipeline stage of one search (bench profile). */
export interface SearchStages {
  language: number;
  concepts: number;
  retrieval: number;
  ranking: number;
  answer: number;
}

type Constraint = 'price' | 'type' | 'time';

const isWord = (w: string): boolean => isDictionaryWord(w);

export const createSearchService = (deps: {
  seen: SeenSets;
  index: DiscoveryIndex;
  clock: Clock;
  cpu: CpuTurns;
  /** Receives per-stage timings of each search (bench profiling). */
  onStages?: (stages: SearchStages) => void;
}) => {
  const { seen, index, clock, cpu } = deps;

  /** Does the index hold this exact term (stemmed by FTS5)? Stops at the first row. */
  const known = (text: TextIndex, match: string | null): boolean => {
    if (!match) return false;
    try {
      return text.matchesAny(match);
    } catch {
      return false;
    }
  };

  /** A leftover word → its FTS alternatives: itself, else a prefix (last or long words); null if unknown. */
  const resolveTerm = (text: TextIndex, term: string, isLast: boolean): FtsTerm[] | null => {
    if (known(text, buildMatch([[{ text: term }]], 'all'))) return [{ text: term }];
    if (
      term.length >= 3 &&
      (isLast || term.length >= 4) &&
      known(text, buildMatch([[{ text: term, prefix: true }]], 'all'))
    )
      return [{ text: term, prefix: true }];
    return null;
  };

  const search = async (actor: Actor, q: SearchQuery): Promise<SearchResponse> => {
    const snap = await index.current();
    const profile = await profileContext(seen, actor);
    // From here to the answer's activities: CPU only, in one turn.
    await cpu.turn();
    const t0 = performance.now();
    const fts = snap.text;
    const now = clock().getTime();
    const limit = Math.min(MAX_RESULTS, Math.max(1, q.limit ?? DEFAULT_RESULTS));
    const preferences = parseAcceptLanguage(q.language);
    const parsed: ParsedQuery = parseQuery(q.prompt, LEXICON, {
      now,
      gazetteer: snap.gazetteer,
      accepted: acceptedLanguages(preferences),
      lex: LEXICON,
      vocabulary: snap.vocabulary,
      placeKeys: snap.gazetteer.entries.keys(),
      isWord,
      inCatalogue: (w) => snap.vocabularyMap.has(porter(w)),
    });
    const lang = parsed.lang;
    const t1 = performance.now();

    // Place: the prompt's own place wins unless the location hint is more specific inside it.
    let unknownLocation: string | null = null;
    let place: Place | null = parsed.place;
    let near = parsed.near;
    if (q.location && q.location.trim() !== '') {
      const hint = resolveLocation(snap.gazetteer, q.location);
      if (!hint) unknownLocation = q.location.trim().slice(0, 80);
      else if (!place || (place.kind === 'city' && hint.city === place.city && hint.kind !== 'city')) {
        place = hint;
        near = hint.kind === 'venue' || hint.kind === 'point';
      }
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
      near = true;
    }
    const homeCity = actor.user?.city ? snap.gazetteer.cities.get(actor.user.city) : undefined;

    // Time windows are resolved in each activity's own zone.
    const windows = new Map<string, TimeWindow | null>();
    const time = parsed.time;
    const windowFor = time
      ? (tz: string): TimeWindow | null => {
          if (!windows.has(tz)) windows.set(tz, resolveTimeWindow(time, now, tz));
          return windows.get(tz) ?? null;
        }
      : null;

    const concepts = uniqueConcepts(parsed.concepts);
    const excludedConcepts = uniqueConcepts(parsed.excluded);
    // "except clubs" filters; "tired of galleries" (avoid) and "rather than" (contrast) push down.
    const ruledOut = uniqueConcepts(parsed.excluded.filter((e) => e.strength === 'exclude'));
    const disliked = uniqueConcepts(parsed.excluded.filter((e) => e.strength !== 'exclude'));
    for (const c of concepts)
      for (const id of IMPLIED_DISLIKES[c.id] ?? []) {
        const other = LEXICON.concepts.get(id);
        if (other && !disliked.includes(other) && !concepts.includes(other)) disliked.push(other);
      }
    const plans = [...new Set(concepts.flatMap((c) => c.facets.plans ?? []))] as UsualPlan[];
    const dietary = [...new Set(concepts.flatMap((c) => c.facets.dietary ?? []))] as DietaryPreference[];
    const t2 = performance.now();

    // ----- retrieval -----
    const region =
      place && place.kind !== 'point' && place.city ? [`zc${place.city.replaceAll('-', '')}`] : [];
    const groups: FtsTerm[][] = [];
    const ignored: string[] = [];
    const vocab = snap.vocabularyMap;
    const constrained =
      place !== null ||
      time !== null ||
      parsed.price.free ||
      parsed.price.maxMajor !== null ||
      parsed.entityType !== null ||
      parsed.openNow;
    // Next to concepts or constraints, a leftover word found in many documents ("week", "ideally") is
    // noise, not a wish.
    const commonLimit = Math.max(20, snap.docs.length * 0.03);
    // Next to concepts, an everyday word ("week", "ideally", "lab") is chat, not a wish, unless the
    // catalogue holds it in only a few documents ("dinosaurs").
    const fewDocs = Math.max(3, snap.docs.length * 0.01);
    parsed.terms.forEach((term, i) => {
      const docs = vocab.get(porter(term)) ?? 0;
      if ((concepts.length > 0 || constrained) && docs > commonLimit) return;
      if (concepts.length > 0 && docs > fewDocs && isWord(term)) return;
      const r = resolveTerm(fts, term, i === parsed.terms.length - 1);
      if (r) groups.push(r);
      // Short unknown tokens are chat shorthand ("xa", "tke"); longer ones were asked for and are not here.
      else if (term.length >= 4) ignored.push(term);
    });
    const text = new Map<number, number>();
    let match: string | null = null;
    if (groups.length > 0) {
      match = buildMatch(groups, 'all', region);
      const all = match ? fts.search(match, TEXT_CANDIDATES) : [];
      const bestAll = Math.min(-1e-9, ...all.map((h) => h.score));
      for (const h of all) text.set(h.pk, Math.max(0, h.score / bestAll));
      // Too few documents hold every word: also take those holding some, ranked below full matches.
      if (all.length < 5 && groups.length > 1) {
        match = buildMatch(groups, 'any', region);
        const any = match ? fts.search(match, TEXT_CANDIDATES) : [];
        const bestAny = Math.min(-1e-9, ...any.map((h) => h.score));
        for (const h of any) if (!text.has(h.pk)) text.set(h.pk, 0.4 * Math.max(0, h.score / bestAny));
      }
    }
    // Concept evidence: the concept's English terms in categories, tags or descriptions (never names),
    // only where its facets hold few activities, and only with terms that are not everywhere: dense
    // OR queries cost ~1 µs per matching row at 100k.
    const evidence = new Map<string, Set<number>>();
    const fi = snap.facets;
    const evidenceLimit = Math.max(50, snap.docs.length * 0.05);
    for (const c of concepts) {
      const facetDocs = facetKeys(c).reduce((n, k) => n + (fi.get(k)?.length ?? 0), 0);
      if (facetDocs >= EVIDENCE_WHEN_FEWER) continue;
      // Terms the Porter stemmer changes are left out: "blues" → "blue" would find a blue whale.
      const terms = c.terms
        .filter((x) => x.split(' ').every((w) => porter(w) === w && (vocab.get(w) ?? 0) < evidenceLimit))
        .slice(0, 8)
        .map((x) => [{ text: x }]);
      const m = buildMatch(terms, 'any', region, [], ['categories', 'tags', 'body']);
      if (!m) continue;
      evidence.set(c.id, new Set(fts.search(m, EVIDENCE_CANDIDATES).map((h) => h.pk)));
    }
    // Rare words the user wrote for a concept also count verbatim ("nutcracker" → ballet, and this one).
    const echo = new Map<number, number>();
    const rareLimit = Math.max(50, snap.docs.length * 0.02);
    const echoWords = parsed.concepts
      .flatMap((h) => h.text.split(' '))
      .filter((w) => w.length >= 4 && (vocab.get(porter(w)) ?? Number.POSITIVE_INFINITY) < rareLimit);
    if (echoWords.length > 0) {
      const m = buildMatch(
        echoWords.map((w) => [{ text: w }]),
        'any',
        region,
      );
      const hits = m ? fts.search(m, EVIDENCE_CANDIDATES) : [];
      const best = Math.min(-1e-9, ...hits.map((h) => h.score));
      for (const h of hits) echo.set(h.pk, Math.max(0, h.score / best));
    }
    const negatedTermHits = new Set<number>();
    if (parsed.excludedTerms.length > 0) {
      const m = buildMatch(
        parsed.excludedTerms.map((x) => [{ text: x }]),
        'any',
        [],
        [],
        ['name', 'categories', 'tags'],
      );
      if (m) for (const h of fts.search(m, TEXT_CANDIDATES)) negatedTermHits.add(h.pk);
    }

    const explicitType = parsed.entityType;
    const within = (d: DiscoveryDoc): boolean => !place || insidePlace(place, d, near);
    const excluded = (d: DiscoveryDoc): boolean => ruledOut.some((c) => conceptFit(c, d) >= 0.99);
    // Many places share an hours string: check each (zone, hours) once per request.
    const openMemo = new Map<string, boolean | null>();
    const openDuringMemo = (d: DiscoveryDoc): boolean | null => {
      const w = windowFor?.(d.timezone) ?? null;
      if (!w) return null;
      const key = `${d.timezone}|${d.openingHours ?? ''}`;
      let v = openMemo.get(key);
      if (v === undefined) {
        v = openDuring(d.openingHours, w.start, w.end, d.timezone);
        openMemo.set(key, v);
      }
      return v;
    };
    const fits = (d: DiscoveryDoc, relaxed: ReadonlySet<Constraint>): boolean => {
      if (!relaxed.has('price')) {
        if (parsed.price.free && !isFreeEntry(d)) return false;
        if (parsed.price.maxMajor !== null && !isFreeEntry(d)) {
          // Walk-in places without a ticket price (a restaurant, a bar) are not ruled out by a cap.
          if (d.isFree && d.minPriceMinor === null) return true;
          if (d.minPriceMinor === null || !d.currency) return false;
          if (fromMinor(d.minPriceMinor, d.currency) > parsed.price.maxMajor) return false;
        }
      }
      if (!relaxed.has('type') && explicitType && d.entityType !== explicitType) return false;
      if (!relaxed.has('time')) {
        const w = windowFor?.(d.timezone) ?? null;
        if (time && !w) return false;
        if (w) {
          if (d.entityType === 'event' && startInWindow(d, w.start, w.end) === null) return false;
          if (d.entityType === 'place' && openDuringMemo(d) === false) return false;
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

    /** How well the activity answers what was asked (0..1): concepts by facets, words by bm25. */
    const relevanceOf = (d: DiscoveryDoc): number => {
      let conceptScore = 0;
      if (concepts.length > 0) {
        let sum = 0;
        let weights = 0;
        for (const c of concepts) {
          const w = c.weight ?? 1;
          const fit = Math.max(conceptFit(c, d), evidence.get(c.id)?.has(d.pk) ? EVIDENCE_FIT : 0);
          sum += w * fit;
          weights += w;
        }
        conceptScore = sum / weights + ECHO_SHARE * (echo.get(d.pk) ?? 0);
      }
      const textScore = text.get(d.pk) ?? 0;
      if (concepts.length > 0 && groups.length > 0) return 0.75 * conceptScore + 0.25 * textScore;
      if (concepts.length > 0) return conceptScore;
      return textScore;
    };
    // Gathering filters by relevance and ranking weighs it: worked out once per candidate.
    const relevanceMemo = new Map<number, number>();
    const relevance = (d: DiscoveryDoc): number => {
      let r = relevanceMemo.get(d.pk);
      if (r === undefined) {
        r = relevanceOf(d);
        relevanceMemo.set(d.pk, r);
      }
      return r;
    };
    const lookingFor = concepts.length > 0 || groups.length > 0;
    // Words next to a place or time without any concept rank within those constraints ("que faire à
    // Montmartre"); alone ("Frida Kahlo") they must match.
    const softText = concepts.length === 0 && groups.length > 0 && constrained;

    // A city or an area in the prompt: walk only that city's lists.
    const scope = place && place.kind !== 'point' && place.city && !near ? `${place.city}|` : '';
    const gather = (relaxed: ReadonlySet<Constraint>, withoutConcepts = false): DiscoveryDoc[] => {
      const seen = new Set<number>();
      const pool: DiscoveryDoc[] = [];
      const take = (d: DiscoveryDoc): boolean => {
        if (seen.has(d.pk)) return false;
        seen.add(d.pk);
        if (!isCurrent(d, now) || !within(d) || excluded(d) || !fits(d, relaxed)) return false;
        pool.push(d);
        return true;
      };
      if (lookingFor && !withoutConcepts) {
        for (const c of concepts) {
          let taken = 0;
          let scanned = 0;
          for (const key of facetKeys(c)) {
            for (const d of fi.get(scope + key) ?? []) {
              if (take(d)) taken++;
              if (taken >= CONCEPT_CANDIDATES || ++scanned >= MAX_SCAN) break;
            }
            if (taken >= CONCEPT_CANDIDATES || scanned >= MAX_SCAN) break;
          }
          for (const pk of evidence.get(c.id) ?? []) {
            const d = snap.docs.get(pk);
            if (d) take(d);
          }
        }
        // Next to concepts, leftover words only re-rank what the concepts found: the intent leads.
        if (concepts.length === 0)
          for (const pk of text.keys()) {
            const d = snap.docs.get(pk);
            if (d) take(d);
          }
        if (!softText) return pool.filter((d) => relevance(d) >= MIN_RELEVANCE);
      }
      // Nothing to look for but constraints (or exclusions): best-known first, capped.
      let scanned = 0;
      for (const d of scope ? (fi.get(scope) ?? []) : snap.byQuality) {
        take(d);
        if (pool.length >= CONSTRAINT_POOL || ++scanned >= MAX_SCAN) break;
      }
      return pool;
    };

    const understood =
      lookingFor ||
      excludedConcepts.length > 0 ||
      parsed.excludedTerms.length > 0 ||
      place !== null ||
      time !== null ||
      parsed.price.free ||
      parsed.price.maxMajor !== null ||
      parsed.price.cheap ||
      explicitType !== null ||
      parsed.openNow;
    // Mostly words the catalogue does not know (gibberish, "quidditch"): say so, list nothing.
    const onlyUnknownWords = concepts.length === 0 && ignored.length > 0 && ignored.length >= groups.length;

    const ladder: Constraint[] = ['price', 'type', 'time'];
    const relaxed = new Set<Constraint>();
    let kept = understood && !onlyUnknownWords ? gather(relaxed) : [];
    for (const c of ladder) {
      if (kept.length > 0 || !understood || onlyUnknownWords) break;
      const active =
        (c === 'type' && explicitType !== null) ||
        (c === 'price' && (parsed.price.free || parsed.price.maxMajor !== null)) ||
        (c === 'time' && (time !== null || parsed.openNow));
      if (!active) continue;
      relaxed.add(c);
      kept = gather(relaxed);
    }
    // Modifiers alone ("ohne Alkohol", "with grandparents", "cosy") that nothing in scope carries do not
    // empty the answer when a place or time frames it: drop them, say so, rank the rest. A missing
    // category ("heli-skiing in Lisbon") still answers nothing.
    let conceptsRelaxed = false;
    if (
      kept.length === 0 &&
      understood &&
      !onlyUnknownWords &&
      constrained &&
      concepts.length > 0 &&
      groups.length === 0 &&
      concepts.every((c) => MODIFIER_KINDS.has(c.kind))
    ) {
      kept = gather(relaxed, true);
      conceptsRelaxed = kept.length > 0;
    }
    const t3 = performance.now();

    // ----- ranking -----
    const softType =
      explicitType ??
      (() => {
        const types = new Set(concepts.map((c) => c.facets.entityType).filter((x) => x !== undefined));
        return types.size === 1 ? ([...types][0] ?? null) : null;
      })();
    const ctx: RankContext = {
      now,
      centre: place?.centre ?? profile.userHome ?? homeCity?.centre ?? null,
      radiusKm: place?.radiusKm ?? (profile.userHome ? 5 : (homeCity?.radiusKm ?? 10)),
      plans,
      ...profile,
      windowFor,
      dietary,
      entityType: softType,
      cheap: parsed.price.cheap,
    };
    // Every candidate gets a score; only the `limit` best get signals (for `why`): one scoring body,
    // so the numbers and the order are those of scoring them all with signals.
    const n = kept.length;
    const texts = new Float64Array(n);
    const scores = new Float64Array(n);
    const pks = new Float64Array(n);
    const order: number[] = [];
    for (let i = 0; i < n; i++) {
      const d = kept[i] as DiscoveryDoc;
      const text = relevance(d) * (lookingFor ? RELEVANCE_SCALE : 0);
      let score = scoreOf(d, ctx, text);
      if (negatedTermHits.has(d.pk)) score -= NEGATED_PENALTY;
      for (const c of disliked)
        if (conceptFit(c, d) >= 0.99) {
          score -= NEGATED_PENALTY;
          break;
        }
      texts[i] = text;
      scores[i] = score;
      pks[i] = d.pk;
      order.push(i);
    }
    order.sort(
      (a, b) => (scores[b] as number) - (scores[a] as number) || (pks[a] as number) - (pks[b] as number),
    );
    const scored: Scored[] = order.slice(0, limit).map((i) => {
      const s = scoreDoc(kept[i] as DiscoveryDoc, ctx, texts[i] as number);
      s.score = scores[i] as number;
      return s;
    });
    const t4 = performance.now();

    // ----- answer -----
    const languages = lang === 'en' ? preferences : [lang, ...preferences.filter((p) => p !== lang)];
    const activities = await index.activities(scored.map((s) => s.doc.pk));
    const highlighted = new Map<number, string>();
    if (match) {
      for (const h of fts.highlight(
        match,
        scored.map((s) => s.doc.pk),
      )) {
        const words = [...`${h.categories} ${h.tags} ${h.name}`.matchAll(/\[([^\]]+)\]/g)].map((m) =>
          fold(m[1] ?? ''),
        );
        const cats = scored.find((s) => s.doc.pk === h.pk)?.doc.categories ?? [];
        const topic = cats.find((c) => words.some((w) => fold(c).split(' ').includes(w)));
        if (topic) highlighted.set(h.pk, topic);
      }
    }
    // What the user asked for in their own words: categories and diets name a result; moods,
    // audiences and weather do not ("Cheer me up at the Met" reads wrong), so those fall back to the category.
    const topical = parsed.concepts.filter((h) => {
      const kind = LEXICON.concepts.get(h.id)?.kind;
      return kind === 'category' || kind === 'dietary';
    });
    const topicFor = (d: DiscoveryDoc): string | null => {
      const h = topical.find((x) => {
        const c = LEXICON.concepts.get(x.id);
        return c !== undefined && conceptFit(c, d) >= 0.99;
      });
      if (h) return LEXICON.label(h.id, lang);
      return highlighted.get(d.pk) ?? null;
    };
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
            lang,
            topic: topicFor(s.doc),
            showDistance,
            openThen: w !== null && a.entityType === 'place' && openDuringMemo(s.doc) === true,
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
      ...new Set([
        ...topical.map((h) =>
          /\p{L}/u.test(h.text) ? LEXICON.surface(h.id, h.text) : LEXICON.label(h.id, lang),
        ),
        ...parsed.terms.filter((x) => !ignored.includes(x)),
      ]),
    ];
    const relaxedWords: string[] = [];
    if (conceptsRelaxed)
      relaxedWords.push(
        ...topicWords.slice(0, 3),
        ...concepts
          .filter((c) => !topical.some((h) => h.id === c.id))
          .map((c) => LEXICON.label(c.id, lang))
          .slice(0, 2),
      );
    if (relaxed.has('price'))
      relaxedWords.push(t(lang, parsed.price.free ? 'dropped.free' : 'dropped.budget'));
    if (relaxed.has('type') && explicitType)
      relaxedWords.push(t(lang, `dropped.${explicitType}s` as MessageKey));
    if (relaxed.has('time') && time) relaxedWords.push(t(lang, 'dropped.time', { time: time.label }));
    const currency = scored[0]?.doc.currency ?? null;
    const message = searchMessage({
      lang,
      count: results.length,
      topic: topicWords.length > 0 && !conceptsRelaxed ? topicWords.slice(0, 4).join(' ') : null,
      // "jazz" found only events: say events.
      entityType:
        explicitType ??
        (results.length > 0 && results.every((r) => r.entity_type === results[0]?.entity_type)
          ? (results[0]?.entity_type ?? null)
          : null),
      placeLabel: place?.label ?? null,
      near,
      timeLabel: time && !relaxed.has('time') ? time.label : null,
      free: parsed.price.free && !relaxed.has('price'),
      maxPriceLabel:
        parsed.price.maxMajor !== null && !relaxed.has('price')
          ? `${parsed.price.maxMajor}${currency ? ` ${currency}` : ''}`
          : null,
      relaxed: relaxedWords,
      ignored,
      excluded: [
        ...new Set([...parsed.excluded.map((h) => LEXICON.surface(h.id, h.text)), ...parsed.excludedTerms]),
      ],
      corrections: parsed.corrections.filter((c) => c.into !== 'place'),
      unknownLocation,
      notUnderstood: !understood && !onlyUnknownWords,
    });
    const t5 = performance.now();
    deps.onStages?.({
      language: parsed.stageMs.language,
      // Typos, price, time, place, concepts, negation and leftovers.
      concepts: t1 - t0 - parsed.stageMs.language + (t2 - t1),
      retrieval: t3 - t2,
      ranking: t4 - t3,
      answer: t5 - t4,
    });
    return { message, results };
  };

  /**
   * Runs a few searches that touch every stage (a place, a time, a price, concepts, free text) once,
   * before the server listens: the first use of some code paths costs 50–150 ms of one-time work
   * (Unicode regular expressions compiled on first use, lazily loaded modules, the JIT), and the
   * word lists take a second or two to hash, all of which would otherwise block the event loop on
   * the first real request. Processes that never listen (the CLI) skip all of it.
   */
  const warmUp = async (): Promise<void> => {
    const snap = await index.current();
    const city = snap.gazetteer.cities.values().next().value;
    const actor = anonymousActor('warm-up');
    for (const prompt of [
      `free things to do in ${city?.label ?? 'town'} tonight`,
      'museums with kids under 20 euros this weekend',
      'jazz',
    ])
      await search(actor, { prompt, location: null, language: 'en' });
  };

  return { search, warmUp };
};
export type SearchService = ReturnType<typeof createSearchService>;

/** One concept per id, in prompt order. */
const uniqueConcepts = (hits: readonly ConceptHit[]): Concept[] => {
  const out: Concept[] = [];
  for (const h of hits) {
    const c = LEXICON.concepts.get(h.id);
    if (c && !out.includes(c)) out.push(c);
  }
  return out;
};
