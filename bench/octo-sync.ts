/**
 * Supplier sync time: the OCTO simulator with 1,000 generated products (plus its 4 scenario ones)
 * in this process, and the real CLI (`suppliers add`, `suppliers sync --days 60`) against a fresh
 * database, as an operator would run it. A second sync measures the unchanged case.
 *
 * Part of `npm run bench` (section `octo`: `npm run bench -- --only octo`), or alone:
 * `npx tsx bench/octo-sync.ts [--products 1000] [--days 60]`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { startOctoSim } from '../src/suppliers/simulator.js';
import { benchEnv, printTable, type Row } from './lib.js';

interface SyncJson {
  products: number;
  records: number;
  sessions: number;
  requests: number;
  fetchSeconds: number;
  seconds: number;
  import: { added: number; unchanged: number; seconds: number };
}

export const benchOctoSync = async (opts: { products?: number; days?: number } = {}): Promise<Row[]> => {
  const products = opts.products ?? 1000;
  const days = opts.days ?? 60;
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-bench-octo-'));
  const dbPath = join(dir, 'octo.db');
  const sim = await startOctoSim({ products });
  // Asynchronous on purpose: the simulator answers from this process's event loop.
  const cli = async (args: string[]): Promise<string> =>
    (
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
        env: {
          ...process.env,
          ...benchEnv,
          JAUNT_DB: dbPath,
          JAUNT_DEMO_ON_EMPTY: '0',
          JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1',
        },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
    ).stdout;
  try {
    await cli(['suppliers', 'add', 'bench', '--octo-url', sim.url, '--api-key', 'bench-key']);
    const rows: Row[] = [];
    for (const label of ['first', 'again (unchanged)']) {
      const started = performance.now();
      const s = JSON.parse(
        (await cli(['suppliers', 'sync', 'bench', '--days', String(days), '--json']))
          .trim()
          .split('\n')
          .at(-1) ?? '{}',
      ) as SyncJson;
      const wall = (performance.now() - started) / 1000;
      rows.push({
        operation: `supplier sync, ${label} (CLI)`,
        size: `${s.products} products × ${days} d`,
        p50: '',
        p95: '',
        throughput: `${wall.toFixed(1)} s`,
        rss: '',
        note:
          `${s.records} activities, ${s.sessions} sessions, ${s.requests} OCTO calls; fetch ${s.fetchSeconds.toFixed(1)} s, ` +
          `import ${s.import.seconds.toFixed(1)} s (${s.import.added} added, ${s.import.unchanged} unchanged)`,
      });
    }
    return rows;
  } finally {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '1000' }, days: { type: 'string', default: '60' } },
  });
  printTable(await benchOctoSync({ products: Number(values.products), days: Number(values.days) }));
}
