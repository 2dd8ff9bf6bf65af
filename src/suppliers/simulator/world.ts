/**
 * The OCTO simulator's state and its rules: the products, the bookings, the places taken per slot,
 * the slots of a day (a pure function of product, option and date, cached: zone arithmetic is slow),
 * vacancies, holds that expire and cancellation cutoffs. Every function takes the world it works on.
 */
import { formatOffset, localDate, offsetMinutes, zonedToInstant } from '../../platform/time.js';
import type { SimOption, SimProduct } from './products.js';

export interface SimBooking {
  uuid: string;
  status: string;
  productId: string;
  optionId: string;
  availabilityId: string;
  unitIds: string[];
  resellerReference: string | null;
  supplierReference: string | null;
  expiresAt: number | null;
  createdAt: number;
}

export interface StoredBooking extends SimBooking {
  id: string;
  startMs: number;
  localStart: string;
  localEnd: string;
  unitItems: { uuid: string; unitId: string; code: string }[];
  contact: Record<string, unknown>;
  confirmedAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
  polls: number;
  notes: string | null;
}

export interface Slot {
  id: string;
  date: string;
  startMs: number;
  localStart: string;
  localEnd: string;
  allDay: boolean;
}

export interface SimWorld {
  clock: () => Date;
  /** When set, the only Bearer key accepted; otherwise any non-empty key. */
  apiKey: string | undefined;
  pendingPolls: number;
  /** Longest hold granted, in minutes. */
  maxHold: number;
  products: SimProduct[];
  byId: Map<string, SimProduct>;
  bookings: Map<string, StoredBooking>;
  /** Places taken per slot (held, pending or confirmed). */
  used: Map<string, number>;
  capacityOverride: Map<string, number>;
  /** Requests answered so far, by `METHOD path`. */
  counts: Record<string, number>;
  /** The next `left` requests answer `status` with INTERNAL_SERVER_ERROR. */
  failures: { left: number; status: number };
  /** Origin of the server, known once it listens. */
  origin: string;
  todayCache: Map<string, string>;
  slotCache: Map<string, Slot[]>;
}

/** An OCTO error: HTTP 400 (unless told) with an `error` code. */
export class OctoFail extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly status = 400,
  ) {
    super(message);
  }
}

export const slotKey = (p: string, opt: string, a: string) => `${p}|${opt}|${a}`;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A local date-time string with the zone's offset at that moment: the availability id. */
const zoned = (date: string, time: string, tz: string): { iso: string; ms: number } => {
  const ms = zonedToInstant(date, time, tz);
  return { iso: `${date}T${time}:00${formatOffset(offsetMinutes(ms, tz))}`, ms };
};

const today = (w: SimWorld, p: SimProduct): string => {
  const key = `${p.timeZone}|${Math.floor(w.clock().getTime() / 60_000)}`;
  let d = w.todayCache.get(key);
  if (d === undefined) {
    d = localDate(w.clock().getTime(), p.timeZone);
    if (w.todayCache.size > 10_000) w.todayCache.clear();
    w.todayCache.set(key, d);
  }
  return d;
};

const computeSlots = (p: SimProduct, opt: SimOption, date: string): Slot[] => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (p.closedWeekdays.includes(weekday)) return [];
  if (p.availabilityType === 'OPENING_HOURS') {
    const start = zoned(date, '00:00', p.timeZone);
    const open = zoned(date, p.openingHours?.from ?? '00:00', p.timeZone);
    const end = zoned(date, p.openingHours?.to ?? '23:59', p.timeZone);
    return [
      { id: start.iso, date, startMs: open.ms, localStart: start.iso, localEnd: end.iso, allDay: true },
    ];
  }
  return opt.times.map((t) => {
    const s = zoned(date, t, p.timeZone);
    const [h = 0, m = 0] = t.split(':').map(Number);
    const endMin = Math.min(h * 60 + m + 120, 23 * 60 + 59);
    const e = zoned(date, `${pad2(Math.floor(endMin / 60))}:${pad2(endMin % 60)}`, p.timeZone);
    return { id: s.iso, date, startMs: s.ms, localStart: s.iso, localEnd: e.iso, allDay: false };
  });
};

/** Slots are a pure function of product, option and date: computed once (zone arithmetic is slow). */
export const slotsOn = (w: SimWorld, p: SimProduct, opt: SimOption, date: string): Slot[] => {
  const key = `${p.id}|${opt.id}|${date}`;
  let slots = w.slotCache.get(key);
  if (!slots) {
    slots = computeSlots(p, opt, date);
    if (w.slotCache.size > 200_000) w.slotCache.clear();
    w.slotCache.set(key, slots);
  }
  return slots;
};

export const findSlot = (
  w: SimWorld,
  p: SimProduct,
  opt: SimOption,
  availabilityId: string,
): Slot | undefined => {
  const date = availabilityId.slice(0, 10);
  return slotsOn(w, p, opt, date).find((s) => s.id === availabilityId);
};

export const vacanciesOf = (w: SimWorld, p: SimProduct, opt: SimOption, slot: Slot): number => {
  const key = slotKey(p.id, opt.id, slot.id);
  const dayOffset = Math.round((Date.parse(slot.date) - Date.parse(today(w, p))) / 86_400_000);
  if (p.soldOutDayOffsets.includes(dayOffset)) return 0;
  const cap = w.capacityOverride.get(key) ?? p.capacity;
  return Math.max(0, cap - (w.used.get(key) ?? 0));
};

export const statusOf = (vacancies: number, cap: number): string =>
  vacancies <= 0 ? 'SOLD_OUT' : vacancies < cap / 2 ? 'LIMITED' : 'AVAILABLE';

export const release = (w: SimWorld, b: StoredBooking): void => {
  const key = slotKey(b.productId, b.optionId, b.availabilityId);
  w.used.set(key, Math.max(0, (w.used.get(key) ?? 0) - b.unitIds.length));
};

/** Holds past their expiry become EXPIRED and give their places back. */
export const sweep = (w: SimWorld): void => {
  const now = w.clock().getTime();
  for (const b of w.bookings.values())
    if (b.status === 'ON_HOLD' && b.expiresAt !== null && now >= b.expiresAt) {
      b.status = 'EXPIRED';
      release(w, b);
    }
};

export const cutoffPassed = (w: SimWorld, b: StoredBooking): boolean => {
  const p = w.byId.get(b.productId);
  const opt = p?.options.find((x) => x.id === b.optionId);
  return w.clock().getTime() > b.startMs - (opt?.cutoffHours ?? 0) * 3_600_000;
};

export const ticketsReady = (b: StoredBooking) => b.status === 'CONFIRMED' || b.status === 'REDEEMED';
