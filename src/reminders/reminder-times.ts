/**
 * When reminders go out: 24 hours and 2 hours before the session starts, on the venue's clock (its
 * date and wall time in the venue's zone, made an instant). A lead time the session is already
 * closer than is skipped, and a reminder that could only go out much later than planned (the worker
 * was down) is not sent: "in 24 hours" said two hours before would mislead. Pure functions.
 */
import { isValidTimeZone, zonedToInstant } from '../platform/time.js';

/** The lead times, in minutes, longest first. */
export const REMINDER_LEADS_MIN = [24 * 60, 2 * 60] as const;

/** The session's start (epoch ms) from its venue date and time, or null when it has no start time. */
export const sessionStartOf = (
  tickets: readonly { session_date?: string | null; session_time?: string | null }[],
  zone: string | null,
): number | null => {
  let start: number | null = null;
  for (const t of tickets) {
    // A day without a time (a place open all day) has no moment to count back from.
    if (!t.session_date || !t.session_time) continue;
    const ms =
      zone && isValidTimeZone(zone)
        ? zonedToInstant(t.session_date, t.session_time, zone)
        : Date.parse(`${t.session_date}T${t.session_time}:00Z`);
    if (Number.isFinite(ms)) start = start === null ? ms : Math.min(start, ms);
  }
  return start;
};

/** The reminders a session still has time for at `nowMs`: each lead time it is at least that far away. */
export const remindersDue = (startMs: number, nowMs: number): { leadMinutes: number; dueAtMs: number }[] =>
  REMINDER_LEADS_MIN.map((lead) => ({ leadMinutes: lead, dueAtMs: startMs - lead * 60_000 })).filter(
    (r) => r.dueAtMs >= nowMs,
  );

/**
 * Still worth sending at `nowMs`: the session is more than half the lead time away (a 24 h reminder
 * running 13 h late is dropped; the 2 h one follows), and has not started.
 */
export const stillTimely = (startMs: number, leadMinutes: number, nowMs: number): boolean =>
  startMs - nowMs > (leadMinutes * 60_000) / 2;
