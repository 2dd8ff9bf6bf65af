/**
 * Authoring helpers for the language folders: a negation cue or a time phrase on one short line.
 * They only build data; nothing here reads a language.
 */
import type { CueStrength, NegationCue, TimeDay, TimePart, TimePhrase } from './types.js';

/** A cue that negates what follows it, up to `maxTokens` content words ("no", "sans", "ohne"). */
export const pre = (cue: string, strength: CueStrength = 'exclude', maxTokens = 3): NegationCue => ({
  cue,
  position: 'pre',
  scope: 'phrase',
  maxTokens,
  strength,
});

/** A cue that negates only the next concept or content word ("nothing fancy", "rien de cher"). */
export const term = (cue: string, strength: CueStrength = 'exclude'): NegationCue => ({
  cue,
  position: 'pre',
  scope: 'term',
  maxTokens: 1,
  strength,
});

/** A cue that negates what comes before it ("clubs, no thanks", "Kino lieber nicht"). */
export const post = (cue: string, strength: CueStrength = 'exclude', maxTokens = 3): NegationCue => ({
  cue,
  position: 'post',
  scope: 'phrase',
  maxTokens,
  strength,
});

/** A cue that also starts a price or count phrase when a number follows ("menos de 20"). */
export const beforeNumberToo = (cue: NegationCue): NegationCue => ({ ...cue, notBeforeNumber: true });

/** A time phrase with its day and part of day. */
export const p = (form: string, day?: TimeDay, part?: TimePart): TimePhrase => {
  const base: TimePhrase = { form };
  const withDay = day === undefined ? base : { ...base, day };
  return part === undefined ? withDay : { ...withDay, part };
};
