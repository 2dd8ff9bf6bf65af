/**
 * `npm run bench -- --engine postgres --instances 2`: the same catalogue on 1 SQLite instance, then
 * moved with `db copy` into a fresh Postgres database and served by 1 and by N instances side by
 * side. Rows: search and homescreen shelved 250 (p50/p95 at concurrency 1, req/s at 16, the load
 * spread over the instances) and bookings accepted/s at 16.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import pg from 'pg';
import { withDefaultUser } from '../src/platform/db/index.js';
import { pickTarget } from './bookings.js';
import { BENCH_PROMPTS, busiestCells } from './discovery.js';
import type { BenchContext } from './foundation.js';
import {
  getBody,
  jauntCli,
  latencyRow,
  load,
  type Row,
  rssMb,
  type ServerProcess,
  startServer,
} from './lib.js';

const REQUESTS = 600;

const admin = async (url: string, text: string): Promise<void> => {
  const c = new pg.Client({ connectionString: withDefaultUser(url) });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
};

const measure = async (
  label: string,
  ctx: BenchContext,
  servers: ServerProcess[],
  cells: string[],
): Promise<Row[]> => {
  const headers = { authorization: `Bearer ${ctx.key}`, 'x-external-user-id': 'bench-user' };
  const base = (i: number) => (servers[i % servers.length] as ServerProcess).url;
  const searchUrl = (i: number) =>
    `${base(i)}/partner/v1/search?prompt=${encodeURIComponent(BENCH_PROMPTS[i % BENCH_PROMPTS.length] ?? 'jazz')}`;
  const homeUrl = (i: number) =>
    `${base(i)}/partner/v1/homescreen?h3_cell=${cells[(i * 7) % cells.length]}&shelved=true&limit=250`;
  for (let i = 0; i < 40 * servers.length; i++) {
    await getBody(searchUrl(i), headers);
    await getBody(homeUrl(i), headers);
  }
  const rss = () => `${servers.map((s) => rssMb(s.pid).toFixed(0)).join(' + ')} MB`;
  const rows: Row[] = [];
  for (const [operation, url] of [
    ['search', searchUrl],
    ['homescreen shelved 250', homeUrl],
  ] as const) {
    const serial = await load(REQUESTS / 2, 1, async (i) => {
      await getBody(url(i), headers);
    });
    const parallel = await load(REQUESTS, 16, async (i) => {
      await getBody(url(i + 3), headers);
    });
    rows.push(
      latencyRow({
        operation: `${operation}: ${label}`,
        size: String(ctx.size),
        latencies: serial.latencies,
        throughput: `${parallel.perSecond.toFixed(0)} req/s @16`,
        rss: rss(),
      }),
    );
  }
  const target = pickTarget(ctx.dbPath);
  const run = randomBytes(4).toString('hex');
  // The partner's callback receiver: answers every delivery at once.
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  const accepted = await load(1000, 16, async (i) => {
    const res = await fetch(`${base(i)}/partner/v1/bookings`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
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
        idempotency_key: `scale-${run}-${i}`,
        webhook_url: hook,
        payment_mode: 'dry_run_success',
      }),
    });
    if (res.status !== 202) throw new Error(`booking → ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });
  receiver.close();
  rows.push(
    latencyRow({
      operation: `POST /bookings accepted: ${label}`,
      size: String(ctx.size),
      latencies: accepted.latencies,
      throughput: `${accepted.perSecond.toFixed(0)} /s @16`,
      rss: rss(),
    }),
  );
  return rows;
};

/** Rows for 1 SQLite instance (the bench's server), then 1 and `instances` Postgres instances. */
export const benchScaleOut = async (ctx: BenchContext, instances: number): Promise<Row[]> => {
  const db = new Database(ctx.dbPath, { readonly: true });
  const cells = busiestCells(db);
  db.close();
  const rows = await measure('SQLite ×1', ctx, [ctx.server], cells);

  const adminUrl = process.env.JAUNT_BENCH_DATABASE_URL ?? 'postgres://127.0.0.1/test';
  const name = `jaunt_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const t0 = performance.now();
    jauntCli(ctx.dbPath, ['db', 'copy', '--from', ctx.dbPath, '--to', url.toString()]);
    rows.push({
      operation: 'db copy SQLite → Postgres (CLI)',
      size: String(ctx.size),
      p50: '',
      p95: '',
      throughput: `${((performance.now() - t0) / 1000).toFixed(1)} s`,
      rss: '',
    });
    const env = {
      JAUNT_DATABASE_URL: url.toString(),
      JAUNT_DEMO_ON_EMPTY: '0',
      JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1',
    };
    for (const n of [...new Set([1, instances])]) {
      const servers: ServerProcess[] = [];
      try {
        for (let i = 0; i < n; i++) servers.push(await startServer(env));
        rows.push(...(await measure(`Postgres ×${n}`, ctx, servers, cells)));
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    }
  } finally {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return rows;
};
