/**
 * The scheduled supplier sync (JAUNT_SUPPLIER_SYNC_MINUTES): one recurring outbox job per supplier
 * (dedupe key `supplier.sync:<id>`), so every instance schedules the same row and the claim's lease
 * lets one worker at a time sync a supplier. A success runs again after the period; a failure is
 * retried with a backoff that grows with the supplier's failures in a row, never later than the
 * period, so the schedule goes on. A removed supplier's job ends.
 */
import type { Logger } from 'pino';
import { z } from 'zod';
import type { JobHandler, SupplierSyncJobPayload } from '../platform/outbox/kinds.js';
import type { SuppliersService } from './suppliers-service.js';

const SupplierSyncJob: z.ZodType<SupplierSyncJobPayload> = z.object({ supplier_id: z.string() });

/** First retry after a failed scheduled sync; doubles per failure in a row, capped at the period. */
const FIRST_RETRY_MS = 60_000;

export const supplierSyncBackoffMs = (failures: number, periodMs: number, scale = 1): number =>
  Math.min(periodMs, FIRST_RETRY_MS * 2 ** Math.min(Math.max(0, failures - 1), 20) * scale);

export const supplierSyncHandler =
  (o: {
    suppliers: Pick<SuppliersService, 'syncScheduled'>;
    /** JAUNT_SUPPLIER_SYNC_MINUTES in ms; 0: no schedule in this process. */
    periodMs: number;
    retryScale: number;
    log: Pick<Logger, 'info' | 'warn'>;
  }): JobHandler =>
  async (job) => {
    const p = SupplierSyncJob.safeParse(job.payload);
    if (!p.success) return { giveUp: 'malformed supplier.sync payload' };
    // Schedule off here: the job ends; a start with a period queues it again (scheduleAll).
    if (o.periodMs <= 0) return undefined;
    const r = await o.suppliers.syncScheduled(p.data.supplier_id);
    if (r === 'gone') return undefined;
    if (r.ok) {
      const { supplier, records, import: imp } = r.summary;
      o.log.info(
        { supplier, records, added: imp.added, updated: imp.updated, removed: imp.removed },
        'scheduled supplier sync done',
      );
      return { nextRunInMs: o.periodMs };
    }
    const retryInMs = supplierSyncBackoffMs(r.failures, o.periodMs, o.retryScale);
    o.log.warn(
      { supplier_id: p.data.supplier_id, failures: r.failures, err: r.error, retry_in_ms: retryInMs },
      'scheduled supplier sync failed; retrying',
    );
    return { retryInMs, error: r.error };
  };
