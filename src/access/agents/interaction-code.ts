/** Interaction codes a person compares by eye: Crockford base32, 8 symbols (40 bits), shown XXXX-XXXX. */
import { randomInt } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_SYMBOLS = 8;

export const newInteractionCode = (): string => {
  let out = '';
  for (let i = 0; i < CODE_SYMBOLS; i++) out += CROCKFORD[randomInt(32)];
  return out;
};

/** Upper case, hyphens and spaces dropped, I/L read as 1 and O as 0; null when not a code at all. */
export const normaliseInteractionCode = (input: string): string | null => {
  const s = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return s.length === CODE_SYMBOLS && [...s].every((c) => CROCKFORD.includes(c)) ? s : null;
};

export const displayInteractionCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;
