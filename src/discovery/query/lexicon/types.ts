/**
 * The shape of the multilingual concept lexicon: data, not code. A concept is something people
 * ask for (a category, an audience, a mood, a situation, a diet, weather) with its surface forms in
 * every supported language and emoji, mapped to catalogue facets rather than to free-text words.
 */

import type { EntityType } from '../../../catalogue/index.js';
import type { DietaryPreference, UsualPlan } from '../../../contract/vocabulary.js';
import type { Lang } from '../../../platform/i18n/lang.js';

export type ConceptKind =
  | 'category'
  | 'audience'
  | 'mood'
  | 'situation'
  | 'dietary'
  | 'entity'
  | 'weather'
  | 'setting'
  | 'price'
  | 'time-of-day';

/** Catalogue facets a concept stands for; an activity matching any listed value matches the concept. */
export interface ConceptFacets {
  /** Catalogue `categories` values (lower case, as imported). */
  categories?: readonly string[];
  /** Catalogue free `tags` (indoor, outdoor, free, late-night, ...). */
  tags?: readonly string[];
  /** `usual_plans` personas the concept implies. */
  plans?: readonly UsualPlan[];
  dietary?: readonly DietaryPreference[];
  entityType?: EntityType;
  setting?: 'indoor' | 'outdoor';
}

export interface Concept {
  /** Stable id: `<kind>.<name>`, e.g. `category.museum`, `audience.kids`, `mood.cheer-up`. */
  id: string;
  kind: ConceptKind;
  facets: ConceptFacets;
  /** English words that count as soft text evidence in names, descriptions, highlights. */
  terms: readonly string[];
  /** Surface forms per language, lower case, written naturally (matching folds accents); phrases allowed. */
  forms: Readonly<Record<Lang, readonly string[]>>;
  emoji?: readonly string[];
  /** Relative weight against a plain category concept (default 1). */
  weight?: number;
}

// ---- Shapes the query pipeline reads from time-phrases.ts (negation.ts declares its richer cue type
// ---- itself). Forms are lower case, written naturally; matching folds accents.

/** When a phrase points in time; the pipeline turns it into a window in each activity's own zone. */
export type TimeDay =
  | 'now'
  | 'today'
  | 'tomorrow'
  | 'day-after-tomorrow'
  | 'this-weekend'
  | 'next-weekend'
  | 'this-week'
  | 'next-week';
export type TimePart = 'morning' | 'afternoon' | 'evening' | 'night' | 'late';

/** One time phrase chrono-node misses or misreads ("ce soir", "esta noche", "heute Abend", "am Wochenende"). */
export interface TimePhrase {
  form: string;
  day?: TimeDay;
  part?: TimePart;
}

/** `TIME_PHRASES: Record<Lang, readonly TimePhrase[]>` in time-phrases.ts; `FILLER: Record<Lang, readonly string[]>` (chat filler words and phrases, e.g. "any ideas", "what else", "please", "je cherche", "me gustaría") in chat.ts. */
