/**
 * Bookings, deliverables, emails and webhook attempts. Every status change is a compare-and-set on
 * the current status, committed together with the jobs it implies (outbox).
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Executor, Store } from '../platform/db/index.js';
import type { BookingDeliverableTable, BookingTable } from '../platform/db/schema.js';
import type { NewJob } from '../platform/outbox/kinds.js';
import type { JobStore } from '../platform/outbox/store.js';
import { sealContext } from '../platform/secrets/reseal.js';
import type { Clock } from '../platform/time.js';
import type { Booking, Deliverable } from './booking.js';
import type { BookingState } from './state.js';

type BookingRow = Selectable<BookingTable>;

const toBooking = (r: BookingRow): Booking => ({
  id: r.id,
  apiKeyId: r.api_key_id,
  idempotencyKey: r.idempotency_key,
  fingerprint: r.fingerprint,
  userId: r.user_id,
  externalUserId: r.external_user_id,
  activityId: r.activity_id,
  activityName: r.activity_name,
  pictureUrl: r.picture_url,
  venue: r.venue,
  timezone: r.timezone,
  bookingDomain: r.booking_domain,
  estimatedFulfillment:
    r.estimated_fulfillment === 'delayed' || r.estimated_fulfillment === 'instant'
      ? r.estimated_fulfillment
      : null,
  currency: r.currency,
  tickets: JSON.parse(r.tickets),
  lines: JSON.parse(r.lines),
  paymentMode: r.payment_mode,
  webhookUrl: r.webhook_url,
  authorizationAmountCents: r.authorization_amount_cents,
  ticketTotalCents: r.ticket_total_cents,
  bookingFeeCents: r.booking_fee_cents,
  purchaseAmountCents: r.purchase_amount_cents,
  totalChargedCents: r.total_charged_cents,
  status: r.status,
  ticketDetails: r.ticket_details === null ? null : JSON.parse(r.ticket_details),
  errorMessage: r.error_message,
  origin: r.origin === null ? null : JSON.parse(r.origin),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  resolvedAt: r.resolved_at,
});

export type NewBooking = Omit<
  Booking,
  | 'status'
  | 'purchaseAmountCents'
  | 'totalChargedCents'
  | 'ticketDetails'
  | 'errorMessage'
  | 'createdAt'
  | 'updatedAt'
  | 'resolvedAt'
>;

export interface StatusChange {
  from: BookingState;
  to: BookingState;
  purchaseAmountCents?: number | null;
  totalChargedCents?: number | null;
  ticketDetails?: Booking['ticketDetails'];
  errorMessage?: string | null;
  /** Set resolved_at (first resolution, and every later change: it is the time of the reported status). */
  resolvedAt?: string;
  deliverables?: NewDeliverable[];
  jobs?: NewJob[];
}

/** A deliverable row to write; `content` holds a supplier's file as fetched (ours are rendered on demand). */
export type NewDeliverable = Omit<Deliverable, 'createdAt'> & { content?: Uint8Array | null };

export interface WebhookAttempt {
  jobId: number;
  bookingId: string;
  webhookId: string;
  attempt: number;
  url: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  at: string;
}

export interface OrderRow {
  id: string;
  status: string;
  activity_name: string;
  picture_url: string | null;
  authorization_amount_cents: number;
  created_at: string;
}

export interface BookingStore {
  findByKey(apiKeyId: string, idempotencyKey: string): Promise<Booking | null>;
  /** Insert the booking and its first jobs in one transaction; `inserted` false when the key already existed. */
  insert(b: NewBooking, jobs: NewJob[]): Promise<{ inserted: boolean; booking: Booking }>;
  get(id: string): Promise<Booking | null>;
  /** The payment mode of each of a page of bookings, in one query (App Home marks rehearsals). */
  paymentModes(ids: readonly string[]): Promise<Map<string, Booking['paymentMode']>>;
  /** Compare-and-set the status; writes deliverables and jobs in the same transaction. */
  change(id: string, c: StatusChange): Promise<boolean>;
  recordAttempt(a: WebhookAttempt): Promise<void>;
  attempts(bookingId: string): Promise<WebhookAttempt[]>;
  deliverables(bookingId: string): Promise<Deliverable[]>;
  /** A stored supplier file of the booking (null when there is none under that id). */
  storedFile(bookingId: string, id: string): Promise<(Deliverable & { content: Buffer }) | null>;
  /** Jobs that go with no status change (a booking that keeps waiting on its supplier). */
  enqueue(jobs: NewJob[]): Promise<void>;
  /** The current whsec_ secret of the key that made the booking. */
  webhookSecretOfBooking(bookingId: string): Promise<string | null>;
  /** Orders of a user, newest first; `apiKeyId` null lists across credentials. */
  orders(
    userId: string,
    apiKeyId: string | null,
    lang: string | null,
    limit: number,
  ): Promise<{
    bookings: OrderRow[];
    deliverables: Deliverable[];
  }>;
  /** A named server secret, generated (32 random bytes, base64url) on first use and kept in the database. */
  secret(name: string): Promise<string>;
  countByStatus(): Promise<Record<string, number>>;
}

