/**
 * Booking and orders contract (spec 2.9, 2.13, 2.15, 2.16, 4.8, 4.9) as zod schemas. Field names are
 * the spec's. Business rules (bookable, sessions, amounts) are checked by the service, not here.
 */
import { z } from 'zod';
import { BookingStatus, laxInt, PaymentMode } from './partner.js';

export const BookingTicketItem = z.object({
  ticket_type_name: z.string().min(1).max(200),
  num_tickets: laxInt(1, 10_000).default(1),
  session_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  session_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullish(),
});
export type BookingTicketItem = z.infer<typeof BookingTicketItem>;
/** Before defaults: `num_tickets` may be omitted (callers outside HTTP, e.g. Slack). */
export type BookingTicketItemInput = Omit<BookingTicketItem, 'num_tickets'> & {
  num_tickets?: number | undefined;
};

export const CreateBookingRequest = z.object({
  external_user_id: z.string().min(1).max(255),
  activity_id: z.guid(),
  tickets: z.array(BookingTicketItem).min(1).max(50),
  authorization_amount_cents: laxInt(0, 100_000_000),
  idempotency_key: z.string().min(1).max(255),
  webhook_url: z
    .string()
    .max(2048)
    .regex(/^https?:\/\//),
  payment_mode: PaymentMode,
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequest>;

export const CreateBookingAcceptedResponse = z.object({
  booking_id: z.string(),
  idempotency_key: z.string(),
  /** `accepted` for a new booking; a replay reports `processing` or the current status. */
  status: z.string(),
});
export type CreateBookingAcceptedResponse = z.infer<typeof CreateBookingAcceptedResponse>;

export const BookingPath = z.object({ booking_id: z.string().min(1).max(100) });

/** POST /bookings/{booking_id}/cancel (additive): why, passed on to the supplier. */
export const CancelBookingRequest = z.object({ reason: z.string().max(500).optional() });
export type CancelBookingRequest = z.infer<typeof CancelBookingRequest>;

/** TicketDetails: inner fields are ours (spec 2.13 leaves them open). */
export const IssuedTicketDetail = z.object({
  ticket_code: z.string(),
  ticket_type_name: z.string(),
  session_date: z.string().nullable(),
  session_time: z.string().nullable(),
  /** Signed, expiring link; null until the file exists (delayed fulfilment). */
  download_url: z.string().nullable(),
});
export const SupplierFileDetail = z.object({
  file_id: z.string(),
  /** `ticket_pdf` or `wallet_pass`. */
  deliverable_type: z.string(),
  filename: z.string(),
  content_type: z.string(),
  /** The ticket it belongs to; null for a booking-wide voucher. */
  ticket_code: z.string().nullable(),
  /** Signed, expiring link, like the tickets'. */
  download_url: z.string().nullable(),
});
export const TicketDetails = z.object({
  confirmation_code: z.string(),
  vendor: z.string(),
  venue_notes: z.string().nullable(),
  tickets: z.array(IssuedTicketDetail),
  /** When the download links stop working (ISO 8601); null when there are no links yet. */
  download_expires_at: z.string().nullable(),
  /** Additive: the supplier's own ticket files (OCTO PDF_URL / PKPASS_URL), fetched and kept by us. */
  supplier_files: z.array(SupplierFileDetail).optional(),
});
export type TicketDetails = z.infer<typeof TicketDetails>;

export const BookingWebhookPayload = z.object({
  booking_id: z.string(),
  idempotency_key: z.string(),
  status: BookingStatus,
  activity_id: z.string(),
  external_user_id: z.string(),
  tickets: z.array(
    z.object({
      ticket_type_name: z.string(),
      num_tickets: z.number().int(),
      session_date: z.string().nullable(),
      session_time: z.string().nullable(),
    }),
  ),
  authorization_amount_cents: z.number().int(),
  purchase_amount_cents: z.number().int().nullable().optional(),
  booking_fee_cents: z.number().int(),
  total_charged_cents: z.number().int().nullable().optional(),
  resolved_at: z.string(),
  ticket_details: TicketDetails.nullable().optional(),
  error_message: z.string().nullable().optional(),
});
export type BookingWebhookPayload = z.infer<typeof BookingWebhookPayload>;

/** Additive: how the booking's callbacks (one delivery per status reached) are getting on. */
export const WebhookDeliveriesSummary = z.object({
  /** Callbacks enqueued for this booking (one per status it reached). */
  deliveries: z.number().int(),
  /** Attempts made, over all its callbacks. */
  attempts: z.number().int(),
  /** HTTP status of the latest attempt; null when none was made or no answer came (timeout, refused). */
  last_status: z.number().int().nullable(),
  /** Why the latest attempt failed (`HTTP 500`, `timed out after 10000 ms`); null when it succeeded. */
  last_error: z.string().nullable(),
  /** When the latest attempt was made (ISO 8601, UTC); null before the first. */
  last_attempt_at: z.string().nullable(),
  /** When the next attempt is due (ISO 8601, UTC); null when none is scheduled. */
  next_retry_at: z.string().nullable(),
  /** Callbacks given up after the whole retry schedule (or a 410 Gone). */
  given_up: z.number().int(),
});
export type WebhookDeliveriesSummary = z.infer<typeof WebhookDeliveriesSummary>;

/** GET /bookings/{booking_id} (additive): the callback's payload plus the booking's own inbound mail address. */
export const BookingDetail = BookingWebhookPayload.extend({
  /** orders+<token>@<JAUNT_INBOUND_DOMAIN>: forward a vendor's mail here to attach it to the booking. */
  inbound_email: z.string(),
  /** Additive: its callbacks' progress; null for bookings whose results are told in Slack. */
  webhook_deliveries: WebhookDeliveriesSummary.nullable().optional(),
});
export type BookingDetail = z.infer<typeof BookingDetail>;

export const OrderBooking = z.object({
  id: z.string(),
  status: z.string(),
  activity_name: z.string().nullable(),
  picture_url: z.string().nullable(),
  authorization_amount_cents: z.number().int().nullable(),
  created_at: z.string(),
});
export const OrderDeliverable = z.object({
  id: z.string(),
  deliverable_type: z.string(),
  filename: z.string(),
  content_type: z.string(),
  file_size_bytes: z.number().int().nullable(),
  partner_booking_id: z.string(),
  /** Additive: signed, expiring download link (files taken from vendor mail). */
  download_url: z.string().optional(),
});
export const OrderEmail = z.object({
  id: z.string(),
  subject: z.string().nullable(),
  classification: z.string().nullable(),
  processing_status: z.string(),
  partner_booking_id: z.string(),
  received_at: z.string(),
});
export const OrdersResponse = z.object({
  bookings: z.array(OrderBooking),
  deliverables: z.array(OrderDeliverable),
  emails: z.array(OrderEmail),
});
export type OrdersResponse = z.infer<typeof OrdersResponse>;
