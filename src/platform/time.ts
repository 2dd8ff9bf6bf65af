/**
 * Wall-clock arithmetic in IANA time zones with Intl only (Node 20 has no Temporal).
 * Sessions are stored as local date + time in the activity's zone; these helpers turn them into
 * instants and back.
 */
export type Clock = () => Date;

export interface LocalParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** Wall-clock fields straight from Intl (slow: formatToParts allocates); the offset cache uses it. */
const intlParts = (instantMs: number, timeZone: string): LocalParts => {
  const out: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instantMs)) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour),
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: weekdays[out.weekday ?? 'Sun'] ?? 0,
  };
};

/** Wall-clock fields of an instant in a zone: the instant shifted by the zone's (cached) offset. */
export const localParts = (instantMs: number, timeZone: string): LocalParts => {
  const d = new Date(instantMs + offsetMinutes(instantMs, timeZone) * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
};

const QUARTER_HOUR = 15 * 60_000;
const offsetCache = new Map<string, number>();

/**
 * Offset of the zone from UTC at an instant, in minutes (New York in winter: -300). Every real zone
 * changes offset on a quarter-hour boundary, so caching per quarter hour is exact (and formatToParts
 * is slow enough to dominate bulk imports without it).
 */
export const offsetMinutes = (instantMs: number, timeZone: string): number => {
  const bucket = Math.floor(instantMs / QUARTER_HOUR);
  const key = `${timeZone}|${bucket}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const at = bucket * QUARTER_HOUR;
  const p = intlParts(at, timeZone);
  const offset = Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at) / 60_000);
  if (offsetCache.size > 100_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
};

/** The instant at which the zone's wall clock shows this local date and time. */
export const zonedToInstant = (date: string, time: string | null, timeZone: string): number => {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = (time ?? '00:00').split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  // Two passes settle the offset across DST changes.
  let guess = wall - offsetMinutes(wall, timeZone) * 60_000;
  guess = wall - offsetMinutes(guess, timeZone) * 60_000;
  return guess;
};

const pad = (n: number, w = 2): string => String(Math.abs(n)).padStart(w, '0');

export const formatOffset = (minutes: number): string =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** ISO 8601 with the zone's own offset: `2026-12-04T22:30:00-05:00`. */
export const formatZonedIso = (instantMs: number, timeZone: string): string => {
  const p = localParts(instantMs, timeZone);
  const off = offsetMinutes(instantMs, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${formatOffset(off)}`;
};

/** Local calendar date `YYYY-MM-DD` of an instant in a zone. */
export const localDate = (instantMs: number, timeZone: string): string => {
  const p = localParts(instantMs, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
};

/** Adds days to a `YYYY-MM-DD` date. */
export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

export const isIsoDate = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const isHhMm = (s: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);
