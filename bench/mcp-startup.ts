/**
 * `npx tsx bench/mcp-startup.ts [RUNS]`: how long the stdio MCP server (`jaunt mcp --key KEY`) takes
 * from spawn to its answer to `initialize`, and what the time goes to: Node itself, the tsx loader,
 * importing the service's modules (transpiled by tsx, or built by esbuild into a scratch dist/), and
 * opening the core (migrations check, composing the features). Prints a markdown table of medians:
 * wall time, and CPU time (user + system: /usr/bin/time for runs to exit, /proc/PID/stat at the
 * answer for the server; "n/a" where neither exists), the figure to compare on a loaded machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchEnv, percentile } from './lib.js';

const RUNS = Number(process.argv[2] ?? 5);
const repo = resolve('.');
const scratch = mkdtempSync(join(tmpdir(), 'jaunt-mcp-startup-'));
const env = {
  ...process.env,
  ...benchEnv,
  JAUNT_DB: join(scratch, 'mcp.db'),
  JAUNT_LOG_LEVEL: 'silent',
  JAUNT_WORKER: '0',
};

const INITIALIZE = `${JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '0' } },
})}\n`;

/** Wall and CPU milliseconds of one run (CPU NaN where it cannot be read). */
interface Run {
  wall: number;
  cpu: number;
}

const TIME = '/usr/bin/time';
const hasTime = existsSync(TIME);

/** CPU ms (user + system) a live process has used so far: /proc/PID/stat, in 100 Hz clock ticks. */
const cpuOf = (pid: number | undefined): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
};

/** From spawn to the process's exit; CPU from /usr/bin/time when the machine has it. */
const untilExit = (cmd: string, args: string[]): Promise<Run> =>
  new Promise((done, fail) => {
    const t0 = performance.now();
    const p = hasTime
      ? spawn(TIME, ['-f', 'jaunt-cpu %U %S', cmd, ...args], {
          cwd: repo,
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
        })
      : spawn(cmd, args, { cwd: repo, env, stdio: 'ignore' });
    let err = '';
    p.stderr?.on('data', (c: Buffer) => {
      err += c.toString('utf8');
    });
    p.on('error', fail);
    p.on('exit', (code) => {
      const wall = performance.now() - t0;
      const m = /jaunt-cpu ([\d.]+) ([\d.]+)/.exec(err);
      if (code !== 0) fail(new Error(`${args} exited ${code}`));
      else done({ wall, cpu: m ? (Number(m[1]) + Number(m[2])) * 1000 : Number.NaN });
    });
  });

/** From spawn to the first line that answers `initialize` (CPU: the server's, read at that moment). */
const untilInitialized = (cmd: string, args: string[]): Promise<Run> =>
  new Promise((done, fail) => {
    const t0 = performance.now();
    const p = spawn(cmd, args, { cwd: repo, env, stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    p.on('error', fail);
    p.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      if (out.includes('"id":1') && out.includes('"result"')) {
        const wall = performance.now() - t0;
        const cpu = cpuOf(p.pid);
        p.stdin.end();
        p.kill();
        done({ wall, cpu });
      }
    });
    p.on('exit', (code) => fail(new Error(`mcp exited ${code} before answering: ${out.slice(0, 300)}`)));
    p.stdin.write(INITIALIZE);
  });

/** Medians of wall and CPU time over RUNS runs. */
const median = async (f: () => Promise<Run>): Promise<Run> => {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await f());
  return {
    wall: percentile(
      runs.map((r) => r.wall),
      50,
    ),
    cpu: percentile(
      runs.map((r) => r.cpu),
      50,
    ),
  };
};

try {
  const key = JSON.parse(
    execFileSync(
      'node',
      [
        '--import',
        'tsx',
        'src/cli/index.ts',
        'keys',
        'create',
        '--kind',
        'self-serve',
        '--name',
        'bench',
        '--email',
        'b@example.com',
        '--json',
      ],
      { cwd: repo, env, encoding: 'utf8' },
    ),
  ) as { key: string };
  // A dist/ of our own (the CLI's ../db/migrations and node_modules resolve through links).
  const built = join(scratch, 'app');
  mkdirSync(built);
  execFileSync(
    'npx',
    [
      'esbuild',
      'src/**/*.ts',
      `--outdir=${join(built, 'dist')}`,
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--log-level=warning',
    ],
    { cwd: repo, stdio: 'inherit' },
  );
  symlinkSync(join(repo, 'db'), join(built, 'db'));
  symlinkSync(join(repo, 'node_modules'), join(built, 'node_modules'));
  symlinkSync(join(repo, 'package.json'), join(built, 'package.json'));
  const distCli = join(built, 'dist', 'cli', 'index.js');

  const rows: [string, Run][] = [
    ['node -e 0 (Node itself)', await median(() => untilExit('node', ['-e', '0']))],
    [
      'node --import tsx -e 0 (the tsx loader)',
      await median(() => untilExit('node', ['--import', 'tsx', '-e', '0'])),
    ],
    [
      'import src/main.ts through tsx',
      await median(() => untilExit('node', ['--import', 'tsx', '-e', "await import('./src/main.ts')"])),
    ],
    [
      'import dist/main.js (esbuild output)',
      await median(() =>
        untilExit('node', ['-e', `await import(${JSON.stringify(join(built, 'dist', 'main.js'))})`]),
      ),
    ],
    [
      'jaunt mcp through tsx: spawn → initialize answered',
      await median(() =>
        untilInitialized('node', ['--import', 'tsx', 'src/cli/index.ts', 'mcp', '--key', key.key]),
      ),
    ],
    [
      'jaunt mcp from dist/: spawn → initialize answered',
      await median(() => untilInitialized('node', [distCli, 'mcp', '--key', key.key])),
    ],
  ];
  console.log(`| Step (median of ${RUNS}) | wall ms | CPU ms |\n|---|---|---|`);
  const ms = (x: number): string => (Number.isNaN(x) ? 'n/a' : x.toFixed(0));
  for (const [what, r] of rows) console.log(`| ${what} | ${ms(r.wall)} | ${ms(r.cpu)} |`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
