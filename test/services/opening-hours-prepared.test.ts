/**
 * A snapshot build parses the catalogue's opening hours between its steps, so a request's ranking
 * finds them parsed instead of parsing each new value itself (0.3-0.5 ms each).
 */
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../src/catalogue/catalogue.js';
import { openState, prepareOpeningHours } from '../../src/catalogue/opening-hours.js';
import { catalogueStore } from '../../src/catalogue/store.js';
import { createDiscoveryIndex } from '../../src/discovery/snapshot/discovery-index.js';
import { museumLine, toNdjson } from '../fixtures/catalogue.js';
import { DEFAULT_NOW } from '../helpers/app.js';
import { sqliteDatabase } from '../helpers/engines.js';

const database = sqliteDatabase();
afterAll(() => database.drop());

/** Forty places whose hours are their own (no other test in this file parses them). */
const places = Array.from({ length: 40 }, (_, i) => ({
  ...museumLine,
  ref: `hours-${i}`,
  name: `Hours place ${i}`,
  opening_hours: `Mo-Fr 08:${String(i).padStart(2, '0')}-17:30; Sa 10:00-13:${String(i).padStart(2, '0')}`,
}));

describe('snapshot build', () => {
  it('parses every opening-hours value of the catalogue before the first request ranks', async () => {
    const store = await database.open();
    try {
      const catalogue = catalogueStore(store);
      await importCatalogue(catalogue, Readable.from([toNdjson(places)]), {
        replace: false,
        now: DEFAULT_NOW.toISOString(),
      });
      const now = DEFAULT_NOW.getTime();
      const index = createDiscoveryIndex({ store, catalogue, clock: () => DEFAULT_NOW });
      await index.current();
      // Known already: nothing left to parse.
      for (const p of places) expect(prepareOpeningHours(p.opening_hours, now, p.timezone)).toBe(false);
      // A value no doc holds is still parsed on demand, and answers.
      expect(prepareOpeningHours('Mo-Fr 07:00-07:30', now, 'Europe/Paris')).toBe(true);
      expect(
        openState(places[3]?.opening_hours ?? '', Date.parse('2026-12-07T07:30:00Z'), 'Europe/Paris'),
      ).toBe('open');
      await index.close();
    } finally {
      await store.close();
    }
  });
});
