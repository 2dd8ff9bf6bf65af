/**
 * The verb "to drink" in each language asks for a drink, as its noun phrases do: "Kölsch trinken"
 * asked for nothing (only "einen trinken" was a form), and the Spanish "beber" stemmed into "bebé" and
 * asked for toddlers. Prompts written for this test, through the real parser.
 */
import { describe, expect, test } from 'vitest';
import { parsePrompt } from '../helpers/parse-prompt.js';

const concepts = (prompt: string): string[] =>
  parsePrompt(prompt, { now: Date.parse('2026-12-03T17:00:00Z') }).concepts.map((c) => c.id);

describe('the verb to drink', () => {
  test.each([
    'Altbier trinken in Düsseldorf',
    'dónde beber en Sevilla',
    'où boire à Nantes',
    'dove bere a Torino',
    'onde beber no Porto',
    'where to drink in Leeds',
  ])('%s', (prompt) => {
    const ids = concepts(prompt);
    expect(ids).toContain('category.bar');
    expect(ids).not.toContain('audience.toddlers');
  });

  test('a baby is still a baby', () => {
    expect(concepts('con un bebé en Sevilla')).toContain('audience.toddlers');
  });
});
