/**
 * The booking modal's form as data: the choices it offers for an activity, what the user picked,
 * and validation with the API's rules (spec 2.9, 4.9) mapped to the modal's input blocks. Pure.
 */
import type { PartnerActivityDetail, PaymentMode, Session, SessionTicket } from '../contract/partner.js';
import { fill, formWordsFor } from './i18n.js';
import { ACTION, BLOCK } from './ids.js';

export interface BookSelection {
  sessionKey: string | null;
  ticketIndex: number | null;
  quantity: number | null;
  mode: PaymentMode | null;
  /** "Share in #channel" ticked (absent in DMs, where it is not offered). */
  share: boolean;
}

export interface BookingTicketItem {
  ticket_type_name: string;
  num_tickets: number;
  session_date?: string | null;
  session_time?: string | null;
}

/**
 * Which bookings the form offers, true of what will happen: a real purchase only when the workspace
 * may charge AND a connected supplier sells the activity; the rehearsal of a decline only where
 * developers try things (JAUNT_ENV=development), never to everyone in a workspace.
 */
export interface BookModes {
  canCharge: boolean;
  offerDecline?: boolean;
}

export type BookValidation =
  | { ok: true; item: BookingTicketItem; mode: PaymentMode; session: Session; ticket: SessionTicket }
  | { ok: false; errors: Record<string, string> };

export const sessionKeyOf = (s: Pick<Session, 'date' | 'time'>): string => `${s.date ?? ''}T${s.time ?? ''}`;

export const sessionsOf = (d: PartnerActivityDetail): Session[] => d.ticket_price?.sessions ?? [];

export const sessionByKey = (d: PartnerActivityDetail, key: string | null): Session | null => {
  const sessions = sessionsOf(d);
  if (sessions.length === 1) return sessions[0] ?? null;
  if (key === null) return null;
  return sessions.find((s) => sessionKeyOf(s) === key) ?? null;
};

const purchasable = (t: SessionTicket): boolean => t.available !== false;

/**
 * The session a card showed, from its `next_datetime` (an ISO instant written in the venue's own
 * offset, so its first 16 characters are the venue's wall date and time), as a session key.
 */
export const sessionKeyOfInstant = (when: string | null | undefined): string | null =>
  when && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(when) ? `${when.slice(0, 10)}T${when.slice(11, 16)}` : null;

/** The listed session a key names, reading times to the minute ("20:00" and "20:00:00" agree). */
const sessionAt = (sessions: Session[], key: string): Session | undefined =>
  sessions.find((s) => `${s.date ?? ''}T${(s.time ?? '').slice(0, 5)}` === key);

/** What a Book button carries: the activity and, when the card showed one, its session. */
export const bookButtonValue = (activityId: string, when: string | null | undefined): string => {
  const key = sessionKeyOfInstant(when);
  return key ? `${activityId}|${key}` : activityId;
};

export const parseBookButtonValue = (value: string): { activityId: string; sessionKey: string | null } => {
  const bar = value.indexOf('|');
  return bar < 0
    ? { activityId: value, sessionKey: null }
    : { activityId: value.slice(0, bar), sessionKey: value.slice(bar + 1) || null };
};

/**
 * The form's first selection. When the card showed a session (`cardSessionKey`), that session and
 * nothing else: if it can no longer be booked, no session is preselected, so choosing another is
 * the person's explicit act. Without one: the first session with a ticket on sale. Then its first
 * ticket on sale, the minimum quantity, a dry run.
 */
export const defaultSelection = (
  d: PartnerActivityDetail,
  cardSessionKey: string | null = null,
): BookSelection => {
  const sessions = sessionsOf(d);
  const session = cardSessionKey
    ? sessionAt(sessions, cardSessionKey)
    : (sessions.find((s) => s.tickets.some(purchasable)) ?? sessions[0]);
  const ticketIndex = session ? Math.max(0, session.tickets.findIndex(purchasable)) : null;
  const ticket = session && ticketIndex !== null ? session.tickets[ticketIndex] : undefined;
  return {
    sessionKey: session ? sessionKeyOf(session) : null,
    ticketIndex: ticket ? ticketIndex : null,
    quantity: Math.max(1, ticket?.min_quantity ?? 1),
    mode: 'dry_run_success',
    share: true,
  };
};

