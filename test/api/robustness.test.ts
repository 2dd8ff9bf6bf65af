/**
 * Finding 3: every error path answers JSON in the spec's shape, never Express's HTML page, whatever
 * the body's depth, the route or the content type.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all } from '../helpers/db.js';

let app: TestApp;
let key: string;

beforeAll(async () => {
  app = await startTestApp();
  key = (await app.createKey('negotiated')).key;
});
afterAll(() => app.stop());

const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const send = async (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
) => {
  const res = await fetch(`${app.url}${path}`, {
    method: init.method ?? 'POST',
    headers: { authorization: `Bearer ${key}`, ...init.headers },
    body: init.body,
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
};

const expectJsonError = (r: { status: number; type: string; text: string }) => {
  expect(r.type).toMatch(/^application\/json/);
  expect(r.text).not.toMatch(/<html|<pre>|RangeError|at \w+ \(/i);
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  return JSON.parse(r.text) as Record<string, unknown>;
};

describe('deeply nested bodies', () => {
  for (const [name, body] of [
    ['objects 5,000 deep', nested(5_000)],
    ['arrays 5,000 deep', nestedArray(5_000)],
    ['a field 5,000 deep', `{"external_user_id":"x","email":${nested(5_000)}}`],
  ] as const) {
    it(`answers 422 JSON with a bounded detail for ${name}`, async () => {
      for (const path of ['/partner/v1/users', '/partner/v1/bookings', '/partner/v1/chat/workspaces/bind']) {
        const r = await send(path, { headers: { 'content-type': 'application/json' }, body });
        const json = expectJsonError(r);
        expect(r.status).toBe(422);
        expect(Array.isArray(json.detail)).toBe(true);
        expect(r.text.length).toBeLessThan(4_000);
      }
    });
  }

  it('accepts ordinary nesting', async () => {
    const r = await send('/partner/v1/users', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ external_user_id: 'deep-ok', usual_plans: ['date-nights'] }),
    });
    expect(r.status).toBe(201);
  });

  it('bounds echoed input in size and depth', async () => {
    const big = 'x'.repeat(200_000);
    const r = await send('/partner/v1/users', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ external_user_id: 5, first_name: { deep: JSON.parse(nested(20)) }, extra: big }),
    });
    const json = expectJsonError(r);
    expect(r.status).toBe(422);
    expect(r.text.length).toBeLessThan(8_000);
    const depthOf = (v: unknown): number =>
      v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0;
    for (const item of json.detail as { input?: unknown }[])
      expect(depthOf(item.input)).toBeLessThanOrEqual(8);
  });
});

describe('unknown routes, methods and media types', () => {
  for (const [method, path] of [
    ['GET', '/partner/v1/nope'],
    ['DELETE', '/partner/v1/users'],
    ['PUT', '/partner/v1/bookings/abc'],
    ['GET', '/nope'],
    ['POST', '/'],
    ['GET', '/partner/v1/%E0%A4%A'],
    ['GET', '/tickets/x/y'],
  ] as const) {
    it(`${method} ${path} answers JSON`, async () => {
      const r = await send(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      const json = expectJsonError(r);
      expect(typeof json.error === 'string' || Array.isArray(json.detail)).toBe(true);
    });
  }

  for (const [type, body] of [
    ['application/json', '{"external_user_id":'],
    ['application/json', '\u0000\u0001'],
    ['application/json; charset=utf-7', '{}'],
    ['application/json; charset=latin9000', '{}'],
    ['text/plain', 'hello'],
    ['text/html', '<b>x</b>'],
    ['application/x-www-form-urlencoded', 'a=1&b=2'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['application/xml', '<a/>'],
  ] as const) {
    it(`POST /users with ${type} answers JSON`, async () => {
      const r = await send('/partner/v1/users', { headers: { 'content-type': type }, body });
      expectJsonError(r);
    });
  }

  it('a gzip body that is not gzip answers JSON', async () => {
    const r = await send('/partner/v1/users', {
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: '{"external_user_id":"z"}',
    });
    expectJsonError(r);
  });

  it('a body over 1 MiB answers 413 JSON', async () => {
    const r = await send('/partner/v1/users', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ external_user_id: 'big', first_name: 'x'.repeat(1_100_000) }),
    });
    expect(r.status).toBe(413);
    expectJsonError(r);
  });
});

describe('found by the fuzz test', () => {
  it('an update whose email is the user’s own but whose phone is another user’s is accepted without taking the phone, not a 500', async () => {
    const provision = (body: unknown) =>
      send('/partner/v1/users', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await provision({ external_user_id: 'fz-a', email: 'fz-a@example.com' })).status).toBe(201);
    expect((await provision({ external_user_id: 'fz-b', phone: '+14155550199' })).status).toBe(201);
    const r = await provision({ external_user_id: 'fz-a', email: 'fz-a@example.com', phone: '+14155550199' });
    // Same shape as any accepted update (docs/security.md: no probing for addresses held elsewhere).
    expect(r.status).toBe(201);
    expect(JSON.parse(r.text)).toMatchObject({ created: false, linked: false });
    // The phone still belongs to fz-b's user, not fz-a's.
    const holders = await all(
      app.store,
      sql`SELECT email_canonical AS email, phone_canonical AS phone FROM service_user WHERE phone_canonical IS NOT NULL`,
    );
    expect(holders).toEqual([{ email: null, phone: '+14155550199' }]);
  });
});
