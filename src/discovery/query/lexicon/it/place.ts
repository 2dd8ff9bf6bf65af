/** Italian place words: prepositions before a place, "near", "near me". */
import type { PlaceWords } from '../types.js';

export const PLACE: PlaceWords = {
  prepositions: ['a', 'in', 'nel', 'nei', 'vicino'],
  near: ['vicino', 'accanto', 'intorno', 'attorno', 'dopo', 'pressi', 'due passi', 'davanti'],
  nearMe: ['vicino a me', 'qui vicino'],
  nearThere: ['lì vicino', 'li vicino', 'là vicino', 'nei dintorni', 'in zona', 'vicino'],
};
