/**
 * Text primitives of the query pipeline: folding (NFKD, no accents, lower case), clause-aware
 * tokenising that keeps emoji as tokens of their own, and a capped edit distance. Pure.
 */

/** NFKD, no diacritics, lower case, punctuation as spaces (colons survive inside clock times). */
export const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}$€£¥:]+/gu, ' ')
    .replace(/(?<!\d):|:(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Phrases as lists of folded words, for matching against a prompt's words ("près d'ici" → pres d ici). */
export const foldedPhrases = (phrases: readonly string[]): string[][] =>
  phrases.map((p) => fold(p).split(' '));

/** One emoji with its joiners and modifiers; variation selectors and skin tones are dropped on read. */
const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*/gu;

/** An emoji reduced to its base pictographs (no variation selector, no skin tone). */
export const normaliseEmoji = (e: string): string => e.replace(/[\uFE0F\p{Emoji_Modifier}]/gu, '');

export interface Token {
  /** Folded word ("musee"), or a normalised emoji. */
  text: string;
  /** Clause number: punctuation (, . ; ! ? : ( ) and dashes) starts a new clause (negation scope ends). */
  clause: number;
  emoji: boolean;
}

/** Splits a prompt into folded word and emoji tokens, numbering clauses at punctuation. */
export const tokenize = (prompt: string): Token[] => {
  const out: Token[] = [];
  const clauses = prompt.split(/[,.;!?()[\]{}¿¡]+|\s[-–—]+\s|\n+/u);
  clauses.forEach((clause, c) => {
    // Emoji first: folding would drop them.
    const parts = clause.split(EMOJI);
    const emoji = clause.match(EMOJI) ?? [];
    parts.forEach((part, i) => {
      for (const w of fold(part).split(' ')) if (w) out.push({ text: w, clause: c, emoji: false });
      const e = emoji[i];
      if (e) out.push({ text: normaliseEmoji(e), clause: c, emoji: true });
    });
  });
  return out;
};

/** Optimal-string-alignment distance, capped: anything above `cap` returns cap + 1. */
export const editDistance = (a: string, b: string, cap: number): number => {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j] ?? 0;
    prev = cur;
    if (rowMin > cap) return cap + 1;
  }
  return prev[b.length] ?? cap + 1;
};

/** Title case for labels built from slugs ("new-york" → "New York"). */
export const cityLabel = (slug: string): string =>
  slug
    .split('-')
    .map((w) => (w.length > 0 ? (w[0] ?? '').toUpperCase() + w.slice(1) : w))
    .join(' ');
