/**
 * The multilingual concept lexicon, as data: every concept with its facets, English evidence terms,
 * surface forms per language and emoji, plus lookups derived once from that data.
 *
 * Adding a concept: pick the file of its kind under `concepts/`, give it an id `<kind>.<name>`,
 * catalogue facets (generous category and tag spellings, `usual_plans`, `dietary`), English evidence
 * terms, forms in every language of `LANGUAGES` (the first form is its label in answers) and emoji.
 * Avoid forms that a common word of any language folds or stems into ("sea" is Spanish "sea",
 * "nadar" stems like "nada"); `test/domain/lexicon.test.ts` rejects a form two concepts share.
 * Adding a language: add it to `LANGUAGES` in types.ts, then forms to every concept, cues to
 * negation.ts, filler to chat.ts, phrases to time-phrases.ts and a message catalogue to src/platform/i18n.
 */
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
import type { Concept } from './types.js';

export { CHAT_WORDS, FILLER, WEAK_MOOD_WORDS } from './chat.js';
export { NEGATION_CUES, SCOPE_BREAKS, SCOPE_EXTENDERS } from './negation.js';
export { TIME_PHRASES } from './time-phrases.js';
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
