/**
 * The languages Jaunt understands and answers in. Each has a folder of word lists under
 * src/discovery/query/lexicon/ and a message catalogue beside this file.
 */
export const LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'pt'] as const;
export type Lang = (typeof LANGUAGES)[number];
