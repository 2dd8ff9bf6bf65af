/**
 * Bookings, their ticket files, webhook attempts and server secrets. Every status change is a
 * compare-and-set on the current status, committed together with the jobs it implies (outbox). The
 * functions live by table (booking-rows.ts, deliverable-rows.ts, webhook-rows.ts) over one small
 * context; this file declares the store and assembles it. Every function takes an optional executor
 * last: given one, it joins the caller's transaction; without one, a write of several tables opens
 * its own. Writes that enqueue jobs wake the worker when they return: after their own commit, or,
 * joined, before the caller's (harmless: the worker's next poll finds the jobs).
 */
import type { Selectable } from 'kysely';
import type { Executor, Store } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';
import type { NewJob } from '../platform/outbox/kinds.js';
import type { JobStore } from '../platform/outbox/store.js';
import type { Clock } from '../platform/time.js';
import type { Booking, Deliverable } from './booking.js';
import {
  changeStatus,
  countByStatus,
  enqueueJobs,
  findByKey,
  getBooking,
  insertBooking,
  paymentModes,
} from './booking-rows.js';
import { deliverablesOf, ordersOf, storedFile } from './deliverable-rows.js';
import type { BookingState } from './state.js';
import {
  appSecret,
  attemptsOf,
  attemptsOfJobs,
  recordAttempt,
  webhookSecretOfBooking,
} from './webhook-rows.js';

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

/** A booking as GET /orders lists it (its name in the asked language when the activity has one). */
export type OrderRow = Pick<
  Selectable<DB['booking']>,
  'id' | 'status' | 'activity_name' | 'picture_url' | 'authorization_amount_cents' | 'created_at'
>;

export interface BookingStore {
  findByKey(apiKeyId: string, idempotencyKey: string, trx?: Executor): Promise<Booking | null>;
  /** Insert the booking and its first jobs in one transaction; `inserted` false when the key already existed. */
  insert(b: NewBooking, jobs: NewJob[], trx?: Executor): Promise<{ inserted: boolean; booking: Booking }>;
  get(id: string, trx?: Executor): Promise<Booking | null>;
  /** The payment mode of each of a page of bookings, in one query (App Home marks rehearsals). */
  paymentModes(ids: readonly string[], trx?: Executor): Promise<Map<string, Booking['paymentMode']>>;
  /** Compare-and-set the status; writes deliverables and jobs in the same transaction. */
  change(id: string, c: StatusChange, trx?: Executor): Promise<boolean>;
  recordAttempt(a: WebhookAttempt, trx?: Executor): Promise<void>;
  attempts(bookingId: string, trx?: Executor): Promise<WebhookAttempt[]>;
  /** The attempts of these deliveries (outbox job ids), oldest first. */
  attemptsOfJobs(jobIds: readonly number[], trx?: Executor): Promise<WebhookAttempt[]>;
  deliverables(bookingId: string, trx?: Executor): Promise<Deliverable[]>;
  /** A stored supplier file of the booking (null when there is none under that id). */
  storedFile(
    bookingId: string,
    id: string,
    trx?: Executor,
  ): Promise<(Deliverable & { content: Buffer }) | null>;
  /** Jobs that go with no status change (a booking that keeps waiting on its supplier). */
  enqueue(jobs: NewJob[], trx?: Executor): Promise<void>;
  /** The current whsec_ secret of the key that made the booking. */
  webhookSecretOfBooking(bookingId: string, trx?: Executor): Promise<string | null>;
  /** Orders of a user, newest first; `apiKeyId` null lists across credentials. */
  orders(
    userId: string,
    apiKeyId: string | null,
    lang: string | null,
    limit: number,
    trx?: Executor,
  ): Promise<{
    bookings: OrderRow[];
    deliverables: Deliverable[];
  }>;
  /** A named server secret, generated (32 random bytes, base64url) on first use and kept in the database. */
  secret(name: string, trx?: Executor): Promise<string>;
  countByStatus(trx?: Executor): Promise<Record<string, number>>;
}

/** What the booking store's functions share. */
export interface BookingStoreDeps {
  store: Pick<Store, 'db' | 'transaction' | 'secrets'>;
  /** The outbox: jobs are enqueued inside the status change's transaction. */
  jobs: Pick<JobStore, 'enqueue' | 'notify'>;
  clock: Clock;
}

export const createBookingStore = (store: Store, jobs: JobStore, clock: Clock): BookingStore => {
  const deps: BookingStoreDeps = { store, jobs, clock };
  return {
    findByKey: (apiKeyId, key, trx) => findByKey(deps, apiKeyId, key, trx),
    insert: (b, newJobs, trx) => insertBooking(deps, b, newJobs, trx),
    get: (id, trx) => getBooking(deps, id, trx),
    paymentModes: (ids, trx) => paymentModes(deps, ids, trx),
    change: (id, c, trx) => changeStatus(deps, id, c, trx),
    recordAttempt: (a, trx) => recordAttempt(deps, a, trx),
    attempts: (bookingId, trx) => attemptsOf(deps, bookingId, trx),
    attemptsOfJobs: (jobIds, trx) => attemptsOfJobs(deps, jobIds, trx),
    deliverables: (bookingId, trx) => deliverablesOf(deps, bookingId, trx),
    storedFile: (bookingId, id, trx) => storedFile(deps, bookingId, id, trx),
    enqueue: (newJobs, trx) => enqueueJobs(deps, newJobs, trx),
    webhookSecretOfBooking: (bookingId, trx) => webhookSecretOfBooking(deps, bookingId, trx),
    orders: (userId, apiKeyId, lang, limit, trx) => ordersOf(deps, userId, apiKeyId, lang, limit, trx),
    secret: (name, trx) => appSecret(deps, name, trx),
    countByStatus: (trx) => countByStatus(deps, trx),
  };
};
