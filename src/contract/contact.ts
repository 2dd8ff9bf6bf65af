/** Canonical contact forms used to link partner users to existing service users (spec 4.2 rule 2). */

/** What canonicalEmail accepts, as the published document states it. */
export const EMAIL_INPUT_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$';

export const canonicalEmail = (email: string): string | null => {
  const e = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null;
};

/** E.164: `+` then 8-15 digits; common separators (spaces, dashes, dots, parentheses) are dropped. */
/** What canonicalPhone accepts, as the published document states it: the same rule, separators allowed anywhere. */
export const PHONE_INPUT_PATTERN = '^[\\s().-]*\\+[\\s().-]*[1-9]([\\s().-]*\\d){7,14}[\\s().-]*$';

export const canonicalPhone = (phone: string): string | null => {
  const p = phone.trim().replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(p) ? p : null;
};
