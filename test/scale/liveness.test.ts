/**
 * Liveness from the first instant of `npm start`: the port opened before the service loads
 * (src/platform/early-listener.ts) answers /healthz and /readyz itself and holds every other request,
 * body unread, for the service; and src/start.ts hands that port to the service, so a request sent
 * the moment the port accepts connections gets the service's own answer.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listenEarly } from '../../src/platform/early-listener.js';

/** One request by node:http (fetch would retry nothing either, but this shows the raw exchange). */
const send = (
  url: string,
  method: string,
  body?: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

describe('the port opened first', () => {
  it('answers /healthz and /readyz itself and holds the rest, bodies unread, until the service takes them', async () => {
    const early = await listenEarly(0, '127.0.0.1');
    const { port } = early.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}`;
    try {
      const health = await send(`${url}/healthz`, 'GET');
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toEqual({ status: 'ok', activities: null });
      const ready = await send(`${url}/readyz`, 'GET');
      expect(ready.status).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(JSON.parse(ready.body)).toMatchObject({ code: 'not_ready' });

      // Two requests arrive before the service: neither is answered yet.
      let answered = 0;
      const first = send(`${url}/first`, 'POST', '{"n":1}').finally(() => answered++);
      const second = send(`${url}/second?x=1`, 'GET').finally(() => answered++);
      await new Promise((r) => setTimeout(r, 100));
      expect(answered).toBe(0);

      const seen: string[] = [];
      early.attach((req, res) => {
        let body = '';
        req.setEncoding('utf8').on('data', (c: string) => {
          body += c;
        });
        req.on('end', () => {
          seen.push(`${req.method} ${req.url} ${body}`);
          res.end(`took ${req.url}`);
        });
      });
      expect((await first).body).toBe('took /first');
      expect((await second).body).toBe('took /second?x=1');
      expect(seen).toEqual(['POST /first {"n":1}', 'GET /second?x=1 ']);
      // From now on the service answers everything, /healthz included.
      expect((await send(`${url}/healthz`, 'GET')).body).toBe('took /healthz');
    } finally {
      await new Promise((r) => early.server.close(r));
    }
  });

  it('refuses a port in use with the listen error', async () => {
    const early = await listenEarly(0, '127.0.0.1');
    const { port } = early.server.address() as { port: number };
    try {
      await expect(listenEarly(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((r) => early.server.close(r));
    }
  });
});

describe('npm start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-liveness-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a request sent as soon as the port accepts with the service’s own answer', async () => {
    const early = await listenEarly(0, '127.0.0.1');
    const { port } = early.server.address() as { port: number };
    await new Promise((r) => early.server.close(r));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        JAUNT_DB: join(dir, 'jaunt.db'),
        JAUNT_DEMO_ON_EMPTY: '0',
        JAUNT_LOG_LEVEL: 'warn',
        JAUNT_TEST_DATABASE_URL: '',
        JAUNT_DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      // The first answer from the port, whoever gives it.
      let health: Awaited<ReturnType<typeof send>> | null = null;
      for (let i = 0; i < 600 && !health; i++)
        health = await send(`${url}/healthz`, 'GET').catch(
          () => new Promise<null>((r) => setTimeout(() => r(null), 25)),
        );
      expect(health?.status).toBe(200);
      // Sent at once: held while the service loads, then answered by its authentication.
      const auth = await send(`${url}/partner/v1/auth`, 'GET');
      expect(auth.status).toBe(401);
      expect(JSON.parse(auth.body)).toMatchObject({ code: expect.any(String) });
      for (let i = 0; i < 600; i++) {
        if ((await send(`${url}/readyz`, 'GET')).status === 200) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(JSON.parse((await send(`${url}/readyz`, 'GET')).body)).toEqual({
        status: 'ready',
        activities: 0,
      });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  });
});
