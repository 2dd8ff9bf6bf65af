/**
 * Vendor mail: per-booking addresses, every received message (its bytes stored once in `mail_body`,
 * sealed, and linked to each recipient's row), and the ticket files taken from attachments (sealed).
 * Orders read emails and files through the booking's owner and key. Every function runs on `trx`
 * when given (joining the caller's transaction), else on the root handle.
 */
import { randomBytes } from 'node:crypto';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Executor, Store } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';
import { sealContext } from '../platform/secrets/reseal.js';
import { mailSealContext, openBytes, sealBytes } from './sealed-bytes.js';
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
  /** SPF and DKIM verdicts (null: not checked), and the domain DKIM passed for. */
  spf: string | null;
  dkim: string | null;
  authDomain: string | null;
  /** Not acted on for lack of authenticity: an operator reviews it (`mail list --needs-review`). */
  needsReview: boolean;
}

/** A row to insert: the mail, the body it links to, and when it expires (unmatched mail). */
export interface NewMail extends StoredMail {
  bodyId: string;
  expiresAt: string | null;
}

/** A message's bytes, sealed by the MIME worker: stored once whatever the number of recipients. */
export interface NewBody {
  sha256: string;
  sender: string;
  sizeBytes: number;
  /** The data key, base64, before sealing with the secrets box. */
  key: string;
  content: Uint8Array;
  receivedAt: string;
}

/** A ticket file taken from a mail, without its bytes. */
export type MailDeliverable = Omit<
  Selectable<DB['mail_deliverable']>,
  'sha256' | 'content' | 'seq' | 'sealed_key'
>;
/** A ticket file to store: its hash keeps one copy per booking. */
export type NewMailDeliverable = Omit<Selectable<DB['mail_deliverable']>, 'seq'>;

type MailRow = Omit<Selectable<DB['inbound_mail']>, 'raw' | 'seq' | 'body_id' | 'expires_at'>;

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
  'spf',
  'dkim',
  'auth_domain',
  'needs_review',
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
  spf: r.spf,
  dkim: r.dkim,
  authDomain: r.auth_domain,
  needsReview: Number(r.needs_review) === 1,
});

