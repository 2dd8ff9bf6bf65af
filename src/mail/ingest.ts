/**
 * The mail of every order: each booking's own address, ingestion of raw MIME from any door (SMTP,
 * the HTTP hook, dry runs), classification, and what a class does to its booking. Idempotent per
 * (Message-ID, envelope recipient); mail that matches no booking is stored as unmatched, never dropped.
 * Each use case is a function over `InboundMailDeps`; `createInboundMail` only assembles them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Fulfiller, FulfilmentOrder, FulfilmentResult, TicketLinks } from '../booking/index.js';
import type { Clock } from '../platform/time.js';
import { listMail, type MailFile, mailFile, mailOfUser, type UserMail } from './read.js';
import type { MailStore, StoredMail } from './store.js';
import {
  classifyMail,
  extensionOf,
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

export { extensionOf } from './vendor-mail.js';

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

export interface InboundMailDeps {
  mail: MailStore;
  parse: (raw: Uint8Array) => Promise<ParsedMail>;
  compose: (m: OutgoingVendorMail) => Promise<Buffer>;
  bookings: MailBookingActions;
  ticketLinks: TicketLinks;
  domain: string;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
}

type Confirmed = Extract<FulfilmentResult, { outcome: 'confirmed' }>;

export interface InboundMail {
  domain: string;
  /** The booking's own inbound address, made on first use. */
  addressFor(bookingId: string): Promise<string>;
  acceptsRecipient(address: string): boolean;
  /** One raw message for its envelope recipients of our domain (others are ignored: not our mail). */
  ingest(
    raw: Uint8Array,
    envelope: { recipients: string[]; sender?: string | null },
  ): Promise<IngestResult[]>;
  /** Recipients named in the headers, for raw MIME posted without an envelope (provider hooks). */
  headerRecipients(raw: Uint8Array): Promise<string[]>;
  /** Dry runs: the vendor's confirmation mail, composed for real and received through `ingest`. */
  sendDryRunConfirmation(o: FulfilmentOrder, r: Confirmed): Promise<IngestResult[]>;
  /** Operators: recent mail, or only one processing status (e.g. unmatched). */
  list(o?: { status?: ProcessingStatus; limit?: number }): Promise<StoredMail[]>;
  /** Mail and files of a user's bookings for GET /orders; file links minted now. */
  ofUser(userId: string, apiKeyId: string | null, limit: number): Promise<UserMail>;
  /** The bytes behind a signed link to a mail deliverable. */
  file(bookingId: string, file: string, expires: string, sig: string): Promise<MailFile>;
}

const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

export const addressFor = async (deps: InboundMailDeps, bookingId: string): Promise<string> =>
  inboundAddress(
    (await deps.mail.tokenOf(bookingId)) ??
      (await deps.mail.ensureToken(bookingId, randomBytes(16).toString('hex'), deps.clock().toISOString())),
    deps.domain,
  );

/** Files of a tickets mail become the booking's deliverables (magic bytes decide, not the declared type). */
const storeTickets = async (
  deps: InboundMailDeps,
  m: StoredMail,
  bookingId: string,
  parsed: ParsedMail,
): Promise<number> => {
  let stored = 0;
  for (const a of parsed.attachments.slice(0, MAX_TICKET_FILES)) {
    const kind = ticketKindOf(a);
    if (!kind) continue;
    const ext = extensionOf(kind.contentType);
    const id = `md-${randomBytes(8).toString('hex')}`;
    if (
      await deps.mail.addDeliverable({
        id,
        mail_id: m.id,
        booking_id: bookingId,
        deliverable_type: kind.kind,
        filename: safeFilename(a.filename, `${id}.${ext}`),
        content_type: kind.contentType,
        file_size_bytes: a.content.byteLength,
        created_at: deps.clock().toISOString(),
        sha256: sha256(a.content),
        content: a.content,
      })
    )
      stored++;
  }
  return stored;
};

/** What each class does to a matched booking (docs/mail.md). */
const act = async (
  deps: InboundMailDeps,
  m: StoredMail,
  bookingId: string,
  parsed: ParsedMail,
): Promise<void> => {
  if (m.classification === 'tickets') {
    await storeTickets(deps, m, bookingId, parsed);
    if ((await deps.bookings.statusOf(bookingId)) === 'confirmed')
      await deps.bookings.ticketsDelivered(bookingId);
  } else if (m.classification === 'cancellation') {
    await deps.bookings.cancelledByVendor(bookingId);
  }
};

const resultOf = (s: StoredMail, duplicate: boolean): IngestResult => ({
  id: s.id,
  recipient: s.recipient,
  booking_id: s.bookingId,
  classification: s.classification,
  processing_status: s.processingStatus,
  duplicate,
});

