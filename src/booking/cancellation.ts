/**
 * POST /bookings/{booking_id}/cancel: the partner that booked cancels. Idempotent (a cancelled
 * booking answers its payload again); final states and bookings past the supplier's cutoff answer
 * 409 not_cancellable. Supplier bookings are cancelled at the supplier first (OCTO cancel), dry runs
 * just change state. The `cancelled` callback (or Slack notice) is the outbox job of the state
 * change, like every other result.
 */

import type { Actor } from '../access/index.js';
import type { BookingWebhookPayload } from '../contract/bookings.js';
import { AppError } from '../platform/errors.js';
import { type BookingsDeps, SupplierUnavailable } from './deps.js';
import { applyEvent } from './events.js';
import { payloadOf } from './presentation.js';
import { transition } from './state.js';

export interface Cancellation {
  /** POST /bookings/{booking_id}/cancel by the partner that booked (see the file's comment). */
  cancel(actor: Actor, bookingId: string, reason: string | null): Promise<BookingWebhookPayload>;
}

export const createCancellation = (deps: BookingsDeps): Cancellation => ({
  cancel: async (actor, bookingId, reason) => {
    const b = await deps.bookings.get(bookingId);
    if (
      !b ||
      b.apiKeyId !== actor.credential.id ||
      (actor.externalUserId !== null && actor.externalUserId !== b.externalUserId)
    )
      throw new AppError('not_found', `Booking ${bookingId} not found`);
    if (b.status === 'cancelled') return payloadOf(deps.ticketLinks, b);
    if (transition(b.status, 'cancelled') === null)
      throw new AppError(
        'not_cancellable',
        `Booking ${bookingId} is ${b.status} and can no longer be cancelled`,
      );
    if (b.paymentMode === 'live_purchase') {
      if (b.status === 'pending' && (await deps.isSupplierBooking?.(b)))
        throw new AppError(
          'not_cancellable',
          'The booking is being placed with the supplier right now; cancel it once it is confirmed',
        );
      if (b.status !== 'pending' && deps.supplierCancel) {
        let verdict: Awaited<ReturnType<NonNullable<BookingsDeps['supplierCancel']>>>;
        try {
          verdict = await deps.supplierCancel(b, reason);
        } catch (e) {
          if (e instanceof SupplierUnavailable)
            throw new AppError('supplier_unavailable', e.message, {}, { 'retry-after': '30' });
          throw e;
        }
        if (verdict === 'refused')
          throw new AppError(
            'not_cancellable',
            'The supplier no longer accepts cancellation of this booking (its cancellation cutoff has passed)',
          );
      }
    }
    const changed = await applyEvent(deps, b, 'cancelled', {});
    const now = await deps.bookings.get(bookingId);
    if (!changed && now?.status !== 'cancelled')
      throw new AppError('not_cancellable', `Booking ${bookingId} changed meanwhile; fetch it again`);
    if (!now) throw new AppError('not_found', `Booking ${bookingId} not found`);
    return payloadOf(deps.ticketLinks, now);
  },
});
