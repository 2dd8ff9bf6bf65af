/**
 * JAUNT_PROCESSES > 1: the service as a node:cluster of worker processes sharing PORT. main.ts (the
 * composition root) calls `runPrimary` in the primary and `workerSlot` in each worker; every worker
 * then runs the same `startService`. The primary opens no database: it forks the workers (slot 1
 * first, alone, because it runs migrations and the demo load; the others once it listens), restarts
 * a worker that dies (same slot, with backoff), counts request windows for all of them
 * (rate-limiter-flexible's cluster master, used when no Redis or Postgres counts them), serves the
 * aggregated /metrics, and shuts everything down on SIGTERM/SIGINT.
 *
 * Slot 1 is the only one running the outbox worker, inbound SMTP, supplier-sync scheduling and Slack
 * Socket Mode (main.ts decides that from the slot).
 */
import cluster, { type Worker as ClusterWorker } from 'node:cluster';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Registry as PromRegistry, type Registry } from 'prom-client';
import { RateLimiterCluster, RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { databaseLimiterBackend, type LimiterBackend } from './access/index.js';
import {
  aggregateClusterMetrics,
  type Metrics,
  type MetricsJson,
  metricsRequestListener,
  type ProcessMetrics,
} from './api/metrics.js';
import type { Config } from './platform/config.js';
import type { Store } from './platform/db/index.js';
import { createLogger, printStartLines } from './platform/log.js';

/** Messages between the primary and its workers (IPC; all carry `type` starting with `jaunt:`). */
type ToWorker = { type: 'jaunt:slot'; slot: number } | { type: 'jaunt:metrics'; id: number };
type ToPrimary =
  | { type: 'jaunt:slot?' }
  | { type: 'jaunt:listening'; port: number; lines?: string[] }
  | { type: 'jaunt:metrics'; id: number; metrics: MetricsJson | null };

/** Restart delays after a worker dies: 0.5 s, doubling per quick death, at most 30 s. */
const RESTART_BASE_MS = 500;
const RESTART_MAX_MS = 30_000;
/** A worker that lived this long is healthy again: its next death restarts after the base delay. */
const HEALTHY_AFTER_MS = 60_000;
/** How long a scrape waits for each worker's metrics. */
const METRICS_TIMEOUT_MS = 2_000;
/** How long a worker's answer for the cluster's request windows may take before the request goes through. */
const LIMITER_TIMEOUT_MS = 1_000;

const isToWorker = (m: unknown): m is ToWorker =>
  typeof m === 'object' && m !== null && String((m as { type?: unknown }).type).startsWith('jaunt:');

/** In a worker: asks the primary for its slot (1 runs the singletons). */
export const workerSlot = (): Promise<number> =>
  new Promise((resolve) => {
    const on = (m: unknown) => {
      if (!isToWorker(m) || m.type !== 'jaunt:slot') return;
      process.off('message', on);
      resolve(m.slot);
    };
    process.on('message', on);
    const ask: ToPrimary = { type: 'jaunt:slot?' };
    process.send?.(ask);
  });

/** In a worker: tells the primary it listens (slot 1 also sends the start-up lines to print). */
export const reportListening = (port: number, lines?: string[]): void => {
  const m: ToPrimary = { type: 'jaunt:listening', port, ...(lines ? { lines } : {}) };
  process.send?.(m);
};

/** In a worker: answers the primary's metrics requests from this process's registry (null: metrics off). */
export const answerMetricsRequests = (metrics: Metrics | undefined): void => {
  process.on('message', (m: unknown) => {
    if (!isToWorker(m) || m.type !== 'jaunt:metrics') return;
    const reply = (json: MetricsJson | null) => {
      const r: ToPrimary = { type: 'jaunt:metrics', id: m.id, metrics: json };
      process.send?.(r);
    };
    if (!metrics) reply(null);
    else metrics.registry.getMetricsAsJSON().then(reply, () => reply(null));
  });
};

/**
 * In a worker without Redis or Postgres limits: request windows counted in the primary for all
 * workers (a key's 20/s stays 20/s, not 20/s per process); the daily quota stays in the database.
 */
export const clusterLimiterBackend = (store: Store): LimiterBackend => ({
  // The primary keeps one counter per keyPrefix, so the prefix names the window's size too.
  window: (name, points, durationS) =>
    new RateLimiterCluster({
      keyPrefix: `${name}:${points}/${durationS}`,
      points,
      duration: durationS,
      timeoutMs: LIMITER_TIMEOUT_MS,
    }),
  daily: (points) => databaseLimiterBackend(store).daily(points),
});

export interface ClusterOptions {
  config: Config;
  log: Logger;
  processes: number;
  /** Prints the start-up lines once every worker listens (slot 1's lines and the primary's own). */
  announce(port: number, lines: string[]): void;
}

interface Slot {
  slot: number;
  worker: ClusterWorker | null;
  startedAt: number;
  /** Deaths in a row without HEALTHY_AFTER_MS of life between them. */
  failures: number;
  listening: boolean;
  pid: number;
}

/** The primary's state: its workers' slots and how far the start and the shutdown have got. */
interface Primary {
  opts: ClusterOptions;
  slots: Slot[];
  shuttingDown: boolean;
  /** Every worker listened once: from now on a death is restarted, not a failed start. */
  started: boolean;
  port: number;
  /** Slot 1's start-up lines. */
  firstLines: string[];
  restarts: Set<NodeJS.Timeout>;
  /** Id of the next metrics request to a worker (answers name the request they answer). */
  nextMetricsRequest: number;
  onAllListening(): void;
  onStartFailed(code: number): void;
}

/** A worker asks for its slot, or says it listens (slot 1 first: the others are forked then). */
const onWorkerMessage = (p: Primary, s: Slot, worker: ClusterWorker, m: ToPrimary): void => {
  if (m?.type === 'jaunt:slot?') {
    const reply: ToWorker = { type: 'jaunt:slot', slot: s.slot };
    worker.send(reply);
    return;
  }
  if (m?.type !== 'jaunt:listening') return;
  s.listening = true;
  p.port = m.port;
  if (m.lines) p.firstLines = m.lines;
  if (p.started) {
    p.opts.log.info({ process: s.slot, pid: s.pid }, 'worker restarted and listening');
    return;
  }
  // Slot 1 migrated and loaded the demo: the others may start now, all at once.
  if (s.slot === 1) for (const other of p.slots.slice(1)) fork(p, other);
  if (p.slots.every((x) => x.listening)) {
    p.started = true;
    p.onAllListening();
  }
};

/** A worker died: before the start, the start failed; after it, the slot restarts with backoff. */
const onWorkerExit = (
  p: Primary,
  s: Slot,
  worker: ClusterWorker,
  code: number | null,
  signal: string | null,
): void => {
  const { log } = p.opts;
  if (s.worker === worker) s.worker = null;
  if (p.shuttingDown) return;
  if (!p.started) {
    // A worker that cannot start (bad database, secrets key mismatch) will not start on retry.
    log.error({ process: s.slot, pid: s.pid, code, signal }, 'worker failed to start');
    p.onStartFailed(typeof code === 'number' && code !== 0 ? code : 1);
    return;
  }
  s.failures = Date.now() - s.startedAt >= HEALTHY_AFTER_MS ? 1 : s.failures + 1;
  const delay = Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** (s.failures - 1));
  log.error(
    { process: s.slot, pid: s.pid, code, signal, restart_in_ms: delay },
    'worker died: restarting it',
  );
  const timer = setTimeout(() => {
    p.restarts.delete(timer);
    if (!p.shuttingDown) fork(p, s);
  }, delay);
  p.restarts.add(timer);
};