/** The message as received for one recipient: parsed (or not) by the caller, processed once. */
interface Received {
  raw: Uint8Array;
  parsed: ParsedMail | null;
  parseError: string | null;
  sender: string | null;
}

const ingestOne = async (deps: InboundMailDeps, m: Received, recipient: string): Promise<IngestResult> => {
  const { mail } = deps;
  const { raw, parsed } = m;
  const token = tokenOfAddress(recipient, deps.domain);
  const bookingId = token ? await mail.bookingOfToken(token) : null;
  const classified = parsed ? classifyMail(parsed) : null;
  const status: ProcessingStatus = parsed === null ? 'failed' : bookingId === null ? 'unmatched' : 'received';
  const { mail: stored, inserted } = await mail.insert(
    {
      id: `em_${randomBytes(9).toString('base64url')}`,
      messageId: parsed?.messageId ?? `sha256:${sha256(raw)}`,
      recipient,
      bookingId,
      sender: parsed?.from ?? m.sender,
      subject: parsed?.subject?.slice(0, 500) ?? null,
      classification: classified?.cls ?? null,
      rule: classified?.rule ?? null,
      processingStatus: status,
      error: m.parseError,
      sizeBytes: raw.byteLength,
      receivedAt: deps.clock().toISOString(),
    },
    raw,
  );
  if (!inserted) return resultOf(stored, true);
  if (stored.processingStatus !== 'received' || !parsed || !bookingId) return resultOf(stored, false);
  try {
    await act(deps, stored, bookingId, parsed);
    await mail.setStatus(stored.id, 'processed');
    return resultOf({ ...stored, processingStatus: 'processed' }, false);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    deps.log.warn({ mail: stored.id, booking: bookingId, error }, 'vendor mail could not be processed');
    await mail.setStatus(stored.id, 'failed', error.slice(0, 500));
    return resultOf({ ...stored, processingStatus: 'failed' }, false);
  }
};

/** One raw message for its envelope recipients of our domain (others are ignored: not our mail). */
export const ingestMail = async (
  deps: InboundMailDeps,
  raw: Uint8Array,
  envelope: { recipients: string[]; sender?: string | null },
): Promise<IngestResult[]> => {
  if (raw.byteLength > MAX_MAIL_BYTES) throw new MailTooLarge(`message larger than ${MAX_MAIL_BYTES} bytes`);
  const recipients = [...new Set(envelope.recipients.map((r) => r.trim().toLowerCase()))].filter((r) =>
    isOurDomain(r, deps.domain),
  );
  if (recipients.length === 0) return [];
  const m: Received = { raw, parsed: null, parseError: null, sender: envelope.sender ?? null };
  try {
    m.parsed = await deps.parse(raw);
  } catch (e) {
    m.parseError = `unreadable MIME: ${e instanceof Error ? e.message : String(e)}`.slice(0, 500);
  }
  const out: IngestResult[] = [];
  for (const r of recipients) out.push(await ingestOne(deps, m, r));
  return out;
};

/** Recipients named in the headers, for raw MIME posted without an envelope (provider hooks). */
export const headerRecipients = async (deps: InboundMailDeps, raw: Uint8Array): Promise<string[]> => {
  try {
    const h = (await deps.parse(raw)).headers;
    return [h['delivered-to'], h['x-original-to'], h.to, h.cc]
      .flatMap((v) => (v ? v.split(',') : []))
      .map((v) => (/<([^>]+)>/.exec(v)?.[1] ?? v).trim())
      .filter((v) => isOurDomain(v, deps.domain));
  } catch {
    return [];
  }
};

/** Dry runs: the vendor's confirmation mail, composed for real and received through `ingest`. */
export const sendDryRunConfirmation = async (
  deps: InboundMailDeps,
  o: FulfilmentOrder,
  r: Confirmed,
): Promise<IngestResult[]> => {
  const to = await addressFor(deps, o.bookingId);
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
    date: deps.clock(),
  });
  return ingestMail(deps, raw, { recipients: [to], sender: 'no-reply@dry-run.jaunt.invalid' });
};

export const createInboundMail = (deps: InboundMailDeps): InboundMail => ({
  domain: deps.domain,
  addressFor: (bookingId) => addressFor(deps, bookingId),
  acceptsRecipient: (address) => isOurDomain(address, deps.domain),
  ingest: (raw, envelope) => ingestMail(deps, raw, envelope),
  headerRecipients: (raw) => headerRecipients(deps, raw),
  sendDryRunConfirmation: (o, r) => sendDryRunConfirmation(deps, o, r),
  list: (o) => listMail(deps, o),
  ofUser: (userId, apiKeyId, limit) => mailOfUser(deps, userId, apiKeyId, limit),
  file: (bookingId, file, expires, sig) => mailFile(deps, bookingId, file, expires, sig),
});

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
