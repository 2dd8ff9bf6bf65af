/**
 * Cities and money as people write them: the initials of a catalogue city's name of several words
 * ("in KL", "in BA"), other languages' names of major cities, and currency words of every language
 * with plurals, accents and slang after an amount ("cuarenta dólares", "50 dollari", "vinte contos"),
 * never left as words to look for. Prompts written for this test.
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer } from '../../src/discovery/query/gazetteer.js';
import type { DiscoveryDoc } from '../../src/discovery/snapshot/ranking-docs.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const doc = (pk: number, city: string, semanticLocation: string, lat: number, lng: number, tz: string) =>
  ({ pk, city, semanticLocation, venue: null, location: { lat, lng }, timezone: tz }) as DiscoveryDoc;

const gazetteer = buildGazetteer([
  doc(1, 'buenos-aires', 'Palermo, Buenos Aires', -34.5883, -58.4303, 'America/Argentina/Buenos_Aires'),
  doc(2, 'kuala-lumpur', 'Bukit Bintang, Kuala Lumpur', 3.1466, 101.7101, 'Asia/Kuala_Lumpur'),
  doc(3, 'mexico-city', 'Roma Norte, Mexico City', 19.4194, -99.1617, 'America/Mexico_City'),
  doc(4, 'new-delhi', 'Connaught Place, New Delhi', 28.6315, 77.2167, 'Asia/Kolkata'),
  doc(5, 'sao-paulo', 'Pinheiros, Sao Paulo', -23.5614, -46.6919, 'America/Sao_Paulo'),
  doc(6, 'santa-barbara', 'Downtown, Santa Barbara', 34.4208, -119.6982, 'America/Los_Angeles'),
  doc(7, 'san-bernardino', 'Downtown, San Bernardino', 34.1083, -117.2898, 'America/Los_Angeles'),
]);
const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse('2026-12-03T17:00:00Z'), gazetteer });

describe('initials of a catalogue city of several words', () => {
  test.each([
    ['tango tonight in BA', 'buenos-aires'],
    ['street food in KL this weekend', 'kuala-lumpur'],
    ['algo barato en SP', 'sao-paulo'],
  ])('%s', (prompt, city) => {
    expect(parse(prompt).place?.city).toBe(city);
  });
  test('initials two catalogue cities share name neither ("SB": Santa Barbara, San Bernardino)', () => {
    expect(parse('brunch in SB').place).toBeNull();
  });
});

describe('major cities in the six languages', () => {
  test.each([
    ['cena a Città del Messico stasera', 'mexico-city'],
    ['mercati a Nuova Delhi', 'new-delhi'],
    ['um jantar em Nova Deli', 'new-delhi'],
    ['ein Abend in Kuala Lumpur', 'kuala-lumpur'],
  ])('%s', (prompt, city) => {
    expect(parse(prompt).place?.city).toBe(city);
  });
});

describe('currency words of every language are money, never words to look for', () => {
  test.each([
    ['cena por menos de cuarenta dólares', 40],
    ['cena por menos de cuarenta dolares', 40],
    ['cena per meno di quaranta dollari', 40],
    ['Abendessen unter vierzig Dollar', 40],
    ['dîner pour moins de quarante dollars', 40],
    ['jantar com vinte contos', 20],
    ['um show por 30 paus', 30],
    ['concierto por 300 coronas', 300],
    ['a concert for 300 korun', 300],
    ['sortie à 30 balles', 30],
    ['something fun for 20 bucks', 20],
    ['ein Konzert für 20 Mäuse', 20],
    ['museo por 200 pesos', 200],
    ['cena con 40 libras', 40],
  ])('%s', (prompt, cap) => {
    const q = parse(prompt);
    expect(q.price.maxMajor).toBe(cap);
    expect(q.terms).toEqual([]);
  });
  test.each([
    'for two with 50 dollars, dinner',
    'cena para dos con 50 dólares',
    'per due con 50 dollari, una cena',
    'für zwei mit 50 Dollar, Abendessen',
    'pour deux avec 50 dollars, un dîner',
    'para dois com 50 dólares, um jantar',
  ])('a total for a group is shared: %s', (prompt) => {
    const q = parse(prompt);
    expect(q.partySize).toBe(2);
    expect(q.price.maxMajor).toBe(25);
  });
});

describe('a currency named without an amount is no word to look for', () => {
  test.each([
    ['paying in dollars, a cheap dinner', 'dollars'],
    ['algo barato, pago en dólares', 'dolares'],
    ['qualcosa da fare, pago in dollari', 'dollari'],
  ])('%s', (prompt, word) => {
    expect(parse(prompt).terms).not.toContain(word);
  });
});
