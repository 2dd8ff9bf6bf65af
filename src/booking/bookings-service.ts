/**
 * `services.bookings`, the one bookings member the front doors use: accepting (acceptance.ts),
 * resolving (fulfilment.ts), cancelling (cancellation.ts), and here the reads of a booking and its
 * callbacks. `createBookingsService` only assembles them over the bookings' deps.
 */
import type { Actor } from '../access/index.js';
import type { BookingWebhookPayload, OrdersResponse } from '../contract/bookings.js';
import { AppError } from '../platform/errors.js';
import { type Acceptance, createAcceptance } from './acceptance.js';
import type { Booking, BookingOrigin, PaymentModeName } from './booking.js';
import { type Cancellation, createCancellation } from './cancellation.js';
import type { BookingsDeps } from './deps.js';
import { createFulfilment, type Fulfilment } from './fulfilment.js';
import { bookingOrders } from './list-orders.js';
import { payloadOf } from './presentation.js';
import type { WebhookAttempt } from './store.js';
import { type TicketFileBytes, ticketFile } from './tickets.js';
import { createWebhookDeliveries, type WebhookDeliveries } from './webhook-deliveries.js';

/** A booking as the adapters that report on it see it (the Slack notify handler). */
export interface BookingDescription {
  payload: BookingWebhookPayload;
  activityName: string;
  pictureUrl: string | null;
  paymentMode: PaymentModeName;
  origin: BookingOrigin | null;
  /** The venue's IANA zone, recorded with the booking, so its session times can say their zone. */
  timezone: string | null;
}

export interface BookingsService extends Acceptance, Fulfilment, Cancellation, WebhookDeliveries {
  /** Additive GET /bookings/{id}: the callback payload of the current state, for partners who missed one. */
  get(actor: Actor, bookingId: string): Promise<BookingWebhookPayload>;
  /** Booking plus origin for adapters that report on it (the Slack notify handler). */
  describe(bookingId: string): Promise<BookingDescription | null>;
  /** Current status of a booking (mail ingestion decides what a class may do). */
  statusOf(bookingId: string): Promise<string | null>;
  /** Secret to sign a booking's callbacks with: the booking's key's current whsec_ secret. */
  webhookSecretFor(bookingId: string): Promise<string | null>;
  recordWebhookAttempt(a: WebhookAttempt): Promise<void>;
  webhookAttempts(bookingId: string): Promise<WebhookAttempt[]>;
  /** The PDF behind a signed ticket link. */
  ticketFile(bookingId: string, file: string, expires: string, sig: string): Promise<TicketFileBytes>;
  /** The bookings side of GET /orders (spec 4.8). */
  orders(actor: Actor, language: string | null): Promise<Omit<OrdersResponse, 'emails'>>;
  /** Bookings by status (the operators' gauge). */
  countByStatus(): Promise<Record<string, number>>;
}

/** The booking when the actor may see it (the key that booked it, and its user when one acts). */
const visibleBooking = async (deps: BookingsDeps, actor: Actor, bookingId: string): Promise<Booking> => {
  const b = await deps.bookings.get(bookingId);
  if (
    !b ||
    b.apiKeyId !== actor.credential.id ||
    (actor.externalUserId !== null && actor.externalUserId !== b.externalUserId)
  )
    throw new AppError('not_found', `Booking ${bookingId} not found`);
  return b;
};

const describe = async (deps: BookingsDeps, bookingId: string): Promise<BookingDescription | null> => {
  const b = await deps.bookings.get(bookingId);
  if (!b) return null;
  return {
    payload: payloadOf(deps.ticketLinks, b),
    activityName: b.activityName,
    pictureUrl: b.pictureUrl,
    paymentMode: b.paymentMode,
    origin: b.origin,
    timezone: b.timezone,
  };
};

export const createBookingsService = (deps: BookingsDeps): BookingsService => {
  const { bookings, ticketLinks } = deps;
  return {
    ...createAcceptance(deps),
    ...createFulfilment(deps),
    ...createCancellation(deps),
    ...createWebhookDeliveries(deps, (actor, bookingId) => visibleBooking(deps, actor, bookingId)),
    get: async (actor, bookingId) => payloadOf(ticketLinks, await visibleBooking(deps, actor, bookingId)),
    describe: (bookingId) => describe(deps, bookingId),
    statusOf: async (bookingId) => (await bookings.get(bookingId))?.status ?? null,
    webhookSecretFor: (bookingId) => bookings.webhookSecretOfBooking(bookingId),
    recordWebhookAttempt: (a) => bookings.recordAttempt(a),
    webhookAttempts: (bookingId) => bookings.attempts(bookingId),
    ticketFile: (bookingId, file, expires, sig) => ticketFile(deps, bookingId, file, expires, sig),
    orders: (actor, language) => bookingOrders(deps, actor, language),
    countByStatus: () => bookings.countByStatus(),
  };
};
