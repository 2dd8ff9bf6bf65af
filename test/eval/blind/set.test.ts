/** The blind set meets issue 35's quotas, and every graded prompt has something worth finding. */
import { describe, expect, test } from 'vitest';
import { CatalogueRecord } from '../../../src/catalogue/record.js';
import { BLIND_NOW, BLIND_RECORDS } from './catalogue.js';
import { CITIES, distanceKm } from './cities.js';
import { BLIND_PROMPTS, type Language, type PromptClass } from './prompts.js';
import { gradeAll, nearL, opensBy } from './rules.js';

const count = (pred: (p: (typeof BLIND_PROMPTS)[number]) => boolean) => BLIND_PROMPTS.filter(pred).length;
const ofClass = (c: PromptClass) => count((p) => p.classes.includes(c));
const ofLanguage = (l: Language) => count((p) => p.language === l);
const ctx = { now: BLIND_NOW };

describe('blind judged set', () => {
  test('has the size, languages and class counts issue 35 asks for', () => {
    expect(BLIND_PROMPTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(BLIND_PROMPTS.map((p) => p.id)).size).toBe(BLIND_PROMPTS.length);
    expect(ofLanguage('en') / BLIND_PROMPTS.length).toBeLessThanOrEqual(0.45);
    for (const l of ['fr', 'es', 'de', 'it', 'pt'] as const)
      expect(ofLanguage(l), l).toBeGreaterThanOrEqual(15);
    expect(ofLanguage('mix')).toBeGreaterThanOrEqual(3);
    const floors: [PromptClass, number][] = [
      ['place', 25],
      ['long', 12],
      ['phrase', 15],
      ['numbers', 20],
      ['exonym', 15],
      ['indirect', 20],
      ['exclusion', 15],
      ['time', 10],
      ['plain', 5],
      ['empty', 3],
    ];
    for (const [c, n] of floors) expect(ofClass(c), c).toBeGreaterThanOrEqual(n);
  });

  test('long prompts are 50 to 120 words', () => {
    for (const p of BLIND_PROMPTS.filter((x) => x.classes.includes('long'))) {
      const words = p.text.split(/\s+/).length;
      expect(words, p.id).toBeGreaterThanOrEqual(50);
      expect(words, p.id).toBeLessThanOrEqual(120);
    }
  });

  test('every graded prompt has at least one grade-3 activity; expect-empty prompts have no rules', () => {
    for (const p of BLIND_PROMPTS) {
      const grades = gradeAll(p.rules, BLIND_RECORDS, ctx);
      if (p.expectEmpty) expect(p.rules, p.id).toHaveLength(0);
      else expect([...grades.values()].filter((g) => g === 3).length, p.id).toBeGreaterThan(0);
    }
  });
});

describe('blind catalogue and rules', () => {
  test('every record passes the import schema, refs are unique, six cities of 60+ activities', () => {
    for (const r of BLIND_RECORDS) expect(CatalogueRecord.safeParse(r).success, r.ref).toBe(true);
    expect(new Set(BLIND_RECORDS.map((r) => r.ref)).size).toBe(BLIND_RECORDS.length);
    expect(BLIND_RECORDS.length).toBeGreaterThanOrEqual(400);
    for (const c of Object.values(CITIES))
      expect(BLIND_RECORDS.filter((r) => r.city === c.slug).length, c.slug).toBeGreaterThanOrEqual(60);
  });

  test('every landmark has activities within 1 km, and the distances are real-world ones', () => {
    for (const [ck, c] of Object.entries(CITIES))
      for (const [name, lm] of Object.entries(c.landmarks))
        expect(
          BLIND_RECORDS.filter((r) => distanceKm(r.location, lm) <= 1).length,
          `${ck}/${name}`,
        ).toBeGreaterThan(0);
    // Colosseum to Pantheon is about 1.6 km; Belém Tower to Praça do Comércio about 7 km.
    const lm = (ck: 'ro' | 'li', name: string) => {
      const l = CITIES[ck].landmarks[name];
      if (!l) throw new Error(`no landmark ${name}`);
      return l;
    };
    const romeKm = distanceKm(lm('ro', 'colosseum'), lm('ro', 'pantheon'));
    const lisbonKm = distanceKm(lm('li', 'belemTower'), lm('li', 'comercio'));
    expect(romeKm).toBeGreaterThan(1.3);
    expect(romeKm).toBeLessThan(1.9);
    expect(lisbonKm).toBeGreaterThan(6);
    expect(lisbonKm).toBeLessThan(8);
  });

  const find = (ref: string) => {
    const r = BLIND_RECORDS.find((x) => x.ref === ref);
    if (!r) throw new Error(`no record ${ref}`);
    return r;
  };

  test('distractors carry a landmark name but lie far from it; opening predicates read the hours', () => {
    // "Colosseo Lounge Bar" is in Prati, kilometres from the Colosseum.
    expect(find('ro-dx-bar-1').name).toContain('Colosseo');
    expect(nearL('ro', 'colosseum', 2)(find('ro-dx-bar-1'), ctx)).toBe(false);
    expect(nearL('ro', 'colosseum', 1)(find('ro-history-museum-1'), ctx)).toBe(true);
    // Bakeries open at 06:00; an afternoon tea room does not; a 07:00 yoga class counts as early.
    expect(opensBy('07:00')(find('li-bakery-1'), ctx)).toBe(true);
    expect(opensBy('10:00')(find('vi-afternoon-tea-1'), ctx)).toBe(false);
    expect(opensBy('07:00')(find('vi-yoga-1'), ctx)).toBe(true);
  });
});
