/** English place words: prepositions before a place, "near", "near me". */
import type { PlaceWords } from '../types.js';

export const PLACE: PlaceWords = {
  prepositions: ['in', 'near', 'around', 'at', 'of', 'to'],
  near: [
    'near',
    'around',
    'nearby',
    'close',
    'close to',
    'next to',
    'by',
    'beside',
    'after',
    'steps from',
    'distance',
    'opposite',
  ],
  venue: ['at'],
  nearMe: ['near me', 'nearby', 'close by', 'around here', 'walking distance'],
  notPlaces: ['downtown', 'centre', 'center', 'city', 'old town', 'the park', 'market', 'park'],
  nearThere: [
    'around there',
    'near there',
    'close to there',
    'around it',
    'near it',
    'nearby',
    'in the area',
    'around the area',
  ],
};
