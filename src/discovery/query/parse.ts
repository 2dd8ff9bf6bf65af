/**
 * The query pipeline: prompt → language → price, time, place → concepts → negation → leftover words
 * (stop words and chat filler out, typos corrected into the lexicon or catalogue). Each stage is a
 * module of its own; this file only runs them in order and assembles the ParsedQuery. Pure.
 */
import type { EntityType } from '../../catalogue/index.js';
import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import { CHEAP_WORDS, FREE_WORDS, type PriceIntent, readBudget } from './budget.js';
import {
  type CompiledLexicon,
  type ConceptHit,
  isConceptForm,
  matchConcepts,
  splitCompound,
} from './concepts.js';
import { countryWords } from './country-names.js';
import { detectLanguage } from './detect-language.js';
import { findPlace, type Gazetteer, type Place, phraseBefore } from './gazetteer.js';
import { STOPWORDS } from './language-data.js';
import { everyLanguage, LANGUAGE_LEXICONS } from './lexicon/index.js';
import type { CueStrength } from './lexicon/types.js';
import {
  capitalisedWords,
  type NamedPlace,
  type NameRun,
  namedPlaceOf,
  nameRunsAfterNear,
} from './named-place.js';
import { type CueHit, findCues, negationScope, type Unit } from './negate.js';
import { readSalience, type Salience } from './salience.js';
import { readTemperature } from './temperature.js';
import { fold, foldedPhrases, type Token, tokenize } from './text.js';
import { type Correction, correctTypo, type TypoContext } from './typo.js';
import { findTime, readsAsTime, type TimeIntent } from './when.js';

/** Only the head of a prompt is interpreted; the rest cannot change the meaning much and costs time. */
export const UNDERSTOOD_PROMPT_CHARS = 512;
export const MAX_TEXT_TERMS = 8;

export interface ExcludedConcept extends ConceptHit {
  strength: CueStrength;
}

export interface ParsedQuery {
  /** Time spent detecting the language, and on the other understanding stages (profiling). */
  stageMs: { language: number; understanding: number };
  lang: Lang;
  time: TimeIntent | null;
  /** Place named in the prompt (venues only with "at"/"near"). */
  place: Place | null;
  /** "near X": distance, not membership. */
  near: boolean;
  /** "near Carnaby Street": a name the gazetteer does not know, to locate from the catalogue's text. */
  namedPlace: NamedPlace | null;
  nearMe: boolean;
  openNow: boolean;
  price: PriceIntent;
  /** Hard type filter: "events", "places", "lieux", "Veranstaltungen". */
  entityType: EntityType | null;
  concepts: ConceptHit[];
  /** Negated concepts: excluded (`exclude`) or pushed down (`avoid`, `contrast`). */
  excluded: ExcludedConcept[];
  /** Leftover words: soft text evidence (folded, corrected), at most MAX_TEXT_TERMS. */
  terms: string[];
  /** Negated leftover words: a penalty for activities that mention them. */
  excludedTerms: string[];
  corrections: Correction[];
  /** Head count ("a party of five", "on est quatre"), never a price. */
  partySize: number | null;
  /** "cheaper than a cooking class": the concept whose typical price caps the answer. */
  anchor: string | null;
  /** A long message read for salience (background clauses never filter). */
  long: boolean;
  /**
   * Leftover words that make a generic kind specific ("whale watching tour", "clases de surf"):
   * when the catalogue knows none of them, what was asked is not there.
   */
  qualifiers: string[];
  /** Category concepts that make a generic kind specific ("clases de surf": water sports). */
  qualifyingConcepts: string[];
}

export interface ParseContext extends TypoContext {
  now: number;
  gazetteer: Gazetteer;
  /** Accept-Language languages we support, best first. */
  accepted: readonly Lang[];
}

/** Place words of every language, folded: a place may be named in any prompt. */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(everyLanguage((l) => l.place.prepositions).map(fold));
const NEAR_WORDS: ReadonlySet<string> = new Set(everyLanguage((l) => l.place.near).map(fold));
const VENUE_WORDS: ReadonlySet<string> = new Set(everyLanguage((l) => l.place.venue).map(fold));
/** Parts of the day ("night", "evening", "noche", "Abend"): with a day they are a time, never a thing. */
const PART_WORDS: ReadonlySet<string> = new Set(everyLanguage((l) => Object.keys(l.time.parts)).map(fold));
/** Near phrases ("close to", "à côté de") and prepositions as word lists, for `phraseBefore`. */
const NEAR_PHRASES: readonly string[][] = foldedPhrases(everyLanguage((l) => l.place.near));
const PREPOSITION_PHRASES: readonly string[][] = [...PLACE_PREPOSITIONS].map((p) => p.split(' '));
/** "Around there" phrases ("what else is around there", "lì vicino", "por ahí"). */
const NEAR_THERE: readonly string[][] = foldedPhrases(everyLanguage((l) => l.place.nearThere ?? []));

/** Where an "around there" phrase begins in the words; -1 when none is said. */
const nearThereAt = (words: readonly string[]): number => {
  for (let i = 1; i < words.length; i++)
    if (NEAR_THERE.some((p) => p.every((w, k) => words[i + k] === w))) return i;
  return -1;
};
const NEAR_ME: readonly string[][] = foldedPhrases(everyLanguage((l) => l.place.nearMe));
const OPEN_NOW: readonly string[][] = foldedPhrases(everyLanguage((l) => l.time.openNow));

