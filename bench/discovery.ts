/**
 * Discovery figures over HTTP on the demo catalogue: search and homescreen (shelved, limit 250) at
 * concurrency 1 and 16, `/healthz` while both run, with the server's event-loop delay (its /metrics)
 * and highest RSS per row; and the same prompts through MiniSearch and Orama on the same documents,
 * each in a child process of its own, side by side. Runs inside `npm run bench` (or `--only discovery`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { create, insertMultiple, search } from '@orama/orama';
import Database from 'better-sqlite3';
import MiniSearch from 'minisearch';
import { Client } from 'undici';
import type { BenchContext } from './foundation.js';
import {
  type CoreWait,
  coreWaitText,
  coreWaitWindow,
  getBody,
  getJson,
  type LoopDelay,
  latencyRow,
  load,
  loopText,
  loopWindow,
  ms,
  percentile,
  type Row,
  rssSampler,
} from './lib.js';

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

/** Latency and throughput of one load, with the server's event-loop delay and highest RSS meanwhile. */
export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  loop: LoopDelay;
  /** Highest RSS summed over the server's processes, and the highest of any one of them. */
  rssMax: number;
  rssMaxPerProcess: number;
  /** How long the server's and the load generator's JavaScript threads waited for a core. */
  coreWait: CoreWait;
}

export interface DiscoveryFigures {
  /** Warm-up: the first requests after start (JIT, statement caches). */
  warmLoop: LoopDelay;
  /** The warm-up's homescreens: each cell's first view on the worker that answered it (ms). */
  firstViews: number[];
  search: { c1: LoadFigures; c16: LoadFigures };
  home: { c1: LoadFigures; c16: LoadFigures };
  /** `GET /healthz`, one prober, while search and homescreen run mixed at concurrency 16. */
  healthz: LoadFigures & {
    mixedPerSecond: number;
    /** The same probes' p99 against a bare HTTP server of its own beside it: the machine's floor. */
    bareP99: number;
  };
}

/** Runs `total` calls of `task` at `concurrency`, measuring the server meanwhile. */
const measured = async (
  ctx: BenchContext,
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<LoadFigures> => {
  const loop = await loopWindow(ctx.server);
  const rss = rssSampler(ctx.server.pid);
  const cores = coreWaitWindow(ctx.server.pid);
  const r = await load(total, concurrency, task);
  const coreWait = cores.stop();
  const rssMax = rss.stop();
  const rssMaxPerProcess = rss.maxPerProcess();
  return {
    p50: percentile(r.latencies, 50),
    p95: percentile(r.latencies, 95),
    p99: percentile(r.latencies, 99),
    perSecond: r.perSecond,
    loop: await loop.end(),
    rssMax,
    rssMaxPerProcess,
    coreWait,
  };
};

/**
 * GET `url` every 10 ms from a worker thread (its own event loop), until `stop` returns the
 * latencies. Plain JavaScript, so the thread needs no TypeScript loader. The first probe is not
 * timed: a thread's first `fetch` loads undici and opens the connection (30–70 ms), and with about a
 * hundred probes that one would be the p99.
 */
const healthProber = (url: string): { stop(): Promise<number[]> } => {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const probes = [];
    let done = false;
    parentPort.once('message', () => { done = true; });
    const probe = async () => {
      const res = await fetch(workerData.url, { headers: { 'accept-encoding': 'identity' } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error('/healthz answered ' + res.status);
    };
    (async () => {
      await probe();
      while (!done) {
        const t = performance.now();
        await probe();
        probes.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 10));
      }
      parentPort.postMessage(probes);
    })();`,
    { eval: true, workerData: { url } },
  );
  const result = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (probes: number[]) => resolve(probes));
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const probes = await result;
      await worker.terminate();
      return probes;
    },
  };
};

/**
 * A bare HTTP server in a process of its own that answers every request with a small JSON body at
 * once: probed alike during the mixed load, it shows how much of the `/healthz` p99 the machine adds
 * (the prober's thread and the loopback waiting for a core beside the load), whatever the server does.
 */
const bareServer = async (): Promise<{ url: string; stop(): void }> => {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((_q, r) => { r.setHeader('content-type', 'application/json'); r.end('{"status":"ok"}'); })
        .listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${Number(String(chunk).trim())}/healthz`, stop: () => child.kill() };
};

