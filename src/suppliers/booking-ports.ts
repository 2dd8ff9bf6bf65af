/**
 * What the suppliers feature does for booking (its SupplierPorts): supplier activities (ref
 * `octo:...`) book and cancel over OCTO; no other activity can be bought live. An activity is
 * followed to its supplier by its catalogue ref, and a booking's activity that a sync removed since
 * (its supplier stopped selling it) is still found by its public id, so bookings made before it went
 * keep reaching the supplier.
 */
import type { FulfilmentOrder, SupplierPorts } from '../booking/index.js';
import { noSupplierFulfiller } from '../booking/index.js';
import type { Activity } from '../catalogue/index.js';
import { urlNamesLoopback } from '../platform/http/outbound.js';
import type { Clock } from '../platform/time.js';
import type { OctoConnect } from './octo.js';
import { type OctoFulfillerDeps, octoCanceller, octoFulfiller } from './octo-fulfiller.js';
import type { SupplierStore } from './store.js';

export interface BookingPortsDeps {
  suppliers: Pick<SupplierStore, 'refByActivityId' | 'productByRef' | 'byId'>;
  /** An activity by public id, in any case (the catalogue's). */
  findActivity(activityId: string): Promise<Activity | null>;
  connect: OctoConnect;
  fxRates: Readonly<Record<string, number>>;
  clock: Clock;
  /** The contact the supplier gets for an order (booking's rule). */
  contact(order: FulfilmentOrder): Promise<{ fullName: string; emailAddress: string | null }>;
}

/** The activity's catalogue ref, also for an activity a sync has removed since. */
const refOf = async (deps: BookingPortsDeps, activityId: string): Promise<string | null> =>
  (await deps.findActivity(activityId))?.ref ??
  (await deps.suppliers.refByActivityId(activityId.toLowerCase()));

/** The synced product behind a ref, with its supplier's name and connection; null when either is gone. */
const supplierFor = async (deps: BookingPortsDeps, ref: string) => {
  const product = await deps.suppliers.productByRef(ref);
  const s = product ? await deps.suppliers.byId(product.supplierId) : null;
  return product && s
    ? {
        product,
        supplierName: s.name,
        connection: { baseUrl: s.octoUrl, apiKey: s.apiKey, capabilities: s.capabilities },
      }
    : null;
};

/**
 * True when a connected supplier sells the activity, so a live purchase can actually be made:
 * its ref is a synced OCTO product whose supplier is still connected. Catalogue rows that merely
 * say `is_bookable` are bookable as rehearsals only.
 */
export const sellsLive = async (deps: BookingPortsDeps, activityId: string): Promise<boolean> => {
  const ref = await refOf(deps, activityId);
  return ref?.startsWith('octo:') === true && (await supplierFor(deps, ref)) !== null;
};

export const octoBookingPorts = (deps: BookingPortsDeps): SupplierPorts => {
  const octo: Omit<OctoFulfillerDeps, 'fxRates'> = {
    refOf: (activityId) => refOf(deps, activityId),
    supplierFor: (ref) => supplierFor(deps, ref),
    connect: deps.connect,
  };
  return {
    livePurchase: octoFulfiller(
      { ...octo, fxRates: deps.fxRates, contact: deps.contact },
      noSupplierFulfiller,
    ),
    cancel: octoCanceller({ ...octo, clock: deps.clock }),
    isSupplierBooking: async (b) => (await refOf(deps, b.activityId))?.startsWith('octo:') ?? false,
    onThisMachine: async (activityId) => {
      const ref = await refOf(deps, activityId);
      const s = ref?.startsWith('octo:') ? await supplierFor(deps, ref) : null;
      return s !== null && urlNamesLoopback(s.connection.baseUrl);
    },
  };
};