/** "open right now": places open now, events starting within the next hours. */
const nowIntent = (): TimeIntent => ({
  day: { kind: 'now' },
  date: null,
  month: null,
  part: null,
  clock: null,
  clockEnd: null,
  relation: 'at',
  label: '',
});

/** Marks every occurrence of the phrases; true if one was found. */
const consume = (words: readonly string[], used: Set<number>, phrases: readonly string[][]): boolean => {
  let found = false;
  for (const p of phrases) {
    for (let i = 0; i + p.length <= words.length; i++) {
      if (p.every((w, k) => words[i + k] === w && !used.has(i + k))) {
        for (let k = 0; k < p.length; k++) used.add(i + k);
        found = true;
      }
    }
  }
  return found;
};

const isStopword = (langs: readonly Lang[], w: string): boolean => langs.some((l) => STOPWORDS[l].has(w));

/**
 * A concept form glued to a weekday ("Sonntagsbrunch": brunch on Sunday) keeps its concept and gains
 * its day, when the tail alone names the same concept; a daypart head ("Abendessen") stays whole.
 */
const dayCompound = (word: string, lang: Lang, lex: CompiledLexicon): string[] | null => {
  const ids = (w: string) => new Set((lex.exact.get(w) ?? []).map((h) => h.id));
  const whole = ids(word);
  if (whole.size === 0) return null;
  const linking = lex.compounds.get(lang);
  for (let i = 5; i <= word.length - 3; i++) {
    const tail = word.slice(i);
    const head = word.slice(0, i).replace(linking ?? /$^/, '');
    if (lex.time.byForm.has(head) || !readsAsTime(head, lang)) continue;
    const tailIds = ids(tail);
    if ([...whole].every((id) => tailIds.has(id))) return [head, tail];
  }
  return null;
};

/**
 * An unknown glued word split into known parts ("Freitagabend" → freitag abend, "Sonntagsbrunch" →
 * sonntag brunch): a weekday or date word counts as a known head. A prompt detected in a language that
 * does not glue words (a lone "Samstagvormittag" may read as Italian) still splits, in a gluing
 * language, when its head is a time word of that language alone and its tail a lexicon form or time
 * word there; the prompt is then read in it.
 */
const decompound = (
  word: string,
  lang: Lang,
  lex: CompiledLexicon,
  ctx: ParseContext,
): { parts: string[]; lang: Lang } | null => {
  if (lex.compounds.has(lang)) {
    const parts =
      splitCompound(word, lang, lex, (h) => ctx.isWord(h) || readsAsTime(h, lang)) ??
      dayCompound(word, lang, lex);
    return parts ? { parts, lang } : null;
  }
  for (const other of lex.compounds.keys()) {
    const own = (h: string) => readsAsTime(h, other) && !readsAsTime(h, 'en');
    const parts = splitCompound(word, other, lex, own);
    if (parts?.[0] && own(parts[0])) return { parts, lang: other };
  }
  return null;
};

/** The prompt's words (compounds split in languages that glue them), their clauses and the language. */
const readWords = (prompt: string, lex: CompiledLexicon, ctx: ParseContext) => {
  const tokens = tokenize(prompt.slice(0, UNDERSTOOD_PROMPT_CHARS));
  const firstWords = tokens.filter((t) => !t.emoji).map((t) => t.text);
  const textOnly = prompt.slice(0, UNDERSTOOD_PROMPT_CHARS).replace(/\p{Extended_Pictographic}/gu, ' ');
  const detected = detectLanguage(textOnly, firstWords, lex, ctx.accepted).lang;
  let glued = detected;
  // Compounds split against the lexicon where the language glues words ("Kindertheater" → kinder theater).
  const words: string[] = [];
  const clauses: number[] = [];
  for (const t of tokens) {
    const keep =
      t.emoji ||
      ctx.gazetteer.entries.has(t.text) ||
      ctx.gazetteer.nameWords.has(t.text) ||
      ctx.isWord(t.text) ||
      (t.text.length >= 7 && readsAsTime(t.text, detected));
    const split = keep ? null : decompound(t.text, detected, lex, ctx);
    if (split) glued = split.lang;
    for (const p of split?.parts ?? [t.text]) {
      words.push(p);
      clauses.push(t.clause);
    }
  }
  return { tokens, words, clauses, lang: glued };
};

/**
 * Typos first, so corrected words can still form phrases ("date nite" → "date night"). Only words of
 * no supported language are corrected, only into the lexicon or the catalogue. Rewrites `words`.
 */
