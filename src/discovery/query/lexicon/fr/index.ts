/**
 * French: every word Jaunt reads French prompts with, and the packages that know the language.
 * A new language is a folder like this one, listed in ../languages.ts.
 */
import type { LanguageLexicon } from '../types.js';
import { CHAT } from './chat.js';
import { CONCEPT_FORMS } from './concepts.js';
import { NEGATION } from './negation.js';
import { PLACE } from './place.js';
import { PRICE } from './price.js';
import { TIME } from './time.js';

export const FR: LanguageLexicon = {
  resources: { snowball: 'french', dictionary: 'an-array-of-french-words', chrono: 'fr' },
  concepts: CONCEPT_FORMS,
  chat: CHAT,
  negation: NEGATION,
  time: TIME,
  price: PRICE,
  place: PLACE,
  gerunds: ['ant'],
};
