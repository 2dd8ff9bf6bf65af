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
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

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

/** `GET /metrics` in the Prometheus text format, for the metrics listener main.ts opens; else 404. */
export const metricsRequestListener =
  (metrics: Metrics): RequestListener =>
  (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(err)}\n`),
    );
  };
