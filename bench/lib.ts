/** Shared benchmark plumbing: a real server child process, load loops, percentiles, RSS. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Agent, type Dispatcher, request } from 'undici';

export interface Row {
  operation: string;
  size: string;
  p50: string;
  p95: string;
  throughput: string;
  rss: string;
  /** Server event-loop delay during the row, p99 / max (from its /metrics). */
  loop?: string;
  note?: string;
}

/** Servers and CLI runs of one bench share a production environment and its secrets key. */
export const benchEnv = {
  JAUNT_ENV: 'production',
  JAUNT_SECRET_KEY: randomBytes(32).toString('base64'),
} as const;

export const ms = (n: number): string => `${n.toFixed(2)} ms`;

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** A /proc/<pid>/status field in MB (NaN once the process has gone). */
const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

/** `pid` and its descendants (a JAUNT_PROCESSES > 1 server: the primary and its workers). */
export const processTree = (pid: number): number[] => {
  const parent = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the parenthesised command: state, ppid, …
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(ppid, [...(parent.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) out.push(...(parent.get(out[i] ?? 0) ?? []));
  return out;
};

/** Resident memory of a server: the sum over its processes, and the largest single one. */
export const rssTree = (pid: number): { sum: number; max: number; processes: number } => {
  const each = processTree(pid)
    .map((p) => statusMb(p, 'VmRSS'))
    .filter((v) => !Number.isNaN(v));
  return { sum: each.reduce((a, b) => a + b, 0), max: Math.max(0, ...each), processes: each.length };
};

/** Resident memory of a server in MB: summed over the primary and its workers when clustered. */
export const rssMb = (pid: number): number => rssTree(pid).sum;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });

