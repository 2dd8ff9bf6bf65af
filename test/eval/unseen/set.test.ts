/** The unseen set meets its quotas, is deterministic and frozen, and every graded prompt has something worth finding. */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { CatalogueRecord } from '../../../src/catalogue/record.js';
import { buildUnseenRecords, UNSEEN_NOW, UNSEEN_RECORDS, unseenNdjson } from './catalogue.js';
import { CITIES, distanceKm } from './cities.js';
import { type Language, type PromptClass, UNSEEN_PROMPTS } from './prompts.js';
import { gradeAll, nearL } from './rules.js';

const count = (pred: (p: (typeof UNSEEN_PROMPTS)[number]) => boolean) => UNSEEN_PROMPTS.filter(pred).length;
const ofClass = (c: PromptClass) => count((p) => p.classes.includes(c));
const ofLanguage = (l: Language) => count((p) => p.language === l);
const ctx = { now: UNSEEN_NOW };
const find = (name: string) => {
  const r = UNSEEN_RECORDS.find((x) => x.name === name);
  if (!r) throw new Error(`no record ${name}`);
  return r;
};

describe('unseen judged set', () => {
  test('has the size, languages and class counts asked for', () => {
    expect(UNSEEN_PROMPTS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(UNSEEN_PROMPTS.map((p) => p.id)).size).toBe(UNSEEN_PROMPTS.length);
    expect(ofLanguage('en') / UNSEEN_PROMPTS.length).toBeGreaterThanOrEqual(0.3);
    expect(ofLanguage('en') / UNSEEN_PROMPTS.length).toBeLessThanOrEqual(0.55);
    for (const l of ['fr', 'es', 'de', 'it', 'pt'] as const)
      expect(ofLanguage(l), l).toBeGreaterThanOrEqual(8);
    expect(ofLanguage('mix')).toBeGreaterThanOrEqual(5);
    const floors: [PromptClass, number][] = [
      ['place', 25],
      ['long', 12],
      ['phrase', 10],
      ['numbers', 18],
      ['exonym', 25],
      ['indirect', 15],
      ['exclusion', 10],
      ['time', 25],
      ['plain', 12],
      ['empty', 4],
    ];
    for (const [c, n] of floors) expect(ofClass(c), c).toBeGreaterThanOrEqual(n);
  });

  test('long prompts are 50 to 120 words', () => {
    for (const p of UNSEEN_PROMPTS.filter((x) => x.classes.includes('long'))) {
      const words = p.text.split(/\s+/).length;
      expect(words, p.id).toBeGreaterThanOrEqual(50);
      expect(words, p.id).toBeLessThanOrEqual(120);
    }
  });

  test('every graded prompt has a grade-3 activity; expect-empty prompts have no rules', () => {
    for (const p of UNSEEN_PROMPTS) {
      const grades = gradeAll(p.rules, UNSEEN_RECORDS, ctx);
      if (p.expectEmpty) expect(p.rules, p.id).toHaveLength(0);
      else expect([...grades.values()].filter((g) => g === 3).length, p.id).toBeGreaterThan(0);
    }
  });
});

describe('unseen catalogue', () => {
  test('is deterministic and frozen: two builds agree, and the set has not changed since the baseline', () => {
    expect(JSON.stringify(buildUnseenRecords())).toBe(JSON.stringify(UNSEEN_RECORDS));
    const digest = createHash('sha256')
      .update(unseenNdjson())
      .update(JSON.stringify(UNSEEN_PROMPTS.map((p) => [p.id, p.text, p.location ?? null])))
      .digest('hex')
      .slice(0, 16);
    // Changing the catalogue or a prompt makes the figures incomparable with earlier runs: say so in
    // the README and update this digest on purpose.
    expect(digest).toBe(FROZEN_DIGEST);
  });

  test('every record passes the import schema; 280 to 380 activities in five cities of 55 or more', () => {
    for (const r of UNSEEN_RECORDS) expect(CatalogueRecord.safeParse(r).success, r.ref).toBe(true);
    expect(new Set(UNSEEN_RECORDS.map((r) => r.ref)).size).toBe(UNSEEN_RECORDS.length);
    expect(UNSEEN_RECORDS.length).toBeGreaterThanOrEqual(280);
    expect(UNSEEN_RECORDS.length).toBeLessThanOrEqual(380);
    for (const c of Object.values(CITIES))
      expect(UNSEEN_RECORDS.filter((r) => r.city === c.slug).length, c.slug).toBeGreaterThanOrEqual(55);
    expect(UNSEEN_RECORDS.filter((r) => (r.tags ?? []).includes('free')).length).toBeGreaterThanOrEqual(40);
    for (const r of UNSEEN_RECORDS) expect(Object.keys(r.descriptions ?? {}), r.ref).toHaveLength(1);
  });

  test('events have sessions only in the 14 days after the pinned now', () => {
    const from = UNSEEN_NOW.slice(0, 10);
    const until = new Date(Date.parse(UNSEEN_NOW) + 15 * 86_400_000).toISOString().slice(0, 10);
    for (const r of UNSEEN_RECORDS.filter((x) => x.entity_type === 'event')) {
      const dates = (r.ticket_price?.sessions ?? []).map((s) => s.date ?? '');
      expect(dates.length, r.ref).toBeGreaterThan(0);
      for (const d of dates) expect(d >= from && d <= until, `${r.ref} ${d}`).toBe(true);
    }
  });

  test('every landmark has activities within 1 km, and the distances are real-world ones', () => {
    for (const [ck, c] of Object.entries(CITIES))
      for (const [name, lm] of Object.entries(c.landmarks))
        expect(
          UNSEEN_RECORDS.filter((r) => distanceKm(r.location, lm) <= 1).length,
          `${ck}/${name}`,
        ).toBeGreaterThan(0);
    // Duomo to San Siro is about 5.3 km; Kölner Dom to the RheinEnergieStadion about 5.6 km.
    const duomoSanSiro = distanceKm(CITIES.mil.landmarks.duomo, CITIES.mil.landmarks.sanSiro);
    const domStadion = distanceKm(CITIES.cgn.landmarks.dom, CITIES.cgn.landmarks.stadion);
    expect(duomoSanSiro).toBeGreaterThan(4.8);
    expect(duomoSanSiro).toBeLessThan(6);
    expect(domStadion).toBeGreaterThan(5);
    expect(domStadion).toBeLessThan(6.5);
  });

  test('distractors carry a landmark word but lie far from it, or a word they are not', () => {
    expect(nearL('mil', 'duomo', 2)(find('Duomo Cocktail Club'), ctx)).toBe(false);
    expect(nearL('mil', 'duomo', 0.3)(find('Duomo di Milano'), ctx)).toBe(true);
    expect(nearL('cgn', 'dom', 2)(find('Kneipe Zum Dom'), ctx)).toBe(false);
    expect(nearL('gdl', 'minerva', 2)(find('Cervecería Minerva Taproom'), ctx)).toBe(false);
    expect(nearL('mrs', 'velodrome', 2)(find('Bar du Vélodrome'), ctx)).toBe(false);
    expect(find('Bar Grátis').tags).not.toContain('free');
    expect(find('Free Bar Milano').tags).not.toContain('free');
    expect(find('Ristorante Cinema Odeon').categories).not.toContain('cinema');
    expect(find('Restaurant Le Musée').categories).not.toContain('museum');
    expect(find('Bar Bambini').tags).toContain('adults-only');
    expect(find('Kinderzimmer Bar').tags).toContain('adults-only');
  });
});

const FROZEN_DIGEST = '0aa17a995288abab';
