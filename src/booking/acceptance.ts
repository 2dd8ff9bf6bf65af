/**
 * Accepting a booking (spec 4.9): who may book, the quote against the authorisation, idempotency by
 * (key, idempotency_key) with a request fingerprint, and the booking row committed with its
 * fulfilment job (the outbox). Use cases are functions over the bookings' deps; `createAcceptance`
 * only assembles them.
 */
import { randomBytes } from 'node:crypto';
import type { Actor } from '../access/index.js';
import type { Activity } from '../catalogue/index.js';
import type {
  BookingTicketItem,
  BookingTicketItemInput,
  CreateBookingRequest,
} from '../contract/bookings.js';
import { AppError } from '../platform/errors.js';
import { JOB_KINDS, type NewJob } from '../platform/outbox/kinds.js';
import type { BookedTicketItem, Booking, BookingOrigin } from './booking.js';
import { type BookingQuote, bookingFingerprint, isQuoteError, quoteBooking } from './booking-pricing.js';
import type { BookingsDeps } from './deps.js';
import { reportedStatus } from './state.js';
import type { NewBooking } from './store.js';

const token = (prefix: string, bytes: number): string =>
  `${prefix}${randomBytes(bytes).toString('base64url')}`;

const normaliseTickets = (items: BookingTicketItem[]): BookedTicketItem[] =>
  items.map((t) => ({
    ticket_type_name: t.ticket_type_name,
    num_tickets: t.num_tickets,
    session_date: t.session_date ?? null,
    session_time: t.session_time ?? null,
  }));

export interface Accepted {
  booking_id: string;
  idempotency_key: string;
  status: string;
}

export interface Acceptance {
  /** POST /bookings (spec 4.9): 202 body; replays report the current status. */
  create(actor: Actor, body: CreateBookingRequest, origin?: BookingOrigin): Promise<Accepted>;
  /** Totals the partner must authorise (Slack spells them out before booking). */
  quote(activityId: string, tickets: BookingTicketItemInput[]): Promise<BookingQuote>;
}

type Credential = Actor['credential'];

const quoteFor = (deps: BookingsDeps, activity: Activity, items: BookingTicketItemInput[]): BookingQuote => {
  const q = quoteBooking(
    activity,
    items.map((t) => ({ ...t, num_tickets: t.num_tickets ?? 1 })),
    deps.fxRates,
    deps.bookingFee,
    { nowMs: deps.clock().getTime() },
  );
  if (isQuoteError(q)) throw new AppError(q.code, q.message);
  return q;
};

const activityOr404 = async (deps: BookingsDeps, activityId: string): Promise<Activity> => {
  const a = await deps.findActivity(activityId);
  if (!a) throw new AppError('not_found', `Activity ${activityId} not found`);
  return a;
};

const replay = (existing: Booking, fingerprint: string): Accepted => {
  if (existing.fingerprint !== fingerprint)
    throw new AppError(
      'idempotency_key_reused',
      `idempotency_key '${existing.idempotencyKey}' was already used for a different booking request; use a new key`,
    );
  return {
    booking_id: existing.id,
    idempotency_key: existing.idempotencyKey,
    status: reportedStatus(existing.status, false),
  };
};

/**
 * Who may book, and who may charge the stored card. A staging key never charges, except in
 * development for a supplier on this machine (the simulator): then it is a `sandbox` purchase.
 */
const checkCredential = async (
  deps: BookingsDeps,
  cred: Credential,
  body: CreateBookingRequest,
): Promise<{ sandbox: boolean }> => {
  if (cred.kind !== 'negotiated')
    throw new AppError('forbidden', 'Bookings are available only to negotiated API keys');
  if (body.payment_mode !== 'live_purchase') return { sandbox: false };
  if (!cred.canChargeStoredCard) {
    const msg = 'This API key is not authorized to charge the stored payment card (live_purchase)';
    throw new AppError('payment_required', msg);
  }
  if (cred.environment !== 'staging') return { sandbox: false };
  if (deps.sandboxPurchase && (await deps.sandboxPurchase(body.activity_id))) return { sandbox: true };
  throw new AppError(
    'payment_required',
    deps.sandboxPurchase
      ? 'In development a key buys live only from a supplier on this machine (the OCTO simulator); this activity is not one'
      : 'Staging keys can never charge the stored payment card (live_purchase)',
  );
};

