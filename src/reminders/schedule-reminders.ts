/**
 * Job `reminder.schedule` { booking_id }: a Slack booking was confirmed; plan its reminders (24 h
 * and 2 h before the session, each only when the session is at least that far away) and put each
 * one's `reminder.send` job in the outbox, in one transaction. Idempotent: a lead time a booking has
 * already is left alone.
 */
import { randomBytes } from 'node:crypto';
import { withTransaction } from '../platform/db/index.js';
import { JOB_KINDS, type JobOutcome, type ReminderJobPayload } from '../platform/outbox/kinds.js';
import { remindersDue, sessionStartOf } from './reminder-times.js';
import type { RemindersDeps } from './reminders-deps.js';

const LIVE = new Set(['confirmed', 'deliverable_ready']);

export const scheduleReminders = async (deps: RemindersDeps, bookingId: string): Promise<JobOutcome> => {
  const d = await deps.bookings.describe(bookingId);
  if (!d) return { giveUp: `booking ${bookingId} not found` };
  if (d.origin?.kind !== 'slack' || !LIVE.has(d.payload.status)) return undefined;
  const start = sessionStartOf(d.payload.tickets, d.timezone);
  if (start === null) return undefined;
  const now = deps.clock().getTime();
  const due = remindersDue(start, now);
  if (due.length === 0) return undefined;
  const { teamId, userId } = d.origin;
  const at = new Date(now).toISOString();
  await withTransaction(deps.store, undefined, async (trx) => {
    const fresh = await deps.rows.insertNew(
      due.map((r) => ({
        id: `rem_${randomBytes(9).toString('base64url')}`,
        bookingId,
        teamId,
        userId,
        leadMinutes: r.leadMinutes,
        dueAt: new Date(r.dueAtMs).toISOString(),
      })),
      at,
      trx,
    );
    for (const r of fresh) {
      const payload: ReminderJobPayload = { reminder_id: r.id };
      await deps.jobs.enqueue(trx, {
        kind: JOB_KINDS.reminderSend,
        payload,
        // The outbox runs on its own clock: due as far from its now as the reminder is from ours.
        runAt: deps.wallClock().getTime() + (Date.parse(r.dueAt) - now),
        dedupeKey: `${JOB_KINDS.reminderSend}:${r.id}`,
      });
    }
  });
  deps.jobs.notify();
  return undefined;
};
