/**
 * The operator-facing Prometheus surface: process metrics (RSS, heap, GC), event-loop delay from
 * perf_hooks.monitorEventLoopDelay, a request-duration histogram per route, search and homescreen
 * latency, rate-limit rejections (429 answers), outbox jobs and callback deliveries by outcome, and
 * gauges read from the database at scrape (outbox depth and oldest due job per kind, bookings by
 * state). It answers on its own listener (JAUNT_METRICS_PORT, loopback by default), never on the
 * public port, so partners and agents cannot read it and no key is needed to scrape it.
 * docs/operations.md lists every metric; docs/dashboards/jaunt.json charts them.
 *
 * Event-loop delay gauges (`nodejs_eventloop_lag_p99_seconds`, `…_max_seconds`, …) cover the window
 * since the previous scrape: prom-client resets the histogram at each collection. One scraper per
 * process, then, or the windows interleave.
 */
import type { RequestListener } from 'node:http';
import {
  type Aggregator,
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** One finished HTTP request; `route` is the matched route pattern, never the raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One outbox job's recorded outcome (the worker's onOutcome). */
  observeJob(kind: string, outcome: 'done' | 'retry' | 'dead'): void;
}

/** What the gauges read at scrape time; each read is bounded (queued jobs only, an index count). */
export interface MetricSources {
  /** Queued jobs per kind and the run_at (epoch ms) of the earliest due one. */
  outboxDepth(): Promise<{ kind: string; queued: number; oldestDueRunAt: number | null }[]>;
  /** Bookings by status. */
  bookingsByState(): Promise<Record<string, number>>;
  /** Epoch ms now (the outbox's wall clock). */
  now(): number;
}

/** Resolution of the event-loop delay sampler, in ms: a 50 ms stall shows as ≥ 50 ms. */
const EVENT_LOOP_RESOLUTION_MS = 10;

/** Bookings by state are counted at most this often, however often Prometheus scrapes. */
const BOOKING_COUNT_TTL_MS = 30_000;

/** The outbox kind of partners' callbacks (platform/outbox/kinds.ts JOB_KINDS.webhook). */
const WEBHOOK_KIND = 'webhook.deliver';
const DELIVERY_OUTCOME = { done: 'delivered', retry: 'failed', dead: 'given_up' } as const;

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Gauges read from the database: every process of a cluster reads the same rows, so take the max. */
const databaseGauges = (registry: Registry, sources: MetricSources): void => {
  new Gauge({
    name: 'jaunt_outbox_queued_jobs',
    help: 'Jobs waiting in the outbox (due or scheduled), by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.reset();
      for (const d of await sources.outboxDepth()) this.set({ kind: d.kind }, d.queued);
    },
  });
  new Gauge({
    name: 'jaunt_outbox_oldest_due_job_age_seconds',
    help: 'How long the oldest due job of each kind has waited past its run time (0 when none is due)',
    labelNames: ['kind'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.reset();
      const now = sources.now();
      for (const d of await sources.outboxDepth())
        this.set(
          { kind: d.kind },
          d.oldestDueRunAt === null ? 0 : Math.max(0, now - d.oldestDueRunAt) / 1000,
        );
    },
  });
  let counted: { at: number; value: Promise<Record<string, number>> } | null = null;
  new Gauge({
    name: 'jaunt_bookings',
    help: `Bookings by state (counted at most every ${BOOKING_COUNT_TTL_MS / 1000} s)`,
    labelNames: ['state'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const now = sources.now();
      if (!counted || now - counted.at >= BOOKING_COUNT_TTL_MS)
        counted = { at: now, value: sources.bookingsByState() };
      const byState = await counted.value;
      this.reset();
      for (const [state, n] of Object.entries(byState)) this.set({ state }, n);
    },
  });
};