/** Discovery over HTTP, uncompressed (`Accept-Encoding: identity`): see bench/compression.ts for the rest. */
export const measureDiscovery = async (ctx: BenchContext, requests = 600): Promise<DiscoveryFigures> => {
  const headers = { authorization: `Bearer ${ctx.key}`, 'x-external-user-id': 'bench-user' };
  const db = new Database(ctx.dbPath, { readonly: true });
  const cells = busiestCells(db);
  db.close();
  const searchUrl = (i: number) =>
    `${ctx.server.url}/partner/v1/search?prompt=${encodeURIComponent(BENCH_PROMPTS[i % BENCH_PROMPTS.length] ?? 'jazz')}`;
  const homeUrl = (i: number) =>
    `${ctx.server.url}/partner/v1/homescreen?h3_cell=${cells[(i * 7) % cells.length]}&shelved=true&limit=250`;

  const warm = await loopWindow(ctx.server);
  const firstViews: number[] = [];
  for (let i = 0; i < 40; i++) {
    await getJson(searchUrl(i), headers);
    const t = performance.now();
    await getJson(homeUrl(i), headers);
    firstViews.push(performance.now() - t);
  }
  const warmLoop = await warm.end();
  // Then every worker. A connection stays with the worker it reached, so the pass above warmed one
  // worker only. Passes at concurrency 16 over the timed rows' pooled connections did not fix that:
  // the warm worker answered faster and so took most of them, and a row's p95 @1 still met a cold
  // worker's first views when its connection reached that worker (at 1M with two workers, 15 or 58
  // ms by the luck of the draw). Each new connection goes to the next worker in turn, so a pass over
  // every cell on each of two fresh connections per worker warms each worker with each cell.
  for (let pass = 0; pass < 2 * ctx.server.processes; pass++) {
    const connection = new Client(ctx.server.url);
    for (let i = 0; i < cells.length; i++) await getBody(homeUrl(i), headers, connection);
    await connection.close();
  }
  // Then the timed rows' own connections, at the concurrency they will see.
  await load(4 * cells.length, 16, async (i) => {
    await getBody(homeUrl(i), headers);
  });
  const both = async (url: (i: number) => string) => ({
    c1: await measured(ctx, requests / 2, 1, async (i) => {
      await getBody(url(i), headers);
    }),
    c16: await measured(ctx, requests, 16, async (i) => {
      await getBody(url(i + 3), headers);
    }),
  });
  const search = await both(searchUrl);
  const home = await both(homeUrl);

  // Health checks while the two discovery calls run mixed at concurrency 16, from a thread of their
  // own as a load balancer probes: in this event loop they would also wait for the load
  // generator's own work (receiving and reading 1.3 MB homescreens). Twice the other rows' requests:
  // at about 65 probes a second the p99 then rests on some 250 probes, not on the slowest of 100.
  const bare = await bareServer();
  let mixed: LoadFigures;
  let probes: number[];
  let bareProbes: number[];
  try {
    const prober = healthProber(`${ctx.server.url}/healthz`);
    const bareProber = healthProber(bare.url);
    mixed = await measured(ctx, 2 * requests, 16, async (i) => {
      await getBody(i % 2 === 0 ? searchUrl(i) : homeUrl(i), headers);
    });
    probes = await prober.stop();
    bareProbes = await bareProber.stop();
  } finally {
    bare.stop();
  }
  return {
    warmLoop,
    firstViews,
    search,
    home,
    healthz: {
      ...mixed,
      p50: percentile(probes, 50),
      p95: percentile(probes, 95),
      p99: percentile(probes, 99),
      perSecond: Number.NaN,
      mixedPerSecond: mixed.perSecond,
      bareP99: percentile(bareProbes, 99),
    },
  };
};

/**
 * Res-7 cells by the activities they hold, ties broken by cell: the set must not depend on the query
 * plan (without an index on h3_r7, SQLite groups in a temporary B-tree and returns ties in another
 * order).
 */
export const cellsByCount = (db: Database.Database, order: 'busiest' | 'quietest', limit: number): string[] =>
  (
    db
      .prepare(
        `SELECT h3_r7 FROM activity GROUP BY h3_r7 ORDER BY count(*) ${order === 'busiest' ? 'DESC' : 'ASC'}, h3_r7 LIMIT ?`,
      )
      .all(limit) as { h3_r7: string }[]
  ).map((r) => r.h3_r7);

/** The 40 cells the discovery rows cycle through. */
export const busiestCells = (db: Database.Database): string[] => cellsByCount(db, 'busiest', 40);

