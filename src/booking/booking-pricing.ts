/**
 * Booking money, pure: which session and ticket each requested item means, the ticket total in the
 * activity currency, its conversion to USD cents through a configured rate table, and our booking fee.
 */
import { createHash } from 'node:crypto';
import type { Activity, Session, TicketType } from '../catalogue/index.js';
import { currencyExponent } from '../catalogue/index.js';

export interface BookingFeeRule {
  /** Basis points of the ticket total (300 = 3 %). */
  bps: number;
  /** Floor in USD cents for a paid booking. */
  minCents: number;
}
export const DEFAULT_BOOKING_FEE: BookingFeeRule = Object.freeze({ bps: 300, minCents: 99 });

/** Booking fee in USD cents: `bps` of the ticket total rounded up, at least `minCents`; free bookings pay none. */
export const bookingFeeCents = (ticketTotalCents: number, rule: BookingFeeRule): number =>
  ticketTotalCents <= 0 ? 0 : Math.max(rule.minCents, Math.ceil((ticketTotalCents * rule.bps) / 10_000));

/**
 * Minor units of `currency` → USD cents, rounded up to the next cent so an authorisation computed from
 * it always covers the charge. Null when the table has no rate for the currency.
 */
export const toUsdCents = (
  minor: number,
  currency: string,
  rates: Readonly<Record<string, number>>,
): number | null => {
  const rate = rates[currency];
  if (rate === undefined) return null;
  const cents = (minor * rate * 100) / 10 ** currencyExponent(currency);
  // Strip float noise (0.1 * 3) before rounding up.
  return Math.ceil(Number(cents.toFixed(6)));
};

export interface TicketRequest {
  ticket_type_name: string;
  num_tickets: number;
  session_date?: string | null | undefined;
  session_time?: string | null | undefined;
}

export interface PricedLine {
  ticketTypeName: string;
  quantity: number;
  sessionDate: string | null;
  sessionTime: string | null;
  /** Price plus fee of one ticket, minor units of the activity currency. */
  unitMinor: number;
  lineMinor: number;
}

export interface BookingQuote {
  currency: string;
  lines: PricedLine[];
  ticketTotalMinor: number;
  ticketTotalCents: number;
  bookingFeeCents: number;
  /** What authorization_amount_cents must at least be. */
  totalCents: number;
}

export type QuoteError =
  | { code: 'activity_not_bookable'; message: string }
  | { code: 'session_mismatch'; message: string; index: number }
  | { code: 'session_past'; message: string; index: number }
  | { code: 'ticket_type_unknown'; message: string; index: number }
  | { code: 'ticket_unavailable'; message: string; index: number }
  | { code: 'quantity_out_of_range'; message: string; index: number }
  | { code: 'currency_unsupported'; message: string };

/** Cap on one ticket type's quantity when the catalogue gives no max_quantity (our decision). */
export const DEFAULT_MAX_QUANTITY = 100;

const label = (d: string | null, t: string | null): string =>
  d === null && t === null ? 'no date' : `${d ?? '-'} ${t ?? ''}`.trim();

/** The one session an item means: single-session activities may omit the pair; otherwise it must match exactly. */
export const matchSession = (sessions: Session[], item: TicketRequest): Session | 'none' | 'ambiguous' => {
  const omitted = item.session_date === undefined && item.session_time === undefined;
  if (sessions.length === 1 && omitted) return sessions[0] ?? 'none';
  const date = item.session_date ?? null;
  const time = item.session_time ?? null;
  const hits = sessions.filter((s) => s.date === date && s.time === time);
  if (hits.length === 0) return 'none';
  return hits.length === 1 ? (hits[0] ?? 'none') : 'ambiguous';
};

export const quoteBooking = (
  activity: Pick<Activity, 'isBookable' | 'name' | 'currency' | 'sessions'>,
  items: TicketRequest[],
  rates: Readonly<Record<string, number>>,
  fee: BookingFeeRule,
  /** Sessions that started before this instant (epoch ms) cannot be booked; omit to skip the check. */
  opts: { nowMs?: number } = {},
): BookingQuote | QuoteError => {
  if (!activity.isBookable)
    return {
      code: 'activity_not_bookable',
      message: `Activity "${activity.name}" cannot be booked through the service`,
    };
  const currency = activity.currency ?? 'USD';
  const lines: PricedLine[] = [];
  const perTicket = new Map<TicketType, number>();
  for (const [index, item] of items.entries()) {
    const session = matchSession(activity.sessions, item);
    const asked = label(item.session_date ?? null, item.session_time ?? null);
    if (session === 'none')
      return {
        code: 'session_mismatch',
        index,
        message:
          activity.sessions.length > 1
            ? `tickets[${index}]: no session on ${asked}; give session_date and session_time of one listed session`
            : `tickets[${index}]: no session on ${asked}`,
      };
    if (session === 'ambiguous')
      return {
        code: 'session_mismatch',
        index,
        message: `tickets[${index}]: more than one session matches ${asked}`,
      };
    if (opts.nowMs !== undefined && session.startsAt !== null && session.startsAt < opts.nowMs)
      return {
        code: 'session_past',
        index,
        message: `tickets[${index}]: the session on ${asked} has already started`,
      };
    const ticket = session.tickets.find((t) => t.name === item.ticket_type_name);
    if (!ticket)
      return {
        code: 'ticket_type_unknown',
        index,
        message: `tickets[${index}]: no ticket type "${item.ticket_type_name}" in that session (have: ${session.tickets.map((t) => t.name).join(', ') || 'none'})`,
      };
    if (!ticket.available)
      return {
        code: 'ticket_unavailable',
        index,
        message: `tickets[${index}]: "${ticket.name}" is not available`,
      };
    const qty = (perTicket.get(ticket) ?? 0) + item.num_tickets;
    perTicket.set(ticket, qty);
    const max = ticket.maxQuantity ?? DEFAULT_MAX_QUANTITY;
    if (qty < ticket.minQuantity || qty > max)
      return {
        code: 'quantity_out_of_range',
        index,
        message: `tickets[${index}]: "${ticket.name}" must be booked ${ticket.minQuantity} to ${max} at a time, got ${qty}`,
      };
    const unitMinor = ticket.isFree ? 0 : ticket.priceMinor + ticket.feeMinor;
    lines.push({
      ticketTypeName: ticket.name,
      quantity: item.num_tickets,
      sessionDate: session.date,
      sessionTime: session.time,
      unitMinor,
      lineMinor: unitMinor * item.num_tickets,
    });
  }
  const ticketTotalMinor = lines.reduce((s, l) => s + l.lineMinor, 0);
  const ticketTotalCents = toUsdCents(ticketTotalMinor, currency, rates);
  if (ticketTotalCents === null)
    return { code: 'currency_unsupported', message: `No exchange rate configured for ${currency}` };
  const feeCents = bookingFeeCents(ticketTotalCents, fee);
  return {
    currency,
    lines,
    ticketTotalMinor,
    ticketTotalCents,
    bookingFeeCents: feeCents,
    totalCents: ticketTotalCents + feeCents,
  };
};

export const isQuoteError = (q: BookingQuote | QuoteError): q is QuoteError => 'code' in q;

/** Canonical JSON: object keys sorted, so equal bodies hash equally whatever their key order. */
export const canonicalJson = (v: unknown): string => {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
};

/** Fingerprint of a validated booking request without its idempotency_key (webhook_url included). */
export const bookingFingerprint = (body: Record<string, unknown>): string => {
  const { idempotency_key: _ignored, ...rest } = body;
  return createHash('sha256').update(canonicalJson(rest)).digest('base64url');
};
