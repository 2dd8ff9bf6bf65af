/** Portuguese price words: caps ("under 30"), currencies, units that are no price, "free" and "cheap". */
import type { PriceWords } from '../types.js';

export const PRICE: PriceWords = {
  capCues: ['até', 'abaixo de', 'no máximo'],
  currencies: ['reais', 'real', 'euros', 'euro'],
  notMoney: ['hora', 'horas'],
  free: ['grátis', 'gratuito', 'gratuita', 'gratuitos', 'entrada livre', 'de graça'],
  cheap: ['barato', 'barata', 'baratos', 'econômico', 'em conta'],
};
