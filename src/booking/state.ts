/**
 * The booking state machine as a table (spec 3.1 leaves transitions open; these are ours).
 * A status changes only through `transition`, so an illegal move cannot be written.
 */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'failed',
  'cancelled',
  'user_input_required',
  'deliverable_ready',
] as const;
export type BookingState = (typeof BOOKING_STATUSES)[number];

export const BOOKING_EVENTS = [
  'vendor_confirmed',
  'vendor_failed',
  'needs_input',
  'input_received',
  'tickets_delivered',
  'cancelled',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

const next: Record<BookingState, Partial<Record<BookingEvent, BookingState>>> = {
  pending: {
    vendor_confirmed: 'confirmed',
    vendor_failed: 'failed',
    needs_input: 'user_input_required',
    cancelled: 'cancelled',
  },
  user_input_required: { input_received: 'pending', vendor_failed: 'failed', cancelled: 'cancelled' },
  confirmed: { tickets_delivered: 'deliverable_ready', cancelled: 'cancelled' },
  deliverable_ready: { cancelled: 'cancelled' },
  // Terminal: a failed booking stays failed under its key (spec 3.1 rule 3).
  failed: {},
  cancelled: {},
};

/** The state after `event`, or null when the event is not allowed in `from`. */
export const transition = (from: BookingState, event: BookingEvent): BookingState | null =>
  next[from][event] ?? null;

export const isTerminal = (s: BookingState): boolean => Object.keys(next[s]).length === 0;

/** What POST /bookings reports: `accepted` for a new booking, `processing` for a replay still pending. */
export const reportedStatus = (s: BookingState, isNew: boolean): string =>
  isNew ? 'accepted' : s === 'pending' ? 'processing' : s;
