/**
 * Search stage 1, understand: the prompt through the query pipeline (src/discovery/query/parse.ts),
 * then the one place of the search resolved against the snapshot's gazetteer (the prompt's place, a
 * location hint, "near me", the user's home city): the only stage that consults the place
 * dictionary; the later stages take the resolved place from here. Also the time window per zone, the
 * concepts wanted, ruled out and disliked, and the plans and diets they imply. Pure CPU.
 */

import { openDuring as openDuringHours } from '../../catalogue/index.js';
import { MAX_RESULTS } from '../../contract/params.js';
import type { DietaryPreference, UsualPlan } from '../../contract/vocabulary.js';
import type { LatLng } from '../../platform/geo.js';
import { parseAcceptLanguage } from '../../platform/i18n/accept-language.js';
import type { Lang } from '../../platform/i18n/lang.js';
import type { ConceptHit } from '../query/concepts.js';
import { acceptedLanguages } from '../query/detect-language.js';
import { type Gazetteer, type Place, resolveLocation } from '../query/gazetteer.js';
import { porter } from '../query/language-data.js';
import type { Concept } from '../query/lexicon/types.js';
import { LEXICON } from '../query/lexicon-compiled.js';
import { type ExcludedConcept, type ParsedQuery, parseQuery } from '../query/parse.js';
import { resolveTimeWindow, type TimeWindow } from '../query/when.js';
import { isDictionaryWord } from '../query/word-lists.js';
import type { Snapshot } from '../snapshot/discovery-index.js';
import type { DiscoveryDoc } from '../snapshot/ranking-docs.js';

export const DEFAULT_RESULTS = 20;

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

export interface SearchQuery {
  prompt: string;
  location: string | null;
  /** An Accept-Language value. */
  language: string;
  limit?: number;
}

export const isWord = (w: string): boolean => isDictionaryWord(w);

/** What the understand stage reads: the request, the snapshot's dictionaries and the user's places. */
export interface UnderstandInput {
  snap: Pick<Snapshot, 'gazetteer' | 'vocabulary' | 'vocabularyMap'>;
  query: SearchQuery;
  now: number;
  /** The acting user's neighbourhood ("near me", distances), if any. */
  userHome: LatLng | null;
  /** The acting user's city slug (the ranking's fallback centre), if any. */
  userCity: string | null;
}

/** The search's place, resolved once: the prompt's, the location hint's or the user's. */
export interface ResolvedPlace {
  place: Place | null;
  /** "near X": distance, not membership. */
  near: boolean;
  /** A location hint the gazetteer does not know (said in the message), trimmed. */
  unknownLocation: string | null;
  /** The acting user's home city, the ranking's centre when nothing else gives one. */
  homeCity: Place | null;
}

export interface Understanding extends ResolvedPlace {
  parsed: ParsedQuery;
  /** The prompt as written (the message names what was asked in the person's word order). */
  prompt: string;
  lang: Lang;
  /** Accept-Language preferences, best first. */
  preferences: string[];
  /** Results asked for, within 1..MAX_RESULTS. */
  limit: number;
  /** The prompt's time window in an activity's zone (memoised per zone); null without a time. */
  windowFor: ((timeZone: string) => TimeWindow | null) | null;
  /** Is the place open during the window (memoised per zone and hours)? null without a window. */
  openDuring: (d: DiscoveryDoc) => boolean | null;
  /** Concepts looked for, once each, in prompt order. */
  concepts: Concept[];
  /** Every negated concept. */
  excludedConcepts: Concept[];
  /** "except clubs": filtered out. */
  ruledOut: Concept[];
  /** "tired of galleries" (avoid), "rather than" (contrast), implied dislikes: pushed down. */
  disliked: Concept[];
  plans: UsualPlan[];
  dietary: DietaryPreference[];
  /** A place, time, price, entity type or "open now" frames the answer. */
  constrained: boolean;
}

/**
 * The place of the search: the prompt's own place wins unless the location hint is more specific
 * inside it; "near me" falls back to the user's neighbourhood.
 */
export const resolvePlace = (
  gazetteer: Gazetteer,
  parsed: Pick<ParsedQuery, 'place' | 'near' | 'nearMe'>,
  input: Pick<UnderstandInput, 'query' | 'userHome' | 'userCity'>,
): ResolvedPlace => {
  const location = input.query.location;
  let unknownLocation: string | null = null;
  let place: Place | null = parsed.place;
  let near = parsed.near;
  if (location && location.trim() !== '') {
    const hint = resolveLocation(gazetteer, location);
    if (!hint) unknownLocation = location.trim().slice(0, 80);
    else if (!place || (place.kind === 'city' && hint.city === place.city && hint.kind !== 'city')) {
      place = hint;
      near = hint.kind === 'venue' || hint.kind === 'landmark' || hint.kind === 'point';
    }
  }
  if (!place && parsed.nearMe && input.userHome) {
    place = {
      kind: 'point',
      label: 'your neighbourhood',
      city: '',
      centre: input.userHome,
      radiusKm: 5,
      timezone: 'UTC',
    };
    near = true;
  }
  const homeCity = input.userCity ? (gazetteer.cities.get(input.userCity) ?? null) : null;
  return { place, near, unknownLocation, homeCity };
};

