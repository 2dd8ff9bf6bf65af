/**
 * OCTO suppliers (migration 014): connections with their API key sealed at rest (store.secrets,
 * context `supplier.api_key:<id>`), and per synced ref what a booking needs to speak OCTO again.
 * Async Kysely only; the same SQL on SQLite and Postgres.
 */
import type { Selectable } from 'kysely';
import { type Executor, type Store, withTransaction } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';
import {
  JOB_KINDS,
  SUPPLIER_SYNC_PARTITION,
  type SupplierSyncJobPayload,
  supplierSyncKey,
} from '../platform/outbox/kinds.js';
import type { JobStore } from '../platform/outbox/store.js';
import type { SupplierProductInfo, SupplierUnit } from './octo-catalogue.js';

/** The additional data binding a sealed key to its row (like src/platform/secrets/reseal.ts's `sealContext`). */
export const supplierKeyContext = (supplierId: string): string => `supplier.api_key:${supplierId}`;

export interface SupplierRecord {
  id: string;
  name: string;
  octoUrl: string;
  capabilities: string[];
  createdAt: string;
  lastSyncedAt: string | null;
  lastSync: Record<string, unknown> | null;
  /** Scheduled syncs failed in a row since the last success, and the last one's error. */
  syncFailures: number;
  lastSyncError: string | null;
}

export interface SupplierWithKey extends SupplierRecord {
  /** Opened: never log it, never return it over an API. */
  apiKey: string;
}

export interface StoredSupplierProduct extends SupplierProductInfo {
  supplierId: string;
  syncedAt: string;
  /** The supplier stopped selling it (the catalogue activity is gone); null while on sale. */
  withdrawnAt: string | null;
}

type SupplierRow = Selectable<DB['supplier']>;
type SupplierProductRow = Selectable<DB['supplier_product']>;

/** A new supplier connection, as `add` takes it. */
export interface NewSupplier {
  id: string;
  name: string;
  octoUrl: string;
  apiKey: string;
  capabilities: string[];
  now: string;
  /** Epoch ms (the outbox's wall clock) the first scheduled sync is due. */
  syncDueAt?: number;
}

/**
 * The suppliers' rows. Every function takes an optional executor last: a caller inside a
 * transaction passes its `trx` (and then wakes the outbox itself once it committed).
 */
export interface SupplierStore {
  /** Inserts a supplier; false when the name is taken. */
  add(s: NewSupplier, trx?: Executor): Promise<boolean>;
  /** Every supplier's sync job exists and is queued (a finished one is revived, due at `runAt`). */
  scheduleAll(runAt: number, trx?: Executor): Promise<number>;
  /** A scheduled sync failed: count it (the backoff grows with it) and keep its error. */
  recordSyncFailure(supplierId: string, error: string, trx?: Executor): Promise<number>;
  /** The ref an activity was synced under, also after the supplier stopped selling it. */
  refByActivityId(activityId: string, trx?: Executor): Promise<string | null>;
  list(trx?: Executor): Promise<SupplierRecord[]>;
  byName(name: string, trx?: Executor): Promise<SupplierWithKey | null>;
  byId(id: string, trx?: Executor): Promise<SupplierWithKey | null>;
  /** Removes the supplier and its product rows; false when there was none. */
  remove(name: string, trx?: Executor): Promise<boolean>;
  /**
   * After a successful import: the supplier's product rows are `products` (on sale, with the public
   * id of the activity each became); rows of options it no longer offers stay, marked withdrawn, so
   * bookings made before can still reach the supplier. The summary is kept and the failure count
   * reset. One transaction.
   */
  recordSync(
    supplierId: string,
    products: SupplierProductInfo[],
    summary: Record<string, unknown>,
    now: string,
    trx?: Executor,
  ): Promise<void>;
  /** What fulfilment needs for a synced activity, by its catalogue ref. */
  productByRef(ref: string, trx?: Executor): Promise<StoredSupplierProduct | null>;
  countProducts(supplierId: string, trx?: Executor): Promise<number>;
}

/** What the store's functions share. `jobs`: when given, `add` schedules the new supplier's sync. */
interface SupplierStoreDeps {
  store: Store;
  jobs?: Pick<JobStore, 'ensure' | 'notify'>;
}

