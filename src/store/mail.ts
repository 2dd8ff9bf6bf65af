/**
 * Vendor mail: per-booking addresses, every received message (raw bytes kept), and the ticket files
 * taken from attachments. Orders read emails and files through the booking's owner and key.
 */
import type { MailClass, ProcessingStatus, TicketKind } from '../domain/vendor-mail.js';
import type { Store } from './db.js';

export interface StoredMail {
  id: string;
  messageId: string;
  recipient: string;
  bookingId: string | null;
  sender: string | null;
  subject: string | null;
  classification: MailClass | null;
  rule: string | null;
  processingStatus: ProcessingStatus;
  error: string | null;
  sizeBytes: number;
  receivedAt: string;
}

export interface MailDeliverable {
  id: string;
  mailId: string;
  bookingId: string;
  deliverableType: TicketKind;
  filename: string;
  contentType: string;
  fileSizeBytes: number;
  createdAt: string;
}

type MailRow = {
  id: string;
  message_id: string;
  recipient: string;
  booking_id: string | null;
  sender: string | null;
  subject: string | null;
  classification: MailClass | null;
  rule: string | null;
  processing_status: ProcessingStatus;
  error: string | null;
  size_bytes: number;
  received_at: string;
};
type DeliverableRow = {
  id: string;
  mail_id: string;
  booking_id: string;
  deliverable_type: TicketKind;
  filename: string;
  content_type: string;
  file_size_bytes: number;
  created_at: string;
};

const MAIL_COLUMNS =
  'id, message_id, recipient, booking_id, sender, subject, classification, rule, processing_status, error, size_bytes, received_at';
const DELIVERABLE_COLUMNS =
  'id, mail_id, booking_id, deliverable_type, filename, content_type, file_size_bytes, created_at';

const toMail = (r: MailRow): StoredMail => ({
  id: r.id,
  messageId: r.message_id,
  recipient: r.recipient,
  bookingId: r.booking_id,
  sender: r.sender,
  subject: r.subject,
  classification: r.classification,
  rule: r.rule,
  processingStatus: r.processing_status,
  error: r.error,
  sizeBytes: r.size_bytes,
  receivedAt: r.received_at,
});
const toDeliverable = (r: DeliverableRow): MailDeliverable => ({
  id: r.id,
  mailId: r.mail_id,
  bookingId: r.booking_id,
  deliverableType: r.deliverable_type,
  filename: r.filename,
  contentType: r.content_type,
  fileSizeBytes: r.file_size_bytes,
  createdAt: r.created_at,
});

