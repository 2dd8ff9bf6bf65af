import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { parseList } from 'structured-headers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { parseWindowLimits, secondsUntilUtcMidnight } from '../../src/platform/window-limits.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const H3 = '/partner/v1/h3?lat=40.7&lng=-74';
let apps: TestApp[] = [];
const start = async (env: Record<string, string>, now?: Date) => {
  const app = await startTestApp({ env, ...(now ? { now } : {}) });
  apps.push(app);
  return app;
};
/**
 * The request windows (rate-limiter-flexible's memory store, in this process) count on Date.now() and
 * drop a window with a setTimeout when it ends. Both stand still from here to the end of the test, so
 * a slow, shared machine does not roll a window between two calls; `vi.advanceTimersByTime` moves them.
 * (The service's own clock is the pinned one; nothing on the request path here waits on a timer.)
 */
const stillWindowClock = () => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.map((a) => a.stop()));
  apps = [];
});

/** `RateLimit: "second";r=2;t=1, ...` → { second: { r: 2, t: 1 }, ... } */
const policies = (header: string | null): Record<string, Record<string, unknown>> => {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [item, params] of parseList(header ?? '')) out[String(item)] = Object.fromEntries(params);
  return out;
};

describe('limit syntax', () => {
  it('parses N/s,N/min,N/h and names the variable when it is wrong', () => {
    expect(parseWindowLimits('5/s, 100/min ,1000/h')).toEqual({
      ok: true,
      value: { second: 5, minute: 100, hour: 1000 },
    });
    expect(parseWindowLimits('5/s,100/min').ok).toBe(false);
    expect(parseWindowLimits('5/s,5/s,1/h').ok).toBe(false);
    expect(parseWindowLimits('0/s,1/min,1/h').ok).toBe(false);
    expect(() => loadConfig({ JAUNT_RATE_LIMITS: '20/s,600/fortnight,1/h' })).toThrow(
      /JAUNT_RATE_LIMITS:.*fortnight/,
    );
    expect(() => loadConfig({ JAUNT_DAILY_QUOTA: 'lots' })).toThrow(/JAUNT_DAILY_QUOTA/);
  });

  it('counts seconds to the next 00:00 UTC', () => {
    expect(secondsUntilUtcMidnight(new Date('2026-11-22T23:59:30Z'))).toBe(30);
    expect(secondsUntilUtcMidnight(new Date('2026-11-22T00:00:00Z'))).toBe(86_400);
  });
});

