/**
 * The lexicon, as data: concepts (catalogue facets, English evidence terms, emoji) in `concepts/`,
 * every language's words in its own folder (`en/`, `fr/`, ... listed in languages.ts), words of no
 * one language in neutral.ts; plus the per-language tables and lookups derived once from them.
 *
 * Adding a concept: pick the file of its kind under `concepts/`, give it an id `<kind>.<name>`,
 * catalogue facets (generous category and tag spellings, `usual_plans`, `dietary`), English evidence
 * terms and emoji; then its forms in every language folder's `concepts.ts` (the first form is its
 * label in answers). Avoid forms that a common word of any language folds or stems into ("sea" is
 * Spanish "sea", "nadar" stems like "nada"); `test/domain/lexicon.test.ts` rejects a form two
 * concepts share and a concept a language has no form for.
 *
 * Adding a language: a message catalogue in src/platform/i18n (listed in lang.ts), a folder here
 * with the files of `LanguageLexicon` (types.ts; copy one), listed in languages.ts.
 * `test/domain/lexicon-languages.test.ts` names every list the new folder still lacks.
 */
import { LANGUAGES, type Lang } from '../../../platform/i18n/lang.js';
import { AUDIENCES } from './concepts/audiences.js';
import { ACTIVE_CATEGORIES } from './concepts/categories-active.js';
import { CULTURE_CATEGORIES } from './concepts/categories-culture.js';
import { ENTERTAINMENT_CATEGORIES } from './concepts/categories-entertainment.js';
import { FOOD_CATEGORIES } from './concepts/categories-food.js';
import { LEISURE_CATEGORIES } from './concepts/categories-leisure.js';
import { DIETARY } from './concepts/dietary.js';
import { ENTITIES } from './concepts/entities.js';
import { PRICES } from './concepts/money.js';
import { MOODS } from './concepts/moods.js';
import { SETTINGS } from './concepts/settings.js';
import { SITUATIONS } from './concepts/situations.js';
import { TIMES_OF_DAY } from './concepts/time-of-day.js';
import { WEATHER } from './concepts/weather.js';
import { p } from './helpers.js';
import { LANGUAGE_LEXICONS } from './languages.js';
import type { Concept, LanguageLexicon, NegationCue, TimePhrase, TimeWords } from './types.js';

export { LANGUAGE_LEXICONS } from './languages.js';
export * from './types.js';

export const CONCEPTS: readonly Concept[] = [
  ...ENTERTAINMENT_CATEGORIES,
  ...CULTURE_CATEGORIES,
  ...FOOD_CATEGORIES,
  ...ACTIVE_CATEGORIES,
  ...LEISURE_CATEGORIES,
  ...AUDIENCES,
  ...MOODS,
  ...SITUATIONS,
  ...DIETARY,
  ...WEATHER,
  ...SETTINGS,
  ...PRICES,
  ...TIMES_OF_DAY,
  ...ENTITIES,
];

/** Concepts by id. */
export const CONCEPT_BY_ID: ReadonlyMap<string, Concept> = new Map(CONCEPTS.map((c) => [c.id, c]));

/** Concept ids by emoji, with and without the U+FE0F variation selector (people type both). */
export const CONCEPTS_BY_EMOJI: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const concept of CONCEPTS) {
    for (const emoji of concept.emoji ?? []) {
      for (const key of new Set([emoji, emoji.replaceAll('\uFE0F', '')])) {
        const ids = map.get(key) ?? [];
        if (!ids.includes(concept.id)) ids.push(concept.id);
        map.set(key, ids);
      }
    }
  }
  return map;
})();

/** One list of every language folder, keyed by language. */
const perLanguage = <T>(pick: (lexicon: LanguageLexicon) => T): Readonly<Record<Lang, T>> => {
  const out = {} as Record<Lang, T>;
  for (const lang of LANGUAGES) out[lang] = pick(LANGUAGE_LEXICONS[lang]);
  return out;
};

/** One list of every language folder, languages in order, for lists read whatever the prompt's language. */
export const everyLanguage = (pick: (lexicon: LanguageLexicon) => readonly string[] | undefined): string[] =>
  LANGUAGES.flatMap((lang) => pick(LANGUAGE_LEXICONS[lang]) ?? []);

/** Chat filler words and phrases ("any ideas", "what else", "je cherche", "me gustaría"). */
export const CHAT_WORDS: Readonly<Record<Lang, readonly string[]>> = perLanguage((l) => l.chat.filler);
/** Generic positive words: soft evidence at most, never "understood" alone. */
export const WEAK_MOOD_WORDS: Readonly<Record<Lang, readonly string[]>> = perLanguage((l) => l.chat.weakMood);
/** Everything a search ignores as chat: filler and weak mood words. */
export const FILLER: Readonly<Record<Lang, readonly string[]>> = perLanguage((l) => [
  ...l.chat.filler,
  ...l.chat.weakMood,
]);

export const NEGATION_CUES: Readonly<Record<Lang, readonly NegationCue[]>> = perLanguage(
  (l) => l.negation.cues,
);
export const SCOPE_BREAKS: Readonly<Record<Lang, readonly string[]>> = perLanguage((l) => l.negation.breaks);
export const SCOPE_EXTENDERS: Readonly<Record<Lang, readonly string[]>> = perLanguage(
  (l) => l.negation.extenders,
);
export const DISLIKE_JOINERS: Readonly<Record<Lang, readonly string[]>> = perLanguage(
  (l) => l.negation.dislikeJoiners ?? [],
);

/** A language's time phrases: its whole phrases plus every day and part word alone and combined. */
const expandTimes = (source: TimeWords): TimePhrase[] => {
  const combined = source.patterns.flatMap((pattern) =>
    Object.entries(source.days).flatMap(([dayWord, day]) =>
      Object.entries(source.parts).map(([partWord, part]) =>
        p(pattern.replace('{day}', dayWord).replace('{part}', partWord), day, part),
      ),
    ),
  );
  const partOnly = Object.entries(source.parts).map(([word, part]) => p(word, undefined, part));
  const dayOnly = Object.entries(source.days).map(([word, day]) => p(word, day));
  // Later entries win: a day word over the same part word ("mañana", "morgen" alone mean tomorrow),
  // whole phrases over generated ones.
  const byForm = new Map<string, TimePhrase>();
  for (const phrase of [...partOnly, ...dayOnly, ...combined, ...source.phrases])
    byForm.set(phrase.form, phrase);
  return [...byForm.values()];
};

/** Time phrases chrono-node lacks or misreads, per language; match them folded, longest first. */
export const TIME_PHRASES: Readonly<Record<Lang, readonly TimePhrase[]>> = perLanguage((l) =>
  expandTimes(l.time),
);