export interface MailStore {
  tokenOf(bookingId: string, trx?: Executor): Promise<string | null>;
  /** The booking's token, stored on first use (the caller supplies a fresh random one). */
  ensureToken(bookingId: string, fresh: string, now: string, trx?: Executor): Promise<string>;
  bookingOfToken(token: string, trx?: Executor): Promise<string | null>;
  /** The domain of the supplier's booking site the booking knows (`booking.booking_domain`), if any. */
  supplierDomainOf(bookingId: string, trx?: Executor): Promise<string | null>;
  /** Stores a message's sealed bytes unless the same bytes are stored; returns the body's id. */
  insertBody(b: NewBody, trx?: Executor): Promise<string>;
  /** A stored message's bytes, opened (null: unknown, or not all written yet). */
  body(id: string, trx?: Executor): Promise<Buffer | null>;
  /** Bytes of message bodies received since `since`, from one sender or from all. */
  bytesSince(since: string, sender?: string, trx?: Executor): Promise<number>;
  /** Inserts unless this (Message-ID, recipient) is already stored; returns the stored row and whether it is new. */
  insert(m: NewMail, trx?: Executor): Promise<{ mail: StoredMail; inserted: boolean }>;
  /** Deletes mail whose expiry has passed, then bodies no mail links to any more. */
  purgeExpired(now: string, trx?: Executor): Promise<{ mails: number; bodies: number }>;
  setStatus(id: string, status: ProcessingStatus, error?: string | null, trx?: Executor): Promise<void>;
  /** False when the booking already has this file (same hash). The bytes are sealed here. */
  addDeliverable(d: Omit<NewMailDeliverable, 'sealed_key'>, trx?: Executor): Promise<boolean>;
  file(
    bookingId: string,
    id: string,
    trx?: Executor,
  ): Promise<(MailDeliverable & { content: Buffer }) | null>;
  list(
    o: { status?: ProcessingStatus; needsReview?: boolean; limit: number },
    trx?: Executor,
  ): Promise<StoredMail[]>;
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

const supplierDomainOf = async (store: Store, bookingId: string, trx?: Executor): Promise<string | null> =>
  (
    await on(store, trx)
      .selectFrom('booking')
      .select('booking_domain')
      .where('id', '=', bookingId)
      .executeTakeFirst()
  )?.booking_domain ?? null;

/** Sealed bytes are written in pieces this large, each its own short statement. */
const CHUNK_BYTES = 256 * 1024;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const insertBody = async (store: Store, b: NewBody, trx?: Executor): Promise<string> => {
  const db = on(store, trx);
  const fresh = await db
    .insertInto('mail_body')
    .values({
      id: `mb_${randomBytes(9).toString('base64url')}`,
      sha256: b.sha256,
      sender: b.sender,
      size_bytes: b.sizeBytes,
      sealed_key: store.secrets.seal(b.key, sealContext.mailBodyKey(b.sha256)),
      received_at: b.receivedAt,
    })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (fresh) {
    const c = b.content;
    let n = 0;
    for (let at = 0; at < c.byteLength; at += CHUNK_BYTES, n++) {
      const piece = Buffer.from(c.buffer, c.byteOffset + at, Math.min(CHUNK_BYTES, c.byteLength - at));
      await db.insertInto('mail_body_chunk').values({ body_id: fresh.id, n, content: piece }).execute();
      // SQLite writes synchronously: other requests get their turn between pieces.
      await yieldToEventLoop();
    }
    await db.updateTable('mail_body').set({ chunks: n }).where('id', '=', fresh.id).execute();
    return fresh.id;
  }
  const row = await db.selectFrom('mail_body').select('id').where('sha256', '=', b.sha256).executeTakeFirst();
  if (!row) throw new Error(`mail body ${b.sha256} vanished after insert`);
  return row.id;
};

/** A stored message's bytes, opened (null: unknown, or its pieces not all written). */
const body = async (store: Store, id: string, trx?: Executor): Promise<Buffer | null> => {
  const db = on(store, trx);
  const b = await db
    .selectFrom('mail_body')
    .select(['sha256', 'sealed_key', 'chunks'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!b || b.chunks === 0) return null;
  const pieces = await db
    .selectFrom('mail_body_chunk')
    .select('content')
    .where('body_id', '=', id)
    .orderBy('n')
    .execute();
  const key = store.secrets.open(b.sealed_key, sealContext.mailBodyKey(b.sha256));
  return openBytes(
    Buffer.concat(pieces.map((p) => Buffer.from(p.content))),
    key,
    mailSealContext.body(b.sha256),
  );
};

const bytesSince = async (store: Store, since: string, sender?: string, trx?: Executor): Promise<number> => {
  const r = await on(store, trx)
    .selectFrom('mail_body')
    .select(sql<string | number | null>`SUM(size_bytes)`.as('n'))
    .where('received_at', '>=', since)
    .$if(sender !== undefined, (q) => q.where('sender', '=', sender as string))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
};

const insert = async (
  store: Store,
  m: NewMail,
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
      raw: Buffer.alloc(0),
      body_id: m.bodyId,
      expires_at: m.expiresAt,
      spf: m.spf,
      dkim: m.dkim,
      auth_domain: m.authDomain,
      needs_review: m.needsReview ? 1 : 0,
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

const purgeExpired = async (
  store: Store,
  now: string,
  trx?: Executor,
): Promise<{ mails: number; bodies: number }> => {
  const db = on(store, trx);
  const mails = await db
    .deleteFrom('inbound_mail')
    .where('expires_at', '<', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('mail_deliverable as d').select('d.id').whereRef('d.mail_id', '=', 'inbound_mail.id'),
        ),
      ),
    )
    .executeTakeFirst();
  // A body is linked to its mail right after it is written: only bodies an hour old count as orphans.
  const settled = new Date(new Date(now).getTime() - 3600_000).toISOString();
  const orphan = (eb: ExpressionBuilder<DB, 'mail_body'>) =>
    eb.and([
      eb('mail_body.received_at', '<', settled),
      eb.not(
        eb.exists(
          eb.selectFrom('inbound_mail as m').select('m.id').whereRef('m.body_id', '=', 'mail_body.id'),
        ),
      ),
    ]);
  await db
    .deleteFrom('mail_body_chunk')
    .where('body_id', 'in', db.selectFrom('mail_body').select('mail_body.id').where(orphan))
    .execute();
  const bodies = await db.deleteFrom('mail_body').where(orphan).executeTakeFirst();
  return { mails: Number(mails.numDeletedRows), bodies: Number(bodies.numDeletedRows) };
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

const addDeliverable = async (
  store: Store,
  d: Omit<NewMailDeliverable, 'sealed_key'>,
  trx?: Executor,
): Promise<boolean> => {
  const sealed = sealBytes(d.content, mailSealContext.file(d.id));
  return (
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
        content: Buffer.from(sealed.content),
        sealed_key: store.secrets.seal(sealed.key, sealContext.mailFileKey(d.id)),
        created_at: d.created_at,
      })
      .onConflict((oc) => oc.columns(['booking_id', 'sha256']).doNothing())
      .returning('id')
      .executeTakeFirst()) !== undefined
  );
};

const file = async (
  store: Store,
  bookingId: string,
  id: string,
  trx?: Executor,
): Promise<(MailDeliverable & { content: Buffer }) | null> => {
  const r = await on(store, trx)
    .selectFrom('mail_deliverable')
    .select([...DELIVERABLE_COLUMNS, 'content', 'sealed_key'])
    .where('booking_id', '=', bookingId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  const { sealed_key, content, ...rest } = r;
  // Files stored before 020 are in clear (no key).
  const bytes =
    sealed_key === null
      ? Buffer.from(content)
      : openBytes(
          content,
          store.secrets.open(sealed_key, sealContext.mailFileKey(r.id)),
          mailSealContext.file(r.id),
        );
  return { ...rest, content: bytes };
};

const list = async (
  store: Store,
  o: { status?: ProcessingStatus; needsReview?: boolean; limit: number },
  trx?: Executor,
): Promise<StoredMail[]> =>
  (
    await on(store, trx)
      .selectFrom('inbound_mail')
      .select(MAIL_COLUMNS)
      .$if(o.status !== undefined, (q) => q.where('processing_status', '=', o.status as ProcessingStatus))
      .$if(o.needsReview === true, (q) => q.where('needs_review', '=', 1))
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
  supplierDomainOf: (...a) => supplierDomainOf(store, ...a),
  insertBody: (...a) => insertBody(store, ...a),
  body: (...a) => body(store, ...a),
  bytesSince: (...a) => bytesSince(store, ...a),
  insert: (...a) => insert(store, ...a),
  purgeExpired: (...a) => purgeExpired(store, ...a),
  setStatus: (...a) => setStatus(store, ...a),
  addDeliverable: (...a) => addDeliverable(store, ...a),
  file: (...a) => file(store, ...a),
  list: (...a) => list(store, ...a),
  ofUser: (...a) => ofUser(store, ...a),
});
