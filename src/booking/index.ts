/**
 * Booking use cases, one file per job: accept (acceptance.ts), resolve through a Fulfiller and
 * deliver tickets (fulfilment.ts), state changes with their outbox jobs (events.ts), ticket files
 * (tickets.ts), presentation (presentation.ts) and orders (orders.ts). This file wires them into
 * the one `services.bookings` member the front doors use.
 */

import type { Actor } from '../access/index.js';
import type { BookingWebhookPayload } from '../contract/bookings.js';
import { AppError } from '../platform/errors.js';
import { createAcceptance } from './acceptance.js';
import { createCancellation } from './cancellation.js';
import type { BookingsDeps } from './deps.js';
import { createFulfilment } from './fulfilment.js';
import { bookingOrders } from './list-orders.js';
import { payloadOf } from './presentation.js';
import type { WebhookAttempt } from './store.js';
import { ticketFile } from './tickets.js';

export { type BookingsDeps, MAX_FULFIL_ATTEMPTS, SupplierUnavailable } from './deps.js';
export { webhookIdFor } from './events.js';
export { createOrdersService, type OrderMail, type OrdersService } from './list-orders.js';

export const createBookingsService = (deps: BookingsDeps) => {
  const { bookings, ticketLinks } = deps;
  const acceptance = createAcceptance(deps);
  const fulfilment = createFulfilment(deps);

  return {
    ...acceptance,
    ...fulfilment,
    ...createCancellation(deps),

    /** Additive GET /bookings/{id}: the callback payload of the current state, for partners who missed one. */
    get: async (actor: Actor, bookingId: string): Promise<BookingWebhookPayload> => {
      const b = await bookings.get(bookingId);
      if (
        !b ||
        b.apiKeyId !== actor.credential.id ||
        (actor.externalUserId !== null && actor.externalUserId !== b.externalUserId)
      )
        throw new AppError('not_found', `Booking ${bookingId} not found`);
      return payloadOf(ticketLinks, b);
    },

    /** Booking plus origin for adapters that report on it (the Slack notify handler). */
    describe: async (bookingId: string) => {
      const b = await bookings.get(bookingId);
      if (!b) return null;
      return {
        payload: payloadOf(ticketLinks, b),
        activityName: b.activityName,
        pictureUrl: b.pictureUrl,
        paymentMode: b.paymentMode,
        origin: b.origin,
      };
    },

    /** Current status of a booking (mail ingestion decides what a class may do). */
    statusOf: async (bookingId: string): Promise<string | null> =>
      (await bookings.get(bookingId))?.status ?? null,

    /** Secret to sign a booking's callbacks with: the booking's key's current whsec_ secret. */
    webhookSecretFor: (bookingId: string): Promise<string | null> =>
      bookings.webhookSecretOfBooking(bookingId),

    recordWebhookAttempt: (a: WebhookAttempt): Promise<void> => bookings.recordAttempt(a),
    webhookAttempts: (bookingId: string) => bookings.attempts(bookingId),

    /** The PDF behind a signed ticket link. */
    ticketFile: (bookingId: string, file: string, expires: string, sig: string) =>
      ticketFile(deps, bookingId, file, expires, sig),

    /** The bookings side of GET /orders (spec 4.8). */
    orders: (actor: Actor, language: string | null) => bookingOrders(deps, actor, language),
  };
};
export type BookingsService = ReturnType<typeof createBookingsService>;

export type { Booking } from './booking.js';
// What other features, the front doors and main may use besides the use cases above.
export { toUsdCents } from './booking-pricing.js';
export type { Fulfiller, FulfilmentOrder, FulfilmentResult } from './fulfillers.js';
export { dryRunFailure, dryRunSuccess, noSupplierFulfiller, TransientFulfilmentError } from './fulfillers.js';
export { bookingHandlers } from './handlers.js';
export { createBookingStore } from './store.js';
export { createSupplierFileFetch } from './supplier-file-fetch.js';
export type { SupplierFileFormat, SupplierFileRef } from './supplier-files.js';
export type { TicketLinks } from './ticket-links.js';
export { createTicketLinks } from './ticket-links.js';
export { renderTicketPdf } from './ticket-pdf.js';
