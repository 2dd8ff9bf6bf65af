import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { exec, one, value } from '../helpers/db.js';

let app: TestApp;
let negotiated: string;
let selfServe: string;
let staging: string;

beforeAll(async () => {
  app = await startTestApp({ ndjson: fixtureNdjson });
  negotiated = (await app.createKey('negotiated')).key;
  selfServe = (await app.createKey('self-serve')).key;
  staging = (await app.createKey('negotiated', { staging: true })).key;
});
afterAll(() => app.stop());

describe('GET /partner/v1/auth', () => {
  it('accepts production negotiated and self-serve keys; a production server refuses staging keys', async () => {
    for (const key of [negotiated, selfServe]) {
      const r = await app.request('/partner/v1/auth', { key });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ ok: true, environment: 'production' });
    }
    expect(staging.startsWith('jaunt_api_staging_')).toBe(true);
    const s = await app.request('/partner/v1/auth', { key: staging });
    expect(s.status).toBe(401);
    expect(s.body).toMatchObject({ code: 'key_invalid' });
  });

  it('answers a missing credential with 401 and a Bearer challenge', async () => {
    const r = await app.request('/partner/v1/auth');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Missing credentials', code: 'unauthenticated' });
    expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it.each([
    ['truncated', () => negotiated.slice(0, -1)],
    ['checksum flipped', () => `${negotiated.slice(0, -1)}${negotiated.endsWith('A') ? 'B' : 'A'}`],
    // HTTP strips whitespace around a field value, so stray whitespace shows up inside it.
    ['stray whitespace', () => ` ${negotiated}`],
    ['whitespace inside', () => `${negotiated.slice(0, 20)} ${negotiated.slice(20)}`],
    ['foreign prefix', () => 'svc_api_abc'],
    ['non-base62', () => `${negotiated.slice(0, -8)}-_${negotiated.slice(-6)}`],
  ])('rejects a %s key as key_malformed', async (_label, key) => {
    const r = await app.request('/partner/v1/auth', { key: key() });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'key_malformed' });
  });

  it('rejects a non-Bearer scheme as key_malformed', async () => {
    const r = await app.request('/partner/v1/auth', { headers: { authorization: `Basic ${negotiated}` } });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'key_malformed' });
  });

  it('rejects a well-formed unknown key and a disabled key as key_invalid', async () => {
    const { newApiKey } = await import('../../src/access/credentials/api-key.js');
    const unknown = await app.request('/partner/v1/auth', { key: newApiKey('production') });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'key_invalid' });

    const doomed = await app.createKey('negotiated');
    await app.services.credentials.disable(doomed.id);
    const disabled = await app.request('/partner/v1/auth', { key: doomed.key });
    expect(disabled.status).toBe(401);
    expect(disabled.body).toMatchObject({ code: 'key_invalid' });
  });

  it('rejects a key without the partner scope as key_invalid', async () => {
    const k = await app.createKey('negotiated');
    await exec(app.store, sql`UPDATE api_key SET scopes = '["internal"]' WHERE id = ${k.id}`);
    const r = await app.request('/partner/v1/auth', { key: k.key });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'key_invalid' });
  });

  it('stores only a hash of the key', async () => {
    const k = await app.createKey('negotiated');
    const row = await one(app.store, sql`SELECT * FROM api_key WHERE id = ${k.id}`);
    expect(JSON.stringify(row)).not.toContain(k.key);
    expect(k.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  });
});

describe('X-External-User-Id rules', () => {
  let activityId: string;
  beforeAll(async () => {
    activityId = await value<string>(
      app.store,
      sql`SELECT activity_id FROM activity WHERE ref = 'nyc-jazz-001'`,
    );
  });

  it('is required for negotiated keys on activity detail (422 on the header)', async () => {
    const r = await app.request(`/partner/v1/activities/${activityId}`, { key: negotiated });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      detail: [
        { type: 'missing', loc: ['header', 'x-external-user-id'], msg: 'Field required', input: null },
      ],
    });
  });

  it('gives 404 telling to provision an unknown id first (header name case-insensitive)', async () => {
    const r = await app.request(`/partner/v1/activities/${activityId}`, {
      key: negotiated,
      headers: { 'X-EXTERNAL-USER-ID': 'never-provisioned' },
    });
    expect(r.status).toBe(404);
    expect((r.body as { error: string }).error).toMatch(/POST \/partner\/v1\/users/);
  });

  it('gives 400 when a self-serve key sends it', async () => {
    const r = await app.request(`/partner/v1/activities/${activityId}`, {
      key: selfServe,
      headers: { 'x-external-user-id': 'u1' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: expect.stringMatching(/self-serve/) });
  });

  it('lets a self-serve key act for its own user without the header', async () => {
    const r = await app.request(`/partner/v1/activities/${activityId}`, { key: selfServe });
    expect(r.status).toBe(200);
  });
});

describe('cross-cutting HTTP behaviour', () => {
  it('puts X-Request-Id on every response, echoing a sane incoming one', async () => {
    const r1 = await app.request('/partner/v1/auth');
    expect(r1.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const r2 = await app.request('/nope', { headers: { 'x-request-id': 'trace-123' } });
    expect(r2.headers.get('x-request-id')).toBe('trace-123');
  });

  it('answers unknown routes with 404 {error}', async () => {
    const r = await app.request('/partner/v1/does-not-exist', { key: negotiated });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: expect.stringContaining('/partner/v1/does-not-exist') });
  });

  it('serves /healthz', async () => {
    const r = await app.request('/healthz');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', activities: 3 });
  });
});

describe('unexpected faults', () => {
  it('answer 500 {error} without internals, with the request id', async () => {
    const broken = await startTestApp({ ndjson: fixtureNdjson });
    try {
      const k = await broken.createKey('self-serve');
      const id = await value<string>(broken.store, sql`SELECT activity_id FROM activity LIMIT 1`);
      // A real fault: the table every authenticated request reads its key's limits from has vanished.
      await exec(broken.store, sql`DROP TABLE api_key_limits`);
      const r = await broken.request(`/partner/v1/activities/${id}`, { key: k.key });
      expect(r.status).toBe(500);
      expect(r.body).toEqual({
        error: 'Internal server error',
        code: 'internal',
        request_id: r.headers.get('x-request-id'),
      });
      expect(r.text).not.toMatch(/api_key_limits|sqlite|postgres|at /i);
    } finally {
      await broken.stop();
    }
  });
});
