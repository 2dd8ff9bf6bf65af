import { describe, expect, it } from 'vitest';
import { PkSet, RefLines } from '../../src/catalogue/import/sets.js';

describe('RefLines', () => {
  it('gives the first line of a ref seen before, across growth of the table', () => {
    const refs = new RefLines();
    for (let i = 1; i <= 50_000; i++) expect(refs.firstLine(`city-evt-${i}`, i)).toBeNull();
    expect(refs.firstLine('city-evt-1', 60_001)).toBe(1);
    expect(refs.firstLine('city-evt-42424', 60_002)).toBe(42_424);
    expect(refs.firstLine('city-evt-50001', 60_003)).toBeNull();
    expect(refs.firstLine('city-evt-50001', 60_004)).toBe(60_003);
    // Anagrams and case differ.
    expect(refs.firstLine('City-evt-1', 60_005)).toBeNull();
    expect(refs.firstLine('1-tve-ytic', 60_006)).toBeNull();
  });
});

describe('PkSet', () => {
  it('holds the ids added and no others, growing as ids grow', () => {
    const set = new PkSet();
    const ids = [1, 7, 8, 4_095 * 8, 100_003, 2_000_000];
    for (const id of ids) set.add(id);
    for (const id of ids) expect(set.has(id)).toBe(true);
    for (const id of [0, 2, 9, 100_002, 1_999_999, 5_000_000]) expect(set.has(id)).toBe(false);
  });
});
