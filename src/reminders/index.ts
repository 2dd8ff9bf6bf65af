/**
 * Reminders before a Slack booking's session (issue 38): a DM 24 hours and 2 hours before it starts,
 * with ticket links minted when the reminder is sent. Planned when the booking is confirmed
 * (schedule-reminders.ts), called off when it is cancelled (cancel-reminders.ts), sent through the
 * outbox when due (send-reminder.ts) by a delivery port the Slack app implements; people turn them
 * off per Slack user. This file wires them into `services.reminders` and the feature's job handlers.
 */
import type { Logger } from 'pino';
import type { BookingsService } from '../booking/index.js';
import type { Activity } from '../catalogue/index.js';
import type { Store } from '../platform/db/index.js';
import { JOB_KINDS, type JobHandler, type JobOutcome } from '../platform/outbox/kinds.js';
import type { JobStore } from '../platform/outbox/store.js';
import type { Clock } from '../platform/time.js';
import { cancelReminders } from './cancel-reminders.js';
import type { DeliverReminder, RemindersDeps } from './reminders-deps.js';
import { scheduleReminders } from './schedule-reminders.js';
import { sendReminder } from './send-reminder.js';
import { createReminderStore, type Reminder } from './store.js';

export { REMINDER_LEADS_MIN } from './reminder-times.js';
export type { DeliverReminder, ReminderNote } from './reminders-deps.js';
export { mapUrlOf } from './send-reminder.js';
export type { Reminder, ReminderState } from './store.js';

/** What the front doors use: the per-user switch (App Home) and a booking's reminders. */
export interface RemindersService {
  /** True unless the Slack user turned reminders off. */
  enabled(teamId: string, userId: string): Promise<boolean>;
  /** Turns a Slack user's reminders on or off; pending ones are checked when they are due. */
  setEnabled(teamId: string, userId: string, on: boolean): Promise<void>;
  /** A booking's reminders, earliest first, whatever their state. */
  ofBooking(bookingId: string): Promise<Reminder[]>;
}

export interface RemindersFeature {
  reminders: RemindersService;
  /** Handlers of the reminders' job kinds: schedule, cancel, send. */
  jobHandlers: Record<string, JobHandler>;
}

export interface RemindersFeatureDeps {
  store: Store;
  jobs: JobStore;
  clock: Clock;
  wallClock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  bookings: Pick<BookingsService, 'describe'>;
  findActivity(activityId: string): Promise<Activity | null>;
  /** Delivers a due reminder (the Slack app's DM). */
  deliver: DeliverReminder;
}

const idOf = (payload: unknown, field: 'booking_id' | 'reminder_id'): string | null => {
  const v = (payload as Record<string, unknown> | null)?.[field];
  return typeof v === 'string' ? v : null;
};

export const createReminders = (deps: RemindersFeatureDeps): RemindersFeature => {
  const rows = createReminderStore(deps.store);
  const d: RemindersDeps = { ...deps, rows };
  const byId =
    (field: 'booking_id' | 'reminder_id', run: (id: string) => Promise<JobOutcome>): JobHandler =>
    async (job) => {
      const id = idOf(job.payload, field);
      return id === null ? { giveUp: `${job.kind} payload has no ${field}` } : run(id);
    };
  return {
    reminders: {
      enabled: async (teamId, userId) => !(await rows.optedOut(teamId, userId)),
      setEnabled: (teamId, userId, on) => rows.setOptedOut(teamId, userId, !on, deps.clock().toISOString()),
      ofBooking: (bookingId) => rows.ofBooking(bookingId),
    },
    jobHandlers: {
      [JOB_KINDS.reminderSchedule]: byId('booking_id', (id) => scheduleReminders(d, id)),
      [JOB_KINDS.reminderCancel]: byId('booking_id', (id) => cancelReminders(d, id)),
      [JOB_KINDS.reminderSend]: byId('reminder_id', (id) => sendReminder(d, id)),
    },
  };
};
