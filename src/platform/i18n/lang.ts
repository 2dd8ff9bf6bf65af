/**
 * The languages Jaunt understands and answers in: those with a message catalogue, listed here with
 * it (English first: the fallback). Each also has a folder of words under
 * src/discovery/query/lexicon/, listed in its languages.ts, whose type asks for one per language here.
 */
import { MESSAGES_DE } from './de.js';
import { MESSAGES_ES } from './es.js';
import { MESSAGES_FR } from './fr.js';
import { MESSAGES_IT } from './it.js';
import { type Catalog, EN } from './messages.js';
import { MESSAGES_PT } from './pt.js';

/** Every language's message catalogue, keyed by its ISO 639-1 code. */
export const CATALOGUES = {
  en: EN,
  fr: MESSAGES_FR,
  es: MESSAGES_ES,
  de: MESSAGES_DE,
  it: MESSAGES_IT,
  pt: MESSAGES_PT,
} satisfies Readonly<Record<string, Catalog>>;

export type Lang = keyof typeof CATALOGUES;
export const LANGUAGES = Object.keys(CATALOGUES) as readonly Lang[];
