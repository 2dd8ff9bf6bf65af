/**
 * JAUNT_PROCESSES=2: the real service as a child process (a node:cluster primary and two workers) on
 * a SQLite file or a Postgres database. Requests on separate connections are answered by both
 * workers; request windows are counted once for the whole service; a booking's jobs run once (only
 * worker 1 runs the outbox); a killed worker is restarted while the other keeps answering; /metrics
 * aggregates all processes; SIGTERM to the primary stops everything and exits 0.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { jazzBooking } from '../fixtures/bookings.js';
import { TEST_SECRET_KEY } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import {
  type CreatedKey,
  type ServiceProcess,
  seedBookingService,
  startServiceProcess,
} from '../helpers/service-process.js';
import { databaseEnv } from '../helpers/test-db.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

const dir = mkdtempSync(join(tmpdir(), 'jaunt-cluster-'));
const database = await databaseEnv(join(dir, 'jaunt.db'));
const children: ChildProcess[] = [];

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });

const metricsPort = await freePort();
const env = () => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  ...database,
  JAUNT_PROCESSES: '2',
  JAUNT_METRICS_PORT: String(metricsPort),
  JAUNT_LOG_LEVEL: 'info',
  JAUNT_DEMO_ON_EMPTY: '0',
  JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
  JAUNT_RETRY_SCALE: '0.001',
  JAUNT_ENV: 'production',
  JAUNT_SECRET_KEY: TEST_SECRET_KEY,
  // A minute window small enough to exceed: counted once for both workers.
  JAUNT_RATE_LIMITS: '1000/s,40/min,100000/h',
});

/** One GET on a connection of its own (the cluster deals connections to workers in turn). */
const get = (url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

const metrics = async (): Promise<string> => (await get(`http://127.0.0.1:${metricsPort}/metrics`)).body;

/** `name{labels} value` lines of one metric: labels (as a string) → value. */
const series = (text: string, name: string): Map<string, number> => {
  const out = new Map<string, number>();
  for (const m of text.matchAll(new RegExp(`^${name}(\\{[^}]*\\})? ([0-9.e+-]+)$`, 'gm')))
    out.set(m[1] ?? '', Number(m[2]));
  return out;
};

/** Worker slot → pid, from jaunt_process_info. */
const workerPids = (text: string): Map<string, number> =>
  new Map(
    [...series(text, 'jaunt_process_info').keys()]
      .map((labels) => /process="(\w+)",pid="(\d+)"/.exec(labels))
      .filter((m): m is RegExpExecArray => m !== null && m[1] !== 'primary')
      .map((m) => [m[1] ?? '', Number(m[2])]),
  );

const until = async (cond: () => Promise<boolean>, ms: number, what: string): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('JAUNT_PROCESSES=2', () => {
  it('serves from both workers, counts limits once, runs jobs once, restarts a dead worker, stops on SIGTERM', async () => {
    const rx = await startReceiver();
    const { core, keys, activityId } = await seedBookingService(env(), ['cluster test', 'cluster limits']);
    const [key, limited] = keys as [CreatedKey, CreatedKey];

    const service: ServiceProcess = await startServiceProcess(env());
    children.push(service.child);
    const exited = new Promise<number | null>((r) => service.child.once('exit', (code) => r(code)));

    // Both workers answer: twenty connections, dealt in turn.
    for (let i = 0; i < 20; i++) expect((await get(`${service.url}/healthz`)).status).toBe(200);
    let text = await metrics();
    const pids = workerPids(text);
    expect([...pids.keys()].sort()).toEqual(['1', '2']);
    expect(new Set(pids.values()).size).toBe(2);
    expect(pids.has('1') && pids.get('1') !== service.child.pid).toBe(true);
    const served = series(text, 'jaunt_process_http_requests_total');
    expect(served.get('{process="1"}')).toBeGreaterThan(0);
    expect(served.get('{process="2"}')).toBeGreaterThan(0);
    // Aggregated: the unlabelled count is both workers' requests; RSS sums every process.
    expect(
      series(text, 'jaunt_http_request_duration_seconds_count').get(
        '{method="GET",route="/healthz",status="200"}',
      ),
    ).toBe(20);
    const rss = series(text, 'jaunt_process_resident_memory_bytes');
    expect(rss.size).toBe(3);
    // The primary (src/start.ts) never loads the service's code: a fraction of a worker's heap.
    const heap = series(text, 'jaunt_process_heap_used_bytes');
    expect(heap.get('{process="primary"}')).toBeLessThan((heap.get('{process="1"}') ?? 0) / 2);
    expect(series(text, 'process_resident_memory_bytes').get('')).toBe(
      [...rss.values()].reduce((a, b) => a + b, 0),
    );
    expect(series(text, 'jaunt_cluster_workers').get('')).toBe(2);
    expect(series(text, 'nodejs_eventloop_lag_p99_seconds').get('')).toBeGreaterThan(0);

    // One minute window of 40 for the key, whichever worker answers.
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++)
      statuses.push(
        (await get(`${service.url}/partner/v1/auth`, { authorization: `Bearer ${limited.key}` })).status,
      );
    // GET /auth is charged to the windows (not the daily quota): 40 pass, then 429.
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);

    // Bookings on either worker: each job runs once, in worker 1 (the only outbox worker).
    const auth = { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' };
    const post = (path: string, body: unknown) =>
      fetch(`${service.url}${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
    expect((await post('/partner/v1/users', { external_user_id: 'cluster-user' })).status).toBe(201);
    const N = 6;
    for (let i = 0; i < N; i++) {
      const r = await post(
        '/partner/v1/bookings',
        jazzBooking({
          user: 'cluster-user',
          activityId,
          idempotencyKey: `cluster-${i}`,
          webhookUrl: `${rx.url}/ok`,
          paymentMode: 'dry_run_success',
        }),
      );
      expect(r.status).toBe(202);
    }
    await rx.waitFor((r) => r.accepted().length >= N, 30_000);
    // Every job has run to its end: a second delivery would have been delivered by now.
    await until(
      async () =>
        (await value<number>(core.store, sql`SELECT count(*) FROM job WHERE state = 'queued'`)) === 0,
      30_000,
      'the outbox to finish its jobs',
    );
    expect(rx.accepted()).toHaveLength(N);
    expect(new Set(rx.accepted().map((d) => d.headers['webhook-id'])).size).toBe(N);
    const jobs = await all(core.store, sql`SELECT kind, state, attempts, lease_owner FROM job ORDER BY id`);
    expect(jobs.length).toBeGreaterThanOrEqual(N);
    for (const j of jobs) expect(j).toMatchObject({ state: 'done', attempts: 1 });

    // Kill worker 2: the primary restarts it (same slot, new pid) and the service keeps answering.
    const before = workerPids(text);
    process.kill(before.get('2') ?? 0, 'SIGKILL');
    // The primary stops dealing connections to it once its IPC channel closes (at once, on SIGKILL);
    // from then on its /metrics no longer hears from the dead worker.
    await until(
      async () => workerPids(await metrics()).get('2') !== before.get('2'),
      30_000,
      'the primary to notice worker 2 died',
    );
    for (let i = 0; i < 10; i++) expect((await get(`${service.url}/healthz`)).status).toBe(200);
    await until(
      async () => {
        const now = workerPids(await metrics());
        return now.has('2') && now.get('2') !== before.get('2');
      },
      90_000,
      'worker 2 to come back',
    );
    text = await metrics();
    expect(workerPids(text).get('1')).toBe(before.get('1'));
    for (let i = 0; i < 10; i++) expect((await get(`${service.url}/healthz`)).status).toBe(200);
    expect(series(await metrics(), 'jaunt_process_http_requests_total').get('{process="2"}')).toBeGreaterThan(
      0,
    );

    // SIGTERM to the primary: every worker shuts down gracefully and the service exits 0.
    service.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workerPids(text).values()) expect(() => process.kill(pid, 0)).toThrow();
    await core.store.close();
    await rx.close();
  }, 180_000);
});
