/**
 * Live booking over OCTO, accept → confirmed: the real server process, the OCTO simulator (in this
 * process) connected and synced through the CLI as an operator would, a key with the stored card.
 * Each booking is a POST /bookings with payment_mode live_purchase on a synced supplier activity;
 * the time measured runs until the signed callback saying `confirmed` arrives at an https receiver
 * (live purchases call back over https only: a self-signed certificate the server trusts through
 * NODE_EXTRA_CA_CERTS). The fulfilment in between re-checks availability, reserves and confirms.
 *
 * Part of `npm run bench` (section `octo`), or alone: `npx tsx bench/octo-live.ts [--bookings 200]`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import Database from 'better-sqlite3';
import { startOctoSim } from '../src/suppliers/simulator.js';
import { benchEnv, createBenchKey, latencyRow, printTable, type Row, startServer } from './lib.js';

const selfSigned = (dir: string): { key: string; cert: string; certFile: string } => {
  const keyFile = join(dir, 'rx.key');
  const certFile = join(dir, 'rx.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
    ].concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
};

export const benchOctoLive = async (
  opts: { bookings?: number; concurrency?: number } = {},
): Promise<Row[]> => {
  const n = opts.bookings ?? 200;
  const concurrency = opts.concurrency ?? 4;
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-bench-octo-live-'));
  const dbPath = join(dir, 'octo-live.db');
  // Places enough for every booking in one slot.
  const sim = await startOctoSim({ capacity: 100_000 });
  const tls = selfSigned(dir);
  const confirmedAt = new Map<string, number>();
  const receiver = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        booking_id: string;
        status: string;
      };
      if (body.status === 'confirmed' && !confirmedAt.has(body.booking_id))
        confirmedAt.set(body.booking_id, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hook = `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const env = { JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1' };
  try {
    // Asynchronous on purpose: the simulator answers from this process's event loop.
    const cli = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
        env: { ...process.env, ...env, JAUNT_DB: dbPath, JAUNT_DEMO_ON_EMPTY: '0', ...benchEnv },
        encoding: 'utf8',
      });
    await cli(['suppliers', 'add', 'bench', '--octo-url', sim.url, '--api-key', 'bench-key']);
    await cli(['suppliers', 'sync', 'bench', '--days', '14']);
    const key = createBenchKey(dbPath, 'bench-live', ['--live-purchase']);
    // city-walk: START_TIME, EUR, a session a few days out with plenty of places.
    const db = new Database(dbPath, { readonly: true });
    const target = db
      .prepare(
        `SELECT a.activity_id, s.date, s.time, t.name FROM activity a
         JOIN activity_session s ON s.activity_id = a.id JOIN ticket_type t ON t.session_id = s.id
         WHERE a.ref = 'octo:bench:city-walk:DEFAULT' AND t.available = 1 AND s.date > date('now', '+2 day')
         ORDER BY s.date, s.time, t.position LIMIT 1`,
      )
      .get() as { activity_id: string; date: string; time: string; name: string } | undefined;
    db.close();
    if (!target) throw new Error('no bookable session of the synced city-walk');
    const server = await startServer({
      ...env,
      JAUNT_DB: dbPath,
      JAUNT_DEMO_ON_EMPTY: '0',
      NODE_EXTRA_CA_CERTS: tls.certFile,
    });
    try {
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
      await fetch(`${server.url}/partner/v1/users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ external_user_id: 'bench-user' }),
      });
      const sentAt = new Map<string, number>();
      const book = async (i: number) => {
        const started = performance.now();
        const res = await fetch(`${server.url}/partner/v1/bookings`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            external_user_id: 'bench-user',
            activity_id: target.activity_id,
            tickets: [
              {
                ticket_type_name: target.name,
                num_tickets: 1,
                session_date: target.date,
                session_time: target.time,
              },
            ],
            authorization_amount_cents: 100_000,
            idempotency_key: `live-${i}`,
            webhook_url: hook,
            payment_mode: 'live_purchase',
          }),
        });
        const body = (await res.json()) as { booking_id?: string };
        if (res.status !== 202 || !body.booking_id)
          throw new Error(`booking → ${res.status} ${JSON.stringify(body)}`);
        sentAt.set(body.booking_id, started);
        // Paced like a partner: the next booking once this one is confirmed.
        const deadline = Date.now() + 60_000;
        while (!confirmedAt.has(body.booking_id)) {
          if (Date.now() > deadline) throw new Error(`booking ${body.booking_id} not confirmed in 60 s`);
          await new Promise((r) => setTimeout(r, 2));
        }
      };
      for (let i = 0; i < 10; i++) await book(-1 - i); // warm-up
      sentAt.clear();
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < n) await book(next++);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const latencies = [...sentAt].map(([id, t]) => (confirmedAt.get(id) ?? t) - t);
      return [
        latencyRow({
          operation: `live booking over OCTO accept→confirmed callback (${concurrency} concurrent)`,
          size: `${n} bookings`,
          latencies,
          throughput: `${(n / seconds).toFixed(1)} bookings/s`,
          note: 'local simulator; availability check, reserve, confirm, signed https callback',
        }),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    receiver.closeAllConnections();
    receiver.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { bookings: { type: 'string', default: '200' }, concurrency: { type: 'string', default: '4' } },
  });
  printTable(
    await benchOctoLive({ bookings: Number(values.bookings), concurrency: Number(values.concurrency) }),
  );
}
