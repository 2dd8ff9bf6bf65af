/**
 * Booking figures over HTTP against the real server process: accepted bookings per second at
 * concurrency 16, and accept-to-callback latency of dry runs (POST sent → signed callback received on
 * a loopback receiver). Runnable alone: `tsx bench/bookings.ts [catalogue size]`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import type { BenchContext } from './foundation.js';
import { benchImport } from './foundation.js';
import { createBenchKey, latencyRow, load, printTable, type Row, rssMb, startServer } from './lib.js';

interface Target {
  activity_id: string;
  date: string | null;
  time: string | null;
  name: string;
  qty: number;
}

/** A bookable activity whose (date, time) names exactly one session and whose ticket can be bought singly. */
export const pickTarget = (dbPath: string): Target => {
  const db = new Database(dbPath, { readonly: true });
  const row = db
    .prepare(
      `SELECT a.activity_id, s.date, s.time, t.name, MAX(1, t.min_quantity) AS qty
       FROM activity a JOIN activity_session s ON s.activity_id = a.id JOIN ticket_type t ON t.session_id = s.id
       WHERE a.is_bookable = 1 AND t.available = 1 AND (s.starts_at IS NULL OR s.starts_at > @now + 86400000) AND COALESCE(a.currency, 'USD') IN ('USD','EUR','GBP','MXN','JPY','AUD','CAD')
         AND (t.max_quantity IS NULL OR t.max_quantity >= MAX(1, t.min_quantity))
         AND (SELECT COUNT(*) FROM activity_session s2 WHERE s2.activity_id = a.id AND s2.date IS s.date AND s2.time IS s.time) = 1
         AND (SELECT COUNT(*) FROM ticket_type t2 WHERE t2.session_id = s.id AND t2.name = t.name) = 1
       LIMIT 1`,
    )
    .get({ now: Date.now() }) as Target | undefined;
  db.close();
  if (!row) throw new Error('no bookable activity in the catalogue');
  return row;
};

export const benchBookings = async (ctx: BenchContext): Promise<Row[]> => {
  const target = pickTarget(ctx.dbPath);
  const sentAt = new Map<string, number>();
  const arrived = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent((req.url ?? '').slice(1));
      if (!arrived.has(key)) arrived.set(key, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const run = `${Date.now().toString(36)}`;
  const book = async (tag: string): Promise<void> => {
    const idem = `${run}-${tag}`;
    sentAt.set(idem, performance.now());
    const res = await fetch(`${ctx.server.url}/partner/v1/bookings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        external_user_id: 'bench-user',
        activity_id: target.activity_id,
        tickets: [
          {
            ticket_type_name: target.name,
            num_tickets: target.qty,
            ...(target.date === null ? {} : { session_date: target.date, session_time: target.time }),
          },
        ],
        authorization_amount_cents: 50_000_000,
        idempotency_key: idem,
        webhook_url: `${hook}/${encodeURIComponent(idem)}`,
        payment_mode: 'dry_run_success',
      }),
    });
    if (res.status !== 202) throw new Error(`booking → ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const waitCallbacks = async (prefix: string, n: number) => {
    const deadline = Date.now() + 120_000;
    const count = () => [...arrived.keys()].filter((k) => k.startsWith(`${run}-${prefix}`)).length;
    while (count() < n) {
      if (Date.now() > deadline) throw new Error(`only ${count()}/${n} callbacks arrived`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const latencies = (prefix: string) =>
    [...arrived.entries()]
      .filter(([k]) => k.startsWith(`${run}-${prefix}`))
      .map(([k, t]) => t - (sentAt.get(k) ?? t));

  try {
    for (let i = 0; i < 50; i++) await book(`warm-${i}`);
    await waitCallbacks('warm-', 50);
    // Paced: 4 partners booking steadily, the latency a partner sees.
    const paced = await load(400, 4, (i) => book(`paced-${i}`));
    await waitCallbacks('paced-', 400);
    // Burst: accept throughput at 16 concurrent; callbacks drain behind it.
    const burstN = 2000;
    const burst = await load(burstN, 16, (i) => book(`burst-${i}`));
    const rss = `${rssMb(ctx.server.pid).toFixed(0)} MB`;
    await waitCallbacks('burst-', burstN);
    const pacedLat = latencies('paced-');
    const burstLat = latencies('burst-');
    return [
      latencyRow({
        operation: 'POST /bookings accepted (16 concurrent)',
        size: ctx.size,
        latencies: burst.latencies,
        throughput: `${burst.perSecond.toFixed(0)} bookings/s`,
        rss,
        note: 'target ≥ 500/s',
      }),
      latencyRow({
        operation: 'dry run accept→callback (4 concurrent)',
        size: ctx.size,
        latencies: pacedLat,
        throughput: `${paced.perSecond.toFixed(0)} bookings/s`,
        rss: '',
        note: 'target p95 ≤ 250 ms',
      }),
      latencyRow({
        operation: 'dry run accept→callback (burst of 2000 @16)',
        size: ctx.size,
        latencies: burstLat,
        throughput: '',
        rss: '',
        note: 'includes queueing behind the burst',
      }),
    ];
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
};

/** Standalone: small demo catalogue, own database and server. */
const main = async (size: number): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-bench-bookings-'));
  const dbPath = join(dir, 'bench.db');
  const file = join(dir, 'demo.ndjson');
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'demo', '--size', String(size), '--out', file],
      {
        stdio: 'ignore',
      },
    );
    benchImport(file, dbPath);
    const key = createBenchKey(dbPath, 'bench');
    const server = await startServer({
      JAUNT_DB: dbPath,
      JAUNT_DEMO_ON_EMPTY: '0',
      JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
    });
    try {
      await fetch(`${server.url}/partner/v1/users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ external_user_id: 'bench-user' }),
      });
      printTable(await benchBookings({ size, dbPath, server, key, activityIds: [] }));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(Number(process.argv[2] ?? 5000));
}
