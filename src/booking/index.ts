/**
 * Booking use cases, one file per job: accept (acceptance.ts), resolve through a Fulfiller and
 * deliver tickets (fulfilment.ts), state changes with their outbox jobs (events.ts), ticket files
 * (tickets.ts), presentation (presentation.ts) and orders (orders.ts). This file wires them into
 * the one `services.bookings` member the front doors use.
 */

import type { Logger } from 'pino';
import type { Actors, UsersService } from '../access/index.js';
import type { Activity } from '../catalogue/index.js';
import type { Config } from '../platform/config.js';
import type { Store } from '../platform/db/index.js';
import { createOutboundHttp, type OutboundHttp, urlTargetAllowed } from '../platform/http/outbound.js';
import type { JobHandler } from '../platform/outbox/kinds.js';
import type { JobStore } from '../platform/outbox/store.js';
import type { Clock } from '../platform/time.js';
import type { PaymentModeName } from './booking.js';
import { type BookingsService, createBookingsService } from './bookings-service.js';
import type { BookingsDeps } from './deps.js';
import { dryRunFailure, type Fulfiller, type FulfilmentOrder } from './fulfillers.js';
import { bookingHandlers } from './handlers.js';
import { createBookingStore } from './store.js';
import { createSupplierFileFetch } from './supplier-file-fetch.js';
import { createTicketLinks, type TicketLinks } from './ticket-links.js';

export type { Booking, PaymentModeName } from './booking.js';
// What other features, the front doors and main may use besides the use cases above.
export { toUsdCents } from './booking-pricing.js';
export { type BookingDescription, type BookingsService, createBookingsService } from './bookings-service.js';
export { type BookingsDeps, MAX_FULFIL_ATTEMPTS, SupplierUnavailable } from './deps.js';
export { webhookIdFor } from './events.js';
export type { Fulfiller, FulfilmentOrder, FulfilmentResult } from './fulfillers.js';
export { dryRunSuccess, noSupplierFulfiller, TransientFulfilmentError } from './fulfillers.js';
export { createOrdersService, type OrderMail, type OrdersService } from './list-orders.js';
export type { SupplierFileFormat, SupplierFileRef } from './supplier-files.js';
export type { TicketLinks } from './ticket-links.js';
export { renderTicketPdf } from './ticket-pdf.js';
export type { DeliveryState, WebhookDelivery } from './webhook-deliveries.js';

/** What booking asks of the suppliers feature: live purchases at the activity's supplier (OCTO). */
export interface SupplierPorts {
  /** Places a live purchase with the activity's supplier; activities without one are refused. */
  livePurchase: Fulfiller;
  /** Cancels a live booking at its supplier (`not_supplier` for bookings that have none). */
  cancel: NonNullable<BookingsDeps['supplierCancel']>;
  /** True when a pending live booking belongs to a supplier (it may hold a place there right now). */
  isSupplierBooking: NonNullable<BookingsDeps['isSupplierBooking']>;
  /** True when the activity's supplier answers on this machine (loopback: development's simulator). */
  onThisMachine?: (activityId: string) => Promise<boolean>;
}

/** What booking asks of the mail feature: the vendor mail of each order. */
export interface VendorMailPorts {
  /** The booking's own inbound address, given to vendors as the contact email. */
  addressFor(bookingId: string): Promise<string | null>;
  /** Dry runs that succeed, and still get the vendor's confirmation mail through the inbound path. */
  dryRunSuccess: Fulfiller;
}

/** What a supplier is told about the person an order is for. */
export interface OrderContact {
  fullName: string;
  emailAddress: string | null;
}

/** What the booking feature offers. */
export interface BookingFeature {
  bookings: BookingsService;
  /** Signed, expiring links to ticket files (the mail feature serves vendors' files behind them too). */
  ticketLinks: TicketLinks;
  /** The payment mode of each of a page of bookings, in one query (Slack's App Home marks rehearsals). */
  paymentModes(ids: readonly string[]): Promise<Map<string, PaymentModeName>>;
  /**
   * The contact a supplier gets for an order: the user's name as the booking's key knows them (else
   * the external user id), and the booking's inbound address (else the user's email).
   */
  contactFor(order: FulfilmentOrder): Promise<OrderContact>;
  /** Handlers of booking's job kinds: fulfil, wait for a supplier, supplier files, tickets, callbacks. */
  jobHandlers: Record<string, JobHandler>;
  /** Closes the outbound client of dry-run callbacks, when booking opened one of its own. */
  close(): Promise<void>;
}

