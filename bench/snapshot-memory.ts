/**
 * Where the discovery snapshot's memory goes: builds the snapshot of a database (JAUNT_DB or
 * JAUNT_DATABASE_URL) in this process, then reports its build time, the heap and RSS, and the heap
 * each part holds on its own, by dropping the parts one after another with a full GC between.
 *
 *   node --expose-gc --import tsx bench/snapshot-memory.ts [--heap-snapshot file]
 *
 * Run it on an idle catalogue: a background refresh would rebuild what it drops.
 */
import { fileURLToPath } from 'node:url';
import { getHeapStatistics, writeHeapSnapshot } from 'node:v8';
import { catalogueStore } from '../src/catalogue/store.js';
import { createDiscoveryIndex } from '../src/discovery/snapshot/discovery-index.js';
import { openStore } from '../src/platform/db/index.js';
import { createSecretBox } from '../src/platform/secrets/secret-box.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const mb = (n: number) => (n / 2 ** 20).toFixed(1);
const heapUsed = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const store = await openStore({
  sqlitePath: process.env.JAUNT_DB ?? 'data/jaunt.db',
  databaseUrl: process.env.JAUNT_DATABASE_URL,
  migrationsDir: fileURLToPath(new URL('../db/migrations', import.meta.url)),
  secrets: createSecretBox(Buffer.alloc(32, 1)),
  instanceId: 'snapshot-memory',
});
const index = createDiscoveryIndex({ store, catalogue: catalogueStore(store), clock: () => new Date() });
const base = heapUsed();
const t0 = performance.now();
const snap = await index.current();
const buildMs = performance.now() - t0;
const full = heapUsed();
const mu = process.memoryUsage();
const hs = getHeapStatistics();
console.log(`docs ${snap.docs.length}, snapshot build ${(buildMs / 1000).toFixed(2)} s`);
console.log(
  `heap used ${mb(mu.heapUsed)} MB (snapshot ${mb(full - base)} MB), heap total ${mb(mu.heapTotal)} MB, ` +
    `external ${mb(mu.external)} MB, array buffers ${mb(mu.arrayBuffers)} MB, RSS ${mb(mu.rss)} MB, ` +
    `heap limit ${mb(hs.heap_size_limit)} MB`,
);
const at = process.argv.indexOf('--heap-snapshot');
if (at > 0) console.log(`heap snapshot: ${writeHeapSnapshot(process.argv[at + 1])}`);

// Parts dropped in this order; each line is the heap that part alone kept alive.
const parts = snap as unknown as Record<string, unknown>;
let last = full;
const drop = (label: string, fn: () => void) => {
  fn();
  const now = heapUsed();
  console.log(`${label.padEnd(28)} ${mb(last - now).padStart(8)} MB`);
  last = now;
};
console.log('held by (dropped in this order):');
for (const key of ['facets', 'gazetteer', 'vocabularyMap', 'vocabulary', 'byQuality', 'byCell', 'counts'])
  drop(key, () => {
    parts[key] = null;
  });
// What is left is the docs: their table, and the columns behind it (typed arrays outside the heap).
let columnBytes = 0;
for (const c of snap.docs.sets)
  for (const v of Object.values(c)) if (ArrayBuffer.isView(v)) columnBytes += v.byteLength;
console.log(
  `(columns: ${snap.docs.sets.length} sets, ${mb(columnBytes)} MB of typed arrays, not in the heap figures)`,
);
drop('docs (table, string and list tables)', () => {
  parts.docs = null;
});
await index.close();
await store.close();
