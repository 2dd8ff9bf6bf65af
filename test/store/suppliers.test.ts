/**
 * The suppliers store on both engines: the migrations applied to a fresh SQLite file and a fresh
 * Postgres database on the machine's server, then the same calls.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/platform/db/index.js';
import { createSecretBox } from '../../src/platform/secrets/secret-box.js';
import { resealSupplierKeys, supplierStore } from '../../src/suppliers/store.js';
import { value } from '../helpers/db.js';

const dir = mkdtempSync(join(tmpdir(), 'jaunt-suppliers-store-'));
const migrations = join(dir, 'migrations');
mkdirSync(migrations, { recursive: true });
// Sync fills each product row's activity id from the catalogue: the whole history is applied.
for (const f of readdirSync('db/migrations')) copyFileSync(join('db/migrations', f), join(migrations, f));

const KEY_A = Buffer.alloc(32, 1);
const KEY_B = Buffer.alloc(32, 2);
const PG_ADMIN = 'postgres://root@127.0.0.1:5432/postgres';
const pgDatabases: string[] = [];

afterAll(async () => {
  if (pgDatabases.length > 0) {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    for (const d of pgDatabases) await admin.query(`DROP DATABASE IF EXISTS ${d} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

const open = async (engine: 'sqlite' | 'postgres', key = KEY_A, previous?: Buffer): Promise<Store> => {
  if (engine === 'sqlite')
    return openStore({
      sqlitePath: join(dir, 'suppliers.db'),
      migrationsDir: migrations,
      secrets: createSecretBox(key, previous),
    });
  const name = `jaunt_h6_suppliers_${process.pid}`;
  if (!pgDatabases.includes(name)) {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    pgDatabases.push(name);
  }
  return openStore({
    sqlitePath: ':memory:',
    databaseUrl: `postgres://root@127.0.0.1:5432/${name}`,
    migrationsDir: migrations,
    secrets: createSecretBox(key, previous),
  });
};

const product = (ref: string, productId: string) => ({
  ref,
  productId,
  optionId: 'DEFAULT',
  availabilityType: 'START_TIME' as const,
  currency: 'EUR',
  currencyPrecision: 2,
  cancellationCutoffMinutes: 1440,
  units: [
    { unitId: 'adult', name: 'Adult', type: 'ADULT' },
    { unitId: 'child', name: 'Child', type: 'CHILD' },
  ],
});

describe.each(['sqlite', 'postgres'] as const)('suppliers store on %s', (engine) => {
  it('adds, lists, seals the key, records syncs, removes; secrets rotate re-seals the keys', async () => {
    let store = await open(engine);
    try {
      const s = supplierStore(store);
      const now = '2026-11-22T15:00:00.000Z';
      expect(
        await s.add({
          id: 'sup_1',
          name: 'acme',
          octoUrl: 'https://acme.example/octo',
          apiKey: 'acme-key',
          capabilities: ['octo/pricing'],
          now,
        }),
      ).toBe(true);
      expect(
        await s.add({
          id: 'sup_2',
          name: 'acme',
          octoUrl: 'https://x.example/octo',
          apiKey: 'k',
          capabilities: [],
          now,
        }),
      ).toBe(false);
      const raw = await value<string>(store, sql`SELECT api_key FROM supplier WHERE id = 'sup_1'`);
      expect(raw.startsWith('enc:v1:')).toBe(true);
      expect(raw).not.toContain('acme-key');
      expect(await s.byName('acme')).toMatchObject({
        id: 'sup_1',
        apiKey: 'acme-key',
        capabilities: ['octo/pricing'],
        createdAt: now,
        lastSyncedAt: null,
      });
      expect(await s.list()).toEqual([
        expect.objectContaining({ name: 'acme', octoUrl: 'https://acme.example/octo' }),
      ]);

      await s.recordSync(
        'sup_1',
        [product('octo:acme:a:DEFAULT', 'a'), product('octo:acme:b:DEFAULT', 'b')],
        { records: 2 },
        now,
      );
      expect(await s.countProducts('sup_1')).toBe(2);
      expect(await s.productByRef('octo:acme:b:DEFAULT')).toMatchObject({
        supplierId: 'sup_1',
        productId: 'b',
        currencyPrecision: 2,
        cancellationCutoffMinutes: 1440,
        units: [
          { unitId: 'adult', name: 'Adult', type: 'ADULT' },
          { unitId: 'child', name: 'Child', type: 'CHILD' },
        ],
        syncedAt: now,
      });
      // A later sync: options no longer offered are withdrawn (kept for bookings made before), and
      // come back on sale when offered again.
      const later = '2026-11-23T15:00:00.000Z';
      await s.recordSync('sup_1', [product('octo:acme:b:DEFAULT', 'b')], { records: 1 }, later);
      expect(await s.productByRef('octo:acme:a:DEFAULT')).toMatchObject({
        productId: 'a',
        withdrawnAt: later,
      });
      expect(await s.productByRef('octo:acme:b:DEFAULT')).toMatchObject({
        withdrawnAt: null,
        syncedAt: later,
      });
      const latest = '2026-11-24T15:00:00.000Z';
      await s.recordSync(
        'sup_1',
        [product('octo:acme:a:DEFAULT', 'a'), product('octo:acme:b:DEFAULT', 'b')],
        { records: 2 },
        latest,
      );
      expect(await s.productByRef('octo:acme:a:DEFAULT')).toMatchObject({
        withdrawnAt: null,
        syncedAt: latest,
      });
      await s.recordSync('sup_1', [product('octo:acme:b:DEFAULT', 'b')], { records: 1 }, later);
      expect((await s.byName('acme'))?.lastSync).toEqual({ records: 1 });
      expect((await s.byName('acme'))?.lastSyncedAt).toBe(later);

      await store.close();
      // Rotation: the new key with the old one as previous opens, re-seals, and then stands alone.
      store = await open(engine, KEY_B, KEY_A);
      expect(await resealSupplierKeys(store, 'rotate')).toBe(1);
      expect(await resealSupplierKeys(store, 'rotate')).toBe(0);
      await store.close();
      store = await open(engine, KEY_B);
      const s2 = supplierStore(store);
      expect((await s2.byName('acme'))?.apiKey).toBe('acme-key');

      expect(await s2.remove('acme')).toBe(true);
      expect(await s2.remove('acme')).toBe(false);
      expect(await s2.productByRef('octo:acme:b:DEFAULT')).toBeNull();
      expect(await s2.list()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
