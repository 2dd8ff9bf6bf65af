/** Weather concepts: the sky decides indoor or outdoor. They rank; they never filter. */
import { defineConcepts } from '../define.js';

export const WEATHER = defineConcepts('weather', [
  {
    id: 'weather.rain',
    facets: { setting: 'indoor', tags: ['indoor', 'rainy-day', 'covered'] },
    terms: 'indoor, indoors, covered, rainy day, undercover',
    emoji: '🌧️ ☔ ⛈️ 🌦️ ☂️ 🌂 🌩️',
  },
  {
    id: 'weather.sunny',
    facets: { setting: 'outdoor', tags: ['outdoor', 'terrace', 'sunny'] },
    terms: 'outdoor, outdoors, open-air, terrace, garden, sunshine, alfresco',
    emoji: '☀️ 🌞 🌤️ 😎 ⛅',
  },
  {
    id: 'weather.cold',
    facets: { setting: 'indoor', tags: ['indoor', 'cozy', 'heated', 'fireplace'] },
    terms: 'indoor, cozy, warm, heated, fireplace, hot drinks',
    emoji: '❄️ 🥶 🌨️ ☃️ ⛄',
  },
  {
    id: 'weather.hot',
    facets: {
      categories: ['swimming', 'beach', 'water-park', 'dessert', 'ice-cream', 'aquarium', 'cinema', 'museum'],
      tags: ['air-conditioned', 'shade', 'water'],
    },
    terms: 'air-conditioned, air conditioning, shade, cool, pool, water, ice cream, swim, lido',
    emoji: '🥵 🌡️',
  },
  {
    id: 'weather.windy',
    facets: { setting: 'indoor', tags: ['indoor', 'sheltered'] },
    terms: 'indoor, sheltered, covered',
    emoji: '💨 🌬️',
  },
]);
