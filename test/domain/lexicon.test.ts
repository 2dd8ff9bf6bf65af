import { describe, expect, it } from 'vitest';
import { DIETARY_PREFERENCES, USUAL_PLANS } from '../../src/contract/vocabulary.js';
import {
  CHAT_WORDS,
  CONCEPT_BY_ID,
  CONCEPTS,
  CONCEPTS_BY_EMOJI,
  type ConceptKind,
  FILLER,
  NEGATION_CUES,
  SCOPE_BREAKS,
  SCOPE_EXTENDERS,
  TIME_PHRASES,
  WEAK_MOOD_WORDS,
} from '../../src/discovery/query/lexicon/index.js';
import { CATALOGUES, LANGUAGES, type Lang } from '../../src/platform/i18n/lang.js';
import { EN, type MessageKey } from '../../src/platform/i18n/messages.js';
import { hasCatalog, plural, t } from '../../src/platform/i18n/translate.js';

const KINDS: readonly ConceptKind[] = [
  'category',
  'audience',
  'mood',
  'situation',
  'dietary',
  'entity',
  'weather',
  'setting',
  'price',
  'time-of-day',
];

/** The folding the pipeline matches with: lower case, accents off, one kind of apostrophe. */
const fold = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`]/g, "'").trim();

// Built at run time: the `v` flag runs on Node 20 but the compile target (es2023) predates it.
const UNICODE_SETS = 'v';
const RGI_EMOJI = new RegExp('^\\p{RGI_Emoji}$', UNICODE_SETS);

/** Folded form → concept ids, per language. */
const formIndex = (lang: Lang): Map<string, string[]> => {
  const index = new Map<string, string[]>();
  for (const concept of CONCEPTS) {
    for (const form of concept.forms[lang]) {
      const ids = index.get(fold(form)) ?? [];
      if (!ids.includes(concept.id)) ids.push(concept.id);
      index.set(fold(form), ids);
    }
  }
  return index;
};

const conceptsOf = (lang: Lang, form: string): string[] => formIndex(lang).get(fold(form)) ?? [];

describe('concept lexicon', () => {
  it('has unique ids of the form <kind>.<name> with a valid kind', () => {
    const ids = CONCEPTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CONCEPTS) {
      expect(KINDS).toContain(c.kind);
      expect(c.id).toMatch(/^[a-z-]+\.[a-z0-9-]+$/);
      expect(c.id.startsWith(`${c.kind}.`)).toBe(true);
      expect(CONCEPT_BY_ID.get(c.id)).toBe(c);
    }
  });

  it('is broad: categories, audiences, moods and situations, diets, weather, entity types', () => {
    const count = (kind: ConceptKind) => CONCEPTS.filter((c) => c.kind === kind).length;
    expect(count('category')).toBeGreaterThanOrEqual(60);
    expect(count('audience')).toBeGreaterThanOrEqual(15);
    expect(count('mood') + count('situation')).toBeGreaterThanOrEqual(20);
    expect(count('dietary')).toBe(DIETARY_PREFERENCES.length);
    expect(count('weather')).toBeGreaterThanOrEqual(4);
    expect(CONCEPTS.filter((c) => c.kind === 'entity').map((c) => c.facets.entityType)).toEqual([
      'event',
      'place',
    ]);
  });

  it('gives every concept surface forms in every supported language, lower case and trimmed', () => {
    for (const c of CONCEPTS) {
      for (const lang of LANGUAGES) {
        const forms = c.forms[lang];
        expect(forms.length, `${c.id} has no ${lang} form`).toBeGreaterThan(0);
        expect(new Set(forms).size, `${c.id} repeats a ${lang} form`).toBe(forms.length);
        for (const form of forms) {
          expect(form, `${c.id} ${lang}`).toBe(form.trim().toLowerCase());
          expect(form, `${c.id} ${lang}`).not.toMatch(/[,|/]|\s{2}/);
          expect(form.length).toBeGreaterThan(1);
        }
      }
    }
  });

  it('maps every concept to catalogue facets that exist, with English evidence terms', () => {
    const plans: readonly string[] = USUAL_PLANS;
    const diets: readonly string[] = DIETARY_PREFERENCES;
    for (const c of CONCEPTS) {
      const f = c.facets;
      const facetCount =
        (f.categories?.length ?? 0) +
        (f.tags?.length ?? 0) +
        (f.plans?.length ?? 0) +
        (f.dietary?.length ?? 0) +
        (f.entityType ? 1 : 0) +
        (f.setting ? 1 : 0);
      expect(facetCount, `${c.id} has no facet`).toBeGreaterThan(0);
      for (const plan of f.plans ?? []) expect(plans, c.id).toContain(plan);
      for (const diet of f.dietary ?? []) expect(diets, c.id).toContain(diet);
      for (const value of [...(f.categories ?? []), ...(f.tags ?? [])]) {
        expect(value, c.id).toMatch(/^[\p{Ll}\p{N}&][\p{Ll}\p{N}&\- ]*$/u);
      }
      if (f.setting) expect(['indoor', 'outdoor']).toContain(f.setting);
      if (c.weight !== undefined) expect(c.weight).toBeGreaterThan(0);
      expect(c.terms.length, `${c.id} has no terms`).toBeGreaterThan(0);
      if (c.kind === 'dietary') expect(f.dietary?.length, c.id).toBeGreaterThan(0);
    }
  });

  it('never gives one surface form two concepts within a language', () => {
    const conflicts: string[] = [];
    for (const lang of LANGUAGES) {
      for (const [form, ids] of formIndex(lang))
        if (ids.length > 1) conflicts.push(`${lang} "${form}": ${ids}`);
    }
    expect(conflicts).toEqual([]);
  });

  it('keeps chat filler apart from concept forms', () => {
    const clashes: string[] = [];
    for (const lang of LANGUAGES) {
      const index = formIndex(lang);
      for (const word of FILLER[lang]) {
        const ids = index.get(fold(word));
        if (ids) clashes.push(`${lang} "${word}": ${ids}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('uses only valid emoji, and finds concepts by emoji with or without the variation selector', () => {
    for (const c of CONCEPTS)
      for (const e of c.emoji ?? []) expect(RGI_EMOJI.test(e), `${c.id} ${e}`).toBe(true);
    expect(CONCEPTS_BY_EMOJI.get('🍕')).toEqual(['category.pizza']);
    expect(CONCEPTS_BY_EMOJI.get('🎨')).toContain('category.art');
    expect(CONCEPTS_BY_EMOJI.get('🌧️')).toEqual(['weather.rain']);
    expect(CONCEPTS_BY_EMOJI.get('🌧')).toEqual(['weather.rain']);
    expect(CONCEPTS_BY_EMOJI.get('🐕')).toEqual(['audience.dog']);
  });

  it('reads the words of the issue examples as the concepts they mean', () => {
    const cases: [Lang, string, string][] = [
      ['en', 'puppy', 'audience.dog'],
      ['en', 'low-key', 'mood.relax'],
      ['en', 'on my own', 'audience.solo'],
      ['en', 'stormy', 'weather.rain'],
      ['en', 'toddler', 'audience.toddlers'],
      ['en', 'hen party', 'audience.hen'],
      ['en', 'restless', 'mood.restless'],
      ['en', 'cheer me up', 'mood.cheer-up'],
      ['en', 'clubs', 'category.club'],
      ['en', 'galleries', 'category.art'],
      ['en', 'theatre', 'category.theatre'],
      ['es', 'niños', 'audience.kids'],
      ['es', 'concierto', 'category.music'],
      ['fr', 'boîte', 'category.club'],
      ['fr', 'théâtre', 'category.theatre'],
      ['fr', 'evjf', 'audience.hen'],
      ['de', 'kneipe', 'category.pub'],
      ['de', 'kinder', 'audience.kids'],
      ['es', 'chiringuito', 'category.beach'],
      ['es', 'antro', 'category.club'],
      ['pt', 'balada', 'category.club'],
      ['pt', 'rolê', 'category.nightlife'],
      ['it', 'bambini', 'audience.kids'],
      ['pt', 'crianças', 'audience.kids'],
      ['fr', 'pas cher', 'price.cheap'],
      ['de', 'glutenfrei', 'dietary.gluten-free'],
      ['es', 'sin alcohol', 'dietary.alcohol-free'],
    ];
    for (const [lang, form, id] of cases) expect(conceptsOf(lang, form), `${lang} ${form}`).toEqual([id]);
  });
});

