/** English price words: caps ("under 30"), currencies, units that are no price, "free" and "cheap". */
import type { PriceWords } from '../types.js';

export const PRICE: PriceWords = {
  capCues: [
    'under',
    'below',
    'less than',
    'cheaper than',
    'max',
    'maximum',
    'up to',
    'upto',
    'no more than',
    'at most',
    'within',
  ],
  currencies: ['dollars', 'dollar', 'bucks', 'euros', 'euro', 'pounds', 'pound', 'quid', 'yen', 'francs'],
  notMoney: ['hour', 'hours', 'minute', 'minutes', 'people'],
  free: ['free', 'free entry', 'free admission', 'no cost', 'for free'],
  cheap: ['cheap', 'budget', 'affordable', 'inexpensive', 'low cost', 'on a budget', 'broke'],
};
