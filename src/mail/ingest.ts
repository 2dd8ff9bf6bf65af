/**
 * The mail of every order: each booking's own address, ingestion of raw MIME from any door (SMTP,
 * the HTTP hook, dry runs), classification, and what a class does to its booking. Idempotent per
 * (Message-ID, envelope recipient); mail that matches no booking is stored as unmatched, never dropped.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Fulfiller, FulfilmentOrder, FulfilmentResult, TicketLinks } from '../booking/index.js';
import { AppError } from '../platform/errors.js';
import type { Clock } from '../platform/time.js';
import type { MailStore, StoredMail } from './store.js';
import {
  classifyMail,
  inboundAddress,
  isOurDomain,
  type MailClass,
  type OutgoingVendorMail,
  type ParsedMail,
  type ProcessingStatus,
  safeFilename,
  ticketKindOf,
  tokenOfAddress,
} from './vendor-mail.js';

export const MAX_MAIL_BYTES = 10 * 1024 * 1024;
const MAX_TICKET_FILES = 20;

export interface MailBookingActions {
  /** Current status, or null for an unknown booking. */
  statusOf(bookingId: string): Promise<string | null>;
  /** A confirmed booking's files arrived: → deliverable_ready with its callback or Slack notice. */
  ticketsDelivered(bookingId: string): Promise<unknown>;
  /** The vendor cancelled: → cancelled with its callback; false when the status does not allow it. */
  cancelledByVendor(bookingId: string): Promise<boolean>;
}

export interface IngestResult {
  id: string;
  recipient: string;
  booking_id: string | null;
  classification: MailClass | null;
  processing_status: ProcessingStatus;
  duplicate: boolean;
}

export class MailTooLarge extends Error {}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.apple.pkpass': 'pkpass',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};
export const extensionOf = (contentType: string): string => EXTENSIONS[contentType] ?? 'bin';

const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

