/**
 * State changes and the jobs they imply: every transition of the booking state machine is one
 * compare-and-set committed together with its callback (or Slack notice) job, the outbox.
 */

import { JOB_KINDS, type NewJob, type WebhookJobPayload } from '../platform/outbox/kinds.js';
import type { Booking } from './booking.js';
import type { BookingsDeps } from './deps.js';
import { payloadOf } from './presentation.js';
import { type BookingEvent, transition } from './state.js';
import type { StatusChange } from './store.js';

/** A stable id per (booking, status): every retry of one event carries the same webhook-id. */
export const webhookIdFor = (bookingId: string, status: string): string => `msg_${bookingId}_${status}`;

/**
 * A Slack booking's reminders follow its state: planned when it is confirmed, called off when it is
 * cancelled (the reminders feature handles both jobs).
 */
const reminderJobs = (after: Booking): NewJob[] => {
  const kind =
    after.status === 'confirmed'
      ? JOB_KINDS.reminderSchedule
      : after.status === 'cancelled'
        ? JOB_KINDS.reminderCancel
        : null;
  return kind ? [{ kind, payload: { booking_id: after.id }, dedupeKey: `${kind}:${after.id}` }] : [];
};

/**
 * The job implied by a booking reaching `after.status`: the partner's signed callback, or for a
 * Slack-originated booking the Slack notification (its result is told in Slack, not by webhook).
 * Both are the booking key's work (its partition), so one key's slow receiver delays only itself.
 */
export const eventJobs = (deps: Pick<BookingsDeps, 'ticketLinks'>, after: Booking): NewJob[] => {
  if (after.origin?.kind === 'slack')
    return [
      {
        kind: JOB_KINDS.slackNotify,
        payload: { booking_id: after.id },
        dedupeKey: `slack_${after.id}_${after.status}`,
        partitionKey: after.apiKeyId,
      },
      ...reminderJobs(after),
    ];
  if (after.origin?.kind === 'mcp') return [];
  const webhookId = webhookIdFor(after.id, after.status);
  const body: WebhookJobPayload = {
    booking_id: after.id,
    webhook_id: webhookId,
    url: after.webhookUrl,
    dry_run: after.paymentMode !== 'live_purchase',
    body: JSON.stringify(payloadOf(deps.ticketLinks, after)),
  };
  return [{ kind: JOB_KINDS.webhook, payload: body, dedupeKey: webhookId, partitionKey: after.apiKeyId }];
};

/** Apply one state-machine event; false when the booking was not in `before.status` any more (a racing worker won). */
export const applyEvent = (
  deps: Pick<BookingsDeps, 'ticketLinks' | 'bookings' | 'clock'>,
  before: Booking,
  event: BookingEvent,
  fields: Omit<StatusChange, 'from' | 'to'>,
  extraJobs: NewJob[] = [],
): Promise<boolean> => {
  const to = transition(before.status, event);
  if (to === null) throw new Error(`illegal booking transition ${before.status} --${event}-->`);
  const at = deps.clock().toISOString();
  const after: Booking = {
    ...before,
    status: to,
    purchaseAmountCents: fields.purchaseAmountCents ?? before.purchaseAmountCents,
    totalChargedCents: fields.totalChargedCents ?? before.totalChargedCents,
    ticketDetails: fields.ticketDetails ?? before.ticketDetails,
    errorMessage: fields.errorMessage ?? before.errorMessage,
    resolvedAt: at,
    updatedAt: at,
  };
  return deps.bookings.change(before.id, {
    ...fields,
    from: before.status,
    to,
    resolvedAt: at,
    jobs: [...eventJobs(deps, after), ...extraJobs, ...(fields.jobs ?? [])],
  });
};
