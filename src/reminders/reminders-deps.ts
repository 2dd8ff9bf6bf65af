/**
 * What the reminders' use cases share: their rows, the outbox, both clocks, what they read of
 * booking and the catalogue, and the port that delivers a reminder (the Slack app implements it).
 */
import type { Logger } from 'pino';
import type { BookingsService } from '../booking/index.js';
import type { Activity } from '../catalogue/index.js';
import type { Store } from '../platform/db/index.js';
import type { JobStore } from '../platform/outbox/store.js';
import type { Clock } from '../platform/time.js';
import type { ReminderStore } from './store.js';

/** One reminder as it is delivered: everything is read at send time, ticket links minted then. */
export interface ReminderNote {
  teamId: string;
  userId: string;
  bookingId: string;
  /** 1440 (24 h) or 120 (2 h). */
  leadMinutes: number;
  /** A rehearsal (dry run): the reminder says so. */
  test: boolean;
  activityName: string;
  venue: string | null;
  address: string | null;
  /** A map of the venue (its coordinates, else its name and address). */
  mapUrl: string | null;
  /** The session on the venue's clock, and the venue's IANA zone. */
  session: { date: string; time: string };
  zone: string | null;
  confirmationCode: string | null;
  /** Ticket download links minted for this reminder. */
  tickets: { code: string; url: string }[];
}

/**
 * Delivers one reminder (a DM to the booker). `unreachable`: there is nowhere to deliver it (the app
 * was uninstalled); a throw is a transient failure the outbox retries.
 */
export type DeliverReminder = (note: ReminderNote) => Promise<'sent' | 'unreachable'>;

export interface RemindersDeps {
  store: Pick<Store, 'transaction' | 'db'>;
  rows: ReminderStore;
  jobs: Pick<JobStore, 'enqueue' | 'notify'>;
  /** Business time: when sessions are, when reminders are due. */
  clock: Clock;
  /** The outbox's time base (run_at); the same clock as `clock` outside tests. */
  wallClock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  bookings: Pick<BookingsService, 'describe'>;
  findActivity(activityId: string): Promise<Activity | null>;
  deliver: DeliverReminder;
}
