/**
 * OCTO suppliers: register (`suppliers add`), list, remove, and sync a supplier's catalogue (the
 * sync itself is sync.ts), on demand or on the schedule of its outbox job.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ImportOptions, ImportSummary } from '../catalogue/index.js';
import { AppError } from '../platform/errors.js';
import { urlNamesLoopback, urlTargetAllowed } from '../platform/http/outbound.js';
import type { Clock } from '../platform/time.js';
import { capabilityId, DEFAULT_CAPABILITIES, type OctoConnect } from './octo.js';
import type { StoredSupplierProduct, SupplierRecord, SupplierStore, SupplierWithKey } from './store.js';
import { type SyncDeps, type SyncOptions, type SyncSummary, supplierNamed, syncSupplier } from './sync.js';

export type { SyncOptions, SyncSummary } from './sync.js';
export { DEFAULT_SYNC_DAYS, supplierRefPrefix } from './sync.js';

export const SUPPLIER_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface SuppliersDeps {
  suppliers: SupplierStore;
  connect: OctoConnect;
  /** The catalogue service's public import (NDJSON stream). */
  importStream: (input: Readable, opts: ImportOptions) => Promise<ImportSummary>;
  clock: Clock;
  /** The outbox's clock (scheduled syncs run on wall time even when a test pins `clock`). */
  wallClock?: Clock;
  /** JAUNT_ALLOW_LOOPBACK_OUTBOUND: http:// on loopback is accepted only then. */
  allowLoopback: boolean;
  /** OCTO calls in flight at once during a sync. */
  concurrency?: number;
  /** Attempts per OCTO call on retryable errors (5xx, timeouts, INTERNAL_SERVER_ERROR). */
  attempts?: number;
  /** Multiplies the retry pauses (tests use 0). */
  retryScale?: number;
}

/** The OCTO base URL rule: https, or http to a loopback address when loopback is allowed. */
export const checkOctoUrl = (raw: string, allowLoopback: boolean): string => {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new AppError('bad_request', `--octo-url: not a URL: ${raw}`);
  }
  if (u.username || u.password)
    throw new AppError('bad_request', '--octo-url: credentials do not belong in the URL');
  if (u.search || u.hash)
    throw new AppError('bad_request', '--octo-url: a base URL has no query or fragment');
  const loopbackHost = urlNamesLoopback(u.toString());
  if (u.protocol === 'http:') {
    if (!loopbackHost || !allowLoopback)
      throw new AppError(
        'bad_request',
        '--octo-url must be https (http only to a loopback address with JAUNT_ALLOW_LOOPBACK_OUTBOUND=1)',
      );
  } else if (u.protocol !== 'https:') throw new AppError('bad_request', '--octo-url must be https');
  if (!urlTargetAllowed(u.toString(), allowLoopback) || (loopbackHost && !allowLoopback))
    throw new AppError('bad_request', '--octo-url points at a private, loopback or reserved address');
  return u.toString().replace(/\/+$/, '');
};

