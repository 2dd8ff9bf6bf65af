/**
 * Salience in long messages (verbose query reduction): a 50–120 word message carries one request
 * among background ("my cousin's over from Lyon, she hated the jazz thing last time… ideas for
 * tonight?"). The request is the clauses of a sentence that asks (a "?", a request phrase of
 * lexicon/<lang>/chat.ts such as "any ideas", "je cherche", "me apetece"), from its first asking
 * clause on, and the last sentence (from its first asking clause, else all of it). Background clauses never give a filter (their time and place are
 * read only when the request has none and no background phrase stands in them), their leftover
 * words are no evidence, and their concepts weigh less. Short messages are all request. Pure.
 */
import type { Lang } from '../../platform/i18n/lang.js';
import { LANGUAGE_LEXICONS } from './lexicon/index.js';
import { foldedPhrases } from './text.js';

/** From this many words on, a message is read for salience. */
export const LONG_MESSAGE_WORDS = 20;
/** Weight of a concept named only in a background clause. */
export const BACKGROUND_WEIGHT = 0.15;

/** The same clause split as text.ts `tokenize`, keeping the delimiters. */
const CLAUSE_SPLIT = /([,.;!?()[\]{}¿¡]+|\s[-–—]+\s|\n+)/u;
const SENTENCE_END = /[.;!?\n…]/u;

export interface Salience {
  long: boolean;
  /** Is word i in the request (always true in a short message)? */
  inRequest: (i: number) => boolean;
  /** Is word i in a clause with a background phrase ("last time", "l'an dernier")? */
  inBackground: (i: number) => boolean;
  /** Weight of a concept named at word i: 1 in the request or a liking ("she loves jazz"), else less. */
  weight: (i: number) => number;
}

const phrasesOf = (lang: Lang, pick: 'request' | 'background' | 'likes'): string[][] =>
  foldedPhrases([
    ...LANGUAGE_LEXICONS[lang].chat[pick],
    ...(lang === 'en' ? [] : LANGUAGE_LEXICONS.en.chat[pick]),
  ]);
const PHRASES = new Map<string, string[][]>();
const cached = (lang: Lang, pick: 'request' | 'background' | 'likes'): string[][] => {
  const key = `${lang}|${pick}`;
  let v = PHRASES.get(key);
  if (!v) {
    v = phrasesOf(lang, pick);
    PHRASES.set(key, v);
  }
  return v;
};

/** Words a request phrase may hold inside it ("what I actually need", "was wir unbedingt wollen"). */
const PHRASE_GAP = 2;

/** Does the phrase start at seq[s], with up to PHRASE_GAP other words between its words? */
const phraseAt = (seq: readonly string[], s: number, p: readonly string[]): boolean => {
  if (seq[s] !== p[0]) return false;
  let at = s;
  for (let k = 1; k < p.length; k++) {
    let next = -1;
    for (let j = at + 1; j <= at + 1 + PHRASE_GAP && j < seq.length; j++)
      if (seq[j] === p[k]) {
        next = j;
        break;
      }
    if (next < 0) return false;
    at = next;
  }
  return true;
};

const hasPhrase = (
  words: readonly string[],
  idx: readonly number[],
  phrases: readonly string[][],
): boolean => {
  const seq = idx.map((i) => words[i] ?? '');
  return phrases.some((p) => seq.some((_, s) => phraseAt(seq, s, p)));
};

/** Reads which words of the message carry the request. `text` is the understood head of the prompt. */
export const readSalience = (
  text: string,
  words: readonly string[],
  clauses: readonly number[],
  lang: Lang,
  /** Is word i more than a stop word or chat filler ("thank", "you", "so", "much")? */
  content: (i: number) => boolean = () => true,
): Salience => {
  const all: Salience = { long: false, inRequest: () => true, inBackground: () => false, weight: () => 1 };
  if (words.length < LONG_MESSAGE_WORDS) return all;
  // Clause k is parts[2k]; its delimiters are parts[2k-1] (before) and parts[2k+1] (after).
  const parts = text.split(CLAUSE_SPLIT);
  const clauseCount = Math.ceil(parts.length / 2);
  const sentenceOf: number[] = [];
  const question: boolean[] = [];
  let sentence = 0;
  for (let k = 0; k < clauseCount; k++) {
    sentenceOf.push(sentence);
    const before = parts[2 * k - 1] ?? '';
    const after = parts[2 * k + 1] ?? '';
    question.push(after.includes('?') || before.includes('¿'));
    if (SENTENCE_END.test(after)) sentence++;
  }
  const wordsOf = new Map<number, number[]>();
  clauses.forEach((c, i) => {
    wordsOf.set(c, [...(wordsOf.get(c) ?? []), i]);
  });
  const withWords = [...wordsOf.keys()].sort((a, b) => a - b);
  // The last sentence that says something: a closing "Thank you so much!!" or "Danke!" asks nothing.
  const saying = withWords.filter((c) => (wordsOf.get(c) ?? []).some((i) => content(i)));
  const lastSentence = sentenceOf[saying[saying.length - 1] ?? withWords[withWords.length - 1] ?? 0] ?? 0;
  const request = new Set<number>();
  const background = new Set<number>();
  const liked = new Set<number>();
  const asking = new Map<number, number>();
  const questioned = new Set<number>();
  const firstOf = new Map<number, number>();
  for (const c of withWords) {
    const idx = wordsOf.get(c) ?? [];
    const s = sentenceOf[c] ?? 0;
    if (!firstOf.has(s)) firstOf.set(s, c);
    if (hasPhrase(words, idx, cached(lang, 'background'))) background.add(c);
    if (hasPhrase(words, idx, cached(lang, 'likes'))) liked.add(c);
    if (question[c]) questioned.add(s);
    if (hasPhrase(words, idx, cached(lang, 'request')) && !asking.has(s)) asking.set(s, c);
  }
  // A question with no request phrase in it asks as a whole: "is there anything like that here, to
  // meet people and dance, ideally at the weekend?" asks from its first clause, not its last.
  for (const s of questioned) {
    const first = firstOf.get(s);
    if (!asking.has(s) && first !== undefined) asking.set(s, first);
  }
  // The last sentence asks from its first clause only when no clause of it asks by itself: in "we've
  // walked for days and the kids are tired, any ideas for a calm afternoon?" the request is the question.
  const lastFirst = withWords.find((c) => sentenceOf[c] === lastSentence);
  if (!asking.has(lastSentence) && lastFirst !== undefined) asking.set(lastSentence, lastFirst);
  // From the first asking clause of a sentence to its end.
  for (const c of withWords) {
    const first = asking.get(sentenceOf[c] ?? 0);
    if (first !== undefined && c >= first) request.add(c);
  }
  if (request.size === withWords.length) return all;
  return {
    long: true,
    inRequest: (i) => request.has(clauses[i] ?? -1),
    inBackground: (i) => background.has(clauses[i] ?? -1) && !request.has(clauses[i] ?? -1),
    weight: (i) => (request.has(clauses[i] ?? -1) || liked.has(clauses[i] ?? -1) ? 1 : BACKGROUND_WEIGHT),
  };
};
