/**
 * The compiled concept lexicon and the matcher: surface forms (folded, Snowball-stemmed, multi-word,
 * emoji) → concept ids, plus compound splitting (German) against the lexicon. Pure.
 */

import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import { STOPWORDS, stem } from './language-data.js';
import type { Concept, CueScope, CueStrength, NegationCue, TimePhrase } from './lexicon/types.js';
import { fold, normaliseEmoji } from './text.js';
import { type CompiledTimePhrases, compileTimePhrases } from './when.js';

export interface LexiconData {
  concepts: readonly Concept[];
  negation: Partial<Record<Lang, readonly NegationCue[]>>;
  scopeBreaks: Partial<Record<Lang, readonly string[]>>;
  scopeExtenders: Partial<Record<Lang, readonly string[]>>;
  /** "and" words that carry a dislike ("I hate X and Y") on to the next item. */
  dislikeJoiners?: Partial<Record<Lang, readonly string[]>>;
  timePhrases: Partial<Record<Lang, readonly TimePhrase[]>>;
  filler: Partial<Record<Lang, readonly string[]>>;
  /** Linking endings of languages that glue words together (German "s" in "Geburtstagsparty"). */
  compounds?: Partial<Record<Lang, readonly string[] | undefined>>;
  /** Endings of the verb form that names doing a thing ("ing", "ando", "ant"). */
  gerunds?: Partial<Record<Lang, readonly string[] | undefined>>;
}

export interface CompiledCue {
  words: string[];
  position: 'pre' | 'post';
  scope: CueScope;
  maxTokens: number;
  strength: CueStrength;
  notBeforeNumber: boolean;
}

export interface CompiledNegation {
  /** Longest first. */
  cues: CompiledCue[];
  breaks: string[][];
  extenders: string[][];
  dislikeJoiners: string[][];
}

export interface CompiledLexicon {
  concepts: Map<string, Concept>;
  /** Folded form → concepts (with the language of the form). */
  exact: Map<string, { id: string; lang: Lang }[]>;
  /** `lang|stem stem` → concept ids. */
  stemmed: Map<string, string[]>;
  emoji: Map<string, string[]>;
  maxWords: number;
  /** Single folded words of every form, with their languages (language votes, typo targets). */
  formWords: Map<string, Set<Lang>>;
  negation: Record<Lang, CompiledNegation>;
  time: CompiledTimePhrases;
  /** Words and whole phrases of time expressions with their languages (language votes). */
  timeWords: Map<string, Set<Lang>>;
  /** The user's words as the lexicon writes them (accents back): "musee" → "musée". */
  surface: (id: string, folded: string) => string;
  /** Folded filler phrases per language (chat noise: "any ideas", "what else"). */
  filler: Map<string, Set<Lang>>;
  fillerMaxWords: number;
  /** The first form of each concept per language: its label in answers. */
  label: (id: string, lang: Lang) => string;
  /** Languages whose compounds are split, with the linking endings a head may carry. */
  compounds: Map<Lang, RegExp>;
  /** Gerund endings per language ("dancing", "bailando"): doing the thing a short stem names. */
  gerunds: Map<Lang, RegExp>;
}

const stemKey = (lang: Lang, folded: string): string =>
  `${lang}|${folded
    .split(' ')
    .map((w) => stem(lang, w))
    .join(' ')}`;

const push = <K, V>(m: Map<K, V[]>, k: K, v: V): void => {
  const list = m.get(k);
  if (list) {
    if (!list.includes(v)) list.push(v);
  } else m.set(k, [v]);
};

const addLang = (m: Map<string, Set<Lang>>, key: string, lang: Lang): void => {
  const langs = m.get(key) ?? new Set<Lang>();
  langs.add(lang);
  m.set(key, langs);
};

/** Forms of every concept: exact folded forms, stems, emoji and the words of forms (with languages). */
const compileForms = (data: LexiconData) => {
  const concepts = new Map<string, Concept>();
  const exact = new Map<string, { id: string; lang: Lang }[]>();
  const stemmed = new Map<string, string[]>();
  const emoji = new Map<string, string[]>();
  const formWords = new Map<string, Set<Lang>>();
  let maxWords = 1;
  for (const c of data.concepts) {
    concepts.set(c.id, c);
    for (const lang of LANGUAGES) {
      for (const form of c.forms[lang] ?? []) {
        const f = fold(form);
        if (!f) continue;
        const list = exact.get(f) ?? [];
        if (!list.some((x) => x.id === c.id && x.lang === lang)) list.push({ id: c.id, lang });
        exact.set(f, list);
        push(stemmed, stemKey(lang, f), c.id);
        maxWords = Math.max(maxWords, f.split(' ').length);
        for (const w of f.split(' ')) addLang(formWords, w, lang);
      }
    }
    for (const e of c.emoji ?? []) push(emoji, normaliseEmoji(e), c.id);
  }
  return { concepts, exact, stemmed, emoji, formWords, maxWords: Math.min(maxWords, 6) };
};

