/**
 * Resolving a booking (the jobs), one use case per file: place the order and wait for a PENDING
 * supplier (fulfil.ts), turn the decision into tickets (resolve.ts), fetch and keep a supplier's own
 * ticket files (keep-supplier-files.ts); here, a delayed venue's files arriving and a vendor's
 * cancellation. Every step is idempotent: a booking no longer in the state a step expects is left
 * alone. `createFulfilment` only assembles them.
 */
import type { JobOutcome, SupplierFilesJobPayload } from '../platform/outbox/kinds.js';
import type { StoredTicketDetails } from './booking.js';
import type { BookingsDeps } from './deps.js';
import { applyEvent } from './events.js';
import { awaitSupplier, fulfil } from './fulfil.js';
import { keepSupplierFiles } from './keep-supplier-files.js';
import { transition } from './state.js';
import { ticketDeliverables } from './tickets.js';

export { supplierWaitDeadline } from './fulfil.js';

export interface Fulfilment {
  /** Job booking.fulfil: place the order; idempotent (a resolved booking is left alone). */
  fulfil(bookingId: string, attempt: number): Promise<JobOutcome>;
  /** Job booking.await_supplier: ask a PENDING supplier again, until its decision or the deadline. */
  awaitSupplier(bookingId: string, attempt: number): Promise<JobOutcome>;
  /** Job booking.supplier_files: fetch and keep the supplier's ticket files, then deliver the tickets. */
  supplierFiles(
    bookingId: string,
    files: SupplierFilesJobPayload['files'],
    attempt: number,
  ): Promise<JobOutcome>;
  /** Job booking.deliver_tickets: a delayed venue's files arrive → deliverable_ready and a second callback. */
  deliverTickets(bookingId: string): Promise<JobOutcome>;
  /** A vendor's cancellation mail: → cancelled with its callback; false when the status does not allow it. */
  cancelByVendor(bookingId: string): Promise<boolean>;
}

const deliverTickets = async (deps: BookingsDeps, bookingId: string): Promise<JobOutcome> => {
  const b = await deps.bookings.get(bookingId);
  if (b?.status !== 'confirmed' || !b.ticketDetails) return undefined;
  const details: StoredTicketDetails = { ...b.ticketDetails, files_ready: true };
  await applyEvent(deps, b, 'tickets_delivered', {
    ticketDetails: details,
    deliverables: ticketDeliverables(b, details),
  });
  return undefined;
};

const cancelByVendor = async (deps: BookingsDeps, bookingId: string): Promise<boolean> => {
  const b = await deps.bookings.get(bookingId);
  if (!b || transition(b.status, 'cancelled') === null) return false;
  return applyEvent(deps, b, 'cancelled', {});
};

export const createFulfilment = (deps: BookingsDeps): Fulfilment => ({
  fulfil: (bookingId, attempt) => fulfil(deps, bookingId, attempt),
  awaitSupplier: (bookingId, attempt) => awaitSupplier(deps, bookingId, attempt),
  supplierFiles: (bookingId, files, attempt) => keepSupplierFiles(deps, bookingId, files, attempt),
  deliverTickets: (bookingId) => deliverTickets(deps, bookingId),
  cancelByVendor: (bookingId) => cancelByVendor(deps, bookingId),
});