const correctTypos = (
  words: string[],
  lang: Lang,
  lex: CompiledLexicon,
  ctx: ParseContext,
  names: ReadonlySet<number>,
): Correction[] => {
  const corrections: Correction[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if (
      w.length < 4 ||
      names.has(i) ||
      /\d/.test(w) ||
      lex.timeWords.has(w) ||
      ctx.gazetteer.entries.has(w) ||
      ctx.gazetteer.nameWords.has(w) ||
      lex.emoji.has(w)
    )
      continue;
    if (isStopword(LANGUAGES, w) || lex.filler.has(w) || isConceptForm(w, lang, lex)) continue;
    // The cheap checks first; the dictionaries and chrono ("saturday" is a weekday, no typo) cost more.
    if (ctx.isWord(w) || ctx.inCatalogue?.(w) || readsAsTime(w, lang)) continue;
    const placeExpected = PLACE_PREPOSITIONS.has(words[i - 1] ?? '');
    const fix = correctTypo(w, ctx, placeExpected);
    if (!fix) continue;
    // A fix into a small word ("wher" → "where") just drops it; it is not worth a note.
    if (!isStopword(LANGUAGES, fix.to) && !lex.filler.has(fix.to)) corrections.push(fix);
    words[i] = fix.to;
  }
  return corrections;
};

const unused = (words: readonly string[], used: ReadonlySet<number>): string[] =>
  words.map((w, i) => (used.has(i) ? '' : w));

/**
 * The place named in the words not used yet; marks its words and its preposition. A place name that
 * is also a word or a concept ("Soho" is not, "Mission", "Centro" are) counts only where a place is
 * expected: after in/near/à/en/bei...
 */
const readPlace = (
  words: readonly string[],
  used: Set<number>,
  lang: Lang,
  lex: CompiledLexicon,
  ctx: ParseContext,
) => {
  const commonWord = (key: string): boolean =>
    !key.includes(' ') && (ctx.isWord(key) || isConceptForm(key, lang, lex) || STOPWORDS[lang].has(key));
  // "near the Louvre", "près du Louvre", "in der Nähe vom Brandenburger Tor": articles in between.
  const small = (w: string): boolean => w !== '' && isStopword(LANGUAGES, w);
  // "after visiting the British Museum", "après avoir vu la tour Eiffel": up to two words of no
  // concept between the near phrase and a landmark (a verb of going), besides the small ones; an
  // area so named stays membership ("après avoir visité Montmartre").
  const nearAt = (start: number, landmark = false): number => {
    const direct = phraseBefore(words, start, NEAR_PHRASES, small);
    if (direct >= 0 || !landmark) return direct;
    let gaps = 0;
    return phraseBefore(words, start, NEAR_PHRASES, (w) => {
      if (small(w)) return true;
      if (w === '' || /\d/.test(w) || isConceptForm(w, lang, lex) || ++gaps > 2) return false;
      return true;
    });
  };
  const found = findPlace(ctx.gazetteer, unused(words, used), (key, start, place) => {
    const prev = words[start - 1] ?? '';
    const near = nearAt(start, place.kind === 'landmark') >= 0;
    const expected = near || phraseBefore(words, start, PREPOSITION_PHRASES, small) >= 0;
    if (place.kind === 'venue') return NEAR_WORDS.has(prev) || VENUE_WORDS.has(prev) || near;
    // A landmark without a place word is what is asked for ("visit the Louvre") when the catalogue
    // has it; else it is where ("Eiffel Tower dinner").
    if (place.kind === 'landmark')
      return expected || (!commonWord(key) && key.split(' ').some((w) => !ctx.inCatalogue?.(w)));
    // City names and aliases ("nyc", "paris") stand anywhere; other common words need a preposition.
    if (key.length <= 2 || (place.kind !== 'city' && commonWord(key))) return expected;
    return true;
  });
  if (!found) return { place: null, near: false };
  const prev = words[found.start - 1] ?? '';
  for (let i = found.start; i < found.end; i++) used.add(i);
  if (PLACE_PREPOSITIONS.has(prev)) used.add(found.start - 1);
  const nearFrom = nearAt(found.start, found.place.kind === 'landmark');
  // The near phrase and the words up to the place are said: no text to look for ("côté", "Nähe").
  if (nearFrom >= 0) for (let i = nearFrom; i < found.start; i++) used.add(i);
  const near = NEAR_WORDS.has(prev) || nearFrom >= 0;
  return {
    place: found.place,
    near: near || found.place.kind === 'venue' || found.place.kind === 'landmark',
  };
};

/**
 * Negation cues first ("tired of" beats the situation "tired"), unless a concept form covers the cue
 * ("no alcohol", "sans gluten"); then concepts; marks both as used.
 */
const readConcepts = (words: readonly string[], used: Set<number>, lang: Lang, lex: CompiledLexicon) => {
  const cueHits = findCues(words, lang, lex, used, (start, length) => {
    for (let n = Math.min(lex.maxWords, words.length - start); n >= length; n--)
      if (lex.exact.has(words.slice(start, start + n).join(' '))) return true;
    return false;
  });
  const cueAt = new Set<number>();
  for (const c of cueHits) for (let k = c.start; k < c.end; k++) cueAt.add(k);
  const hits = matchConcepts(words, lang, lex, new Set([...used, ...cueAt]));
  for (const c of cueAt) used.add(c);
  for (const h of hits) for (let k = h.start; k < h.end; k++) used.add(k);
  return { cueHits, hits };
};

/** Words between a weather and the one-word setting that says where it is ("it's pouring outside"). */
const WEATHER_PLACE_GAP = 2;

/**
 * "it's pouring outside", "il fait -20 dehors", "draußen regnet es": a one-word setting right next to
 * a weather that asks for the other setting says where the weather is, not what is wanted; it is
 * dropped. A setting said as a wish ("al aire libre en invierno", "open-air") or one that agrees with
 * the weather ("sunny, something outside") stays.
 */
