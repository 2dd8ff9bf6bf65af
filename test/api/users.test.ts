import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { one, value } from '../helpers/db.js';

let app: TestApp;
let key: string;
let otherKey: string;

const provision = (body: unknown, k = key) =>
  app.request('/partner/v1/users', { method: 'POST', key: k, body });
const userOf = (externalId: string, k: { id: string }) =>
  // The mapping's own profile plus the shared identity's canonical contact (migration 005).
  one(
    app.store,
    sql`SELECT m.*, u.id, u.email_canonical, u.phone_canonical FROM partner_user m JOIN service_user u ON u.id = m.user_id
         WHERE m.api_key_id = ${k.id} AND m.external_user_id = ${externalId}`,
  );
const count = (table: string) => value<number>(app.store, sql`SELECT COUNT(*) AS n FROM ${sql.table(table)}`);

let keyRow: { id: string };
let otherRow: { id: string };

beforeAll(async () => {
  app = await startTestApp();
  const k = await app.createKey('negotiated');
  const o = await app.createKey('negotiated');
  key = k.key;
  otherKey = o.key;
  keyRow = k;
  otherRow = o;
});
afterAll(() => app.stop());

describe('POST /partner/v1/users', () => {
  it('creates a new user with 201 and writes onboarding info', async () => {
    const r = await provision({
      external_user_id: 'u-1',
      first_name: 'Ada',
      email: '  Ada@Example.com ',
      usual_plans: ['date-nights', 'fun-with-kids'],
      dietary_preferences: ['vegan'],
      city: 'new-york',
      neighborhood_lat: 40.72,
      neighborhood_lng: -73.99,
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ external_user_id: 'u-1', created: true, linked: false, updated: true });
    const row = await userOf('u-1', keyRow);
    expect(row).toMatchObject({ email_canonical: 'ada@example.com', neighborhood_lat: 40.72 });
    // JSON text: compared parsed, as Postgres (jsonb) spaces it differently.
    expect(JSON.parse(String(row?.usual_plans))).toEqual(['date-nights', 'fun-with-kids']);
  });

  it('creates one user when the same new mapping is provisioned many times at once', async () => {
    const before = await count('service_user');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => provision({ external_user_id: 'u-race', email: 'race@example.com' })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(answers.filter((r) => (r.body as { created: boolean }).created)).toHaveLength(1);
    expect(await count('service_user')).toBe(before + 1);
    expect(
      await value(app.store, sql`SELECT COUNT(*) FROM partner_user WHERE external_user_id = 'u-race'`),
    ).toBe(1);
  });

  it('is an idempotent upsert: the same id again updates the profile (201, created false)', async () => {
    const r = await provision({ external_user_id: 'u-1', usual_plans: ['staying-active'] });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ external_user_id: 'u-1', created: false, linked: false, updated: true });
    expect(await userOf('u-1', keyRow)).toMatchObject({
      usual_plans: '["staying-active"]',
      first_name: 'Ada',
    });

    const again = await provision({ external_user_id: 'u-1', display_name: 'Ada L.' });
    expect(again.body).toEqual({ external_user_id: 'u-1', created: false, linked: false, updated: false });
  });

  it('links a new mapping to an existing user by canonical email, writing no profile', async () => {
    const before = await count('service_user');
    const r = await provision(
      {
        external_user_id: 'partner-b-7',
        email: 'ADA@example.COM',
        usual_plans: ['pet-friendly'],
        first_name: 'X',
      },
      otherKey,
    );
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ external_user_id: 'partner-b-7', created: false, linked: true, updated: false });
    expect(await count('service_user')).toBe(before);
    const linked = await userOf('partner-b-7', otherRow);
    // The linked mapping has its own (empty) profile; the first key's profile is untouched.
    expect(linked).toMatchObject({ first_name: null, usual_plans: '[]', created_user: 0 });
    expect(await userOf('u-1', keyRow)).toMatchObject({
      first_name: 'Ada',
      usual_plans: '["staying-active"]',
    });
    expect(linked?.id).toBe((await userOf('u-1', keyRow))?.id);
  });

  it('links by canonical E.164 phone', async () => {
    await provision({ external_user_id: 'p-1', phone: '+1 (415) 555-0123' });
    const r = await provision({ external_user_id: 'p-2', phone: '+14155550123' });
    expect(r.body).toMatchObject({ created: false, linked: true, updated: false });
    expect((await userOf('p-2', keyRow))?.id).toBe((await userOf('p-1', keyRow))?.id);
  });

  it('answers invalid usual_plans or dietary_preferences with 400 {error} and writes nothing', async () => {
    const before = await count('service_user');
    const r1 = await provision({ external_user_id: 'bad-1', usual_plans: ['skydiving'] });
    expect(r1.status).toBe(400);
    expect((r1.body as { error: string }).error).toMatch(/skydiving/);
    const r2 = await provision({ external_user_id: 'bad-1', dietary_preferences: ['carnivore'] });
    expect(r2.status).toBe(400);
    expect(await count('service_user')).toBe(before);
  });

  it('answers body validation failures with FastAPI 422s', async () => {
    const missing = await provision({ first_name: 'No id' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      detail: [
        {
          type: 'missing',
          loc: ['body', 'external_user_id'],
          msg: 'Field required',
          input: { first_name: 'No id' },
        },
      ],
    });
    const wrongType = await provision({ external_user_id: 42, usual_plans: 'date-nights' });
    expect(
      (wrongType.body as { detail: { loc: unknown[]; type: string }[] }).detail.map((d) => [d.loc, d.type]),
    ).toEqual([
      [['body', 'external_user_id'], 'string_type'],
      [['body', 'usual_plans'], 'list_type'],
    ]);
    const badPhone = await provision({ external_user_id: 'x', phone: '555-0123' });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body).toMatchObject({ detail: [{ loc: ['body', 'phone'], type: 'value_error' }] });
    const lat = await provision({ external_user_id: 'x', neighborhood_lat: 123, neighborhood_lng: 0 });
    expect(lat.body).toMatchObject({
      detail: [{ loc: ['body', 'neighborhood_lat'], type: 'less_than_equal', ctx: { le: 90 } }],
    });
  });

  it('answers malformed JSON with 422 json_invalid, never 500', async () => {
    const r = await app.request('/partner/v1/users', {
      method: 'POST',
      key,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"external_user_id": "x",',
    });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ detail: [{ type: 'json_invalid', msg: 'JSON decode error' }] });
  });

  it('answers a body over 1 MiB with 413 {error}', async () => {
    const r = await provision({ external_user_id: 'big', display_name: 'x'.repeat(1_100_000) });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ error: expect.any(String) });
  });

  it('is for negotiated keys only: self-serve gets 403', async () => {
    const ss = await app.createKey('self-serve');
    const r = await provision({ external_user_id: 'u-9' }, ss.key);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: expect.stringMatching(/negotiated/) });
  });
});
