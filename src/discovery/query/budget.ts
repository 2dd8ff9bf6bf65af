/**
 * Price words in six languages: a cap ("under $30", "moins de 20 €", "menos de 20 euros", "unter
 * 20 Euro", "meno di 20 euro", "até 20 reais") and plain "free"/"cheap" when the lexicon has no price
 * concept for them. Amounts are major units of the activity's own currency. Pure.
 */
import type { Lang } from '../../platform/i18n/lang.js';

export interface PriceIntent {
  free: boolean;
  /** Upper bound in major units of the activity's currency ("under $30" → 30). */
  maxMajor: number | null;
  cheap: boolean;
}

const CAP_CUES: string[][] = [
  'under',
  'below',
  'less than',
  'cheaper than',
  'max',
  'maximum',
  'up to',
  'upto',
  'no more than',
  'at most',
  'within',
  'moins de',
  'sous',
  'pas plus de',
  'jusqu a',
  'maxi',
  'menos de',
  'por menos de',
  'hasta',
  'maximo',
  'no mas de',
  'unter',
  'weniger als',
  'hochstens',
  'maximal',
  'bis zu',
  'meno di',
  'sotto i',
  'sotto',
  'massimo',
  'fino a',
  'non piu di',
  'ate',
  'abaixo de',
  'no maximo',
].map((c) => c.split(' '));

const AMOUNT = /^([$€£¥])?(\d{1,6}(?:[.,]\d{1,2})?)([$€£¥])?$/;
const CURRENCY_WORDS = new Set([
  'dollars',
  'dollar',
  'bucks',
  'euros',
  'euro',
  'eur',
  'usd',
  'pounds',
  'pound',
  'gbp',
  'quid',
  'pesos',
  'peso',
  'mxn',
  'yen',
  'reais',
  'real',
  'brl',
  'francs',
  'chf',
  'e',
]);

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
    if (
      cue &&
      !currency &&
      /^(hours?|heures?|horas?|stunden?|ore|minutes?|min|km|people|personnes?|personas?)$/.test(
        words[j + 1] ?? '',
      )
    )
      continue;
    for (let k = i; k <= j; k++) used.add(k);
    if (CURRENCY_WORDS.has(words[j + 1] ?? '')) used.add(j + 1);
    return Number((m[2] ?? '0').replace(',', '.'));
  }
  return null;
};

/** Built-in "free" and "cheap" words, read only when the lexicon has no price concept for them. */
export const FREE_WORDS: Record<Lang, string[]> = {
  en: ['free', 'free entry', 'free admission', 'no cost', 'for free'],
  fr: ['gratuit', 'gratuite', 'gratuits', 'gratuites', 'gratis', 'entree libre'],
  es: ['gratis', 'gratuito', 'gratuita', 'gratuitos', 'gratuitas', 'entrada libre'],
  de: ['kostenlos', 'gratis', 'umsonst', 'eintritt frei', 'kostenfrei'],
  it: ['gratis', 'gratuito', 'gratuita', 'gratuiti', 'ingresso libero'],
  pt: ['gratis', 'gratuito', 'gratuita', 'gratuitos', 'entrada livre', 'de graca'],
};
export const CHEAP_WORDS: Record<Lang, string[]> = {
  en: ['cheap', 'budget', 'affordable', 'inexpensive', 'low cost', 'on a budget', 'broke'],
  fr: ['pas cher', 'pas chere', 'bon marche', 'petit budget', 'abordable'],
  es: ['barato', 'barata', 'baratos', 'economico', 'economica', 'poco dinero'],
  de: ['billig', 'gunstig', 'preiswert', 'kleines budget'],
  it: ['economico', 'economica', 'poco costoso', 'low cost'],
  pt: ['barato', 'barata', 'baratos', 'economico', 'em conta'],
};
