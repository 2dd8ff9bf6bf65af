/** Setting concepts: explicit indoor or outdoor requests. */
import { defineConcepts } from '../define.js';

export const SETTINGS = defineConcepts('setting', [
  {
    id: 'setting.indoor',
    facets: { setting: 'indoor', tags: ['indoor', 'indoors', 'covered'] },
    terms: 'indoor, indoors, inside, covered, undercover',
    forms: {
      en: 'indoor, indoors, inside, covered, under a roof, undercover, stay dry',
      fr: "intérieur, en intérieur, à l'intérieur, couvert, à l'abri, au sec, indoor",
      es: 'interior, en interior, bajo techo, techado, cubierto, a cubierto, adentro, dentro, indoor',
      de: 'drinnen, innen, indoor, überdacht, im trockenen, unter dach, in der halle',
      it: "al chiuso, interno, all'interno, al coperto, coperto, indoor, dentro",
      pt: 'interior, lugar fechado, no interior, coberto, lugar coberto, ambiente fechado, indoor, dentro',
    },
    emoji: '🏠',
  },
  {
    id: 'setting.outdoor',
    facets: { setting: 'outdoor', tags: ['outdoor', 'outdoors', 'open-air', 'terrace'] },
    terms: 'outdoor, outdoors, outside, open-air, open air, al fresco, terrace, garden, patio',
    forms: {
      en: 'outdoor, outdoors, outside, open air, open-air, al fresco, alfresco, terrace, patio, beer garden seating, under the sky',
      fr: "extérieur, en extérieur, à l'extérieur, dehors, plein air, en plein air, terrasse, terrasses, outdoor",
      es: 'exterior, en exterior, afuera, fuera, al aire libre, terraza, terrazas, patio, outdoor',
      de: 'draußen, im freien, outdoor, unter freiem himmel, open air, terrasse, außenbereich, freiluft',
      it: "all'aperto, all'aria aperta, fuori, esterno, all'esterno, terrazza, dehors, outdoor",
      pt: 'ao ar livre, lá fora, externo, ambiente externo, área externa, esplanada, terraço, outdoor',
    },
    emoji: '🌳',
  },
]);
