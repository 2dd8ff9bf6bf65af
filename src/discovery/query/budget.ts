/**
 * Price words of every language (the lexicon's `price` lists): a cap ("under $30", "moins de 20 €",
 * "menos de 20 euros", "unter 20 Euro", "meno di 20 euro", "até 20 reais") and plain "free"/"cheap"
 * when the lexicon has no price concept for them. Amounts are major units of the activity's own
 * currency. Pure.
 */
import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import { markAges } from './ages.js';
import { everyLanguage, LANGUAGE_LEXICONS, type LanguageLexicon } from './lexicon/index.js';
import { CURRENCY_CODES, UNIT_WORDS } from './lexicon/neutral.js';
import { findNumbers, type NumberSpan } from './numerals.js';
import { fold, foldedPhrases } from './text.js';

export interface PriceIntent {
  free: boolean;
  /** Upper bound in major units of the activity's currency ("under $30" → 30). */
  maxMajor: number | null;
  cheap: boolean;
  /** The currency as the person wrote it with the cap ("$", "€", "euros", "quid"), else null. */
  currency?: WrittenCurrency | null;
}

/** A currency as written: its text and whether it stood before the amount ("$40") or after ("40 €"). */
export interface WrittenCurrency {
  text: string;
  before: boolean;
}

/** Currency codes read folded ("usd") are written as codes ("USD"). */
const codeCase = (w: string): string => (CURRENCY_CODES.includes(w) ? w.toUpperCase() : w);

/** "$40", "40€", "40 euros": the amount in the person's own spelling of the currency. */
export const writtenAmount = (amount: number, c: WrittenCurrency): string =>
  c.before ? `${c.text}${amount}` : /^\p{Sc}$/u.test(c.text) ? `${amount}${c.text}` : `${amount} ${c.text}`;

const CAP_CUES: string[][] = foldedPhrases(everyLanguage((l) => l.price.capCues));
const AMOUNT = /^([$€£¥])?(\d{1,6}(?:[.,]\d{1,2})?)([$€£¥])?$/;
const CURRENCY_WORDS: ReadonlySet<string> = new Set(
  [...everyLanguage((l) => l.price.currencies), ...CURRENCY_CODES].map(fold),
);
/** Currency names that mean nothing else: never words to look for, even without an amount. */
const CURRENCY_NAMES: ReadonlySet<string> = new Set(everyLanguage((l) => l.price.currencyNames).map(fold));
/** "under 2 hours" is not a price: words after a number that make it a duration, a distance, a head count. */
const NOT_MONEY: ReadonlySet<string> = new Set(
  [...everyLanguage((l) => l.price.notMoney), ...UNIT_WORDS].map(fold),
);

const AMOUNT_WORDS: ReadonlyMap<string, number> = new Map(
  LANGUAGES.flatMap((l) => Object.entries(LANGUAGE_LEXICONS[l].price.amounts)).map(([k, v]) => [fold(k), v]),
);
const PER_PERSON: string[][] = foldedPhrases(everyLanguage((l) => l.price.perPerson));
const SPLIT: string[][] = foldedPhrases(everyLanguage((l) => l.price.split));
const PARTY_BEFORE: string[][] = foldedPhrases(everyLanguage((l) => l.price.partyBefore));
const PARTY_AFTER: string[][] = foldedPhrases(everyLanguage((l) => l.price.partyAfter));
const PARTY_WORDS: [string[], number][] = LANGUAGES.flatMap((l) =>
  Object.entries(LANGUAGE_LEXICONS[l].price.partyWords).map(([k, v]): [string[], number] => [
    fold(k).split(' '),
    v,
  ]),
).sort((a, b) => b[0].length - a[0].length);
/** A head count is at most this: "for 200" is a price, not a party. */
const MAX_PARTY = 40;
/** "and" of every language: it joins groups of a party ("three kids and two adults") as it joins number parts. */
const GROUP_JOINERS: ReadonlySet<string> = new Set(everyLanguage((l) => l.price.numberJoiners).map(fold));

const at = (words: readonly string[], i: number, phrase: readonly string[]): boolean =>
  phrase.length > 0 && phrase.every((w, k) => words[i + k] === w);
/** The longest phrase of the list that ends right before word i; its length, else 0. */
const endsBefore = (words: readonly string[], i: number, phrases: readonly string[][]): number =>
  Math.max(0, ...phrases.filter((p) => at(words, i - p.length, p)).map((p) => p.length));
const startsAt = (words: readonly string[], i: number, phrases: readonly string[][]): number =>
  Math.max(0, ...phrases.filter((p) => at(words, i, p)).map((p) => p.length));