export interface BookingFeatureDeps {
  store: Store;
  /** The job outbox: state changes write their jobs in the same transaction. */
  jobs: JobStore;
  clock: Clock;
  /** Time base of the job outbox (run_at), real even when a test pins `clock`. */
  wallClock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  /** Callbacks and supplier files go through the guarded outbound client. */
  http: OutboundHttp;
  config: Pick<
    Config,
    | 'JAUNT_ENV'
    | 'JAUNT_ALLOW_LOOPBACK_OUTBOUND'
    | 'JAUNT_WEBHOOK_TIMEOUT_MS'
    | 'JAUNT_TICKET_LINK_SECRET'
    | 'JAUNT_TICKET_LINK_TTL_S'
    | 'JAUNT_PUBLIC_URL'
    | 'JAUNT_FX_RATES'
    | 'JAUNT_BOOKING_FEE_BPS'
    | 'JAUNT_BOOKING_FEE_MIN_CENTS'
    | 'JAUNT_DELIVERABLE_DELAY_S'
    | 'JAUNT_RETRY_SCALE'
  >;
  /** An activity by public id (catalogue). */
  findActivity(activityId: string): Promise<Activity | null>;
  users: Pick<UsersService, 'resolveExternalUser'>;
  actors: Pick<Actors, 'mappedUser'>;
  suppliers: SupplierPorts;
  mail: VendorMailPorts;
}

export const createBooking = async (deps: BookingFeatureDeps): Promise<BookingFeature> => {
  const { clock, config, http } = deps;
  const rows = createBookingStore(deps.store, deps.jobs, clock);
  const ticketLinks = createTicketLinks({
    secret: config.JAUNT_TICKET_LINK_SECRET ?? (await rows.secret('ticket_links')),
    publicUrl: config.JAUNT_PUBLIC_URL,
    ttlS: config.JAUNT_TICKET_LINK_TTL_S,
    clock,
  });
  // In development, dry-run callbacks may go to a receiver on this machine; live purchases never.
  const dryRunLoopback = config.JAUNT_ENV === 'development' && !config.JAUNT_ALLOW_LOOPBACK_OUTBOUND;
  const dryRunHttp = dryRunLoopback
    ? createOutboundHttp({ allowLoopback: true, timeoutMs: config.JAUNT_WEBHOOK_TIMEOUT_MS })
    : http;
  const bookings = createBookingsService({
    bookings: rows,
    outbox: deps.jobs,
    findActivity: deps.findActivity,
    resolveExternalUser: (credentialId, externalUserId) =>
      deps.users.resolveExternalUser(credentialId, externalUserId),
    clock,
    wallClock: deps.wallClock,
    fxRates: config.JAUNT_FX_RATES,
    bookingFee: { bps: config.JAUNT_BOOKING_FEE_BPS, minCents: config.JAUNT_BOOKING_FEE_MIN_CENTS },
    ticketLinks,
    contactEmailFor: deps.mail.addressFor,
    fulfillers: {
      dry_run_success: deps.mail.dryRunSuccess,
      dry_run_failure: dryRunFailure,
      live_purchase: deps.suppliers.livePurchase,
    },
    fetchSupplierFile: createSupplierFileFetch(http),
    supplierCancel: deps.suppliers.cancel,
    isSupplierBooking: deps.suppliers.isSupplierBooking,
    // Development only: a staging key that may charge buys from the simulator, never elsewhere.
    sandboxPurchase: config.JAUNT_ENV === 'development' ? deps.suppliers.onThisMachine : undefined,
    deliverableDelayMs: config.JAUNT_DELIVERABLE_DELAY_S * 1000,
    retryScale: config.JAUNT_RETRY_SCALE,
    webhookTargetAllowed: (url, dryRun) =>
      urlTargetAllowed(url, config.JAUNT_ALLOW_LOOPBACK_OUTBOUND || (dryRunLoopback && dryRun)),
  });
  return {
    bookings,
    ticketLinks,
    paymentModes: (ids) => rows.paymentModes(ids),
    contactFor: async (o) => {
      // The partner's own profile of the user (names live on the key's mapping).
      const b = await rows.get(o.bookingId);
      const u = b ? await deps.actors.mappedUser(b.apiKeyId, b.externalUserId) : null;
      const name = [u?.firstName, u?.lastName].filter(Boolean).join(' ') || u?.displayName || null;
      return { fullName: name ?? o.externalUserId, emailAddress: o.contactEmail ?? u?.email ?? null };
    },
    jobHandlers: bookingHandlers({
      bookings,
      http,
      dryRunHttp,
      clock: deps.wallClock,
      log: deps.log,
      retryScale: config.JAUNT_RETRY_SCALE,
      webhookTimeoutMs: config.JAUNT_WEBHOOK_TIMEOUT_MS,
    }),
    close: async () => {
      if (dryRunHttp !== http) await dryRunHttp.close();
    },
  };
};
