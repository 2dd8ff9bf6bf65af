/** Portuguese place words: prepositions before a place, "near", "near me". */
import type { PlaceWords } from '../types.js';

export const PLACE: PlaceWords = {
  prepositions: ['em', 'no', 'na', 'perto', 'de'],
  near: ['perto', 'junto', 'lado', 'depois', 'arredores', 'próximo', 'frente'],
  nearMe: ['perto de mim', 'aqui perto'],
  nearThere: ['ali perto', 'lá perto', 'por perto', 'perto dali', 'nos arredores', 'na região', 'por ali'],
};
