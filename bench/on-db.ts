/**
 * The server's start and discovery figures on a database that already holds a catalogue (no demo
 * generation, no import): `tsx bench/on-db.ts --db path/bench.db [--requests 600]`. Writes a bench key
 * into that database, so run it on a copy. Prints time to /readyz 200 (the snapshot loaded or built
 * from it), RSS and heap after start, then the discovery rows (RSS max under load).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { benchDiscovery } from './discovery.js';
import {
  benchEnv,
  createBenchKey,
  printTable,
  provisionBenchUser,
  type Row,
  rssMb,
  startServer,
} from './lib.js';

const { values } = parseArgs({
  options: { db: { type: 'string' }, requests: { type: 'string', default: '600' } },
});
const dbPath = values.db;
if (!dbPath) throw new Error('--db path is required');
const db = new Database(dbPath, { readonly: true });
const size = (db.prepare('SELECT count(*) AS n FROM activity').get() as { n: number }).n;
db.close();

const heapUsedMb = async (metricsUrl: string): Promise<number> => {
  const text = await (await fetch(metricsUrl)).text();
  const m = /^nodejs_heap_size_used_bytes ([0-9.e+]+)$/m.exec(text);
  return m ? Number(m[1]) / 2 ** 20 : Number.NaN;
};

// A database that holds sealed secrets opens with its own key (the development key file beside it).
const keyFile = join(dirname(dbPath), 'secret.key');
if (existsSync(keyFile))
  (benchEnv as { JAUNT_SECRET_KEY: string }).JAUNT_SECRET_KEY = readFileSync(keyFile, 'utf8').trim();
const key = createBenchKey(dbPath, 'bench-on-db');
const started = performance.now();
const server = await startServer({ JAUNT_DB: dbPath, JAUNT_DEMO_ON_EMPTY: '0' }, 30 * 60_000);
const startSeconds = (performance.now() - started) / 1000;
const rows: Row[] = [];
try {
  rows.push({
    operation: 'server start to /readyz 200 (snapshot loaded from its file or built)',
    size: String(size),
    p50: '',
    p95: '',
    throughput: `${startSeconds.toFixed(1)} s`,
    rss: `${rssMb(server.pid).toFixed(0)} MB`,
    note: `heap used ${(await heapUsedMb(server.metricsUrl)).toFixed(0)} MB`,
  });
  await provisionBenchUser(server.url, key);
  rows.push(
    ...(await benchDiscovery({ size, dbPath, server, key, activityIds: [] }, Number(values.requests))),
  );
  rows.push({
    operation: 'server after the discovery runs',
    size: String(size),
    p50: '',
    p95: '',
    throughput: '',
    rss: `${rssMb(server.pid).toFixed(0)} MB`,
    note: `heap used ${(await heapUsedMb(server.metricsUrl)).toFixed(0)} MB`,
  });
} finally {
  await server.stop();
}
printTable(rows);