const weatherLocated = (
  hits: ConceptHit[],
  clauses: readonly number[],
  lex: CompiledLexicon,
): ConceptHit[] => {
  const concept = (h: ConceptHit) => lex.concepts.get(h.id);
  const weather = hits.filter((h) => concept(h)?.kind === 'weather' && concept(h)?.facets.setting);
  if (weather.length === 0) return hits;
  return hits.filter((h) => {
    const c = concept(h);
    if (c?.kind !== 'setting' || !c.facets.setting || h.end - h.start !== 1) return true;
    return !weather.some(
      (w) =>
        clauses[w.start] === clauses[h.start] &&
        concept(w)?.facets.setting !== c.facets.setting &&
        Math.max(w.start - h.end, h.start - w.end) <= WEATHER_PLACE_GAP,
    );
  });
};

/** Chat filler of the languages ("any ideas", "what else", "je cherche"), longest first. */
const fillerOf = (lex: CompiledLexicon, langs: readonly Lang[]): string[][] =>
  [...lex.filler.entries()]
    .filter(([, ls]) => langs.some((l) => ls.has(l)))
    .map(([f]) => f.split(' '))
    .sort((a, b) => b.length - a.length);

/** Each cue's scope over the concepts and the content words left (stop words are no units). */
const negatedWords = (
  words: readonly string[],
  clauses: readonly number[],
  used: ReadonlySet<number>,
  found: { lang: Lang; langs: readonly Lang[]; cueHits: CueHit[]; hits: ConceptHit[] },
  lex: CompiledLexicon,
): Map<number, CueStrength> => {
  const units: Unit[] = [];
  for (let i = 0; i < words.length; i++) {
    const h = found.hits.find((x) => x.start === i);
    if (h) {
      units.push({ start: h.start, end: h.end, content: true, concept: true });
      i = h.end - 1;
    } else if (!used.has(i) && words[i] && !isStopword(found.langs, words[i] ?? ''))
      units.push({ start: i, end: i + 1, content: true });
  }
  return negationScope(words, clauses, found.lang, lex, found.cueHits, units);
};

/** Concept hits sorted into wishes, exclusions, a price and an entity type. */
const sortHits = (
  hits: readonly ConceptHit[],
  negated: ReadonlyMap<number, CueStrength>,
  lex: CompiledLexicon,
) => {
  let free = false;
  let cheap = false;
  let entityType: EntityType | null = null;
  const concepts: ConceptHit[] = [];
  const excluded: ExcludedConcept[] = [];
  for (const h of hits) {
    const c = lex.concepts.get(h.id);
    if (!c) continue;
    const strength = negated.get(h.start);
    if (c.id === 'price.free' && !strength) free = true;
    else if (c.id === 'price.cheap' && !strength) cheap = true;
    else if (c.kind === 'entity' && c.facets.entityType && !strength) {
      // A hard filter comes only from what is asked: "train tickets" told in passing is no "events".
      if ((h.salience ?? 1) < 1) continue;
      entityType =
        entityType === null || entityType === c.facets.entityType ? c.facets.entityType : entityType;
    } else if (strength) excluded.push({ ...h, strength });
    else concepts.push(h);
  }
  return { free, cheap, entityType, concepts, excluded };
};

/** Leftover words: soft evidence, after stop words; negated ones apart. */
const leftoverTerms = (
  words: readonly string[],
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  negated: ReadonlyMap<number, CueStrength>,
  langs: readonly Lang[],
  salience: Salience,
) => {
  const terms: string[] = [];
  const excludedTerms: string[] = [];
  words.forEach((w, i) => {
    if (used.has(i) || !w || w.length < 2 || isStopword(langs, w) || /^[\d$€£¥.,:]+$/.test(w)) return;
    // A long message's background words are no evidence; a negated one still is a dislike.
    if (!salience.inRequest(i) && !negated.has(i)) return;
    if (tokens.some((t) => t.emoji && t.text === w)) return;
    const list = negated.has(i) ? excludedTerms : terms;
    if (!list.includes(w) && list.length < MAX_TEXT_TERMS) list.push(w);
  });
  return { terms, excludedTerms };
};

/**
 * Leftover words right before a generic kind ("whale watching tour") or right after it behind one
 * linking word ("clases de surf", "cours de surf"), in the same clause.
 */
const qualifiersOf = (
  words: readonly string[],
  clauses: readonly number[],
  hits: readonly ConceptHit[],
  terms: readonly string[],
  langs: readonly Lang[],
  lex: CompiledLexicon,
): { qualifiers: string[]; qualifyingConcepts: string[] } => {
  const out = new Set<string>();
  const concepts = new Set<string>();
  for (const h of hits) {
    if (!lex.concepts.get(h.id)?.generic || h.end > words.length) continue;
    const clause = clauses[h.start];
    const free = (i: number) => clauses[i] === clause && terms.includes(words[i] ?? '');
    for (let i = h.start - 1; i >= h.start - 2 && free(i); i--) out.add(words[i] ?? '');
    const after = isStopword(langs, words[h.end] ?? '') ? h.end + 1 : -1;
    if (free(after)) out.add(words[after] ?? '');
    // A specific category right before it or behind the linking word ("surf lessons", "clases de surf").
    for (const o of hits)
      if (o !== h && clauses[o.start] === clause && (o.end === h.start || o.start === after))
        if (lex.concepts.get(o.id)?.kind === 'category' && !lex.concepts.get(o.id)?.generic)
          concepts.add(o.id);
  }
  return { qualifiers: [...out], qualifyingConcepts: [...concepts] };
};

