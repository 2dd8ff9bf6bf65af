/**
 * Ticket files of bookings (booking_deliverable): written with the status change that issues them,
 * listed without their bytes, a supplier's kept file read whole, and the rows of GET /orders.
 * Reads take an optional executor last.
 */
import type { Selectable } from 'kysely';
import type { Executor } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';
import type { Deliverable } from './booking.js';
import type { BookingStoreDeps, NewDeliverable, OrderRow } from './store.js';

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
type DeliverableRow = Pick<Selectable<DB['booking_deliverable']>, (typeof DELIVERABLE_COLUMNS)[number]>;

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

/** A step of the status change's transaction: its deliverables, once each (a re-run writes nothing). */
export const writeDeliverables = async (
  trx: Executor,
  deliverables: readonly NewDeliverable[],
  now: string,
): Promise<void> => {
  if (deliverables.length === 0) return;
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
};

export const deliverablesOf = async (
  deps: BookingStoreDeps,
  bookingId: string,
  trx?: Executor,
): Promise<Deliverable[]> =>
  (
    await (trx ?? deps.store.db)
      .selectFrom('booking_deliverable')
      .select(DELIVERABLE_COLUMNS)
      .where('booking_id', '=', bookingId)
      .orderBy('seq')
      .execute()
  ).map(toDeliverable);

/** A stored supplier file of the booking (null when there is none under that id). */
export const storedFile = async (
  deps: BookingStoreDeps,
  bookingId: string,
  id: string,
  trx?: Executor,
): Promise<(Deliverable & { content: Buffer }) | null> => {
  const r = await (trx ?? deps.store.db)
    .selectFrom('booking_deliverable')
    .select([...DELIVERABLE_COLUMNS, 'content'])
    .where('booking_id', '=', bookingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r?.content ? { ...toDeliverable(r), content: Buffer.from(r.content) } : null;
};

/** Orders of a user, newest first, with their files; `apiKeyId` null lists across credentials. */
export const ordersOf = async (
  deps: BookingStoreDeps,
  userId: string,
  apiKeyId: string | null,
  lang: string | null,
  limit: number,
  trx?: Executor,
): Promise<{ bookings: OrderRow[]; deliverables: Deliverable[] }> => {
  const db = trx ?? deps.store.db;
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
};
