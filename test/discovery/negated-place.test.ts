/**
 * A negated place rules an area out instead of anchoring the search there: "not in Casco Viejo",
 * "pero no en el Casco Viejo", "nicht in Abando", "ni X ni Y" leave those areas out of the city asked
 * for (or of their own city when none is), and Portuguese "no" (in the) is no negation. Over the real
 * parser and a gazetteer built from docs.
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer, insidePlace } from '../../src/discovery/query/gazetteer.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const doc = (pk: number, area: string, lat: number, lng: number) =>
  ({
    pk,
    city: 'bilbao',
    timezone: 'Europe/Madrid',
    location: { lat, lng },
    semanticLocation: `${area}, Bilbao`,
    venue: null,
  }) as never;

const docs = [
  doc(1, 'Casco Viejo', 43.257, -2.924),
  doc(2, 'Abando', 43.269, -2.9345),
  doc(3, 'Deusto', 43.271, -2.947),
  doc(4, 'Bairro Alto', 43.25, -2.91),
];
const gazetteer = buildGazetteer(docs);

const parse = (prompt: string) =>
  parsePrompt(prompt, {
    now: Date.parse('2026-12-03T12:00:00Z'),
    gazetteer,
    accepted: ['en', 'es', 'de', 'fr', 'pt'],
  });

const kept = (prompt: string): number[] => {
  const q = parse(prompt);
  const place = q.place;
  if (!place) return [];
  return docs.filter((d) => insidePlace(place, d, q.near)).map((d) => (d as { pk: number }).pk);
};

describe('a negated place is left out, not searched around', () => {
  test.each([
    ['restaurants in Bilbao, not in Casco Viejo', [2, 3, 4]],
    ['restaurantes en Bilbao pero no en el Casco Viejo', [2, 3, 4]],
    ['Restaurants in Bilbao, nicht in Abando', [1, 3, 4]],
    ['restaurants not in Casco Viejo', [2, 3, 4]],
    ['bars in Bilbao but not Abando or Deusto', [1, 4]],
  ])('%s', (prompt, pks) => {
    expect(parse(prompt).place?.city).toBe('bilbao');
    expect(kept(prompt)).toEqual(pks);
  });

  test('Portuguese "no" (in the) still places the search there', () => {
    expect(kept('jantar no Bairro Alto')).toEqual([4]);
  });
});
