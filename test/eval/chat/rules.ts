/**
 * A small typed rule language for graded judgments. A judgment is an ordered list of
 * `[grade, predicate]`; the first predicate that holds gives the activity its grade (default 0).
 * Predicates read only the catalogue record, the pinned now and the activity's own time zone, so
 * grades are computed at run time and stay true when dates move.
 */
import type { CatalogueRecord } from '../../../src/catalogue/record.js';
import { DAY, HOUR, type LocalNow, localNow, wallOf } from './clock.js';

export type Grade = 0 | 1 | 2 | 3;

export interface Ctx {
  /** Pinned now as ISO instant. */
  now: string;
}

export type Pred = (a: CatalogueRecord, ctx: Ctx) => boolean;
export type Rule = readonly [Grade, Pred];

/** A time window in local wall milliseconds, computed from the activity's local now. */
export type Window = (n: LocalNow) => [number, number];

const norm = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// ---- combinators ----
export const all =
  (...ps: Pred[]): Pred =>
  (a, c) =>
    ps.every((p) => p(a, c));
export const any =
  (...ps: Pred[]): Pred =>
  (a, c) =>
    ps.some((p) => p(a, c));
export const not =
  (p: Pred): Pred =>
  (a, c) =>
    !p(a, c);
export const always: Pred = () => true;

// ---- attributes ----
export const city =
  (...slugs: string[]): Pred =>
  (a) =>
    slugs.includes(a.city);
/** Membership by `semantic_location`: any comma-separated part equals or starts with the label. */
export const area =
  (...labels: string[]): Pred =>
  (a) => {
    const parts = (a.semantic_location ?? '').split(',').map((p) => norm(p.trim()));
    return labels.some((l) => parts.some((p) => p === norm(l) || p.startsWith(`${norm(l)} `)));
  };
export const cat =
  (...cs: string[]): Pred =>
  (a) =>
    (a.categories ?? []).some((c) => cs.includes(c));
export const tag =
  (...ts: string[]): Pred =>
  (a) =>
    (a.tags ?? []).some((t) => ts.includes(t));
export const diet =
  (...ds: string[]): Pred =>
  (a) =>
    (a.dietary ?? []).some((d) => ds.includes(d));
export const isEvent: Pred = (a) => a.entity_type === 'event';
export const isPlace: Pred = (a) => a.entity_type === 'place';
/** Case- and accent-insensitive regex over name + descriptions (all languages). */
export const text =
  (re: RegExp): Pred =>
  (a) =>
    re.test(
      norm(
        [
          a.name,
          a.description ?? '',
          ...Object.values(a.names ?? {}),
          ...Object.values(a.descriptions ?? {}),
        ].join(' '),
      ),
    );

// ---- price ----
const minTotal = (a: CatalogueRecord): number | null => {
  const totals = (a.ticket_price?.sessions ?? []).flatMap((s) =>
    s.tickets.map((t) => t.price + (t.fee ?? 0)),
  );
  return totals.length ? Math.min(...totals) : null;
};
/** Free: a free ticket, or the `free` tag. */
export const free: Pred = (a) => minTotal(a) === 0 || (a.tags ?? []).includes('free');
/** Cheapest ticket total at most `max` (local currency), or free. Walk-in places without a price do not pass. */
export const priceAtMost =
  (max: number): Pred =>
  (a) => {
    if (free(a, { now: '' })) return true;
    const m = minTotal(a);
    return m !== null && m <= max;
  };
export const pricedAbove =
  (min: number): Pred =>
  (a) => {
    const m = minTotal(a);
    return m !== null && m > min;
  };

// ---- time ----
const day = (n: LocalNow, offset: number): number => wallOf(n.date) + offset * DAY;
/** Days until the coming Saturday (0 when today is Saturday). */
const toSat = (n: LocalNow): number => (6 - n.dow + 7) % 7;