const figureRow = (operation: string, size: number, f: LoadFigures, note = ''): Row => ({
  operation,
  size: String(size),
  p50: ms(f.p50),
  p95: ms(f.p95),
  throughput: Number.isNaN(f.perSecond) ? '' : `${f.perSecond.toFixed(0)} req/s`,
  rss:
    f.rssMaxPerProcess < f.rssMax - 1
      ? `${f.rssMax.toFixed(0)} MB max (≤ ${f.rssMaxPerProcess.toFixed(0)} per process)`
      : `${f.rssMax.toFixed(0)} MB max`,
  loop: loopText(f.loop),
  note: [note, `waiting for a core: ${coreWaitText(f.coreWait)}`].filter(Boolean).join('; '),
});

export const discoveryRows = (size: number, f: DiscoveryFigures): Row[] => [
  {
    operation: 'discovery warm-up (40 search + 40 homescreen)',
    size: String(size),
    p50: ms(percentile(f.firstViews, 50)),
    p95: ms(percentile(f.firstViews, 95)),
    throughput: '',
    rss: '',
    loop: loopText(f.warmLoop),
    note: "p50/p95: a cell's first homescreen on its worker; target: no task > 50 ms",
  },
  figureRow('search (HTTP), 1 client', size, f.search.c1, 'target p95 ≤ 20 ms @100k, ≤ 50 ms @1M'),
  figureRow('search (HTTP), 16 concurrent', size, f.search.c16, 'target ≥ 200 req/s @100k'),
  figureRow('homescreen shelved limit=250 (HTTP), 1 client', size, f.home.c1, 'target p95 ≤ 50 ms @1M'),
  figureRow(
    'homescreen shelved limit=250 (HTTP), 16 concurrent',
    size,
    f.home.c16,
    'target ≥ 180 req/s @100k',
  ),
  {
    ...figureRow(
      'GET /healthz while search + homescreen @16',
      size,
      f.healthz,
      `target p99 ≤ 20 ms; a bare server beside it, probed alike: p99 ${ms(f.healthz.bareP99)}`,
    ),
    p95: `p99 ${ms(f.healthz.p99)}`,
    throughput: `${f.healthz.mixedPerSecond.toFixed(0)} req/s mixed`,
  },
];

export const benchDiscovery = async (ctx: BenchContext, requests = 600): Promise<Row[]> =>
  discoveryRows(ctx.size, await measureDiscovery(ctx, requests));

/** One search library beside Jaunt: its name in the tables, and its index over the documents. */
interface Peer {
  label: string;
  /** How it matches, for the row's note. */
  how: string;
  /** Above this size it is not run (`tooLarge` says why). */
  maxSize: number;
  tooLarge: string;
  /** Indexes `docs` (and may empty the array); resolves with a query of the top 20. */
  build(docs: DocRow[]): Promise<(prompt: string) => Promise<void>>;
}

/** Both peers weigh the fields alike. */
const PEER_BOOST = { name: 10, categories: 6, tags: 3, venue: 5 };
/** Both peers hold their whole index in the JS heap; above this size they are not run. */
const PEER_MAX_SIZE = 300_000;

const PEERS: Record<string, Peer> = {
  minisearch: {
    label: 'MiniSearch 7.2',
    how: 'OR+prefix+fuzzy',
    // Its heap grows linearly (1.2 GB at 100k) and so does its query time.
    maxSize: PEER_MAX_SIZE,
    tooLarge: 'its index takes about 12 MB per 1,000 activities and every query scans it',
    build: async (docs) => {
      const mini = new MiniSearch<DocRow>({
        fields: ['name', 'categories', 'tags', 'venue', 'semantic_location', 'description'],
        searchOptions: { boost: PEER_BOOST, prefix: true, fuzzy: 0.2 },
      });
      mini.addAll(docs);
      docs.length = 0;
      return async (prompt) => {
        mini.search(prompt).slice(0, 20);
      };
    },
  },
  orama: {
    label: 'Orama 3.1',
    // Its default matching (prefixes, any term). A typo tolerance of 1 took seconds per query at
    // 100k: every term walks the whole radix tree.
    how: 'BM25, prefix',
    maxSize: PEER_MAX_SIZE,
    tooLarge: 'its index holds every token of every document in the JS heap',
    build: async (docs) => {
      const db = create({
        schema: {
          name: 'string',
          categories: 'string',
          tags: 'string',
          venue: 'string',
          semantic_location: 'string',
          description: 'string',
        } as const,
      });
      await insertMultiple(
        db,
        docs.map((d) => ({
          id: String(d.id),
          name: d.name,
          categories: d.categories ?? '',
          tags: d.tags ?? '',
          venue: d.venue ?? '',
          semantic_location: d.semantic_location ?? '',
          description: d.description ?? '',
        })),
        1_000,
      );
      docs.length = 0;
      return async (prompt) => {
        await search(db, { term: prompt, boost: PEER_BOOST, limit: 20 });
      };
    },
  },
};

