/**
 * The operator-facing Prometheus surface: process metrics (RSS, heap, GC), event-loop delay from
 * perf_hooks.monitorEventLoopDelay, and a request-duration histogram per route. It answers on its own
 * listener (JAUNT_METRICS_PORT, loopback by default), never on the public port, so partners and
 * agents cannot read it and no key is needed to scrape it.
 *
 * Event-loop delay gauges (`nodejs_eventloop_lag_p99_seconds`, `…_max_seconds`, …) cover the window
 * since the previous scrape: prom-client resets the histogram at each collection. One scraper per
 * process, then, or the windows interleave.
 */
import type { RequestListener } from 'node:http';
import { type Aggregator, AggregatorRegistry, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** One finished HTTP request; `route` is the matched route pattern, never the raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/** Resolution of the event-loop delay sampler, in ms: a 50 ms stall shows as ≥ 50 ms. */
const EVENT_LOOP_RESOLUTION_MS = 10;

export const createMetrics = (): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
  const duration = new Histogram({
    name: 'jaunt_http_request_duration_seconds',
    help: 'Time from request to the last byte handed to the socket, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    observeRequest: (method, route, status, seconds) =>
      duration.observe({ method, route, status: String(status) }, seconds),
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
