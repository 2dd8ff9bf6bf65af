/** German price words: caps ("under 30"), currencies, units that are no price, "free" and "cheap". */
import type { PriceWords } from '../types.js';

export const PRICE: PriceWords = {
  capCues: ['unter', 'weniger als', 'höchstens', 'maximal', 'bis zu'],
  currencies: ['euro', 'euros'],
  notMoney: ['stunde', 'stunden'],
  free: ['kostenlos', 'gratis', 'umsonst', 'eintritt frei', 'kostenfrei'],
  cheap: ['billig', 'günstig', 'preiswert', 'kleines budget'],
};
