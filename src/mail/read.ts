/**
 * What orders and operators read of vendor mail: a user's mail and ticket files for GET /orders
 * (file links minted now), the bytes behind a signed link, and the operators' recent-mail list.
 */
import type { TicketLinks } from '../booking/index.js';
import type { OrdersResponse } from '../contract/bookings.js';
import { AppError } from '../platform/errors.js';
import type { MailStore, StoredMail } from './store.js';
import { extensionOf, type ProcessingStatus } from './vendor-mail.js';

export interface MailReadDeps {
  mail: MailStore;
  ticketLinks: TicketLinks;
}

export interface UserMail {
  emails: OrdersResponse['emails'];
  deliverables: OrdersResponse['deliverables'];
}

export interface MailFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** Operators: recent mail, or only one processing status (e.g. unmatched). */
export const listMail = (
  deps: Pick<MailReadDeps, 'mail'>,
  o: { status?: ProcessingStatus; limit?: number } = {},
): Promise<StoredMail[]> => deps.mail.list({ limit: o.limit ?? 50, ...o });

/** Mail and files of a user's bookings for GET /orders; file links minted now. */
export const mailOfUser = async (
  deps: MailReadDeps,
  userId: string,
  apiKeyId: string | null,
  limit: number,
): Promise<UserMail> => {
  const o = await deps.mail.ofUser(userId, apiKeyId, limit);
  return {
    emails: o.emails.map((e) => ({
      id: e.id,
      subject: e.subject,
      classification: e.classification,
      processing_status: e.processingStatus,
      partner_booking_id: e.bookingId ?? '',
      received_at: e.receivedAt,
    })),
    deliverables: o.deliverables.map((d) => ({
      id: d.id,
      deliverable_type: d.deliverable_type,
      filename: d.filename,
      content_type: d.content_type,
      file_size_bytes: d.file_size_bytes,
      partner_booking_id: d.booking_id,
      download_url: deps.ticketLinks.mint(d.booking_id, d.id, extensionOf(d.content_type)).url,
    })),
  };
};

/** The bytes behind a signed link to a mail deliverable. */
export const mailFile = async (
  deps: MailReadDeps,
  bookingId: string,
  file: string,
  expires: string,
  sig: string,
): Promise<MailFile> => {
  const id = file.replace(/\.[a-z]+$/i, '');
  const verdict = deps.ticketLinks.verify(bookingId, id, expires, sig);
  if (verdict === 'bad_signature') throw new AppError('forbidden', 'Invalid ticket link signature');
  if (verdict === 'expired')
    throw new AppError('forbidden', 'This ticket link has expired; fetch the orders again for a fresh one');
  const f = await deps.mail.file(bookingId, id);
  if (!f) throw new AppError('not_found', 'Ticket not found');
  return { filename: f.filename, contentType: f.content_type, bytes: f.content };
};