describe('request windows', () => {
  it.each([
    ['second', '3/s,1000/min,10000/h', 1],
    ['minute', '1000/s,3/min,10000/h', 60],
    ['hour', '1000/s,1000/min,3/h', 3600],
  ])('refuses the 4th call in a 3-per-%s window with 429 and Retry-After', async (name, rates, windowS) => {
    const app = await start({ JAUNT_RATE_LIMITS: rates, JAUNT_DAILY_QUOTA: '100' });
    const { key } = await app.createKey('negotiated');
    stillWindowClock();
    for (let i = 0; i < 3; i++) {
      const ok = await app.request(H3, { key });
      expect(ok.status).toBe(200);
      expect(policies(ok.headers.get('ratelimit'))[name]?.r).toBe(2 - i);
    }
    const refused = await app.request(H3, { key });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.stringContaining(name), code: 'rate_limited' });
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(windowS);
    // The 429 was not charged: the daily quota shows three calls, not four.
    expect(policies(refused.headers.get('ratelimit')).daily).toEqual({ r: 97, t: expect.any(Number) });
    expect(policies(refused.headers.get('ratelimit-policy'))[name]).toEqual({ q: 3, w: windowS });
    // Another key has its own windows.
    const other = await app.createKey('negotiated');
    expect((await app.request(H3, { key: other.key })).status).toBe(200);
  });

  it('opens the per-second window again after a second', async () => {
    const app = await start({ JAUNT_RATE_LIMITS: '2/s,1000/min,10000/h' });
    const { key } = await app.createKey('self-serve');
    stillWindowClock();
    await app.request(H3, { key });
    await app.request(H3, { key });
    expect((await app.request(H3, { key })).status).toBe(429);
    // Past the second on the windows' clock, instead of waiting it out.
    vi.advanceTimersByTime(1100);
    expect((await app.request(H3, { key })).status).toBe(200);
  });

  it('puts named policies on every authenticated answer, errors included', async () => {
    const app = await start({ JAUNT_RATE_LIMITS: '20/s,600/min,10000/h', JAUNT_DAILY_QUOTA: '500' });
    const { key } = await app.createKey('negotiated');
    const bad = await app.request('/partner/v1/h3?lat=100&lng=0', { key });
    expect(bad.status).toBe(422);
    expect(bad.headers.get('ratelimit-policy')).toBe(
      '"second";q=20;w=1, "minute";q=600;w=60, "hour";q=10000;w=3600, "daily";q=500;w=86400',
    );
    expect(bad.headers.get('ratelimit')).toMatch(
      /^"second";r=19;t=1, "minute";r=599;t=\d+, "hour";r=9999;t=\d+, "daily";r=499;t=\d+$/,
    );
    const anonymous = await app.request(H3);
    expect(anonymous.headers.get('ratelimit')).toBeNull();
  });

  it('uses per-key overrides', async () => {
    const app = await start({ JAUNT_RATE_LIMITS: '100/s,1000/min,10000/h', JAUNT_DAILY_QUOTA: '100' });
    const { id, key } = await app.createKey('negotiated');
    await app.services.limits.setKeyLimits(id, { rate: '1/s,100/min,1000/h', dailyQuota: 7 });
    const r = await app.request(H3, { key });
    expect(policies(r.headers.get('ratelimit-policy'))).toMatchObject({ second: { q: 1 }, daily: { q: 7 } });
    expect((await app.request(H3, { key })).status).toBe(429);
    await expect(app.services.limits.setKeyLimits(id, { rate: '1/s' })).rejects.toThrow(/--rate/);
  });
});

describe('daily quota', () => {
  it('resets at 00:00 UTC on the pinned clock', async () => {
    const app = await start({ JAUNT_DAILY_QUOTA: '2' }, new Date('2026-11-22T23:59:30Z'));
    const { key } = await app.createKey('negotiated');
    expect((await app.request(H3, { key })).status).toBe(200);
    expect((await app.request(H3, { key })).status).toBe(200);
    const refused = await app.request(H3, { key });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.stringMatching(/daily quota/i), code: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toBe('30');
    app.now.value = new Date('2026-11-23T00:00:01Z');
    const next = await app.request(H3, { key });
    expect(next.status).toBe(200);
    expect(policies(next.headers.get('ratelimit')).daily).toEqual({ r: 1, t: 86_399 });
  });

  it('survives a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jaunt-quota-'));
    const env = { JAUNT_DAILY_QUOTA: '2', JAUNT_DB: join(dir, 'q.db') };
    try {
      const first = await startTestApp({ env });
      const { key } = await first.createKey('negotiated');
      expect((await first.request(H3, { key })).status).toBe(200);
      expect((await first.request(H3, { key })).status).toBe(200);
      await first.close();
      const second = await start(env);
      expect((await second.request(H3, { key })).status).toBe(429);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not charge GET /auth, which still meets the windows', async () => {
    const app = await start({ JAUNT_DAILY_QUOTA: '1', JAUNT_RATE_LIMITS: '4/s,1000/min,10000/h' });
    const { key } = await app.createKey('negotiated');
    expect((await app.request(H3, { key })).status).toBe(200);
    expect((await app.request(H3, { key })).status).toBe(429);
    const auth = await app.request('/partner/v1/auth', { key });
    expect(auth.status).toBe(200);
    expect(policies(auth.headers.get('ratelimit')).daily?.r).toBe(0);
    expect((await app.request('/partner/v1/auth', { key })).status).toBe(200);
    // The two /h3 calls (one refused, not charged) and three /auth calls fill the 4/s window.
    expect((await app.request('/partner/v1/auth', { key })).status).toBe(200);
    expect((await app.request('/partner/v1/auth', { key })).status).toBe(429);
  });

  it('charges a search when it starts, even when the client aborts', async () => {
    const app = await start({ JAUNT_DAILY_QUOTA: '5' });
    await app.importNdjson(fixtureNdjson);
    const { key } = await app.createKey('negotiated');
    const url = new URL(`${app.url}/partner/v1/search?prompt=jazz%20tonight`);
    await new Promise<void>((resolve) => {
      const req = httpRequest(url, { headers: { authorization: `Bearer ${key}` } });
      req.on('error', () => resolve());
      req.on('response', () => undefined);
      // Hang up as soon as the request is on the wire, before any answer could come.
      req.end(() => {
        req.destroy();
        resolve();
      });
    });
    // /auth is exempt from the quota, so polling it does not disturb the count.
    let remaining: unknown;
    for (let i = 0; i < 50 && remaining !== 4; i++) {
      const auth = await app.request('/partner/v1/auth', { key });
      remaining = policies(auth.headers.get('ratelimit')).daily?.r;
      if (remaining !== 4) await new Promise((r) => setTimeout(r, 20));
    }
    expect(remaining).toBe(4);
  });
});

