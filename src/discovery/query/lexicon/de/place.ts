/** German place words: prepositions before a place, "near", "near me". */
import type { PlaceWords } from '../types.js';

export const PLACE: PlaceWords = {
  prepositions: ['in', 'bei', 'im', 'nahe', 'um', 'zu', 'nach'],
  near: ['nahe', 'nähe', 'neben', 'beim', 'rund um', 'gegenüber', 'unweit'],
  nearMe: ['in der nähe', 'in meiner nähe'],
  nearThere: ['da in der nähe', 'dort in der nähe', 'in der nähe', 'drumherum', 'in der umgebung'],
};
