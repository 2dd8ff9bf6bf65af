/**
 * The shapes of the lexicon: data, not code. A concept is something people ask for (a category, an
 * audience, a mood, a situation, a diet, weather), mapped to catalogue facets rather than to words;
 * its surface forms live in each language's folder. `LanguageLexicon` is everything one language
 * folder (`lexicon/<lang>/`) provides: adding a language is adding such a folder (see index.ts).
 */

import type * as chrono from 'chrono-node';
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
  /**
   * Surface forms per language (from each language folder's `concepts.ts`), lower case, written
   * naturally (matching folds accents); phrases allowed. The first form is the label in answers.
   */
  forms: Readonly<Record<Lang, readonly string[]>>;
  emoji?: readonly string[];
  /** Relative weight against a plain category concept (default 1). */
  weight?: number;
  /**
   * A kind said with a qualifier that names the real thing ("whale watching tour", "clases de
   * surf"): when the catalogue knows none of the qualifier's words, the answer is nothing.
   */
  generic?: boolean;
}

// ---- Time. Forms are lower case, written naturally; matching folds accents.

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
/** `early`: dawn to 9:00 ("before sunrise", "open early"): asks for places open then. */
export type TimePart = 'morning' | 'afternoon' | 'evening' | 'night' | 'late' | 'small-hours' | 'early';

/** One time phrase chrono-node misses or misreads ("ce soir", "esta noche", "heute Abend", "am Wochenende"). */
export interface TimePhrase {
  form: string;
  day?: TimeDay;
  part?: TimePart;
}

/**
 * A language's time words. Day and part words combine through the patterns into phrases
 * ("demain soir", "mañana por la tarde"); whole phrases win over generated ones ("heute morgen" is
 * this morning, not tomorrow). Weekdays, dates and clock times are left to chrono-node.
 */
export interface TimeWords {
  /** Words naming a day relative to today (weekday names are left to chrono-node). */
  days: Readonly<Record<string, TimeDay>>;
  /** Words naming a part of the day; they also stand alone ("soir", "Abend", "noite"). */
  parts: Readonly<Record<string, TimePart>>;
  /** How a day and a part combine, `{day}` and `{part}` standing for the words above. */
  patterns: readonly string[];
  /** Whole phrases; they win over generated ones. */
  phrases: readonly TimePhrase[];
  /** Words that put a clock time after it ("after 6pm", "après 18h", "ab 18 Uhr"). */
  after: readonly string[];
  /** Words that put a clock time before it ("before 8", "avant 20h", "bis 20 Uhr"). */
  before: readonly string[];
  /** "Open now" phrases: places open at this moment, events starting within the next hours. */
  openNow: readonly string[];
  /**
   * "Open" as a word ("what's open after midnight", "qué hay abierto a las 6", "was hat nach
   * Mitternacht offen"): with a time, places whose hours say open then, as for "open early".
   */
  open: readonly string[];
  /** Words chrono-node reads as a date that rarely are one in a prompt ("may", "march", "sun"). */
  falseDates?: readonly string[];
}

// ---- Negation and contrast cues. A negated concept or word becomes an exclusion or a penalty, never
// ---- a match. Cues match on folded tokens, longest first, and before concept forms that start at
// ---- the same token ("tired of" wins over the situation "tired"); but a concept form that itself
// ---- contains a cue ("no alcohol", "sans gluten", "nothing too crazy") is one phrase with its own
// ---- meaning and wins over the cue. A cue listed both as `pre` and `post` (German "nicht") reads as
// ---- `pre` when a content word follows it in the same clause, else as `post`.

/**
 * - `pre`: the cue negates what follows it ("no theatre", "sans musée", "ohne Hund").
 * - `post`: the cue negates what comes before it ("clubs, no thanks", "Kino lieber nicht").
 */
export type CuePosition = 'pre' | 'post';

