/**
 * Time expressions in every language: the lexicon's phrases for what chrono-node misses or misreads
 * ("ce soir", "esta noche", "heute Abend", "am Wochenende") plus chrono's locale parsers (named by
 * each language folder) for dates, weekdays and clock times. The intent is resolved into a window in
 * each activity's own zone. Pure.
 */
import * as chrono from 'chrono-node';
import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import { addDays, localDate, localParts, zonedToInstant } from '../../platform/time.js';
import { everyLanguage, LANGUAGE_LEXICONS } from './lexicon/index.js';
import type { TimeDay, TimePart, TimePhrase } from './lexicon/types.js';
import { fold } from './text.js';

/** A day relative to today in the activity's zone. */
export type DaySpec =
  | { kind: 'now' }
  | { kind: 'offset'; days: number }
  | { kind: 'weekday'; weekday: number; next?: boolean }
  | { kind: 'weekend'; next?: boolean }
  | { kind: 'week'; next?: boolean };

const DAYS: Record<TimeDay, DaySpec> = {
  now: { kind: 'now' },
  today: { kind: 'offset', days: 0 },
  tomorrow: { kind: 'offset', days: 1 },
  'day-after-tomorrow': { kind: 'offset', days: 2 },
  'this-weekend': { kind: 'weekend' },
  'next-weekend': { kind: 'weekend', next: true },
  'this-week': { kind: 'week' },
  'next-week': { kind: 'week', next: true },
};

export interface TimeIntent {
  /** A day relative to today in the activity's zone (lexicon phrases, chrono weekdays). */
  day: DaySpec | null;
  /** An explicit date (YYYY-MM-DD) read by chrono. */
  date: string | null;
  /** A month only (1-12): that month, this year or next. */
  month: number | null;
  part: TimePart | null;
  clock: { h: number; m: number } | null;
  clockEnd: { h: number; m: number } | null;
  relation: 'at' | 'after' | 'before';
  /** The user's own words, for messages. */
  label: string;
  /** "what's open after midnight": places open then, not events starting then. */
  open?: boolean;
}

export interface TimeWindow {
  start: number;
  end: number;
}

/** Words that put a clock time before or after ("after 6pm", "après 18h", "ab 18 Uhr"), folded. */
const AFTER: readonly string[] = everyLanguage((l) => l.time.after).map(fold);
const BEFORE: readonly string[] = everyLanguage((l) => l.time.before).map(fold);
/** What chrono reads as a date but a prompt rarely means so ("may", "march", "sun"). */
/** "open", "abierto", "geöffnet": with a time, asks for places open then. */
const OPEN_WORDS: ReadonlySet<string> = new Set(everyLanguage((l) => l.time.open).map(fold));
const FALSE_DATES: ReadonlySet<string> = new Set(everyLanguage((l) => l.time.falseDates).map(fold));

/** chrono-node's parser per language (its casual configuration). */
const CHRONO = {} as Record<Lang, chrono.Chrono>;
// biome-ignore lint/performance/noDynamicNamespaceImportAccess: each language folder names its locale (a server bundles nothing)
for (const lang of LANGUAGES) CHRONO[lang] = chrono[LANGUAGE_LEXICONS[lang].resources.chrono].casual;

/** Does chrono read this single word as a date (a weekday or month name in the language or English)? */
export const readsAsTime = (word: string, lang: Lang): boolean =>
  CHRONO[lang].parse(word).length > 0 || (lang !== 'en' && CHRONO.en.parse(word).length > 0);

export interface CompiledTimePhrases {
  /** Folded phrase → meaning; longest first when matching. */
  byForm: Map<string, TimePhrase>;
  maxWords: number;
}

export const compileTimePhrases = (
  phrases: Partial<Record<Lang, readonly TimePhrase[]>>,
): CompiledTimePhrases => {
  const byForm = new Map<string, TimePhrase>();
  for (const list of Object.values(phrases)) for (const p of list ?? []) byForm.set(fold(p.form), p);
  let maxWords = 1;
  for (const k of byForm.keys()) maxWords = Math.max(maxWords, k.split(' ').length);
  return { byForm, maxWords };
};