export interface Budget {
  /** Cap per person in major units, null without one. */
  maxMajor: number | null;
  /** Head count ("a party of five", "on est quatre", "zu sechst"), null without one. */
  partySize: number | null;
  /** The party word after the head count ("two kids", "drei Kinder"): still an audience to read. */
  partyNouns: number[];
  /** The cap's currency as written, null when none was ("under 40"). */
  currency: WrittenCurrency | null;
}

/** Above this head count an amount is read as per person (a group of 12 does not share €50). */
const MAX_SHARED_PARTY = 8;

/** One amount: a number before a currency word or after a currency sign, money slang, or a cue and a number. */
interface Amount {
  value: number;
  start: number;
  end: number;
  currency: WrittenCurrency | null;
  /** Said with a cap cue ("under", "max", "budget of"): a limit, not an amount told in passing. */
  cued: boolean;
}

/**
 * Further groups of a party joined to the first ("three kids and two adults", "zwei Erwachsene und
 * drei Kinder", "deux adultes, trois enfants"): each a number and a party word right after an "and"
 * (or right after the previous group). Returns their head count; marks their words used.
 */
const moreGroups = (
  words: readonly string[],
  used: Set<number>,
  numbers: readonly NumberSpan[],
  from: number,
  nouns: number[],
): number => {
  let total = 0;
  let at = from;
  for (;;) {
    const start = GROUP_JOINERS.has(words[at] ?? '') ? at + 1 : at;
    const n = numbers.find((x) => x.start === start && !used.has(x.start));
    if (!n || n.value < 1 || n.value > MAX_PARTY || !Number.isInteger(n.value)) return total;
    const after = startsAt(words, n.end, PARTY_AFTER);
    if (!after || total + n.value > MAX_PARTY) return total;
    for (let k = at; k < n.end + after; k++) used.add(k);
    for (let k = 0; k < after; k++) nouns.push(n.end + k);
    total += n.value;
    at = n.end + after;
  }
};

/**
 * The head count: a party phrase ("zu sechst"), a number after a party cue ("party of", "somos") or
 * before a party word ("people", "of us"). Returns its span and whether a split cue ("between")
 * stands before it ("sixty dollars between three of us").
 */
const findParty = (words: readonly string[], used: Set<number>, numbers: readonly NumberSpan[]) => {
  for (let i = 0; i < words.length; i++) {
    const phrase = PARTY_WORDS.find(([p]) => at(words, i, p));
    if (phrase && !used.has(i)) {
      for (let k = 0; k < phrase[0].length; k++) used.add(i + k);
      return { size: phrase[1], split: false, nouns: [] as number[] };
    }
  }
  for (const n of numbers) {
    if (n.value < 1 || n.value > MAX_PARTY || !Number.isInteger(n.value) || used.has(n.start)) continue;
    const before = endsBefore(words, n.start, PARTY_BEFORE);
    const after = startsAt(words, n.end, PARTY_AFTER);
    const split = endsBefore(words, n.start, SPLIT);
    if (!before && !after && !split) continue;
    // "for 5 days", "pour 3 nuits": a duration, not a head count.
    if (!after && NOT_MONEY.has(words[n.end] ?? '')) continue;
    for (let k = n.start - Math.max(before, split); k < n.end + after; k++) used.add(k);
    const nouns = Array.from({ length: after }, (_, k) => n.end + k);
    const more = after ? moreGroups(words, used, numbers, n.end + after, nouns) : 0;
    return { size: n.value + more, split: split > 0, nouns };
  }
  return null;
};

/** Amounts of money in the words; marks their words used. */
const findAmounts = (
  words: readonly string[],
  used: Set<number>,
  numbers: readonly NumberSpan[],
): Amount[] => {
  const out: Amount[] = [];
  for (let i = 0; i < words.length; i++) {
    const slang = AMOUNT_WORDS.get(words[i] ?? '');
    if (slang !== undefined && !used.has(i)) {
      // Money slang names its currency ("a tenner", "a fiver") only in the catalogue's own.
      out.push({
        value: slang,
        start: i,
        end: i + 1,
        currency: null,
        cued: endsBefore(words, i, CAP_CUES) > 0,
      });
      used.add(i);
    }
  }
  for (const n of numbers) {
    if (used.has(n.start)) continue;
    const word = words[n.start] ?? '';
    const sign = AMOUNT.exec(word);
    const currencyAfter = CURRENCY_WORDS.has(words[n.end] ?? '');
    const cue = endsBefore(words, n.start, CAP_CUES);
    const signed = Boolean(sign && (sign[1] || sign[3]));
    if (!signed && !currencyAfter && !cue) continue;
    // "under 2 hours" is not a price: without a currency the cue needs a number of plausible money size.
    if (!signed && !currencyAfter && NOT_MONEY.has(words[n.end] ?? '')) continue;
    const end = currencyAfter ? n.end + 1 : n.end;
    for (let k = n.start - cue; k < end; k++) used.add(k);
    const currency: WrittenCurrency | null = sign?.[1]
      ? { text: sign[1], before: true }
      : sign?.[3]
        ? { text: sign[3], before: false }
        : currencyAfter
          ? { text: codeCase(words[n.end] ?? ''), before: false }
          : null;
    out.push({ value: n.value, start: n.start - cue, end, currency, cued: cue > 0 });
  }
  return out;
};

