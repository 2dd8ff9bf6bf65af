/**
 * Search stage 5, answer: the ranked activities presented (name in the user's languages, `why`, the
 * next date in the window) and the message that says what was understood, relaxed, ignored and
 * excluded. Loads the full activities (the index's cache, else the database): the one await of the
 * stages.
 */

import { localisedName, upcomingDatetimes } from '../../catalogue/index.js';
import type { SearchResponse, SearchResult } from '../../contract/partner.js';
import type { LatLng } from '../../platform/geo.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { t } from '../../platform/i18n/translate.js';
import { formatZonedIso } from '../../platform/time.js';
import { type PriceIntent, writtenAmount } from '../query/budget.js';
import type { ConceptHit } from '../query/concepts.js';
import { LEXICON } from '../query/lexicon-compiled.js';
import { carries } from '../query/relevance.js';
import { fold } from '../query/text.js';
import type { Scored } from '../ranking.js';
import type { DiscoveryIndex } from '../snapshot/discovery-index.js';
import type { TextIndex } from '../snapshot/fts-index.js';
import { type DiscoveryDoc, nextStart, startInWindow } from '../snapshot/ranking-docs.js';
import { searchMessage, why } from '../why.js';
import type { Constraint, Filtered } from './filter.js';
import type { Retrieval } from './retrieve.js';
import type { Understanding } from './understand.js';

export interface AnswerInput {
  index: Pick<DiscoveryIndex, 'activities'>;
  /** The snapshot's text index (which words of the results matched). */
  text: TextIndex;
  understanding: Understanding;
  retrieval: Retrieval;
  filtered: Filtered;
  /** The rank stage's results, best first. */
  scored: readonly Scored[];
  /** The acting user's neighbourhood (distances are shown from it). */
  userHome: LatLng | null;
  now: number;
}

/** The results' categories the prompt's words matched (FTS highlights), by pk. */
const highlightedTopics = (
  fts: TextIndex,
  match: string | null,
  scored: readonly Scored[],
): Map<number, string> => {
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
  return highlighted;
};

/**
 * What the user asked for in their own words: categories and diets of the request name a result;
 * moods, audiences and weather do not ("Cheer me up at the Met" reads wrong), so those fall back to the category.
 */
const topicalHits = (u: Understanding): ConceptHit[] =>
  u.parsed.concepts.filter((h) => {
    const kind = LEXICON.concepts.get(h.id)?.kind;
    // A long message's background ("after running the marathon") is no topic of the answer.
    return (kind === 'category' || kind === 'dietary') && (h.salience ?? 1) >= 1;
  });

