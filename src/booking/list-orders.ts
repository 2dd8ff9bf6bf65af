/**
 * GET /orders (spec 4.8): the acting user's bookings and their ticket files (this aggregate) with
 * the vendors' real mail and the files it carried (the mail service), newest first.
 */

import type { Actor } from '../access/index.js';
import type { OrdersResponse } from '../contract/bookings.js';
import { AppError } from '../platform/errors.js';
import type { BookingsDeps } from './deps.js';

/** Negotiated keys see what they booked for the user; a self-serve key is the user's own and sees everything. */
const scopeOf = (actor: Actor): string | null =>
  actor.credential.kind === 'negotiated' ? actor.credential.id : null;

/** The bookings side of GET /orders: the acting user's bookings and their ticket files, newest first. */
export const bookingOrders = async (
  deps: Pick<BookingsDeps, 'bookings'>,
  actor: Actor,
  language: string | null,
): Promise<Omit<OrdersResponse, 'emails'>> => {
  if (!actor.user) throw new AppError('external_user_unknown', 'No user is selected for this request');
  const o = await deps.bookings.orders(actor.user.id, scopeOf(actor), language?.toLowerCase() ?? null, 200);
  return {
    bookings: o.bookings.map((b) => ({
      id: b.id,
      status: b.status,
      activity_name: b.activity_name,
      picture_url: b.picture_url,
      authorization_amount_cents: b.authorization_amount_cents,
      created_at: b.created_at,
    })),
    deliverables: o.deliverables.map((d) => ({
      id: d.id,
      deliverable_type: d.deliverableType,
      filename: d.filename,
      content_type: d.contentType,
      file_size_bytes: d.fileSizeBytes,
      partner_booking_id: d.bookingId,
    })),
  };
};

/** The vendor mail side of orders: real received mail and the ticket files taken from it. */
export interface OrderMail {
  ofUser(
    userId: string,
    apiKeyId: string | null,
    limit: number,
  ): Promise<{ emails: OrdersResponse['emails']; deliverables: OrdersResponse['deliverables'] }>;
}

/**
 * services.orders: the spec's orders operation as its own member. Bookings and their generated ticket
 * files come from the bookings aggregate; emails (and the files they carried) are the vendors' real mail.
 */
export interface OrdersService {
  /** GET /orders: the acting user's bookings, ticket files and vendor mail, newest first. */
  list(actor: Actor, language: string | null): Promise<OrdersResponse>;
}

export const createOrdersService = (
  bookings: { orders(actor: Actor, language: string | null): Promise<Omit<OrdersResponse, 'emails'>> },
  mail: OrderMail,
): OrdersService => ({
  list: async (actor, language) => {
    if (!actor.user) throw new AppError('external_user_unknown', 'No user is selected for this request');
    const [base, m] = await Promise.all([
      bookings.orders(actor, language),
      mail.ofUser(actor.user.id, scopeOf(actor), 200),
    ]);
    return {
      bookings: base.bookings,
      deliverables: [...m.deliverables, ...base.deliverables],
      emails: m.emails,
    };
  },
});
