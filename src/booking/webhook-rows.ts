/**
 * What the callbacks need from the database: every delivery attempt, the secret a booking's
 * callbacks are signed with, and the named server secrets (kept sealed in app_secret). Functions
 * take an optional executor last.
 */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../platform/db/index.js';
import { sealContext } from '../platform/secrets/reseal.js';
import type { BookingStoreDeps, WebhookAttempt } from './store.js';

export const recordAttempt = async (
  deps: BookingStoreDeps,
  a: WebhookAttempt,
  trx?: Executor,
): Promise<void> => {
  await (trx ?? deps.store.db)
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
};

/** A webhook_attempt row as a WebhookAttempt. */
const ATTEMPT_COLUMNS = [
  'job_id as jobId',
  'booking_id as bookingId',
  'webhook_id as webhookId',
  'attempt',
  'url',
  'status_code as statusCode',
  'error',
  'duration_ms as durationMs',
  'at',
] as const;

export const attemptsOf = (
  deps: BookingStoreDeps,
  bookingId: string,
  trx?: Executor,
): Promise<WebhookAttempt[]> =>
  (trx ?? deps.store.db)
    .selectFrom('webhook_attempt')
    .select(ATTEMPT_COLUMNS)
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();

/** The attempts of a page of deliveries (their outbox jobs), oldest first (index webhook_attempt_by_job). */
export const attemptsOfJobs = async (
  deps: BookingStoreDeps,
  jobIds: readonly number[],
  trx?: Executor,
): Promise<WebhookAttempt[]> =>
  jobIds.length === 0
    ? []
    : (trx ?? deps.store.db)
        .selectFrom('webhook_attempt')
        .select(ATTEMPT_COLUMNS)
        .where('job_id', 'in', [...jobIds])
        .orderBy('id')
        .execute();

/** The current whsec_ secret of the key that made the booking. */
export const webhookSecretOfBooking = async (
  deps: BookingStoreDeps,
  bookingId: string,
  trx?: Executor,
): Promise<string | null> => {
  const k = await (trx ?? deps.store.db)
    .selectFrom('booking as b')
    .innerJoin('api_key as k', 'k.id', 'b.api_key_id')
    .select(['k.id', 'k.webhook_secret'])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  return k ? deps.store.secrets.open(k.webhook_secret, sealContext.webhookSecret(k.id)) : null;
};

/** A named server secret, generated (32 random bytes, base64url) on first use and kept in the database. */
export const appSecret = async (deps: BookingStoreDeps, name: string, trx?: Executor): Promise<string> => {
  const db = trx ?? deps.store.db;
  const context = sealContext.appSecret(name);
  await db
    .insertInto('app_secret')
    .values({
      name,
      value: deps.store.secrets.seal(randomBytes(32).toString('base64url'), context),
      created_at: deps.clock().toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return deps.store.secrets.open(row.value, context);
};