/** The answer's results, in rank order (activities gone meanwhile are left out). */
const presentResults = async (
  input: AnswerInput,
  topical: readonly ConceptHit[],
): Promise<SearchResult[]> => {
  const { understanding: u, scored, now } = input;
  const { lang, place, windowFor } = u;
  const languages = lang === 'en' ? u.preferences : [lang, ...u.preferences.filter((p) => p !== lang)];
  const activities = await input.index.activities(scored.map((s) => s.doc.pk));
  const highlighted = highlightedTopics(input.text, input.retrieval.match, scored);
  // The most specific kind a record carries names it: "une soirée stand-up" labels comedy, not the night.
  const spec = (id: string): number => input.retrieval.specificity.get(id) ?? 1;
  const bySpecificity = [...topical].sort((a, b) => spec(b.id) - spec(a.id));
  const topicFor = (d: DiscoveryDoc): string | null => {
    const h = bySpecificity.find((x) => {
      const c = LEXICON.concepts.get(x.id);
      return c !== undefined && carries(c, d);
    });
    if (h) return LEXICON.label(h.id, lang);
    return highlighted.get(d.pk) ?? null;
  };
  const showDistance = place?.kind === 'point' || (!place && input.userHome !== null);
  // "near the Louvre": the distance is said from the place named.
  const from = place && u.near && place.kind !== 'point' && place.kind !== 'city' ? place.label : null;
  // A relaxed window no longer frames the answer: nothing is said to happen or be open "then".
  const timeHolds = !input.filtered.relaxed.has('time');
  return scored.flatMap((s): SearchResult[] => {
    const a = activities.get(s.doc.pk);
    if (!a) return [];
    const asked = windowFor?.(a.timezone) ?? null;
    const w = timeHolds ? asked : null;
    const inWindow = w ? startInWindow(s.doc, w.start, w.end) : null;
    const next = inWindow ?? (a.entityType === 'event' ? nextStart(s.doc, now) : null);
    // A place answering for a time asked shows a slot then, never one of another day.
    const nextDatetime =
      next !== null
        ? formatZonedIso(next, a.timezone)
        : w !== null
          ? null
          : (upcomingDatetimes(a, now)[0] ?? null);
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
          openThen: w !== null && a.entityType === 'place' && u.openDuring(s.doc) === true,
          // "Friday evening" asked (even if relaxed): "open now" is not the time that matters.
          otherTime: asked !== null && !(asked.start <= now && now < asked.end),
          from,
        }),
        short_description: a.shortDescription,
        highlights: a.highlights,
        venue: a.venue,
        rating: a.rating,
        next_datetime: nextDatetime,
        entity_type: a.entityType,
        picture_url: a.pictureUrls[0] ?? null,
        location: { lat: a.location.lat, lng: a.location.lng },
      },
    ];
  });
};

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of the message: the topic asked for and what was relaxed to find anything. */
const messageWords = (
  input: AnswerInput,
  topical: readonly ConceptHit[],
): { topicWords: string[]; relaxedWords: string[] } => {
  const { understanding: u, filtered } = input;
  const { parsed, lang } = u;
  // In the person's own order ("team drinks", not "drinks team"): where each word stands in the prompt.
  const prompt = fold(u.prompt);
  const placed = (word: string, fallback: number): number => {
    const i = prompt.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(fold(word))}`, 'u'));
    return i >= 0 ? i : fallback;
  };
  const topicWords = [
    ...new Set(
      [
        ...topical.map((h) => ({
          word: /\p{L}/u.test(h.text) ? LEXICON.surface(h.id, h.text) : LEXICON.label(h.id, lang),
          at: placed(h.text, Number.MAX_SAFE_INTEGER),
        })),
        ...parsed.terms
          .filter((x) => !input.retrieval.ignored.includes(x))
          .map((word) => ({ word, at: placed(word, Number.MAX_SAFE_INTEGER) })),
      ]
        .sort((a, b) => a.at - b.at)
        .map((x) => x.word),
    ),
  ];
  const relaxedWords: string[] = [];
  if (filtered.conceptsRelaxed)
    relaxedWords.push(
      ...topicWords.slice(0, 3),
      ...u.concepts
        .filter((c) => !topical.some((h) => h.id === c.id))
        .map((c) => LEXICON.label(c.id, lang))
        .slice(0, 2),
    );
  const { relaxed } = filtered;
  const explicitType = parsed.entityType;
  if (relaxed.has('price')) relaxedWords.push(t(lang, parsed.price.free ? 'dropped.free' : 'dropped.budget'));
  if (relaxed.has('type') && explicitType)
    relaxedWords.push(t(lang, `dropped.${explicitType}s` as MessageKey));
  if (relaxed.has('time') && parsed.time)
    relaxedWords.push(t(lang, 'dropped.time', { time: parsed.time.label }));
  return { topicWords, relaxedWords };
};

/**
 * The cap as the person wrote it ("$40", "40 €", "40 euros"); without a currency of theirs, in the
 * code of the results' currency ("40 USD"), else the bare amount.
 */
const priceLabel = (
  price: PriceIntent,
  relaxed: ReadonlySet<Constraint>,
  scored: readonly Scored[],
): string | null => {
  if (price.maxMajor === null || relaxed.has('price')) return null;
  if (price.currency) return writtenAmount(price.maxMajor, price.currency);
  const currency = scored.find((s) => s.doc.currency)?.doc.currency ?? null;
  return `${price.maxMajor}${currency ? ` ${currency}` : ''}`;
};

/**
 * What the prompt said it did not want, split by what the results hold: "Leaving out X" only where
 * no result carries X; a dislike or a negated word that is only pushed down, and still shown, is
 * said to be ranked lower.
 */
const notWanted = (input: AnswerInput): { excluded: string[]; lowered: string[] } => {
  const { understanding: u, scored, retrieval } = input;
  const shown = scored.map((s) => s.doc);
  const excluded = new Set<string>();
  const lowered = new Set<string>();
  for (const h of u.parsed.excluded) {
    const c = LEXICON.concepts.get(h.id);
    const still = c !== undefined && shown.some((d) => carries(c, d));
    (still ? lowered : excluded).add(LEXICON.surface(h.id, h.text));
  }
  const termShown = shown.some((d) => retrieval.negatedTermHits.has(d.pk));
  for (const w of u.parsed.excludedTerms) (termShown ? lowered : excluded).add(w);
  return { excluded: [...excluded].filter((x) => !lowered.has(x)), lowered: [...lowered] };
};

/** The answer stage: the ranked results presented, and the message. */
export const answer = async (input: AnswerInput): Promise<SearchResponse> => {
  const { understanding: u, filtered, scored } = input;
  const { parsed, lang } = u;
  const { relaxed, conceptsRelaxed } = filtered;
  const topical = topicalHits(u);
  const results = await presentResults(input, topical);
  const { topicWords, relaxedWords } = messageWords(input, topical);
  const time = parsed.time;
  const explicitType = parsed.entityType;
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
    placeLabel: u.place?.label ?? null,
    near: u.near,
    timeLabel: time && !relaxed.has('time') ? time.label : null,
    free: parsed.price.free && !relaxed.has('price'),
    maxPriceLabel: priceLabel(parsed.price, relaxed, scored),
    relaxed: relaxedWords,
    ignored: input.retrieval.ignored,
    ...notWanted(input),
    corrections: parsed.corrections.filter((c) => c.into !== 'place'),
    unknownLocation: u.unknownLocation,
    notUnderstood: !filtered.understood && !filtered.onlyUnknownWords,
  });
  return { message, results };
};