describe('negation cues', () => {
  it('are well formed in every language', () => {
    for (const lang of LANGUAGES) {
      const cues = NEGATION_CUES[lang];
      expect(cues.length).toBeGreaterThan(10);
      expect(new Set(cues.map((c) => `${c.position}:${c.cue}`)).size, lang).toBe(cues.length);
      for (const c of cues) {
        expect(c.cue).toBe(c.cue.trim().toLowerCase());
        expect(c.maxTokens).toBeGreaterThanOrEqual(1);
        if (c.scope === 'term') expect(c.maxTokens).toBe(1);
      }
      expect(SCOPE_BREAKS[lang].length).toBeGreaterThan(5);
      expect(SCOPE_EXTENDERS[lang].length).toBeGreaterThan(0);
    }
  });

  it('covers the cues the issue names', () => {
    const required: Partial<Record<Lang, string[]>> = {
      en: [
        'not',
        'no',
        'without',
        'except',
        'other than',
        'anything but',
        'bored of',
        'tired of',
        'sick of',
        'no more',
        'nothing',
        'instead of',
        'rather than',
        'skip',
        'avoid',
        'hate',
      ],
      fr: ['pas de', 'sans', 'sauf', 'à part', 'marre de', 'plus de', 'pas envie de', 'évitons'],
      es: ['sin', 'no', 'excepto', 'menos', 'salvo', 'harto de', 'nada de'],
      de: ['kein', 'keine', 'ohne', 'außer', 'nicht', 'genug von', 'bloß nicht'],
      it: ['senza', 'tranne', 'niente', 'non', 'basta', 'stufo di'],
      pt: ['sem', 'exceto', 'menos', 'nada de', 'cansado de', 'não'],
    };
    // The issue named cues in these six languages; a language added later has none to cover.
    expect(Object.keys(required).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    for (const lang of LANGUAGES) {
      const cues = NEGATION_CUES[lang].map((c) => c.cue);
      for (const cue of required[lang] ?? []) expect(cues, `${lang} ${cue}`).toContain(cue);
    }
  });

  it('keeps concept forms that contain a cue, so "no alcohol" stays a diet', () => {
    expect(conceptsOf('en', 'no alcohol')).toEqual(['dietary.alcohol-free']);
    expect(conceptsOf('fr', 'sans gluten')).toEqual(['dietary.gluten-free']);
    expect(conceptsOf('de', 'ohne fleisch')).toEqual(['dietary.vegetarian']);
  });
});

describe('chat words and time phrases', () => {
  it('lists filler and weak mood words in every language, lower case', () => {
    for (const lang of LANGUAGES) {
      expect(CHAT_WORDS[lang].length).toBeGreaterThan(30);
      expect(WEAK_MOOD_WORDS[lang].length).toBeGreaterThan(5);
      for (const w of FILLER[lang]) expect(w).toBe(w.trim().toLowerCase());
    }
  });

  it('gives every time phrase a day or a part of day, once per language', () => {
    for (const lang of LANGUAGES) {
      const phrases = TIME_PHRASES[lang];
      expect(new Set(phrases.map((p) => p.form)).size, lang).toBe(phrases.length);
      for (const p of phrases) {
        expect(p.form).toBe(p.form.trim().toLowerCase());
        expect(p.day !== undefined || p.part !== undefined, `${lang} ${p.form}`).toBe(true);
      }
    }
  });

  it('reads the time expressions the issue names', () => {
    const cases: [Lang, string, string | undefined, string | undefined][] = [
      ['en', 'tonight', 'today', 'evening'],
      ['en', 'this arvo', 'today', 'afternoon'],
      ['en', 'this weekend', 'this-weekend', undefined],
      ['fr', 'ce soir', 'today', 'evening'],
      ['fr', 'demain soir', 'tomorrow', 'evening'],
      ['fr', 'ce week-end', 'this-weekend', undefined],
      ['fr', 'cet après-midi', 'today', 'afternoon'],
      ['es', 'esta noche', 'today', 'evening'],
      ['es', 'mañana por la tarde', 'tomorrow', 'afternoon'],
      ['es', 'mañana', 'tomorrow', undefined],
      ['es', 'este fin de semana', 'this-weekend', undefined],
      ['es', 'esta semana', 'this-week', undefined],
      ['de', 'heute abend', 'today', 'evening'],
      ['de', 'heute morgen', 'today', 'morning'],
      ['de', 'morgen früh', 'tomorrow', 'morning'],
      ['de', 'am wochenende', 'this-weekend', undefined],
      ['de', 'diese woche', 'this-week', undefined],
      ['it', 'stasera', 'today', 'evening'],
      ['it', 'domani sera', 'tomorrow', 'evening'],
      ['it', 'questo weekend', 'this-weekend', undefined],
      ['pt', 'hoje à noite', 'today', 'evening'],
      ['pt', 'amanhã de manhã', 'tomorrow', 'morning'],
      ['pt', 'fim de semana', 'this-weekend', undefined],
    ];
    for (const [lang, form, day, part] of cases) {
      const found = TIME_PHRASES[lang].find((p) => p.form === form);
      expect(found, `${lang} ${form}`).toBeDefined();
      expect(found?.day, `${lang} ${form}`).toBe(day);
      expect(found?.part, `${lang} ${form}`).toBe(part);
    }
  });
});

describe('message catalogues', () => {
  const keys = Object.keys(EN) as MessageKey[];
  const placeholders = (text: string): string[] =>
    [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
  const translated = LANGUAGES.filter((lang) => lang !== 'en');

  it('translate every English key with the same placeholders and leading spaces', () => {
    for (const lang of translated) {
      expect(hasCatalog(lang), lang).toBe(true);
      const own = CATALOGUES[lang];
      expect(Object.keys(own ?? {}).sort(), lang).toEqual([...keys].sort());
      for (const key of keys) {
        // A sentinel in each placeholder shows the text came from the language's own catalogue.
        const vars = Object.fromEntries(placeholders(EN[key]).map((name) => [name, `<${name}>`]));
        const text = t(lang, key, vars);
        expect(placeholders(text), `${lang} ${key}`).toEqual([]);
        for (const name of placeholders(EN[key])) expect(text, `${lang} ${key}`).toContain(`<${name}>`);
        expect(text.startsWith(' '), `${lang} ${key}`).toBe(EN[key].startsWith(' '));
      }
    }
  });

  it('answer in the language asked for', () => {
    expect(t('fr', 'why.open_now')).toBe('ouvert maintenant');
    expect(t('es', 'why.today', { time: '21:00' })).toBe('hoy a las 21:00');
    expect(t('de', 'why.free')).toBe('kostenlos');
    expect(t('it', 'why.outdoor')).toBe('all’aperto');
    expect(t('pt', 'plan.fun-with-kids')).toBe('ótimo com crianças');
    expect(
      plural('fr', 'found', 3, { what: 'événements jazz', where: ' à Paris', when: ' ce soir', price: '' }),
    ).toBe('Voici 3 événements jazz à Paris ce soir.');
    expect(plural('de', 'note.ignored', 1, { words: '„xyz“' })).toBe(
      ' Keine Aktivität erwähnt „xyz“, deshalb habe ich es weggelassen.',
    );
  });
});
