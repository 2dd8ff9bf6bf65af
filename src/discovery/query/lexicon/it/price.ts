/** Italian price words: caps ("under 30"), currencies, units that are no price, "free" and "cheap". */
import type { PriceWords } from '../types.js';

export const PRICE: PriceWords = {
  capCues: ['meno di', 'sotto i', 'sotto', 'massimo', 'fino a', 'non più di'],
  currencies: ['euro', 'e'],
  notMoney: ['ore'],
  free: ['gratis', 'gratuito', 'gratuita', 'gratuiti', 'ingresso libero'],
  cheap: ['economico', 'economica', 'poco costoso', 'low cost'],
};
