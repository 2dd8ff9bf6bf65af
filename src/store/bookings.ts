/**
 * Bookings, deliverables, emails and webhook attempts. Every status change is a compare-and-set on
 * the current status, committed together with the jobs it implies (outbox).
 */
import { randomBytes } from 'node:crypto';
import type { Booking, Deliverable } from '../domain/booking.js';
import type { BookingState } from '../domain/booking-state.js';
import type { NewJob } from '../domain/jobs.js';
import type { Clock } from '../domain/time.js';
import { type Store, writeTransaction } from './db.js';
import type { JobStore } from './jobs.js';
import type { BookingTable } from './schema.js';
import { sealContext } from './secrets.js';

type BookingRow = BookingTable;

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
  deliverables?: Omit<Deliverable, 'createdAt'>[];
  jobs?: NewJob[];
}

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
  findByKey(apiKeyId: string, idempotencyKey: string): Booking | null;
  /** Insert the booking and its first jobs in one transaction; `inserted` false when the key already existed. */
  insert(b: NewBooking, jobs: NewJob[]): { inserted: boolean; booking: Booking };
  get(id: string): Booking | null;
  /** Compare-and-set the status; writes deliverables, emails and jobs in the same transaction. */
  change(id: string, c: StatusChange): boolean;
  recordAttempt(a: WebhookAttempt): void;
  attempts(bookingId: string): WebhookAttempt[];
  deliverables(bookingId: string): Deliverable[];
  /** The current whsec_ secret of the key that made the booking. */
  webhookSecretOfBooking(bookingId: string): string | null;
  /** Orders of a user, newest first; `apiKeyId` null lists across credentials. */
  orders(
    userId: string,
    apiKeyId: string | null,
    lang: string | null,
    limit: number,
  ): {
    bookings: OrderRow[];
    deliverables: Deliverable[];
  };
  /** A named server secret, generated (32 random bytes, base64url) on first use and kept in the database. */
  secret(name: string): string;
  countByStatus(): Record<string, number>;
}

