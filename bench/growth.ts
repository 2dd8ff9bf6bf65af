/**
 * The growth table: the same catalogue pipeline and discovery load at each size, one server per size,
 * then one table with the sizes side by side: demo generation and import time and peak RSS, server
 * start (snapshot build) and RSS, search and homescreen shelved 250 at concurrency 1 and 16,
 * `/healthz` p99 while both run at 16, event-loop delay, and MiniSearch and Orama on the same documents.
 * `npm run bench -- --size N` ends with it for the smaller sizes of `--growth` (10k and 100k by
 * default) beside N's own figures from the main run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchPeers,
  type DiscoveryFigures,
  discoveryRows,
  measureDiscovery,
  PEER_LABELS,
} from './discovery.js';
import { measuredCli } from './foundation.js';
import {
  coreWaitText,
  createBenchKey,
  type LoopDelay,
  loopText,
  ms,
  peakRssMb,
  percentile,
  printTable,
  provisionBenchUser,
  type Row,
  rssMb,
  startServer,
} from './lib.js';

export interface SizeFigures {
  size: number;
  /** The CLI's demo generation and import (`measuredCli`). */
  generated: { seconds: number; peakMb: number };
  imported: { seconds: number; peakMb: number };
  startSeconds: number;
  rssAfterStart: number;
  discovery: DiscoveryFigures;
  rssPeak: number;
  rssIdle: number;
  /** MiniSearch's and Orama's rows, in that order. */
  peers: Row[];
}

