/**
 * The suppliers feature's public face: OCTO suppliers whose products sync into the catalogue (on
 * demand and on a schedule), and live purchases of their activities, which booking reaches through
 * its SupplierPorts. `createSuppliers` builds the feature over its own tables; other features, the
 * front doors and main see only what is exported here.
 */
import type { Logger } from 'pino';
import type { FulfilmentOrder, OrderContact, SupplierPorts } from '../booking/index.js';
import type { Activity, CatalogueService } from '../catalogue/index.js';
import type { Config } from '../platform/config.js';
import type { Store } from '../platform/db/index.js';
import type { OutboundHttp } from '../platform/http/outbound.js';
import { JOB_KINDS, type JobHandler } from '../platform/outbox/kinds.js';
import type { JobStore } from '../platform/outbox/store.js';
import type { Clock } from '../platform/time.js';
import { octoBookingPorts, sellsLive } from './booking-ports.js';
import type { OctoConnection } from './octo.js';
import { createOctoClient } from './octo-client.js';
import { supplierStore } from './store.js';
import { createSuppliersService, type SuppliersService } from './suppliers-service.js';
import { supplierSyncHandler } from './sync-job.js';

export type { OctoClient, OctoConnection } from './octo.js';
export { OctoError } from './octo.js';
export type { SuppliersService } from './suppliers-service.js';
/** The OCTO supplier simulator (tests, benches, `demo-octo`), loaded only by those who run it. */
export const loadOctoSimulator = () => import('./simulator.js');

/** What the suppliers feature offers. */
export interface SuppliersFeature {
  suppliers: SuppliersService;
  /** Booking's live purchases, cancellations and supplier check, over OCTO. */
  bookingPorts: SupplierPorts;
  /** A supplier activity's cancellation cutoff in minutes (by catalogue ref), when its supplier says it. */
  cancellationCutoffOf(ref: string): Promise<number | null>;
  /** True when a connected supplier sells the activity (a live purchase can be made); by public id. */
  sellsLive(activityId: string): Promise<boolean>;
  /** The scheduled sync's job handler (JAUNT_SUPPLIER_SYNC_MINUTES). */
  jobHandlers: Record<string, JobHandler>;
}

export interface SuppliersFeatureDeps {
  store: Store;
  /** The job outbox: each supplier's recurring sync job. */
  jobs: JobStore;
  clock: Clock;
  /** The outbox's clock: scheduled syncs run on wall time even when a test pins `clock`. */
  wallClock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  /** Every OCTO call goes through the guarded outbound client. */
  http: OutboundHttp;
  config: Pick<
    Config,
    'JAUNT_ALLOW_LOOPBACK_OUTBOUND' | 'JAUNT_RETRY_SCALE' | 'JAUNT_FX_RATES' | 'JAUNT_SUPPLIER_SYNC_MINUTES'
  >;
  /** Syncs feed the catalogue's ordinary import. */
  importStream: CatalogueService['importStream'];
  /** An activity by public id, in any case (the catalogue's). */
  findActivity(activityId: string): Promise<Activity | null>;
  /** The contact a supplier gets for an order (booking's rule). */
  contactFor(order: FulfilmentOrder): Promise<OrderContact>;
}

export const createSuppliers = (deps: SuppliersFeatureDeps): SuppliersFeature => {
  const { clock, config, http } = deps;
  const rows = supplierStore(deps.store, deps.jobs);
  const connect = (connection: OctoConnection) => createOctoClient(http, connection);
  const suppliers = createSuppliersService({
    suppliers: rows,
    connect,
    importStream: (input, opts) => deps.importStream(input, opts),
    clock,
    wallClock: deps.wallClock,
    allowLoopback: config.JAUNT_ALLOW_LOOPBACK_OUTBOUND,
    retryScale: config.JAUNT_RETRY_SCALE,
  });
  const portDeps = {
    suppliers: rows,
    findActivity: deps.findActivity,
    connect,
    fxRates: config.JAUNT_FX_RATES,
    clock,
    contact: deps.contactFor,
  };
  return {
    suppliers,
    bookingPorts: octoBookingPorts(portDeps),
    sellsLive: (activityId) => sellsLive(portDeps, activityId),
    cancellationCutoffOf: async (ref) => (await rows.productByRef(ref))?.cancellationCutoffMinutes ?? null,
    jobHandlers: {
      [JOB_KINDS.supplierSync]: supplierSyncHandler({
        suppliers,
        periodMs: config.JAUNT_SUPPLIER_SYNC_MINUTES * 60_000,
        retryScale: config.JAUNT_RETRY_SCALE,
        log: deps.log,
      }),
    },
  };
};