export const W = {
  /** From now until the next hour and a half. */
  now: (n: LocalNow): [number, number] => [n.wall, n.wall + 1.5 * HOUR],
  today: (n: LocalNow): [number, number] => [n.wall, day(n, 1) + 3 * HOUR],
  tonight: (n: LocalNow): [number, number] => [Math.max(n.wall, day(n, 0) + 17 * HOUR), day(n, 1) + 4 * HOUR],
  thisAfternoon: (n: LocalNow): [number, number] => [
    Math.max(n.wall, day(n, 0) + 12 * HOUR),
    day(n, 0) + 18 * HOUR,
  ],
  tomorrow: (n: LocalNow): [number, number] => [day(n, 1), day(n, 2) + 3 * HOUR],
  tomorrowMorning: (n: LocalNow): [number, number] => [day(n, 1) + 6 * HOUR, day(n, 1) + 12 * HOUR],
  tomorrowAfternoon: (n: LocalNow): [number, number] => [day(n, 1) + 12 * HOUR, day(n, 1) + 18 * HOUR],
  tomorrowEvening: (n: LocalNow): [number, number] => [day(n, 1) + 17 * HOUR, day(n, 2) + 4 * HOUR],
  /** Friday 18:00 to Sunday night. */
  weekend: (n: LocalNow): [number, number] => [
    Math.max(n.wall, day(n, toSat(n)) - 6 * HOUR),
    day(n, toSat(n) + 2),
  ],
  saturday: (n: LocalNow): [number, number] => [day(n, toSat(n)), day(n, toSat(n) + 1) + 3 * HOUR],
  saturdayNight: (n: LocalNow): [number, number] => [
    day(n, toSat(n)) + 17 * HOUR,
    day(n, toSat(n) + 1) + 5 * HOUR,
  ],
  sunday: (n: LocalNow): [number, number] => [day(n, toSat(n) + 1), day(n, toSat(n) + 2) + 3 * HOUR],
  sundayMorning: (n: LocalNow): [number, number] => [
    day(n, toSat(n) + 1) + 7 * HOUR,
    day(n, toSat(n) + 1) + 13 * HOUR,
  ],
  /** From now to Sunday night. */
  thisWeek: (n: LocalNow): [number, number] => [n.wall, day(n, toSat(n) + 2)],
  nextDays:
    (k: number) =>
    (n: LocalNow): [number, number] => [n.wall, day(n, k)],
} satisfies Record<string, Window | ((k: number) => Window)>;

const DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** The subset of OSM opening_hours the chat catalogue uses: "Mo-Fr 08:00-16:00; Sa-Su 09:00-17:00". */
const parseHours = (oh: string): { days: Set<number>; open: number; close: number }[] =>
  oh.split(';').map((rule) => {
    const [dayPart = '', timePart = ''] = rule.trim().split(' ');
    const days = new Set<number>();
    for (const piece of dayPart.split(',')) {
      const [from = '', to] = piece.split('-');
      const a = DAYS.indexOf(from);
      const b = to ? DAYS.indexOf(to) : a;
      if (a < 0 || b < 0) throw new Error(`unsupported opening hours ${oh}`);
      for (let d = a; ; d = (d + 1) % 7) {
        days.add(d);
        if (d === b) break;
      }
    }
    const [o = '00:00', c = '00:00'] = timePart.split('-');
    const mins = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    const open = mins(o);
    let close = mins(c);
    if (close <= open) close += 24 * 60;
    return { days, open, close };
  });

/** Later rules for a day override earlier ones, as in OSM. */
const intervalsOn = (oh: string, date: string): [number, number][] => {
  const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
  let hit: [number, number][] = [];
  for (const r of parseHours(oh)) {
    if (r.days.has(dow)) hit = [[wallOf(date) + r.open * 60_000, wallOf(date) + r.close * 60_000]];
  }
  return hit;
};

const overlap = (a: [number, number], b: [number, number], minMs: number): boolean =>
  Math.min(a[1], b[1]) - Math.max(a[0], b[0]) >= minMs;

/**
 * An event session starts inside the window, or a place is open for a real part of it (two hours,
 * or two thirds of a shorter window): a museum closing at 18:00 is not "tonight". Places without
 * hours count as open.
 */
export const during =
  (w: Window): Pred =>
  (a, c) => {
    const n = localNow(c.now, a.timezone);
    const win = w(n);
    if (a.entity_type === 'event') {
      return (a.ticket_price?.sessions ?? []).some((s) => {
        if (!s.date) return false;
        const t = wallOf(s.date, s.time ?? '12:00');
        return t >= win[0] && t < win[1];
      });
    }
    if (!a.opening_hours) return true;
    const spanMs = Math.min(2 * HOUR, ((win[1] - win[0]) * 2) / 3);
    for (let d = day(n, -1); d < win[1]; d += DAY) {
      const date = new Date(d).toISOString().slice(0, 10);
      if (intervalsOn(a.opening_hours, date).some((iv) => overlap(iv, win, spanMs))) return true;
    }
    return false;
  };

// ---- judgments ----

export const gradeAll = (
  rules: readonly Rule[],
  records: CatalogueRecord[],
  ctx: Ctx,
): Map<string, Grade> => {
  const out = new Map<string, Grade>();
  for (const r of records) {
    const hit = rules.find(([, p]) => p(r, ctx));
    if (hit && hit[0] > 0) out.set(r.ref, hit[0]);
  }
  return out;
};