export interface ServerProcess {
  url: string;
  /** The server's Prometheus /metrics (JAUNT_METRICS_PORT on loopback). */
  metricsUrl: string;
  pid: number;
  /** Its JAUNT_PROCESSES: workers answering requests (1: the process itself). */
  processes: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

let built = false;

/**
 * Starts the service as its own process, as `npm start` does (`npm run build`, then
 * `node dist/start.js`; so its RSS is measurable), and waits for /healthz.
 */
export const startServer = async (
  env: Record<string, string>,
  /** A million-activity snapshot takes a while to build before /readyz answers 200 (without a file). */
  startTimeoutMs = 120_000,
): Promise<ServerProcess> => {
  const port = await freePort();
  const metricsPort = await freePort();
  if (!built) {
    execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
    built = true;
  }
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...benchEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    JAUNT_LOG_LEVEL: 'warn',
    // Load tests measure the service, not its limits: one key sends thousands of requests.
    JAUNT_RATE_LIMITS: '1000000/s,10000000/min,100000000/h',
    JAUNT_DAILY_QUOTA: '100000000',
    JAUNT_METRICS_PORT: String(metricsPort),
    ...env,
  };
  const child = spawn(process.execPath, ['dist/start.js'], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // The server's process count, from the arguments or (bench/on-db.ts) the bench's own environment.
  const processes = Number(childEnv.JAUNT_PROCESSES ?? '1');
  // Clustered, the workers build their snapshots one after the other (worker 1 first, then the rest).
  const deadline = Date.now() + startTimeoutMs * Math.max(1, processes);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // /healthz answers at once; /readyz once search can answer (the snapshot loaded or built).
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not start within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // Clustered: worker 1 answers first; wait until every worker listens (its snapshot built).
  while (processes > 1) {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    if (new RegExp(`^jaunt_cluster_workers ${processes}$`, 'm').test(text)) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`not all ${processes} server processes started within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    pid: child.pid ?? 0,
    processes,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/** Runs `task` `total` times with `concurrency` in flight; returns per-call latencies and calls/s. */
export const load = async (
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<{ latencies: number[]; perSecond: number }> => {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await task(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, perSecond: total / ((performance.now() - started) / 1000) };
};

/** Printed above every table of the run (e.g. size and server processes); set by bench/run.ts. */
export const tableHeading = { text: '' };

export const printTable = (rows: Row[]): void => {
  if (tableHeading.text) console.log(`\n${tableHeading.text}`);
  const headers: (keyof Row)[] = ['operation', 'size', 'p50', 'p95', 'throughput', 'rss', 'loop', 'note'];
  const titles: Record<string, string> = { loop: 'event loop p99/max' };
  const cells = [headers.map((h) => titles[h] ?? h), ...rows.map((r) => headers.map((h) => r[h] ?? ''))];
  const widths = headers.map((_, i) => Math.max(...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(cells[0] ?? []));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells.slice(1)) console.log(line(c));
};

export const getJson = async (url: string, headers: Record<string, string>): Promise<unknown> => {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return res.json();
};

/** Runs the real CLI (`npm run jaunt -- ...`) against a database file; returns its stdout. */
export const jauntCli = (dbPath: string, args: string[]): string =>
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
    env: { ...process.env, ...benchEnv, JAUNT_DB: dbPath, JAUNT_DEMO_ON_EMPTY: '0' },
    encoding: 'utf8',
  });

/** Issues a negotiated key through the CLI, as an operator would; returns the key. */
export const createBenchKey = (dbPath: string, name: string, extra: string[] = []): string =>
  (
    JSON.parse(
      jauntCli(dbPath, ['keys', 'create', '--kind', 'negotiated', '--name', name, ...extra, '--json']),
    ) as {
      key: string;
    }
  ).key;

/** Keep-alive connections for the timed loops (undici's default pool: one per request in flight). */
const loadAgent = new Agent();

/**
 * GET until the last byte arrives, failing on non-2xx; returns the body's length. Timed loops use
 * this. It does what a load tool like wrk does: it counts the bytes and drops them. It uses undici's
 * `request`, not `fetch`, whose WHATWG streams cost about twice the CPU per megabyte. On two shared
 * cores every client millisecond is one the server does not get. Parsing the JSON would be the
 * client's work, not the server's latency.
 */
export const getBody = async (
  url: string,
  headers: Record<string, string>,
  /** Another connection (or pool) than the timed loops' keep-alive pool. */
  dispatcher: Dispatcher = loadAgent,
): Promise<number> => {
  // Uncompressed unless the caller asks: the bytes the server writes, not the client's inflating.
  const res = await request(url, {
    dispatcher,
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  if (res.statusCode < 200 || res.statusCode > 299)
    throw new Error(`${url} → ${res.statusCode} ${await res.body.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Buffer).length;
  return bytes;
};

/** A table row from per-call latencies. */
export const latencyRow = (r: {
  operation: string;
  size: number | string;
  latencies: number[];
  throughput?: string;
  rss?: string;
  note?: string;
}): Row => ({
  operation: r.operation,
  size: String(r.size),
  p50: ms(percentile(r.latencies, 50)),
  p95: ms(percentile(r.latencies, 95)),
  throughput: r.throughput ?? '',
  rss: r.rss ?? '',
  ...(r.note ? { note: r.note } : {}),
});

/** A table row holding one process's resident memory. */
/** Provisions the external user every bench row acts for (`bench-user`, with a city and plans). */
export const provisionBenchUser = async (url: string, key: string): Promise<void> => {
  await fetch(`${url}/partner/v1/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ external_user_id: 'bench-user', city: 'new-york', usual_plans: ['date-nights'] }),
  });
};

/** The memory targets, under load (not after start). */
const RSS_TARGETS = 'targets under load: ≤ 400 MB @100k, ≤ 1.5 GB @1M';

export const rssRow = (operation: string, size: number | string, pid: number): Row => {
  const r = rssTree(pid);
  return {
    operation,
    size: String(size),
    p50: '',
    p95: '',
    throughput: '',
    rss: `${r.sum.toFixed(0)} MB`,
    note:
      r.processes > 1
        ? `sum of ${r.processes} processes, largest ${r.max.toFixed(0)} MB; ${RSS_TARGETS}`
        : RSS_TARGETS,
  };
};

/** Resolution of the server's event-loop sampler (src/api/metrics.ts): every sample includes it. */
const LOOP_RESOLUTION_MS = 10;

/**
 * Event-loop delay of the server over a window, from its /metrics: prom-client resets the
 * monitorEventLoopDelay histogram at each scrape, so `start()` opens a window and `end()` reads it.
 * Reported as delay beyond the 10 ms sampling interval (a 120 ms synchronous task reads ~120 ms).
 */
export const loopWindow = async (server: ServerProcess): Promise<{ end(): Promise<LoopDelay> }> => {
  await scrapeGauges(server);
  return {
    end: async () => {
      const g = await scrapeGauges(server);
      const beyond = (name: string) => Math.max(0, (g.get(name) ?? Number.NaN) * 1000 - LOOP_RESOLUTION_MS);
      return {
        p99: beyond('nodejs_eventloop_lag_p99_seconds'),
        max: beyond('nodejs_eventloop_lag_max_seconds'),
      };
    },
  };
};

export interface LoopDelay {
  p99: number;
  max: number;
}

export const loopText = (d: LoopDelay): string => `${d.p99.toFixed(0)} / ${d.max.toFixed(0)} ms`;

/** Unlabelled gauges of one scrape (`name value` lines). */
const scrapeGauges = async (server: ServerProcess): Promise<Map<string, number>> => {
  const text = await (await fetch(server.metricsUrl)).text();
  const out = new Map<string, number>();
  for (const m of text.matchAll(/^([a-zA-Z_:][a-zA-Z0-9_:]*) ([0-9.e+-]+)$/gm))
    out.set(m[1] ?? '', Number(m[2]));
  return out;
};

/**
 * Samples a server's RSS every 100 ms until `stop()`, which returns the highest sum over its
 * processes in MB; `maxPerProcess()` the highest any single process reached meanwhile.
 */
export const rssSampler = (pid: number): { stop(): number; maxPerProcess(): number } => {
  let sum = 0;
  let one = 0;
  const sample = () => {
    const r = rssTree(pid);
    sum = Math.max(sum, r.sum);
    one = Math.max(one, r.max);
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return sum;
    },
    maxPerProcess: () => one,
  };
};

/** Nanoseconds a process's main (JavaScript) thread has waited, runnable, for a core (/proc/<pid>/schedstat). */
const waitedNs = (pid: number): number => {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
  } catch {
    return Number.NaN;
  }
};

/** Shares of a window's wall time that main threads spent ready to run but waiting for a core. */
export interface CoreWait {
  /** The highest of the server's processes (the primary and each worker). */
  server: number;
  /** This process: the load generator. */
  loadGenerator: number;
}

/**
 * From now until `stop()`: how long the server's JavaScript threads and the load generator's were
 * ready but waiting for a core, as shares of the window. On two cores shared by the server's workers
 * and the load generator this shows the machine oversubscribed, which timings alone do not.
 */
export const coreWaitWindow = (pid: number): { stop(): CoreWait } => {
  const started = performance.now();
  const server = processTree(pid).map((p) => ({ p, before: waitedNs(p) }));
  const generator = waitedNs(process.pid);
  return {
    stop: () => {
      const wallNs = (performance.now() - started) * 1e6;
      const shares = server
        .map(({ p, before }) => (waitedNs(p) - before) / wallNs)
        .filter((v) => !Number.isNaN(v));
      return {
        server: shares.length > 0 ? Math.max(...shares) : Number.NaN,
        loadGenerator: (waitedNs(process.pid) - generator) / wallNs,
      };
    },
  };
};

/** "server 45 %, load generator 34 %" (waits for a core), or "n/a" without schedstat. */
export const coreWaitText = (w: CoreWait): string =>
  Number.isNaN(w.server)
    ? 'n/a'
    : `server ${(w.server * 100).toFixed(0)} %, load generator ${(w.loadGenerator * 100).toFixed(0)} %`;

/** The server's peak RSS since it started (VmHWM), in MB: the sum of its processes' peaks. */
export const peakRssMb = (pid: number): number =>
  processTree(pid)
    .map((p) => statusMb(p, 'VmHWM'))
    .filter((v) => !Number.isNaN(v))
    .reduce((a, b) => a + b, 0);
