/**
 * Two instances over one database, on each engine: a catalogue change made through one (import,
 * removal, price refresh) reaches the other's search and snapshot within 2 s through its version
 * poll, the other keeps answering from its previous snapshot meanwhile, and an index kept up to
 * date change by change ranks exactly as one built from scratch.
 */
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { anonymousActor } from '../../src/access/actor.js';
import { importCatalogue } from '../../src/catalogue/catalogue.js';
import { catalogueState } from '../../src/catalogue/state-store.js';
import { type CatalogueStore, catalogueStore, replaceActivitySessions } from '../../src/catalogue/store.js';
import { createSearchService } from '../../src/discovery/search/search-service.js';
import { createSeenSets } from '../../src/discovery/seen-sets.js';
import { createDiscoveryIndex, type DiscoveryIndex } from '../../src/discovery/snapshot/discovery-index.js';
import { plainDoc } from '../../src/discovery/snapshot/doc-columns.js';
import { buildMatch, buildTextIndex } from '../../src/discovery/snapshot/fts-index.js';
import { createCpuTurns } from '../../src/platform/cpu-turns.js';
import type { Store } from '../../src/platform/db/index.js';
import { fixtureNdjson, jazzLine, museumLine, parkLine, toNdjson } from '../fixtures/catalogue.js';
import { DEFAULT_NOW } from '../helpers/app.js';
import { type EngineDatabase, postgresDatabase, sqliteDatabase } from '../helpers/engines.js';

const actor = anonymousActor('key_follow');
const clock = () => DEFAULT_NOW;
const POLL_MS = 500;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Instance {
  store: Store;
  catalogue: CatalogueStore;
  index: DiscoveryIndex;
  search: (prompt: string) => Promise<string[]>;
}

const instance = async (database: EngineDatabase): Promise<Instance> => {
  const store = await database.open();
  const catalogue = catalogueStore(store);
  const index = createDiscoveryIndex({ store, catalogue, clock });
  const search = createSearchService({ seen: createSeenSets(store), index, clock, cpu: createCpuTurns() });
  await index.current();
  const stop = index.startBackgroundRefresh(POLL_MS, (err) => {
    throw err;
  });
  cleanups.push(async () => {
    await stop();
    await index.close();
    await store.close();
  });
  return {
    store,
    catalogue,
    index,
    search: async (prompt) =>
      (await search.search(actor, { prompt, location: null, language: 'en' })).results.map((r) => r.name),
  };
};

const load = async (i: Instance, ndjson: string, replace = false) =>
  importCatalogue(i.catalogue, Readable.from([ndjson]), {
    replace,
    now: clock().toISOString(),
  });

/** Polls until `check` holds; the time it took in ms. */
const within = async (ms: number, check: () => Promise<boolean>): Promise<number> => {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return performance.now() - started;
};

