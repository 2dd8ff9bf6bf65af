/**
 * Ages are not prices: a number bound right after a word for children ("with 2 kids under 5", "con
 * niños menores de 6", "mit Kindern unter 10", "des enfants de moins de 8 ans", "kids aged 3 and 5")
 * is an age. Its cue, number, joined numbers and age unit are marked used, so no budget and no word
 * to look for comes of them; the child word stays for the audience it names. Pure.
 */
import { LANGUAGES } from '../../platform/i18n/lang.js';
import { AGE_WORDS } from './lexicon/age-words.js';
import { everyLanguage } from './lexicon/index.js';
import type { NumberSpan } from './numerals.js';
import { fold, foldedPhrases } from './text.js';

const phrasesOf = (pick: 'persons' | 'cues' | 'units'): string[][] =>
  foldedPhrases(LANGUAGES.flatMap((l) => AGE_WORDS[l][pick])).sort((a, b) => b.length - a.length);
const PERSONS = phrasesOf('persons');
const CUES = phrasesOf('cues');
const UNITS = phrasesOf('units');
/** "and", "et", "y", "und", "e" of every language, and a comma's absence: "aged 3 and 5". */
const JOINERS: ReadonlySet<string> = new Set(everyLanguage((l) => l.price.numberJoiners).map(fold));
/** Words that make a number money after all ("kids under 10 euros"). */
const MONEY: ReadonlySet<string> = new Set(everyLanguage((l) => l.price.currencies).map(fold));
/** Nobody's age is above this. */
const MAX_AGE = 19;

const lengthAt = (words: readonly string[], i: number, phrases: readonly string[][]): number =>
  phrases.find((p) => p.every((w, k) => words[i + k] === w))?.length ?? 0;

/** Marks the words of ages said of children as used; returns how many ages it read. */
export const markAges = (
  words: readonly string[],
  used: Set<number>,
  numbers: readonly NumberSpan[],
): number => {
  const byStart = new Map(numbers.map((n) => [n.start, n]));
  const ageAt = (i: number): NumberSpan | null => {
    const n = byStart.get(i);
    return n && n.value >= 0 && n.value <= MAX_AGE && !MONEY.has(words[n.end] ?? '') ? n : null;
  };
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    const person = lengthAt(words, i, PERSONS);
    if (!person) continue;
    const from = i + person;
    const cue = lengthAt(words, from, CUES);
    let n = ageAt(from + cue);
    if (!n) continue;
    let end = n.end;
    // "aged 3 and 5", "de 4 y 7 años": more ages joined to the first.
    for (;;) {
      const next = JOINERS.has(words[end] ?? '') ? ageAt(end + 1) : null;
      if (!next) break;
      n = next;
      end = next.end;
    }
    const unit = lengthAt(words, end, UNITS);
    // Without a cue the number needs its unit ("kids 5 years old"): "two kids 20 bucks" is money.
    if (!cue && !unit) continue;
    for (let k = from; k < end + unit; k++) used.add(k);
    count++;
    i = end + unit - 1;
  }
  return count;
};
