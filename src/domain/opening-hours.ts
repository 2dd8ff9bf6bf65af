/**
 * `is_open_now` from OpenStreetMap opening_hours strings. The library reads local getHours()/getDay(),
 * so it is given a Date whose local fields show the venue's wall clock, whatever the process zone is.
 */
import OpeningHours from 'opening_hours';
import { localParts } from './time.js';

const parsed = new Map<string, OpeningHours | null>();
const MAX_CACHED = 5000;

const parse = (value: string): OpeningHours | null => {
  if (parsed.has(value)) return parsed.get(value) ?? null;
  let oh: OpeningHours | null;
  try {
    oh = new OpeningHours(value, null);
  } catch {
    oh = null;
  }
  if (parsed.size >= MAX_CACHED) parsed.clear();
  parsed.set(value, oh);
  return oh;
};

export const isValidOpeningHours = (value: string): boolean => parse(value) !== null;

/** True/false when the hours say so; null when they cannot be parsed or the state is unknown. */
export const isOpenAt = (value: string | null, instantMs: number, timeZone: string): boolean | null => {
  if (!value) return null;
  const oh = parse(value);
  if (!oh) return null;
  const p = localParts(instantMs, timeZone);
  const wallClock = new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  try {
    if (oh.getUnknown(wallClock)) return null;
    return oh.getState(wallClock);
  } catch {
    return null;
  }
};