/** The peers' names, in the order `benchPeers` returns their rows. */
export const PEER_LABELS = Object.values(PEERS).map((p) => p.label);

const peerOperation = (peer: Peer): string => `${peer.label} same prompts (own process)`;

/** A peer's timed queries stop after this long, once every prompt has run at least once. */
const PEER_BUDGET_MS = 30_000;

/**
 * Builds the peer's index and times its queries over the bench prompts: one pass to warm up, then
 * up to `requests / 2` queries, or fewer once PEER_BUDGET_MS have passed (Orama takes seconds per
 * query at 100k).
 */
const peerRow = async (peer: Peer, docs: DocRow[], size: number, requests: number): Promise<Row> => {
  const t0 = performance.now();
  const query = await peer.build(docs);
  const buildS = (performance.now() - t0) / 1000;
  const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  for (const prompt of BENCH_PROMPTS) await query(prompt);
  const lat: number[] = [];
  const started = performance.now();
  for (let i = 0; i < requests / 2; i++) {
    if (i >= BENCH_PROMPTS.length && performance.now() - started > PEER_BUDGET_MS) break;
    const t = performance.now();
    await query(BENCH_PROMPTS[i % BENCH_PROMPTS.length] ?? '');
    lat.push(performance.now() - t);
  }
  const perSecond = lat.length / ((performance.now() - started) / 1000);
  return latencyRow({
    operation: peerOperation(peer),
    size,
    latencies: lat,
    throughput: `${perSecond < 10 ? perSecond.toFixed(1) : perSecond.toFixed(0)} q/s (1 thread, ${lat.length} queries)`,
    rss: `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB peak (${heapMb.toFixed(0)} MB heap)`,
    note: `build ${buildS.toFixed(1)} s; ${peer.how}, no time/place/price`,
  });
};

/**
 * The same prompts through each peer on the same documents (no HTTP, no query understanding: raw
 * prompt text), each in a child process so its heap and build are its own and an out-of-memory at a
 * large size ends only its row. Runs after the HTTP benches.
 */
export const benchPeers = (ctx: { size: number; dbPath: string }, requests = 600): Row[] =>
  Object.entries(PEERS).map(([name, peer]) => {
    /** The row when a peer gives no figures, saying why. */
    const noFigures = (note: string): Row => ({
      operation: peerOperation(peer),
      size: String(ctx.size),
      p50: '',
      p95: '',
      throughput: '',
      rss: '',
      note,
    });
    if (ctx.size > peer.maxSize) return noFigures(`not run above ${peer.maxSize}: ${peer.tooLarge}`);
    try {
      const out = execFileSync(
        process.execPath,
        [
          '--max-old-space-size=8192',
          '--import',
          'tsx',
          fileURLToPath(import.meta.url),
          '--peer',
          name,
          ctx.dbPath,
          String(ctx.size),
          String(requests),
        ],
        { encoding: 'utf8', maxBuffer: 1 << 20, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Row;
    } catch (e) {
      return noFigures(`failed: ${(e as Error).message.split('\n')[0]}`);
    }
  });

/** The documents the peers index: the text fields Jaunt's own index reads. */
const peerDocs = (dbPath: string): DocRow[] => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT a.id, a.name, a.venue, a.semantic_location, a.description,
                (SELECT group_concat(category, ' ') FROM activity_category c WHERE c.activity_id = a.id) AS categories,
                (SELECT group_concat(tag, ' ') FROM activity_tag t WHERE t.activity_id = a.id) AS tags
         FROM activity a`,
      )
      .all() as DocRow[];
  } finally {
    db.close();
  }
};

if (process.argv[2] === '--peer' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, dbPath, size, requests] = process.argv.slice(3);
  const peer = PEERS[name ?? ''];
  if (!peer) throw new Error(`unknown peer ${name}`);
  console.log(
    JSON.stringify(await peerRow(peer, peerDocs(dbPath ?? ''), Number(size), Number(requests ?? 600))),
  );
}
