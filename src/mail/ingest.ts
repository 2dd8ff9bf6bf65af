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
import { fromSupplier, type MailOrigin, type MailVerdict } from './authenticity.js';
import type { MimeOutcome } from './mime-pool.js';
import { listMail, type MailFile, mailFile, mailOfUser, type UserMail } from './read.js';
import { sharedBytes } from './sealed-bytes.js';
import type { MailStore, StoredMail } from './store.js';
import {
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

/** Default largest message (JAUNT_INBOUND_MAX_MESSAGE_BYTES). */
export const MAX_MAIL_BYTES = 10 * 1024 * 1024;
const MAX_TICKET_FILES = 20;
/** Expired mail is deleted at most this often, as mail arrives (and on `mail purge`). */
const PURGE_EVERY_MS = 3600_000;

/** The limits of inbound mail (docs/mail.md lists them with their defaults). */
export interface MailLimits {
  maxMessageBytes: number;
  maxRecipients: number;
  /** Bytes stored per sender per UTC day, and from everyone per UTC day. */
  senderDailyBytes: number;
  dailyBytes: number;
  /** Unmatched mail is deleted after this many days. */
  unmatchedDays: number;
}

/** A sender (or everyone) has stored its bytes for today: try again tomorrow. */
export class MailQuotaExceeded extends Error {}

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
  /** Hashes, seals, parses and classifies in a worker thread, with a deadline (mime-pool.ts). */
  mime: { run(raw: Uint8Array): Promise<MimeOutcome> };
  compose: (m: OutgoingVendorMail) => Promise<Buffer>;
  /** SPF and DKIM of a message (authenticity.ts `verifyMail` over a DNS resolver). */
  verify: (raw: Uint8Array, origin: MailOrigin) => Promise<MailVerdict>;
  bookings: MailBookingActions;
  ticketLinks: TicketLinks;
  domain: string;
  limits: MailLimits;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  /** When expired mail was last deleted (ms since the epoch, by `clock`). */
  purgedAt?: { value: number };
}

/** The envelope of a message: recipients (none: read them from the headers, for provider hooks). */
export interface MailEnvelope {
  recipients: string[];
  sender?: string | null;
  /** No envelope recipients given: take Delivered-To / X-Original-To / To / Cc of our domain. */
  recipientsFromHeaders?: boolean;
  /** The SMTP client's address and EHLO name, for SPF (none over HTTP: SPF is then `none`). */
  ip?: string | null;
  helo?: string | null;
}

type Confirmed = Extract<FulfilmentResult, { outcome: 'confirmed' }>;

