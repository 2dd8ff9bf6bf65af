/**
 * `npm run bench [-- --size N]`: builds a demo catalogue (100k by default), imports it with the real
 * CLI, starts the real server as a child process, and prints one table of figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { benchAuthHttp, benchVerify } from './auth.js';
import { benchBookings } from './bookings.js';
import { benchCompression } from './compression.js';
import { benchPeers, type DiscoveryFigures, discoveryRows, measureDiscovery } from './discovery.js';
import { type BenchContext, benchDetail, measuredCli } from './foundation.js';
import { runGrowth, type SizeFigures } from './growth.js';
import {
  createBenchKey,
  peakRssMb,
  printTable,
  provisionBenchUser,
  type Row,
  rssMb,
  rssRow,
  startServer,
  tableHeading,
} from './lib.js';
import { benchOctoLive } from './octo-live.js';
import { benchOctoSync } from './octo-sync.js';
import { benchPrices } from './prices.js';
import { benchRestart } from './restart.js';
import { benchScaleOut } from './scale-out.js';
import { benchSlack } from './slack.js';
import { benchSlackAssistant } from './slack-assistant.js';

export const runBench = async (opts: {
  size: number;
  only?: string[];
  /** `postgres`: add the scale-out rows (1 SQLite vs 1 and `instances` Postgres instances). */
  engine?: 'sqlite' | 'postgres';
  instances?: number;
  /** Smaller sizes measured after the main run for the growth table (with discovery only). */
  growth?: number[];
  /** Server processes (JAUNT_PROCESSES) of the main server; default 1, the service's own default. */
  processes?: number;
}): Promise<Row[]> => {
  const processes = opts.processes ?? 1;
  tableHeading.text = `Jaunt bench: ${opts.size} activities, server JAUNT_PROCESSES=${processes} (RSS: sum over its processes)`;
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-bench-'));
  const dbPath = join(dir, 'bench.db');
  const file = join(dir, 'demo.ndjson');
  const rows: Row[] = [];
  let sized: SizeFigures | null = null;
  try {
    // Both from outside, as an operator runs them: wall time and the child's peak RSS (VmHWM).
    const generated = await measuredCli(['demo', '--size', String(opts.size), '--out', file]);
    const imported = await measuredCli(['import', file], { JAUNT_DB: dbPath });
    console.error(imported.output);
    const cliSeconds = /in (\d+\.\d+) s/.exec(imported.output)?.[1];
    rows.push({
      operation: 'demo generate (CLI)',
      size: String(opts.size),
      p50: '',
      p95: '',
      throughput: `${generated.seconds.toFixed(1)} s`,
      rss: `${generated.peakMb.toFixed(0)} MB peak`,
    });
    rows.push({
      operation: 'catalogue import (CLI)',
      size: String(opts.size),
      p50: '',
      p95: '',
      throughput: `${imported.seconds.toFixed(1)} s`,
      rss: `${imported.peakMb.toFixed(0)} MB peak`,
      note: `import itself ${cliSeconds ?? '?'} s; targets: generate + import of 1M ≤ 5 min, peak ≤ 500 MB`,
    });

    const key = createBenchKey(dbPath, 'bench', ['--live-purchase']);
    const started = performance.now();
    const server = await startServer(
      {
        JAUNT_DB: dbPath,
        JAUNT_DEMO_ON_EMPTY: '0',
        JAUNT_PROCESSES: String(processes),
        JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1',
        // The auth bench signs as an agent: authority and an unlimited trial so it never meets the 202.
        JAUNT_PUBLIC_URL: 'https://api.jaunt.test',
        JAUNT_AGENT_FREE_TRIAL: '1000000000',
        JAUNT_AGENT_DAILY_QUOTA: '1000000000',
      },
      30 * 60_000,
    );
    const startSeconds = (performance.now() - started) / 1000;
    try {
      rows.push(rssRow('server RSS after start', opts.size, server.pid));
      const rssAfterStart = rssMb(server.pid);
      await provisionBenchUser(server.url, key);
      const Database = (await import('better-sqlite3')).default;
      const db = new Database(dbPath, { readonly: true });
      const activityIds = (
        db.prepare('SELECT activity_id FROM activity').all() as { activity_id: string }[]
      ).map((r) => r.activity_id);
      db.close();
      const ctx: BenchContext = { size: opts.size, dbPath, server, key, activityIds };
      const want = (name: string) => !opts.only || opts.only.includes(name);
      const section = async (name: string, bench: (c: BenchContext) => Promise<Row[]>) => {
        if (!want(name)) return;
        const got = await bench(ctx);
        printTable(got); // as each section ends, so a later failure loses nothing
        rows.push(...got);
      };
      await section('foundation', benchDetail);
      let discovery: DiscoveryFigures | null = null;
      let rssPeak = 0;
      let rssIdle = 0;
      await section('discovery', async (c) => {
        discovery = await measureDiscovery(c);
        rssPeak = peakRssMb(server.pid);
        await new Promise((r) => setTimeout(r, 5000));
        rssIdle = rssMb(server.pid);
        return discoveryRows(c.size, discovery);
      });
      await section('compression', benchCompression);
      await section('bookings', benchBookings);
      await section('discovery', async (c) => {
        const peers = benchPeers(c);
        if (discovery)
          sized = {
            size: opts.size,
            generated,
            imported,
            startSeconds,
            rssAfterStart,
            discovery,
            rssPeak,
            rssIdle,
            peers,
          };
        return peers;
      });
      await section('auth', async (c) => [...(await benchVerify()), ...(await benchAuthHttp(c))]);
      rows.push(rssRow('server RSS at end', opts.size, server.pid));
      if (opts.engine === 'postgres')
        await section('scale-out', (c) => benchScaleOut(c, opts.instances ?? 2));
    } finally {
      await server.stop();
    }
    // Restart time with and without the persisted snapshot, on this run's database (3 starts each).
    if (!opts.only || opts.only.includes('restart')) {
      const got = await benchRestart(opts.size, 3, { dbPath, key });
      printTable(got);
      rows.push(...got);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The Slack bench runs its own server (single-workspace mode, local Slack stand-in, 3k demo).
  if (!opts.only || opts.only.includes('slack')) rows.push(...(await benchSlack()));
  // The assistant panel: a turn's ack and its answer in the thread, on a catalogue of the run's size.
  if (!opts.only || opts.only.includes('assistant'))
    rows.push(...(await benchSlackAssistant({ size: opts.size })));
  // Price refresh runs its own server over a small catalogue whose pages live on loopback hosts.
  if (!opts.only || opts.only.includes('prices')) rows.push(...(await benchPrices()));
  // Supplier sync: the OCTO simulator (1,000 products) and the real CLI over 60 days.
  if (!opts.only || opts.only.includes('octo'))
    rows.push(...(await benchOctoSync()), ...(await benchOctoLive()));
  printTable(rows);
  // The growth table: the smaller sizes measured the same way, beside this run's own figures.
  if (sized)
    await runGrowth(
      (opts.growth ?? []).filter((n) => n < opts.size),
      processes,
      [sized],
    );
  return rows;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '100000' },
      only: { type: 'string' },
      engine: { type: 'string', default: 'sqlite' },
      instances: { type: 'string', default: '2' },
      /**
       * Server processes of the main server (JAUNT_PROCESSES): by default 1, as `npm start` runs; 2 for
       * two workers, which measure worse here because the load generator shares the two cores.
       */
      processes: { type: 'string', default: '1' },
      /** Smaller sizes beside --size in the closing growth table (`none`: no table). */
      growth: { type: 'string', default: '10000,100000' },
    },
  });
  if (values.engine !== 'sqlite' && values.engine !== 'postgres')
    throw new Error('--engine is sqlite or postgres');
  await runBench({
    size: Number(values.size),
    engine: values.engine,
    instances: Number(values.instances),
    growth: values.growth === 'none' ? [] : values.growth.split(',').map(Number),
    processes: Number(values.processes),
    ...(values.only ? { only: values.only.split(',') } : {}),
  });
}