export const createInboundMail = (deps: {
  mail: MailStore;
  parse: (raw: Uint8Array) => Promise<ParsedMail>;
  compose: (m: OutgoingVendorMail) => Promise<Buffer>;
  bookings: MailBookingActions;
  ticketLinks: TicketLinks;
  domain: string;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
}) => {
  const { mail, domain, clock } = deps;

  const addressFor = async (bookingId: string): Promise<string> =>
    inboundAddress(
      (await mail.tokenOf(bookingId)) ??
        (await mail.ensureToken(bookingId, randomBytes(16).toString('hex'), clock().toISOString())),
      domain,
    );

  /** Files of a tickets mail become the booking's deliverables (magic bytes decide, not the declared type). */
  const storeTickets = async (m: StoredMail, bookingId: string, parsed: ParsedMail): Promise<number> => {
    let stored = 0;
    for (const a of parsed.attachments.slice(0, MAX_TICKET_FILES)) {
      const kind = ticketKindOf(a);
      if (!kind) continue;
      const ext = extensionOf(kind.contentType);
      const id = `md-${randomBytes(8).toString('hex')}`;
      if (
        await mail.addDeliverable({
          id,
          mailId: m.id,
          bookingId,
          deliverableType: kind.kind,
          filename: safeFilename(a.filename, `${id}.${ext}`),
          contentType: kind.contentType,
          fileSizeBytes: a.content.byteLength,
          createdAt: clock().toISOString(),
          sha256: sha256(a.content),
          content: a.content,
        })
      )
        stored++;
    }
    return stored;
  };

  /** What each class does to a matched booking (README "Mail of every order"). */
  const act = async (m: StoredMail, bookingId: string, parsed: ParsedMail): Promise<void> => {
    if (m.classification === 'tickets') {
      await storeTickets(m, bookingId, parsed);
      if ((await deps.bookings.statusOf(bookingId)) === 'confirmed')
        await deps.bookings.ticketsDelivered(bookingId);
    } else if (m.classification === 'cancellation') {
      await deps.bookings.cancelledByVendor(bookingId);
    }
  };

  const ingestOne = async (
    raw: Uint8Array,
    recipient: string,
    parsed: ParsedMail | null,
    parseError: string | null,
    sender: string | null,
  ): Promise<IngestResult> => {
    const token = tokenOfAddress(recipient, domain);
    const bookingId = token ? await mail.bookingOfToken(token) : null;
    const classified = parsed ? classifyMail(parsed) : null;
    const status: ProcessingStatus =
      parsed === null ? 'failed' : bookingId === null ? 'unmatched' : 'received';
    const { mail: stored, inserted } = await mail.insert(
      {
        id: `em_${randomBytes(9).toString('base64url')}`,
        messageId: parsed?.messageId ?? `sha256:${sha256(raw)}`,
        recipient,
        bookingId,
        sender: parsed?.from ?? sender,
        subject: parsed?.subject?.slice(0, 500) ?? null,
        classification: classified?.cls ?? null,
        rule: classified?.rule ?? null,
        processingStatus: status,
        error: parseError,
        sizeBytes: raw.byteLength,
        receivedAt: clock().toISOString(),
      },
      raw,
    );
    const result = (s: StoredMail, duplicate: boolean): IngestResult => ({
      id: s.id,
      recipient: s.recipient,
      booking_id: s.bookingId,
      classification: s.classification,
      processing_status: s.processingStatus,
      duplicate,
    });
    if (!inserted) return result(stored, true);
    if (stored.processingStatus !== 'received' || !parsed || !bookingId) return result(stored, false);
    try {
      await act(stored, bookingId, parsed);
      await mail.setStatus(stored.id, 'processed');
      return result({ ...stored, processingStatus: 'processed' }, false);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      deps.log.warn({ mail: stored.id, booking: bookingId, error }, 'vendor mail could not be processed');
      await mail.setStatus(stored.id, 'failed', error.slice(0, 500));
      return result({ ...stored, processingStatus: 'failed' }, false);
    }
  };

  /** One raw message for its envelope recipients of our domain (others are ignored: not our mail). */
  const ingest = async (
    raw: Uint8Array,
    envelope: { recipients: string[]; sender?: string | null },
  ): Promise<IngestResult[]> => {
    if (raw.byteLength > MAX_MAIL_BYTES)
      throw new MailTooLarge(`message larger than ${MAX_MAIL_BYTES} bytes`);
    const recipients = [...new Set(envelope.recipients.map((r) => r.trim().toLowerCase()))].filter((r) =>
      isOurDomain(r, domain),
    );
    if (recipients.length === 0) return [];
    let parsed: ParsedMail | null = null;
    let parseError: string | null = null;
    try {
      parsed = await deps.parse(raw);
    } catch (e) {
      parseError = `unreadable MIME: ${e instanceof Error ? e.message : String(e)}`.slice(0, 500);
    }
    const out: IngestResult[] = [];
    for (const r of recipients)
      out.push(await ingestOne(raw, r, parsed, parseError, envelope.sender ?? null));
    return out;
  };

  return {
    domain,
    addressFor,
    acceptsRecipient: (address: string): boolean => isOurDomain(address, domain),
    ingest,

    /** Recipients named in the headers, for raw MIME posted without an envelope (provider hooks). */
    headerRecipients: async (raw: Uint8Array): Promise<string[]> => {
      try {
        const p = await deps.parse(raw);
        const h = p.headers;
        return [h['delivered-to'], h['x-original-to'], h.to, h.cc]
          .flatMap((v) => (v ? v.split(',') : []))
          .map((v) => (/<([^>]+)>/.exec(v)?.[1] ?? v).trim())
          .filter((v) => isOurDomain(v, domain));
      } catch {
        return [];
      }
    },

    /** Dry runs: the vendor's confirmation mail, composed for real and received through `ingest`. */
    sendDryRunConfirmation: async (
      o: FulfilmentOrder,
      r: Extract<FulfilmentResult, { outcome: 'confirmed' }>,
    ) => {
      const to = await addressFor(o.bookingId);
      const raw = await deps.compose({
        from: `"${o.activityName.replace(/["\\\r\n]/g, '')} (dry run)" <no-reply@dry-run.jaunt.invalid>`,
        to,
        subject: `Booking confirmed: ${o.activityName} (${r.confirmationCode})`,
        text: [
          `Thank you for your order. Your booking is confirmed.`,
          '',
          `Confirmation code: ${r.confirmationCode}`,
          ...o.lines.map(
            (l) =>
              `${l.quantity} × ${l.ticketTypeName}${l.sessionDate ? ` on ${l.sessionDate}${l.sessionTime ? ` at ${l.sessionTime}` : ''}` : ''}`,
          ),
          '',
          r.venueNotes ?? '',
        ].join('\n'),
        messageId: `<confirmation.${o.bookingId}@dry-run.jaunt.invalid>`,
        date: clock(),
      });
      return ingest(raw, { recipients: [to], sender: 'no-reply@dry-run.jaunt.invalid' });
    },

    /** Operators: recent mail, or only one processing status (e.g. unmatched). */
    list: (o: { status?: ProcessingStatus; limit?: number } = {}) =>
      mail.list({ limit: o.limit ?? 50, ...o }),

    /** Mail and files of a user's bookings for GET /orders; file links minted now. */
    ofUser: async (userId: string, apiKeyId: string | null, limit: number) => {
      const o = await mail.ofUser(userId, apiKeyId, limit);
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
          deliverable_type: d.deliverableType,
          filename: d.filename,
          content_type: d.contentType,
          file_size_bytes: d.fileSizeBytes,
          partner_booking_id: d.bookingId,
          download_url: deps.ticketLinks.mint(d.bookingId, d.id, extensionOf(d.contentType)).url,
        })),
      };
    },

    /** The bytes behind a signed link to a mail deliverable. */
    file: async (bookingId: string, file: string, expires: string, sig: string) => {
      const id = file.replace(/\.[a-z]+$/i, '');
      const verdict = deps.ticketLinks.verify(bookingId, id, expires, sig);
      if (verdict === 'bad_signature') throw new AppError('forbidden', 'Invalid ticket link signature');
      if (verdict === 'expired')
        throw new AppError(
          'forbidden',
          'This ticket link has expired; fetch the orders again for a fresh one',
        );
      const f = await mail.file(bookingId, id);
      if (!f) throw new AppError('not_found', 'Ticket not found');
      return { filename: f.filename, contentType: f.contentType, bytes: f.content };
    },
  };
};
export type InboundMail = ReturnType<typeof createInboundMail>;

/** A fulfiller whose confirmed orders also get the vendor's mail; a mail failure never fails the order. */
export const withConfirmationMail = (
  inner: Fulfiller,
  send: (o: FulfilmentOrder, r: Extract<FulfilmentResult, { outcome: 'confirmed' }>) => Promise<unknown>,
  log: Pick<Logger, 'warn'>,
): Fulfiller => ({
  fulfil: async (o) => {
    const r = await inner.fulfil(o);
    if (r.outcome === 'confirmed')
      await send(o, r).catch((e: unknown) =>
        log.warn(
          { booking: o.bookingId, err: e instanceof Error ? e.message : String(e) },
          'dry-run mail not delivered',
        ),
      );
    return r;
  },
});