const toRecord = (r: SupplierRow): SupplierRecord => ({
  id: r.id,
  name: r.name,
  octoUrl: r.octo_url,
  capabilities: JSON.parse(r.capabilities) as string[],
  createdAt: r.created_at,
  lastSyncedAt: r.last_synced_at,
  lastSync: r.last_sync === null ? null : (JSON.parse(r.last_sync) as Record<string, unknown>),
  syncFailures: r.sync_failures,
  lastSyncError: r.last_sync_error,
});

const withKey = (d: SupplierStoreDeps, r: SupplierRow): SupplierWithKey => ({
  ...toRecord(r),
  apiKey: d.store.secrets.open(r.api_key, supplierKeyContext(r.id)),
});

const toProduct = (r: SupplierProductRow): StoredSupplierProduct => ({
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
  withdrawnAt: r.withdrawn_at,
});

/** The supplier's recurring sync job (the outbox row is its schedule). */
const syncJob = (supplierId: string, runAt: number) => ({
  kind: JOB_KINDS.supplierSync,
  payload: { supplier_id: supplierId } satisfies SupplierSyncJobPayload,
  dedupeKey: supplierSyncKey(supplierId),
  partitionKey: SUPPLIER_SYNC_PARTITION,
  runAt,
});

const add = async (d: SupplierStoreDeps, s: NewSupplier, trx?: Executor): Promise<boolean> => {
  const added = await withTransaction(d.store, trx, async (trx) => {
    const rows = await trx
      .insertInto('supplier')
      .values({
        id: s.id,
        name: s.name,
        octo_url: s.octoUrl,
        api_key: d.store.secrets.seal(s.apiKey, supplierKeyContext(s.id)),
        capabilities: JSON.stringify(s.capabilities),
        created_at: s.now,
        last_synced_at: null,
        last_sync: null,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .execute();
    if (rows.length !== 1) return false;
    // Due at once: a server that syncs on a schedule syncs a new supplier right away.
    if (d.jobs) await d.jobs.ensure(trx, syncJob(s.id, s.syncDueAt ?? Date.now()));
    return true;
  });
  // Inside a caller's transaction nothing is committed yet: the caller wakes the outbox.
  if (added && !trx) d.jobs?.notify();
  return added;
};

const scheduleAll = async (d: SupplierStoreDeps, runAt: number, trx?: Executor): Promise<number> => {
  const { jobs } = d;
  if (!jobs) throw new Error('supplierStore: scheduling needs the job store');
  let revived = 0;
  await withTransaction(d.store, trx, async (trx) => {
    revived = 0;
    for (const r of await trx.selectFrom('supplier').select('id').orderBy('name').execute())
      if (await jobs.ensure(trx, syncJob(r.id, runAt))) revived++;
  });
  if (revived > 0 && !trx) jobs.notify();
  return revived;
};

const recordSyncFailure = async (
  d: SupplierStoreDeps,
  supplierId: string,
  error: string,
  trx: Executor = d.store.db,
): Promise<number> => {
  const r = await trx
    .updateTable('supplier')
    .set((eb) => ({ sync_failures: eb('sync_failures', '+', 1), last_sync_error: error.slice(0, 1000) }))
    .where('id', '=', supplierId)
    .returning('sync_failures')
    .executeTakeFirst();
  return r?.sync_failures ?? 0;
};

const refByActivityId = async (
  d: SupplierStoreDeps,
  activityId: string,
  trx: Executor = d.store.db,
): Promise<string | null> =>
  (
    await trx
      .selectFrom('supplier_product')
      .select('ref')
      .where('activity_id', '=', activityId)
      .executeTakeFirst()
  )?.ref ?? null;

const list = async (d: SupplierStoreDeps, trx: Executor = d.store.db): Promise<SupplierRecord[]> =>
  (await trx.selectFrom('supplier').selectAll().orderBy('name').execute()).map(toRecord);

const supplierWhere = async (
  d: SupplierStoreDeps,
  column: 'name' | 'id',
  value: string,
  trx: Executor = d.store.db,
): Promise<SupplierWithKey | null> => {
  const r = await trx.selectFrom('supplier').selectAll().where(column, '=', value).executeTakeFirst();
  return r ? withKey(d, r) : null;
};

const remove = (d: SupplierStoreDeps, name: string, trx?: Executor): Promise<boolean> =>
  withTransaction(d.store, trx, async (trx) => {
    const s = await trx.selectFrom('supplier').select('id').where('name', '=', name).executeTakeFirst();
    if (!s) return false;
    await trx.deleteFrom('supplier_product').where('supplier_id', '=', s.id).execute();
    await trx.deleteFrom('supplier').where('id', '=', s.id).execute();
    return true;
  });

const recordSync = (
  d: SupplierStoreDeps,
  supplierId: string,
  products: SupplierProductInfo[],
  summary: Record<string, unknown>,
  now: string,
  trx?: Executor,
): Promise<void> =>
  withTransaction(d.store, trx, async (trx) => {
    await replaceProducts(trx, supplierId, products, now);
    await trx
      .updateTable('supplier')
      .set({
        last_synced_at: now,
        last_sync: JSON.stringify(summary),
        sync_failures: 0,
        last_sync_error: null,
      })
      .where('id', '=', supplierId)
      .execute();
  });

const productByRef = async (
  d: SupplierStoreDeps,
  ref: string,
  trx: Executor = d.store.db,
): Promise<StoredSupplierProduct | null> => {
  const r = await trx.selectFrom('supplier_product').selectAll().where('ref', '=', ref).executeTakeFirst();
  return r ? toProduct(r) : null;
};

const countProducts = async (d: SupplierStoreDeps, supplierId: string, trx: Executor = d.store.db) => {
  const r = await trx
    .selectFrom('supplier_product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
};

/** `jobs`: when given, `add` schedules the new supplier's sync job in the same transaction. */
export const supplierStore = (store: Store, jobs?: Pick<JobStore, 'ensure' | 'notify'>): SupplierStore => {
  const d: SupplierStoreDeps = { store, jobs };
  return {
    add: (s, trx) => add(d, s, trx),
    scheduleAll: (runAt, trx) => scheduleAll(d, runAt, trx),
    recordSyncFailure: (supplierId, error, trx) => recordSyncFailure(d, supplierId, error, trx),
    refByActivityId: (activityId, trx) => refByActivityId(d, activityId, trx),
    list: (trx) => list(d, trx),
    byName: (name, trx) => supplierWhere(d, 'name', name, trx),
    byId: (id, trx) => supplierWhere(d, 'id', id, trx),
    remove: (name, trx) => remove(d, name, trx),
    recordSync: (supplierId, products, summary, now, trx) =>
      recordSync(d, supplierId, products, summary, now, trx),
    productByRef: (ref, trx) => productByRef(d, ref, trx),
    countProducts: (supplierId, trx) => countProducts(d, supplierId, trx),
  };
};

const CHUNK = 200;

const replaceProducts = async (
  trx: Executor,
  supplierId: string,
  products: SupplierProductInfo[],
  now: string,
): Promise<void> => {
  // What the supplier no longer sells is withdrawn, not deleted (bookings made before still need it).
  const selling = new Set(products.map((p) => p.ref));
  const withdrawn = (
    await trx
      .selectFrom('supplier_product')
      .select('ref')
      .where('supplier_id', '=', supplierId)
      .where('withdrawn_at', 'is', null)
      .execute()
  )
    .map((r) => r.ref)
    .filter((ref) => !selling.has(ref));
  for (let i = 0; i < withdrawn.length; i += CHUNK)
    await trx
      .updateTable('supplier_product')
      .set({ withdrawn_at: now })
      .where('ref', 'in', withdrawn.slice(i, i + CHUNK))
      .execute();
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
      withdrawn_at: null,
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
          withdrawn_at: null,
        })),
      )
      .execute();
  }
  // The public id of the activity each ref became (the import just published them).
  await trx
    .updateTable('supplier_product')
    .set((eb) => ({
      activity_id: eb
        .selectFrom('activity')
        .select('activity.activity_id')
        .whereRef('activity.ref', '=', 'supplier_product.ref'),
    }))
    .where('supplier_id', '=', supplierId)
    .where('withdrawn_at', 'is', null)
    .execute();
};

/**
 * `secrets rotate` for supplier keys: re-seal values stored in clear (`plaintext`) or under an older
 * key (`rotate`). Opens every key either way, so a key that cannot open them fails here. The lead
 * wires this into src/platform/secrets/reseal.ts's resealSecrets (another helper's file this round).
 */
export const resealSupplierKeys = async (
  store: Store,
  mode: 'plaintext' | 'rotate',
  trx?: Executor,
): Promise<number> =>
  withTransaction(store, trx, async (trx) => {
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
