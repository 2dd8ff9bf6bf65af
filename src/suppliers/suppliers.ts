/**
 * OCTO suppliers: register (`suppliers add`), list, remove, and sync a supplier's catalogue. Sync
 * reads `GET /products`, then per option `POST /availability/calendar` over the window and, for
 * options with anything open, `POST /availability` for the slots; maps them to catalogue records
 * (domain/octo-catalogue) and feeds them through the ordinary importer as NDJSON, so the same
 * validation and the same all-or-nothing rule apply. Nothing is written unless every fetch of the
 * supplier succeeded and every record passed.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as pause } from 'node:timers/promises';
import type { ImportOptions, ImportSummary } from '../catalogue/index.js';
import { AppError } from '../platform/errors.js';
import { isLoopback, urlTargetAllowed } from '../platform/http/outbound.js';
import { addDays, type Clock, localDate } from '../platform/time.js';
import {
  capabilityId,
  DEFAULT_CAPABILITIES,
  type OctoAvailability,
  type OctoClient,
  type OctoConnect,
  OctoError,
  type OctoProduct,
} from './octo.js';
import { octoCatalogue, optionKey, type SkippedOption } from './octo-catalogue.js';
import type { SupplierRecord, SupplierStore } from './store.js';

export const SUPPLIER_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** Every activity synced from a supplier has a ref starting with this. */
export const supplierRefPrefix = (name: string): string => `octo:${name}:`;
export const DEFAULT_SYNC_DAYS = 60;

export interface SyncSummary {
  supplier: string;
  products: number;
  options: number;
  records: number;
  sessions: number;
  skipped: SkippedOption[];
  /** OCTO calls made (products, calendars, availability, retries included). */
  requests: number;
  fetchSeconds: number;
  import: ImportSummary;
  seconds: number;
}

export interface SyncOptions {
  days?: number;
  /** While fetching: (options done, options total). */
  onFetch?: (done: number, total: number) => void;
  /** While writing: the importer's (done, total). */
  onProgress?: ImportOptions['onProgress'];
}

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
  const host = u.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopbackHost = host === 'localhost' || isLoopback(host);
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