export const createBookingStore = (store: Store, jobs: JobStore, clock: Clock): BookingStore => {
  const { sqlite } = store;
  const byKey = sqlite.prepare('SELECT * FROM booking WHERE api_key_id = ? AND idempotency_key = ?');
  const byId = sqlite.prepare('SELECT * FROM booking WHERE id = ?');
  const insertStmt = sqlite.prepare(
    `INSERT INTO booking (id, api_key_id, idempotency_key, fingerprint, user_id, external_user_id, activity_id,
       activity_name, picture_url, venue, timezone, booking_domain, estimated_fulfillment, currency, tickets, lines,
       payment_mode, webhook_url, authorization_amount_cents, ticket_total_cents, booking_fee_cents, origin,
       created_at, updated_at)
     VALUES (@id, @api_key_id, @idempotency_key, @fingerprint, @user_id, @external_user_id, @activity_id,
       @activity_name, @picture_url, @venue, @timezone, @booking_domain, @estimated_fulfillment, @currency, @tickets,
       @lines, @payment_mode, @webhook_url, @authorization_amount_cents, @ticket_total_cents, @booking_fee_cents,
       @origin, @ts, @ts)
     ON CONFLICT (api_key_id, idempotency_key) DO NOTHING`,
  );
  const changeStmt = sqlite.prepare(
    `UPDATE booking SET status = @to, updated_at = @ts,
       purchase_amount_cents = COALESCE(@purchase, purchase_amount_cents),
       total_charged_cents = COALESCE(@total, total_charged_cents),
       ticket_details = COALESCE(@details, ticket_details),
       error_message = COALESCE(@error, error_message),
       resolved_at = COALESCE(@resolved_at, resolved_at)
     WHERE id = @id AND status = @from`,
  );
  const insertDeliverable = sqlite.prepare(
    `INSERT OR IGNORE INTO booking_deliverable (id, booking_id, deliverable_type, filename, content_type, file_size_bytes,
       ticket_type_name, session_date, session_time, created_at)
     VALUES (@id, @booking_id, @deliverable_type, @filename, @content_type, @file_size_bytes, @ticket_type_name,
       @session_date, @session_time, @ts)`,
  );
  const insertAttempt = sqlite.prepare(
    `INSERT INTO webhook_attempt (job_id, booking_id, webhook_id, attempt, url, status_code, error, duration_ms, at)
     VALUES (@jobId, @bookingId, @webhookId, @attempt, @url, @statusCode, @error, @durationMs, @at)`,
  );
  const attemptsStmt = sqlite.prepare(
    `SELECT job_id AS jobId, booking_id AS bookingId, webhook_id AS webhookId, attempt, url, status_code AS statusCode,
       error, duration_ms AS durationMs, at FROM webhook_attempt WHERE booking_id = ? ORDER BY id`,
  );
  const deliverablesStmt = sqlite.prepare(
    'SELECT * FROM booking_deliverable WHERE booking_id = ? ORDER BY rowid',
  );
  const secretOfBooking = sqlite.prepare<[string], { id: string; webhook_secret: string }>(
    'SELECT k.id, k.webhook_secret FROM booking b JOIN api_key k ON k.id = b.api_key_id WHERE b.id = ?',
  );
  const getSecret = sqlite.prepare('SELECT value FROM app_secret WHERE name = ?').pluck();
  const putSecret = sqlite.prepare(
    'INSERT INTO app_secret (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
  );
  const statusCounts = sqlite.prepare('SELECT status, COUNT(*) AS n FROM booking GROUP BY status');
  const ts = () => clock().toISOString();

  const insertTx = writeTransaction(sqlite, (b: NewBooking, newJobs: NewJob[], now: string) => {
    const r = insertStmt.run({
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
      ts: now,
    });
    if (r.changes === 1) for (const j of newJobs) jobs.enqueue(j);
    return r.changes === 1;
  });

  const changeTx = writeTransaction(sqlite, (id: string, c: StatusChange) => {
    const now = ts();
    const r = changeStmt.run({
      id,
      from: c.from,
      to: c.to,
      ts: now,
      purchase: c.purchaseAmountCents ?? null,
      total: c.totalChargedCents ?? null,
      details: c.ticketDetails ? JSON.stringify(c.ticketDetails) : null,
      error: c.errorMessage ?? null,
      resolved_at: c.resolvedAt ?? null,
    });
    if (r.changes !== 1) return false;
    for (const d of c.deliverables ?? [])
      insertDeliverable.run({
        id: d.id,
        booking_id: d.bookingId,
        deliverable_type: d.deliverableType,
        filename: d.filename,
        content_type: d.contentType,
        file_size_bytes: d.fileSizeBytes,
        ticket_type_name: d.ticketTypeName,
        session_date: d.sessionDate,
        session_time: d.sessionTime,
        ts: now,
      });
    for (const j of c.jobs ?? []) jobs.enqueue(j);
    return true;
  });

  const toDeliverable = (r: {
    id: string;
    booking_id: string;
    deliverable_type: string;
    filename: string;
    content_type: string;
    file_size_bytes: number | null;
    ticket_type_name: string;
    session_date: string | null;
    session_time: string | null;
    created_at: string;
  }): Deliverable => ({
    id: r.id,
    bookingId: r.booking_id,
    deliverableType: r.deliverable_type,
    filename: r.filename,
    contentType: r.content_type,
    fileSizeBytes: r.file_size_bytes,
    ticketTypeName: r.ticket_type_name,
    sessionDate: r.session_date,
    sessionTime: r.session_time,
    createdAt: r.created_at,
  });

  return {
    findByKey: (apiKeyId, key) => {
      const r = byKey.get(apiKeyId, key) as BookingRow | undefined;
      return r ? toBooking(r) : null;
    },
    insert: (b, newJobs) => {
      const now = ts();
      const inserted = insertTx(b, newJobs, now);
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
      const r = byKey.get(b.apiKeyId, b.idempotencyKey) as BookingRow | undefined;
      if (!r) throw new Error(`booking ${b.apiKeyId}/${b.idempotencyKey} vanished after insert`);
      return { inserted, booking: toBooking(r) };
    },
    get: (id) => {
      const r = byId.get(id) as BookingRow | undefined;
      return r ? toBooking(r) : null;
    },
    change: (id, c) => {
      const ok = changeTx(id, c);
      if (ok && (c.jobs?.length ?? 0) > 0) jobs.notify();
      return ok;
    },
    recordAttempt: (a) => {
      insertAttempt.run({ ...a, error: a.error === null ? null : a.error.slice(0, 500) });
    },
    attempts: (bookingId) => attemptsStmt.all(bookingId) as WebhookAttempt[],
    deliverables: (bookingId) =>
      (deliverablesStmt.all(bookingId) as Parameters<typeof toDeliverable>[0][]).map(toDeliverable),
    webhookSecretOfBooking: (bookingId) => {
      const k = secretOfBooking.get(bookingId);
      return k ? store.secrets.open(k.webhook_secret, sealContext.webhookSecret(k.id)) : null;
    },
    orders: (userId, apiKeyId, lang, limit) => {
      const scope = apiKeyId === null ? '' : ' AND b.api_key_id = @key';
      const bookings = sqlite
        .prepare(
          `SELECT b.id, b.status, COALESCE(t.name, b.activity_name) AS activity_name, b.picture_url,
             b.authorization_amount_cents, b.created_at
           FROM booking b
           LEFT JOIN activity a ON a.activity_id = b.activity_id
           LEFT JOIN activity_translation t ON t.activity_id = a.id AND t.lang = @lang
           WHERE b.user_id = @user${scope}
           ORDER BY b.created_at DESC, b.rowid DESC LIMIT @limit`,
        )
        .all({ user: userId, key: apiKeyId, lang: lang ?? '', limit }) as OrderRow[];
      const deliverables = (
        sqlite
          .prepare(
            `SELECT d.* FROM booking_deliverable d JOIN booking b ON b.id = d.booking_id
             WHERE b.user_id = @user${scope} ORDER BY d.created_at DESC, d.rowid DESC LIMIT @limit`,
          )
          .all({ user: userId, key: apiKeyId, limit }) as Parameters<typeof toDeliverable>[0][]
      ).map(toDeliverable);
      return { bookings, deliverables };
    },
    secret: (name) => {
      const context = sealContext.appSecret(name);
      putSecret.run(name, store.secrets.seal(randomBytes(32).toString('base64url'), context), ts());
      return store.secrets.open(getSecret.get(name) as string, context);
    },
    countByStatus: () =>
      Object.fromEntries((statusCounts.all() as { status: string; n: number }[]).map((r) => [r.status, r.n])),
  };
};