/** Kinds of concept whose multi-word forms are things, read before time, price and place words. */
const PHRASE_KINDS: ReadonlySet<string> = new Set(['category', 'situation', 'mood', 'audience', 'dietary']);

/**
 * Multi-word forms of things ("afternoon tea", "happy hour", "open mic night", "thé dansant") found
 * before time, price and place are read, so none of their words is taken for a time or a price.
 */
const reservePhrases = (
  words: readonly string[],
  used: ReadonlySet<number>,
  lang: Lang,
  lex: CompiledLexicon,
): number[] => {
  const out: number[] = [];
  for (const h of matchConcepts(words, lang, lex, used)) {
    if (h.end - h.start < 2 || !PHRASE_KINDS.has(lex.concepts.get(h.id)?.kind ?? '')) continue;
    for (let k = h.start; k < h.end; k++) if (!out.includes(k)) out.push(k);
  }
  return out;
};

/**
 * Time and place. In a long message they come from the request; only when it has none, from the
 * clauses that are not background ("we went there last time", "I work late Mon–Wed" never filter).
 */
const readTimeAndPlace = (
  words: readonly string[],
  used: Set<number>,
  salience: Salience,
  lang: Lang,
  lex: CompiledLexicon,
  ctx: ParseContext,
  /** The head count read from a bare number ("dinner for 4"): that number is no hour. */
  party: number | null = null,
): { time: TimeIntent | null; timeWords: number[]; place: Place | null; near: boolean } => {
  const masks: ((i: number) => boolean)[] = salience.long
    ? [(i) => !salience.inRequest(i), (i) => salience.inBackground(i)]
    : [() => false];
  const masked = (hide: (i: number) => boolean): Set<number> => {
    const m = new Set(used);
    words.forEach((_, i) => {
      if (hide(i)) m.add(i);
    });
    return m;
  };
  let time: TimeIntent | null = null;
  let timeUsed: Iterable<number> = [];
  for (const hide of masks) {
    const hidden = masked(hide);
    const bare = unused(
      words,
      new Set(
        [...hidden].filter(
          (i) => !(used.has(i) && /^\d{1,2}$/.test(words[i] ?? '') && Number(words[i]) !== party && !hide(i)),
        ),
      ),
    );
    const found = findTime(unused(words, hidden), lang, lex.time, ctx.now, bare);
    if (!found) continue;
    // "for the morning" in the request, "on Saturday" in the setting: the reading with a day wins.
    const dayless = (t: TimeIntent) => t.day === null && t.date === null && t.month === null;
    if (time && dayless(time) && dayless(found.intent)) continue;
    const better = !time || (dayless(time) && !dayless(found.intent));
    if (better && time && (time.part || time.clock)) {
      // The request said when in the day ("una serata di fado"): the setting adds only the day.
      time = {
        ...found.intent,
        part: time.part,
        clock: time.clock,
        clockEnd: time.clockEnd,
        relation: time.relation,
      };
      timeUsed = [...timeUsed, ...found.used];
    } else if (better) {
      time = found.intent;
      timeUsed = found.used;
    }
    if (!dayless(time ?? found.intent)) break;
  }
  for (const i of timeUsed) used.add(i);
  const m = masked(masks[0] ?? (() => false));
  const before = new Set(m);
  const found = readPlaceNotNegated(words, m, lang, lex, ctx);
  const timeWords = [...timeUsed];
  if (found.place) {
    // "near the Anthropology Museum in Mexico City": the city it lies in is said too, no text to seek.
    const after = new Set(m);
    const also = readPlace(words, m, lang, lex, ctx);
    const sameCity = also.place?.kind === 'city' && also.place.city === found.place.city;
    for (const i of m) if (!before.has(i) && (sameCity || after.has(i))) used.add(i);
    return { time, timeWords, ...found };
  }
  const place = salience.long ? backgroundCity(words, used, lang, lex, ctx) : null;
  return { time, timeWords, place, near: false };
};

/** Words a negated place may stand after its cue ("not in the", "pas le", "nicht in der"). */
const NEGATED_PLACE_GAP = 3;

/** Where a negation cue ends right before `start` (small words between); -1 when none does. */
const negatedAt = (words: readonly string[], start: number, lang: Lang, lex: CompiledLexicon): number => {
  // As findCues: an English one-word cue that is a place preposition here ("no" in Portuguese) is none.
  const own = new Set(LANGUAGE_LEXICONS[lang].place.prepositions.map(fold));
  const foreign =
    lang === 'en'
      ? []
      : lex.negation.en.cues.filter((c) => !(c.words.length === 1 && own.has(c.words[0] ?? '')));
  const cues = [...lex.negation[lang].cues, ...foreign];
  for (let j = start - 1; j >= Math.max(0, start - 1 - NEGATED_PLACE_GAP); j--) {
    const cue = cues.find(
      (c) => c.words.length <= j + 1 && c.words.every((w, k) => words[j - c.words.length + 1 + k] === w),
    );
    if (cue) return j - cue.words.length + 1;
    // Only articles and prepositions between ("not in the", "pas le"): "pas trop cher à Lyon" is a price.
    const w = words[j] ?? '';
    if (!PLACE_PREPOSITIONS.has(w) && !(smallWord(w) && w.length <= 3)) return -1;
  }
  return -1;
};

