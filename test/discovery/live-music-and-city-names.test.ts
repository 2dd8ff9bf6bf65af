/**
 * "Live" said the way each language says it after a kind ("samba dal vivo", "forró ao vivo", "salsa
 * en vivo", "Jazz live") asks for live music, and São Paulo's Italian name ("San Paolo") is São Paulo.
 * Prompts written for this test, through the real parser.
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer } from '../../src/discovery/query/gazetteer.js';
import type { DiscoveryDoc } from '../../src/discovery/snapshot/ranking-docs.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const gazetteer = buildGazetteer([
  {
    pk: 1,
    city: 'sao-paulo',
    semanticLocation: 'Pinheiros, Sao Paulo',
    venue: null,
    location: { lat: -23.5614, lng: -46.6919 },
    timezone: 'America/Sao_Paulo',
  } as DiscoveryDoc,
]);
const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse('2026-12-03T17:00:00Z'), gazetteer });

describe('live, in every language', () => {
  test.each([
    'un bar con jazz dal vivo',
    'um bar com forró ao vivo',
    'un sitio con salsa en vivo',
    'un bar avec du jazz en live',
    'eine Bar mit Jazz live',
  ])('%s', (prompt) => {
    const p = parse(prompt);
    expect(p.concepts.map((c) => c.id)).toContain('category.music');
    expect(p.terms).toEqual([]);
  });
});

describe("São Paulo's Italian name", () => {
  test('"San Paolo" is São Paulo, not words to look for', () => {
    const p = parse('cosa fare a San Paolo stasera');
    expect(p.place?.city).toBe('sao-paulo');
    expect(p.terms).not.toContain('paolo');
  });
});
