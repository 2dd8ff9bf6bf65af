/**
 * What the held-out and unseen sets' catalogue builders share: a stable hash per string (ratings and
 * coordinates come from it, so builds are deterministic), a point placed at a seeded distance and
 * bearing from another, and the sessions of a weekly schedule over the 14 days after a pinned now
 * in the activity's own zone.
 */
import { localNow } from './chat/clock.js';

export interface Point {
  lat: number;
  lng: number;
}

/** FNV-1a: a stable number per string. */
export const stableHash = (s: string): number => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** A point `minKm`–`maxKm` from `at`, in a direction and at a distance fixed by `seed`. */
export const offsetPoint = (at: Point, seed: string, minKm: number, maxKm: number): Point => {
  const h = stableHash(seed);
  const angle = ((h % 3600) / 3600) * 2 * Math.PI;
  const km = minKm + ((Math.floor(h / 3600) % 1000) / 1000) * (maxKm - minKm);
  const dLat = (km * Math.cos(angle)) / 111.2;
  const dLng = (km * Math.sin(angle)) / (111.2 * Math.cos((at.lat * Math.PI) / 180));
  return { lat: Number((at.lat + dLat).toFixed(5)), lng: Number((at.lng + dLng).toFixed(5)) };
};

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A weekly schedule: days of the week (0 = Sunday) and local start times. */
export interface WeeklySchedule {
  dows: number[];
  times: string[];
}

/** Every start of `sched` after `nowIso` and within the 14 days from its local date, in `timezone`. */
export const sessionsAfter = <T>(
  nowIso: string,
  timezone: string,
  sched: WeeklySchedule,
  tickets: T,
): { date: string; time: string; tickets: T }[] => {
  const now = localNow(nowIso, timezone);
  const out: { date: string; time: string; tickets: T }[] = [];
  for (let d = 0; d < 14; d++) {
    const date = addDays(now.date, d);
    const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (!sched.dows.includes(dow)) continue;
    for (const time of sched.times) {
      const wall = Date.UTC(
        Number(date.slice(0, 4)),
        Number(date.slice(5, 7)) - 1,
        Number(date.slice(8, 10)),
        Number(time.slice(0, 2)),
        Number(time.slice(3, 5)),
      );
      if (wall > now.wall) out.push({ date, time, tickets });
    }
  }
  return out;
};