export const createMetrics = (sources?: MetricSources): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
  const duration = new Histogram({
    name: 'jaunt_http_request_duration_seconds',
    help: 'Time from request to the last byte handed to the socket, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const search = new Histogram({
    name: 'jaunt_search_duration_seconds',
    help: 'Time to answer a successful GET /partner/v1/search',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const homescreen = new Histogram({
    name: 'jaunt_homescreen_duration_seconds',
    help: 'Time to answer a successful GET /partner/v1/homescreen',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const rejected = new Counter({
    name: 'jaunt_rate_limit_rejections_total',
    help: 'Requests refused with 429 (a request window, the daily quota or a tries limit), by route',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'jaunt_outbox_jobs_total',
    help: 'Outbox job runs by kind and outcome (done, retry: runs again later, dead: given up)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'jaunt_webhook_deliveries_total',
    help: 'Callback attempts by outcome (delivered, failed: will retry, given_up: no more retries)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  if (sources) databaseGauges(registry, sources);
  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      duration.observe({ method, route, status: String(status) }, seconds);
      if (status === 429) rejected.inc({ route });
      if (status < 200 || status >= 300 || method !== 'GET') return;
      if (route.endsWith('/search')) search.observe(seconds);
      else if (route.endsWith('/homescreen')) homescreen.observe(seconds);
    },
    observeJob: (kind, outcome) => {
      jobs.inc({ kind, outcome });
      if (kind === WEBHOOK_KIND) deliveries.inc({ outcome: DELIVERY_OUTCOME[outcome] });
    },
  };
};

/** What the metrics listener serves: one process's registry, or the cluster's aggregate. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

/** `GET /metrics` in the Prometheus text format, for the metrics listener main.ts opens; else 404. */
export const metricsRequestListener =
  (source: MetricsSource): RequestListener =>
  (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    source.metrics().then(
      (text) => res.writeHead(200, { 'content-type': source.contentType }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(err)}\n`),
    );
  };

/** One process's metrics as `registry.getMetricsAsJSON()` gives them (they cross the cluster's IPC). */
export type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

export interface ProcessMetrics {
  /** `primary`, or the worker's slot (`1`, `2`, …; a restarted worker keeps its slot). */
  process: string;
  pid: number;
  metrics: MetricsJson;
}

/**
 * How the unlabelled series of several processes combine. Counters, histograms and memory sum (RSS
 * and heap of the whole service); event-loop delay takes the worst process (a health check waits on
 * the process it lands on, and the slowest one is what an operator must see), min stays min.
 */
const CLUSTER_AGGREGATORS: Readonly<Record<string, Aggregator>> = {
  nodejs_eventloop_lag_seconds: 'max',
  nodejs_eventloop_lag_mean_seconds: 'max',
  nodejs_eventloop_lag_stddev_seconds: 'max',
  nodejs_eventloop_lag_p50_seconds: 'max',
  nodejs_eventloop_lag_p90_seconds: 'max',
  nodejs_eventloop_lag_p99_seconds: 'max',
};

/** Series repeated per process, labelled `process`, under the name on the right. */
const PER_PROCESS: Readonly<Record<string, { name: string; help: string }>> = {
  process_resident_memory_bytes: {
    name: 'jaunt_process_resident_memory_bytes',
    help: 'Resident memory of each process of the service (primary and workers)',
  },
  nodejs_heap_size_used_bytes: {
    name: 'jaunt_process_heap_used_bytes',
    help: 'V8 heap in use in each process of the service',
  },
  nodejs_eventloop_lag_p99_seconds: {
    name: 'jaunt_process_eventloop_lag_p99_seconds',
    help: 'Event-loop delay p99 of each process since the previous scrape',
  },
  nodejs_eventloop_lag_max_seconds: {
    name: 'jaunt_process_eventloop_lag_max_seconds',
    help: 'Longest event-loop delay of each process since the previous scrape',
  },
};

const gauge = (name: string, help: string, values: { value: number; labels: Record<string, string> }[]) => ({
  name,
  help,
  type: 'gauge',
  aggregator: 'sum',
  values,
});

/**
 * The service's metrics under node:cluster, from each process's own registry: the usual unlabelled
 * names aggregated (see CLUSTER_AGGREGATORS), plus per-process series labelled `process`
 * (RSS, heap, event-loop p99 and max, HTTP requests served, pid) and `jaunt_cluster_workers`.
 */
export const aggregateClusterMetrics = (parts: ProcessMetrics[]): Registry => {
  const perProcess: object[] = [];
  const byName = new Map<string, { value: number; labels: Record<string, string> }[]>();
  const add = (name: string, value: number, proc: string) => {
    const list = byName.get(name) ?? [];
    list.push({ value, labels: { process: proc } });
    byName.set(name, list);
  };
  const renamed = parts.map((p) =>
    p.metrics.map((m) => {
      const per = PER_PROCESS[m.name];
      const first = m.values.find((v) => Object.keys(v.labels).length === 0);
      if (per && first) add(per.name, first.value, p.process);
      if (m.name === 'jaunt_http_request_duration_seconds')
        add(
          'jaunt_process_http_requests_total',
          m.values
            .filter((v) => (v as { metricName?: string }).metricName?.endsWith('_count'))
            .reduce((n, v) => n + v.value, 0),
          p.process,
        );
      const aggregator = CLUSTER_AGGREGATORS[m.name];
      return aggregator ? { ...m, aggregator } : m;
    }),
  );
  for (const per of Object.values(PER_PROCESS)) {
    const values = byName.get(per.name);
    if (values) perProcess.push(gauge(per.name, per.help, values));
  }
  const requests = byName.get('jaunt_process_http_requests_total');
  if (requests)
    perProcess.push({
      ...gauge('jaunt_process_http_requests_total', 'HTTP requests each worker answered', requests),
      type: 'counter',
    });
  perProcess.push(
    gauge(
      'jaunt_process_info',
      'One series per process of the service, with its pid',
      parts.map((p) => ({ value: 1, labels: { process: p.process, pid: String(p.pid) } })),
    ),
    gauge('jaunt_cluster_workers', 'Workers that answered this scrape', [
      { value: parts.filter((p) => p.process !== 'primary').length, labels: {} },
    ]),
  );
  return AggregatorRegistry.aggregate([...renamed, perProcess]);
};