/** Every column but the file bytes: listings never carry them. */
const DELIVERABLE_COLUMNS = [
  'id',
  'booking_id',
  'deliverable_type',
  'filename',
  'content_type',
  'file_size_bytes',
  'ticket_type_name',
  'session_date',
  'session_time',
  'ticket_code',
  'created_at',
] as const;
type DeliverableRow = Pick<Selectable<BookingDeliverableTable>, (typeof DELIVERABLE_COLUMNS)[number]>;

const toDeliverable = (r: DeliverableRow): Deliverable => ({
  id: r.id,
  bookingId: r.booking_id,
  deliverableType: r.deliverable_type,
  filename: r.filename,
  contentType: r.content_type,
  fileSizeBytes: r.file_size_bytes,
  ticketTypeName: r.ticket_type_name,
  sessionDate: r.session_date,
  sessionTime: r.session_time,
  ticketCode: r.ticket_code,
  createdAt: r.created_at,
});

export const createBookingStore = (store: Store, jobs: JobStore, clock: Clock): BookingStore => {
  const { db } = store;
  const ts = () => clock().toISOString();

  const byKey = async (ex: Executor, apiKeyId: string, key: string) =>
    ex
      .selectFrom('booking')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();

  const insertTx = (b: NewBooking, newJobs: NewJob[], now: string): Promise<boolean> =>
    store.transaction(async (trx) => {
      const r = await trx
        .insertInto('booking')
        .values({
          id: b.id,
          api_key_id: b.apiKeyId,
          idempotency_key: b.idempotencyKey,
          fingerprint: b.fingerprint,
          user_id: b.userId,
          external_user_id: b.externalUserId,
          activity_id: b.activityId,
          activity_name: b.activityName,
          picture_url: b.pictureUrl,
          venue: b.venue,
          timezone: b.timezone,
          booking_domain: b.bookingDomain,
          estimated_fulfillment: b.estimatedFulfillment,
          currency: b.currency,
          tickets: JSON.stringify(b.tickets),
          lines: JSON.stringify(b.lines),
          payment_mode: b.paymentMode,
          webhook_url: b.webhookUrl,
          authorization_amount_cents: b.authorizationAmountCents,
          ticket_total_cents: b.ticketTotalCents,
          booking_fee_cents: b.bookingFeeCents,
          origin: b.origin === null ? null : JSON.stringify(b.origin),
          status: 'pending',
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['api_key_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!r) return false;
      for (const j of newJobs) await jobs.enqueue(trx, j);
      return true;
    });

  const changeTx = (id: string, c: StatusChange): Promise<boolean> =>
    store.transaction(async (trx) => {
      const now = ts();
      const r = await trx
        .updateTable('booking')
        .set((eb) => ({
          status: c.to,
          updated_at: now,
          purchase_amount_cents: eb.fn.coalesce(
            eb.val(c.purchaseAmountCents ?? null),
            eb.ref('purchase_amount_cents'),
          ),
          total_charged_cents: eb.fn.coalesce(
            eb.val(c.totalChargedCents ?? null),
            eb.ref('total_charged_cents'),
          ),
          ticket_details: eb.fn.coalesce(
            eb.val(c.ticketDetails ? JSON.stringify(c.ticketDetails) : null),
            eb.ref('ticket_details'),
          ),
          error_message: eb.fn.coalesce(eb.val(c.errorMessage ?? null), eb.ref('error_message')),
          resolved_at: eb.fn.coalesce(eb.val(c.resolvedAt ?? null), eb.ref('resolved_at')),
        }))
        .where('id', '=', id)
        .where('status', '=', c.from)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      const deliverables = c.deliverables ?? [];
      if (deliverables.length > 0)
        await trx
          .insertInto('booking_deliverable')
          .values(
            deliverables.map((d) => ({
              id: d.id,
              booking_id: d.bookingId,
              deliverable_type: d.deliverableType,
              filename: d.filename,
              content_type: d.contentType,
              file_size_bytes: d.fileSizeBytes,
              ticket_type_name: d.ticketTypeName,
              session_date: d.sessionDate,
              session_time: d.sessionTime,
              ticket_code: d.ticketCode ?? null,
              content: d.content ?? null,
              created_at: now,
            })),
          )
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      for (const j of c.jobs ?? []) await jobs.enqueue(trx, j);
      return true;
    });

  return {
    findByKey: async (apiKeyId, key) => {
      const r = await byKey(db, apiKeyId, key);
      return r ? toBooking(r) : null;
    },
    insert: async (b, newJobs) => {
      const now = ts();
      const inserted = await insertTx(b, newJobs, now);
      if (inserted) {
        if (newJobs.length > 0) jobs.notify();
        const booking: Booking = {
          ...b,
          status: 'pending',
          purchaseAmountCents: null,
          totalChargedCents: null,
          ticketDetails: null,
          errorMessage: null,
          createdAt: now,
          updatedAt: now,
          resolvedAt: null,
        };
        return { inserted, booking };
      }
      const r = await byKey(db, b.apiKeyId, b.idempotencyKey);
      if (!r) throw new Error(`booking ${b.apiKeyId}/${b.idempotencyKey} vanished after insert`);
      return { inserted, booking: toBooking(r) };
    },
    get: async (id) => {
      const r = await db.selectFrom('booking').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toBooking(r) : null;
    },
    change: async (id, c) => {
      const ok = await changeTx(id, c);
      if (ok && (c.jobs?.length ?? 0) > 0) jobs.notify();
      return ok;
    },
    recordAttempt: async (a) => {
      await db
        .insertInto('webhook_attempt')
        .values({
          job_id: a.jobId,
          booking_id: a.bookingId,
          webhook_id: a.webhookId,
          attempt: a.attempt,
          url: a.url,
          status_code: a.statusCode,
          error: a.error === null ? null : a.error.slice(0, 500),
          duration_ms: a.durationMs,
          at: a.at,
        })
        .execute();
    },
    attempts: async (bookingId) =>
      db
        .selectFrom('webhook_attempt')
        .select([
          'job_id as jobId',
          'booking_id as bookingId',
          'webhook_id as webhookId',
          'attempt',
          'url',
          'status_code as statusCode',
          'error',
          'duration_ms as durationMs',
          'at',
        ])
        .where('booking_id', '=', bookingId)
        .orderBy('id')
        .execute(),
    deliverables: async (bookingId) =>
      (
        await db
          .selectFrom('booking_deliverable')
          .select(DELIVERABLE_COLUMNS)
          .where('booking_id', '=', bookingId)
          .orderBy('seq')
          .execute()
      ).map(toDeliverable),
    storedFile: async (bookingId, id) => {
      const r = await db
        .selectFrom('booking_deliverable')
        .select([...DELIVERABLE_COLUMNS, 'content'])
        .where('booking_id', '=', bookingId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r?.content ? { ...toDeliverable(r), content: Buffer.from(r.content) } : null;
    },
    enqueue: async (newJobs) => {
      if (newJobs.length === 0) return;
      await store.transaction(async (trx) => {
        for (const j of newJobs) await jobs.enqueue(trx, j);
      });
      jobs.notify();
    },
    webhookSecretOfBooking: async (bookingId) => {
      const k = await db
        .selectFrom('booking as b')
        .innerJoin('api_key as k', 'k.id', 'b.api_key_id')
        .select(['k.id', 'k.webhook_secret'])
        .where('b.id', '=', bookingId)
        .executeTakeFirst();
      return k ? store.secrets.open(k.webhook_secret, sealContext.webhookSecret(k.id)) : null;
    },
    orders: async (userId, apiKeyId, lang, limit) => {
      const bookings = await db
        .selectFrom('booking as b')
        .leftJoin('activity as a', 'a.activity_id', 'b.activity_id')
        .leftJoin('activity_translation as t', (j) =>
          j.onRef('t.activity_id', '=', 'a.id').on('t.lang', '=', lang ?? ''),
        )
        .select((eb) => [
          'b.id',
          'b.status',
          eb.fn.coalesce('t.name', 'b.activity_name').as('activity_name'),
          'b.picture_url',
          'b.authorization_amount_cents',
          'b.created_at',
        ])
        .where('b.user_id', '=', userId)
        .$if(apiKeyId !== null, (q) => q.where('b.api_key_id', '=', apiKeyId as string))
        .orderBy('b.created_at', 'desc')
        .orderBy('b.seq', 'desc')
        .limit(limit)
        .execute();
      const deliverables = await db
        .selectFrom('booking_deliverable as d')
        .innerJoin('booking as b', 'b.id', 'd.booking_id')
        .select(DELIVERABLE_COLUMNS.map((c) => `d.${c}` as const))
        .where('b.user_id', '=', userId)
        .$if(apiKeyId !== null, (q) => q.where('b.api_key_id', '=', apiKeyId as string))
        .orderBy('d.created_at', 'desc')
        .orderBy('d.seq', 'desc')
        .limit(limit)
        .execute();
      return { bookings: bookings as OrderRow[], deliverables: deliverables.map(toDeliverable) };
    },
    secret: async (name) => {
      const context = sealContext.appSecret(name);
      await db
        .insertInto('app_secret')
        .values({
          name,
          value: store.secrets.seal(randomBytes(32).toString('base64url'), context),
          created_at: ts(),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('app_secret')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return store.secrets.open(row.value, context);
    },
    paymentModes: async (ids) => {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('booking')
        .select(['id', 'payment_mode'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.payment_mode]));
    },
    countByStatus: async () =>
      Object.fromEntries(
        (
          await db
            .selectFrom('booking')
            .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('status')
            .execute()
        ).map((r) => [r.status, Number(r.n)]),
      ),
  };
};
