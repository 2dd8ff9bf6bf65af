/**
 * Placing a booking's order (jobs booking.fulfil and booking.await_supplier): through the payment
 * mode's Fulfiller, retried while the venue is unreachable, and for a supplier that answered PENDING
 * asked again on its own job and budget until its decision or the deadline. Idempotent: a booking no
 * longer pending is left alone.
 */
import { JOB_KINDS, type JobOutcome } from '../platform/outbox/kinds.js';
import { jobBackoffMs, supplierPollMs } from '../platform/outbox/retry-policy.js';
import { zonedToInstant } from '../platform/time.js';
import type { Booking } from './booking.js';
import {
  type BookingsDeps,
  MAX_FULFIL_ATTEMPTS,
  retryOptionsOf,
  SUPPLIER_WAIT_MAX_MS,
  SUPPLIER_WITHDRAW_GRACE_MS,
} from './deps.js';
import {
  type Fulfiller,
  type FulfilmentOrder,
  type FulfilmentResult,
  TransientFulfilmentError,
} from './fulfillers.js';
import { type Decision, resolveBooking } from './resolve.js';

/** When we stop waiting for a PENDING supplier: the session's start or 48 h after booking, whichever is sooner. */
export const supplierWaitDeadline = (b: Booking): number => {
  const first = b.lines[0];
  const cap = Date.parse(b.createdAt) + SUPPLIER_WAIT_MAX_MS;
  if (!first?.sessionDate) return cap;
  const start = zonedToInstant(first.sessionDate, first.sessionTime, b.timezone ?? 'UTC');
  return Number.isFinite(start) ? Math.min(cap, start) : cap;
};

const orderOf = async (deps: BookingsDeps, b: Booking): Promise<FulfilmentOrder> => ({
  bookingId: b.id,
  activityId: b.activityId,
  activityName: b.activityName,
  bookingDomain: b.bookingDomain,
  currency: b.currency,
  lines: b.lines,
  ticketTotalCents: b.ticketTotalCents,
  maxPurchaseCents: b.authorizationAmountCents - b.bookingFeeCents,
  externalUserId: b.externalUserId,
  contactEmail: (await deps.contactEmailFor?.(b.id)) ?? null,
});

/** The job runs again later (the supplier is undecided or unreachable). */
type AskLater = { retryInMs: number; error?: string };

const VENUE_TIMED_OUT = 'The venue did not confirm in time; nothing was charged.';

/** Job booking.fulfil: place the order; idempotent (a resolved booking is left alone). */
export const fulfil = async (deps: BookingsDeps, bookingId: string, attempt: number): Promise<JobOutcome> => {
  const b = await deps.bookings.get(bookingId);
  if (b?.status !== 'pending') return undefined;
  const retryOpts = retryOptionsOf(deps);
  const order = await orderOf(deps, b);
  let result: FulfilmentResult;
  try {
    result = await deps.fulfillers[b.paymentMode].fulfil(order);
  } catch (e) {
    if (!(e instanceof TransientFulfilmentError)) throw e;
    if (attempt < MAX_FULFIL_ATTEMPTS)
      return { retryInMs: jobBackoffMs(attempt, retryOpts), error: e.message };
    result = {
      outcome: 'failed',
      errorMessage: `The venue could not be reached (${e.message}); nothing was charged.`,
    };
  }
  if (result.outcome === 'awaiting_supplier') {
    // Placed, but the supplier has not decided: the booking stays pending and its own job asks again.
    await deps.bookings.enqueue([
      {
        kind: JOB_KINDS.awaitSupplier,
        payload: { booking_id: b.id },
        runAt: deps.wallClock().getTime() + supplierPollMs(1, retryOpts),
        dedupeKey: `await_supplier_${b.id}`,
        partitionKey: b.apiKeyId,
      },
    ]);
    return undefined;
  }
  return resolveBooking(deps, b, order, result);
};

/** Before the deadline: ask again; a supplier still undecided (or unreachable) is asked later. */
const askAgain = async (
  deps: BookingsDeps,
  fulfiller: Fulfiller,
  order: FulfilmentOrder,
  attempt: number,
  remainingMs: number,
): Promise<Decision | AskLater> => {
  const retryOpts = retryOptionsOf(deps);
  let result: FulfilmentResult;
  try {
    result = await fulfiller.fulfil(order);
  } catch (e) {
    if (!(e instanceof TransientFulfilmentError)) throw e;
    // The supplier is unreachable for now: keep asking; the deadline bounds the wait.
    return { retryInMs: supplierPollMs(attempt + 1, retryOpts), error: e.message };
  }
  if (result.outcome !== 'awaiting_supplier') return result;
  return {
    retryInMs: Math.max(0, Math.min(supplierPollMs(attempt + 1, retryOpts), remainingMs * deps.retryScale)),
    error: result.reason,
  };
};

/** At the deadline: the fulfiller's `abandon` takes one last look and withdraws a booking still undecided. */
const abandon = async (
  deps: BookingsDeps,
  fulfiller: Fulfiller,
  order: FulfilmentOrder,
  attempt: number,
  pastDeadlineMs: number,
): Promise<Decision | AskLater> => {
  let result: FulfilmentResult;
  try {
    result = fulfiller.abandon
      ? await fulfiller.abandon(order)
      : { outcome: 'failed', errorMessage: VENUE_TIMED_OUT };
  } catch (e) {
    if (!(e instanceof TransientFulfilmentError)) throw e;
    if (pastDeadlineMs < SUPPLIER_WITHDRAW_GRACE_MS)
      return { retryInMs: jobBackoffMs(attempt, retryOptionsOf(deps)), error: e.message };
    result = {
      outcome: 'failed',
      errorMessage: `The supplier did not confirm the booking in time and could not be reached to withdraw it (${e.message}). Nothing was charged by Jaunt; the booking needs attention.`,
    };
  }
  return result.outcome === 'awaiting_supplier'
    ? { outcome: 'failed', errorMessage: VENUE_TIMED_OUT }
    : result;
};

/**
 * Job booking.await_supplier: ask a PENDING supplier again (attempt n = poll n), backing off to
 * every 30 min, until its decision or the deadline (session start or 48 h). At the deadline the
 * fulfiller's `abandon` takes one last look and withdraws a booking still undecided.
 */
export const awaitSupplier = async (
  deps: BookingsDeps,
  bookingId: string,
  attempt: number,
): Promise<JobOutcome> => {
  const b = await deps.bookings.get(bookingId);
  if (b?.status !== 'pending') return undefined;
  const fulfiller: Fulfiller = deps.fulfillers[b.paymentMode];
  const order = await orderOf(deps, b);
  const deadline = supplierWaitDeadline(b);
  const now = deps.clock().getTime();
  const r =
    now < deadline
      ? await askAgain(deps, fulfiller, order, attempt, deadline - now)
      : await abandon(deps, fulfiller, order, attempt, now - deadline);
  if (!('outcome' in r)) return r;
  return resolveBooking(deps, b, order, r);
};
