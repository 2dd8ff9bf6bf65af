/**
 * Money in the catalogue: prices are stored as integer minor units of the activity currency and shown
 * as decimal numbers (spec 2.4-2.6). Pure functions, no I/O.
 */
import type { Session, TicketType } from './activity.js';

const exponents = new Map<string, number>();

/** Number of minor-unit digits of an ISO 4217 currency (USD 2, JPY 0, KWD 3). */
export const currencyExponent = (currency: string): number => {
  let e = exponents.get(currency);
  if (e === undefined) {
    e =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    exponents.set(currency, e);
  }
  return e;
};

/** ISO 4217 codes as Intl knows them. */
const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

export const isCurrencyCode = (code: string): boolean => /^[A-Z]{3}$/.test(code) && knownCurrencies.has(code);

export const toMinor = (amount: number, currency: string): number =>
  Math.round(amount * 10 ** currencyExponent(currency));

export const fromMinor = (minor: number, currency: string): number =>
  minor / 10 ** currencyExponent(currency);

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "$40", "$44.50", "¥3,000": whole amounts without decimals. Formatters are cached (costly to build). */
export const formatMoney = (minor: number, currency: string, locale = 'en-US'): string => {
  const whole = minor % 10 ** currencyExponent(currency) === 0;
  const key = `${locale}|${currency}|${whole ? 1 : 0}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, f);
  }
  return f.format(fromMinor(minor, currency));
};

export const ticketTotalMinor = (t: Pick<TicketType, 'priceMinor' | 'feeMinor'>): number =>
  t.priceMinor + t.feeMinor;

/** min/max over available tickets (all tickets when none is available); null when there are none. */
export const priceRange = (sessions: Session[]): { min: number; max: number } | null => {
  const all = sessions.flatMap((s) => s.tickets);
  const pool = all.some((t) => t.available) ? all.filter((t) => t.available) : all;
  if (pool.length === 0) return null;
  const totals = pool.map(ticketTotalMinor);
  return { min: Math.min(...totals), max: Math.max(...totals) };
};

/** "Free", "$40", "From $12.50", "$20 – $45" — the label when the catalogue gives none. */
export const derivePriceLabel = (sessions: Session[], currency: string): string | null => {
  const range = priceRange(sessions);
  if (!range) return null;
  if (range.max === 0) return 'Free';
  if (range.min === range.max) return formatMoney(range.min, currency);
  if (range.min === 0) return `Free – ${formatMoney(range.max, currency)}`;
  return `${formatMoney(range.min, currency)} – ${formatMoney(range.max, currency)}`;
};
