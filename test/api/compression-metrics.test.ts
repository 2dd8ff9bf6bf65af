/**
 * Response compression of the Partner API (large answers only, when the client accepts it) and the
 * operators' Prometheus /metrics listener, over real HTTP. Requests go through node:http so the test
 * sees the bytes on the wire (fetch would decompress them silently).
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVAL_NOW, evalNdjson } from '../eval/catalogue-source.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const NYC_CELL = '872a1072bffffff';
const HOME = `/partner/v1/homescreen?h3_cell=${NYC_CELL}&shelved=true&limit=250`;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

const raw = (url: string, headers: Record<string, string> = {}, body?: string): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const req = request(url, { headers, method: body === undefined ? 'GET' : 'POST' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });

/** The body as the client would read it after undoing Content-Encoding. */
const decoded = (r: Raw): unknown => {
  const enc = r.headers['content-encoding'];
  const plain = enc === 'gzip' ? gunzipSync(r.bytes) : enc === 'br' ? brotliDecompressSync(r.bytes) : r.bytes;
  return JSON.parse(plain.toString('utf8'));
};

let app: TestApp;
let key: string;
const auth = () => ({ authorization: `Bearer ${key}` });

beforeAll(async () => {
  app = await startTestApp({
    now: new Date(EVAL_NOW),
    ndjson: evalNdjson(),
    env: { JAUNT_METRICS_PORT: '0' },
  });
  key = (await app.createKey('self-serve')).key;
});
afterAll(async () => app.stop());

describe('compression', () => {
  test('a large answer is gzip- or br-encoded when asked, identity when not, same JSON either way', async () => {
    const plain = await raw(`${app.url}${HOME}`, auth());
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(8 * 1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const gz = await raw(`${app.url}${HOME}`, { ...auth(), 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^application\/json/);
    expect(gz.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(decoded(gz)).toEqual(JSON.parse(plain.bytes.toString('utf8')));

    const br = await raw(`${app.url}${HOME}`, { ...auth(), 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toEqual(JSON.parse(plain.bytes.toString('utf8')));

    const refused = await raw(`${app.url}${HOME}`, { ...auth(), 'accept-encoding': 'identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.bytes.equals(plain.bytes)).toBe(true);
  });

  test('a small answer stays uncompressed even when the client accepts gzip', async () => {
    const r = await raw(`${app.url}/partner/v1/auth`, { ...auth(), 'accept-encoding': 'gzip, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.bytes.length).toBeLessThan(8 * 1024);
    expect(decoded(r)).toMatchObject({ ok: true });
  });

  test('error answers keep their spec shape, compressed or not', async () => {
    const bad = await raw(`${app.url}/partner/v1/homescreen?h3_cell=nope&limit=9999`, {
      ...auth(),
      'accept-encoding': 'gzip',
    });
    expect(bad.status).toBe(422);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    const body = decoded(bad) as { detail: { loc: unknown[]; type: string; msg: string }[] };
    expect(body.detail.length).toBeGreaterThan(0);
    expect(body.detail[0]).toMatchObject({ loc: expect.any(Array), type: expect.any(String) });

    // An error over the threshold (one entry per bad list item) is compressed, same shape.
    const long = await raw(
      `${app.url}/partner/v1/users`,
      { ...auth(), 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      JSON.stringify({
        external_user_id: 'u-1',
        usual_plans: Array.from({ length: 400 }, (_, i) => ({ n: i, pad: 'x'.repeat(300) })),
      }),
    );
    expect(long.status).toBe(422);
    expect(long.headers['content-encoding']).toBe('gzip');
    expect(decoded(long)).toMatchObject({ detail: expect.any(Array) });

    const unauth = await raw(`${app.url}/partner/v1/homescreen?h3_cell=${NYC_CELL}`, {
      'accept-encoding': 'gzip',
    });
    expect(unauth.status).toBe(401);
    expect(unauth.headers['content-type']).toMatch(/^application\/json/);
    expect(decoded(unauth)).toMatchObject({ code: 'unauthenticated', error: expect.any(String) });
  });

  test('JAUNT_COMPRESSION=0 leaves compression to a proxy', async () => {
    const off = await startTestApp({ env: { JAUNT_COMPRESSION: '0' } });
    try {
      const r = await raw(`${off.url}/partner/v1/openapi.json`, { 'accept-encoding': 'gzip, br' });
      expect(r.status).toBe(200);
      expect(r.bytes.length).toBeGreaterThan(8 * 1024);
      expect(r.headers['content-encoding']).toBeUndefined();
      // The same document is compressed by the app under test, which has compression on.
      const on = await raw(`${app.url}/partner/v1/openapi.json`, { 'accept-encoding': 'gzip' });
      expect(on.headers['content-encoding']).toBe('gzip');
      expect(decoded(on)).toEqual(JSON.parse(r.bytes.toString('utf8')));
    } finally {
      await off.stop();
    }
  });
});

describe('metrics', () => {
  const scrape = async (): Promise<string> => {
    const r = await raw(`http://127.0.0.1:${app.metricsPort}/metrics`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    return r.bytes.toString('utf8');
  };
  const gauge = (text: string, name: string): number => {
    const m = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
    if (!m) throw new Error(`${name} missing`);
    return Number(m[1]);
  };

  test('served on its own listener, not on the public port', async () => {
    expect(app.metricsPort).toEqual(expect.any(Number));
    expect(app.metricsPort).not.toBe(app.port);
    const pub = await raw(`${app.url}/metrics`);
    expect(pub.status).toBe(404);
    const other = await raw(`http://127.0.0.1:${app.metricsPort}/partner/v1/auth`);
    expect(other.status).toBe(404);
    const text = await scrape();
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });

  test('request durations are counted by route pattern and status', async () => {
    const before = await scrape();
    const count = (text: string) => {
      const m =
        /^jaunt_http_request_duration_seconds_count\{method="GET",route="\/partner\/v1\/homescreen",status="200"\} (\d+)$/m.exec(
          text,
        );
      return m ? Number(m[1]) : 0;
    };
    for (let i = 0; i < 3; i++)
      expect((await raw(`${app.url}${HOME}`, { ...auth(), 'accept-encoding': 'gzip' })).status).toBe(200);
    await raw(`${app.url}/partner/v1/no-such-route/id-never-a-label`, auth());
    const after = await scrape();
    expect(count(after) - count(before)).toBe(3);
    expect(after).toMatch(/route="unmatched",status="404"/);
    // Raw paths never become labels (the label set stays bounded).
    expect(after).not.toContain('id-never-a-label');
  });

  test('event-loop delay since the last scrape: a 120 ms synchronous task shows, then the window resets', async () => {
    await scrape();
    // A reset also forgets the sampler's last tick, so the first interval after it is not recorded.
    await new Promise((r) => setTimeout(r, 30));
    const until = performance.now() + 120;
    while (performance.now() < until) {
      // a synchronous task on this (the server's) event loop
    }
    await new Promise((r) => setTimeout(r, 30));
    const blocked = await scrape();
    expect(gauge(blocked, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.1);
    await new Promise((r) => setTimeout(r, 50));
    const calm = await scrape();
    expect(gauge(calm, 'nodejs_eventloop_lag_max_seconds')).toBeLessThan(0.1);
    expect(gauge(calm, 'nodejs_eventloop_lag_p99_seconds')).toBeLessThan(0.1);
  });
});
