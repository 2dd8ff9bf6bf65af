/**
 * What every part of the bookings aggregate is given: its dependencies, wired once in index.ts.
 */

import type { Activity } from '../catalogue/index.js';
import type { RetryOptions } from '../platform/outbox/retry-policy.js';
import type { JobStore } from '../platform/outbox/store.js';
import type { Clock } from '../platform/time.js';
import type { Booking } from './booking.js';
import type { BookingFeeRule } from './booking-pricing.js';
import type { Fulfiller } from './fulfillers.js';
import type { BookingStore } from './store.js';
import type { SupplierFileFetch } from './supplier-file-fetch.js';
import type { TicketLinks } from './ticket-links.js';

/** After this many failed attempts to reach the vendor the booking fails (nothing charged). */
export const MAX_FULFIL_ATTEMPTS = 12;
/** A supplier that answered PENDING is waited for at most this long (and never past the session's start). */
export const SUPPLIER_WAIT_MAX_MS = 48 * 3_600_000;
/** After the wait, transient errors while withdrawing the booking are retried for this long. */
export const SUPPLIER_WITHDRAW_GRACE_MS = 3_600_000;
/** Attempts to fetch a supplier's ticket files before the tickets go out without the unreachable ones. */
export const MAX_SUPPLIER_FILE_ATTEMPTS = 8;

export interface BookingsDeps {
  bookings: BookingStore;
  /** The outbox read and requeued for callback deliveries (webhook-deliveries.ts). */
  outbox: Pick<JobStore, 'list' | 'requeue'>;
  findActivity: (activityId: string) => Promise<Activity | null> | Activity | null;
  resolveExternalUser: (
    credentialId: string,
    externalUserId: string,
  ) => Promise<{ id: string }> | { id: string };
  clock: Clock;
  /** Time base of the job outbox (run_at). */
  wallClock: Clock;
  fxRates: Readonly<Record<string, number>>;
  bookingFee: BookingFeeRule;
  ticketLinks: TicketLinks;
  fulfillers: Record<Booking['paymentMode'], Fulfiller>;
  deliverableDelayMs: number;
  retryScale: number;
  /** False for webhook URLs whose host is an address we would refuse to call (checked again at delivery). */
  webhookTargetAllowed: (url: string, dryRun: boolean) => boolean;
  /** Fetches a supplier's ticket file (OCTO PDF_URL / PKPASS_URL) through the guarded outbound client. */
  fetchSupplierFile?: SupplierFileFetch;
  /** The booking's own inbound address, given to vendors as the contact email (mail of every order). */
  contactEmailFor?: (bookingId: string) => Promise<string | null>;
  random?: () => number;
  /**
   * Cancels a live booking at its supplier (OCTO): `not_supplier` for bookings that have none,
   * `refused` when the supplier will not (its cutoff); throws `SupplierUnavailable` when it cannot be reached.
   */
  supplierCancel?: (b: Booking, reason: string | null) => Promise<'cancelled' | 'refused' | 'not_supplier'>;
  /** True when a pending live booking belongs to a supplier (it may hold a place there right now). */
  isSupplierBooking?: (b: Booking) => Promise<boolean>;
  /**
   * Development only: true when a live purchase of this activity goes to a supplier on this machine
   * (the OCTO simulator), which a staging key that may charge is allowed to buy from. Absent elsewhere.
   */
  sandboxPurchase?: (activityId: string) => Promise<boolean>;
}

/** The supplier did not answer a cancellation (5xx, timeout): nothing changed on our side. */
export class SupplierUnavailable extends Error {}

/** The retry schedule's scale and jitter source, as the booking jobs use them. */
export const retryOptionsOf = (deps: Pick<BookingsDeps, 'retryScale' | 'random'>): RetryOptions => ({
  scale: deps.retryScale,
  random: deps.random ?? Math.random,
});
