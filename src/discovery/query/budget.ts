/**
 * Price words of every language (the lexicon's `price` lists): a cap ("under $30", "moins de 20 €",
 * "menos de 20 euros", "unter 20 Euro", "meno di 20 euro", "até 20 reais") and plain "free"/"cheap"
 * when the lexicon has no price concept for them. Amounts are major units of the activity's own
 * currency. Pure.
 */
import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import { everyLanguage, LANGUAGE_LEXICONS, type LanguageLexicon } from './lexicon/index.js';
import { CURRENCY_CODES, UNIT_WORDS } from './lexicon/neutral.js';
import { fold, foldedPhrases } from './text.js';

export interface PriceIntent {
  free: boolean;
  /** Upper bound in major units of the activity's currency ("under $30" → 30). */
  maxMajor: number | null;
  cheap: boolean;
}

const CAP_CUES: string[][] = foldedPhrases(everyLanguage((l) => l.price.capCues));
const AMOUNT = /^([$€£¥])?(\d{1,6}(?:[.,]\d{1,2})?)([$€£¥])?$/;
const CURRENCY_WORDS: ReadonlySet<string> = new Set(
  [...everyLanguage((l) => l.price.currencies), ...CURRENCY_CODES].map(fold),
);
/** "under 2 hours" is not a price: words after a number that make it a duration, a distance, a head count. */
const NOT_MONEY: ReadonlySet<string> = new Set(
  [...everyLanguage((l) => l.price.notMoney), ...UNIT_WORDS].map(fold),
);

/** Finds a price cap; marks the words it used. */
export const findPriceCap = (words: readonly string[], used: Set<number>): number | null => {
  for (let i = 0; i < words.length; i++) {
    const cue = CAP_CUES.find((c) => c.every((w, k) => words[i + k] === w));
    const j = cue ? i + cue.length : i;
    const m = AMOUNT.exec(words[j] ?? '');
    if (!m) continue;
    const currency = Boolean(m[1] || m[3] || CURRENCY_WORDS.has(words[j + 1] ?? ''));
    if (!cue && !currency) continue;
    // "under 2 hours" is not a price: without a currency the cue needs a number of plausible money size.
    if (cue && !currency && NOT_MONEY.has(words[j + 1] ?? '')) continue;
    for (let k = i; k <= j; k++) used.add(k);
    if (CURRENCY_WORDS.has(words[j + 1] ?? '')) used.add(j + 1);
    return Number((m[2] ?? '0').replace(',', '.'));
  }
  return null;
};

/** Built-in "free" and "cheap" words, read only when the lexicon has no price concept for them. */
const priceWords = (pick: (l: LanguageLexicon) => readonly string[]): Record<Lang, string[]> => {
  const out = {} as Record<Lang, string[]>;
  for (const lang of LANGUAGES) out[lang] = pick(LANGUAGE_LEXICONS[lang]).map(fold);
  return out;
};
export const FREE_WORDS: Record<Lang, string[]> = priceWords((l) => l.price.free);
export const CHEAP_WORDS: Record<Lang, string[]> = priceWords((l) => l.price.cheap);
