/**
 * Discovery figures over HTTP on the demo catalogue: search and homescreen (shelved, limit 250)
 * p50/p95 serial, requests/s at concurrency 16, server RSS; and the same prompts through MiniSearch
 * in-process on the same documents, side by side. Runs inside `npm run bench` (or `--only discovery`).
 */
import Database from 'better-sqlite3';
import MiniSearch from 'minisearch';
import type { BenchContext } from './foundation.js';
import { getBody, getJson, latencyRow, load, type Row, rssMb } from './lib.js';

export const BENCH_PROMPTS = [
  'jazz tonight in New York',
  'free things to do in London',
  'museums with kids',
  'dog friendly cafe',
  'techno this weekend in Berlin',
  'vegan restaurants in Paris',
  'comedy under $30',
  'live music',
  'gigs',
  'art galleries',
  'date night ideas',
  'yoga in the park',
  'rooftop cocktails',
  'musuem',
  'something fun to do tomorrow evening',
];

interface DocRow {
  id: number;
  name: string;
  venue: string | null;
  semantic_location: string | null;
  description: string | null;
  categories: string | null;
  tags: string | null;
}

export const benchDiscovery = async (ctx: BenchContext, requests = 600): Promise<Row[]> => {
  const headers = { authorization: `Bearer ${ctx.key}`, 'x-external-user-id': 'bench-user' };
  const size = String(ctx.size);
  const db = new Database(ctx.dbPath, { readonly: true });
  const cells = (
    db.prepare('SELECT h3_r7 FROM activity GROUP BY h3_r7 ORDER BY count(*) DESC LIMIT 40').all() as {
      h3_r7: string;
    }[]
  ).map((r) => r.h3_r7);
  const searchUrl = (i: number) =>
    `${ctx.server.url}/partner/v1/search?prompt=${encodeURIComponent(BENCH_PROMPTS[i % BENCH_PROMPTS.length] ?? 'jazz')}`;
  const homeUrl = (i: number) =>
    `${ctx.server.url}/partner/v1/homescreen?h3_cell=${cells[(i * 7) % cells.length]}&shelved=true&limit=250`;

  // Warm-up (also builds the discovery snapshot on first call).
  for (let i = 0; i < 40; i++) {
    await getJson(searchUrl(i), headers);
    await getJson(homeUrl(i), headers);
  }
  const rows: Row[] = [];
  for (const [operation, url] of [
    ['search (HTTP)', searchUrl],
    ['homescreen shelved limit=250 (HTTP)', homeUrl],
  ] as const) {
    const serial = await load(requests / 2, 1, async (i) => {
      await getBody(url(i), headers);
    });
    const parallel = await load(requests, 16, async (i) => {
      await getBody(url(i + 3), headers);
    });
    rows.push(
      latencyRow({
        operation,
        size,
        latencies: serial.latencies,
        throughput: `${parallel.perSecond.toFixed(0)} req/s @16`,
        rss: `${rssMb(ctx.server.pid).toFixed(0)} MB`,
        note: 'target p95 ≤ 50 ms',
      }),
    );
  }

  db.close();
  return rows;
};

/**
 * The same prompts through MiniSearch on the same documents, in this process (no HTTP, no query
 * understanding: raw prompt text). Runs after the HTTP benches: its seconds-long synchronous build
 * would otherwise leave the HTTP client's idle keep-alive sockets to go stale.
 */
export const benchMiniSearch = (ctx: BenchContext, requests = 600): Row[] => {
  const size = String(ctx.size);
  const db = new Database(ctx.dbPath, { readonly: true });
  const docs = db
    .prepare(
      `SELECT a.id, a.name, a.venue, a.semantic_location, a.description,
              (SELECT group_concat(category, ' ') FROM activity_category c WHERE c.activity_id = a.id) AS categories,
              (SELECT group_concat(tag, ' ') FROM activity_tag t WHERE t.activity_id = a.id) AS tags
       FROM activity a`,
    )
    .all() as DocRow[];
  db.close();
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const mini = new MiniSearch<DocRow>({
    fields: ['name', 'categories', 'tags', 'venue', 'semantic_location', 'description'],
    searchOptions: { boost: { name: 10, categories: 6, tags: 3, venue: 5 }, prefix: true, fuzzy: 0.2 },
  });
  mini.addAll(docs);
  const buildS = (performance.now() - t0) / 1000;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  for (let i = 0; i < 30; i++) mini.search(BENCH_PROMPTS[i % BENCH_PROMPTS.length] ?? '');
  const lat: number[] = [];
  const started = performance.now();
  for (let i = 0; i < requests / 2; i++) {
    const t = performance.now();
    mini.search(BENCH_PROMPTS[i % BENCH_PROMPTS.length] ?? '').slice(0, 20);
    lat.push(performance.now() - t);
  }
  const perSecond = requests / 2 / ((performance.now() - started) / 1000);
  return [
    latencyRow({
      operation: 'MiniSearch 7.2 same prompts (in-process)',
      size,
      latencies: lat,
      throughput: `${perSecond.toFixed(0)} q/s (1 thread)`,
      rss: `+${heapMb.toFixed(0)} MB heap`,
      note: `build ${buildS.toFixed(1)} s; OR+prefix+fuzzy, no time/place/price`,
    }),
  ];
};
