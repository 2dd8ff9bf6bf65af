/**
 * The reminders' rows: one per (booking, lead time), pending until sent, cancelled with the booking
 * or skipped (turned off, too late, nowhere to post); and the Slack users who turned reminders off.
 * Every state change is a compare-and-set from `pending`, so a reminder is settled once. Kysely only,
 * both engines; every function takes an optional executor last (a caller's transaction).
 */
import type { Selectable } from 'kysely';
import type { Executor, Store } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';

export type ReminderState = 'pending' | 'sent' | 'cancelled' | 'skipped';

export interface Reminder {
  id: string;
  bookingId: string;
  teamId: string;
  userId: string;
  /** How long before the session it is sent, in minutes (1440: 24 h, 120: 2 h). */
  leadMinutes: number;
  /** ISO instant: the session's start less the lead time. */
  dueAt: string;
  state: ReminderState;
  sentAt: string | null;
}

export type NewReminder = Omit<Reminder, 'state' | 'sentAt'>;

const toReminder = (r: Selectable<DB['reminder']>): Reminder => ({
  id: r.id,
  bookingId: r.booking_id,
  teamId: r.team_id,
  userId: r.user_id,
  leadMinutes: Number(r.lead_minutes),
  dueAt: new Date(r.due_at).toISOString(),
  state: r.state,
  sentAt: r.sent_at,
});

export interface ReminderStore {
  /** Inserts the reminders a booking does not have yet (by lead time); returns those inserted. */
  insertNew(rows: readonly NewReminder[], now: string, trx?: Executor): Promise<Reminder[]>;
  get(id: string, trx?: Executor): Promise<Reminder | null>;
  /** A booking's reminders, earliest due first. */
  ofBooking(bookingId: string, trx?: Executor): Promise<Reminder[]>;
  /** Settles a pending reminder; false when it was settled already (another worker, a cancellation). */
  settle(id: string, to: Exclude<ReminderState, 'pending'>, now: string, trx?: Executor): Promise<boolean>;
  /** Cancels a booking's pending reminders; returns how many. */
  cancelPending(bookingId: string, now: string, trx?: Executor): Promise<number>;
  /** True when the Slack user turned reminders off. */
  optedOut(teamId: string, userId: string, trx?: Executor): Promise<boolean>;
  /** Turns reminders off (`off`) or back on for one Slack user. */
  setOptedOut(teamId: string, userId: string, off: boolean, now: string, trx?: Executor): Promise<void>;
}

export const createReminderStore = (store: Pick<Store, 'db'>): ReminderStore => ({
  insertNew: async (rows, now, trx = store.db) => {
    const inserted: Reminder[] = [];
    for (const r of rows) {
      const row = await trx
        .insertInto('reminder')
        .values({
          id: r.id,
          booking_id: r.bookingId,
          team_id: r.teamId,
          user_id: r.userId,
          lead_minutes: r.leadMinutes,
          due_at: r.dueAt,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['booking_id', 'lead_minutes']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) inserted.push(toReminder(row));
    }
    return inserted;
  },
  get: async (id, trx = store.db) => {
    const row = await trx.selectFrom('reminder').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toReminder(row) : null;
  },
  ofBooking: async (bookingId, trx = store.db) =>
    (
      await trx
        .selectFrom('reminder')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .orderBy('due_at')
        .execute()
    ).map(toReminder),
  settle: async (id, to, now, trx = store.db) => {
    const r = await trx
      .updateTable('reminder')
      .set({ state: to, updated_at: now, ...(to === 'sent' ? { sent_at: now } : {}) })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },
  cancelPending: async (bookingId, now, trx = store.db) => {
    const r = await trx
      .updateTable('reminder')
      .set({ state: 'cancelled', updated_at: now })
      .where('booking_id', '=', bookingId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  },
  optedOut: async (teamId, userId, trx = store.db) =>
    (await trx
      .selectFrom('reminder_optout')
      .select('user_id')
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined,
  setOptedOut: async (teamId, userId, off, now, trx = store.db) => {
    if (off)
      await trx
        .insertInto('reminder_optout')
        .values({ team_id: teamId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
        .execute();
    else
      await trx
        .deleteFrom('reminder_optout')
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .execute();
  },
});
