/**
 * Ticket files of a booking: the deliverable rows written when tickets are issued, and the PDF
 * behind a signed download link (rendered on demand, never stored).
 */
import { randomBytes } from 'node:crypto';
import type { Booking, Deliverable, IssuedTicket, StoredTicketDetails } from '../../domain/booking.js';
import { renderTicketPdf } from '../../domain/ticket-pdf.js';
import { AppError } from '../../errors.js';
import type { BookingsDeps } from './context.js';
import { filesReady } from './presentation.js';

export const ticketCode = (): string => `TK-${randomBytes(5).toString('hex').toUpperCase()}`;

const sessionLabel = (d: string | null, t: string | null): string =>
  d ? `${d}${t ? ` ${t}` : ''}` : 'Any day (open date)';

const ticketFileOf = (b: Booking, details: StoredTicketDetails, t: IssuedTicket) => ({
  code: t.code,
  activityName: b.activityName,
  ticketTypeName: t.ticket_type_name,
  session: sessionLabel(t.session_date, t.session_time),
  confirmationCode: details.confirmation_code,
  holder: b.externalUserId,
  supplierCode: t.supplier_code ?? null,
});

/** One deliverable row per issued ticket (its PDF's size measured by rendering it). */
export const ticketDeliverables = (
  b: Booking,
  details: StoredTicketDetails,
): Omit<Deliverable, 'createdAt'>[] =>
  details.tickets.map((t) => ({
    id: t.code,
    bookingId: b.id,
    deliverableType: 'ticket',
    filename: `${t.code}.pdf`,
    contentType: 'application/pdf',
    fileSizeBytes: renderTicketPdf(ticketFileOf(b, details, t)).length,
    ticketTypeName: t.ticket_type_name,
    sessionDate: t.session_date,
    sessionTime: t.session_time,
  }));

/** The PDF behind a signed ticket link. */
export const ticketFile = async (
  deps: Pick<BookingsDeps, 'bookings' | 'ticketLinks'>,
  bookingId: string,
  file: string,
  expires: string,
  sig: string,
) => {
  const code = file.replace(/\.pdf$/i, '');
  const verdict = deps.ticketLinks.verify(bookingId, code, expires, sig);
  if (verdict === 'bad_signature') throw new AppError('forbidden', 'Invalid ticket link signature');
  if (verdict === 'expired')
    throw new AppError('forbidden', 'This ticket link has expired; fetch the booking again for a fresh one');
  const b = await deps.bookings.get(bookingId);
  const t = b?.ticketDetails?.tickets.find((x) => x.code === code);
  if (!b?.ticketDetails || !t || !filesReady(b)) throw new AppError('not_found', 'Ticket not found');
  return {
    filename: `${code}.pdf`,
    contentType: 'application/pdf',
    bytes: renderTicketPdf(ticketFileOf(b, b.ticketDetails, t)),
  };
};