/**
 * The place of the prompt, with the places it rules out ("not the old port", "pas le Vieux-Port ni
 * le Panier", "nicht in der Altstadt"): a place right after a negation cue, or joined by small words
 * to one that is, is left out of the city asked for (or of its own city when none is), never the
 * place searched around.
 */
const readPlaceNotNegated = (
  words: readonly string[],
  m: Set<number>,
  lang: Lang,
  lex: CompiledLexicon,
  ctx: ParseContext,
): { place: Place | null; near: boolean } => {
  const excluded: Place[] = [];
  let lastEnd = -1;
  for (let k = 0; k < 4; k++) {
    const before = new Set(m);
    const found = readPlace(words, m, lang, lex, ctx);
    if (!found.place) break;
    const taken = [...m].filter((i) => !before.has(i) && words[i] !== undefined);
    const start = Math.min(
      ...taken.filter((i) => !smallWord(words[i] ?? '') && !PLACE_PREPOSITIONS.has(words[i] ?? '')),
    );
    // "pas loin de la Bastille" is near it: a near phrase is never a negated place.
    const cue = found.near ? -1 : negatedAt(words, start, lang, lex);
    const joined =
      !found.near &&
      lastEnd >= 0 &&
      start > lastEnd &&
      start - lastEnd <= NEGATED_PLACE_GAP &&
      words.slice(lastEnd, start).every(smallWord);
    if (cue < 0 && !joined) {
      if (excluded.length === 0) return found;
      return { ...found, place: { ...found.place, excludedAreas: excluded } };
    }
    for (let i = Math.max(0, cue); i < start; i++) if (cue >= 0) m.add(i);
    excluded.push(found.place);
    lastEnd = Math.max(...taken) + 1;
  }
  const first = excluded[0];
  const city = first ? ctx.gazetteer.cities.get(first.city) : undefined;
  return city ? { place: { ...city, excludedAreas: excluded }, near: false } : { place: null, near: false };
};

/**
 * Outside the request, places only say which city a long message is about ("we're staying in
 * Graça", "we did the Art Institute yesterday"): never an area or a distance. Every place named
 * votes for its city; a vote after a place preposition ("in", "em", "à") counts more than a bare
 * name ("over from Lyon"), and the later of equal votes wins (people say where they came from first).
 */
const backgroundCity = (
  words: readonly string[],
  used: Set<number>,
  lang: Lang,
  lex: CompiledLexicon,
  ctx: ParseContext,
): Place | null => {
  const m = new Set(used);
  const votes = new Map<string, { score: number; last: number }>();
  for (let guard = 0; guard < 12; guard++) {
    const before = new Set(m);
    const found = readPlace(words, m, lang, lex, ctx);
    if (!found.place) break;
    const taken = [...m].filter((i) => !before.has(i));
    const city = found.place.city;
    if (!city || !ctx.gazetteer.cities.has(city)) continue;
    const v = votes.get(city) ?? { score: 0, last: -1 };
    const stated = found.place.kind !== 'city' || taken.some((i) => PLACE_PREPOSITIONS.has(words[i] ?? ''));
    v.score += stated ? 1 : 0.5;
    v.last = Math.max(v.last, ...taken);
    votes.set(city, v);
    for (const i of taken) used.add(i);
  }
  const best = [...votes].sort((a, b) => b[1].score - a[1].score || b[1].last - a[1].last)[0];
  return best ? (ctx.gazetteer.cities.get(best[0]) ?? null) : null;
};

const ANCHOR_CUES: readonly string[][] = foldedPhrases(everyLanguage((l) => l.price.cheaperThan)).sort(
  (a, b) => b.length - a.length,
);
/** Words after an anchor cue within which its concept must start ("cheaper than a cooking class"). */
const ANCHOR_REACH = 3;

/** "cheaper than …" cues not followed by an amount: their words are used, their ends returned. */
const findAnchorCues = (words: readonly string[], used: Set<number>): number[] => {
  const ends: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const cue = ANCHOR_CUES.find((c) => c.every((w, k) => words[i + k] === w && !used.has(i + k)));
    if (!cue) continue;
    for (let k = 0; k < cue.length; k++) used.add(i + k);
    ends.push(i + cue.length);
    i += cue.length - 1;
  }
  return ends;
};

/** The concept right after an anchor cue is a price anchor, not a wish. */
const takeAnchor = (hits: ConceptHit[], cueEnds: readonly number[], lex: CompiledLexicon) => {
  for (const end of cueEnds) {
    const h = hits.find(
      (x) => x.start >= end && x.start < end + ANCHOR_REACH && lex.concepts.get(x.id)?.kind === 'category',
    );
    if (h) return { hits: hits.filter((x) => x !== h), anchor: h.id };
  }
  return { hits, anchor: null };
};