/** Only partner HTTP bookings have a callback (Slack and MCP report the result themselves): where it may go. */
const checkWebhook = (
  deps: BookingsDeps,
  body: CreateBookingRequest,
  origin: BookingOrigin | undefined,
  sandbox: boolean,
): void => {
  if (origin !== undefined) return;
  // A sandbox purchase (development, the simulator) charges nobody: its callback goes where a dry run's may.
  const charges = body.payment_mode === 'live_purchase' && !sandbox;
  if (charges && !body.webhook_url.startsWith('https://'))
    throw new AppError(
      'webhook_url_not_https',
      'live_purchase needs an https webhook_url; plain http is for the dry-run modes',
    );
  if (!deps.webhookTargetAllowed(body.webhook_url, !charges))
    throw new AppError('webhook_url_not_allowed', 'webhook_url must point at a public address');
};

const checkAuthorisation = (body: CreateBookingRequest, q: BookingQuote): void => {
  if (body.authorization_amount_cents < q.totalCents)
    throw new AppError(
      'authorization_insufficient',
      `authorization_amount_cents ${body.authorization_amount_cents} does not cover the total of ${q.totalCents} USD cents (tickets ${q.ticketTotalCents} + booking fee ${q.bookingFeeCents})`,
      { required_cents: q.totalCents },
    );
};

/** The row a booking request makes, and its fulfilment job (the booking key's work). */
const newBooking = (
  o: {
    id: string;
    cred: Credential;
    userId: string;
    body: CreateBookingRequest;
    tickets: BookedTicketItem[];
    fingerprint: string;
    origin: BookingOrigin | undefined;
  },
  activity: Activity,
  q: BookingQuote,
): { booking: NewBooking; jobs: NewJob[] } => ({
  booking: {
    id: o.id,
    apiKeyId: o.cred.id,
    idempotencyKey: o.body.idempotency_key,
    fingerprint: o.fingerprint,
    userId: o.userId,
    externalUserId: o.body.external_user_id,
    activityId: activity.activityId,
    activityName: activity.name,
    pictureUrl: activity.pictureUrls[0] ?? null,
    venue: activity.venue,
    timezone: activity.timezone,
    bookingDomain: activity.bookingDomain,
    estimatedFulfillment: activity.estimatedFulfillment,
    currency: q.currency,
    tickets: o.tickets,
    lines: q.lines,
    paymentMode: o.body.payment_mode,
    webhookUrl: o.body.webhook_url,
    authorizationAmountCents: o.body.authorization_amount_cents,
    ticketTotalCents: q.ticketTotalCents,
    bookingFeeCents: q.bookingFeeCents,
    origin: o.origin ?? null,
  },
  jobs: [
    {
      kind: JOB_KINDS.fulfil,
      payload: { booking_id: o.id },
      dedupeKey: `fulfil_${o.id}`,
      partitionKey: o.cred.id,
    },
  ],
});

const createBooking = async (
  deps: BookingsDeps,
  actor: Actor,
  body: CreateBookingRequest,
  origin?: BookingOrigin,
): Promise<Accepted> => {
  const cred = actor.credential;
  const { sandbox } = await checkCredential(deps, cred, body);
  const user = await deps.resolveExternalUser(cred.id, body.external_user_id);
  const tickets = normaliseTickets(body.tickets);
  const fingerprint = bookingFingerprint({ ...body, tickets });
  const existing = await deps.bookings.findByKey(cred.id, body.idempotency_key);
  if (existing) return replay(existing, fingerprint);
  checkWebhook(deps, body, origin, sandbox);
  const activity = await activityOr404(deps, body.activity_id);
  const q = quoteFor(deps, activity, body.tickets);
  checkAuthorisation(body, q);
  const id = token('bk_', 12);
  const row = newBooking({ id, cred, userId: user.id, body, tickets, fingerprint, origin }, activity, q);
  const { inserted, booking } = await deps.bookings.insert(row.booking, row.jobs);
  if (!inserted) return replay(booking, fingerprint);
  return {
    booking_id: booking.id,
    idempotency_key: booking.idempotencyKey,
    status: reportedStatus(booking.status, true),
  };
};

const quoteTickets = async (
  deps: BookingsDeps,
  activityId: string,
  tickets: BookingTicketItemInput[],
): Promise<BookingQuote> => {
  const q = quoteFor(deps, await activityOr404(deps, activityId), tickets);
  return {
    currency: q.currency,
    ticketTotalMinor: q.ticketTotalMinor,
    ticketTotalCents: q.ticketTotalCents,
    bookingFeeCents: q.bookingFeeCents,
    totalCents: q.totalCents,
    lines: q.lines,
  };
};

export const createAcceptance = (deps: BookingsDeps): Acceptance => ({
  create: (actor, body, origin) => createBooking(deps, actor, body, origin),
  quote: (activityId, tickets) => quoteTickets(deps, activityId, tickets),
});
