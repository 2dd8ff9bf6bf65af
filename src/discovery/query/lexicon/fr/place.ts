/** French place words: prepositions before a place, "near", "near me". */
import type { PlaceWords } from '../types.js';

export const PLACE: PlaceWords = {
  prepositions: ['à', 'au', 'aux', 'en', 'dans', 'près', 'de'],
  near: ['près', 'proche', 'côté', 'autour', 'après', 'pas loin', 'deux pas', 'face'],
  nearMe: ['près de chez moi', "près d'ici", 'autour de moi'],
  nearThere: ['autour', 'à côté', 'pas loin', 'dans le coin', 'aux alentours', 'dans les environs'],
};
