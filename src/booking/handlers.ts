/**
 * Handlers of the booking jobs: fulfil, wait for a PENDING supplier, fetch a supplier's ticket
 * files, deliver delayed tickets, and deliver the signed callback
 * (Standard Webhooks) with the retry schedule of domain/retry-policy.
 */
import type { Logger } from 'pino';
import { z } from 'zod';
import { type OutboundHttp, OutboundRefused } from '../platform/http/outbound.js';
import {
  type BookingJobPayload,
  JOB_KINDS,
  type Job,
  type JobHandler,
  type JobOutcome,
  type SupplierFilesJobPayload,
  type WebhookJobPayload,
} from '../platform/outbox/kinds.js';
import { parseRetryAfter, webhookRetry } from '../platform/outbox/retry-policy.js';
import type { Clock } from '../platform/time.js';
import type { BookingsService } from './bookings-service.js';
import { signWebhook } from './webhook-signing.js';

/** The SSRF guard refused the target (possibly wrapped by undici's connect error): retrying cannot help. */
const refusedByGuard = (e: unknown): boolean => {
  for (let cur: unknown = e, depth = 0; cur instanceof Error && depth < 5; cur = cur.cause, depth++)
    if (cur instanceof OutboundRefused || (cur as NodeJS.ErrnoException).code === 'ESSRF') return true;
  return false;
};

const BookingJob: z.ZodType<BookingJobPayload> = z.object({ booking_id: z.string() });
const SupplierFilesJob: z.ZodType<SupplierFilesJobPayload> = z.object({
  booking_id: z.string(),
  files: z.array(
    z.object({
      url: z.string(),
      format: z.enum(['PDF_URL', 'PKPASS_URL']),
      ticket: z.number().int().min(0).nullable(),
    }),
  ),
});
const WebhookJob: z.ZodType<WebhookJobPayload> = z.object({
  booking_id: z.string(),
  webhook_id: z.string(),
  url: z.string(),
  dry_run: z.boolean().default(false),
  body: z.string(),
});

export interface BookingHandlersDeps {
  bookings: BookingsService;
  http: OutboundHttp;
  /** The client for dry-run callbacks (loopback allowed in development). */
  dryRunHttp?: OutboundHttp;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  retryScale: number;
  webhookTimeoutMs: number;
  random?: () => number;
}

/** What one delivery attempt got: the receiver's answer, or why there was none. */
interface Delivery {
  status: number | null;
  error: string | null;
  retryAfterMs: number | null;
  permanent: boolean;
}

/** POSTs the signed callback once; never throws. */
const post = async (
  deps: BookingHandlersDeps,
  w: WebhookJobPayload,
  secret: string,
  at: Date,
): Promise<Delivery> => {
  const headers = {
    'content-type': 'application/json',
    ...signWebhook(secret, w.webhook_id, at, w.body),
  };
  try {
    const client = w.dry_run ? (deps.dryRunHttp ?? deps.http) : deps.http;
    const res = await client.send(w.url, {
      method: 'POST',
      headers,
      body: w.body,
      timeoutMs: deps.webhookTimeoutMs,
      maxBytes: 16_384,
    });
    return {
      status: res.status,
      error: res.status < 200 || res.status >= 300 ? `HTTP ${res.status}` : null,
      retryAfterMs: parseRetryAfter(res.headers['retry-after'], at.getTime()),
      // Svix-style opt-out: the receiver asks us to stop retrying this message.
      permanent: res.headers['webhook-delivery'] === 'abort-message',
    };
  } catch (e) {
    return {
      status: null,
      error:
        e instanceof Error
          ? e.name === 'TimeoutError'
            ? `timed out after ${deps.webhookTimeoutMs} ms`
            : e.message
          : String(e),
      retryAfterMs: null,
      permanent: refusedByGuard(e),
    };
  }
};

/** The receiver's origin only: a callback URL's path and query may carry the partner's own tokens. */
const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid URL';
  }
};

/** An attempt's error for the log: any URL in it cut to its origin. */
const loggableError = (error: string | null): string | null =>
  error === null ? null : error.replace(/\b(https?:\/\/[^\s/?#]+)[^\s]*/g, '$1/…').slice(0, 300);

/** Job webhook.deliver: one signed attempt, recorded, then done, retried by the schedule, or given up. */
const deliverWebhook = async (deps: BookingHandlersDeps, job: Job): Promise<JobOutcome> => {
  const p = WebhookJob.safeParse(job.payload);
  if (!p.success) return { giveUp: 'malformed payload' };
  const w = p.data;
  const secret = await deps.bookings.webhookSecretFor(w.booking_id);
  if (!secret) return { giveUp: 'booking or its key is gone' };
  const at = deps.clock();
  const started = performance.now();
  const d = await post(deps, w, secret, at);
  await deps.bookings.recordWebhookAttempt({
    jobId: job.id,
    bookingId: w.booking_id,
    webhookId: w.webhook_id,
    attempt: job.attempt,
    url: w.url,
    statusCode: d.status,
    error: d.error,
    durationMs: Math.round(performance.now() - started),
    at: at.toISOString(),
  });
  const retryOpts = { scale: deps.retryScale, random: deps.random ?? Math.random };
  const decision = webhookRetry(job.attempt, d, retryOpts);
  if (decision.kind === 'done') return undefined;
  // Every failed attempt is told, without the body, the signature or the URL's path and query.
  deps.log.warn(
    {
      booking: w.booking_id,
      webhook: w.webhook_id,
      attempt: job.attempt,
      target: originOf(w.url),
      status: d.status,
      error: loggableError(d.error),
      retry_in_ms: decision.kind === 'retry' ? decision.delayMs : null,
    },
    'callback attempt failed',
  );
  if (decision.kind === 'give_up') {
    deps.log.warn(
      { booking: w.booking_id, webhook: w.webhook_id, reason: decision.reason },
      'callback given up',
    );
    return { giveUp: decision.reason };
  }
  return { retryInMs: decision.delayMs, error: d.error ?? 'not delivered' };
};

export const bookingHandlers = (deps: BookingHandlersDeps): Record<string, JobHandler> => ({
  [JOB_KINDS.fulfil]: async (job) => {
    const p = BookingJob.safeParse(job.payload);
    if (!p.success) return { giveUp: 'malformed payload' };
    return deps.bookings.fulfil(p.data.booking_id, job.attempt);
  },
  [JOB_KINDS.awaitSupplier]: async (job) => {
    const p = BookingJob.safeParse(job.payload);
    if (!p.success) return { giveUp: 'malformed payload' };
    return deps.bookings.awaitSupplier(p.data.booking_id, job.attempt);
  },
  [JOB_KINDS.supplierFiles]: async (job) => {
    const p = SupplierFilesJob.safeParse(job.payload);
    if (!p.success) return { giveUp: 'malformed payload' };
    return deps.bookings.supplierFiles(p.data.booking_id, p.data.files, job.attempt);
  },
  [JOB_KINDS.deliverTickets]: async (job) => {
    const p = BookingJob.safeParse(job.payload);
    if (!p.success) return { giveUp: 'malformed payload' };
    return deps.bookings.deliverTickets(p.data.booking_id);
  },
  [JOB_KINDS.webhook]: (job) => deliverWebhook(deps, job),
});
