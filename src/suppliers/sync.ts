/**
 * Syncing one supplier's catalogue: `GET /products`, then per option `POST /availability/calendar`
 * over the window and, for options with anything open, `POST /availability` for the slots; mapped to
 * catalogue records (octo-catalogue.ts) and fed through the ordinary importer as NDJSON, so the same
 * validation and the same all-or-nothing rule apply. Nothing is written unless every fetch of the
 * supplier succeeded and every record passed.
 */
import { Readable } from 'node:stream';
import { setTimeout as pause } from 'node:timers/promises';
import type { ImportOptions, ImportSummary } from '../catalogue/index.js';
import { AppError } from '../platform/errors.js';
import { addDays, type Clock, localDate } from '../platform/time.js';
import {
  type OctoAvailability,
  type OctoClient,
  type OctoConnect,
  OctoError,
  type OctoProduct,
} from './octo.js';
import { octoCatalogue, optionKey, type SkippedOption } from './octo-catalogue.js';
import type { SupplierStore, SupplierWithKey } from './store.js';

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

/** What a sync needs: the supplier rows, the OCTO client, the importer and the retry rule. */
export interface SyncDeps {
  suppliers: Pick<SupplierStore, 'byName' | 'recordSync'>;
  connect: OctoConnect;
  importStream: (input: Readable, opts: ImportOptions) => Promise<ImportSummary>;
  clock: Clock;
  /** OCTO calls in flight at once. */
  concurrency: number;
  /** Attempts per OCTO call on retryable errors (5xx, timeouts, INTERNAL_SERVER_ERROR). */
  attempts: number;
  /** Multiplies the retry pauses (tests use 0). */
  retryScale: number;
}

/** The supplier by name with its opened key; 404 when there is none. */
export const supplierNamed = async (
  suppliers: Pick<SupplierStore, 'byName'>,
  name: string,
): Promise<SupplierWithKey> => {
  const s = await suppliers.byName(name);
  if (!s) throw new AppError('not_found', `supplier '${name}' not found (see suppliers list)`);
  return s;
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

/** One OCTO call with our retry rule; counts every attempt. */
const withRetry = async <T>(d: SyncDeps, counter: { n: number }, call: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    counter.n++;
    try {
      return await call();
    } catch (e) {
      if (!(e instanceof OctoError) || !e.retryable || attempt >= d.attempts) throw e;
      await pause(250 * 2 ** (attempt - 1) * d.retryScale);
    }
  }
};

/** Every option's slots over `days` from today in its product's time zone, by `optionKey`. */
const fetchSlots = async (
  d: SyncDeps,
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
  await pool(work, d.concurrency, async ({ p, o }) => {
    const from = localDate(d.clock().getTime(), p.timeZone as string);
    const window = {
      productId: p.id,
      optionId: o.id,
      localDateStart: from,
      localDateEnd: addDays(from, days - 1),
    };
    // The calendar is one cheap object per day: skip the slot call for options with nothing open.
    const calendar = await withRetry(d, counter, () => client.calendar(window));
    const open = calendar.some((c) => c.status !== 'CLOSED' && (c.available || c.status === 'SOLD_OUT'));
    slots.set(
      optionKey(p.id, o.id),
      open ? await withRetry(d, counter, () => client.availability(window)) : [],
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
export const syncSupplier = async (
  d: SyncDeps,
  name: string,
  opts: SyncOptions = {},
): Promise<SyncSummary> => {
  const days = opts.days ?? DEFAULT_SYNC_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > 366)
    throw new AppError('bad_request', '--days must be a whole number from 1 to 366');
  const started = performance.now();
  const s = await supplierNamed(d.suppliers, name);
  const client = d.connect({ baseUrl: s.octoUrl, apiKey: s.apiKey, capabilities: s.capabilities });
  const counter = { n: 0 };
  const products = await withRetry(d, counter, () => client.products());
  const slots = await fetchSlots(d, client, products, days, counter, opts.onFetch);
  const fetchSeconds = (performance.now() - started) / 1000;
  const mapped = octoCatalogue(s.name, products, slots);
  const ndjson = Readable.from(
    (function* () {
      for (const r of mapped.records) yield `${JSON.stringify(r)}\n`;
    })(),
  );
  // Replace within this supplier's refs only: what it stopped selling goes, nothing else is touched.
  // (Imports of every process run one at a time: the importer's lease.)
  const imported = await d.importStream(ndjson, {
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
  const stored = {
    ...kept,
    skipped: skipped.length,
    added: imp.added,
    updated: imp.updated,
    unchanged: imp.unchanged,
  };
  await d.suppliers.recordSync(s.id, mapped.products, stored, d.clock().toISOString());
  return summary;
};
