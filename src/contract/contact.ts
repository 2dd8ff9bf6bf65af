/** Canonical contact forms used to link partner users to existing service users (spec 4.2 rule 2). */

export const canonicalEmail = (email: string): string | null => {
  const e = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null;
};

/** E.164: `+` then 8-15 digits; common separators (spaces, dashes, dots, parentheses) are dropped. */
export const canonicalPhone = (phone: string): string | null => {
  const p = phone.trim().replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(p) ? p : null;
};
