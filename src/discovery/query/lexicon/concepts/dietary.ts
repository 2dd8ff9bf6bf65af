/**
 * Dietary concepts, one per catalogue `dietary_preferences` value. Several forms contain a negation
 * word ("no meat", "sans gluten", "sin alcohol"): they are whole phrases that mean the diet, so the
 * pipeline matches them before it reads negation.
 */
import { defineConcepts } from '../define.js';

export const DIETARY = defineConcepts('dietary', [
  {
    id: 'dietary.vegan',
    facets: { dietary: ['vegan'], categories: ['vegan', 'plant-based'] },
    terms: 'vegan, plant-based, plant based, dairy-free, no animal products',
    forms: {
      en: 'vegan, vegans, plant-based, plant based, fully plant-based, dairy-free, dairy free, no animal products',
      fr: 'vegan, végan, vegane, végane, végétalien, végétalienne, végétal, 100% végétal, sans produits animaux, sans lactose',
      es: 'vegano, vegana, veganos, veganas, vegan, plant based, basado en plantas, de origen vegetal, sin lácteos',
      de: 'vegan, veganer, veganerin, vegane, veganes, pflanzlich, rein pflanzlich, pflanzenbasiert, laktosefrei, ohne tierische produkte',
      it: 'vegano, vegana, vegani, vegane, vegan, plant based, a base vegetale, senza lattosio, senza prodotti animali',
      pt: 'vegano, vegana, veganos, veganas, vegan, plant based, à base de plantas, sem lactose, sem produtos de origem animal',
    },
    emoji: '🌱',
  },
  {
    id: 'dietary.vegetarian',
    facets: { dietary: ['vegetarian', 'vegan'], categories: ['vegetarian', 'vegan'] },
    terms: 'vegetarian, veggie, meat-free, meatless, vegetables',
    forms: {
      en: 'vegetarian, vegetarians, veggie, veggies, veg, meat-free, meat free, meatless, no meat, without meat',
      fr: 'végétarien, végétarienne, végétariens, végétariennes, végé, veggie, sans viande',
      es: 'vegetariano, vegetariana, vegetarianos, vegetarianas, veggie, sin carne',
      de: 'vegetarisch, vegetarier, vegetarierin, vegetarische, veggie, fleischlos, ohne fleisch',
      it: 'vegetariano, vegetariana, vegetariani, vegetariane, veggie, senza carne',
      pt: 'vegetariano, vegetariana, vegetarianos, vegetarianas, veggie, sem carne',
    },
    emoji: '🥗 🥦 🥕',
  },
  {
    id: 'dietary.gluten-free',
    facets: { dietary: ['gluten_free'], tags: ['gluten-free'] },
    terms: 'gluten-free, gluten free, coeliac, celiac, gf options',
    forms: {
      en: 'gluten-free, gluten free, glutenfree, no gluten, without gluten, coeliac, celiac, celiac-friendly',
      fr: 'sans gluten, sans-gluten, cœliaque, coeliaque, intolérant au gluten, intolérante au gluten',
      es: 'sin gluten, sin tacc, celíaco, celíaca, celiaco, celiaca, apto para celíacos',
      de: 'glutenfrei, glutenfreie, ohne gluten, zöliakie, zöliakiefreundlich',
      it: 'senza glutine, gluten free, celiaco, celiaca, per celiaci',
      pt: 'sem glúten, sem gluten, celíaco, celíaca, celíacos',
    },
  },
  {
    id: 'dietary.halal',
    facets: { dietary: ['halal'] },
    terms: 'halal, zabiha',
    forms: {
      en: 'halal, zabiha, halal food, muslim-friendly',
      fr: 'halal, hallal, cuisine halal',
      es: 'halal, comida halal',
      de: 'halal, helal, halal-essen',
      it: 'halal, cibo halal',
      pt: 'halal, comida halal',
    },
  },
  {
    id: 'dietary.kosher',
    facets: { dietary: ['kosher'] },
    terms: 'kosher, glatt kosher, kashrut',
    forms: {
      en: 'kosher, glatt kosher, kosher food',
      fr: 'casher, cacher, kasher, kosher',
      es: 'kosher, kósher, comida kosher',
      de: 'koscher, koschere, kosher',
      it: 'kosher, kasher, cibo kosher',
      pt: 'kosher, kasher, comida kosher',
    },
  },
  {
    id: 'dietary.pescatarian',
    facets: { dietary: ['pescatarian'] },
    terms: 'pescatarian, pescetarian, fish, seafood',
    forms: {
      en: 'pescatarian, pescetarian, pescatarians, fish but no meat',
      fr: 'pescétarien, pescétarienne, pesco-végétarien, pescovégétarien',
      es: 'pescetariano, pescetariana, pescatariano, pescatariana, pescovegetariano',
      de: 'pescetarier, pescetarierin, pescetarisch, pescetarische',
      it: 'pescetariano, pescetariana, pescatariano, pescatariana',
      pt: 'pescetariano, pescetariana, pescatariano, pescatariana, pescetariana',
    },
  },
  {
    id: 'dietary.alcohol-free',
    facets: { dietary: ['alcohol_free'], tags: ['alcohol-free', 'sober', 'mocktails'] },
    terms: 'alcohol-free, non-alcoholic, mocktails, sober, zero proof, soft drinks, booze-free',
    forms: {
      en: "alcohol-free, alcohol free, non-alcoholic, non alcoholic, no alcohol, without alcohol, booze-free, sober, sober curious, sober-curious, teetotal, teetotaler, mocktail, mocktails, zero proof, zero-proof, dry january, not drinking, i don't drink",
      fr: 'sans alcool, sobre, sobriété, mocktail, mocktails, je ne bois pas, on ne boit pas, dry january, janvier sobre',
      es: 'sin alcohol, sobrio, sobria, abstemio, abstemia, mocktail, mocktails, cócteles sin alcohol, no bebo, no tomo alcohol',
      de: 'alkoholfrei, alkoholfreie, ohne alkohol, nüchtern, abstinent, mocktail, mocktails, trinke nicht, keinen alkohol, dry january',
      it: 'analcolico, analcolici, senza alcol, astemio, astemia, sobrio, mocktail, mocktail analcolici, non bevo',
      pt: 'sem álcool, sem alcool, não alcoólico, abstêmio, abstémio, mocktail, mocktails, drinks sem álcool, não bebo',
    },
    emoji: '🧃 🫖',
  },
]);