export interface InboundMail {
  domain: string;
  /** The booking's own inbound address, made on first use. */
  addressFor(bookingId: string): Promise<string>;
  acceptsRecipient(address: string): boolean;
  /** One raw message for its envelope recipients of our domain (others are ignored: not our mail). */
  ingest(raw: Uint8Array, envelope: MailEnvelope): Promise<IngestResult[]>;
  limits: MailLimits;
  /** Throws MailQuotaExceeded when `bytes` more from this sender would pass today's quotas (SMTP asks at MAIL FROM). */
  admitsSender(sender: string, bytes: number): Promise<void>;
  /** Deletes unmatched mail past its expiry, and bodies no mail links to any more. */
  purgeExpired(): Promise<{ mails: number; bodies: number }>;
  /** Dry runs: the vendor's confirmation mail, composed for real and received through `ingest`. */
  sendDryRunConfirmation(o: FulfilmentOrder, r: Confirmed): Promise<IngestResult[]>;
  /** Operators: recent mail, or only one processing status (e.g. unmatched). */
  list(o?: { status?: ProcessingStatus; needsReview?: boolean; limit?: number }): Promise<StoredMail[]>;
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

/** The message as received, sealed and parsed (or not) once, for each of its recipients. */
interface Received {
  outcome: MimeOutcome;
  bodyId: string;
  sender: string | null;
  sizeBytes: number;
  /** SPF and DKIM verdicts (null when the message could not be parsed). */
  verdict: MailVerdict | null;
}

/** Classes that change a booking by themselves: only authenticated supplier mail may. */
const ACTING: ReadonlySet<MailClass> = new Set(['tickets', 'cancellation']);

const DAY_MS = 24 * 3600_000;

const ingestOne = async (deps: InboundMailDeps, m: Received, recipient: string): Promise<IngestResult> => {
  const { mail } = deps;
  const { parsed, classified } = m.outcome;
  const token = tokenOfAddress(recipient, deps.domain);
  const bookingId = token ? await mail.bookingOfToken(token) : null;
  const status: ProcessingStatus = parsed === null ? 'failed' : bookingId === null ? 'unmatched' : 'received';
  const acting = bookingId !== null && classified !== null && ACTING.has(classified.cls);
  const trusted =
    acting && m.verdict !== null && fromSupplier(m.verdict, await mail.supplierDomainOf(bookingId));
  const now = deps.clock();
  const { mail: stored, inserted } = await mail.insert({
    id: `em_${randomBytes(9).toString('base64url')}`,
    messageId: parsed?.messageId ?? `sha256:${m.outcome.sha256}`,
    recipient,
    bookingId,
    sender: parsed?.from ?? m.sender,
    subject: parsed?.subject?.slice(0, 500) ?? null,
    classification: classified?.cls ?? null,
    rule: classified?.rule ?? null,
    processingStatus: status,
    error: m.outcome.parseError === null ? null : `unreadable MIME: ${m.outcome.parseError}`.slice(0, 500),
    sizeBytes: m.sizeBytes,
    receivedAt: now.toISOString(),
    bodyId: m.bodyId,
    expiresAt:
      bookingId === null ? new Date(now.getTime() + deps.limits.unmatchedDays * DAY_MS).toISOString() : null,
    spf: m.verdict?.spf ?? null,
    dkim: m.verdict?.dkim ?? null,
    authDomain: m.verdict?.authDomain ?? null,
    needsReview: acting && !trusted,
  });
  if (!inserted) return resultOf(stored, true);
  if (stored.processingStatus !== 'received' || !parsed || !bookingId) return resultOf(stored, false);
  try {
    if (stored.needsReview)
      deps.log.warn(
        { mail: stored.id, booking: bookingId, spf: stored.spf, dkim: stored.dkim, from: stored.sender },
        'vendor mail not authenticated for the supplier: stored for review, not acted on',
      );
    else await act(deps, stored, bookingId, parsed);
    await mail.setStatus(stored.id, 'processed');
    return resultOf({ ...stored, processingStatus: 'processed' }, false);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    deps.log.warn({ mail: stored.id, booking: bookingId, error }, 'vendor mail could not be processed');
    await mail.setStatus(stored.id, 'failed', error.slice(0, 500));
    return resultOf({ ...stored, processingStatus: 'failed' }, false);
  }
};

/** Refuses a message that would take a sender, or everyone, past today's stored bytes. */
const checkQuota = async (deps: InboundMailDeps, sender: string, size: number): Promise<void> => {
  const now = deps.clock();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const { senderDailyBytes, dailyBytes } = deps.limits;
  if ((await deps.mail.bytesSince(day, sender)) + size > senderDailyBytes)
    throw new MailQuotaExceeded(`the sender has stored its ${senderDailyBytes} bytes of mail for today`);
  if ((await deps.mail.bytesSince(day)) + size > dailyBytes)
    throw new MailQuotaExceeded(`the ${dailyBytes} bytes of mail for today are stored`);
};

/** Deletes expired mail at most once an hour, as mail arrives; a failure is logged, never thrown. */
const purgeNowAndThen = (deps: InboundMailDeps): void => {
  const now = deps.clock().getTime();
  const at = deps.purgedAt;
  if (!at || now - at.value < PURGE_EVERY_MS) return;
  at.value = now;
  deps.mail
    .purgeExpired(new Date(now).toISOString())
    .catch((e: unknown) =>
      deps.log.warn({ err: e instanceof Error ? e.message : String(e) }, 'mail purge failed'),
    );
};

/** Recipients named in the headers, for raw MIME posted without an envelope (provider hooks). */
const headerRecipients = (deps: InboundMailDeps, parsed: ParsedMail | null): string[] => {
  const h = parsed?.headers ?? {};
  return [h['delivered-to'], h['x-original-to'], h.to, h.cc]
    .flatMap((v) => (v ? v.split(',') : []))
    .map((v) => (/<([^>]+)>/.exec(v)?.[1] ?? v).trim())
    .filter((v) => isOurDomain(v, deps.domain));
};

const canonical = (addresses: string[], domain: string): string[] =>
  [...new Set(addresses.map((r) => r.trim().toLowerCase()))].filter((r) => isOurDomain(r, domain));

/**
 * One raw message for its envelope recipients of our domain (others are ignored: not our mail):
 * sealed and parsed once in the worker, stored once, linked to each recipient, within the limits.
 */
export const ingestMail = async (
  deps: InboundMailDeps,
  raw: Uint8Array,
  envelope: MailEnvelope,
): Promise<IngestResult[]> => {
  const { maxMessageBytes, maxRecipients } = deps.limits;
  if (raw.byteLength > maxMessageBytes)
    throw new MailTooLarge(`message larger than ${maxMessageBytes} bytes`);
  const given = canonical(envelope.recipients, deps.domain);
  if (given.length === 0 && !envelope.recipientsFromHeaders) return [];
  const envelopeSender = envelope.sender?.trim().toLowerCase() || null;
  if (envelopeSender) await checkQuota(deps, envelopeSender, raw.byteLength);
  const size = raw.byteLength;
  // One copy into shared memory (none for SMTP, which receives into it): both workers read it in place.
  const bytes = sharedBytes(raw);
  const outcome = await deps.mime.run(bytes);
  const recipients = (
    given.length > 0 ? given : canonical(headerRecipients(deps, outcome.parsed), deps.domain)
  ).slice(0, maxRecipients);
  if (recipients.length === 0) return [];
  const sender = (envelopeSender ?? outcome.parsed?.from?.toLowerCase() ?? '').slice(0, 320);
  if (!envelopeSender) await checkQuota(deps, sender, size);
  const bodyId = await deps.mail.insertBody({
    sha256: outcome.sha256,
    sender,
    sizeBytes: size,
    key: outcome.sealed.key,
    content: outcome.sealed.content,
    receivedAt: deps.clock().toISOString(),
  });
  const verdict =
    outcome.parsed === null
      ? null
      : await deps.verify(bytes, { ip: envelope.ip, helo: envelope.helo, sender: envelopeSender });
  const m: Received = { outcome, bodyId, sender: envelope.sender ?? null, sizeBytes: size, verdict };
  const out: IngestResult[] = [];
  for (const r of recipients) out.push(await ingestOne(deps, m, r));
  purgeNowAndThen(deps);
  return out;
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
  limits: deps.limits,
  admitsSender: (sender, bytes) => checkQuota(deps, sender.trim().toLowerCase(), bytes),
  purgeExpired: () => deps.mail.purgeExpired(deps.clock().toISOString()),
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
