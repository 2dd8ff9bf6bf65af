/**
 * Suppliers end to end: register (key sealed at rest), sync from the OCTO simulator through the real
 * importer, then the activities are visible through the real Partner API. All-or-nothing when the
 * supplier fails or a record does not pass the importer's rules. The CLI runs as real processes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFailed } from '../../src/catalogue/catalogue.js';
import { AppError } from '../../src/platform/errors.js';
import { createOutboundHttp } from '../../src/platform/http/outbound.js';
import { OctoError } from '../../src/suppliers/octo.js';
import { createOctoClient } from '../../src/suppliers/octo-client.js';
import { type OctoSim, startOctoSim } from '../../src/suppliers/simulator.js';
import { checkOctoUrl } from '../../src/suppliers/suppliers-service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import { type OctoFake, startOctoFake } from '../helpers/octo-fake.js';

let app: TestApp;
let sim: OctoSim;
let fake: OctoFake;
let key: string;

beforeAll(async () => {
  app = await startTestApp({ env: { JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1', JAUNT_RETRY_SCALE: '0.001' } });
  sim = await startOctoSim({ now: () => app.now.value, apiKey: 'sim-secret-key-123' });
  fake = await startOctoFake();
  key = (await app.createKey('self-serve')).key;
});
afterAll(async () => {
  await sim.close();
  await fake.close();
  await app.stop();
});

const refsOf = async (prefix: string) =>
  (
    await all<{ ref: string }>(
      app.store,
      sql`SELECT ref FROM activity WHERE ref LIKE ${`${prefix}%`} ORDER BY ref`,
    )
  ).map((r) => r.ref);

const errorOf = async (p: Promise<unknown>): Promise<Error> => {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a failure');
};

describe('suppliers add / list / remove', () => {
  it('registers a supplier with its key sealed at rest and lists it without the key', async () => {
    const s = await app.services.suppliers.add({
      name: 'sim',
      octoUrl: `${sim.url}/`,
      apiKey: 'sim-secret-key-123',
      capabilities: 'pricing, octo/content',
    });
    expect(s).toMatchObject({
      name: 'sim',
      octoUrl: sim.url,
      capabilities: ['octo/pricing', 'octo/content'],
    });
    expect(s).not.toHaveProperty('apiKey');
    const stored = await value<string>(app.store, sql`SELECT api_key FROM supplier WHERE name = 'sim'`);
    expect(stored).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(stored).not.toContain('sim-secret-key-123');
    expect(JSON.stringify(await app.services.suppliers.list())).not.toContain('sim-secret-key-123');
    expect((await app.services.suppliers.list()).map((x) => x.name)).toContain('sim');
  });

  it('refuses a taken name, a bad name and bad capabilities', async () => {
    const again = await errorOf(app.services.suppliers.add({ name: 'sim', octoUrl: sim.url, apiKey: 'k' }));
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).code).toBe('conflict');
    for (const name of ['Sim', 'a b', '', 'x'.repeat(41), 'has:colon']) {
      const e = await errorOf(app.services.suppliers.add({ name, octoUrl: sim.url, apiKey: 'k' }));
      expect((e as AppError).code).toBe('bad_request');
    }
    const caps = await errorOf(
      app.services.suppliers.add({
        name: 'caps',
        octoUrl: sim.url,
        apiKey: 'k',
        capabilities: 'octo/Pri cing',
      }),
    );
    expect((caps as AppError).code).toBe('bad_request');
  });

  it('accepts https, and http only on loopback when loopback is allowed', () => {
    expect(checkOctoUrl('https://api.ventrata.com/octo/', false)).toBe('https://api.ventrata.com/octo');
    expect(checkOctoUrl('http://127.0.0.1:4020/octo', true)).toBe('http://127.0.0.1:4020/octo');
    expect(checkOctoUrl('http://localhost:4020/octo', true)).toBe('http://localhost:4020/octo');
    for (const [url, loopback] of [
      ['http://127.0.0.1:4020/octo', false],
      ['http://api.example.com/octo', true],
      ['https://127.0.0.1/octo', false],
      ['https://10.1.2.3/octo', true],
      ['ftp://api.example.com/octo', true],
      ['https://user:pw@api.example.com/octo', true],
      ['not a url', true],
    ] as const)
      expect(() => checkOctoUrl(url, loopback), url).toThrow(AppError);
  });

  it('removes a supplier, and says so when there is none', async () => {
    await app.services.suppliers.add({ name: 'temp', octoUrl: sim.url, apiKey: 'k' });
    await app.services.suppliers.remove('temp');
    expect((await app.services.suppliers.list()).map((s) => s.name)).not.toContain('temp');
    expect(((await errorOf(app.services.suppliers.remove('temp'))) as AppError).code).toBe('not_found');
  });
});

describe('suppliers sync', () => {
  it('imports the supplier through the real importer; the activities are searchable and bookable details', async () => {
    const progress: number[] = [];
    const summary = await app.services.suppliers.sync('sim', {
      days: 14,
      onProgress: (done) => progress.push(done),
    });
    expect(summary).toMatchObject({ supplier: 'sim', products: 4, options: 5, records: 5, skipped: [] });
    expect(summary.import).toMatchObject({ records: 5, added: 5, updated: 0 });
    expect(progress.at(-1)).toBe(5);
    expect(await refsOf('octo:sim:')).toEqual([
      'octo:sim:city-walk:DEFAULT',
      'octo:sim:harbour-cruise:DEFAULT',
      'octo:sim:harbour-cruise:PREMIUM',
      'octo:sim:sunset-kayak:DEFAULT',
      'octo:sim:tower-pass:DEFAULT',
    ]);

    const kayakId = await value<string>(
      app.store,
      sql`SELECT activity_id FROM activity WHERE ref = 'octo:sim:sunset-kayak:DEFAULT'`,
    );
    const detail = await app.request(`/partner/v1/activities/${kayakId}`, { key });
    expect(detail.status).toBe(200);
    const body = detail.body as {
      name: string;
      is_bookable: boolean;
      ticket_price: {
        currency: string;
        sessions: {
          date: string;
          time: string;
          tickets: { name: string; price: number; available: boolean }[];
        }[];
      };
    };
    expect(body.name).toBe('Sunset Kayak on the Hudson');
    expect(body.is_bookable).toBe(true);
    expect(body.ticket_price.currency).toBe('USD');
    const s24 = body.ticket_price.sessions.find((s) => s.date === '2026-11-24');
    expect(s24?.time).toBe('17:00');
    expect(s24?.tickets[0]).toMatchObject({ name: 'Adult', price: 65, available: true });
    // Tomorrow is sold out at the supplier: kept, but not available.
    expect(body.ticket_price.sessions.find((s) => s.date === '2026-11-23')?.tickets[0]?.available).toBe(
      false,
    );

    const search = await app.request(`/partner/v1/search?${new URLSearchParams({ prompt: 'kayak' })}`, {
      key,
    });
    expect(search.status).toBe(200);
    expect(
      (search.body as { results: { activity_id: string }[] }).results.map((r) => r.activity_id),
    ).toContain(kayakId);

    const info = await app.services.suppliers.forRef('octo:sim:tower-pass:DEFAULT');
    expect(info?.supplier.apiKey).toBe('sim-secret-key-123');
    expect(info?.product).toMatchObject({
      productId: 'tower-pass',
      optionId: 'DEFAULT',
      availabilityType: 'OPENING_HOURS',
      currency: 'JPY',
      currencyPrecision: 0,
      cancellationCutoffMinutes: 0,
    });
    expect(info?.product.units.map((u) => u.unitId)).toEqual(['adult', 'child', 'infant']);
    const listed = (await app.services.suppliers.list()).find((s) => s.name === 'sim');
    expect(listed?.lastSyncedAt).toEqual(expect.any(String));
    expect(listed?.lastSync).toMatchObject({ records: 5, added: 5 });
  });

  it('is idempotent, and rides out a supplier answering 500 a couple of times', async () => {
    sim.failNext(2);
    const again = await app.services.suppliers.sync('sim', { days: 14 });
    expect(again.import).toMatchObject({ added: 0, updated: 0, unchanged: 5 });
    expect(again.requests).toBeGreaterThanOrEqual(2 + 1 + 5);
    expect(await refsOf('octo:sim:')).toHaveLength(5);
  });

  it('writes nothing when the supplier keeps failing', async () => {
    await app.services.suppliers.add({ name: 'flaky', octoUrl: sim.url, apiKey: 'sim-secret-key-123' });
    sim.failNext(50);
    const e = await errorOf(app.services.suppliers.sync('flaky', { days: 3 }));
    sim.failNext(0);
    expect(e).toBeInstanceOf(OctoError);
    expect((e as OctoError).code).toBe('INTERNAL_SERVER_ERROR');
    expect(await refsOf('octo:flaky:')).toEqual([]);
    expect((await app.services.suppliers.list()).find((s) => s.name === 'flaky')?.lastSyncedAt).toBeNull();
  });

  it('is all-or-nothing per supplier: one record the importer rejects stops the whole sync', async () => {
    const http = createOutboundHttp({ allowLoopback: true });
    const products = await createOctoClient(http, {
      baseUrl: fake.url,
      apiKey: 'fake-key',
      capabilities: ['octo/pricing', 'octo/content'],
    }).products();
    await http.close();
    const broken = products.map((p) =>
      p.id === 'fake-garden' ? { ...p, defaultCurrency: 'ZZZ' } : p,
    ) as unknown as Record<string, unknown>[];
    fake.setProducts(broken);
    await app.services.suppliers.add({ name: 'fake', octoUrl: fake.url, apiKey: 'fake-key' });
    const before = await value<number>(app.store, sql`SELECT count(*) FROM activity`);
    // The fake's calendar is December 2026: a window that reaches it.
    const e = await errorOf(app.services.suppliers.sync('fake', { days: 20 }));
    expect(e).toBeInstanceOf(ImportFailed);
    expect((e as ImportFailed).problems.join('\n')).toMatch(/ticket_price\.currency/);
    expect(await value<number>(app.store, sql`SELECT count(*) FROM activity`)).toBe(before);
    expect(await refsOf('octo:fake:')).toEqual([]);
    fake.setProducts(null);
    const ok = await app.services.suppliers.sync('fake', { days: 20 });
    expect(ok.records).toBe(2);
    expect(await refsOf('octo:fake:')).toEqual([
      'octo:fake:fake-garden:DEFAULT',
      'octo:fake:fake-tour:DEFAULT',
    ]);
  });

  it('refuses a bad window and an unknown supplier', async () => {
    expect(((await errorOf(app.services.suppliers.sync('sim', { days: 0 }))) as AppError).code).toBe(
      'bad_request',
    );
    expect(((await errorOf(app.services.suppliers.sync('nobody'))) as AppError).code).toBe('not_found');
  });
});

describe('npm run jaunt -- suppliers', () => {
  const run = promisify(execFile);
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-suppliers-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const jaunt = (extra: Record<string, string>, ...args: string[]) =>
    run('node', ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      env: {
        ...process.env,
        JAUNT_DB: join(dir, 'cli.db'),
        JAUNT_LOG_LEVEL: 'silent',
        JAUNT_ENV: 'production',
        JAUNT_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
        JAUNT_DEMO_ON_EMPTY: '0',
        ...extra,
      },
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('adds, lists, syncs and removes a supplier from the command line', { timeout: 240_000 }, async () => {
    const loop = { JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1' };
    const refused = await jaunt({}, 'suppliers', 'add', 'sim', '--octo-url', sim.url, '--api-key', 'k');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/must be https/);
    // The old variable name still works.
    const added = await jaunt(
      { JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1' },
      'suppliers',
      'add',
      'sim',
      '--octo-url',
      sim.url,
      '--api-key',
      'sim-secret-key-123',
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/added supplier sim/);
    const synced = await jaunt(loop, 'suppliers', 'sync', 'sim', '--days', '7');
    expect(synced.code).toBe(0);
    expect(synced.stdout).toMatch(/synced sim: 4 products, 5 activities/);
    const listed = await jaunt(loop, 'suppliers', 'list', '--json');
    expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ name: 'sim', octoUrl: sim.url })]);
    expect(listed.stdout).not.toContain('sim-secret-key-123');
    const removed = await jaunt(loop, 'suppliers', 'remove', 'sim');
    expect(removed.code).toBe(0);
    expect(removed.stdout).toMatch(/removed supplier sim/);
  });
});