/**
 * The budget: amounts of money ("under $30", "twenty quid each", "a tenner", "trente balles",
 * "veinte pavos", "zehn Kröten"), numbers written in words, and the head count told apart from
 * prices ("for a party of five", "sixty dollars between three of us" = 20 each). A total shared
 * "between" a head count becomes a cap per person. Marks the words it used.
 */
export const readBudget = (
  words: readonly string[],
  used: Set<number>,
  lang: Lang,
  /** Words kept for a set phrase that may also be a head count ("the two of us", "zu zweit"). */
  shared: ReadonlySet<number> = new Set(),
  /**
   * Long messages: is an amount at word i told in passing ("she spent 300 pounds on the train")?
   * Such an amount, unless a cap cue says it is a limit, is no price cap (its words stay used).
   */
  incidental: (i: number, cued: boolean) => boolean = () => false,
): Budget => {
  // Digits with a currency sign ("$30", "20€") stay numbers of their own.
  // A set phrase may hold the head count ("dinner for two" is a couple too): its number is still read.
  const numbers = findNumbers(words, lang, new Set([...used].filter((i) => !shared.has(i)))).concat(
    words.flatMap((w, i) => {
      const m = AMOUNT.exec(w);
      return m && (m[1] || m[3]) && !used.has(i)
        ? [{ start: i, end: i + 1, value: Number((m[2] ?? '0').replace(',', '.')) }]
        : [];
    }),
  );
  const byStart = new Map<number, NumberSpan>();
  for (const n of numbers) if (!byStart.has(n.start)) byStart.set(n.start, n);
  const spans = [...byStart.values()].sort((a, b) => a.start - b.start);
  // "with 2 kids under 5": an age, never a price.
  markAges(words, used, spans);
  const amounts = findAmounts(words, used, spans).filter((a) => !incidental(a.start, a.cued));
  const partyUsed = new Set([...used].filter((i) => !shared.has(i)));
  const party = findParty(words, partyUsed, spans);
  for (const i of partyUsed) if (!shared.has(i)) used.add(i);
  for (const n of spans) if (n.value >= 2) for (let k = n.start; k < n.end; k++) used.add(k);
  // "paying in dollars", "en dólares": the currency is said, never a word to look for.
  words.forEach((w, i) => {
    if (CURRENCY_NAMES.has(w)) used.add(i);
  });
  const first = amounts[0];
  const partyNouns = party?.nouns ?? [];
  if (!first) return { maxMajor: null, partySize: party?.size ?? null, partyNouns, currency: null };
  const perPerson = startsAt(words, first.end, PER_PERSON) > 0;
  for (let k = first.end; k < first.end + startsAt(words, first.end, PER_PERSON); k++) used.add(k);
  // Tickets are priced per person: an amount said for a whole party ("a hundred and fifty bucks
  // for the two of us", "zu zweit, höchstens hundert Euro") is shared unless "each" says otherwise.
  const maxMajor =
    party && !perPerson && party.size > 1 && party.size <= MAX_SHARED_PARTY
      ? Math.round((first.value / party.size) * 100) / 100
      : first.value;
  return { maxMajor, partySize: party?.size ?? null, partyNouns, currency: first.currency };
};

/** Finds a price cap; marks the words it used (English number words and digits). */
export const findPriceCap = (words: readonly string[], used: Set<number>): number | null =>
  readBudget(words, used, 'en').maxMajor;

/** Built-in "free" and "cheap" words, read only when the lexicon has no price concept for them. */
const priceWords = (pick: (l: LanguageLexicon) => readonly string[]): Record<Lang, string[]> => {
  const out = {} as Record<Lang, string[]>;
  for (const lang of LANGUAGES) out[lang] = pick(LANGUAGE_LEXICONS[lang]).map(fold);
  return out;
};
export const FREE_WORDS: Record<Lang, string[]> = priceWords((l) => l.price.free);
export const CHEAP_WORDS: Record<Lang, string[]> = priceWords((l) => l.price.cheap);
