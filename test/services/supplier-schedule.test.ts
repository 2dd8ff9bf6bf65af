/**
 * Scheduled supplier sync through the real server (JAUNT_SUPPLIER_SYNC_MINUTES, here 0.01 = 600 ms):
 * one recurring outbox job per supplier syncs it; a sync replaces only that supplier's refs, so what
 * it stopped selling leaves the catalogue while other suppliers and the imported catalogue stay; a
 * supplier that fails is retried with backoff and the schedule goes on; after a restart on the same
 * database the same job rows carry on.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundHttp } from '../../src/platform/http/outbound.js';
import { createOctoClient } from '../../src/suppliers/octo-client.js';
import { type OctoSim, startOctoSim } from '../../src/suppliers/simulator.js';
import { bookingNdjson } from '../fixtures/bookings.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import { type OctoFake, startOctoFake } from '../helpers/octo-fake.js';

const ENV = {
  JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1',
  JAUNT_RETRY_SCALE: '0.001',
  JAUNT_SUPPLIER_SYNC_MINUTES: '0.01',
};

let app: TestApp;
let sim: OctoSim;
let fake: OctoFake;
const apps: TestApp[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: ENV, ndjson: bookingNdjson });
  apps.push(app);
  sim = await startOctoSim({ now: () => app.now.value, apiKey: 'sim-key' });
  fake = await startOctoFake();
});
afterAll(async () => {
  await sim?.close();
  await fake?.close();
  for (const a of apps.reverse()) await a.stop().catch(() => undefined);
});

const refs = async (a: TestApp, prefix: string) =>
  (
    await all<{ ref: string }>(
      a.store,
      sql`SELECT ref FROM activity WHERE ref LIKE ${`${prefix}%`} ORDER BY ref`,
    )
  ).map((r) => r.ref);
const syncJobs = (a: TestApp) =>
  all<{ dedupe_key: string; state: string }>(
    a.store,
    sql`SELECT dedupe_key, state FROM job WHERE kind = 'supplier.sync' ORDER BY dedupe_key`,
  );
const supplier = async (a: TestApp, name: string) =>
  (await a.services.suppliers.list()).find((s) => s.name === name);
const POLL = { timeout: 20_000, interval: 100 };

describe('scheduled supplier sync (outbox job)', () => {
  it('syncs each registered supplier on the period, one job row per supplier', async () => {
    await app.services.suppliers.add({ name: 'fake', octoUrl: fake.url, apiKey: 'fake-key' });
    await app.services.suppliers.add({ name: 'sim', octoUrl: sim.url, apiKey: 'sim-key' });
    await expect
      .poll(() => refs(app, 'octo:fake:'), POLL)
      .toEqual(['octo:fake:fake-garden:DEFAULT', 'octo:fake:fake-tour:DEFAULT']);
    await expect.poll(async () => (await refs(app, 'octo:sim:')).length, POLL).toBe(5);
    // It runs again: the last sync time moves on without anyone asking.
    const first = (await supplier(app, 'sim'))?.lastSyncedAt;
    app.now.value = new Date(app.now.value.getTime() + 60_000);
    await expect.poll(async () => (await supplier(app, 'sim'))?.lastSyncedAt, POLL).not.toBe(first);
    const jobs = await syncJobs(app);
    expect(jobs).toHaveLength(2);
    expect(jobs.every((j) => j.state === 'queued')).toBe(true);
    expect(new Set(jobs.map((j) => j.dedupe_key)).size).toBe(2);
  });

  it('removes only what that supplier stopped selling; bookings of it still find the supplier', async () => {
    const garden = await value<string>(
      app.store,
      sql`SELECT activity_id FROM activity WHERE ref = 'octo:fake:fake-garden:DEFAULT'`,
    );
    const others = await all<{ ref: string; activity_id: string }>(
      app.store,
      sql`SELECT ref, activity_id FROM activity WHERE ref NOT LIKE 'octo:fake:%' ORDER BY ref`,
    );
    expect(others.filter((o) => !o.ref.startsWith('octo:')).length).toBe(3);

    const http = createOutboundHttp({ allowLoopback: true });
    const products = await createOctoClient(http, {
      baseUrl: fake.url,
      apiKey: 'fake-key',
      capabilities: ['octo/pricing', 'octo/content'],
    }).products();
    await http.close();
    fake.setProducts(products.filter((p) => p.id !== 'fake-garden') as unknown as Record<string, unknown>[]);
    await expect.poll(() => refs(app, 'octo:fake:'), POLL).toEqual(['octo:fake:fake-tour:DEFAULT']);
    // The supplier's sync record follows in its own transaction, just after the import.
    await expect.poll(async () => (await supplier(app, 'fake'))?.lastSync?.records, POLL).toBe(1);

    // Everything else is exactly as it was: same refs, same public ids.
    expect(
      await all(
        app.store,
        sql`SELECT ref, activity_id FROM activity WHERE ref NOT LIKE 'octo:fake:%' ORDER BY ref`,
      ),
    ).toEqual(others);
    // The removed activity answers 404 to new readers ...
    const key = (await app.createKey('self-serve')).key;
    expect((await app.request(`/partner/v1/activities/${garden}`, { key })).status).toBe(404);
    // ... but its supplier row is kept, withdrawn, so a booking made on it still reaches the supplier.
    const row = await all<{ withdrawn_at: unknown; activity_id: string }>(
      app.store,
      sql`SELECT withdrawn_at, activity_id FROM supplier_product WHERE ref = 'octo:fake:fake-garden:DEFAULT'`,
    );
    expect(row).toHaveLength(1);
    expect(row[0]?.withdrawn_at).not.toBeNull();
    expect(row[0]?.activity_id).toBe(garden);
    expect((await app.services.suppliers.forRef('octo:fake:fake-garden:DEFAULT'))?.supplier.name).toBe(
      'fake',
    );

    // Selling it again brings it back.
    fake.setProducts(null);
    await expect
      .poll(() => refs(app, 'octo:fake:'), POLL)
      .toEqual(['octo:fake:fake-garden:DEFAULT', 'octo:fake:fake-tour:DEFAULT']);
  });

  it('retries a failing supplier with backoff, keeps the others going, and recovers on schedule', async () => {
    sim.failNext(1_000_000);
    await expect
      .poll(async () => (await supplier(app, 'sim'))?.syncFailures ?? 0, POLL)
      .toBeGreaterThanOrEqual(2);
    expect((await supplier(app, 'sim'))?.lastSyncError).toMatch(/INTERNAL_SERVER_ERROR|500/);
    // All or nothing: the failing supplier's catalogue is untouched.
    expect(await refs(app, 'octo:sim:')).toHaveLength(5);
    // The other supplier keeps syncing meanwhile.
    const fakeBefore = (await supplier(app, 'fake'))?.lastSyncedAt;
    app.now.value = new Date(app.now.value.getTime() + 60_000);
    await expect.poll(async () => (await supplier(app, 'fake'))?.lastSyncedAt, POLL).not.toBe(fakeBefore);

    sim.failNext(0);
    await expect.poll(async () => (await supplier(app, 'sim'))?.syncFailures, POLL).toBe(0);
    expect((await supplier(app, 'sim'))?.lastSyncError).toBeNull();
    expect(await syncJobs(app)).toHaveLength(2);
  });

  it("survives a restart: the same job rows carry on; a removed supplier's job ends", async () => {
    await app.close();
    const again = await startTestApp({ env: { ...ENV, JAUNT_DB: app.config.JAUNT_DB } });
    apps.push(again);
    const before = (await supplier(again, 'sim'))?.lastSyncedAt;
    again.now.value = new Date(again.now.value.getTime() + 3_600_000);
    await expect.poll(async () => (await supplier(again, 'sim'))?.lastSyncedAt, POLL).not.toBe(before);
    expect(await syncJobs(again)).toHaveLength(2);

    await again.services.suppliers.remove('fake');
    await expect
      .poll(async () => (await syncJobs(again)).map((j) => j.state).sort(), POLL)
      .toEqual(['done', 'queued']);
  });
});