/**
 * - `term`: only the next concept or content word ("nothing fancy", "rien de cher").
 * - `phrase`: up to `maxTokens` content tokens, stopping at a scope break; an extender
 *   ("or", "ni", "oder") carries the scope on to the next item ("no clubs or bars").
 */
export type CueScope = 'term' | 'phrase';

/**
 * - `exclude`: the user rules it out (except, without, no, anything but) — filter it out if the
 *   result set allows, else penalise strongly.
 * - `avoid`: a dislike or weariness (tired of, marre de, harto de) — penalise.
 * - `contrast`: the thing stands as the opposite of what is wanted (instead of, rather than).
 */
export type CueStrength = 'exclude' | 'avoid' | 'contrast';

export interface NegationCue {
  cue: string;
  position: CuePosition;
  scope: CueScope;
  /** Content tokens the scope reaches at most (stop words are not counted). */
  maxTokens: number;
  strength: CueStrength;
  /** The cue also starts a price or count phrase when a number follows ("menos de 20", "plus de 2"). */
  notBeforeNumber?: boolean;
}

export interface NegationWords {
  cues: readonly NegationCue[];
  /**
   * Words that end a negation scope: conjunctions that start a new wish, filler heads such as
   * "something", and words that open another constraint (with, for, in, near). Commas, semicolons,
   * full stops, question and exclamation marks, dashes and emoji end a scope in every language.
   */
  breaks: readonly string[];
  /** Words that carry a negation scope on to the next item of a list ("no clubs or bars"). */
  extenders: readonly string[];
  /**
   * "and" words that carry a dislike on to the next item ("I hate crowds and touristy stuff"): a
   * dislike verb names a list of things pushed down, where a plain "no" stops at "and".
   */
  dislikeJoiners?: readonly string[];
}

// ---- Chat, price and place words.

/**
 * Chat filler: words and phrases people wrap a request in ("any ideas", "where could we go", "je
 * cherche") that say nothing about what they want. They come on top of the stop-word list, are
 * dropped before retrieval and never count as "understood". Weak mood words ("fun", "nice",
 * "sympa") are kept apart: they may rank a little, but must never decide a result alone.
 */
export interface ChatWords {
  filler: readonly string[];
  weakMood: readonly string[];
  /**
   * Salience in long messages: phrases that mark the clause holding the request ("any ideas",
   * "where can", "je cherche", "me apetece", "was können wir"); a clause ending in "?" is one too.
   */
  request: readonly string[];
  /**
   * Phrases that mark a background clause (what happened before, routine, who someone is: "last
   * time", "I work", "l'an dernier", "la última vez", "letztes Mal"): its times and places never filter.
   */
  background: readonly string[];
  /** Phrases of liking ("she loves", "elle adore", "le encanta", "sie mögen"): a background clause that says what someone likes weighs as much as the request. */
  likes: readonly string[];
}

