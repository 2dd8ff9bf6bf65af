/**
 * The Grafana dashboard in the repo (docs/dashboards/jaunt.json) charts what the server exports:
 * every panel's PromQL names only metrics a running server's /metrics (or the cluster's aggregate)
 * carries, each of the operators' metrics has a panel, and docs/operations.md explains every
 * metric of ours.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateClusterMetrics, createMetrics } from '../../src/api/metrics.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

interface Panel {
  id: number;
  title: string;
  type: string;
  datasource?: { type: string; uid: string };
  targets?: { expr: string; refId: string }[];
}
const dashboard = JSON.parse(readFileSync('docs/dashboards/jaunt.json', 'utf8')) as {
  title: string;
  uid: string;
  panels: Panel[];
  __inputs: { name: string; type: string; pluginId: string }[];
};

const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
]);

/** The metric names a PromQL expression reads: identifiers that are neither functions, keywords nor labels. */
const metricNames = (expr: string): string[] => {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '') // grouping labels
    .replace(/\$\w+/g, '');
  const names: string[] = [];
  for (const m of bare.matchAll(/([A-Za-z_:][A-Za-z0-9_:]*)(\s*\()?/g)) {
    const [, name, call] = m;
    if (!name || call || KEYWORDS.has(name)) continue;
    names.push(name);
  }
  return names;
};

let app: TestApp;
/** Every series name the server can expose: its own text, the cluster's aggregate, histogram parts. */
const exported = new Set<string>();
const ours = new Set<string>();

beforeAll(async () => {
  app = await startTestApp({ env: { JAUNT_METRICS_PORT: '0' } });
  const text = await (await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`)).text();
  // Under node:cluster the primary serves the workers' registries aggregated, with per-process series.
  const worker = createMetrics().registry;
  const cluster = await aggregateClusterMetrics([
    { process: '1', pid: process.pid, metrics: await worker.getMetricsAsJSON() },
  ]).metrics();
  for (const line of `${text}\n${cluster}`.split('\n')) {
    const t = /^# TYPE (\S+) (\S+)/.exec(line);
    if (!t?.[1]) continue;
    exported.add(t[1]);
    if (t[2] === 'histogram' || t[2] === 'summary')
      for (const part of ['_bucket', '_sum', '_count']) exported.add(`${t[1]}${part}`);
    if (t[1].startsWith('jaunt_')) ours.add(t[1]);
  }
});
afterAll(async () => app?.stop());

describe('docs/dashboards/jaunt.json', () => {
  it('is an importable dashboard: a title, a uid, a Prometheus data source input, panels with unique ids', () => {
    expect(dashboard.title).toBe('Jaunt');
    expect(dashboard.uid).toMatch(/^[\w-]{1,40}$/);
    expect(dashboard.__inputs).toEqual([
      expect.objectContaining({ name: 'DS_PROMETHEUS', pluginId: 'prometheus' }),
    ]);
    expect(dashboard.panels.length).toBeGreaterThan(5);
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
  });

  it('reads, in every panel, only metrics the server exports', () => {
    expect(exported.has('jaunt_webhook_deliveries_total')).toBe(true);
    for (const p of dashboard.panels) {
      expect(p.targets?.length, p.title).toBeGreaterThan(0);
      for (const t of p.targets ?? []) {
        const names = metricNames(t.expr);
        expect(names.length, `${p.title}: ${t.expr}`).toBeGreaterThan(0);
        for (const n of names)
          expect(exported.has(n), `${p.title} reads ${n}, which /metrics does not export`).toBe(true);
      }
    }
  });

  it('charts each of the operators’ metrics', () => {
    const charted = new Set(
      dashboard.panels
        .flatMap((p) => (p.targets ?? []).flatMap((t) => metricNames(t.expr)))
        .map((n) => n.replace(/_(bucket|sum|count)$/, '')),
    );
    for (const n of [
      'jaunt_outbox_queued_jobs',
      'jaunt_outbox_oldest_due_job_age_seconds',
      'jaunt_outbox_jobs_total',
      'jaunt_webhook_deliveries_total',
      'jaunt_bookings',
      'jaunt_search_duration_seconds',
      'jaunt_homescreen_duration_seconds',
      'jaunt_rate_limit_rejections_total',
      'jaunt_http_request_duration_seconds',
    ])
      expect(charted.has(n), n).toBe(true);
  });

  it('finds the metric names in PromQL (the check above is not vacuous)', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le, route) (rate(x_bucket{status=~"5.."}[$__rate_interval])))',
      ),
    ).toEqual(['x_bucket']);
    expect(metricNames('max by (kind) (a) / on (kind) b')).toEqual(['a', 'b']);
  });
});

describe('docs/operations.md', () => {
  it('explains every metric of ours', () => {
    const guide = readFileSync('docs/operations.md', 'utf8');
    expect(ours.size).toBeGreaterThan(8);
    for (const n of ours) expect(guide, `${n} is not in docs/operations.md`).toContain(`\`${n}\``);
  });
});