const measureSize = async (size: number, processes: number): Promise<SizeFigures> => {
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-growth-'));
  const dbPath = join(dir, 'bench.db');
  const file = join(dir, 'demo.ndjson');
  try {
    const generated = await measuredCli(['demo', '--size', String(size), '--out', file]);
    const imported = await measuredCli(['import', file], { JAUNT_DB: dbPath });
    rmSync(file, { force: true });
    console.error(imported.output);
    const key = createBenchKey(dbPath, 'bench');
    const t1 = performance.now();
    const server = await startServer(
      { JAUNT_DB: dbPath, JAUNT_DEMO_ON_EMPTY: '0', JAUNT_PROCESSES: String(processes) },
      30 * 60_000,
    );
    const startSeconds = (performance.now() - t1) / 1000;
    let discovery: DiscoveryFigures;
    let rssAfterStart: number;
    let rssPeak: number;
    let rssIdle: number;
    try {
      rssAfterStart = rssMb(server.pid);
      await provisionBenchUser(server.url, key);
      discovery = await measureDiscovery({ size, dbPath, server, key, activityIds: [] });
      printTable(discoveryRows(size, discovery));
      rssPeak = peakRssMb(server.pid);
      await new Promise((r) => setTimeout(r, 5000));
      rssIdle = rssMb(server.pid);
    } finally {
      await server.stop();
    }
    const peers = benchPeers({ size, dbPath });
    printTable(peers);
    return {
      size,
      generated,
      imported,
      startSeconds,
      rssAfterStart,
      discovery,
      rssPeak,
      rssIdle,
      peers,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const loop = (d: LoopDelay) => loopText(d);
const s = (n: number) => `${n.toFixed(1)} s`;
const mb = (n: number) => `${n.toFixed(0)} MB`;
const rps = (n: number) => `${n.toFixed(0)}/s`;

/** One line per figure, one column per size, the target last. */
export const growthTable = (all: SizeFigures[]): string[] => {
  const lines: [string, (f: SizeFigures) => string, string][] = [
    ['demo generate (CLI), peak RSS', (f) => `${s(f.generated.seconds)}, ${mb(f.generated.peakMb)}`, ''],
    [
      'catalogue import (CLI), peak RSS',
      (f) => `${s(f.imported.seconds)}, ${mb(f.imported.peakMb)}`,
      'peak ≤ 500 MB',
    ],
    ['generate + import', (f) => s(f.generated.seconds + f.imported.seconds), '≤ 5 min @1M'],
    ['server start to /readyz 200 (snapshot ready)', (f) => s(f.startSeconds), ''],
    ['server RSS after start', (f) => mb(f.rssAfterStart), ''],
    [
      'search p50 / p95 @1',
      (f) => `${ms(f.discovery.search.c1.p50)} / ${ms(f.discovery.search.c1.p95)}`,
      'p95 ≤ 20 ms @100k, ≤ 50 ms @1M',
    ],
    [
      'search req/s @1 / @16',
      (f) => `${rps(f.discovery.search.c1.perSecond)} / ${rps(f.discovery.search.c16.perSecond)}`,
      '≥ 200/s @16 @100k',
    ],
    [
      'search p50 / p95 @16',
      (f) => `${ms(f.discovery.search.c16.p50)} / ${ms(f.discovery.search.c16.p95)}`,
      '',
    ],
    [
      'homescreen 250 p50 / p95 @1',
      (f) => `${ms(f.discovery.home.c1.p50)} / ${ms(f.discovery.home.c1.p95)}`,
      'p95 ≤ 50 ms @1M',
    ],
    [
      'homescreen 250 req/s @1 / @16',
      (f) => `${rps(f.discovery.home.c1.perSecond)} / ${rps(f.discovery.home.c16.perSecond)}`,
      '≥ 180/s @16 @100k',
    ],
    [
      "homescreen 250 p50 / p95, a cell's first view on its worker",
      (f) => `${ms(percentile(f.discovery.firstViews, 50))} / ${ms(percentile(f.discovery.firstViews, 95))}`,
      '',
    ],
    [
      'homescreen 250 p50 / p95 @16',
      (f) => `${ms(f.discovery.home.c16.p50)} / ${ms(f.discovery.home.c16.p95)}`,
      '',
    ],
    ['/healthz p99 under search+home @16', (f) => ms(f.discovery.healthz.p99), '≤ 20 ms'],
    [
      'the same probes against a bare server beside it, p99',
      (f) => ms(f.discovery.healthz.bareP99),
      "the machine's floor",
    ],
    [
      'server RSS max under load',
      (f) =>
        mb(Math.max(f.discovery.search.c16.rssMax, f.discovery.home.c16.rssMax, f.discovery.healthz.rssMax)),
      '≤ 400 MB @100k, ≤ 1.5 GB @1M',
    ],
    ['server RSS peak (VmHWM) / idle 5 s after', (f) => `${mb(f.rssPeak)} / ${mb(f.rssIdle)}`, ''],
    ['event loop p99 / max, warm-up', (f) => loop(f.discovery.warmLoop), 'no task > 50 ms'],
    ['event loop p99 / max, search @16', (f) => loop(f.discovery.search.c16.loop), ''],
    ['event loop p99 / max, homescreen @16', (f) => loop(f.discovery.home.c16.loop), ''],
    ['event loop p99 / max, mixed @16', (f) => loop(f.discovery.healthz.loop), ''],
    [
      'waiting for a core, mixed @16 (share of the time)',
      (f) => coreWaitText(f.discovery.healthz.coreWait),
      '',
    ],
    ...PEER_LABELS.flatMap((name, i): [string, (f: SizeFigures) => string, string][] => {
      const peer = (f: SizeFigures): Row | undefined => f.peers[i];
      return [
        [`${name} p50 / p95 (own process)`, (f) => `${peer(f)?.p50 ?? ''} / ${peer(f)?.p95 ?? ''}`, ''],
        [
          `${name} q/s, build, RSS`,
          (f) => {
            const r = peer(f);
            return r?.throughput
              ? `${r.throughput}; ${r.note?.split(';')[0] ?? ''}; ${r.rss}`
              : (r?.note ?? '');
          },
          '',
        ],
      ];
    }),
  ];
  const header = ['figure', ...all.map((f) => String(f.size)), 'target'];
  const cells = [header, ...lines.map(([name, get, target]) => [name, ...all.map(get), target])];
  const widths = header.map((_, i) => Math.max(...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)];
};

/**
 * Measures each of `sizes` in turn with a server of `processes` processes and prints the table
 * (with `measured`, figures taken elsewhere).
 */
export const runGrowth = async (
  sizes: number[],
  processes: number,
  measured: SizeFigures[] = [],
): Promise<void> => {
  const all: SizeFigures[] = [...measured];
  for (const size of sizes) {
    try {
      all.push(await measureSize(size, processes));
    } catch (e) {
      console.error(`size ${size} failed: ${(e as Error).message}`);
      break;
    }
  }
  all.sort((a, b) => a.size - b.size);
  console.log(growthTable(all).join('\n'));
};
