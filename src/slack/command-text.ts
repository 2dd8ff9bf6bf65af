/** Pure parse of `/activities` text: the verb and its arguments. */
import { clip } from './blocks/kit.js';

export const PROMPT_MAX = 500;

export type CommandVerb =
  | { verb: 'help' }
  | { verb: 'near' }
  | { verb: 'location'; place: string }
  | { verb: 'connect' }
  | { verb: 'plan'; prompt: string; by: PlanDeadline | null }
  | { verb: 'search'; prompt: string };

/** "by 30m" / "by 2h" (from now) or "by 6pm" / "by 18:30" (next such time in the user's zone). */
export type PlanDeadline = { inMs: number } | { hour: number; minute: number };

const DEADLINE =
  /\s+by\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*$|\s+by\s+(\d{1,3})\s*(m|min|mins|minutes|h|hr|hrs|hours)\s*$/i;

export const parsePlan = (text: string): { prompt: string; by: PlanDeadline | null } => {
  const m = DEADLINE.exec(` ${text}`);
  if (!m) return { prompt: text.trim(), by: null };
  const prompt = ` ${text}`.slice(0, m.index).trim();
  if (m[4] !== undefined) {
    const n = Number(m[4]);
    const unit = (m[5] ?? 'm').toLowerCase();
    const inMs = n * (unit.startsWith('h') ? 3_600_000 : 60_000);
    return inMs > 0 && inMs <= 7 * 86_400_000 ? { prompt, by: { inMs } } : { prompt: text.trim(), by: null };
  }
  let hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  const ampm = m[3]?.toLowerCase();
  if (ampm === 'pm' && hour < 12) hour += 12;
  if (ampm === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return { prompt: text.trim(), by: null };
  return { prompt, by: { hour, minute } };
};

export const parseCommand = (text: string): CommandVerb => {
  const t = text.trim();
  const lower = t.toLowerCase();
  if (lower === '' || lower === 'help') return { verb: 'help' };
  if (/^near( me| here)?$/.test(lower)) return { verb: 'near' };
  if (lower === 'connect') return { verb: 'connect' };
  const loc = /^location\b\s*(.*)$/is.exec(t);
  if (loc) return { verb: 'location', place: (loc[1] ?? '').trim() };
  const plan = /^plan\b\s*(.*)$/is.exec(t);
  if (plan) {
    const p = parsePlan(plan[1] ?? '');
    return { verb: 'plan', prompt: clip(p.prompt, PROMPT_MAX), by: p.by };
  }
  return { verb: 'search', prompt: clip(t, PROMPT_MAX) };
};

/** Milliseconds from `now` until the deadline; clock times are the next such time in `timeZone`. */
export const deadlineMs = (
  by: PlanDeadline | null,
  now: Date,
  timeZone: string,
  fallbackMs: number,
): number => {
  if (by === null) return fallbackMs;
  if ('inMs' in by) return by.inMs;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const h = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const m = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  let diffMin = by.hour * 60 + by.minute - (h * 60 + m);
  if (diffMin <= 0) diffMin += 24 * 60;
  return diffMin * 60_000;
};
