/**
 * Booking-page amounts → exact integer minor units. schema.org's `price` text uses digits and `.` as
 * the decimal point (https://schema.org/price), so a lone `.` is a decimal point whatever the number of
 * decimals (`0.500` is half a unit, `12.500` twelve and a half); exponent forms (`1e3`) are not among
 * the characters it allows and are refused, not misread. Real pages also write `12,50`, `1.234,56` or
 * `$1,000.00`, which are read as before. Conversion to minor units is decimal (no binary float), rounded
 * half up at the currency's minor unit. Pure: no I/O.
 */

import { currencyExponent } from '../pricing.js';

const FREE = /^(free|gratuit|gratis|kostenlos|frei|libre|gratuito)$/i;

/** A JSON number as a plain decimal string: `12.5`, `1000`, huge ones in full digits. */
const numberDecimal = (n: number): string | null => {
  if (!Number.isFinite(n) || n < 0) return null;
  const s = String(n);
  if (!/e/i.test(s)) return s;
  if (n >= 1) return BigInt(Math.round(n)).toString();
  return n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
};

/** The separators of a page's text amount resolved to one plain decimal; null when ambiguous or odd. */
const textDecimal = (raw: string): string | null => {
  const s = raw.trim();
  if (FREE.test(s)) return '0';
  // `1e3`, `2.5E+2`: not schema.org's digits-and-point form, and stripping letters would misread them.
  if (/\d\s*[eE][+-]?\d/.test(s)) return null;
  let d = s.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(d) || d.includes('-')) return null;
  const lastComma = d.lastIndexOf(',');
  const lastDot = d.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both present: the later one is the decimal separator, the other groups thousands.
    d = lastComma > lastDot ? d.replace(/\./g, '').replace(',', '.') : d.replace(/,/g, '');
  } else if (lastComma >= 0) {
    // A comma is not schema.org's decimal point: `1,234` groups thousands, `12,50` is a decimal comma.
    if (/^[1-9]\d{0,2}(,\d{3})+$/.test(d)) d = d.replace(/,/g, '');
    else if (/^\d*,\d+$/.test(d)) d = d.replace(',', '.');
    else return null;
  } else if (/\..*\./.test(d)) {
    // Several points can only group thousands (`1.234.567`).
    if (!/^[1-9]\d{0,2}(\.\d{3})+$/.test(d)) return null;
    d = d.replace(/\./g, '');
  }
  if (d.startsWith('.')) d = `0${d}`;
  return /^\d+(\.\d+)?$/.test(d) ? d : null;
};

/** A page amount as a plain decimal string (`"12.5"`, `"0"`); null when unreadable or refused. */
export const decimalOf = (v: string | number | null): string | null => {
  if (v === null) return null;
  return typeof v === 'number' ? numberDecimal(v) : textDecimal(v);
};

/** "12,50", "1.234,56", "€ 1,234.56", 12.5, "Free" → a number in the currency; null when unreadable. */
export const parseAmount = (v: string | number | null): number | null => {
  const d = decimalOf(v);
  return d === null ? null : Number(d);
};

/** A plain decimal → integer units of 10^-exponent, rounded half up, exactly (big amounts stay big). */
export const decimalToMinor = (decimal: string, exponent: number): number => {
  const [whole = '0', frac = ''] = decimal.split('.');
  const kept = frac.slice(0, exponent).padEnd(exponent, '0');
  let units = BigInt(`${whole}${kept}`);
  if ((frac[exponent] ?? '0') >= '5') units += 1n;
  return Number(units);
};

/** A page amount in the currency's minor units; null when unreadable or refused. */
export const minorOf = (v: string | number | null, currency: string): number | null => {
  const d = decimalOf(v);
  return d === null ? null : decimalToMinor(d, currencyExponent(currency));
};