type StateValues = Record<
  string,
  Record<
    string,
    {
      selected_option?: { value?: string } | null;
      selected_options?: { value?: string }[] | null;
      value?: string | null;
    }
  >
>;

/** Reads the modal's state.values; anything missing or malformed becomes null. */
export const readSelection = (values: StateValues, fallbackSessionKey: string | null): BookSelection => {
  const session = values[BLOCK.session]?.[ACTION.bookSession]?.selected_option?.value ?? fallbackSessionKey;
  const ticket = values[BLOCK.ticket]?.[ACTION.bookTicket]?.selected_option?.value;
  const qty = values[BLOCK.quantity]?.[ACTION.bookQuantity]?.value;
  const mode = values[BLOCK.mode]?.[ACTION.bookMode]?.selected_option?.value;
  const share = (values[BLOCK.share]?.[ACTION.bookShare]?.selected_options ?? []).some(
    (o) => o.value === 'share',
  );
  const ticketIndex = ticket && /^i:\d{1,4}$/.test(ticket) ? Number(ticket.slice(2)) : null;
  const quantity =
    qty !== undefined && qty !== null && /^\s*-?\d+(\.\d+)?\s*$/.test(qty) ? Number(qty) : null;
  const modes: readonly string[] = ['live_purchase', 'dry_run_success', 'dry_run_failure'];
  return {
    sessionKey: session ?? null,
    ticketIndex,
    quantity,
    mode: mode && modes.includes(mode) ? (mode as PaymentMode) : null,
    share,
  };
};

/** The same rules the bookings API applies, each reported on the input it concerns, in `lang`. */
export const validateSelection = (
  d: PartnerActivityDetail,
  sel: BookSelection,
  opts: BookModes,
  lang = 'en',
): BookValidation => {
  const w = formWordsFor(lang);
  const errors: Record<string, string> = {};
  const sessions = sessionsOf(d);
  if (!d.is_bookable || sessions.length === 0) {
    errors[BLOCK.ticket] = w.errNotBookable;
    return { ok: false, errors };
  }
  const session = sessionByKey(d, sel.sessionKey);
  if (!session) errors[BLOCK.session] = w.errDate;
  const ticket = session && sel.ticketIndex !== null ? session.tickets[sel.ticketIndex] : undefined;
  if (session && !ticket) errors[BLOCK.ticket] = w.errTicket;
  if (ticket && !purchasable(ticket)) errors[BLOCK.ticket] = fill(w.errNotOnSale, { name: ticket.name });
  const q = sel.quantity;
  if (q === null || !Number.isInteger(q) || q < 1) {
    errors[BLOCK.quantity] = w.errWhole;
  } else if (ticket) {
    if (q < ticket.min_quantity) errors[BLOCK.quantity] = fill(w.errAtLeast, { n: ticket.min_quantity });
    else if (ticket.max_quantity !== null && q > ticket.max_quantity)
      errors[BLOCK.quantity] = fill(w.errAtMost, { n: ticket.max_quantity });
  }
  if (sel.mode === null) errors[BLOCK.mode] = w.errMode;
  else if (sel.mode === 'live_purchase' && !opts.canCharge) errors[BLOCK.mode] = w.errTestOnly;
  else if (sel.mode === 'dry_run_failure' && !opts.offerDecline) errors[BLOCK.mode] = w.errModeListed;
  if (Object.keys(errors).length > 0 || !session || !ticket || q === null || sel.mode === null) {
    return { ok: false, errors };
  }
  const item: BookingTicketItem = {
    ticket_type_name: ticket.name,
    num_tickets: q,
    session_date: session.date,
    session_time: session.time,
  };
  return { ok: true, item, mode: sel.mode, session, ticket };
};

/** The modal input a booking-service refusal concerns, by its closed error code; null when no single field is to blame. */
export const fieldForErrorCode = (code: string): string | null => {
  switch (code) {
    case 'quantity_out_of_range':
      return BLOCK.quantity;
    case 'session_mismatch':
    case 'session_past':
      return BLOCK.session;
    case 'ticket_type_unknown':
    case 'ticket_unavailable':
    case 'activity_not_bookable':
    case 'authorization_insufficient':
    case 'currency_unsupported':
      return BLOCK.ticket;
    case 'payment_required':
    case 'forbidden':
      return BLOCK.mode;
    default:
      return null;
  }
};
