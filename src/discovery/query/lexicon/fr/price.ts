/** French price words: caps ("under 30"), currencies, units that are no price, "free" and "cheap". */
import type { PriceWords } from '../types.js';

export const PRICE: PriceWords = {
  capCues: ['moins de', 'sous', 'pas plus de', "jusqu'à", 'maxi'],
  currencies: ['euros', 'euro', 'dollars', 'francs', 'e'],
  notMoney: ['heure', 'heures', 'minute', 'minutes', 'personne', 'personnes'],
  free: ['gratuit', 'gratuite', 'gratuits', 'gratuites', 'gratis', 'entrée libre'],
  cheap: ['pas cher', 'pas chère', 'bon marché', 'petit budget', 'abordable'],
};
