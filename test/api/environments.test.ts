import { sql } from 'kysely';
/**
 * Environments (issue 8, finding 4): a server accepts only the keys of its environment, and staging
 * keys can never charge the stored card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNdjson } from '../fixtures/bookings.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { exec, value } from '../helpers/db.js';

const apps: TestApp[] = [];
const start = async (env: 'production' | 'staging' | 'development') => {
  const app = await startTestApp({ env: { JAUNT_ENV: env }, ndjson: bookingNdjson });
  apps.push(app);
  return app;
};
afterAll(async () => {
  for (const a of apps) await a.stop();
});

const auth = (app: TestApp, key: string) => app.request('/partner/v1/auth', { key });

describe('which keys a server accepts', () => {
  let prod: TestApp;
  let staging: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    [prod, staging, dev] = await Promise.all([start('production'), start('staging'), start('development')]);
  });

  it('production accepts production keys and refuses staging keys with 401 key_invalid saying why', async () => {
    expect((await auth(prod, (await prod.createKey('negotiated')).key)).status).toBe(200);
    const s = await prod.createKey('negotiated', { staging: true });
    const r = await auth(prod, s.key);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      code: 'key_invalid',
      error: expect.stringMatching(/staging key.*production server.*only production keys/i),
    });
    // The Slack app acting through a bound key follows the same rule.
    expect(await prod.services.credentials.byId(s.id)).toBeNull();
  });

  it('staging and development accept staging keys and refuse production keys', async () => {
    for (const app of [staging, dev]) {
      expect((await auth(app, (await app.createKey('negotiated', { staging: true })).key)).status).toBe(200);
      const p = await app.createKey('self-serve');
      const r = await auth(app, p.key);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        code: 'key_invalid',
        error: expect.stringMatching(/production key.*(staging|development) server.*only staging keys/i),
      });
    }
  });
});

describe('staging keys never charge the stored card', () => {
  it('refuses to issue a staging key with --live-purchase', async () => {
    const app = await start('staging');
    await expect(app.createKey('negotiated', { staging: true, livePurchase: true })).rejects.toThrow(
      /staging keys can never charge the stored card/i,
    );
  });

  it('answers live_purchase with a staging key 402, even if the key row says it may charge', async () => {
    const app = await start('staging');
    const k = await app.createKey('negotiated', { staging: true });
    // A row from before this rule (or edited by hand) must still not charge.
    await exec(app.store, sql`UPDATE api_key SET can_charge_stored_card = ${1} WHERE id = ${k.id}`);
    await app.request('/partner/v1/users', {
      method: 'POST',
      key: k.key,
      body: { external_user_id: 'alice' },
    });
    const activity = await value<string>(
      app.store,
      sql`SELECT activity_id FROM activity WHERE ref = 'bk-jazz'`,
    );
    const r = await app.request('/partner/v1/bookings', {
      method: 'POST',
      key: k.key,
      body: {
        external_user_id: 'alice',
        activity_id: activity,
        tickets: [
          {
            ticket_type_name: 'General Admission',
            num_tickets: 1,
            session_date: '2026-12-04',
            session_time: '22:30',
          },
        ],
        authorization_amount_cents: 10_000,
        idempotency_key: 'stg-live-1',
        webhook_url: 'https://example.com/hook',
        payment_mode: 'live_purchase',
      },
    });
    expect(r.status).toBe(402);
    expect(r.body).toEqual({ detail: expect.stringMatching(/staging/i) });
    expect(await value(app.store, sql`SELECT COUNT(*) FROM booking`)).toBe(0);
  });
});