/** Runs `fn` over `items` with at most `limit` in flight; the first failure stops new work and is thrown. */
const pool = async <T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  let failed: unknown = null;
  const worker = async () => {
    while (failed === null && next < items.length) {
      const item = items[next++] as T;
      try {
        await fn(item);
      } catch (e) {
        failed ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed !== null) throw failed;
};

export const createSuppliersService = (deps: SuppliersDeps) => {
  const { suppliers, clock } = deps;
  const concurrency = deps.concurrency ?? 8;
  const attempts = deps.attempts ?? 3;
  const retryScale = deps.retryScale ?? 1;
  const wallNow = (): number => (deps.wallClock ?? (() => new Date()))().getTime();

  const mustGet = async (name: string) => {
    const s = await suppliers.byName(name);
    if (!s) throw new AppError('not_found', `supplier '${name}' not found (see suppliers list)`);
    return s;
  };

  /** One OCTO call with our retry rule; counts every attempt. */
  const withRetry = async <T>(counter: { n: number }, call: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      counter.n++;
      try {
        return await call();
      } catch (e) {
        if (!(e instanceof OctoError) || !e.retryable || attempt >= attempts) throw e;
        await pause(250 * 2 ** (attempt - 1) * retryScale);
      }
    }
  };

  const fetchSlots = async (
    client: OctoClient,
    products: OctoProduct[],
    days: number,
    counter: { n: number },
    onFetch?: SyncOptions['onFetch'],
  ): Promise<Map<string, OctoAvailability[]>> => {
    const slots = new Map<string, OctoAvailability[]>();
    const work = products.flatMap((p) => (p.timeZone ? p.options.map((o) => ({ p, o })) : []));
    let done = 0;
    onFetch?.(0, work.length);
    await pool(work, concurrency, async ({ p, o }) => {
      const from = localDate(clock().getTime(), p.timeZone as string);
      const window = {
        productId: p.id,
        optionId: o.id,
        localDateStart: from,
        localDateEnd: addDays(from, days - 1),
      };
      // The calendar is one cheap object per day: skip the slot call for options with nothing open.
      const calendar = await withRetry(counter, () => client.calendar(window));
      const open = calendar.some((d) => d.status !== 'CLOSED' && (d.available || d.status === 'SOLD_OUT'));
      slots.set(
        optionKey(p.id, o.id),
        open ? await withRetry(counter, () => client.availability(window)) : [],
      );
      onFetch?.(++done, work.length);
    });
    return slots;
  };

  /**
   * Fetches the supplier's catalogue over `days` (default 60) and imports it, all or nothing, as a
   * replace scoped to the supplier's refs (`octo:<name>:`): activities of options it no longer
   * sells are removed; other suppliers' and the imported catalogue are not touched.
   */
  const sync = async (name: string, opts: SyncOptions = {}): Promise<SyncSummary> => {
    const days = opts.days ?? DEFAULT_SYNC_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > 366)
      throw new AppError('bad_request', '--days must be a whole number from 1 to 366');
    const started = performance.now();
    const s = await mustGet(name);
    const client = deps.connect({ baseUrl: s.octoUrl, apiKey: s.apiKey, capabilities: s.capabilities });
    const counter = { n: 0 };
    const products = await withRetry(counter, () => client.products());
    const slots = await fetchSlots(client, products, days, counter, opts.onFetch);
    const fetchSeconds = (performance.now() - started) / 1000;
    const mapped = octoCatalogue(s.name, products, slots);
    const ndjson = Readable.from(
      (function* () {
        for (const r of mapped.records) yield `${JSON.stringify(r)}\n`;
      })(),
    );
    // Replace within this supplier's refs only: what it stopped selling goes, nothing else is touched.
    // (Imports of every process run one at a time: the importer's lease.)
    const imported = await deps.importStream(ndjson, {
      replace: true,
      scope: supplierRefPrefix(s.name),
      onProgress: opts.onProgress,
    });
    const summary: SyncSummary = {
      supplier: s.name,
      products: products.length,
      options: products.reduce((n, p) => n + p.options.length, 0),
      records: mapped.records.length,
      sessions: mapped.records.reduce((n, r) => n + (r.ticket_price?.sessions.length ?? 0), 0),
      skipped: mapped.skipped,
      requests: counter.n,
      fetchSeconds,
      import: imported,
      seconds: (performance.now() - started) / 1000,
    };
    const { import: imp, skipped, ...kept } = summary;
    await suppliers.recordSync(
      s.id,
      mapped.products,
      {
        ...kept,
        skipped: skipped.length,
        added: imp.added,
        updated: imp.updated,
        unchanged: imp.unchanged,
      },
      clock().toISOString(),
    );
    return summary;
  };

  return {
    add: async (input: {
      name: string;
      octoUrl: string;
      apiKey: string;
      capabilities?: string | string[];
    }): Promise<SupplierRecord> => {
      const name = input.name.trim();
      if (!SUPPLIER_NAME.test(name))
        throw new AppError(
          'bad_request',
          'NAME must be 1-40 lower-case letters, digits or hyphens (it becomes part of activity refs)',
        );
      const octoUrl = checkOctoUrl(input.octoUrl, deps.allowLoopback);
      const apiKey = input.apiKey.trim();
      if (apiKey === '') throw new AppError('bad_request', '--api-key must not be empty');
      const capabilities = parseCapabilities(input.capabilities);
      const id = `sup_${randomBytes(8).toString('hex')}`;
      const added = await suppliers.add({
        id,
        name,
        octoUrl,
        apiKey,
        capabilities,
        now: clock().toISOString(),
        syncDueAt: wallNow(),
      });
      if (!added) throw new AppError('conflict', `a supplier named '${name}' already exists`);
      const { apiKey: _key, ...record } = await mustGet(name);
      return record;
    },
    list: (): Promise<SupplierRecord[]> => suppliers.list(),
    remove: async (name: string): Promise<void> => {
      if (!(await suppliers.remove(name))) throw new AppError('not_found', `supplier '${name}' not found`);
    },
    sync,
    /**
     * The scheduled sync of one supplier (its supplier.sync job), over the default window. 'gone'
     * when the supplier was removed; a failure is counted on the supplier and returned, not thrown.
     */
    syncScheduled: async (
      supplierId: string,
    ): Promise<
      'gone' | { ok: true; summary: SyncSummary } | { ok: false; failures: number; error: string }
    > => {
      const s = await suppliers.byId(supplierId);
      if (!s) return 'gone';
      try {
        return { ok: true, summary: await sync(s.name) };
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        return { ok: false, failures: await suppliers.recordSyncFailure(supplierId, error), error };
      }
    },
    /** Every supplier's sync job queued (start-up of a server that syncs on a schedule). */
    scheduleAll: (): Promise<number> => suppliers.scheduleAll(wallNow()),
    /** For fulfilment: the supplier, its opened key and the product row behind a catalogue ref. */
    forRef: async (ref: string) => {
      const product = await suppliers.productByRef(ref);
      if (!product) return null;
      const supplier = await suppliers.byId(product.supplierId);
      return supplier ? { supplier, product } : null;
    },
  };
};
export type SuppliersService = ReturnType<typeof createSuppliersService>;
