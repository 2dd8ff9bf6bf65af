/**
 * The language folders, keyed by language code: the one place a new folder is listed. The type asks
 * for a folder for every language of `LANGUAGES` (src/platform/i18n/lang.ts, which lists the
 * languages that have a message catalogue), so a language without its words does not compile.
 */
import type { Lang } from '../../../platform/i18n/lang.js';
import { DE } from './de/index.js';
import { EN } from './en/index.js';
import { ES } from './es/index.js';
import { FR } from './fr/index.js';
import { IT } from './it/index.js';
import { PT } from './pt/index.js';
import type { LanguageLexicon } from './types.js';

export const LANGUAGE_LEXICONS: Readonly<Record<Lang, LanguageLexicon>> = {
  en: EN,
  fr: FR,
  es: ES,
  de: DE,
  it: IT,
  pt: PT,
};