/**
 * Is a bare part of the day the head of a thing's name ("open mic night", "noche de karaoke", "una
 * serata di fado") rather than when? Only without a day, date or hour, and right after a category
 * or before one behind a linking word.
 */
const partOfThing = (
  time: TimeIntent | null,
  timeWords: readonly number[],
  words: readonly string[],
  hits: readonly ConceptHit[],
  langs: readonly Lang[],
  lex: CompiledLexicon,
): boolean => {
  if (!time || time.day || time.date || time.month !== null || time.clock || !time.part) return false;
  if (timeWords.length !== 1) return false;
  const at = timeWords[0] as number;
  return hits.some(
    (h) =>
      lex.concepts.get(h.id)?.kind === 'category' &&
      h.end <= words.length &&
      (h.end === at || (h.start === at + 2 && isStopword(langs, words[at + 1] ?? ''))),
  );
};

/** Is the word, as written, a form of a category ("lunch", "brunch", "dinner")? */
const isCategoryForm = (w: string, lex: CompiledLexicon): boolean =>
  (lex.exact.get(w) ?? []).some((x) => lex.concepts.get(x.id)?.kind === 'category');

/**
 * Is the word more than a stop word, chat filler or courtesy? Filler phrases count word by word
 * ("thank you" makes "thank" filler), so a closing "Thank you so much!!" says nothing.
 */
const saysSomething = (w: string, lang: Lang, lex: CompiledLexicon): boolean => {
  if (!w || /^\p{N}+$/u.test(w)) return false;
  const langs: Lang[] = lang === 'en' ? ['en'] : [lang, 'en'];
  if (isStopword(langs, w)) return false;
  return !fillerWords(lex).has(w);
};

let FILLER_WORDS: Set<string> | null = null;
const fillerWords = (lex: CompiledLexicon): Set<string> => {
  if (!FILLER_WORDS) {
    FILLER_WORDS = new Set<string>();
    for (const phrase of lex.filler.keys()) for (const w of phrase.split(' ')) FILLER_WORDS.add(w);
  }
  return FILLER_WORDS;
};

const span = (start: number, end: number): number[] =>
  Array.from({ length: end - start }, (_, k) => start + k);
const smallWord = (w: string): boolean => w !== '' && isStopword(LANGUAGES, w);

/** Runs of capitalised words after a near phrase that could name a place ("near Carnaby Street"). */
const nameRuns = (
  words: readonly string[],
  clauses: readonly number[],
  spelled: ReadonlyMap<string, string>,
  lang: Lang,
  lex: CompiledLexicon,
  aroundThere: number,
): NameRun[] =>
  nameRunsAfterNear(words, {
    clauses,
    // "going to the Prado, what else is around there": a name after a place preposition before it.
    nearPhrases: aroundThere > 0 ? [...NEAR_PHRASES, ...PREPOSITION_PHRASES] : NEAR_PHRASES,
    small: smallWord,
    nameWord: (i) => {
      const w = words[i] ?? '';
      return (
        spelled.has(w) &&
        !/\d/.test(w) &&
        !smallWord(w) &&
        !lex.timeWords.has(w) &&
        !isConceptForm(w, lang, lex) &&
        !lex.filler.has(w)
      );
    },
  });

/**
 * The name runs of the prompt: after near phrases, and with "around there" said ("going to the
 * Prado, what else is around there"), after place prepositions before it too.
 */
const placeNameRuns = (
  words: readonly string[],
  clauses: readonly number[],
  spelled: ReadonlyMap<string, string>,
  lang: Lang,
  lex: CompiledLexicon,
): { runs: NameRun[]; aroundThere: number } => {
  const aroundThere = nearThereAt(words);
  const nearRuns = nameRuns(words, clauses, spelled, lang, lex, -1);
  if (aroundThere < 0) return { runs: nearRuns, aroundThere };
  const more = nameRuns(words, clauses, spelled, lang, lex, aroundThere).filter(
    (r) => r.end <= aroundThere && !nearRuns.some((x) => x.start === r.start),
  );
  return { runs: [...nearRuns, ...more].sort((a, b) => a.start - b.start), aroundThere };
};

/**
 * With no place found (or only a city), the first name run still unsaid is an unknown named place:
 * its words and its near phrase are used (never looked for as text, never concepts).
 */
const takeNamedPlace = (
  words: readonly string[],
  used: Set<number>,
  runs: readonly NameRun[],
  spelled: ReadonlyMap<string, string>,
): NamedPlace | null => {
  for (const r of runs) {
    let end = r.start;
    while (end < r.end && !used.has(end)) end++;
    while (end > r.start && smallWord(words[end - 1] ?? '')) end--;
    const run = { ...r, end };
    const named = namedPlaceOf(words, run, spelled, smallWord);
    if (named.words.length === 0) continue;
    for (const i of span(r.from, end)) used.add(i);
    return named;
  }
  return null;
};

