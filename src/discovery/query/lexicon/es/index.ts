/**
 * Spanish: every word Jaunt reads Spanish prompts with, and the packages that know the language.
 * A new language is a folder like this one, listed in ../languages.ts.
 */
import type { LanguageLexicon } from '../types.js';
import { CHAT } from './chat.js';
import { CONCEPT_FORMS } from './concepts.js';
import { NEGATION } from './negation.js';
import { PLACE } from './place.js';
import { PRICE } from './price.js';
import { TIME } from './time.js';

export const ES: LanguageLexicon = {
  resources: { snowball: 'spanish', dictionary: 'an-array-of-spanish-words', chrono: 'es' },
  concepts: CONCEPT_FORMS,
  chat: CHAT,
  negation: NEGATION,
  time: TIME,
  price: PRICE,
  place: PLACE,
  gerunds: ['ando', 'iendo'],
};
