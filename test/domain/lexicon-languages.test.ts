/**
 * What a language must bring, checked for every language: a message catalogue (listed in
 * src/platform/i18n/lang.ts, which makes it a language), a folder under src/discovery/query/lexicon/
 * listed in its languages.ts, every required word list of that folder non-empty, forms for every
 * concept, and packages that know the language. Adding a language fails here, naming what is
 * missing, until it is complete.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { supportedLanguages, toISO2 } from 'tinyld/light';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LEXICONS } from '../../src/discovery/query/lexicon/languages.js';
import type { LanguageLexicon } from '../../src/discovery/query/lexicon/types.js';
import { CATALOGUES, LANGUAGES, type Lang } from '../../src/platform/i18n/lang.js';
import { EN, type MessageKey } from '../../src/platform/i18n/messages.js';

const require = createRequire(import.meta.url);
const chrono = require('chrono-node') as Record<string, { casual?: unknown } | undefined>;
const LEXICON_DIR = 'src/discovery/query/lexicon';

/** Every list a language folder must fill, by its path in `LanguageLexicon`. */
const REQUIRED: Record<string, (l: LanguageLexicon) => readonly unknown[] | undefined> = {
  'chat.filler': (l) => l.chat?.filler,
  'chat.weakMood': (l) => l.chat?.weakMood,
  'negation.cues': (l) => l.negation?.cues,
  'negation.breaks': (l) => l.negation?.breaks,
  'negation.extenders': (l) => l.negation?.extenders,
  'time.days': (l) => l.time && Object.keys(l.time.days ?? {}),
  'time.parts': (l) => l.time && Object.keys(l.time.parts ?? {}),
  'time.patterns': (l) => l.time?.patterns,
  'time.phrases': (l) => l.time?.phrases,
  'time.after': (l) => l.time?.after,
  'time.before': (l) => l.time?.before,
  'time.openNow': (l) => l.time?.openNow,
  'price.capCues': (l) => l.price?.capCues,
  'price.currencies': (l) => l.price?.currencies,
  'price.notMoney': (l) => l.price?.notMoney,
  'price.free': (l) => l.price?.free,
  'price.cheap': (l) => l.price?.cheap,
  'place.prepositions': (l) => l.place?.prepositions,
  'place.near': (l) => l.place?.near,
  'place.nearMe': (l) => l.place?.nearMe,
};

/** Lists a language may leave out (a few languages need them: "at" before a venue, compound endings). */
const OPTIONAL: Record<string, (l: LanguageLexicon) => readonly unknown[] | undefined> = {
  'time.falseDates': (l) => l.time?.falseDates,
  'place.venue': (l) => l.place?.venue,
  'place.notPlaces': (l) => l.place?.notPlaces,
  'compounds.linking': (l) => l.compounds?.linking,
};

const lexiconOf = (lang: Lang): LanguageLexicon | undefined =>
  (LANGUAGE_LEXICONS as Partial<Record<Lang, LanguageLexicon>>)[lang];

describe('languages', () => {
  it('are the languages with a message catalogue, English first', () => {
    expect(LANGUAGES[0]).toBe('en');
    expect([...LANGUAGES]).toEqual(Object.keys(CATALOGUES));
    for (const lang of LANGUAGES) expect(lang, 'an ISO 639-1 code').toMatch(/^[a-z]{2}$/);
  });

  it('each have a complete message catalogue', () => {
    const keys = Object.keys(EN) as MessageKey[];
    for (const lang of LANGUAGES) {
      const catalogue = CATALOGUES[lang] as Partial<Record<MessageKey, string>>;
      const missing = keys.filter((k) => !catalogue[k]?.trim());
      expect(missing, `${lang}: message keys without text`).toEqual([]);
    }
  });

  it('each have a lexicon folder listed in lexicon/languages.ts, and every folder is a language', () => {
    const missing = LANGUAGES.filter((lang) => lexiconOf(lang) === undefined);
    expect(missing, 'languages without a folder in lexicon/languages.ts').toEqual([]);
    expect(Object.keys(LANGUAGE_LEXICONS).sort()).toEqual([...LANGUAGES].sort());
    const folders = readdirSync(LEXICON_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'concepts')
      .map((e) => e.name)
      .sort();
    expect(folders, 'folders under lexicon/ (besides concepts/) are the languages').toEqual(
      [...LANGUAGES].sort(),
    );
  });

  it('fill every required word list', () => {
    const empty: string[] = [];
    for (const lang of LANGUAGES) {
      const lexicon = lexiconOf(lang);
      if (!lexicon) empty.push(`${lang}: every list (no folder)`);
      else
        for (const [name, pick] of Object.entries(REQUIRED))
          if ((pick(lexicon)?.length ?? 0) === 0) empty.push(`${lang} ${name}`);
    }
    expect(empty, 'required lists that are missing or empty').toEqual([]);
  });

  it('write their words lower case and trimmed, once per list', () => {
    const bad: string[] = [];
    for (const lang of LANGUAGES) {
      const lexicon = lexiconOf(lang);
      if (!lexicon) continue;
      for (const [name, pick] of Object.entries({ ...REQUIRED, ...OPTIONAL })) {
        if (name === 'negation.cues' || name === 'time.phrases') continue;
        const words = (pick(lexicon) ?? []) as string[];
        for (const w of words)
          if (w !== w.trim().toLowerCase() || w.length === 0 || /\s{2}/.test(w))
            bad.push(`${lang} ${name} "${w}"`);
        if (new Set(words).size !== words.length) bad.push(`${lang} ${name} repeats a word`);
      }
      for (const pattern of lexicon.time?.patterns ?? [])
        if (!pattern.includes('{day}') || !pattern.includes('{part}'))
          bad.push(`${lang} pattern "${pattern}"`);
    }
    expect(bad).toEqual([]);
  });

  it('give forms to every concept, and only to concepts that exist', async () => {
    const { CONCEPTS } = await import('../../src/discovery/query/lexicon/index.js');
    const ids = new Set(CONCEPTS.map((c) => c.id));
    const problems: string[] = [];
    for (const lang of LANGUAGES) {
      const forms = lexiconOf(lang)?.concepts ?? {};
      for (const id of ids) if (!forms[id]?.trim()) problems.push(`${lang} has no forms for ${id}`);
      for (const id of Object.keys(forms)) if (!ids.has(id)) problems.push(`${lang} names no concept: ${id}`);
    }
    expect(problems).toEqual([]);
  });

  it('name packages that know the language: stemmer, word list, date parser, stop words, detector', () => {
    const snowball = require('snowball-stemmers') as { algorithms(): string[] };
    const stopwords = require('stopwords-iso') as Record<string, string[]>;
    const detectable = supportedLanguages.map((l) => toISO2(l));
    for (const lang of LANGUAGES) {
      const resources = lexiconOf(lang)?.resources;
      expect(resources, `${lang} resources`).toBeDefined();
      if (!resources) continue;
      expect(snowball.algorithms(), `${lang} snowball`).toContain(resources.snowball);
      expect(() => require.resolve(resources.dictionary), `${lang} word list`).not.toThrow();
      expect(chrono[resources.chrono]?.casual, `${lang} chrono locale`).toBeDefined();
      expect(stopwords[lang]?.length ?? 0, `${lang} stopwords-iso`).toBeGreaterThan(50);
      expect(detectable, `${lang} tinyld`).toContain(lang);
    }
  });
});