export interface TimeFound {
  intent: TimeIntent;
  /** Word indices consumed. */
  used: Set<number>;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * "6h", "18h30": the hour-and-"h" clock of fr, pt, es and it, written as chrono reads it in every
 * locale ("6:00"); chrono alone reads the "h" of "6h" as a military zone (UTC+8) in some locales.
 */
const clockWord = (w: string): string => {
  const m = /^(\d{1,2})h(\d{2})?$/.exec(w);
  return m && Number(m[1]) < 24 ? `${m[1]}:${m[2] ?? '00'}` : w;
};

/**
 * A clock time said with a part of the day ("a las 8 de la noche", "às 3 da tarde", "8 Uhr abends"):
 * an hour of 1-11 is in the afternoon or evening when the part says so; "1 de la madrugada" stays.
 */
const inHalfOf = (c: TimeIntent['clock'], part: TimePart): TimeIntent['clock'] => {
  if (!c || c.h >= 12) return c;
  if (part === 'afternoon' && c.h >= 1 && c.h <= 7) return { h: c.h + 12, m: c.m };
  if ((part === 'evening' || part === 'night') && c.h >= 5) return { h: c.h + 12, m: c.m };
  return c;
};

/**
 * "a las 5 de la mañana", "alle 8 di sera", "um 6 Uhr in der Früh", "4 heures du matin": a bare hour
 * (1-12) right before a part of the day, or one word before it (the language's "o'clock"), is that
 * hour of it (chrono reads no bare number once the part is taken).
 */
const hourBefore = (
  words: readonly string[],
  partAt: number,
  used: Set<number>,
  labels: { at: number; text: string }[],
): TimeIntent['clock'] => {
  let j = partAt - 1;
  if (!/^\d{1,2}$/.test(words[j] ?? '') && /^\p{L}+$/u.test(words[j] ?? '')) j--;
  const m = /^(\d{1,2})$/.exec(words[j] ?? '');
  const h = m ? Number(m[1]) : 0;
  if (!m || h < 1 || h > 12 || used.has(j)) return null;
  for (let k = j; k < partAt; k++) used.add(k);
  labels.push({ at: j, text: words.slice(j, partAt).join(' ') });
  return { h, m: 0 };
};

/**
 * Finds the time expression among folded words. Lexicon phrases first (longest), then chrono in the
 * prompt's language and English on the remaining words. Returns null when there is none.
 */
export const findTime = (
  words: readonly string[],
  lang: Lang,
  phrases: CompiledTimePhrases,
  now: number,
  /** The same words with the bare numbers an earlier stage took as no price ("a las 5"). */
  numbers?: readonly string[],
): TimeFound | null => {
  const used = new Set<number>();
  let day: DaySpec | null = null;
  let part: TimePart | null = null;
  let partAt = -1;
  const labels: { at: number; text: string }[] = [];
  for (let n = Math.min(phrases.maxWords, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      if (Array.from({ length: n }, (_, k) => i + k).some((k) => used.has(k) || words[k] === '')) continue;
      const key = words.slice(i, i + n).join(' ');
      const p = phrases.byForm.get(key);
      if (!p) continue;
      // A part of day alone ("morning") never overrides one already found ("this evening").
      if (p.day && !day) day = DAYS[p.day];
      if (p.part && !part) {
        part = p.part;
        partAt = i;
      }
      if (!p.day && !p.part) continue;
      for (let k = i; k < i + n; k++) used.add(k);
      // The phrase as the lexicon writes it, accents included ("demain après-midi"), for messages.
      labels.push({ at: i, text: p.form.toLowerCase() });
    }
  }
  // chrono on the words left, with their character offsets to map matches back to words.
  const offsets: number[] = [];
  let text = '';
  words.forEach((w, i) => {
    offsets.push(text.length);
    text += `${used.has(i) || w === '' ? '_' : clockWord(w)} `;
  });
  let date: string | null = null;
  let month: number | null = null;
  let clock: TimeIntent['clock'] = null;
  let clockEnd: TimeIntent['clockEnd'] = null;
  let relation: TimeIntent['relation'] = 'at';
  const ref = { instant: new Date(now), timezone: 0 };
  for (const parser of lang === 'en' ? [CHRONO.en] : [CHRONO[lang], CHRONO.en]) {
    // The first plausible reading: not in the past, not years ahead ("8 años" is an age, not 2034).
    const r = parser
      .parse(text, ref, { forwardDate: true })
      .find(
        (x) =>
          !(x.text.length < 4 && !/\d/.test(x.text)) &&
          !FALSE_DATES.has(x.text.trim()) &&
          x.start.date().getTime() > now - 86_400_000 &&
          x.start.date().getTime() < now + 180 * 86_400_000,
      );
    if (!r) continue;
    const first = offsets.findIndex((o, i) => o + (words[i]?.length ?? 0) > r.index);
    const last = offsets.findIndex((o) => o >= r.index + r.text.length);
    const end = last === -1 ? words.length : last;
    for (let k = Math.max(0, first); k < end; k++) used.add(k);
    const s = r.start;
    if (s.isCertain('day') && s.isCertain('month')) {
      date = `${s.get('year')}-${pad(s.get('month') ?? 1)}-${pad(s.get('day') ?? 1)}`;
    } else if (s.isCertain('weekday')) day ??= { kind: 'weekday', weekday: s.get('weekday') ?? 0 };
    else if (s.isCertain('month')) month = s.get('month');
    else if (s.isCertain('day') && !day) {
      // "tomorrow", "morgen", "mañana" read by chrono: a relative day.
      day = { kind: 'offset', days: Math.max(0, Math.round((s.date().getTime() - now) / 86_400_000)) };
    }
    if (s.isCertain('hour')) {
      clock = { h: s.get('hour') ?? 0, m: s.get('minute') ?? 0 };
      if (r.end?.isCertain('hour')) clockEnd = { h: r.end.get('hour') ?? 0, m: r.end.get('minute') ?? 0 };
      const before = words.slice(Math.max(0, first - 3), Math.max(0, first)).join(' ');
      if (AFTER.some((w) => before.endsWith(w))) relation = 'after';
      else if (BEFORE.some((w) => before.endsWith(w))) relation = 'before';
      for (let k = Math.max(0, first - 3); k < first; k++)
        if ([...AFTER, ...BEFORE].some((w) => w.split(' ').includes(words[k] ?? ''))) used.add(k);
    }
    labels.push({ at: first, text: r.text.trim() });
    break;
  }
  if (!clock && partAt > 0) clock = hourBefore(numbers ?? words, partAt, used, labels);
  if (!day && !part && !date && month === null && !clock) return null;
  const opens = words.flatMap((w, i) => (OPEN_WORDS.has(w) && !used.has(i) ? [i] : []));
  for (const i of opens) used.add(i);
  if (part) {
    clock = inHalfOf(clock, part);
    clockEnd = inHalfOf(clockEnd, part);
  }
  const label = labels
    .sort((a, b) => a.at - b.at)
    .map((l) => l.text)
    .join(' ');
  const open = opens.length > 0;
  return {
    intent: { day, date, month, part, clock, clockEnd, relation, label, ...(open ? { open } : {}) },
    used,
  };
};

const PARTS: Record<TimePart, [string, string, number, number?]> = {
  // [from, to, days added to `to`, days added to `from`]; evenings run past midnight (a 00:30 set
  // is still "tonight").
  morning: ['06:00', '12:00', 0],
  afternoon: ['12:00', '18:00', 0],
  evening: ['17:00', '04:00', 1],
  night: ['18:00', '04:00', 1],
  late: ['21:00', '04:00', 1],
  // "After midnight" on a day: midnight to four in the night that follows it.
  'small-hours': ['00:00', '04:00', 1, 1],
  // Dawn to nine: places open that early (a bakery, a pool, a viewpoint), not a session at 6 sharp.
  early: ['05:00', '09:00', 0],
};

/**
 * Does the time ask for places open then rather than events starting then ("before sunrise", "open
 * early", "at 6am", and any time said with "open": "what's open after midnight", "qué hay abierto")?
 * Early in the day, sessions are rare and opening hours are what matter.
 */
export const asksOpenEarly = (t: TimeIntent): boolean =>
  t.open === true || t.part === 'early' || (t.clock !== null && t.clock.h < 9 && t.relation !== 'after');

/** The window of an intent in one zone; null when it has passed or means nothing usable. */
export const resolveTimeWindow = (t: TimeIntent, now: number, timeZone: string): TimeWindow | null => {
  const at = (date: string, hhmm: string) => zonedToInstant(date, hhmm, timeZone);
  const today = localDate(now, timeZone);
  const lp = localParts(now, timeZone);
  const clamp = (w: TimeWindow): TimeWindow | null => {
    const start = Math.max(w.start, now);
    return start < w.end ? { start, end: w.end } : null;
  };
  const part = t.part ? PARTS[t.part] : null;
  const day = t.day;
  // "Now" alone is the next hours; "right now … for tonight" names the evening it means.
  if (day?.kind === 'now' && !part && !t.clock) return { start: now, end: now + 3 * 3_600_000 };
  if (day?.kind === 'weekend') {
    // Coming weekend: Fri 17:00 .. Mon 00:00; from Friday evening on it is the current one.
    const wd = lp.weekday;
    const toFri = wd === 0 ? -2 : wd === 6 ? -1 : 5 - wd;
    let fri = addDays(today, toFri);
    if (day.next && (wd === 5 || wd === 6 || wd === 0)) fri = addDays(fri, 7);
    if (part)
      return clamp({
        start: at(addDays(fri, 1 + (part[3] ?? 0)), part[0]),
        end: at(addDays(fri, 2 + part[2]), part[1]),
      });
    return clamp({ start: at(fri, '17:00'), end: at(addDays(fri, 3), '00:00') });
  }
  if (day?.kind === 'week') {
    const toMon = lp.weekday === 0 ? 1 : 8 - lp.weekday;
    const mon = addDays(today, toMon);
    if (!day.next) return clamp({ start: now, end: at(mon, '00:00') });
    return { start: at(mon, '00:00'), end: at(addDays(mon, 7), '00:00') };
  }
  if (t.month !== null && !t.date) {
    const year = t.month >= lp.month ? lp.year : lp.year + 1;
    const first = `${year}-${pad(t.month)}-01`;
    const next = t.month === 12 ? `${year + 1}-01-01` : `${year}-${pad(t.month + 1)}-01`;
    return clamp({ start: at(first, '00:00'), end: at(next, '00:00') });
  }
  let date = today;
  if (t.date) date = t.date;
  else if (day?.kind === 'offset') date = addDays(today, day.days);
  else if (day?.kind === 'weekday') {
    const diff = (day.weekday - lp.weekday + 7) % 7;
    date = addDays(today, day.next && diff === 0 ? 7 : diff);
  }
  const on = (d: string): TimeWindow | null => {
    const dayStart = at(d, '00:00');
    const dayEnd = at(addDays(d, 1), '00:00');
    if (t.clock) {
      const start = at(d, `${pad(t.clock.h)}:${pad(t.clock.m)}`);
      if (t.clockEnd) return clamp({ start, end: at(d, `${pad(t.clockEnd.h)}:${pad(t.clockEnd.m)}`) });
      if (t.relation === 'before') return clamp({ start: Math.max(now, dayStart), end: start });
      if (t.relation === 'after')
        return clamp({ start, end: t.clock.h >= 18 ? at(addDays(d, 1), '04:00') : dayEnd });
      return clamp({ start: start - 30 * 60_000, end: start + 3 * 3_600_000 });
    }
    if (part)
      return clamp({ start: at(addDays(d, part[3] ?? 0), part[0]), end: at(addDays(d, part[2]), part[1]) });
    return clamp({ start: dayStart, end: dayEnd });
  };
  const w = on(date);
  // An hour or a part of the day named without a day ("at 5am", "before sunrise", "in the morning")
  // that has already passed today is the next one, not nothing.
  if (w || day || t.date || (!t.clock && !part) || t.relation === 'before') return w;
  return on(addDays(date, 1));
};

const fixed = (day: DaySpec, part: TimePart | null, label: string): TimeIntent => ({
  day,
  date: null,
  month: null,
  part,
  clock: null,
  clockEnd: null,
  relation: 'at',
  label,
});

/** Windows of the shelves: "tonight" and "this weekend". */
export const phraseWindow = (
  form: 'tonight' | 'this weekend',
  now: number,
  timeZone: string,
): TimeWindow | null =>
  resolveTimeWindow(
    form === 'tonight'
      ? fixed({ kind: 'offset', days: 0 }, 'evening', form)
      : fixed({ kind: 'weekend' }, null, form),
    now,
    timeZone,
  );
