/**
 * Wall-clock arithmetic for the judgments: every window is computed in the activity's own zone as
 * "local minutes" (Date.UTC of the local parts), so session strings compare without offsets.
 */

export interface LocalNow {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** 0 = Sunday. */
  dow: number;
  /** Local wall clock as milliseconds (Date.UTC of the local parts). */
  wall: number;
}

const fmtCache = new Map<string, Intl.DateTimeFormat>();

export const localNow = (iso: string, timeZone: string): LocalNow => {
  let fmt = fmtCache.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fmtCache.set(timeZone, fmt);
  }
  const parts = Object.fromEntries(fmt.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return { date, dow: new Date(`${date}T12:00:00Z`).getUTCDay(), wall };
};

export const addDaysIso = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

/** Local wall milliseconds of a date (and optional HH:MM). */
export const wallOf = (date: string, time = '00:00'): number => Date.parse(`${date}T${time}:00Z`);

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
