/**
 * Foundation figures on a large demo catalogue: import time, activity-detail latency over HTTP,
 * server RSS. Runnable alone: `tsx bench/foundation.ts [size]`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import {
  benchEnv,
  getBody,
  getJson,
  latencyRow,
  load,
  peakRssMb,
  type Row,
  rssMb,
  type ServerProcess,
} from './lib.js';

export interface BenchContext {
  size: number;
  dbPath: string;
  server: ServerProcess;
  /** A negotiated key with a provisioned external user `bench-user`. */
  key: string;
  activityIds: string[];
}

/** Imports the demo file into dbPath with the real CLI; returns seconds as the CLI reports them. */
export const benchImport = (file: string, dbPath: string): { seconds: number; output: string } => {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'import', file], {
    env: { ...process.env, ...benchEnv, JAUNT_DB: dbPath },
    encoding: 'utf8',
  });
  const m = /in (\d+\.\d+) s/.exec(output);
  return { seconds: m ? Number(m[1]) : Number.NaN, output: output.trim() };
};

/**
 * Runs the real CLI as a child process and measures it from outside: wall time, and its peak RSS
 * (VmHWM, a high-water mark, read every 50 ms while it runs, so the last reading is the peak).
 */
export const measuredCli = (
  args: string[],
  env: Record<string, string> = {},
): Promise<{ seconds: number; peakMb: number; output: string }> =>
  new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      env: { ...process.env, ...benchEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let peakMb = 0;
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const timer = setInterval(() => {
      if (child.pid) peakMb = Math.max(peakMb, peakRssMb(child.pid));
    }, 50);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - t0) / 1000;
      if (code === 0) resolve({ seconds, peakMb, output: output.trim() });
      else reject(new Error(`jaunt ${args.join(' ')} exited with ${code}: ${output}`));
    });
  });

export const benchDetail = async (ctx: BenchContext, requests = 3000): Promise<Row[]> => {
  const headers = { authorization: `Bearer ${ctx.key}`, 'x-external-user-id': 'bench-user' };
  const pick = (i: number) => ctx.activityIds[(i * 7919) % ctx.activityIds.length] ?? '';
  // Warm up the statement cache and the JIT.
  for (let i = 0; i < 200; i++) await getJson(`${ctx.server.url}/partner/v1/activities/${pick(i)}`, headers);
  const serial = await load(requests, 1, async (i) => {
    await getBody(`${ctx.server.url}/partner/v1/activities/${pick(i)}`, headers);
  });
  const parallel = await load(requests, 16, async (i) => {
    await getBody(`${ctx.server.url}/partner/v1/activities/${pick(i + 1)}`, headers);
  });
  const rss = `${rssMb(ctx.server.pid).toFixed(0)} MB`;
  return [
    latencyRow({
      operation: 'GET /activities/{id} (1 client)',
      size: ctx.size,
      latencies: serial.latencies,
      throughput: `${serial.perSecond.toFixed(0)} req/s`,
      rss,
      note: 'target p95 ≤ 5 ms',
    }),
    latencyRow({
      operation: 'GET /activities/{id} (16 concurrent)',
      size: ctx.size,
      latencies: parallel.latencies,
      throughput: `${parallel.perSecond.toFixed(0)} req/s`,
      rss,
    }),
  ];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { runBench } = await import('./run.js');
  await runBench({ size: Number(process.argv[2] ?? 100_000), only: ['foundation'] });
}
