/**
 * Job `reminder.send` { reminder_id }: when a reminder is due, decide at that moment whether it still
 * goes out (still pending, the booking still confirmed, the booker has not turned reminders off, the
 * session still far enough away), read the booking afresh (ticket links minted now, so they cannot
 * have expired since the booking) and hand it to the delivery port. A job that runs early, by the
 * business clock, waits until the reminder is due.
 */
import type { Activity } from '../catalogue/index.js';
import type { JobOutcome } from '../platform/outbox/kinds.js';
import { stillTimely } from './reminder-times.js';
import type { ReminderNote, RemindersDeps } from './reminders-deps.js';
import type { Reminder, ReminderState } from './store.js';

const LIVE = new Set(['confirmed', 'deliverable_ready']);

/** A map of the venue: its coordinates when known, else its name and address as a search. */
export const mapUrlOf = (
  a: Pick<Activity, 'venue' | 'address' | 'location' | 'city'> | null,
): string | null => {
  if (!a) return null;
  const { lat, lng } = a.location;
  const query =
    Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0)
      ? `${lat},${lng}`
      : [a.venue, a.address, a.city].filter(Boolean).join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
};

/** The note to deliver, or why nothing is sent. */
const noteFor = async (
  deps: RemindersDeps,
  r: Reminder,
): Promise<{ note: ReminderNote } | { skip: Exclude<ReminderState, 'pending' | 'sent'>; why: string }> => {
  const d = await deps.bookings.describe(r.bookingId);
  if (!d || !LIVE.has(d.payload.status)) return { skip: 'cancelled', why: 'booking no longer confirmed' };
  if (await deps.rows.optedOut(r.teamId, r.userId)) return { skip: 'skipped', why: 'reminders turned off' };
  const first = d.payload.tickets.find((t) => t.session_date && t.session_time);
  if (!first?.session_date || !first.session_time) return { skip: 'skipped', why: 'no session time' };
  const activity = await deps.findActivity(d.payload.activity_id);
  const details = d.payload.ticket_details;
  return {
    note: {
      teamId: r.teamId,
      userId: r.userId,
      bookingId: r.bookingId,
      leadMinutes: r.leadMinutes,
      test: d.paymentMode !== 'live_purchase',
      activityName: d.activityName,
      venue: activity?.venue ?? null,
      address: activity?.address ?? null,
      mapUrl: mapUrlOf(activity),
      session: { date: first.session_date, time: first.session_time },
      zone: d.timezone,
      confirmationCode: details?.confirmation_code ?? null,
      tickets: (details?.tickets ?? []).flatMap((t) =>
        t.download_url ? [{ code: t.ticket_code, url: t.download_url }] : [],
      ),
    },
  };
};

export const sendReminder = async (deps: RemindersDeps, reminderId: string): Promise<JobOutcome> => {
  const r = await deps.rows.get(reminderId);
  if (r?.state !== 'pending') return undefined;
  const now = deps.clock().getTime();
  const due = Date.parse(r.dueAt);
  if (due - now > 1000) return { nextRunInMs: due - now };
  const at = new Date(now).toISOString();
  if (!stillTimely(due + r.leadMinutes * 60_000, r.leadMinutes, now)) {
    await deps.rows.settle(r.id, 'skipped', at);
    deps.log.info({ reminder: r.id, booking_id: r.bookingId }, 'reminder skipped: too late to be useful');
    return undefined;
  }
  const decided = await noteFor(deps, r);
  if ('skip' in decided) {
    await deps.rows.settle(r.id, decided.skip, at);
    deps.log.info({ reminder: r.id, booking_id: r.bookingId, why: decided.why }, 'reminder not sent');
    return undefined;
  }
  const outcome = await deps.deliver(decided.note);
  await deps.rows.settle(r.id, outcome === 'sent' ? 'sent' : 'skipped', deps.clock().toISOString());
  return undefined;
};