export const parseQuery = (prompt: string, lex: CompiledLexicon, ctx: ParseContext): ParsedQuery => {
  const started = performance.now();
  const { tokens, words, clauses, lang } = readWords(prompt, lex, ctx);
  const languageDone = performance.now();
  const spelled = capitalisedWords(prompt.slice(0, UNDERSTOOD_PROMPT_CHARS));
  const { runs, aroundThere } = placeNameRuns(words, clauses, spelled, lang, lex);
  // "..., au Mexique", "Valencia, Spain": a country says where, never a word to correct or look for.
  const countries = countryWords(
    words,
    (i) =>
      PLACE_PREPOSITIONS.has(words[i - 1] ?? '') ||
      (i > 0 && clauses[i] !== clauses[i - 1]) ||
      ctx.gazetteer.entries.get(words[i - 1] ?? '')?.kind === 'city',
    (key) => ctx.gazetteer.entries.has(key),
    ctx.gazetteer.maxWords,
  );
  const corrections = correctTypos(
    words,
    lang,
    lex,
    ctx,
    new Set([...runs.flatMap((r) => span(r.start, r.end)), ...countries]),
  );
  const used = new Set<number>();
  const salience = readSalience(prompt.slice(0, UNDERSTOOD_PROMPT_CHARS), words, clauses, lang, (i) =>
    saysSomething(words[i] ?? '', lang, lex),
  );

  const nearMe = consume(words, used, NEAR_ME);
  for (const i of countries) used.add(i);
  const openNow = consume(words, used, OPEN_NOW);
  // Set phrases first: "afternoon tea" is no time word plus leftovers, "happy hour" no "happy".
  const reserved = reservePhrases(words, used, lang, lex);
  for (const i of reserved) used.add(i);
  // "it's 38 degrees", "il fait -20": a hot or cold day, never a price or a head count.
  const heat = readTemperature(prompt.slice(0, UNDERSTOOD_PROMPT_CHARS), words, used);
  // In a long message an amount outside the request is background unless a cue makes it a limit;
  // one in a background clause ("last time we paid 80 euros") never is.
  const budget = readBudget(
    words,
    used,
    lang,
    new Set(reserved),
    (i, cued) => salience.long && !salience.inRequest(i) && (!cued || salience.inBackground(i)),
  );
  const {
    time,
    timeWords,
    place,
    near: nearSaid,
  } = readTimeAndPlace(words, used, salience, lang, lex, ctx, budget.partySize);
  for (const i of reserved) used.delete(i);
  const namedPlace = place && place.kind !== 'city' ? null : takeNamedPlace(words, used, runs, spelled);
  // "..., what else is around there": the place before it is a point to walk around; the phrase is said.
  const aroundPlace = aroundThere > 0 && ((place !== null && place.kind !== 'city') || namedPlace !== null);
  if (aroundPlace) consume(words, used, NEAR_THERE);
  const near = nearSaid || (aroundPlace && place !== null && place.kind !== 'city');
  // A meal is a time and a thing ("for lunch", "zum Frühstück"): its word is read as a concept too.
  // "tomorrow night", "samedi soir": a part of the day said with a day is the time only (no nightlife).
  const meals = timeWords.filter(
    (i) => isCategoryForm(words[i] ?? '', lex) && !(time?.day && PART_WORDS.has(words[i] ?? '')),
  );
  for (const i of meals) used.delete(i);
  const anchorCues = findAnchorCues(words, used);
  // A head count's noun ("two kids", "trois enfants") is no price, yet still says who comes.
  for (const i of budget.partyNouns) used.delete(i);
  const { cueHits, hits: allHits } = readConcepts(words, used, lang, lex);
  for (const i of budget.partyNouns) used.add(i);
  for (const i of meals) used.add(i);
  const anchored = takeAnchor(allHits, anchorCues, lex);
  const anchor = anchored.anchor;
  const hits = weatherLocated(
    [...anchored.hits, ...(heat ? [heat] : [])].sort((a, b) => a.start - b.start),
    clauses,
    lex,
  );
  for (const h of hits) h.salience = salience.weight(h.start);

  const langs: Lang[] = lang === 'en' ? ['en'] : [lang, 'en'];
  consume(words, used, fillerOf(lex, langs));
  const negated = negatedWords(words, clauses, used, { lang, langs, cueHits, hits }, lex);
  const sorted = sortHits(hits, negated, lex);
  // Built-in free/cheap words when the lexicon has none for this prompt.
  const builtIn = (lists: Record<Lang, string[]>) =>
    consume(words, used, foldedPhrases(langs.flatMap((l) => lists[l])));
  const free = sorted.free || builtIn(FREE_WORDS);
  const cheap = sorted.cheap || builtIn(CHEAP_WORDS);
  const { terms, excludedTerms } = leftoverTerms(words, tokens, used, negated, langs, salience);

  return {
    stageMs: { language: languageDone - started, understanding: performance.now() - languageDone },
    lang,
    time: partOfThing(time, timeWords, words, hits, langs, lex)
      ? null
      : (time ?? (openNow ? nowIntent() : null)),
    place,
    near,
    namedPlace,
    nearMe,
    openNow,
    price: { free, maxMajor: budget.maxMajor, cheap, currency: budget.currency },
    entityType: sorted.entityType,
    concepts: sorted.concepts,
    excluded: sorted.excluded,
    terms,
    excludedTerms,
    corrections,
    partySize: budget.partySize,
    anchor,
    long: salience.long,
    ...(salience.long
      ? { qualifiers: [], qualifyingConcepts: [] }
      : qualifiersOf(words, clauses, sorted.concepts, terms, langs, lex)),
  };
};
