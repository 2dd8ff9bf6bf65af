/**
 * `npx tsx bench/restart.ts [--size N] [--runs 3] [--dir DIR] [--load-only]`: restart time with and without a
 * persisted snapshot (issue 39). Builds a demo catalogue of N activities, imports it with the real
 * CLI (into DIR/bench.db with `--dir`, kept afterwards and reused by the next run when it is there), then
 * starts the real server (`node dist/start.js`, as `npm start`) `runs` times without a snapshot file
 * (each start builds it from the database, then writes it) and `runs` times with the file the build
 * wrote (`--load-only`: only those, after one build when there is no file, or one untimed start that rewrites a file other code wrote). Each row: from spawn to the first /healthz answer, to /readyz 200, and to the first search
 * answered with results; medians of the runs, every run in the note.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { measuredCli } from './foundation.js';
import {
  benchEnv,
  createBenchKey,
  freePort,
  printTable,
  provisionBenchUser,
  type Row,
  rssMb,
} from './lib.js';

interface Restart {
  healthzS: number;
  readyS: number;
  searchS: number;
  rssMb: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The secret key a kept database was imported with (DIR/bench.secret, made on the first run): the
 * server refuses a database whose sealed secrets another key sealed.
 */
const keptSecret = (dir: string): { JAUNT_SECRET_KEY: string } => {
  const path = join(dir, 'bench.secret');
  if (!existsSync(path)) writeFileSync(path, benchEnv.JAUNT_SECRET_KEY);
  return { JAUNT_SECRET_KEY: readFileSync(path, 'utf8').trim() };
};

/** The negotiated key of a kept database (DIR/bench.key), issued through the CLI with its secret key on the first run. */
const keptKey = (dir: string, dbPath: string, secret: Record<string, string>): string => {
  const path = join(dir, 'bench.key');
  if (!existsSync(path)) {
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/index.ts',
        'keys',
        'create',
        '--kind',
        'negotiated',
        '--name',
        'restart',
        '--json',
      ],
      {
        env: { ...process.env, ...benchEnv, ...secret, JAUNT_DB: dbPath, JAUNT_DEMO_ON_EMPTY: '0' },
        encoding: 'utf8',
      },
    );
    writeFileSync(path, (JSON.parse(out) as { key: string }).key);
  }
  return readFileSync(path, 'utf8').trim();
};

/** One start: spawn, then poll /healthz, /readyz and a search until each answers; the server keeps running. */
const timedStart = async (
  dbPath: string,
  key: string,
  secret: Record<string, string>,
  /** Lines the server logs at info level are appended here (the timed starts log warnings only). */
  logs?: string[],
): Promise<{ child: ChildProcess; url: string; figures: Restart }> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['dist/start.js'], {
    env: {
      ...process.env,
      ...benchEnv,
      ...secret,
      PORT: String(port),
      HOST: '127.0.0.1',
      JAUNT_DB: dbPath,
      JAUNT_DEMO_ON_EMPTY: '0',
      JAUNT_LOG_LEVEL: logs ? 'info' : 'warn',
      JAUNT_RATE_LIMITS: '1000000/s,10000000/min,100000000/h',
      JAUNT_DAILY_QUOTA: '100000000',
    },
    stdio: ['ignore', logs ? 'pipe' : 'ignore', 'inherit'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => logs?.push(chunk));
  const since = () => (performance.now() - t0) / 1000;
  const until = async (ok: () => Promise<boolean>): Promise<number> => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if (await ok()) return since();
      } catch {
        // not listening yet
      }
      if (since() > 30 * 60) throw new Error('server did not start within 30 min');
      await sleep(20);
    }
  };
  const healthzS = await until(async () => (await fetch(`${url}/healthz`)).ok);
  const readyS = await until(async () => (await fetch(`${url}/readyz`)).ok);
  await provisionBenchUser(url, key);
  const searchS = await until(async () => {
    const res = await fetch(`${url}/partner/v1/search?prompt=jazz`, {
      headers: { authorization: `Bearer ${key}`, 'x-external-user-id': 'bench-user' },
    });
    return res.ok && ((await res.json()) as { results: unknown[] }).results.length > 0;
  });
  return { child, url, figures: { healthzS, readyS, searchS, rssMb: child.pid ? rssMb(child.pid) : 0 } };
};

/** Stops the server with SIGTERM (the graceful path) and says which of its text index files it left in the temp directory. */
const stop = async (child: ChildProcess): Promise<void> => {
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  const left = readdirSync(tmpdir()).filter((f) => f.startsWith(`jaunt-text-${child.pid}-`));
  if (left.length > 0) console.error(`the stopped server left ${left.join(', ')} in ${tmpdir()}`);
};

/** The snapshot file at `path` and its text index file(s) beside it. */
const removeSnapshot = (path: string): void => {
  for (const f of readdirSync(dirname(path)))
    if (f === basename(path) || f.startsWith(`${basename(path)}.fts-`))
      rmSync(join(dirname(path), f), { force: true });
};

