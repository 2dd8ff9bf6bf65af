/**
 * The callbacks as operators and partners see them: each delivery (one webhook-id, one outbox job)
 * with its attempts, the list of them (`jaunt webhooks list [--failed]`), the summary a booking
 * carries on GET /bookings/{id} (`webhook_deliveries`), and redelivery of one by its webhook-id.
 */
import type { Actor } from '../access/index.js';
import type { WebhookDeliveriesSummary } from '../contract/bookings.js';
import { AppError } from '../platform/errors.js';
import { JOB_KINDS, type WebhookJobPayload } from '../platform/outbox/kinds.js';
import type { JobInfo, JobStore } from '../platform/outbox/store.js';
import type { Booking } from './booking.js';
import type { BookingsDeps } from './deps.js';
import { webhookIdFor } from './events.js';
import { BOOKING_STATUSES } from './state.js';
import type { WebhookAttempt } from './store.js';

/** Where a delivery stands: waiting for its first attempt, delivered, retrying after failures, given up. */
export type DeliveryState = 'pending' | 'delivered' | 'retrying' | 'given_up';

export interface WebhookDelivery {
  webhookId: string;
  bookingId: string;
  /** The receiver's origin (scheme, host, port): its path and query may hold the partner's tokens. */
  target: string;
  state: DeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** When the next attempt runs (ISO), while one is scheduled. */
  nextAttemptAt: string | null;
}

export interface WebhookDeliveries {
  /** Deliveries, most recently changed first; `failed`: given up, or retrying after a failure. */
  webhookDeliveries(q: { failed?: boolean; limit: number }): Promise<WebhookDelivery[]>;
  /**
   * Runs a delivery again now with the whole retry schedule (same webhook-id and body, so receivers
   * dedupe it). `running` when an attempt is under way; not_found when no delivery has that id.
   */
  redeliverWebhook(webhookId: string): Promise<'requeued' | 'running'>;
  /** The callbacks summary of a booking the actor may see; null when its results go to Slack instead. */
  webhookSummary(actor: Actor, bookingId: string): Promise<WebhookDeliveriesSummary | null>;
  /**
   * Sends the failed callbacks (given up, or waiting for a retry after a failure) of a booking the
   * actor may see again now; answers the summary. not_found for bookings told in Slack.
   */
  redeliverFailedWebhooks(actor: Actor, bookingId: string): Promise<WebhookDeliveriesSummary>;
}

export type DeliveriesDeps = Pick<BookingsDeps, 'bookings'> & {
  outbox: Pick<JobStore, 'list' | 'requeue'>;
};

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid URL';
  }
};

const stateOf = (job: JobInfo): DeliveryState =>
  job.state === 'done'
    ? 'delivered'
    : job.state === 'dead'
      ? 'given_up'
      : job.lastError === null && job.attempts === 0
        ? 'pending'
        : 'retrying';

const deliveryOf = (job: JobInfo, attempts: readonly WebhookAttempt[]): WebhookDelivery => {
  const p = job.payload as Partial<WebhookJobPayload>;
  const mine = attempts.filter((a) => a.jobId === job.id);
  const last = mine.at(-1);
  return {
    webhookId: job.dedupeKey ?? p.webhook_id ?? '',
    bookingId: p.booking_id ?? '',
    target: originOf(p.url ?? ''),
    state: stateOf(job),
    attempts: mine.length,
    lastStatus: last?.statusCode ?? null,
    lastError: last?.error ?? null,
    lastAttemptAt: last?.at ?? null,
    nextAttemptAt: job.state === 'queued' ? new Date(job.runAt).toISOString() : null,
  };
};

const list = async (deps: DeliveriesDeps, q: { failed?: boolean; limit: number }) => {
  const jobs = await deps.outbox.list({ kind: JOB_KINDS.webhook, limit: q.limit, failed: q.failed ?? false });
  const attempts = await deps.bookings.attemptsOfJobs(jobs.map((j) => j.id));
  return jobs.map((j) => deliveryOf(j, attempts));
};

const summary = async (deps: DeliveriesDeps, bookingId: string): Promise<WebhookDeliveriesSummary> => {
  const keys = BOOKING_STATUSES.map((s) => webhookIdFor(bookingId, s));
  const jobs = await deps.outbox.list({ kind: JOB_KINDS.webhook, dedupeKeys: keys, limit: keys.length });
  const attempts = await deps.bookings.attempts(bookingId);
  const last = attempts.at(-1);
  const next = jobs
    .filter((j) => j.state === 'queued')
    .map((j) => j.runAt)
    .sort((a, b) => a - b)[0];
  return {
    deliveries: jobs.length,
    attempts: attempts.length,
    last_status: last?.statusCode ?? null,
    last_error: last?.error ?? null,
    last_attempt_at: last?.at ?? null,
    next_retry_at: next === undefined ? null : new Date(next).toISOString(),
    given_up: jobs.filter((j) => j.state === 'dead').length,
  };
};

export const createWebhookDeliveries = (
  deps: DeliveriesDeps,
  visible: (actor: Actor, bookingId: string) => Promise<Pick<Booking, 'origin'>>,
): WebhookDeliveries => ({
  webhookDeliveries: (q) => list(deps, q),
  redeliverWebhook: async (webhookId) => {
    const r = await deps.outbox.requeue(JOB_KINDS.webhook, webhookId);
    if (r === 'unknown') throw new AppError('not_found', `No callback delivery ${webhookId}`);
    return r;
  },
  redeliverFailedWebhooks: async (actor, bookingId) => {
    const b = await visible(actor, bookingId);
    if (b.origin?.kind === 'slack')
      throw new AppError('not_found', `Booking ${bookingId} has no callbacks: its results are told in Slack`);
    const keys = BOOKING_STATUSES.map((s) => webhookIdFor(bookingId, s));
    const failed = await deps.outbox.list({
      kind: JOB_KINDS.webhook,
      dedupeKeys: keys,
      failed: true,
      limit: keys.length,
    });
    // One being attempted right now is left to finish; its outcome shows in the summary.
    for (const j of failed)
      if (j.dedupeKey !== null) await deps.outbox.requeue(JOB_KINDS.webhook, j.dedupeKey);
    return summary(deps, bookingId);
  },
  webhookSummary: async (actor, bookingId) => {
    const b = await visible(actor, bookingId);
    return b.origin?.kind === 'slack' ? null : summary(deps, bookingId);
  },
});
