/**
 * Resolving a booking (the jobs): place the order through the payment mode's Fulfiller, issue
 * tickets, deliver a delayed venue's files later, and take a vendor's cancellation. Every step is
 * idempotent: a booking no longer in the state a step expects is left alone.
 */
import type { IssuedTicket, StoredTicketDetails } from '../../domain/booking.js';
import { transition } from '../../domain/booking-state.js';
import { JOB_KINDS, type JobOutcome } from '../../domain/jobs.js';
import { jobBackoffMs } from '../../domain/retry-policy.js';
import { type Fulfiller, type FulfilmentOrder, TransientFulfilmentError } from '../fulfillers.js';
import { type BookingsDeps, MAX_FULFIL_ATTEMPTS } from './context.js';
import { applyEvent } from './events.js';
import { ticketCode, ticketDeliverables } from './tickets.js';

export const createFulfilment = (deps: BookingsDeps) => {
  const { bookings } = deps;
  const random = deps.random ?? Math.random;

  return {
    /** Job booking.fulfil: place the order; idempotent (a resolved booking is left alone). */
    fulfil: async (bookingId: string, attempt: number): Promise<JobOutcome> => {
      const b = await bookings.get(bookingId);
      if (b?.status !== 'pending') return undefined;
      const order: FulfilmentOrder = {
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
      };
      let result: Awaited<ReturnType<Fulfiller['fulfil']>>;
      try {
        result = await deps.fulfillers[b.paymentMode].fulfil(order);
      } catch (e) {
        if (!(e instanceof TransientFulfilmentError)) throw e;
        if (attempt < MAX_FULFIL_ATTEMPTS)
          return { retryInMs: jobBackoffMs(attempt, { scale: deps.retryScale, random }), error: e.message };
        result = {
          outcome: 'failed',
          errorMessage: `The venue could not be reached (${e.message}); nothing was charged.`,
        };
      }
      if (result.outcome === 'confirmed' && result.purchaseAmountCents > order.maxPurchaseCents)
        result = {
          outcome: 'failed',
          errorMessage: `The venue charged ${result.purchaseAmountCents} USD cents, above the ${order.maxPurchaseCents} authorised for tickets; the booking failed.`,
        };
      if (result.outcome === 'failed') {
        await applyEvent(deps, b, 'vendor_failed', { errorMessage: result.errorMessage });
        return undefined;
      }
      const delayed = b.estimatedFulfillment === 'delayed';
      const supplierCodes = result.supplierCodes ?? [];
      const issued: IssuedTicket[] = b.lines
        .flatMap((l) =>
          Array.from({ length: l.quantity }, () => ({
            code: ticketCode(),
            ticket_type_name: l.ticketTypeName,
            session_date: l.sessionDate,
            session_time: l.sessionTime,
          })),
        )
        .map((t, i) => (supplierCodes[i] ? { ...t, supplier_code: supplierCodes[i] } : t));
      const details: StoredTicketDetails = {
        confirmation_code: result.confirmationCode,
        vendor: result.vendor,
        venue_notes: result.venueNotes,
        tickets: issued,
        files_ready: !delayed,
      };
      await applyEvent(
        deps,
        b,
        'vendor_confirmed',
        {
          purchaseAmountCents: result.purchaseAmountCents,
          totalChargedCents: result.purchaseAmountCents + b.bookingFeeCents,
          ticketDetails: details,
          deliverables: delayed ? [] : ticketDeliverables(b, details),
        },
        delayed
          ? [
              {
                kind: JOB_KINDS.deliverTickets,
                payload: { booking_id: b.id },
                runAt: deps.wallClock().getTime() + deps.deliverableDelayMs,
                dedupeKey: `deliver_${b.id}`,
                partitionKey: b.apiKeyId,
              },
            ]
          : [],
      );
      return undefined;
    },

    /** Job booking.deliver_tickets: a delayed venue's files arrive → deliverable_ready and a second callback. */
    deliverTickets: async (bookingId: string): Promise<JobOutcome> => {
      const b = await bookings.get(bookingId);
      if (b?.status !== 'confirmed' || !b.ticketDetails) return undefined;
      const details: StoredTicketDetails = { ...b.ticketDetails, files_ready: true };
      await applyEvent(deps, b, 'tickets_delivered', {
        ticketDetails: details,
        deliverables: ticketDeliverables(b, details),
      });
      return undefined;
    },

    /** A vendor's cancellation mail: → cancelled with its callback; false when the status does not allow it. */
    cancelByVendor: async (bookingId: string): Promise<boolean> => {
      const b = await bookings.get(bookingId);
      if (!b || transition(b.status, 'cancelled') === null) return false;
      return applyEvent(deps, b, 'cancelled', {});
    },
  };
};
