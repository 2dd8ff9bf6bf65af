/** The chat set itself meets the quotas, and every graded prompt has something worth finding. */
import { describe, expect, test } from 'vitest';
import { CatalogueRecord } from '../../../src/catalogue/record.js';
import { CHAT_NOW, CHAT_RECORDS } from './catalogue.js';
import { CHAT_PROMPTS, type PromptClass } from './prompts.js';
import { area, during, gradeAll, priceAtMost, W } from './rules.js';

const count = (pred: (p: (typeof CHAT_PROMPTS)[number]) => boolean) => CHAT_PROMPTS.filter(pred).length;
const ofClass = (c: PromptClass) => count((p) => p.classes.includes(c));

describe('chat judged set', () => {
  test('has the size, languages and class counts issue 9 asks for', () => {
    expect(CHAT_PROMPTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CHAT_PROMPTS.map((p) => p.id)).size).toBe(CHAT_PROMPTS.length);
    expect(count((p) => p.language !== 'en') / CHAT_PROMPTS.length).toBeGreaterThanOrEqual(0.4);
    for (const l of ['fr', 'es', 'de', 'it', 'pt'] as const)
      expect(count((p) => p.language === l)).toBeGreaterThanOrEqual(10);
    const floors: [PromptClass, number][] = [
      ['negation', 20],
      ['emoji', 15],
      ['typo', 20],
      ['mood', 20],
      ['time', 20],
      ['budget', 15],
      ['audience', 20],
      ['long', 5],
      ['empty', 3],
    ];
    for (const [c, n] of floors) expect(ofClass(c), c).toBeGreaterThanOrEqual(n);
  });

  test('holds out about a fifth, spread over languages', () => {
    const share = count((p) => p.heldOut) / CHAT_PROMPTS.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
    for (const l of ['en', 'fr', 'es', 'de', 'it', 'pt'] as const)
      expect(
        count((p) => p.heldOut && p.language === l),
        l,
      ).toBeGreaterThan(0);
  });

  test('every graded prompt has at least one grade-3 activity; expect-empty prompts have no rules', () => {
    for (const p of CHAT_PROMPTS) {
      const grades = gradeAll(p.rules, CHAT_RECORDS, { now: CHAT_NOW });
      if (p.expectEmpty) expect(p.rules, p.id).toHaveLength(0);
      else expect([...grades.values()].filter((g) => g === 3).length, p.id).toBeGreaterThan(0);
    }
  });
});

describe('chat catalogue and rules', () => {
  test('every record passes the import schema, refs are unique, six cities', () => {
    for (const r of CHAT_RECORDS) expect(CatalogueRecord.safeParse(r).success, r.ref).toBe(true);
    expect(new Set(CHAT_RECORDS.map((r) => r.ref)).size).toBe(CHAT_RECORDS.length);
    expect(new Set(CHAT_RECORDS.map((r) => r.city)).size).toBe(6);
    expect(CHAT_RECORDS.length).toBeGreaterThanOrEqual(300);
  });

  const find = (prefix: string) => {
    const r = CHAT_RECORDS.find((x) => x.ref.startsWith(prefix));
    if (!r) throw new Error(`no record ${prefix}`);
    return r;
  };
  const ctx = { now: CHAT_NOW };

  test('time windows read the activity zone: a 21:00 jazz set is tonight, a museum closing at 18:00 is not', () => {
    // CHAT_NOW is Thursday 16:00 in Paris; the museum closes at 18:00 on Thursdays.
    expect(during(W.tonight)(find('pa-art-museum-1'), ctx)).toBe(false);
    expect(during(W.now)(find('pa-art-museum-1'), ctx)).toBe(true);
    // Open-air rink open until 22:00: yes tonight.
    expect(during(W.tonight)(find('pa-ice-rink-1'), ctx)).toBe(true);
    // Weekend-only kids film: not tomorrow (Friday), yes on Saturday.
    expect(during(W.tomorrow)(find('ny-kids-film-1'), ctx)).toBe(false);
    expect(during(W.saturday)(find('ny-kids-film-1'), ctx)).toBe(true);
  });

  test('areas are membership by semantic_location, prices compare ticket totals', () => {
    expect(area('Brooklyn')(find('ny-edge-bar-1'), ctx)).toBe(false);
    expect(area('Williamsburg')(find('ny-distractor-bar-1'), ctx)).toBe(true);
    expect(area('Le Marais')(find('pa-cat-cafe-1'), ctx)).toBe(true);
    expect(priceAtMost(10)(find('ld-gallery-1'), ctx)).toBe(true);
    expect(priceAtMost(10)(find('pa-fine-dining-1'), ctx)).toBe(false);
  });
});