/** Time windows are resolved in each activity's own zone, once per zone. */
const timeWindows = (parsed: ParsedQuery, now: number): Understanding['windowFor'] => {
  const windows = new Map<string, TimeWindow | null>();
  const time = parsed.time;
  return time
    ? (tz: string): TimeWindow | null => {
        if (!windows.has(tz)) windows.set(tz, resolveTimeWindow(time, now, tz));
        return windows.get(tz) ?? null;
      }
    : null;
};

/** Many places share an hours string: each (zone, hours) is checked once per request. */
const openDuringWindow = (windowFor: Understanding['windowFor']): Understanding['openDuring'] => {
  const openMemo = new Map<string, boolean | null>();
  return (d: DiscoveryDoc): boolean | null => {
    const w = windowFor?.(d.timezone) ?? null;
    if (!w) return null;
    const key = `${d.timezone}|${d.openingHours ?? ''}`;
    let v = openMemo.get(key);
    if (v === undefined) {
      v = openDuringHours(d.openingHours, w.start, w.end, d.timezone);
      openMemo.set(key, v);
    }
    return v;
  };
};

/** One concept per id, in prompt order. */
const uniqueConcepts = (hits: readonly ConceptHit[]): Concept[] => {
  const out: Concept[] = [];
  for (const h of hits) {
    const c = LEXICON.concepts.get(h.id);
    if (c && !out.includes(c)) out.push(c);
  }
  return out;
};

/** Kinds of concept a negation rules out; the others (moods, audiences, situations) it only pushes down. */
const HARD_KINDS: ReadonlySet<string> = new Set(['category', 'dietary', 'entity', 'setting']);

/** Wanted, ruled-out and disliked concepts, and the plans and diets the wanted ones imply. */
const conceptSets = (
  parsed: ParsedQuery,
): Pick<Understanding, 'concepts' | 'excludedConcepts' | 'ruledOut' | 'disliked' | 'plans' | 'dietary'> => {
  const concepts = uniqueConcepts(parsed.concepts);
  const excludedConcepts = uniqueConcepts(parsed.excluded);
  // "except clubs" filters; "tired of galleries" (avoid) and "rather than" (contrast) push down. Only
  // a thing (a category, a diet, events or places) is ruled out: "nothing touristy", "no crowds",
  // "nothing too fancy" are tastes, pushed down, never a filter.
  const hard = (e: ExcludedConcept) =>
    e.strength === 'exclude' && HARD_KINDS.has(LEXICON.concepts.get(e.id)?.kind ?? '');
  const ruledOut = uniqueConcepts(parsed.excluded.filter(hard));
  const disliked = uniqueConcepts(parsed.excluded.filter((e) => !hard(e)));
  for (const c of concepts)
    for (const id of IMPLIED_DISLIKES[c.id] ?? []) {
      const other = LEXICON.concepts.get(id);
      if (other && !disliked.includes(other) && !concepts.includes(other)) disliked.push(other);
    }
  const plans = [...new Set(concepts.flatMap((c) => c.facets.plans ?? []))] as UsualPlan[];
  const dietary = [...new Set(concepts.flatMap((c) => c.facets.dietary ?? []))] as DietaryPreference[];
  return { concepts, excludedConcepts, ruledOut, disliked, plans, dietary };
};

/** The understand stage: prompt, hint and profile → what is asked, where, when, and what is not. */
export const understand = (input: UnderstandInput): Understanding => {
  const { snap, query, now } = input;
  const limit = Math.min(MAX_RESULTS, Math.max(1, query.limit ?? DEFAULT_RESULTS));
  const preferences = parseAcceptLanguage(query.language);
  const parsed = parseQuery(query.prompt, LEXICON, {
    now,
    gazetteer: snap.gazetteer,
    accepted: acceptedLanguages(preferences),
    lex: LEXICON,
    vocabulary: snap.vocabulary,
    placeKeys: snap.gazetteer.entries.keys(),
    isWord,
    inCatalogue: (w) => snap.vocabularyMap.has(porter(w)),
  });
  const resolved = resolvePlace(snap.gazetteer, parsed, input);
  const windowFor = timeWindows(parsed, now);
  return {
    parsed,
    prompt: query.prompt,
    lang: parsed.lang,
    preferences,
    limit,
    ...resolved,
    windowFor,
    openDuring: openDuringWindow(windowFor),
    ...conceptSets(parsed),
    constrained:
      resolved.place !== null ||
      parsed.time !== null ||
      parsed.price.free ||
      parsed.price.maxMajor !== null ||
      parsed.entityType !== null ||
      parsed.openNow,
  };
};