describe.each([
  ['sqlite', async () => sqliteDatabase()],
  ['postgres', postgresDatabase],
] as const)('two instances on %s', (_engine, makeDatabase) => {
  it('follow each other within 2 s, and the updated index ranks as a fresh one', async () => {
    const database = await makeDatabase();
    cleanups.push(() => database.drop());
    const a = await instance(database);
    await load(a, fixtureNdjson);
    const b = await instance(database);
    expect(await b.search('vanguard')).toEqual(['Late Set at the Village Vanguard']);

    // A renamed activity through A: B answers from its previous snapshot until it has caught up.
    await load(a, toNdjson([{ ...jazzLine, name: 'Zanzibar Quartet Late Set' }, museumLine, parkLine]));
    expect(await b.search('zanzibar')).toEqual([]);
    const renamed = await within(2_000, async () => (await b.search('zanzibar')).length === 1);
    expect(renamed).toBeLessThan(2_000);
    expect(await b.search('vanguard')).toEqual(['Zanzibar Quartet Late Set']);

    // A removal and an addition in one load.
    await load(
      a,
      toNdjson([{ ...museumLine, ref: 'par-museum-002', name: 'Atelier of Quiet Clocks' }, parkLine]),
      true,
    );
    await within(
      2_000,
      async () => (await b.search('clocks')).length === 1 && (await b.search('zanzibar')).length === 0,
    );
    expect(await b.search('museum')).not.toContain('Museum of Curious Maps');

    // A price refresh (sessions replaced) through A reaches B's snapshot.
    const park = [...(await b.index.current()).docs].find((d) => d.name === 'Hudson River Greenway Walk');
    expect(park?.minPriceMinor).toBeNull();
    await a.store.transaction((trx) =>
      replaceActivitySessions(
        trx,
        park?.pk ?? 0,
        [
          {
            date: '2026-11-28',
            time: '10:00',
            startsAt: Date.parse('2026-11-28T15:00:00Z'),
            tickets: [
              {
                name: 'Guided',
                priceMinor: 1500,
                feeMinor: 0,
                available: true,
                description: null,
                onSaleStatus: null,
                isFree: false,
                minQuantity: 1,
                maxQuantity: null,
                category: null,
              },
            ],
          },
        ],
        clock().toISOString(),
      ),
    );
    await within(
      2_000,
      async () => (await b.index.current()).docs.get(park?.pk ?? 0)?.minPriceMinor === 1500,
    );

    // B's index followed change by change; a fresh build from the tables ranks the same.
    const snap = await b.index.current();
    const state = await catalogueState(b.store.db);
    expect(snap.version).toBe(state.version);
    const fresh = await buildTextIndex(b.store.db, state.publishedMaxPk);
    try {
      expect(snap.text.size()).toBe(fresh.size());
      expect(snap.text.size()).toBe(2);
      for (const words of [['walk'], ['clocks'], ['river', 'atelier'], ['zanzibar'], ['new', 'york']]) {
        const match = buildMatch(
          words.map((w) => [{ text: w }]),
          'any',
        ) as string;
        expect(snap.text.search(match, 10)).toEqual(fresh.search(match, 10));
      }
      expect(snap.vocabulary).toEqual(fresh.vocabulary());
      // The snapshot followed change by change holds what a fresh one built from the tables holds.
      const other = createDiscoveryIndex({ store: b.store, catalogue: b.catalogue, clock });
      try {
        const whole = await other.current();
        expect([...snap.docs].map(plainDoc)).toEqual([...whole.docs].map(plainDoc));
        expect([...snap.byQuality].map((d) => d.pk)).toEqual([...whole.byQuality].map((d) => d.pk));
        expect([...snap.facets.keys()].sort()).toEqual([...whole.facets.keys()].sort());
      } finally {
        await other.close();
      }
    } finally {
      fresh.close();
    }
  }, 60_000);
});

describe('snapshot columns', () => {
  it('small changes add a set of columns each, until the docs are loaded afresh into one', async () => {
    const database = await sqliteDatabase();
    cleanups.push(() => database.drop());
    const store = await database.open();
    const catalogue = catalogueStore(store);
    const index = createDiscoveryIndex({ store, catalogue, clock });
    cleanups.push(async () => {
      await index.close();
      await store.close();
    });
    const now = clock().toISOString();
    const lines = Array.from({ length: 70 }, (_, i) => ({ ...jazzLine, ref: `nyc-jazz-set-${i}` }));
    const importLines = (ls: typeof lines) =>
      importCatalogue(catalogue, Readable.from([toNdjson(ls)]), { replace: false, now });
    await importLines(lines);
    expect((await index.current()).columnSets).toBe(1);
    const sets: number[] = [];
    for (let i = 0; i < 70; i++) {
      // Another activity each time: the previous changes' columns keep their live docs.
      lines[i] = { ...jazzLine, ref: `nyc-jazz-set-${i}`, name: `Late Set number ${i}` };
      await importLines(lines);
      await index.refresh();
      sets.push((await index.current()).columnSets);
    }
    // One more set per change (the changed doc's own), up to the limit; then one again.
    expect(sets.slice(0, 63)).toEqual(Array.from({ length: 63 }, (_, i) => i + 2));
    expect(sets[63]).toBe(1);
    const snap = await index.current();
    const other = createDiscoveryIndex({ store, catalogue, clock });
    try {
      const whole = await other.current();
      expect([...snap.docs].map(plainDoc)).toEqual([...whole.docs].map(plainDoc));
      expect([...snap.docs].map((d) => d.name)).toContain('Late Set number 69');
    } finally {
      await other.close();
    }
  }, 60_000);
});