/** Bytes of the snapshot file and of its text index file(s). */
const snapshotBytes = (path: string): number =>
  readdirSync(dirname(path))
    .filter((f) => f === basename(path) || f.startsWith(`${basename(path)}.fts-`))
    .reduce((sum, f) => sum + statSync(join(dirname(path), f)).size, 0);

/** Waits until the snapshot file exists: it is renamed into place once whole. */
const fileWritten = async (path: string): Promise<number> => {
  while (!existsSync(path)) await sleep(200);
  return statSync(path).size;
};

/**
 * A kept file written by other code (its derivation fingerprint differs) has its maps worked out at
 * every load until a server that stays up rewrites it: one untimed start that waits for that rewrite
 * when its load says so, so the timed starts measure loads of a current file.
 */
const primeSnapshot = async (
  snapshot: string,
  dbPath: string,
  key: string,
  secret: Record<string, string>,
): Promise<void> => {
  const logs: string[] = [];
  const before = statSync(snapshot).mtimeMs;
  const s = await timedStart(dbPath, key, secret, logs);
  if (logs.join('').includes('worked out (derivation changed)')) {
    console.error('the file comes from other code: waiting for the server to rewrite it');
    while (statSync(snapshot).mtimeMs === before) await sleep(200);
  }
  await stop(s.child);
};

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] as number;
};

const row = (operation: string, size: number, runs: Restart[], note: string): Row => ({
  operation,
  size: String(size),
  p50: `${median(runs.map((r) => r.searchS)).toFixed(1)} s`,
  p95: '',
  throughput: `healthz ${median(runs.map((r) => r.healthzS)).toFixed(2)} s, ready ${median(runs.map((r) => r.readyS)).toFixed(1)} s`,
  rss: `${median(runs.map((r) => r.rssMb)).toFixed(0)} MB`,
  note: `${note}; runs (first search): ${runs.map((r) => r.searchS.toFixed(1)).join(', ')} s`,
});

/**
 * The restart rows on `existing` (a database already imported, e.g. `npm run bench`'s, and a
 * negotiated key of it), or on a demo catalogue of `size` generated and imported here.
 */
export const benchRestart = async (
  size: number,
  runs: number,
  existing?: { dbPath: string; key: string },
  keepDir?: string,
  /** Only the starts with a file (one build first when there is none). */
  loadOnly = false,
): Promise<Row[]> => {
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  const dir = keepDir ?? mkdtempSync(join(tmpdir(), 'jaunt-restart-'));
  const dbPath = existing?.dbPath ?? join(dir, 'bench.db');
  const snapshot = `${dbPath}.snapshot`;
  const secret = keepDir ? keptSecret(keepDir) : {};
  try {
    execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
    // A kept database is reused as it is (its size is whatever it was imported with).
    if (!existing && !(keepDir && existsSync(dbPath))) {
      const file = join(dir, 'demo.ndjson');
      await measuredCli(['demo', '--size', String(size), '--out', file], secret);
      await measuredCli(['import', file], { ...secret, JAUNT_DB: dbPath });
      rmSync(file, { force: true });
    }
    const key =
      existing?.key ?? (keepDir ? keptKey(keepDir, dbPath, secret) : createBenchKey(dbPath, 'restart'));
    const without: Restart[] = [];
    let bytes = 0;
    const buildRuns = loadOnly ? (existsSync(snapshot) ? 0 : 1) : runs;
    for (let i = 0; i < buildRuns; i++) {
      removeSnapshot(snapshot);
      const s = await timedStart(dbPath, key, secret);
      without.push(s.figures);
      await fileWritten(snapshot);
      await stop(s.child);
      console.error(`without a snapshot, run ${i + 1}: ${JSON.stringify(s.figures)}`);
    }
    if (buildRuns === 0) await primeSnapshot(snapshot, dbPath, key, secret);
    bytes = snapshotBytes(snapshot);
    const withFile: Restart[] = [];
    for (let i = 0; i < runs; i++) {
      const s = await timedStart(dbPath, key, secret);
      withFile.push(s.figures);
      await stop(s.child);
      console.error(`with a snapshot, run ${i + 1}: ${JSON.stringify(s.figures)}`);
    }
    return [
      ...(without.length === 0
        ? []
        : [
            row(
              'restart to first search, no snapshot file (build)',
              size,
              without,
              'p50 = median time to first search',
            ),
          ]),
      row(
        'restart to first search, snapshot file (load)',
        size,
        withFile,
        `file ${(bytes / 2 ** 20).toFixed(0)} MB; target ≤ 10 s at 1M`,
      ),
    ];
  } finally {
    if (!keepDir) rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '3' },
      dir: { type: 'string' },
      'load-only': { type: 'boolean', default: false },
    },
  });
  printTable(
    await benchRestart(Number(values.size), Number(values.runs), undefined, values.dir, values['load-only']),
  );
}
