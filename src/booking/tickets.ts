/**
 * Ticket files of a booking: the deliverable rows written when tickets are issued, and the file
 * behind a signed download link: our PDFs are rendered on demand (never stored, the supplier's QR
 * code drawn on them); a supplier's own files (sf-…) are served as they were fetched and kept.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../platform/errors.js';
import type { Booking, Deliverable, IssuedTicket, StoredTicketDetails } from './booking.js';
import type { BookingsDeps } from './deps.js';
import { filesReady } from './presentation.js';
import { renderTicketPdf } from './ticket-pdf.js';

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
  qrCode: t.supplier_code_format === 'qr' ? (t.supplier_code ?? null) : null,
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

/** A ticket file to send: its name, type and bytes. */
export interface TicketFileBytes {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** The file behind a signed ticket link: one of our PDFs, or a supplier's file kept with the booking. */
export const ticketFile = async (
  deps: Pick<BookingsDeps, 'bookings' | 'ticketLinks'>,
  bookingId: string,
  file: string,
  expires: string,
  sig: string,
): Promise<TicketFileBytes> => {
  const code = file.replace(/\.[a-z]+$/i, '');
  const verdict = deps.ticketLinks.verify(bookingId, code, expires, sig);
  if (verdict === 'bad_signature') throw new AppError('forbidden', 'Invalid ticket link signature');
  if (verdict === 'expired')
    throw new AppError('forbidden', 'This ticket link has expired; fetch the booking again for a fresh one');
  const b = await deps.bookings.get(bookingId);
  if (!b?.ticketDetails || !filesReady(b)) throw new AppError('not_found', 'Ticket not found');
  if (code.startsWith('sf-')) {
    const f = await deps.bookings.storedFile(bookingId, code);
    if (!f) throw new AppError('not_found', 'Ticket not found');
    return { filename: f.filename, contentType: f.contentType, bytes: f.content };
  }
  const t = b.ticketDetails.tickets.find((x) => x.code === code);
  if (!t) throw new AppError('not_found', 'Ticket not found');
  return {
    filename: `${code}.pdf`,
    contentType: 'application/pdf',
    bytes: renderTicketPdf(ticketFileOf(b, b.ticketDetails, t)),
  };
};
