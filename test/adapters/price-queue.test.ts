/**
 * The per-host queue of price refreshes, over a real loopback site and the real guarded client:
 * tenants take turns (one key's burst does not hold another key's refresh behind it), and the
 * queues are bounded per tenant and per host (over the bound: `busy`, nothing fetched).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageFetcher, type PageFetcher } from '../../src/catalogue/prices/page-fetcher.js';
import { createOutboundHttp } from '../../src/platform/http/outbound.js';

const PAGE =
  '<script type="application/ld+json">{"@type":"Product","name":"T","offers":{"@type":"Offer","price":"5","priceCurrency":"USD"}}</script>';

let server: Server;
let base: string;
/** Page paths in the order the site received them. */
let seen: string[] = [];
/** Held responses, released by the test (a slow site that answers when told). */
const held: (() => void)[] = [];
let holding = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/robots.txt') return void res.writeHead(404).end();
    seen.push(path);
    const answer = () => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    if (holding) held.push(answer);
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const h of held) h();
  await new Promise((r) => server.close(r));
});

const fetcher = (o: { perTenant?: number; perHost?: number } = {}): PageFetcher =>
  createPageFetcher({
    http: createOutboundHttp({ allowLoopback: true }),
    userAgent: 'JauntBot/1.0 (+https://jaunt.test/bot)',
    robotsToken: 'JauntBot',
    timeoutMs: 5000,
    maxBytes: 1 << 20,
    hostIntervalMs: 0,
    maxQueuedPerTenant: o.perTenant,
    maxQueuedPerHost: o.perHost,
  });

/** Releases held responses one at a time as they arrive, until `n` pages were served. */
const drain = async (n: number): Promise<void> => {
  while (seen.length < n || held.length > 0) {
    const next = held.shift();
    if (next) next();
    else await new Promise((r) => setImmediate(r));
  }
};

describe('price refresh queue per host', () => {
  it("serves tenants round-robin: key A's refresh is not held behind key B's burst", async () => {
    const f = fetcher();
    // Warm robots.txt so every call below reaches the queue in call order.
    expect((await f.fetchPage(`${base}/warm`, () => null, 'B')).kind).toBe('page');
    seen = [];
    holding = true;
    const calls = [
      ...['/b1', '/b2', '/b3', '/b4', '/b5'].map((p) => f.fetchPage(`${base}${p}`, () => null, 'B')),
      f.fetchPage(`${base}/a1`, () => null, 'A'),
      f.fetchPage(`${base}/b6`, () => null, 'B'),
      f.fetchPage(`${base}/a2`, () => null, 'A'),
    ];
    await drain(8);
    holding = false;
    expect((await Promise.all(calls)).map((r) => r.kind)).toEqual(Array(8).fill('page'));
    // First-come-first-served would give b1…b5, a1, b6, a2: A's first page waited for five of B's.
    expect(seen).toEqual(['/b1', '/a1', '/b2', '/a2', '/b3', '/b4', '/b5', '/b6']);
  });

  it('bounds the waiting refreshes per tenant and per host: over the bound, busy at once', async () => {
    const f = fetcher({ perTenant: 2, perHost: 3 });
    await f.fetchPage(`${base}/warm`, () => null, 'B');
    seen = [];
    holding = true;
    const go = (path: string, tenant: string) => f.fetchPage(`${base}${path}`, () => null, tenant);
    const q1 = go('/q1', 'B');
    const q2 = go('/q2', 'B');
    const q3 = go('/q3', 'B');
    const q4 = go('/q4', 'B');
    const c1 = go('/c1', 'C');
    const c2 = go('/c2', 'C');
    // q1 in flight, q2 and q3 wait (B's bound 2): q4 is refused; c1 waits (host bound 3), c2 refused.
    const refused = await Promise.all([q4, c2]);
    expect(refused.map((r) => r.kind)).toEqual(['busy', 'busy']);
    expect(refused[0]).toMatchObject({
      reason: expect.stringMatching(/2 refreshes of this caller already wait/),
    });
    expect(refused[1]).toMatchObject({ reason: expect.stringMatching(/3 refreshes already wait/) });
    await drain(4);
    holding = false;
    expect((await Promise.all([q1, q2, q3, c1])).map((r) => r.kind)).toEqual(Array(4).fill('page'));
    expect(seen.sort()).toEqual(['/c1', '/q1', '/q2', '/q3']);
  });
});