const compileNegation = (data: LexiconData, lang: Lang): CompiledNegation => {
  const phrases = (list: readonly string[] | undefined): string[][] =>
    (list ?? []).map((p) => fold(p).split(' ')).filter((w) => w[0]);
  return {
    cues: (data.negation[lang] ?? [])
      .map((c) => ({
        words: fold(c.cue).split(' '),
        position: c.position,
        scope: c.scope,
        maxTokens: c.maxTokens,
        strength: c.strength,
        notBeforeNumber: c.notBeforeNumber ?? false,
      }))
      .filter((c) => c.words[0])
      .sort((a, b) => b.words.length - a.words.length),
    breaks: phrases(data.scopeBreaks[lang]),
    extenders: phrases(data.scopeExtenders[lang]),
    dislikeJoiners: phrases(data.dislikeJoiners?.[lang]),
  };
};

/** Words and whole phrases of time expressions, and folded filler phrases, with their languages. */
const compileWordLanguages = (data: LexiconData) => {
  const timeWords = new Map<string, Set<Lang>>();
  const filler = new Map<string, Set<Lang>>();
  let fillerMaxWords = 1;
  for (const lang of LANGUAGES) {
    for (const p of data.timePhrases[lang] ?? []) {
      const whole = fold(p.form);
      for (const w of whole.includes(' ') ? [whole, ...whole.split(' ')] : [whole])
        addLang(timeWords, w, lang);
    }
    for (const phrase of data.filler[lang] ?? []) {
      const f = fold(phrase);
      if (!f) continue;
      addLang(filler, f, lang);
      fillerMaxWords = Math.max(fillerMaxWords, f.split(' ').length);
    }
  }
  return { timeWords, filler, fillerMaxWords };
};

export const compileLexicon = (data: LexiconData): CompiledLexicon => {
  const forms = compileForms(data);
  const { concepts } = forms;
  const negation = {} as Record<Lang, CompiledNegation>;
  const compounds = new Map<Lang, RegExp>();
  const gerunds = new Map<Lang, RegExp>();
  for (const lang of LANGUAGES) {
    negation[lang] = compileNegation(data, lang);
    const linking = data.compounds?.[lang];
    if (linking) compounds.set(lang, new RegExp(`(${linking.join('|')})$`));
    const gerund = data.gerunds?.[lang];
    if (gerund?.length) gerunds.set(lang, new RegExp(`(${gerund.map(fold).join('|')})$`));
  }
  const label = (id: string, lang: Lang): string => {
    const c = concepts.get(id);
    return c?.forms[lang]?.[0] ?? c?.forms.en[0] ?? id.split('.').pop() ?? id;
  };
  const surface = (id: string, folded: string): string => {
    const c = concepts.get(id);
    for (const lang of LANGUAGES) for (const f of c?.forms[lang] ?? []) if (fold(f) === folded) return f;
    return folded;
  };
  return {
    surface,
    ...forms,
    negation,
    time: compileTimePhrases(data.timePhrases),
    ...compileWordLanguages(data),
    label,
    compounds,
    gerunds,
  };
};

export interface ConceptHit {
  id: string;
  /** Word span [start, end) in the prompt's words; emoji hits have their own index. */
  start: number;
  end: number;
  /** The words as written (folded) or the emoji. */
  text: string;
  /** Salience of the clause it was named in (1, less in a long message's background). */
  salience?: number;
}

/** Stems this short join words of different families ("pass": passado/passear, "libr": libre/libros). */
const SHORT_STEM = 4;
/** Letters an inflection adds to a word ("sera" → "serata", "tier" → "tieren", "bar" → "bars"). */
const INFLECTION_TAIL = 2;

/**
 * Is a one-word stem match the same word inflected? A long stem says so; a short one only when the
 * word and one of the concept's forms of that stem differ by a short tail, or the word is the stem
 * doing ("golfing", "cantando", "dançando"): "fried" is no "fries", "pasado" no "paseo"/"pasear",
 * "operation" no "opera", "mind" no "mindfulness".
 */
const sameFamily = (word: string, lang: Lang, ids: readonly string[], lex: CompiledLexicon): boolean => {
  const st = stem(lang, word);
  if (st.length > SHORT_STEM) return true;
  const gerund = lex.gerunds.get(lang)?.exec(word);
  if (gerund && word.slice(0, gerund.index) === st) return true;
  const key = stemKey(lang, word);
  return ids.some((id) =>
    (lex.concepts.get(id)?.forms[lang] ?? []).some((form) => {
      const f = fold(form);
      if (stemKey(lang, f) !== key) return false;
      const [a, b] = word.length <= f.length ? [word, f] : [f, word];
      return b.startsWith(a) && b.length - a.length <= INFLECTION_TAIL;
    }),
  );
};

/**
 * Concepts named by the words: longest span first, exact folded forms of any language, then Snowball
 * stems of the prompt's language and English. Words in `skip` (time, place, price) are not read.
 */
