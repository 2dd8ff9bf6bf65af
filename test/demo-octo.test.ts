/**
 * `npm run jaunt -- demo-octo` as a newcomer runs it: one real process starts the OCTO simulator,
 * connects it as a supplier, syncs it and serves; search finds a supplier activity; SIGTERM stops
 * both cleanly.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseEnv } from './helpers/test-db.js';

const dir = mkdtempSync(join(tmpdir(), 'jaunt-demo-octo-'));
let child: ChildProcess | null = null;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Detail {
  activity_id: string;
  ticket_price: {
    sessions: { date: string; time: string | null; tickets: { name: string; available: boolean }[] }[];
  } | null;
}
interface BookingView {
  status: string;
  error_message?: string | null;
  ticket_details?: {
    tickets: { download_url: string | null }[];
    supplier_files?: { content_type: string; download_url: string | null }[];
  } | null;
}

/** What the printed lines tell a newcomer to do: user, detail, live booking, then the tickets. */
const livePurchase = async (base: string, key: string) => {
  const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'x-external-user-id': 'me',
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  expect((await call('/partner/v1/users', { method: 'POST', body: { external_user_id: 'me' } })).status).toBe(
    201,
  );
  const found = (await call('/partner/v1/search?prompt=kayak')).body as {
    results: { activity_id: string; name: string }[];
  };
  const hit = found.results.find((r) => r.name === 'Sunset Kayak on the Hudson');
  const detail = (await call(`/partner/v1/activities/${hit?.activity_id}`)).body as Detail;
  const session = detail.ticket_price?.sessions.find((x) => x.tickets.some((k) => k.available));
  const ticket = session?.tickets.find((k) => k.available);
  expect(ticket, JSON.stringify(detail)).toBeTruthy();
  const order = {
    external_user_id: 'me',
    activity_id: detail.activity_id,
    tickets: [
      {
        ticket_type_name: ticket?.name,
        num_tickets: 1,
        session_date: session?.date,
        session_time: session?.time,
      },
    ],
    authorization_amount_cents: 1,
    idempotency_key: 'demo-octo-first-purchase',
    webhook_url: 'http://127.0.0.1:9/jaunt-callback',
    payment_mode: 'live_purchase',
  };
  // The amount comes from the API's answer: too little names the required total.
  const short = await call('/partner/v1/bookings', { method: 'POST', body: order });
  expect(short.status, JSON.stringify(short.body)).toBe(400);
  const required = (short.body as { required_cents: number }).required_cents;
  const made = await call('/partner/v1/bookings', {
    method: 'POST',
    body: { ...order, authorization_amount_cents: required },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(202);
  const id = (made.body as { booking_id: string }).booking_id;
  // Only the simulator: an activity of the demo catalogue (no supplier) is still refused to this key.
  const other = (
    (await call('/partner/v1/search?prompt=jazz')).body as { results: { activity_id: string }[] }
  ).results[0];
  const refused = await call('/partner/v1/bookings', {
    method: 'POST',
    body: { ...order, activity_id: other?.activity_id, idempotency_key: 'demo-octo-not-a-supplier' },
  });
  expect(refused.status, JSON.stringify(refused.body)).toBe(402);
  await expect
    .poll(async () => ((await call(`/partner/v1/bookings/${id}`)).body as BookingView).status, {
      timeout: 30_000,
      interval: 200,
    })
    .toMatch(/deliverable_ready|failed/);
  const got = (await call(`/partner/v1/bookings/${id}`)).body as BookingView;
  expect(got.status, got.error_message ?? '').toBe('deliverable_ready');
  const file = got.ticket_details?.supplier_files?.find((f) => f.content_type === 'application/pdf');
  const url = new URL(String(file?.download_url));
  const pdf = await fetch(`${base}${url.pathname}${url.search}`);
  expect(pdf.status).toBe(200);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
};

describe('npm run jaunt -- demo-octo', () => {
  it('serves with the simulator connected and synced; search finds its activities; the printed key buys one live', {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      ...(await databaseEnv(join(dir, 'demo.db'))),
      PORT: String(port),
      HOST: '127.0.0.1',
      JAUNT_ENV: 'development',
      JAUNT_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
      JAUNT_LOG_LEVEL: 'silent',
      JAUNT_DEMO_SIZE: '100',
      JAUNT_ALLOW_LOOPBACK_OUTBOUND: '',
    };
    const proc = spawn(
      'node',
      ['--import', 'tsx', 'src/cli/index.ts', 'demo-octo', '--sim-port', '0', '--days', '7'],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    let stdout = '';
    let stderr = '';
    proc.stdout?.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    proc.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    await expect
      .poll(() => (proc.exitCode === null ? stdout : `exited ${proc.exitCode}: ${stderr}`), {
        timeout: 150_000,
        interval: 200,
      })
      .toMatch(/(\d+) activities synced|exited/);
    expect(stdout).toMatch(/connected as supplier 'octo-demo'/);
    expect(stdout).toMatch(/5 activities synced/);
    // The service's own first lines are still there (README's first commands stay true).
    expect(stdout).toMatch(/Jaunt \(development\) is running at/);

    const created = await promisify(execFile)(
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
        'demo',
        '--email',
        'd@example.com',
        '--json',
      ],
      { env },
    );
    const key = (JSON.parse(created.stdout) as { key: string }).key;
    const res = await fetch(`http://127.0.0.1:${port}/partner/v1/search?prompt=kayak`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(200);
    const names = ((await res.json()) as { results: { name: string }[] }).results.map((r) => r.name);
    expect(names).toContain('Sunset Kayak on the Hudson');

    // The printed key buys live from the simulator: a real OCTO purchase, with the PDF tickets.
    const buyer = /may buy live from the simulator[^:]*: (jaunt_api_staging_\S+)/.exec(stdout)?.[1];
    expect(buyer, stdout).toBeTruthy();
    await livePurchase(`http://127.0.0.1:${port}`, String(buyer));

    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
