/**
 * Soak: the real server as a child process on a demo catalogue, under mixed traffic for N minutes:
 * search, homescreen, detail, orders, users, dry-run bookings whose signed callbacks go to a local
 * receiver, and a periodic CLI import (adding, then removing, 500 activities). Prints one row per
 * minute: requests, errors, p95, RSS. `npm run soak -- --minutes N [--size S] [--import-every SEC]`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { pickTarget } from './bookings.js';
import { benchEnv, createBenchKey, jauntCli, percentile, rssMb, startServer } from './lib.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    size: { type: 'string', default: '5000' },
    'import-every': { type: 'string', default: '120' },
    workers: { type: 'string', default: '6' },
  },
});
const minutes = Number(values.minutes);
const size = Number(values.size);
const importEverySec = Number(values['import-every']);
const workers = Number(values.workers);
if (![minutes, size, importEverySec, workers].every((n) => Number.isFinite(n) && n > 0))
  throw new Error('--minutes, --size, --import-every and --workers take positive numbers');

const NYC_CELLS = ['872a1072bffffff', '872a10721ffffff', '872a10729ffffff'];
const PROMPTS = [
  'jazz tonight',
  'museum',
  'free things this weekend',
  'vegan brunch',
  'kids activities sunday',
];

interface Sample {
  op: string;
  ms: number;
  ok: boolean;
}

const dir = mkdtempSync(join(tmpdir(), 'jaunt-soak-'));
const dbPath = join(dir, 'jaunt.db');
const base = join(dir, 'base.ndjson');
const grown = join(dir, 'grown.ndjson');

const runCli = (args: string[]): Promise<{ code: number | null; out: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      env: { ...process.env, ...benchEnv, JAUNT_DB: dbPath, JAUNT_DEMO_ON_EMPTY: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('close', (code) => resolve({ code, out: out.trim() }));
  });

const main = async (): Promise<void> => {
  console.log(
    `soak: ${minutes} min, catalogue ${size}, import every ${importEverySec} s, ${workers} workers`,
  );
  jauntCli(dbPath, ['demo', '--size', String(size), '--out', base]);
  jauntCli(dbPath, ['demo', '--size', String(size + 500), '--out', grown]);
  jauntCli(dbPath, ['import', base]);
  const key = createBenchKey(dbPath, 'soak');
  const target = pickTarget(dbPath);
  const ro = new Database(dbPath, { readonly: true });
  const activityIds = ro
    .prepare('SELECT activity_id FROM activity ORDER BY id LIMIT 2000')
    .pluck()
    .all() as string[];
  ro.close();

  let callbacks = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      callbacks++;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const server = await startServer({
    JAUNT_DB: dbPath,
    JAUNT_DEMO_ON_EMPTY: '0',
    JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
    JAUNT_LOG_LEVEL: 'warn',
  });
  const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const users = Array.from({ length: 50 }, (_, i) => `soak-user-${i}`);
  for (const u of users)
    await fetch(`${server.url}/partner/v1/users`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ external_user_id: u, usual_plans: ['date-nights'] }),
    });

  let samples: Sample[] = [];
  const errors: string[] = [];
  let bookings = 0;
  let seq = 0;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

  const call = async (op: string, path: string, init: RequestInit = {}, expect = 200): Promise<void> => {
    const started = performance.now();
    let ok = false;
    try {
      const res = await fetch(`${server.url}${path}`, init);
      await res.arrayBuffer();
      ok = res.status === expect;
      if (!ok) errors.push(`${op} → ${res.status}`);
    } catch (e) {
      errors.push(`${op} → ${(e as Error).message}`);
    }
    samples.push({ op, ms: performance.now() - started, ok });
  };

  const step = async (): Promise<void> => {
    const user = pick(users);
    const headers = { ...auth, 'x-external-user-id': user };
    const r = Math.random();
    if (r < 0.3)
      return call(
        'search',
        `/partner/v1/search?prompt=${encodeURIComponent(pick(PROMPTS))}&location=New%20York`,
        {
          headers,
        },
      );
    if (r < 0.55)
      return call('homescreen', `/partner/v1/homescreen?h3_cell=${pick(NYC_CELLS)}&limit=50`, { headers });
    if (r < 0.75) return call('detail', `/partner/v1/activities/${pick(activityIds)}`, { headers });
    if (r < 0.8) return call('orders', '/partner/v1/orders', { headers });
    if (r < 0.9) {
      const n = ++seq;
      return call(
        'users',
        '/partner/v1/users',
        {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ external_user_id: `soak-new-${n}`, email: `soak-${n}@example.com` }),
        },
        201,
      );
    }
    bookings++;
    return call(
      'booking',
      '/partner/v1/bookings',
      {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          external_user_id: user,
          activity_id: target.activity_id,
          tickets: [
            {
              ticket_type_name: target.name,
              num_tickets: target.qty,
              ...(target.date === null ? {} : { session_date: target.date, session_time: target.time }),
            },
          ],
          authorization_amount_cents: 50_000_000,
          idempotency_key: `soak-${++seq}`,
          webhook_url: hook,
          payment_mode: 'dry_run_success',
        }),
      },
      202,
    );
  };

  const endAt = Date.now() + minutes * 60_000;
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running && Date.now() < endAt) {
      await step();
      // Think time: steady mixed traffic rather than a saturation test.
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  let imports = 0;
  const importErrors: string[] = [];
  let grownNext = true;
  const importer = (async () => {
    while (Date.now() + importEverySec * 1000 < endAt) {
      await new Promise((r) => setTimeout(r, importEverySec * 1000));
      const r = await runCli(grownNext ? ['import', grown] : ['import', base, '--replace']);
      grownNext = !grownNext;
      imports++;
      if (r.code !== 0) importErrors.push(r.out);
      console.log(`  import ${imports}: ${r.out.split('\n').pop()}`);
    }
  })();

  const rows: string[] = [];
  const header =
    '| minute | requests | errors | p50 ms | p95 ms | max ms | RSS MB | bookings | callbacks | imports |';
  console.log(header);
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  let errorsSoFar = 0;
  for (let minute = 1; minute <= minutes; minute++) {
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(60_000, endAt - Date.now()))));
    const window = samples;
    samples = [];
    const lat = window.map((s) => s.ms);
    const row = `| ${minute} | ${window.length} | ${errors.length - errorsSoFar} | ${percentile(lat, 50).toFixed(1)} | ${percentile(lat, 95).toFixed(1)} | ${Math.max(...lat).toFixed(0)} | ${rssMb(server.pid).toFixed(0)} | ${bookings} | ${callbacks} | ${imports} |`;
    errorsSoFar = errors.length;
    rows.push(row);
    console.log(row);
  }
  running = false;
  await Promise.all(loops);
  await importer;
  // Callbacks of the last bookings are still on their way; give them a moment.
  const deadline = Date.now() + 30_000;
  while (callbacks < bookings && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  await server.stop();
  receiver.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `\nsoak done: ${errors.length} request errors, ${importErrors.length} failed imports, ${bookings} bookings, ${callbacks} callbacks`,
  );
  for (const e of [...new Set(errors)].slice(0, 20)) console.log(`  error: ${e}`);
  for (const e of importErrors) console.log(`  import failed: ${e}`);
  if (errors.length > 0 || importErrors.length > 0 || callbacks < bookings) process.exitCode = 1;
};

main().catch((e: unknown) => {
  console.error(e);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
