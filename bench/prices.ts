/**
 * Price refresh latency against the real server process and a local vendor site: cold (robots.txt
 * and page fetched, parsed, stored) and warm (answered from the stored result within the TTL). Each
 * activity's page sits on its own loopback host (127.0.0.k), so the 1 request/s/host politeness rule
 * does not queue the cold calls behind each other. Runnable alone: `tsx bench/prices.ts [activities]`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { type PriceSite, startPriceSite } from '../test/helpers/price-site.js';
import { benchImport } from './foundation.js';
import { createBenchKey, latencyRow, load, printTable, type Row, rssMb, startServer } from './lib.js';

const WARM_UP = 5;
const SHAPES = [
  'single-offer',
  'event-series',
  'sub-events',
  'aggregate-offer',
  'broken-json-microdata',
  'sold-out',
];

export const benchPrices = async (activities = 60): Promise<Row[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-bench-prices-'));
  const dbPath = join(dir, 'prices.db');
  const sites: PriceSite[] = [];
  try {
    for (let k = 0; k < activities; k++) sites.push(await startPriceSite({ host: `127.0.0.${k + 2}` }));
    const lines = sites.map((s, k) =>
      JSON.stringify({
        ref: `bench-price-${k}`,
        entity_type: 'event',
        name: `Bench priced activity ${k}`,
        city: 'new-york',
        location: { lat: 40.73, lng: -74.0 },
        timezone: 'America/New_York',
        is_bookable: true,
        booking_url: `${s.url}/${SHAPES[k % SHAPES.length]}`,
      }),
    );
    const file = join(dir, 'prices.ndjson');
    writeFileSync(file, `${lines.join('\n')}\n`);
    benchImport(file, dbPath);
    const db = new Database(dbPath, { readonly: true });
    const ids = db.prepare('SELECT activity_id FROM activity ORDER BY ref').pluck().all() as string[];
    db.close();
    const key = createBenchKey(dbPath, 'bench prices');
    const server = await startServer({
      JAUNT_DB: dbPath,
      JAUNT_DEMO_ON_EMPTY: '0',
      JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
    });
    try {
      const headers = { authorization: `Bearer ${key}` };
      let failures = 0;
      await fetch(`${server.url}/partner/v1/users`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ external_user_id: 'bench-user' }),
      });
      // Warm the process (JIT, statement caches) on pages that are not measured: "cold" means no stored result.
      const warmUp = ids.slice(0, WARM_UP);
      const measured = ids.slice(WARM_UP);
      for (const id of warmUp) await fetch(`${server.url}/partner/v1/activities/${id}/prices`, { headers });
      const pick = (i: number) => measured[i % measured.length];
      const call = async (i: number) => {
        const res = await fetch(`${server.url}/partner/v1/activities/${pick(i)}/prices`, { headers });
        const body = (await res.json()) as { scrape_status?: string };
        if (!res.ok || body.scrape_status !== 'success') failures++;
      };
      const cold = await load(measured.length, 1, call);
      const warm = await load(measured.length * 20, 1, call);
      const concurrent = await load(measured.length * 20, 16, call);
      const detail = await load(measured.length * 20, 1, async (i) => {
        const res = await fetch(`${server.url}/partner/v1/activities/${pick(i)}`, {
          headers: { ...headers, 'x-external-user-id': 'bench-user' },
        });
        await res.arrayBuffer();
        if (!res.ok) failures++;
      });
      return [
        latencyRow({
          operation: 'price refresh, cold (robots + page)',
          size: `${measured.length} pages`,
          latencies: cold.latencies,
          throughput: `${cold.perSecond.toFixed(0)}/s`,
          note: `target p95 ≤ 150 ms; ${failures} not success`,
        }),
        latencyRow({
          operation: 'price refresh, within TTL (stored)',
          size: `${measured.length} pages`,
          latencies: warm.latencies,
          throughput: `${warm.perSecond.toFixed(0)}/s`,
        }),
        latencyRow({
          operation: 'price refresh, within TTL, c=16',
          size: `${measured.length} pages`,
          latencies: concurrent.latencies,
          throughput: `${concurrent.perSecond.toFixed(0)}/s`,
          rss: `${rssMb(server.pid).toFixed(0)} MB`,
        }),
        latencyRow({
          operation: 'GET /activities/{id}, same server (baseline)',
          size: `${measured.length} pages`,
          latencies: detail.latencies,
          throughput: `${detail.perSecond.toFixed(0)}/s`,
        }),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await Promise.all(sites.map((s) => s.close()));
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchPrices(Number(process.argv[2] ?? 60)).then(printTable, (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
