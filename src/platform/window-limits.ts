/**
 * Per-credential limits (spec 8 rules 1–2): request windows per second, minute and hour, and a daily
 * quota that resets at 00:00 UTC. Parsing and the calendar arithmetic live here; counting does not.
 */
export interface WindowLimits {
  second: number;
  minute: number;
  hour: number;
}

export type WindowName = keyof WindowLimits;

export const WINDOW_SECONDS: Record<WindowName, number> = { second: 1, minute: 60, hour: 3600 };
export const WINDOWS: readonly WindowName[] = ['second', 'minute', 'hour'];

const UNIT: Record<string, WindowName> = {
  s: 'second',
  sec: 'second',
  second: 'second',
  m: 'minute',
  min: 'minute',
  minute: 'minute',
  h: 'hour',
  hr: 'hour',
  hour: 'hour',
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** `20/s,600/min,10000/h`: every window must be given once, as a positive integer. */
export const parseWindowLimits = (text: string): Parsed<WindowLimits> => {
  const found: Partial<WindowLimits> = {};
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*\/\s*([a-z]+)\s*$/i.exec(part);
    const unit = m ? UNIT[(m[2] ?? '').toLowerCase()] : undefined;
    if (!m || !unit)
      return { ok: false, reason: `"${part.trim()}" is not N/s, N/min or N/h (e.g. 20/s,600/min,10000/h)` };
    const n = Number(m[1]);
    if (!Number.isSafeInteger(n) || n < 1)
      return { ok: false, reason: `"${part.trim()}" must be at least 1` };
    if (found[unit] !== undefined) return { ok: false, reason: `the ${unit} window is given twice` };
    found[unit] = n;
  }
  const { second, minute, hour } = found;
  if (second === undefined || minute === undefined || hour === undefined)
    return { ok: false, reason: 'give all three windows: N/s,N/min,N/h' };
  return { ok: true, value: { second, minute, hour } };
};

export const formatWindowLimits = (w: WindowLimits): string => `${w.second}/s,${w.minute}/min,${w.hour}/h`;

/** The UTC calendar day a quota charge belongs to. */
export const quotaDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Whole seconds until the quota resets at the next 00:00 UTC (at least 1). */
export const secondsUntilUtcMidnight = (now: Date): number => {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
};
