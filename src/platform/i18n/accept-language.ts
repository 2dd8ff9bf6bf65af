/** Accept-Language → ordered language preferences, and picking a translation with English fallback. */

/** `fr-CH, fr;q=0.9, en;q=0.8` → ['fr-ch', 'fr', 'en']; invalid parts are skipped; default ['en']. */
export const parseAcceptLanguage = (header: string | undefined): string[] => {
  if (!header) return ['en'];
  const items = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((i) => i.weight > 0 && /^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/.test(i.tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((i) => i.tag)
    .filter((t) => t !== '*');
  return items.length > 0 ? items : ['en'];
};

/**
 * The best translation for the preferences: exact tag, then its base language (`pt-br` → `pt`),
 * then a regional variant of the base (`pt` → `pt-br`); null means "use the default (English) text".
 */
export const pickTranslation = (translations: Record<string, string>, languages: string[]): string | null => {
  for (const lang of languages) {
    if (lang === 'en' || lang.startsWith('en-')) return null;
    const exact = translations[lang];
    if (exact !== undefined) return exact;
    const base = lang.split('-')[0] ?? lang;
    const baseHit = translations[base];
    if (baseHit !== undefined) return baseHit;
    const regional = Object.keys(translations).find((k) => k.startsWith(`${base}-`));
    if (regional !== undefined) return translations[regional] ?? null;
  }
  return null;
};
