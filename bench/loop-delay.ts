/**
 * `tsx bench/loop-delay.ts [--db FILE | --size N] [--seconds S]`: does anything block the event loop?
 * Starts the real service (bench/loop-server.ts, its own process, --expose-gc) on a copy of a
 * catalogue, then reports what the server's own `monitorEventLoopDelay` saw: at start (the first
 * snapshot build), under search + homescreen at concurrency 16, and under the same load while the
 * catalogue changes twice through the CLI (1,500 activities: the text index replays them; 6,000: a
 * fresh index and snapshot are built beside the one in use). Also RSS (peak, sampled every 100 ms),
 * live heap after a full GC, search/homescreen p50/p95 at concurrency 1, and /healthz p99 under load.
 * Without --db it generates and imports a demo catalogue of --size activities first.
 */
import { type ChildProcess, execFile, execFileSync, fork } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { BENCH_PROMPTS, busiestCells } from './discovery.js';
import { freePort, getBody, load, ms, percentile, rssMb } from './lib.js';
import type { LoopStats } from './loop-server.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    size: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
const size = Number(values.size);
/** How long a phase waits for the server to install the changed catalogue. */
const WAIT_MS = 120_000;
const seconds = Number(values.seconds);
const dir = mkdtempSync(join(tmpdir(), 'jaunt-loop-'));
const dbPath = join(dir, 'bench.db');

const secretKey = (): string => {
  const beside = values.db ? join(dirname(values.db), 'secret.key') : '';
  if (beside && existsSync(beside)) return readFileSync(beside, 'utf8').trim();
  return Buffer.alloc(32, 7).toString('base64');
};
const env = {
  ...process.env,
  JAUNT_ENV: 'production',
  JAUNT_SECRET_KEY: secretKey(),
  JAUNT_DB: dbPath,
  JAUNT_DEMO_ON_EMPTY: '0',
  JAUNT_LOG_LEVEL: 'warn',
  JAUNT_RATE_LIMITS: '1000000/s,10000000/min,100000000/h',
  JAUNT_DAILY_QUOTA: '100000000',
};
const cli = (args: string[]): string =>
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], { env, encoding: 'utf8' });

/** The CLI without blocking this process (the load clients keep running meanwhile). */
const cliAsync = async (args: string[]): Promise<string> =>
  (
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      env,
      encoding: 'utf8',
    })
  ).stdout;

/** The first `n` demo activities with their names changed (so the import counts them as updates). */
const changedCatalogue = (n: number, round: number): string => {
  const file = join(dir, `change-${round}.ndjson`);
  const demo = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/index.ts', 'demo', '--size', String(n)],
    {
      env,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    },
  );
  const lines = demo
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const a = JSON.parse(l) as { name: string };
      a.name = `${a.name} (round ${round})`;
      return JSON.stringify(a);
    });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};

let child: ChildProcess | null = null;
const ask = <T>(type: string, extra: Record<string, unknown> = {}): Promise<T> =>
  new Promise((resolve) => {
    const on = (m: { type: string } & Record<string, unknown>) => {
      if (m.type !== type) return;
      child?.off('message', on);
      resolve(m as T);
    };
    child?.on('message', on);
    child?.send({ type, ...extra });
  });
const stats = async (gc = false): Promise<LoopStats> =>
  (await ask<{ stats: LoopStats }>('stats', { gc })).stats;

/** Samples the server's RSS every 100 ms until stopped; returns the peak. */
const rssPeak = (pid: number) => {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
};

const lines: string[] = [];
const report = (label: string, s: LoopStats, extra = '') => {
  const line = `${label.padEnd(34)} loop max ${ms(s.maxMs).padStart(10)}  p99 ${ms(s.p99Ms).padStart(9)}  RSS ${s.rssMb.toFixed(0).padStart(5)} MB  GC max ${ms(s.gcMaxMs)} total ${(s.gcTotalMs / 1000).toFixed(1)} s  heap ${s.heapUsedMb.toFixed(0)} MB${s.liveHeapMb === null ? '' : ` (live ${s.liveHeapMb.toFixed(0)} MB)`}${extra ? `  ${extra}` : ''}`;
  lines.push(line);
  console.log(line);
};

