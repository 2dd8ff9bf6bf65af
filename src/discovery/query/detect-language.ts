/**
 * Which supported language a prompt is written in. Chat prompts are short, so a statistical
 * detector (tinyld) votes together with the lexicons: distinctive stop words and concept forms.
 * Accept-Language breaks ties; English is the last resort. Pure.
 */
import { detectAll } from 'tinyld/light';
import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import type { CompiledLexicon } from './concepts.js';
import { STOPWORDS } from './language-data.js';
import { LANGUAGE_LEXICONS } from './lexicon/languages.js';
import { fold } from './text.js';

/** A concept form's word, a noun as often as not, votes this much (a time word 1, a function word 0.6). */
const FORM_VOTE = 0.5;
/** A chat or price word of the lexicon ("any ideas", "je cherche", "paus", "menos de") votes this much. */
const CHAT_VOTE = 0.8;

let chatWords: Map<string, Set<Lang>> | null = null;
/**
 * Each language's chat and price words, whole (one to three words): filler and request phrases,
 * cap cues, currencies and per-person words. Words people wrap a request in, never nouns that travel.
 */
const chatWordLanguages = (): Map<string, Set<Lang>> => {
  if (chatWords) return chatWords;
  const out = new Map<string, Set<Lang>>();
  for (const l of LANGUAGES) {
    const { chat, price } = LANGUAGE_LEXICONS[l];
    for (const p of [
      ...chat.filler,
      ...chat.request,
      ...price.capCues,
      ...price.currencies,
      ...price.perPerson,
    ]) {
      const f = fold(p);
      if (!f || f.split(' ').length > 3) continue;
      const set = out.get(f) ?? new Set<Lang>();
      set.add(l);
      out.set(f, set);
    }
  }
  chatWords = out;
  return out;
};

/** Chat and price words and phrases vote for their languages; one shared by k gives each 1/k. */
const chatVotes = (words: readonly string[], scores: Record<Lang, number>): void => {
  const table = chatWordLanguages();
  for (let n = 1; n <= 3; n++)
    for (let i = 0; i + n <= words.length; i++) {
      const langs = table.get(words.slice(i, i + n).join(' '));
      if (langs && langs.size < LANGUAGES.length) for (const l of langs) scores[l] += CHAT_VOTE / langs.size;
    }
};

const isLang = (s: string): s is Lang => (LANGUAGES as readonly string[]).includes(s);

/** Supported languages in the order of an Accept-Language list (`pt-BR` → pt). */
export const acceptedLanguages = (preferences: readonly string[]): Lang[] => {
  const out: Lang[] = [];
  for (const p of preferences) {
    const base = p.split('-')[0] ?? '';
    if (isLang(base) && !out.includes(base)) out.push(base);
  }
  return out;
};

export interface LanguageGuess {
  lang: Lang;
  scores: Record<Lang, number>;
}

/**
 * The lexicon's own negation words vote too ("que no sea", "ni", "nem", "kein"): on a short prompt
 * they tell Spanish from Portuguese better than letter statistics. A phrase shared by k languages
 * gives each 1/k.
 */
const negationVotes = (
  words: readonly string[],
  lex: CompiledLexicon,
  scores: Record<Lang, number>,
): void => {
  const owners = new Map<string, Set<Lang>>();
  for (const l of LANGUAGES) {
    const n = lex.negation[l];
    for (const p of [...n.cues.map((c) => c.words), ...n.extenders]) {
      const key = p.join(' ');
      const set = owners.get(key) ?? new Set<Lang>();
      set.add(l);
      owners.set(key, set);
    }
  }
  for (let n = 1; n <= 3; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      const langs = owners.get(words.slice(i, i + n).join(' '));
      if (langs && langs.size < LANGUAGES.length) for (const l of langs) scores[l] += (0.5 * n) / langs.size;
    }
  }
};

export const detectLanguage = (
  text: string,
  words: readonly string[],
  lex: CompiledLexicon,
  accepted: readonly Lang[],
): LanguageGuess => {
  const scores = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Lang, number>;
  if (text.trim().length >= 3) {
    for (const d of detectAll(text, { only: [...LANGUAGES] })) {
      if (isLang(d.lang)) scores[d.lang] += 1.5 * d.accuracy;
    }
  }
  // A word shared by k languages gives each 1/k: "con" says es/it, "avec" says fr.
  for (const w of words) {
    if (w.length < 2) continue;
    const stopLangs = LANGUAGES.filter((l) => STOPWORDS[l].has(w));
    for (const l of stopLangs) scores[l] += 0.6 / stopLangs.length;
    // A function word of several languages votes as one, never again as a word of some form or time
    // phrase ("no" of Portuguese "no fim de semana" in "no cantinas no clubs").
    if (stopLangs.length > 1) continue;
    // Nouns travel ("cantinas", "tapas", "Biergarten" in an English prompt): a concept's form says
    // less of the language than its function and time words.
    const formLangs = lex.formWords.get(w);
    if (formLangs && formLangs.size < LANGUAGES.length)
      for (const l of formLangs) scores[l] += FORM_VOTE / formLangs.size;
    const timeLangs = lex.timeWords.get(w);
    if (timeLangs && timeLangs.size < LANGUAGES.length)
      for (const l of timeLangs) scores[l] += 1 / timeLangs.size;
  }
  // Whole phrases say more than words: "ce week end", "esta noche", "heute abend", "hen party".
  for (let n = 2; n <= 3; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(' ');
      const langs = new Set<Lang>([
        ...(lex.timeWords.get(phrase) ?? []),
        ...(lex.exact.get(phrase) ?? []).map((x) => x.lang),
      ]);
      if (langs.size > 0 && langs.size < LANGUAGES.length)
        for (const l of langs) scores[l] += 1.5 / langs.size;
    }
  }
  negationVotes(words, lex, scores);
  chatVotes(words, scores);
  accepted.forEach((l, i) => {
    scores[l] += i === 0 ? 0.5 : 0.2;
  });
  scores.en += 0.05;
  let lang: Lang = 'en';
  for (const l of LANGUAGES) if (scores[l] > scores[lang]) lang = l;
  return { lang, scores };
};
