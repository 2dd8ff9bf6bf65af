/**
 * Fills a catalogue template in the answer's language, falling back to English per key. A new
 * language's catalogue is listed in lang.ts (see the format note at the top of messages.ts). Pure.
 */

import { CATALOGUES, type Lang } from './lang.js';
import { type Catalog, EN, type MessageKey } from './messages.js';

const CATALOGS: Partial<Record<Lang, Catalog>> = { ...CATALOGUES };

/** Registers a translated catalogue (done once by the language's module). */
export const registerCatalog = (lang: Lang, catalog: Catalog): void => {
  CATALOGS[lang] = catalog;
};

export const hasCatalog = (lang: Lang): boolean => CATALOGS[lang] !== undefined;

export type Vars = Record<string, string | number>;

export const t = (lang: Lang, key: MessageKey, vars: Vars = {}): string => {
  const template = CATALOGS[lang]?.[key] ?? EN[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = vars[name];
    return v === undefined ? whole : String(v);
  });
};

/** The `.one` / `.other` form for a count. */
export const plural = (lang: Lang, base: string, count: number, vars: Vars = {}): string =>
  t(lang, `${base}.${count === 1 ? 'one' : 'other'}` as MessageKey, { count, ...vars });

/** "a, b and c" in the language. */
export const joinList = (lang: Lang, items: readonly string[]): string => {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(t(lang, 'list.comma'))}${t(lang, 'list.and')}${items[items.length - 1]}`;
};
