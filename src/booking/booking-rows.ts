/**
 * Booking rows: the booking and its status changes. Every status change is a compare-and-set on the
 * current status, committed together with the deliverables and the jobs it implies (the outbox).
 * Functions take the store's context first and an optional executor last: given one, they join the
 * caller's transaction; without one, a write of several tables opens its own.
 */
import type { Insertable, Selectable } from 'kysely';
import { type Executor, withTransaction } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';
import type { NewJob } from '../platform/outbox/kinds.js';
import type { Booking } from './booking.js';
import { writeDeliverables } from './deliverable-rows.js';
import type { BookingStoreDeps, NewBooking, StatusChange } from './store.js';

type BookingRow = Selectable<DB['booking']>;

/** The domain's shape differs from the row's: JSON columns parsed, a narrowed fulfilment. */
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

const newBookingRow = (b: NewBooking, now: string): Insertable<DB['booking']> => ({
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
});

/** The booking as `insert` wrote it, without reading it back. */
const inserted = (b: NewBooking, now: string): Booking => ({
  ...b,
  status: 'pending',
  purchaseAmountCents: null,
  totalChargedCents: null,
  ticketDetails: null,
  errorMessage: null,
  createdAt: now,
  updatedAt: now,
  resolvedAt: null,
});

const rowByKey = (ex: Executor, apiKeyId: string, key: string) =>
  ex
    .selectFrom('booking')
    .selectAll()
    .where('api_key_id', '=', apiKeyId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export const findByKey = async (
  deps: BookingStoreDeps,
  apiKeyId: string,
  key: string,
  trx?: Executor,
): Promise<Booking | null> => {
  const r = await rowByKey(trx ?? deps.store.db, apiKeyId, key);
  return r ? toBooking(r) : null;
};

export const getBooking = async (
  deps: BookingStoreDeps,
  id: string,
  trx?: Executor,
): Promise<Booking | null> => {
  const r = await (trx ?? deps.store.db)
    .selectFrom('booking')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? toBooking(r) : null;
};

/**
 * Inserts the booking and its first jobs together; `inserted` false when the key already existed
 * (then the booking is the one stored under it).
 */
export const insertBooking = async (
  deps: BookingStoreDeps,
  b: NewBooking,
  newJobs: NewJob[],
  trx?: Executor,
): Promise<{ inserted: boolean; booking: Booking }> => {
  const now = deps.clock().toISOString();
  const wrote = await withTransaction(deps.store, trx, async (trx) => {
    const r = await trx
      .insertInto('booking')
      .values(newBookingRow(b, now))
      .onConflict((oc) => oc.columns(['api_key_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!r) return false;
    for (const j of newJobs) await deps.jobs.enqueue(trx, j);
    return true;
  });
  if (wrote) {
    if (newJobs.length > 0) deps.jobs.notify();
    return { inserted: true, booking: inserted(b, now) };
  }
  const r = await rowByKey(trx ?? deps.store.db, b.apiKeyId, b.idempotencyKey);
  if (!r) throw new Error(`booking ${b.apiKeyId}/${b.idempotencyKey} vanished after insert`);
  return { inserted: false, booking: toBooking(r) };
};

/** The compare-and-set itself: false when the booking is no longer in `c.from`. */
const setStatus = async (trx: Executor, id: string, c: StatusChange, now: string): Promise<boolean> => {
  const r = await trx
    .updateTable('booking')
    .set((eb) => ({
      status: c.to,
      updated_at: now,
      purchase_amount_cents: eb.fn.coalesce(
        eb.val(c.purchaseAmountCents ?? null),
        eb.ref('purchase_amount_cents'),
      ),
      total_charged_cents: eb.fn.coalesce(eb.val(c.totalChargedCents ?? null), eb.ref('total_charged_cents')),
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
  return Number(r.numUpdatedRows) === 1;
};

/** Compare-and-set the status; writes the deliverables and jobs in the same transaction. */
export const changeStatus = async (
  deps: BookingStoreDeps,
  id: string,
  c: StatusChange,
  trx?: Executor,
): Promise<boolean> => {
  const ok = await withTransaction(deps.store, trx, async (trx) => {
    const now = deps.clock().toISOString();
    if (!(await setStatus(trx, id, c, now))) return false;
    await writeDeliverables(trx, c.deliverables ?? [], now);
    for (const j of c.jobs ?? []) await deps.jobs.enqueue(trx, j);
    return true;
  });
  if (ok && (c.jobs?.length ?? 0) > 0) deps.jobs.notify();
  return ok;
};

/** Jobs that go with no status change (a booking that keeps waiting on its supplier). */
export const enqueueJobs = async (
  deps: BookingStoreDeps,
  newJobs: NewJob[],
  trx?: Executor,
): Promise<void> => {
  if (newJobs.length === 0) return;
  await withTransaction(deps.store, trx, async (trx) => {
    for (const j of newJobs) await deps.jobs.enqueue(trx, j);
  });
  deps.jobs.notify();
};

/** The payment mode of each of a page of bookings, in one query. */
export const paymentModes = async (
  deps: BookingStoreDeps,
  ids: readonly string[],
  trx?: Executor,
): Promise<Map<string, Booking['paymentMode']>> => {
  if (ids.length === 0) return new Map();
  const rows = await (trx ?? deps.store.db)
    .selectFrom('booking')
    .select(['id', 'payment_mode'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.payment_mode]));
};

export const countByStatus = async (
  deps: BookingStoreDeps,
  trx?: Executor,
): Promise<Record<string, number>> =>
  Object.fromEntries(
    (
      await (trx ?? deps.store.db)
        .selectFrom('booking')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute()
    ).map((r) => [r.status, Number(r.n)]),
  );