export const mailStore = (store: Store) => {
  const { sqlite } = store;
  const q = {
    tokenOf: sqlite.prepare<[string], string>('SELECT token FROM mail_address WHERE booking_id = ?').pluck(),
    putToken: sqlite.prepare(
      'INSERT INTO mail_address (token, booking_id, created_at) VALUES (?, ?, ?) ON CONFLICT (booking_id) DO NOTHING',
    ),
    bookingOf: sqlite
      .prepare<[string], string>('SELECT booking_id FROM mail_address WHERE token = ?')
      .pluck(),
    insertMail: sqlite.prepare(
      `INSERT INTO inbound_mail (id, message_id, recipient, booking_id, sender, subject, classification, rule,
         processing_status, error, size_bytes, raw, received_at)
       VALUES (@id, @message_id, @recipient, @booking_id, @sender, @subject, @classification, @rule,
         @processing_status, @error, @size_bytes, @raw, @received_at)
       ON CONFLICT (message_id, recipient) DO NOTHING`,
    ),
    byMessage: sqlite.prepare<[string, string], MailRow>(
      `SELECT ${MAIL_COLUMNS} FROM inbound_mail WHERE message_id = ? AND recipient = ?`,
    ),
    setStatus: sqlite.prepare('UPDATE inbound_mail SET processing_status = ?, error = ? WHERE id = ?'),
    insertDeliverable: sqlite.prepare(
      `INSERT INTO mail_deliverable (id, mail_id, booking_id, deliverable_type, filename, content_type,
         file_size_bytes, sha256, content, created_at)
       VALUES (@id, @mail_id, @booking_id, @deliverable_type, @filename, @content_type, @file_size_bytes, @sha256,
         @content, @created_at)
       ON CONFLICT (booking_id, sha256) DO NOTHING`,
    ),
    file: sqlite.prepare<[string, string], DeliverableRow & { content: Buffer }>(
      `SELECT ${DELIVERABLE_COLUMNS}, content FROM mail_deliverable WHERE booking_id = ? AND id = ?`,
    ),
    byStatus: sqlite.prepare<[string, number], MailRow>(
      `SELECT ${MAIL_COLUMNS} FROM inbound_mail WHERE processing_status = ? ORDER BY received_at DESC, rowid DESC LIMIT ?`,
    ),
    recent: sqlite.prepare<[number], MailRow>(
      `SELECT ${MAIL_COLUMNS} FROM inbound_mail ORDER BY received_at DESC, rowid DESC LIMIT ?`,
    ),
  };

  return {
    tokenOf: (bookingId: string): string | null => q.tokenOf.get(bookingId) ?? null,
    /** The booking's token, stored on first use (the caller supplies a fresh random one). */
    ensureToken: (bookingId: string, fresh: string, now: string): string => {
      q.putToken.run(fresh, bookingId, now);
      return q.tokenOf.get(bookingId) ?? fresh;
    },
    bookingOfToken: (token: string): string | null => q.bookingOf.get(token) ?? null,
    /** Inserts unless this (Message-ID, recipient) is already stored; returns the stored row and whether it is new. */
    insert: (m: StoredMail, raw: Uint8Array): { mail: StoredMail; inserted: boolean } => {
      const r = q.insertMail.run({
        id: m.id,
        message_id: m.messageId,
        recipient: m.recipient,
        booking_id: m.bookingId,
        sender: m.sender,
        subject: m.subject,
        classification: m.classification,
        rule: m.rule,
        processing_status: m.processingStatus,
        error: m.error,
        size_bytes: m.sizeBytes,
        raw: Buffer.from(raw),
        received_at: m.receivedAt,
      });
      const row = q.byMessage.get(m.messageId, m.recipient);
      if (!row) throw new Error(`mail ${m.messageId} vanished after insert`);
      return { mail: toMail(row), inserted: r.changes === 1 };
    },
    setStatus: (id: string, status: ProcessingStatus, error: string | null = null): void => {
      q.setStatus.run(status, error, id);
    },
    addDeliverable: (d: MailDeliverable & { sha256: string; content: Uint8Array }): boolean =>
      q.insertDeliverable.run({
        id: d.id,
        mail_id: d.mailId,
        booking_id: d.bookingId,
        deliverable_type: d.deliverableType,
        filename: d.filename,
        content_type: d.contentType,
        file_size_bytes: d.fileSizeBytes,
        sha256: d.sha256,
        content: Buffer.from(d.content),
        created_at: d.createdAt,
      }).changes === 1,
    file: (bookingId: string, id: string): (MailDeliverable & { content: Buffer }) | null => {
      const r = q.file.get(bookingId, id);
      return r ? { ...toDeliverable(r), content: r.content } : null;
    },
    list: (o: { status?: ProcessingStatus; limit: number }): StoredMail[] =>
      (o.status ? q.byStatus.all(o.status, o.limit) : q.recent.all(o.limit)).map(toMail),
    /** The mail and files of a user's bookings, newest first; `apiKeyId` null lists across credentials. */
    ofUser: (userId: string, apiKeyId: string | null, limit: number) => {
      const scope = apiKeyId === null ? '' : ' AND b.api_key_id = @key';
      const params = { user: userId, key: apiKeyId, limit };
      const emails = (
        sqlite
          .prepare(
            `SELECT ${MAIL_COLUMNS.split(', ')
              .map((c) => `m.${c}`)
              .join(', ')} FROM inbound_mail m
             JOIN booking b ON b.id = m.booking_id
             WHERE b.user_id = @user${scope} ORDER BY m.received_at DESC, m.rowid DESC LIMIT @limit`,
          )
          .all(params) as MailRow[]
      ).map(toMail);
      const deliverables = (
        sqlite
          .prepare(
            `SELECT ${DELIVERABLE_COLUMNS.split(', ')
              .map((c) => `d.${c}`)
              .join(', ')} FROM mail_deliverable d
             JOIN booking b ON b.id = d.booking_id
             WHERE b.user_id = @user${scope} ORDER BY d.created_at DESC, d.rowid DESC LIMIT @limit`,
          )
          .all(params) as DeliverableRow[]
      ).map(toDeliverable);
      return { emails, deliverables };
    },
  };
};
export type MailStore = ReturnType<typeof mailStore>;
