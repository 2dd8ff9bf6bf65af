/**
 * How a booking is shown to partners: the spec 2.13 payload of its current state (callbacks, GET
 * /bookings/{id}, Slack), with download links minted at the time of asking.
 */
import type { BookingWebhookPayload } from '../contract/bookings.js';
import type { Booking } from './booking.js';
import { sessionEndOf, type TicketLinks } from './ticket-links.js';

/** Ticket files exist (confirmed with files, or delivered later). */
export const filesReady = (b: Booking): boolean =>
  (b.status === 'confirmed' || b.status === 'deliverable_ready') && b.ticketDetails?.files_ready === true;

/** The spec 2.13 payload of a booking's current state, download links minted now. */
export const payloadOf = (ticketLinks: TicketLinks, b: Booking): BookingWebhookPayload => {
  const d = b.ticketDetails;
  const ready = filesReady(b);
  let expiresAt: string | null = null;
  // Links live until the night is over, however far away it is.
  const until = sessionEndOf(b.tickets);
  const details =
    d && (b.status === 'confirmed' || b.status === 'deliverable_ready')
      ? {
          confirmation_code: d.confirmation_code,
          vendor: d.vendor,
          venue_notes: d.venue_notes,
          tickets: d.tickets.map((t) => {
            const link = ready ? ticketLinks.mint(b.id, t.code, 'pdf', until) : null;
            if (link) expiresAt = link.expiresAt;
            return {
              ticket_code: t.code,
              ticket_type_name: t.ticket_type_name,
              session_date: t.session_date,
              session_time: t.session_time,
              download_url: link?.url ?? null,
            };
          }),
          download_expires_at: null as string | null,
          // Additive: the supplier's own files (OCTO PDF_URL, PKPASS_URL), once fetched and kept.
          ...(d.supplier_files?.length
            ? {
                supplier_files: d.supplier_files.map((f) => {
                  const link = ready ? ticketLinks.mint(b.id, f.id, f.ext, until) : null;
                  if (link) expiresAt = link.expiresAt;
                  return {
                    file_id: f.id,
                    deliverable_type: f.deliverable_type,
                    filename: f.filename,
                    content_type: f.content_type,
                    ticket_code: f.ticket_code,
                    download_url: link?.url ?? null,
                  };
                }),
              }
            : {}),
        }
      : null;
  if (details) details.download_expires_at = expiresAt;
  const charged = b.status === 'confirmed' || b.status === 'deliverable_ready';
  return {
    booking_id: b.id,
    idempotency_key: b.idempotencyKey,
    status: b.status,
    activity_id: b.activityId,
    external_user_id: b.externalUserId,
    tickets: b.tickets,
    authorization_amount_cents: b.authorizationAmountCents,
    purchase_amount_cents: charged ? b.purchaseAmountCents : null,
    booking_fee_cents: b.bookingFeeCents,
    total_charged_cents: charged ? b.totalChargedCents : null,
    resolved_at: b.resolvedAt ?? b.updatedAt,
    ticket_details: details,
    error_message: b.status === 'failed' ? b.errorMessage : null,
  };
};
