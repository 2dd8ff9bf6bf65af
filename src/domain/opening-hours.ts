/**
 * Opening hours in OpenStreetMap syntax: open / closed / unknown at an instant in the venue's own
 * zone, for ranking, shelves, search windows and the detail page's `is_open_now`.
 */
import OpeningHours from 'opening_hours';
import { localParts } from './time.js';

const parsedHours = new Map<string, OpeningHours | null>();

const openingHoursOf = (value: string): OpeningHours | null => {
  let oh = parsedHours.get(value);
  if (oh === undefined) {
    try {
      oh = new OpeningHours(value, null);
    } catch {
      oh = null;
    }
    if (parsedHours.size > 50_000) parsedHours.clear();
    parsedHours.set(value, oh);
  }
  return oh;
};

/**
 * opening_hours evaluates with the process's local getters, so the venue's wall clock is encoded as a
 * local Date: correct whatever the server's TZ is.
 */
const wallClockDate = (instant: number, timeZone: string): Date => {
  const p = localParts(instant, timeZone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
};

type State = 'open' | 'closed' | 'unknown';

// Many venues share a handful of hour strings: memoise per (minute, zone, hours). Nested maps, so a
// lookup (thousands per homescreen) builds no key string.
const stateMemo = new Map<number, Map<string, Map<string, State>>>();
let stateMemoSize = 0;
const wallMemo = new Map<string, Date>();

/** open / closed / unknown at an instant, in the venue's own zone. */
export const openState = (value: string | null, instant: number, timeZone: string): State => {
  if (!value) return 'unknown';
  const minute = Math.floor(instant / 60_000);
  let byZone = stateMemo.get(minute);
  let byValue = byZone?.get(timeZone);
  const memo = byValue?.get(value);
  if (memo) return memo;
  const oh = openingHoursOf(value);
  let state: State = 'unknown';
  if (oh) {
    try {
      const wallKey = `${minute}|${timeZone}`;
      let at = wallMemo.get(wallKey);
      if (!at) {
        at = wallClockDate(minute * 60_000, timeZone);
        if (wallMemo.size > 10_000) wallMemo.clear();
        wallMemo.set(wallKey, at);
      }
      state = oh.getUnknown(at) ? 'unknown' : oh.getState(at) ? 'open' : 'closed';
    } catch {
      state = 'unknown';
    }
  }
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