const fork = (p: Primary, s: Slot): void => {
  const worker = cluster.fork();
  s.worker = worker;
  s.startedAt = Date.now();
  s.listening = false;
  s.pid = worker.process.pid ?? 0;
  worker.on('message', (m: ToPrimary) => onWorkerMessage(p, s, worker, m));
  worker.on('exit', (code, signal) => onWorkerExit(p, s, worker, code, signal));
};

/** One worker's registry as JSON, or null when it is not listening or does not answer in time. */
const workerMetrics = (p: Primary, s: Slot): Promise<ProcessMetrics | null> =>
  new Promise((resolve) => {
    const worker = s.worker;
    if (!worker?.isConnected() || !s.listening) return resolve(null);
    const id = p.nextMetricsRequest++;
    const done = (r: ProcessMetrics | null) => {
      clearTimeout(timer);
      worker.off('message', on);
      resolve(r);
    };
    const on = (m: ToPrimary) => {
      if (m?.type === 'jaunt:metrics' && m.id === id)
        done(m.metrics ? { process: String(s.slot), pid: s.pid, metrics: m.metrics } : null);
    };
    const timer = setTimeout(() => done(null), METRICS_TIMEOUT_MS);
    worker.on('message', on);
    const req: ToWorker = { type: 'jaunt:metrics', id };
    worker.send(req);
  });