try {
  if (values.db) copyFileSync(values.db, dbPath);
  else {
    const file = join(dir, 'demo.ndjson');
    cli(['demo', '--size', String(size), '--out', file]);
    console.error(cli(['import', file]).trim());
  }
  const key = (
    JSON.parse(cli(['keys', 'create', '--kind', 'negotiated', '--name', 'loop', '--json'])) as { key: string }
  ).key;
  const port = await freePort();
  const t0 = performance.now();
  child = fork('bench/loop-server.ts', [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const pid = child.pid ?? 0;
  const startPeak = rssPeak(pid);
  const listening = await ask<{ url: string; startMs: number; start: LoopStats }>('listening');
  const url = listening.url;
  report(
    'start (until listening)',
    { ...listening.start, rssMb: startPeak() },
    `${((performance.now() - t0) / 1000).toFixed(1)} s, RSS = peak`,
  );
  const headers = { authorization: `Bearer ${key}`, 'x-external-user-id': 'loop-user' };
  await fetch(`${url}/partner/v1/users`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ external_user_id: 'loop-user', city: 'new-york', usual_plans: ['date-nights'] }),
  });
  const db = (await import('better-sqlite3')).default(dbPath, { readonly: true });
  const cells = busiestCells(db);
  db.close();
  const searchUrl = (i: number) =>
    `${url}/partner/v1/search?prompt=${encodeURIComponent(BENCH_PROMPTS[i % BENCH_PROMPTS.length] ?? 'jazz')}`;
  const homeUrl = (i: number) =>
    `${url}/partner/v1/homescreen?h3_cell=${cells[(i * 7) % cells.length]}&shelved=true&limit=250`;

  await new Promise((r) => setTimeout(r, 1000));
  report('after start (idle)', await stats(true));

  for (let i = 0; i < 40; i++) {
    await getBody(searchUrl(i), headers);
    await getBody(homeUrl(i), headers);
  }
  await ask('reset');
  const s1 = await load(300, 1, (i) => getBody(searchUrl(i), headers).then(() => undefined));
  const h1 = await load(150, 1, (i) => getBody(homeUrl(i), headers).then(() => undefined));
  report(
    'c1 search, then homescreen',
    await stats(),
    `search p50 ${ms(percentile(s1.latencies, 50))} p95 ${ms(percentile(s1.latencies, 95))}; home p50 ${ms(percentile(h1.latencies, 50))} p95 ${ms(percentile(h1.latencies, 95))}`,
  );

  /** c16 (8 search + 8 homescreen clients) and one /healthz prober for `during`'s duration. */
  const loaded = async (label: string, during: () => Promise<void>) => {
    await ask('reset');
    const peak = rssPeak(pid);
    let running = true;
    const counts = { search: 0, home: 0 };
    const health: number[] = [];
    const client = async (kind: 'search' | 'home', k: number) => {
      for (let i = k; running; i += 16) {
        await getBody(kind === 'search' ? searchUrl(i) : homeUrl(i), headers);
        counts[kind]++;
      }
    };
    const prober = async () => {
      while (running) {
        const t = performance.now();
        await getBody(`${url}/healthz`, {});
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const started = performance.now();
    const clients = [
      ...Array.from({ length: 8 }, (_, k) => client('search', k)),
      ...Array.from({ length: 8 }, (_, k) => client('home', k)),
      prober(),
    ];
    await during();
    running = false;
    await Promise.all(clients);
    const secs = (performance.now() - started) / 1000;
    const s = await stats();
    report(
      label,
      { ...s, rssMb: peak() },
      `RSS = peak; ${(counts.search / secs).toFixed(0)} search/s + ${(counts.home / secs).toFixed(0)} home/s; healthz p99 ${ms(percentile(health, 99))}`,
    );
  };
  const sleep = (msec: number) => new Promise<void>((r) => setTimeout(r, msec));
  const version = async () => (await ask<{ version: number | null }>('snapshot')).version;
  /** Imports `file` with the CLI, then waits until the server installed the next snapshot. */
  const change = async (file: string) => {
    const before = await version();
    const t = performance.now();
    console.error((await cliAsync(['import', file])).trim());
    while ((await version()) === before && performance.now() - t < WAIT_MS) await sleep(100);
    const secs = ((performance.now() - t) / 1000).toFixed(1);
    return (await version()) === before
      ? `snapshot NOT installed after ${secs} s`
      : `snapshot installed after ${secs} s`;
  };
  /** No request load: what the background refresh alone does to the event loop. */
  const quiet = async (label: string, file: string) => {
    await ask('reset');
    const peak = rssPeak(pid);
    const note = await change(file);
    await sleep(1000);
    report(label, { ...(await stats()), rssMb: peak() }, `RSS = peak; ${note}`);
  };

  await loaded(`c16 load ${seconds} s`, () => sleep(seconds * 1000));
  await quiet('idle + import 1,500 changed', changedCatalogue(1500, 1));
  await quiet('idle + import 6,000 changed', changedCatalogue(6000, 2));
  let note = '';
  await loaded('c16 load + import 1,500 changed', async () => {
    note = await change(changedCatalogue(1500, 3));
    await sleep(2000);
  });
  lines.push(`  (${note})`);
  await loaded('c16 load + import 6,000 changed', async () => {
    note = await change(changedCatalogue(6000, 4));
    await sleep(2000);
  });
  lines.push(`  (${note})`);
  await ask('reset');
  await sleep(1000);
  report('after load (idle, 1 s)', await stats(true));
} finally {
  if (child && child.exitCode === null) {
    child.send({ type: 'stop' });
    await new Promise((r) => setTimeout(r, 3000));
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
  console.log(`\nsummary\n${lines.join('\n')}`);
}
