/**
 * Vendor mail: per-booking addresses, every received message (raw bytes kept), and the ticket files
 * taken from attachments. Orders read emails and files through the booking's owner and key. Every
 * function runs on `trx` when given (joining the caller's transaction), else on the root handle.
 */
import type { Selectable } from 'kysely';
import type { Executor, Store } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';
import type { MailClass, ProcessingStatus } from './vendor-mail.js';

/**
 * A received message without its bytes, as operators list it (`jaunt mail list --json` prints these
 * names, so the mapper stays).
 */
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

/** A ticket file taken from a mail, without its bytes. */
export type MailDeliverable = Omit<Selectable<DB['mail_deliverable']>, 'sha256' | 'content' | 'seq'>;
/** A ticket file to store: its hash keeps one copy per booking. */
export type NewMailDeliverable = Omit<Selectable<DB['mail_deliverable']>, 'seq'>;

type MailRow = Omit<Selectable<DB['inbound_mail']>, 'raw' | 'seq'>;

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

export interface MailStore {
  tokenOf(bookingId: string, trx?: Executor): Promise<string | null>;
  /** The booking's token, stored on first use (the caller supplies a fresh random one). */
  ensureToken(bookingId: string, fresh: string, now: string, trx?: Executor): Promise<string>;
  bookingOfToken(token: string, trx?: Executor): Promise<string | null>;
  /** Inserts unless this (Message-ID, recipient) is already stored; returns the stored row and whether it is new. */
  insert(m: StoredMail, raw: Uint8Array, trx?: Executor): Promise<{ mail: StoredMail; inserted: boolean }>;
  setStatus(id: string, status: ProcessingStatus, error?: string | null, trx?: Executor): Promise<void>;
  /** False when the booking already has this file (same hash). */
  addDeliverable(d: NewMailDeliverable, trx?: Executor): Promise<boolean>;
  file(
    bookingId: string,
    id: string,
    trx?: Executor,
  ): Promise<(MailDeliverable & { content: Buffer }) | null>;
  list(o: { status?: ProcessingStatus; limit: number }, trx?: Executor): Promise<StoredMail[]>;
  /** The mail and files of a user's bookings, newest first; `apiKeyId` null lists across credentials. */
  ofUser(
    userId: string,
    apiKeyId: string | null,
    limit: number,
    trx?: Executor,
  ): Promise<{ emails: StoredMail[]; deliverables: MailDeliverable[] }>;
}

const on = (store: Store, trx?: Executor): Executor => trx ?? store.db;

const tokenOf = async (store: Store, bookingId: string, trx?: Executor): Promise<string | null> =>
  (
    await on(store, trx)
      .selectFrom('mail_address')
      .select('token')
      .where('booking_id', '=', bookingId)
      .executeTakeFirst()
  )?.token ?? null;

const ensureToken = async (
  store: Store,
  bookingId: string,
  fresh: string,
  now: string,
  trx?: Executor,
): Promise<string> => {
  await on(store, trx)
    .insertInto('mail_address')
    .values({ token: fresh, booking_id: bookingId, created_at: now })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .execute();
  return (await tokenOf(store, bookingId, trx)) ?? fresh;
};

const bookingOfToken = async (store: Store, token: string, trx?: Executor): Promise<string | null> =>
  (
    await on(store, trx)
      .selectFrom('mail_address')
      .select('booking_id')
      .where('token', '=', token)
      .executeTakeFirst()
  )?.booking_id ?? null;

const insert = async (
  store: Store,
  m: StoredMail,
  raw: Uint8Array,
  trx?: Executor,
): Promise<{ mail: StoredMail; inserted: boolean }> => {
  const db = on(store, trx);
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
};

const setStatus = async (
  store: Store,
  id: string,
  status: ProcessingStatus,
  error: string | null = null,
  trx?: Executor,
): Promise<void> => {
  await on(store, trx)
    .updateTable('inbound_mail')
    .set({ processing_status: status, error })
    .where('id', '=', id)
    .execute();
};

const addDeliverable = async (store: Store, d: NewMailDeliverable, trx?: Executor): Promise<boolean> =>
  (await on(store, trx)
    .insertInto('mail_deliverable')
    .values({
      id: d.id,
      mail_id: d.mail_id,
      booking_id: d.booking_id,
      deliverable_type: d.deliverable_type,
      filename: d.filename,
      content_type: d.content_type,
      file_size_bytes: d.file_size_bytes,
      sha256: d.sha256,
      content: Buffer.from(d.content),
      created_at: d.created_at,
    })
    .onConflict((oc) => oc.columns(['booking_id', 'sha256']).doNothing())
    .returning('id')
    .executeTakeFirst()) !== undefined;

const file = async (
  store: Store,
  bookingId: string,
  id: string,
  trx?: Executor,
): Promise<(MailDeliverable & { content: Buffer }) | null> => {
  const r = await on(store, trx)
    .selectFrom('mail_deliverable')
    .select([...DELIVERABLE_COLUMNS, 'content'])
    .where('booking_id', '=', bookingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? { ...r, content: Buffer.from(r.content) } : null;
};

const list = async (
  store: Store,
  o: { status?: ProcessingStatus; limit: number },
  trx?: Executor,
): Promise<StoredMail[]> =>
  (
    await on(store, trx)
      .selectFrom('inbound_mail')
      .select(MAIL_COLUMNS)
      .$if(o.status !== undefined, (q) => q.where('processing_status', '=', o.status as ProcessingStatus))
      .orderBy('received_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(o.limit)
      .execute()
  ).map(toMail);

const ofUser = async (
  store: Store,
  userId: string,
  apiKeyId: string | null,
  limit: number,
  trx?: Executor,
): Promise<{ emails: StoredMail[]; deliverables: MailDeliverable[] }> => {
  const db = on(store, trx);
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
  const deliverables = await db
    .selectFrom('mail_deliverable as d')
    .innerJoin('booking as b', 'b.id', 'd.booking_id')
    .select(prefixed('d', DELIVERABLE_COLUMNS))
    .where('b.user_id', '=', userId)
    .$if(apiKeyId !== null, (q) => q.where('b.api_key_id', '=', apiKeyId as string))
    .orderBy('d.created_at', 'desc')
    .orderBy('d.seq', 'desc')
    .limit(limit)
    .execute();
  return { emails, deliverables };
};

export const mailStore = (store: Store): MailStore => ({
  tokenOf: (...a) => tokenOf(store, ...a),
  ensureToken: (...a) => ensureToken(store, ...a),
  bookingOfToken: (...a) => bookingOfToken(store, ...a),
  insert: (...a) => insert(store, ...a),
  setStatus: (...a) => setStatus(store, ...a),
  addDeliverable: (...a) => addDeliverable(store, ...a),
  file: (...a) => file(store, ...a),
  list: (...a) => list(store, ...a),
  ofUser: (...a) => ofUser(store, ...a),
});
