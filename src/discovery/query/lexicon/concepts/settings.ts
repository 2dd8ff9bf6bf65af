/** Setting concepts: explicit indoor or outdoor requests. */
import { defineConcepts } from '../define.js';

export const SETTINGS = defineConcepts('setting', [
  {
    id: 'setting.indoor',
    facets: { setting: 'indoor', tags: ['indoor', 'indoors', 'covered'] },
    terms: 'indoor, indoors, inside, covered, undercover',
    emoji: '🏠',
  },
  {
    id: 'setting.outdoor',
    facets: { setting: 'outdoor', tags: ['outdoor', 'outdoors', 'open-air', 'terrace'] },
    terms: 'outdoor, outdoors, outside, open-air, open air, al fresco, terrace, garden, patio',
    emoji: '🌳',
  },
]);
