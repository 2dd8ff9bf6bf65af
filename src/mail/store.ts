/**
 * Vendor mail: per-booking addresses, every received message (raw bytes kept), and the ticket files
 * taken from attachments. Orders read emails and files through the booking's owner and key.
 */

import type { Selectable } from 'kysely';
import type { Store } from '../platform/db/index.js';
import type { InboundMailTable, MailDeliverableTable } from '../platform/db/schema.js';
import type { MailClass, ProcessingStatus, TicketKind } from './vendor-mail.js';

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

type MailRow = Omit<Selectable<InboundMailTable>, 'raw' | 'seq'>;
type DeliverableRow = Omit<Selectable<MailDeliverableTable>, 'sha256' | 'content' | 'seq'>;

const MAIL_COLUMNS = [
  'id',
  'message_id',
  'recipient',
  'booking_id',
  'sender',
  'subject',
  'classification',
  'rule',
  'processing_status',
  'error',
  'size_bytes',
  'received_at',
] as const;
const DELIVERABLE_COLUMNS = [
  'id',
  'mail_id',
  'booking_id',
  'deliverable_type',
  'filename',
  'content_type',
  'file_size_bytes',
  'created_at',
] as const;
const prefixed = <P extends string, C extends string>(p: P, cols: readonly C[]) =>
  cols.map((c) => `${p}.${c}` as `${P}.${C}`);

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
  const { db } = store;
  const tokenOf = async (bookingId: string): Promise<string | null> =>
    (
      await db
        .selectFrom('mail_address')
        .select('token')
        .where('booking_id', '=', bookingId)
        .executeTakeFirst()
    )?.token ?? null;

  return {
    tokenOf,
    /** The booking's token, stored on first use (the caller supplies a fresh random one). */
    ensureToken: async (bookingId: string, fresh: string, now: string): Promise<string> => {
      await db
        .insertInto('mail_address')
        .values({ token: fresh, booking_id: bookingId, created_at: now })
        .onConflict((oc) => oc.column('booking_id').doNothing())
        .execute();
      return (await tokenOf(bookingId)) ?? fresh;
    },
    bookingOfToken: async (token: string): Promise<string | null> =>
      (await db.selectFrom('mail_address').select('booking_id').where('token', '=', token).executeTakeFirst())
        ?.booking_id ?? null,
    /** Inserts unless this (Message-ID, recipient) is already stored; returns the stored row and whether it is new. */
    insert: async (m: StoredMail, raw: Uint8Array): Promise<{ mail: StoredMail; inserted: boolean }> => {
      const r = await db
        .insertInto('inbound_mail')
        .values({
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
        })
        .onConflict((oc) => oc.columns(['message_id', 'recipient']).doNothing())
        .returning('id')
        .executeTakeFirst();
      const row = await db
        .selectFrom('inbound_mail')
        .select(MAIL_COLUMNS)
        .where('message_id', '=', m.messageId)
        .where('recipient', '=', m.recipient)
        .executeTakeFirst();
      if (!row) throw new Error(`mail ${m.messageId} vanished after insert`);
      return { mail: toMail(row), inserted: r !== undefined };
    },
    setStatus: async (id: string, status: ProcessingStatus, error: string | null = null): Promise<void> => {
      await db
        .updateTable('inbound_mail')
        .set({ processing_status: status, error })
        .where('id', '=', id)
        .execute();
    },
    addDeliverable: async (d: MailDeliverable & { sha256: string; content: Uint8Array }): Promise<boolean> =>
      (await db
        .insertInto('mail_deliverable')
        .values({
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
        })
        .onConflict((oc) => oc.columns(['booking_id', 'sha256']).doNothing())
        .returning('id')
        .executeTakeFirst()) !== undefined,
    file: async (bookingId: string, id: string): Promise<(MailDeliverable & { content: Buffer }) | null> => {
      const r = await db
        .selectFrom('mail_deliverable')
        .select([...DELIVERABLE_COLUMNS, 'content'])
        .where('booking_id', '=', bookingId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? { ...toDeliverable(r), content: Buffer.from(r.content) } : null;
    },
    list: async (o: { status?: ProcessingStatus; limit: number }): Promise<StoredMail[]> =>
      (
        await db
          .selectFrom('inbound_mail')
          .select(MAIL_COLUMNS)
          .$if(o.status !== undefined, (q) => q.where('processing_status', '=', o.status as ProcessingStatus))
          .orderBy('received_at', 'desc')
          .orderBy('seq', 'desc')
          .limit(o.limit)
          .execute()
      ).map(toMail),
    /** The mail and files of a user's bookings, newest first; `apiKeyId` null lists across credentials. */
    ofUser: async (userId: string, apiKeyId: string | null, limit: number) => {
      const emails = (
        await db
          .selectFrom('inbound_mail as m')
          .innerJoin('booking as b', 'b.id', 'm.booking_id')
          .select(prefixed('m', MAIL_COLUMNS))
          .where('b.user_id', '=', userId)
          .$if(apiKeyId !== null, (q) => q.where('b.api_key_id', '=', apiKeyId as string))
          .orderBy('m.received_at', 'desc')
          .orderBy('m.seq', 'desc')
          .limit(limit)
          .execute()
      ).map(toMail);
      const deliverables = (
        await db
          .selectFrom('mail_deliverable as d')
          .innerJoin('booking as b', 'b.id', 'd.booking_id')
          .select(prefixed('d', DELIVERABLE_COLUMNS))
          .where('b.user_id', '=', userId)
          .$if(apiKeyId !== null, (q) => q.where('b.api_key_id', '=', apiKeyId as string))
          .orderBy('d.created_at', 'desc')
          .orderBy('d.seq', 'desc')
          .limit(limit)
          .execute()
      ).map(toDeliverable);
      return { emails, deliverables };
    },
  };
};
export type MailStore = ReturnType<typeof mailStore>;