/** Price words. Amounts are major units of the activity's own currency. */
export interface PriceWords {
  /** Words before an amount that make it a cap ("under", "moins de", "unter", "até"). */
  capCues: readonly string[];
  /** Currency words after an amount ("euros", "bucks", "reais"); codes such as EUR are in neutral.ts. */
  currencies: readonly string[];
  /**
   * Currency names that mean nothing else ("dollars", "dólares", "Franken"; no slang that is also a
   * thing, such as "mangos" or "Eier"): never a word to look for, even without an amount ("paying in
   * dollars"). Each is also in `currencies`.
   */
  currencyNames: readonly string[];
  /** Words after a number that make it no price ("under 2 hours", "moins de 3 heures"). */
  notMoney: readonly string[];
  /**
   * Words after a number that make it a temperature ("38 degrees", "30 grados", "-5 Grad"): never
   * money, and a hot or cold day is a weather need (query/temperature.ts). Celsius unless the word
   * is in `fahrenheit`.
   */
  temperature: readonly string[];
  fahrenheit: readonly string[];
  /** "Free" and "cheap" read when no price concept of the lexicon covers the prompt's words. */
  free: readonly string[];
  cheap: readonly string[];
  /**
   * Cardinal number words up to a thousand (folded matching; multi-word keys allowed, "quatre
   * vingt"). 100 and 1000 multiply what comes before ("deux cents", "zweihundert"); every other value
   * adds ("vingt et un", "fünfundzwanzig"). Glued numbers are split into these parts
   * ("veinticinco" → veinti + cinco), so the parts of glued forms ("veinti", "vent") are listed too.
   */
  numbers: Readonly<Record<string, number>>;
  /** Words that join number parts ("and", "et", "y", "und", "e"). */
  numberJoiners: readonly string[];
  /** Money slang that is an amount by itself ("tenner" → 10, "fiver" → 5). */
  amounts: Readonly<Record<string, number>>;
  /** Words after an amount that make it per person ("each", "per person", "par personne", "pro Kopf"). */
  perPerson: readonly string[];
  /** Words before a head count that make an amount a total to share ("between", "entre", "zwischen"). */
  split: readonly string[];
  /** Words before a head count ("party of", "we are", "on est", "somos", "wir sind", "siamo"). */
  partyBefore: readonly string[];
  /** Words after a head count ("people", "of us", "personnes", "personas", "Personen"). */
  partyAfter: readonly string[];
  /** Head counts in one word ("zu sechst", "à deux", "a dos"); whole phrases, the value after. */
  partyWords: Readonly<Record<string, number>>;
  /**
   * Comparatives that anchor a price on something else ("cheaper than a cooking class", "moins cher
   * qu'un ballet"): the typical price of the concept that follows becomes the cap.
   */
  cheaperThan: readonly string[];
}

/** Place words. A place name that is also a common word counts only after a preposition. */
export interface PlaceWords {
  /** Words before a place name ("in", "à", "en", "bei", "nel", "em"). */
  prepositions: readonly string[];
  /** "Near X" words: distance, not membership ("near", "près", "cerca", "nahe"). */
  near: readonly string[];
  /** Words that may stand before a venue's name besides the near words ("at"). */
  venue?: readonly string[];
  /** "Near me" phrases: around the user's own location. */
  nearMe: readonly string[];
  /** Words that are never a place on their own though catalogue areas are named so ("downtown"). */
  notPlaces?: readonly string[];
  /**
   * "Around there" phrases: said after a place ("going to the Prado, what else is around there?"),
   * they make it a point to walk around, and a name after a place preposition ("to", "à") a name.
   */
  nearThere?: readonly string[];
}

/** chrono-node's locales (those with a casual parser). */
export type ChronoLocale = {
  [K in keyof typeof chrono]: (typeof chrono)[K] extends { casual: chrono.Chrono } ? K : never;
}[keyof typeof chrono];

/**
 * Everything one language folder provides. Packages keyed by ISO 639-1 code (stopwords-iso, tinyld)
 * take the folder's own code; the others are named here.
 */
export interface LanguageLexicon {
  resources: {
    /** snowball-stemmers algorithm ("french"). */
    snowball: string;
    /** npm package with the language's word list: typo correction fixes only words of no language. */
    dictionary: string;
    /** chrono-node locale that reads weekdays, dates and clock times. */
    chrono: ChronoLocale;
  };
  /** Concept forms by concept id, comma separated, written naturally; the first is the label. */
  concepts: Readonly<Record<string, string>>;
  chat: ChatWords;
  negation: NegationWords;
  time: TimeWords;
  price: PriceWords;
  place: PlaceWords;
  /**
   * Languages that glue words together ("Kindertheater", "Hundepark"): the linking endings a head
   * may carry ("es", "en", "s", "n", "e"). Compounds are split against the lexicon.
   */
  compounds?: { linking: readonly string[] };
  /**
   * Endings of the verb form that names doing a thing ("ing", "ando", "ant"): "golfing" or "cantando"
   * still name a concept whose form shares a short stem, a participle ("pasado") does not.
   */
  gerunds: readonly string[];
}
