/**
 * OCTO suppliers (migration 014): connections with their API key sealed at rest (store.secrets,
 * context `supplier.api_key:<id>`), and per synced ref what a booking needs to speak OCTO again.
 * Async Kysely only; the same SQL on SQLite and Postgres.
 */
import type { Selectable } from 'kysely';
import type { SupplierProductInfo, SupplierUnit } from '../domain/octo-catalogue.js';
import type { Executor, Store } from './db.js';
import type { SupplierTable } from './schema.js';

/** The additional data binding a sealed key to its row (like src/store/secrets.ts's `sealContext`). */
export const supplierKeyContext = (supplierId: string): string => `supplier.api_key:${supplierId}`;

export interface SupplierRecord {
  id: string;
  name: string;
  octoUrl: string;
  capabilities: string[];
  createdAt: string;
  lastSyncedAt: string | null;
  lastSync: Record<string, unknown> | null;
}

export interface SupplierWithKey extends SupplierRecord {
  /** Opened: never log it, never return it over an API. */
  apiKey: string;
}

export interface StoredSupplierProduct extends SupplierProductInfo {
  supplierId: string;
  syncedAt: string;
}

const toRecord = (r: Selectable<SupplierTable>): SupplierRecord => ({
  id: r.id,
  name: r.name,
  octoUrl: r.octo_url,
  capabilities: JSON.parse(r.capabilities) as string[],
  createdAt: r.created_at,
  lastSyncedAt: r.last_synced_at,
  lastSync: r.last_sync === null ? null : (JSON.parse(r.last_sync) as Record<string, unknown>),
});

