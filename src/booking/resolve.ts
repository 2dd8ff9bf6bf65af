/**
 * Resolving a booking: the supplier's decision becomes ours. A failure fails the booking; a
 * confirmation issues our tickets (carrying the supplier's codes) and either delivers their files at
 * once or leaves them to a later job (a delayed venue, or the supplier's own files to fetch).
 */
import {
  JOB_KINDS,
  type JobOutcome,
  type NewJob,
  type SupplierFilesJobPayload,
} from '../platform/outbox/kinds.js';
import type { Booking, IssuedTicket, StoredTicketDetails } from './booking.js';
import type { BookingsDeps } from './deps.js';
import { applyEvent } from './events.js';
import type { FulfilmentOrder, FulfilmentResult } from './fulfillers.js';
import { ticketCode, ticketDeliverables } from './tickets.js';

/** A decided result: either failed or confirmed. */
export type Decision = Exclude<FulfilmentResult, { outcome: 'awaiting_supplier' }>;
type Confirmed = Extract<FulfilmentResult, { outcome: 'confirmed' }>;

/** One ticket per unit booked, each carrying the supplier's code for it when the supplier sent one. */
const issueTickets = (b: Booking, result: Confirmed): IssuedTicket[] => {
  const supplierCodes = result.supplierCodes ?? [];
  return b.lines
    .flatMap((l) =>
      Array.from({ length: l.quantity }, () => ({
        code: ticketCode(),
        ticket_type_name: l.ticketTypeName,
        session_date: l.sessionDate,
        session_time: l.sessionTime,
      })),
    )
    .map((t, i) => {
      const c = supplierCodes[i];
      return c ? { ...t, supplier_code: c.value, supplier_code_format: c.format } : t;
    });
};

/** The job that delivers the files later: the supplier's own files to fetch, or a delayed venue's. */
const laterJobs = (
  deps: Pick<BookingsDeps, 'wallClock' | 'deliverableDelayMs'>,
  b: Booking,
  files: SupplierFilesJobPayload['files'],
  delayed: boolean,
): NewJob[] => {
  if (files.length > 0)
    return [
      {
        kind: JOB_KINDS.supplierFiles,
        payload: { booking_id: b.id, files } satisfies SupplierFilesJobPayload,
        dedupeKey: `supplier_files_${b.id}`,
        partitionKey: b.apiKeyId,
      },
    ];
  if (!delayed) return [];
  return [
    {
      kind: JOB_KINDS.deliverTickets,
      payload: { booking_id: b.id },
      runAt: deps.wallClock().getTime() + deps.deliverableDelayMs,
      dedupeKey: `deliver_${b.id}`,
      partitionKey: b.apiKeyId,
    },
  ];
};

/** The supplier's decision becomes ours: failed, or confirmed with tickets (and files to fetch). */
export const resolveBooking = async (
  deps: BookingsDeps,
  b: Booking,
  order: FulfilmentOrder,
  decided: Decision,
): Promise<JobOutcome> => {
  let result = decided;
  if (result.outcome === 'confirmed' && result.purchaseAmountCents > order.maxPurchaseCents)
    result = {
      outcome: 'failed',
      errorMessage: `The venue charged ${result.purchaseAmountCents} USD cents, above the ${order.maxPurchaseCents} authorised for tickets; the booking failed.`,
    };
  if (result.outcome === 'failed') {
    await applyEvent(deps, b, 'vendor_failed', { errorMessage: result.errorMessage });
    return undefined;
  }
  // The supplier's own files are fetched by their own job; the tickets wait for them (deliverable_ready).
  const files = deps.fetchSupplierFile ? (result.supplierFiles ?? []) : [];
  const delayed = b.estimatedFulfillment === 'delayed' || files.length > 0;
  const details: StoredTicketDetails = {
    confirmation_code: result.confirmationCode,
    vendor: result.vendor,
    venue_notes: result.venueNotes,
    tickets: issueTickets(b, result),
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
    laterJobs(deps, b, files, delayed),
  );
  return undefined;
};