/** /metrics for all processes (JAUNT_METRICS_PORT): the primary's own figures (RSS, event loop) and each worker's. */
const serveClusterMetrics = async (p: Primary): Promise<Server | null> => {
  const { config } = p.opts;
  if (config.JAUNT_METRICS_PORT === undefined) return null;
  const own: Registry = new PromRegistry();
  collectDefaultMetrics({ register: own });
  const server = createHttpServer(
    metricsRequestListener({
      contentType: own.contentType,
      metrics: async () => {
        const workers = (await Promise.all(p.slots.map((s) => workerMetrics(p, s)))).filter(
          (x): x is ProcessMetrics => x !== null,
        );
        const primary = { process: 'primary', pid: process.pid, metrics: await own.getMetricsAsJSON() };
        return aggregateClusterMetrics([primary, ...workers]).metrics();
      },
    }),
  );
  server.listen(config.JAUNT_METRICS_PORT, config.JAUNT_METRICS_HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
};

/** SIGTERMs every worker (SIGKILL past the outbox drain) and closes /metrics; 0 when all exited cleanly. */
const shutdown = async (p: Primary, metricsServer: Server | null, signal: string): Promise<number> => {
  const { config, log, processes } = p.opts;
  if (p.shuttingDown) return 0;
  p.shuttingDown = true;
  log.info({ signal, processes }, 'shutting down');
  for (const t of p.restarts) clearTimeout(t);
  const codes = await Promise.all(
    p.slots.map(
      (s) =>
        new Promise<number>((resolve) => {
          const w = s.worker;
          if (!w || w.isDead()) return resolve(0);
          // Past the outbox drain (webhook timeout + 1 s) and some: then it is stopped hard.
          const hard = setTimeout(() => w.process.kill('SIGKILL'), config.JAUNT_WEBHOOK_TIMEOUT_MS + 10_000);
          w.once('exit', (code) => {
            clearTimeout(hard);
            resolve(code ?? 1);
          });
          w.process.kill('SIGTERM');
        }),
    ),
  );
  if (metricsServer) {
    const server = metricsServer;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  }
  return codes.every((c) => c === 0) ? 0 : 1;
};

/** In the primary: forks, supervises and shuts down the workers; resolves once all listen. */
export const runPrimary = async (opts: ClusterOptions): Promise<void> => {
  const { config, log, processes } = opts;
  // Request windows of every worker (only used when no shared limits store is configured).
  new RateLimiterClusterMaster();
  const p: Primary = {
    opts,
    slots: Array.from({ length: processes }, (_, i) => ({
      slot: i + 1,
      worker: null,
      startedAt: 0,
      failures: 0,
      listening: false,
      pid: 0,
    })),
    shuttingDown: false,
    started: false,
    port: 0,
    firstLines: [],
    restarts: new Set(),
    nextMetricsRequest: 0,
    onAllListening: () => undefined,
    onStartFailed: () => undefined,
  };
  const allListening = new Promise<void>((resolve, reject) => {
    p.onAllListening = resolve;
    p.onStartFailed = (code) => reject(Object.assign(new Error('a worker failed to start'), { code }));
  });

  const metricsServer = await serveClusterMetrics(p);
  const metricsPort = metricsServer ? (metricsServer.address() as AddressInfo).port : null;
  const onSignal = (signal: string) => {
    shutdown(p, metricsServer, signal).then(
      (code) => process.exit(code),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => onSignal('SIGINT'));
  process.once('SIGTERM', () => onSignal('SIGTERM'));

  const [first] = p.slots;
  if (first) fork(p, first);
  try {
    await allListening;
  } catch (e) {
    await shutdown(p, metricsServer, 'start failed');
    process.exit((e as { code?: number }).code ?? 1);
  }
  opts.announce(p.port, [
    ...p.firstLines,
    `Processes: ${processes} (primary ${process.pid}; workers ${p.slots.map((s) => s.pid).join(', ')})`,
    ...(metricsPort === null
      ? []
      : [`Metrics (Prometheus, all processes): http://${config.JAUNT_METRICS_HOST}:${metricsPort}/metrics`]),
  ]);
};

/**
 * The primary's whole run: forks, supervises, and prints the start lines once every worker listens.
 * `npm start` and `jaunt serve` (src/start.ts) call it without loading the service at all;
 * `runMain` (the OCTO demo, or src/main.ts run directly) calls it too, from the process that
 * loaded the service.
 */
export const runClusterPrimary = (config: Config): Promise<void> => {
  const log = createLogger(config);
  return runPrimary({
    config,
    log,
    processes: config.JAUNT_PROCESSES,
    announce: (port, lines) => {
      log.info(
        { url: config.JAUNT_PUBLIC_URL, port, db: config.JAUNT_DB, processes: config.JAUNT_PROCESSES },
        'Jaunt is listening',
      );
      printStartLines(lines);
    },
  });
};