export const matchConcepts = (
  words: readonly string[],
  lang: Lang,
  lex: CompiledLexicon,
  skip: ReadonlySet<number>,
): ConceptHit[] => {
  const hits: ConceptHit[] = [];
  const used = new Set<number>(skip);
  const stemLangs: Lang[] = lang === 'en' ? ['en'] : [lang, 'en'];
  for (let n = Math.min(lex.maxWords, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      let free = true;
      for (let k = i; k < i + n; k++) if (used.has(k) || !words[k]) free = false;
      if (!free) continue;
      const phrase = words.slice(i, i + n).join(' ');
      // "🧗‍♀️" is listed as "🧗": fall back to the first pictograph of a joined sequence.
      const emojiIds =
        n === 1 ? (lex.emoji.get(phrase) ?? lex.emoji.get(phrase.split('\u200D')[0] ?? '')) : undefined;
      let ids: string[] = emojiIds ?? [];
      if (ids.length === 0) {
        const ex = lex.exact.get(phrase);
        // A form of the prompt's language wins over the same spelling in another language.
        const own = ex?.filter((x) => x.lang === lang || x.lang === 'en');
        // A one-word form of another language that is a small word here ("thé" vs "the") is not it.
        const foreignOk =
          n > 1 || (phrase.length > 3 && !STOPWORDS[lang].has(phrase) && !STOPWORDS.en.has(phrase));
        ids = [...new Set((own && own.length > 0 ? own : foreignOk ? (ex ?? []) : []).map((x) => x.id))];
      }
      if (ids.length === 0 && phrase.length >= 4) {
        for (const l of stemLangs) {
          const st = lex.stemmed.get(stemKey(l, phrase));
          if (st && (n > 1 || sameFamily(phrase, l, st, lex))) {
            ids = st;
            break;
          }
        }
      }
      if (ids.length === 0) continue;
      for (const id of ids) hits.push({ id, start: i, end: i + n, text: phrase });
      for (let k = i; k < i + n; k++) used.add(k);
    }
  }
  matchGapped(words, lang, lex, used, hits);
  return hits.sort((a, b) => a.start - b.start);
};

/** Words a multi-word form may have slipped between its own ("cheer my sister up", "mis dos hijos"). */
const MAX_GAP = 2;

/**
 * Multi-word forms with up to MAX_GAP other words inside them, exact folded forms of the prompt's
 * language or English only: phrasal verbs and possessives split a set phrase ("cheer her up").
 */
const matchGapped = (
  words: readonly string[],
  lang: Lang,
  lex: CompiledLexicon,
  used: Set<number>,
  hits: ConceptHit[],
): void => {
  for (let n = Math.min(lex.maxWords, 4); n >= 2; n--) {
    for (let i = 0; i < words.length; i++) {
      for (let gap = 1; gap <= MAX_GAP; gap++) {
        const span = n + gap;
        if (i + span > words.length) break;
        for (let p = 1; p < n; p++) {
          const idx = [...Array(p).keys()]
            .map((k) => i + k)
            .concat([...Array(n - p).keys()].map((k) => i + p + gap + k));
          if (idx.some((k) => used.has(k) || !words[k])) continue;
          const phrase = idx.map((k) => words[k]).join(' ');
          const ids = [
            ...new Set(
              (lex.exact.get(phrase) ?? [])
                .filter((x) => x.lang === lang || x.lang === 'en')
                .map((x) => x.id),
            ),
          ];
          if (ids.length === 0) continue;
          for (const id of ids) hits.push({ id, start: i, end: i + span, text: phrase });
          for (const k of idx) used.add(k);
        }
      }
    }
  }
};

/** Is the folded word (or phrase) a surface form of some concept, exactly or by stem? */
export const isConceptForm = (word: string, lang: Lang, lex: CompiledLexicon): boolean =>
  lex.exact.has(word) || lex.stemmed.has(stemKey(lang, word)) || lex.stemmed.has(stemKey('en', word));

/**
 * Compounds ("Kindertheater", "Hundepark", "Abendkonzert") split where the tail is a known form and
 * the head (without a linking ending of the language: German s/es/n/en/e) is a known form or a word.
 * Null in a language that does not glue words together.
 */
export const splitCompound = (
  word: string,
  lang: Lang,
  lex: CompiledLexicon,
  known: (w: string) => boolean,
): string[] | null => {
  const linking = lex.compounds.get(lang);
  if (!linking || word.length < 7 || isConceptForm(word, lang, lex)) return null;
  for (let i = 3; i <= word.length - 3; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (!isConceptForm(tail, lang, lex) && !lex.time.byForm.has(tail)) continue;
    for (const h of [head, head.replace(linking, '')]) {
      if (h.length >= 3 && (isConceptForm(h, lang, lex) || lex.time.byForm.has(h) || known(h)))
        return [h, tail];
    }
  }
  return null;
};