export const parseCapabilities = (list: string | string[] | undefined): string[] => {
  if (list === undefined) return [...DEFAULT_CAPABILITIES];
  const names = (Array.isArray(list) ? list : list.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(capabilityId);
  for (const n of names)
    if (!/^octo\/[a-z][a-z0-9-]*$/.test(n))
      throw new AppError(
        'bad_request',
        `--capabilities: '${n}' is not an OCTO capability id (e.g. octo/pricing)`,
      );
  return [...new Set(names)];
};

/** What `add` takes (the CLI's `suppliers add`). */
export interface NewSupplierInput {
  name: string;
  octoUrl: string;
  apiKey: string;
  capabilities?: string | string[];
}

export type ScheduledSync =
  | 'gone'
  | { ok: true; summary: SyncSummary }
  | { ok: false; failures: number; error: string };

export interface SuppliersService {
  add(input: NewSupplierInput): Promise<SupplierRecord>;
  list(): Promise<SupplierRecord[]>;
  remove(name: string): Promise<void>;
  /** Fetches the supplier's catalogue and imports it, all or nothing (sync.ts). */
  sync(name: string, opts?: SyncOptions): Promise<SyncSummary>;
  /**
   * The scheduled sync of one supplier (its supplier.sync job), over the default window. 'gone'
   * when the supplier was removed; a failure is counted on the supplier and returned, not thrown.
   */
  syncScheduled(supplierId: string): Promise<ScheduledSync>;
  /** Every supplier's sync job queued (start-up of a server that syncs on a schedule). */
  scheduleAll(): Promise<number>;
  /** For fulfilment: the supplier, its opened key and the product row behind a catalogue ref. */
  forRef(ref: string): Promise<{ supplier: SupplierWithKey; product: StoredSupplierProduct } | null>;
}

/** The service's functions share these: the sync's deps, plus the rule for new connections. */
interface ServiceDeps extends SyncDeps {
  suppliers: SupplierStore;
  allowLoopback: boolean;
  wallNow: () => number;
}

const add = async (d: ServiceDeps, input: NewSupplierInput): Promise<SupplierRecord> => {
  const name = input.name.trim();
  if (!SUPPLIER_NAME.test(name))
    throw new AppError(
      'bad_request',
      'NAME must be 1-40 lower-case letters, digits or hyphens (it becomes part of activity refs)',
    );
  const octoUrl = checkOctoUrl(input.octoUrl, d.allowLoopback);
  const apiKey = input.apiKey.trim();
  if (apiKey === '') throw new AppError('bad_request', '--api-key must not be empty');
  const capabilities = parseCapabilities(input.capabilities);
  const id = `sup_${randomBytes(8).toString('hex')}`;
  const added = await d.suppliers.add({
    id,
    name,
    octoUrl,
    apiKey,
    capabilities,
    now: d.clock().toISOString(),
    syncDueAt: d.wallNow(),
  });
  if (!added) throw new AppError('conflict', `a supplier named '${name}' already exists`);
  const { apiKey: _key, ...record } = await supplierNamed(d.suppliers, name);
  return record;
};

const remove = async (d: ServiceDeps, name: string): Promise<void> => {
  if (!(await d.suppliers.remove(name))) throw new AppError('not_found', `supplier '${name}' not found`);
};

const syncScheduled = async (d: ServiceDeps, supplierId: string): Promise<ScheduledSync> => {
  const s = await d.suppliers.byId(supplierId);
  if (!s) return 'gone';
  try {
    return { ok: true, summary: await syncSupplier(d, s.name) };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return { ok: false, failures: await d.suppliers.recordSyncFailure(supplierId, error), error };
  }
};

const forRef = async (d: ServiceDeps, ref: string) => {
  const product = await d.suppliers.productByRef(ref);
  if (!product) return null;
  const supplier = await d.suppliers.byId(product.supplierId);
  return supplier ? { supplier, product } : null;
};

export const createSuppliersService = (deps: SuppliersDeps): SuppliersService => {
  const d: ServiceDeps = {
    suppliers: deps.suppliers,
    connect: deps.connect,
    importStream: deps.importStream,
    clock: deps.clock,
    concurrency: deps.concurrency ?? 8,
    attempts: deps.attempts ?? 3,
    retryScale: deps.retryScale ?? 1,
    allowLoopback: deps.allowLoopback,
    wallNow: () => (deps.wallClock ?? (() => new Date()))().getTime(),
  };
  return {
    add: (input) => add(d, input),
    list: () => d.suppliers.list(),
    remove: (name) => remove(d, name),
    sync: (name, opts) => syncSupplier(d, name, opts),
    syncScheduled: (supplierId) => syncScheduled(d, supplierId),
    scheduleAll: () => d.suppliers.scheduleAll(d.wallNow()),
    forRef: (ref) => forRef(d, ref),
  };
};