describe('bind tokens', () => {
  it('meets 429 in a burst of wrong tokens', async () => {
    const app = await start({});
    const { key } = await app.createKey('negotiated');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await app.request('/partner/v1/chat/workspaces/bind', {
        method: 'POST',
        key,
        body: { bind_token: `jaunt_bind_wrong${i}` },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

/** An MCP client over Streamable HTTP at /mcp with this key. */
const mcpClient = async (app: TestApp, key: string) => {
  const client = new Client({ name: 'limits-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return client;
};

type ToolAnswer = {
  isError?: boolean;
  content: { text?: string }[];
  structuredContent?: Record<string, unknown>;
};
const near = (client: Client) =>
  client.callTool({
    name: 'activities_near',
    arguments: { lat: 40.7, lng: -74, limit: 1 },
  }) as Promise<ToolAnswer>;

describe('one count across the front doors', () => {
  it('charges REST and MCP tool calls of one key to the same daily quota', async () => {
    const app = await start({ JAUNT_RATE_LIMITS: '1000/s,1000/min,1000/h', JAUNT_DAILY_QUOTA: '5' });
    const { key } = await app.createKey('negotiated');
    for (let i = 0; i < 2; i++) expect((await app.request(H3, { key })).status).toBe(200);
    const client = await mcpClient(app, key);
    try {
      for (let i = 0; i < 3; i++) expect((await near(client)).isError).toBeFalsy();
      const over = await near(client);
      expect(over.isError).toBe(true);
      expect(over.content[0]?.text).toMatch(/^rate_limited: Daily quota exhausted.*retry after \d+ s/);
      expect(over.structuredContent).toMatchObject({
        code: 'rate_limited',
        retry_after_s: secondsUntilUtcMidnight(app.now.value),
      });
    } finally {
      await client.close();
    }
    const refused = await app.request(H3, { key });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited' });
  });

  it('charges REST and MCP tool calls of one key to the same request windows', async () => {
    const app = await start({ JAUNT_RATE_LIMITS: '1000/s,3/min,1000/h', JAUNT_DAILY_QUOTA: '100' });
    const { key } = await app.createKey('negotiated');
    const client = await mcpClient(app, key);
    try {
      expect((await near(client)).isError).toBeFalsy();
      expect((await app.request(H3, { key })).status).toBe(200);
      expect((await near(client)).isError).toBeFalsy();
      const refused = await app.request(H3, { key });
      expect(refused.status).toBe(429);
      const over = await near(client);
      expect(over.isError).toBe(true);
      expect(over.structuredContent?.code).toBe('rate_limited');
      expect(Number(over.structuredContent?.retry_after_s)).toBeGreaterThanOrEqual(1);
      expect(Number(over.structuredContent?.retry_after_s)).toBeLessThanOrEqual(60);
    } finally {
      await client.close();
    }
  });
});
