/**
 * Job `reminder.cancel` { booking_id }: a Slack booking was cancelled; its pending reminders are
 * cancelled (their send jobs then find nothing to send). Sending checks the booking again anyway,
 * so a reminder due before this job runs is not sent for a cancelled booking either.
 */
import type { JobOutcome } from '../platform/outbox/kinds.js';
import type { RemindersDeps } from './reminders-deps.js';

export const cancelReminders = async (deps: RemindersDeps, bookingId: string): Promise<JobOutcome> => {
  const n = await deps.rows.cancelPending(bookingId, deps.clock().toISOString());
  if (n > 0) deps.log.info({ booking_id: bookingId, reminders: n }, 'reminders cancelled with the booking');
  return undefined;
};
