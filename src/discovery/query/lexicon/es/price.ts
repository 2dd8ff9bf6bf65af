/** Spanish price words: caps ("under 30"), currencies, units that are no price, "free" and "cheap". */
import type { PriceWords } from '../types.js';

export const PRICE: PriceWords = {
  capCues: ['menos de', 'por menos de', 'hasta', 'máximo', 'no más de'],
  currencies: ['euros', 'euro', 'pesos', 'peso'],
  notMoney: ['hora', 'horas', 'persona', 'personas'],
  free: ['gratis', 'gratuito', 'gratuita', 'gratuitos', 'gratuitas', 'entrada libre'],
  cheap: ['barato', 'barata', 'baratos', 'económico', 'económica', 'poco dinero'],
};
