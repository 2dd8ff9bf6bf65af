/**
 * Opening hours in OpenStreetMap syntax: open / closed / unknown at an instant in the venue's own
 * zone, for ranking, shelves, search windows and the detail page's `is_open_now`.
 */
import OpeningHours from 'opening_hours';
import { localParts } from '../platform/time.js';

type State = 'open' | 'closed' | 'unknown';

/**
 * What a value says over a window of wall-clock time (local-Date milliseconds, see wallClockDate):
 * its open intervals, in order, each flagged when the hours leave it unknown (a comment, "unknown").
 * A parsed OpeningHours holds about 26 KB of closures and tables, and parsing takes about 0.3 ms, so
 * each distinct value is parsed once per window and only its intervals are kept (a few hundred bytes).
 */
interface Intervals {
  from: number;
  to: number;
  starts: Float64Array;
  ends: Float64Array;
  unknown: Uint8Array;
}

/** The window computed around an instant: from the day before it, two weeks on. */
const WINDOW_DAYS = 15;
/** Distinct values kept, at most (oldest out first); a real catalogue can have one per venue. */
const INTERVALS_MAX = 100_000;
/** null: the value cannot be parsed or evaluated, so its state is unknown. */
const intervalsByValue = new Map<string, Intervals | null>();

const intervalsAround = (value: string, at: Date): Intervals | null => {
  const known = intervalsByValue.get(value);
  const t = at.getTime();
  if (known === null) return null;
  if (known && t >= known.from && t < known.to) return known;
  let found: Intervals | null = null;
  try {
    const from = new Date(at.getFullYear(), at.getMonth(), at.getDate() - 1);
    const to = new Date(at.getFullYear(), at.getMonth(), at.getDate() - 1 + WINDOW_DAYS);
    const open = new OpeningHours(value, null).getOpenIntervals(from, to);
    found = {
      from: from.getTime(),
      to: to.getTime(),
      starts: Float64Array.from(open, (i) => i[0].getTime()),
      ends: Float64Array.from(open, (i) => i[1].getTime()),
      unknown: Uint8Array.from(open, (i) => (i[2] ? 1 : 0)),
    };
  } catch {
    found = null;
  }
  intervalsByValue.delete(value);
  intervalsByValue.set(value, found);
  if (intervalsByValue.size > INTERVALS_MAX) {
    const oldest = intervalsByValue.keys().next();
    if (!oldest.done) intervalsByValue.delete(oldest.value);
  }
  return found;
};

/** The state at wall-clock instant `t` inside the window: the last interval starting at or before it. */
const stateIn = (w: Intervals, t: number): State => {
  let lo = 0;
  let hi = w.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((w.starts[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  const i = lo - 1;
  if (i < 0 || t >= (w.ends[i] as number)) return 'closed';
  return w.unknown[i] === 1 ? 'unknown' : 'open';
};

/**
 * opening_hours evaluates with the process's local getters, so the venue's wall clock is encoded as a
 * local Date: correct whatever the server's TZ is.
 */
const wallClockDate = (instant: number, timeZone: string): Date => {
  const p = localParts(instant, timeZone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
};

// Many venues share a handful of hour strings: memoise per (minute, zone, hours). Nested maps, so a
// lookup (thousands per homescreen) builds no key string.
const stateMemo = new Map<number, Map<string, Map<string, State>>>();
let stateMemoSize = 0;
const wallMemo = new Map<string, Date>();

/** The wall clock of `timeZone` at the start of `minute` (since the epoch), as a local Date. */
const wallClockAt = (minute: number, timeZone: string): Date => {
  const wallKey = `${minute}|${timeZone}`;
  let at = wallMemo.get(wallKey);
  if (!at) {
    at = wallClockDate(minute * 60_000, timeZone);
    if (wallMemo.size > 10_000) wallMemo.clear();
    wallMemo.set(wallKey, at);
  }
  return at;
};

/**
 * Parses `value` ahead of the first request that asks about it, so ranking does not (snapshot
 * builds call this for every doc, between their steps). True when it parsed now; false when its
 * intervals around `instant` were known, or when the cache is full (requests parse the rest).
 */
export const prepareOpeningHours = (value: string, instant: number, timeZone: string): boolean => {
  const known = intervalsByValue.get(value);
  if (known === undefined && intervalsByValue.size >= INTERVALS_MAX) return false;
  return intervalsAround(value, wallClockAt(Math.floor(instant / 60_000), timeZone)) !== known;
};

/** open / closed / unknown at an instant, in the venue's own zone. */
export const openState = (value: string | null, instant: number, timeZone: string): State => {
  if (!value) return 'unknown';
  const minute = Math.floor(instant / 60_000);
  let byZone = stateMemo.get(minute);
  let byValue = byZone?.get(timeZone);
  const memo = byValue?.get(value);
  if (memo) return memo;
  const at = wallClockAt(minute, timeZone);
  const intervals = intervalsAround(value, at);
  const state: State = intervals ? stateIn(intervals, at.getTime()) : 'unknown';
  if (stateMemoSize > 100_000) {
    stateMemo.clear();
    stateMemoSize = 0;
    byZone = undefined;
    byValue = undefined;
  }
  if (!byZone) {
    byZone = new Map();
    stateMemo.set(minute, byZone);
  }
  if (!byValue) {
    byValue = new Map();
    byZone.set(timeZone, byValue);
  }
  byValue.set(value, state);
  stateMemoSize++;
  return state;
};

/** Is the place open at some point in [start, end)? Checks each hour: coarse but cheap. */
export const openDuring = (
  value: string | null,
  start: number,
  end: number,
  timeZone: string,
): boolean | null => {
  if (!value) return null;
  let unknown = false;
  for (let t = start; t < end; t += 3_600_000) {
    const s = openState(value, t, timeZone);
    if (s === 'open') return true;
    if (s === 'unknown') unknown = true;
    if (t - start > 4 * 86_400_000) break;
  }
  return unknown ? null : false;
};

/** `is_open_now`: true/false when the hours say so; null when they cannot be parsed or are unknown. */
export const isOpenAt = (value: string | null, instant: number, timeZone: string): boolean | null => {
  const state = openState(value, instant, timeZone);
  return state === 'unknown' ? null : state === 'open';
};
