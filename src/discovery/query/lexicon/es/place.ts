/** Spanish place words: prepositions before a place, "near", "near me". */
import type { PlaceWords } from '../types.js';

export const PLACE: PlaceWords = {
  prepositions: ['en', 'a', 'cerca', 'por', 'de'],
  near: ['cerca', 'junto', 'lado', 'alrededor', 'después', 'frente', 'pasos'],
  nearMe: ['cerca de mí', 'cerca de aquí'],
  nearThere: ['por ahí', 'cerca de ahí', 'cerca de allí', 'alrededor', 'por la zona', 'en la zona', 'cerca'],
};