export const supplierStore = (store: Store) => {
  const { db, secrets } = store;

  const withKey = (r: Selectable<SupplierTable>): SupplierWithKey => ({
    ...toRecord(r),
    apiKey: secrets.open(r.api_key, supplierKeyContext(r.id)),
  });

  return {
    /** Inserts a supplier; false when the name is taken. */
    add: async (s: {
      id: string;
      name: string;
      octoUrl: string;
      apiKey: string;
      capabilities: string[];
      now: string;
    }): Promise<boolean> => {
      const rows = await db
        .insertInto('supplier')
        .values({
          id: s.id,
          name: s.name,
          octo_url: s.octoUrl,
          api_key: secrets.seal(s.apiKey, supplierKeyContext(s.id)),
          capabilities: JSON.stringify(s.capabilities),
          created_at: s.now,
          last_synced_at: null,
          last_sync: null,
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('id')
        .execute();
      return rows.length === 1;
    },
    list: async (): Promise<SupplierRecord[]> =>
      (await db.selectFrom('supplier').selectAll().orderBy('name').execute()).map(toRecord),
    byName: async (name: string): Promise<SupplierWithKey | null> => {
      const r = await db.selectFrom('supplier').selectAll().where('name', '=', name).executeTakeFirst();
      return r ? withKey(r) : null;
    },
    byId: async (id: string): Promise<SupplierWithKey | null> => {
      const r = await db.selectFrom('supplier').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? withKey(r) : null;
    },
    /** Removes the supplier and its product rows; false when there was none. */
    remove: async (name: string): Promise<boolean> =>
      store.transaction(async (trx) => {
        const s = await trx.selectFrom('supplier').select('id').where('name', '=', name).executeTakeFirst();
        if (!s) return false;
        await trx.deleteFrom('supplier_product').where('supplier_id', '=', s.id).execute();
        await trx.deleteFrom('supplier').where('id', '=', s.id).execute();
        return true;
      }),
    /**
     * After a successful import: the supplier's product rows become exactly `products` (rows of
     * options no longer offered go), and the sync summary is kept. One transaction.
     */
    recordSync: async (
      supplierId: string,
      products: SupplierProductInfo[],
      summary: Record<string, unknown>,
      now: string,
    ): Promise<void> =>
      store.transaction(async (trx) => {
        await replaceProducts(trx, supplierId, products, now);
        await trx
          .updateTable('supplier')
          .set({ last_synced_at: now, last_sync: JSON.stringify(summary) })
          .where('id', '=', supplierId)
          .execute();
      }),
    /** What fulfilment needs for a synced activity, by its catalogue ref. */
    productByRef: async (ref: string): Promise<StoredSupplierProduct | null> => {
      const r = await db.selectFrom('supplier_product').selectAll().where('ref', '=', ref).executeTakeFirst();
      if (!r) return null;
      return {
        ref: r.ref,
        supplierId: r.supplier_id,
        productId: r.product_id,
        optionId: r.option_id,
        availabilityType: r.availability_type as SupplierProductInfo['availabilityType'],
        currency: r.currency,
        currencyPrecision: r.currency_precision,
        cancellationCutoffMinutes: r.cancellation_cutoff_minutes,
        units: (JSON.parse(r.units) as { unit_id: string; name: string; type: string }[]).map(
          (u): SupplierUnit => ({ unitId: u.unit_id, name: u.name, type: u.type }),
        ),
        syncedAt: r.synced_at,
      };
    },
    countProducts: async (supplierId: string): Promise<number> => {
      const r = await db
        .selectFrom('supplier_product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },
  };
};
export type SupplierStore = ReturnType<typeof supplierStore>;

const CHUNK = 200;

const replaceProducts = async (
  trx: Executor,
  supplierId: string,
  products: SupplierProductInfo[],
  now: string,
): Promise<void> => {
  await trx.deleteFrom('supplier_product').where('supplier_id', '=', supplierId).execute();
  for (let i = 0; i < products.length; i += CHUNK) {
    const rows = products.slice(i, i + CHUNK).map((p) => ({
      ref: p.ref,
      supplier_id: supplierId,
      product_id: p.productId,
      option_id: p.optionId,
      availability_type: p.availabilityType,
      currency: p.currency,
      currency_precision: p.currencyPrecision,
      cancellation_cutoff_minutes: p.cancellationCutoffMinutes,
      units: JSON.stringify(p.units.map((u) => ({ unit_id: u.unitId, name: u.name, type: u.type }))),
      synced_at: now,
    }));
    await trx
      .insertInto('supplier_product')
      .values(rows)
      .onConflict((oc) =>
        oc.column('ref').doUpdateSet((eb) => ({
          supplier_id: eb.ref('excluded.supplier_id'),
          product_id: eb.ref('excluded.product_id'),
          option_id: eb.ref('excluded.option_id'),
          availability_type: eb.ref('excluded.availability_type'),
          currency: eb.ref('excluded.currency'),
          currency_precision: eb.ref('excluded.currency_precision'),
          cancellation_cutoff_minutes: eb.ref('excluded.cancellation_cutoff_minutes'),
          units: eb.ref('excluded.units'),
          synced_at: eb.ref('excluded.synced_at'),
        })),
      )
      .execute();
  }
};

/**
 * `secrets rotate` for supplier keys: re-seal values stored in clear (`plaintext`) or under an older
 * key (`rotate`). Opens every key either way, so a key that cannot open them fails here. The lead
 * wires this into src/store/secrets.ts's resealSecrets (another helper's file this round).
 */
export const resealSupplierKeys = async (store: Store, mode: 'plaintext' | 'rotate'): Promise<number> =>
  store.transaction(async (trx) => {
    let n = 0;
    for (const r of await trx.selectFrom('supplier').select(['id', 'api_key']).execute()) {
      const plain = store.secrets.open(r.api_key, supplierKeyContext(r.id));
      const stale =
        mode === 'rotate' ? !store.secrets.isCurrent(r.api_key) : !store.secrets.isSealed(r.api_key);
      if (!stale) continue;
      await trx
        .updateTable('supplier')
        .set({ api_key: store.secrets.seal(plain, supplierKeyContext(r.id)) })
        .where('id', '=', r.id)
        .execute();
      n++;
    }
    return n;
  });
