/**
 * Dietary concepts, one per catalogue `dietary_preferences` value. Several of their forms (in the
 * language folders) contain a negation word ("no meat", "sans gluten", "sin alcohol"): they are
 * whole phrases that mean the diet, so the pipeline matches them before it reads negation.
 */
import { defineConcepts } from '../define.js';

export const DIETARY = defineConcepts('dietary', [
  {
    id: 'dietary.vegan',
    facets: { dietary: ['vegan'], categories: ['vegan', 'plant-based'] },
    terms: 'vegan, plant-based, plant based, dairy-free, no animal products',
    emoji: '🌱',
  },
  {
    id: 'dietary.vegetarian',
    facets: { dietary: ['vegetarian', 'vegan'], categories: ['vegetarian', 'vegan'] },
    terms: 'vegetarian, veggie, meat-free, meatless, vegetables',
    emoji: '🥗 🥦 🥕',
  },
  {
    id: 'dietary.gluten-free',
    facets: { dietary: ['gluten_free'], tags: ['gluten-free'] },
    terms: 'gluten-free, gluten free, coeliac, celiac, gf options',
  },
  {
    id: 'dietary.halal',
    facets: { dietary: ['halal'] },
    terms: 'halal, zabiha',
  },
  {
    id: 'dietary.kosher',
    facets: { dietary: ['kosher'] },
    terms: 'kosher, glatt kosher, kashrut',
  },
  {
    id: 'dietary.pescatarian',
    facets: { dietary: ['pescatarian'] },
    terms: 'pescatarian, pescetarian, fish, seafood',
  },
  {
    id: 'dietary.alcohol-free',
    facets: { dietary: ['alcohol_free'], tags: ['alcohol-free', 'sober', 'mocktails'] },
    terms: 'alcohol-free, non-alcoholic, mocktails, sober, zero proof, soft drinks, booze-free',
    emoji: '🧃 🫖',
  },
]);
