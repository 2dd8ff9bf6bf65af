/**
 * Fills a catalogue template in the answer's language, falling back to English per key. Register a
 * new language's catalogue in CATALOGS (see the format note at the top of messages.ts). Pure.
 */

import { MESSAGES_DE } from './de.js';
import { MESSAGES_ES } from './es.js';
import { MESSAGES_FR } from './fr.js';
import { MESSAGES_IT } from './it.js';
import type { Lang } from './lang.js';
import { type Catalog, EN, type MessageKey } from './messages.js';
import { MESSAGES_PT } from './pt.js';

const CATALOGS: Partial<Record<Lang, Catalog>> = {
  en: EN,
  fr: MESSAGES_FR,
  es: MESSAGES_ES,
  de: MESSAGES_DE,
  it: MESSAGES_IT,
  pt: MESSAGES_PT,
};

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
