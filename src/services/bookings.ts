/**
 * Booking use cases: accept (validate, price, idempotency, outbox), resolve (fulfil through a
 * Fulfiller, deliver tickets later for delayed venues), present (callback payload, orders, files).
 */
import { randomBytes } from 'node:crypto';
import type {
  BookingTicketItem,
  BookingTicketItemInput,
  BookingWebhookPayload,
  CreateBookingRequest,
  OrdersResponse,
} from '../contract/bookings.js';
import type {
  BookedTicketItem,
  Booking,
  BookingOrigin,
  Deliverable,
  IssuedTicket,
  StoredTicketDetails,
} from '../domain/booking.js';
import {
  type BookingFeeRule,
  type BookingQuote,
  bookingFingerprint,
  isQuoteError,
  quoteBooking,
} from '../domain/booking-pricing.js';
import { type BookingEvent, reportedStatus, transition } from '../domain/booking-state.js';
import type { Activity } from '../domain/catalogue.js';
import type { JobOutcome, NewJob } from '../domain/jobs.js';
import { jobBackoffMs } from '../domain/retry-policy.js';
import { renderTicketPdf } from '../domain/ticket-pdf.js';
import type { Clock } from '../domain/time.js';
import { AppError } from '../errors.js';
import type { BookingStore, StatusChange } from '../store/bookings.js';
import type { Actor } from './actor.js';
import { type Fulfiller, type FulfilmentOrder, TransientFulfilmentError } from './fulfillers.js';
import type { TicketLinks } from './ticket-links.js';

export const JOB_FULFIL = 'booking.fulfil';
export const JOB_DELIVER_TICKETS = 'booking.deliver_tickets';
export const JOB_WEBHOOK = 'webhook.deliver';
export const JOB_SLACK_NOTIFY = 'slack.notify';

/** After this many failed attempts to reach the vendor the booking fails (nothing charged). */
export const MAX_FULFIL_ATTEMPTS = 12;

export interface WebhookJobPayload {
  booking_id: string;
  webhook_id: string;
  url: string;
  /** Dry-run bookings may call loopback receivers in development. */
  dry_run: boolean;
  /** The exact JSON sent (and signed) on every attempt. */
  body: string;
}

export interface BookingsDeps {
  bookings: BookingStore;
  findActivity: (activityId: string) => Activity | null;
  resolveExternalUser: (credentialId: string, externalUserId: string) => { id: string };
  clock: Clock;
  /** Time base of the job outbox (run_at). */
  wallClock: Clock;
  fxRates: Readonly<Record<string, number>>;
  bookingFee: BookingFeeRule;
  ticketLinks: TicketLinks;
  fulfillers: Record<Booking['paymentMode'], Fulfiller>;
  deliverableDelayMs: number;
  retryScale: number;
  /** False for webhook URLs whose host is an address we would refuse to call (checked again at delivery). */
  webhookTargetAllowed: (url: string, dryRun: boolean) => boolean;
  /** The booking's own inbound address, given to vendors as the contact email (mail of every order). */
  contactEmailFor?: (bookingId: string) => string | null;
  random?: () => number;
}

const token = (prefix: string, bytes: number): string =>
  `${prefix}${randomBytes(bytes).toString('base64url')}`;
const ticketCode = (): string => `TK-${randomBytes(5).toString('hex').toUpperCase()}`;

/** A stable id per (booking, status): every retry of one event carries the same webhook-id. */
export const webhookIdFor = (bookingId: string, status: string): string => `msg_${bookingId}_${status}`;

const normaliseTickets = (items: BookingTicketItem[]): BookedTicketItem[] =>
  items.map((t) => ({
    ticket_type_name: t.ticket_type_name,
    num_tickets: t.num_tickets,
    session_date: t.session_date ?? null,
    session_time: t.session_time ?? null,
  }));

const sessionLabel = (d: string | null, t: string | null): string =>
  d ? `${d}${t ? ` ${t}` : ''}` : 'Any day (open date)';

export const createBookingsService = (deps: BookingsDeps) => {
  const { bookings, clock, ticketLinks } = deps;
  const random = deps.random ?? Math.random;

  const quoteFor = (activity: Activity, items: BookingTicketItemInput[]): BookingQuote => {
    const q = quoteBooking(
      activity,
      items.map((t) => ({ ...t, num_tickets: t.num_tickets ?? 1 })),
      deps.fxRates,
      deps.bookingFee,
      { nowMs: clock().getTime() },
    );
    if (isQuoteError(q)) throw new AppError(q.code, q.message);
    return q;
  };

  const activityOr404 = (activityId: string): Activity => {
    const a = deps.findActivity(activityId);
    if (!a) throw new AppError('not_found', `Activity ${activityId} not found`);
    return a;
  };

  const filesReady = (b: Booking): boolean =>
    (b.status === 'confirmed' || b.status === 'deliverable_ready') && b.ticketDetails?.files_ready === true;

  /** The spec 2.13 payload of a booking's current state, download links minted now. */
  const payloadOf = (b: Booking): BookingWebhookPayload => {
    const d = b.ticketDetails;
    const ready = filesReady(b);
    let expiresAt: string | null = null;
    const details =
      d && (b.status === 'confirmed' || b.status === 'deliverable_ready')
        ? {
            confirmation_code: d.confirmation_code,
            vendor: d.vendor,
            venue_notes: d.venue_notes,
            tickets: d.tickets.map((t) => {
              const link = ready ? ticketLinks.mint(b.id, t.code) : null;
              if (link) expiresAt = link.expiresAt;
              return {
                ticket_code: t.code,
                ticket_type_name: t.ticket_type_name,
                session_date: t.session_date,
                session_time: t.session_time,
                download_url: link?.url ?? null,
              };
            }),
            download_expires_at: null as string | null,
          }
        : null;
    if (details) details.download_expires_at = expiresAt;
    const charged = b.status === 'confirmed' || b.status === 'deliverable_ready';
    return {
      booking_id: b.id,
      idempotency_key: b.idempotencyKey,
      status: b.status,
      activity_id: b.activityId,
      external_user_id: b.externalUserId,
      tickets: b.tickets,
      authorization_amount_cents: b.authorizationAmountCents,
      purchase_amount_cents: charged ? b.purchaseAmountCents : null,
      booking_fee_cents: b.bookingFeeCents,
      total_charged_cents: charged ? b.totalChargedCents : null,
      resolved_at: b.resolvedAt ?? b.updatedAt,
      ticket_details: details,
      error_message: b.status === 'failed' ? b.errorMessage : null,
    };
  };

  /**
   * The job implied by a booking reaching `after.status`: the partner's signed callback, or for a
   * Slack-originated booking the Slack notification (its result is told in Slack, not by webhook).
   */
  const eventJobs = (after: Booking): NewJob[] => {
    if (after.origin?.kind === 'slack')
      return [
        {
          kind: JOB_SLACK_NOTIFY,
          payload: { booking_id: after.id },
          dedupeKey: `slack_${after.id}_${after.status}`,
        },
      ];
    if (after.origin?.kind === 'mcp') return [];
    const webhookId = webhookIdFor(after.id, after.status);
    const body: WebhookJobPayload = {
      booking_id: after.id,
      webhook_id: webhookId,
      url: after.webhookUrl,
      dry_run: after.paymentMode !== 'live_purchase',
      body: JSON.stringify(payloadOf(after)),
    };
    return [{ kind: JOB_WEBHOOK, payload: body, dedupeKey: webhookId }];
  };

  /** Apply one state-machine event; false when the booking was not in `before.status` any more (a racing worker won). */
  const apply = (
    before: Booking,
    event: BookingEvent,
    fields: Omit<StatusChange, 'from' | 'to'>,
    extraJobs: NewJob[] = [],
  ) => {
    const to = transition(before.status, event);
    if (to === null) throw new Error(`illegal booking transition ${before.status} --${event}-->`);
    const at = clock().toISOString();
    const after: Booking = {
      ...before,
      status: to,
      purchaseAmountCents: fields.purchaseAmountCents ?? before.purchaseAmountCents,
      totalChargedCents: fields.totalChargedCents ?? before.totalChargedCents,
      ticketDetails: fields.ticketDetails ?? before.ticketDetails,
      errorMessage: fields.errorMessage ?? before.errorMessage,
      resolvedAt: at,
      updatedAt: at,
    };
    return bookings.change(before.id, {
      ...fields,
      from: before.status,
      to,
      resolvedAt: at,
      jobs: [...eventJobs(after), ...extraJobs, ...(fields.jobs ?? [])],
    });
  };

  const ticketDeliverables = (b: Booking, details: StoredTicketDetails): Omit<Deliverable, 'createdAt'>[] =>
    details.tickets.map((t) => ({
      id: t.code,
      bookingId: b.id,
      deliverableType: 'ticket',
      filename: `${t.code}.pdf`,
      contentType: 'application/pdf',
      fileSizeBytes: renderTicketPdf(ticketFileOf(b, details, t)).length,
      ticketTypeName: t.ticket_type_name,
      sessionDate: t.session_date,
      sessionTime: t.session_time,
    }));

  const ticketFileOf = (b: Booking, details: StoredTicketDetails, t: IssuedTicket) => ({
    code: t.code,
    activityName: b.activityName,
    ticketTypeName: t.ticket_type_name,
    session: sessionLabel(t.session_date, t.session_time),
    confirmationCode: details.confirmation_code,
    holder: b.externalUserId,
  });

  const replay = (existing: Booking, fingerprint: string) => {
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

  return {
    /** POST /bookings (spec 4.9): 202 body; replays report the current status. */
    create: async (
      actor: Actor,
      body: CreateBookingRequest,
      origin?: BookingOrigin,
    ): Promise<{ booking_id: string; idempotency_key: string; status: string }> => {
      const cred = actor.credential;
      if (cred.kind !== 'negotiated')
        throw new AppError('forbidden', 'Bookings are available only to negotiated API keys');
      if (body.payment_mode === 'live_purchase' && cred.environment === 'staging')
        throw new AppError(
          'payment_required',
          'Staging keys can never charge the stored payment card (live_purchase)',
        );
      if (body.payment_mode === 'live_purchase' && !cred.canChargeStoredCard) {
        const msg = 'This API key is not authorized to charge the stored payment card (live_purchase)';
        throw new AppError('payment_required', msg);
      }
      const user = deps.resolveExternalUser(cred.id, body.external_user_id);
      const tickets = normaliseTickets(body.tickets);
      const fingerprint = bookingFingerprint({ ...body, tickets });
      const existing = bookings.findByKey(cred.id, body.idempotency_key);
      if (existing) return replay(existing, fingerprint);

      // Only partner HTTP bookings have a callback; Slack and MCP report the result themselves.
      const callsWebhook = origin === undefined;
      if (callsWebhook && body.payment_mode === 'live_purchase' && !body.webhook_url.startsWith('https://'))
        throw new AppError(
          'webhook_url_not_https',
          'live_purchase needs an https webhook_url; plain http is for the dry-run modes',
        );
      if (callsWebhook && !deps.webhookTargetAllowed(body.webhook_url, body.payment_mode !== 'live_purchase'))
        throw new AppError('webhook_url_not_allowed', 'webhook_url must point at a public address');
      const activity = activityOr404(body.activity_id);
      const q = quoteFor(activity, body.tickets);
      if (body.authorization_amount_cents < q.totalCents)
        throw new AppError(
          'authorization_insufficient',
          `authorization_amount_cents ${body.authorization_amount_cents} does not cover the total of ${q.totalCents} USD cents (tickets ${q.ticketTotalCents} + booking fee ${q.bookingFeeCents})`,
          { required_cents: q.totalCents },
        );
      const id = token('bk_', 12);
      const { inserted, booking } = bookings.insert(
        {
          id,
          apiKeyId: cred.id,
          idempotencyKey: body.idempotency_key,
          fingerprint,
          userId: user.id,
          externalUserId: body.external_user_id,
          activityId: activity.activityId,
          activityName: activity.name,
          pictureUrl: activity.pictureUrls[0] ?? null,
          venue: activity.venue,
          timezone: activity.timezone,
          bookingDomain: activity.bookingDomain,
          estimatedFulfillment: activity.estimatedFulfillment,
          currency: q.currency,
          tickets,
          lines: q.lines,
          paymentMode: body.payment_mode,
          webhookUrl: body.webhook_url,
          authorizationAmountCents: body.authorization_amount_cents,
          ticketTotalCents: q.ticketTotalCents,
          bookingFeeCents: q.bookingFeeCents,
          origin: origin ?? null,
        },
        [{ kind: JOB_FULFIL, payload: { booking_id: id }, dedupeKey: `fulfil_${id}` }],
      );
      if (!inserted) return replay(booking, fingerprint);
      return {
        booking_id: booking.id,
        idempotency_key: booking.idempotencyKey,
        status: reportedStatus(booking.status, true),
      };
    },

    /** Additive GET /bookings/{id}: the callback payload of the current state, for partners who missed one. */
    get: async (actor: Actor, bookingId: string): Promise<BookingWebhookPayload> => {
      const b = bookings.get(bookingId);
      if (
        !b ||
        b.apiKeyId !== actor.credential.id ||
        (actor.externalUserId !== null && actor.externalUserId !== b.externalUserId)
      )
        throw new AppError('not_found', `Booking ${bookingId} not found`);
      return payloadOf(b);
    },

    /** Totals the partner must authorise (Slack spells them out before booking). */
    quote: async (activityId: string, tickets: BookingTicketItemInput[]) => {
      const q = quoteFor(activityOr404(activityId), tickets);
      return {
        currency: q.currency,
        ticketTotalMinor: q.ticketTotalMinor,
        ticketTotalCents: q.ticketTotalCents,
        bookingFeeCents: q.bookingFeeCents,
        totalCents: q.totalCents,
        lines: q.lines,
      };
    },

    /** Booking plus origin for adapters that report on it (the Slack notify handler). */
    describe: async (bookingId: string) => {
      const b = bookings.get(bookingId);
      if (!b) return null;
      return {
        payload: payloadOf(b),
        activityName: b.activityName,
        pictureUrl: b.pictureUrl,
        paymentMode: b.paymentMode,
        origin: b.origin,
      };
    },

    /** Job booking.fulfil: place the order; idempotent (a resolved booking is left alone). */
    fulfil: async (bookingId: string, attempt: number): Promise<JobOutcome> => {
      const b = bookings.get(bookingId);
      if (b?.status !== 'pending') return undefined;
      const order: FulfilmentOrder = {
        bookingId: b.id,
        activityId: b.activityId,
        activityName: b.activityName,
        bookingDomain: b.bookingDomain,
        currency: b.currency,
        lines: b.lines,
        ticketTotalCents: b.ticketTotalCents,
        maxPurchaseCents: b.authorizationAmountCents - b.bookingFeeCents,
        externalUserId: b.externalUserId,
        contactEmail: deps.contactEmailFor?.(b.id) ?? null,
      };
      let result: Awaited<ReturnType<Fulfiller['fulfil']>>;
      try {
        result = await deps.fulfillers[b.paymentMode].fulfil(order);
      } catch (e) {
        if (!(e instanceof TransientFulfilmentError)) throw e;
        if (attempt < MAX_FULFIL_ATTEMPTS)
          return { retryInMs: jobBackoffMs(attempt, { scale: deps.retryScale, random }), error: e.message };
        result = {
          outcome: 'failed',
          errorMessage: `The venue could not be reached (${e.message}); nothing was charged.`,
        };
      }
      if (result.outcome === 'confirmed' && result.purchaseAmountCents > order.maxPurchaseCents)
        result = {
          outcome: 'failed',
          errorMessage: `The venue charged ${result.purchaseAmountCents} USD cents, above the ${order.maxPurchaseCents} authorised for tickets; the booking failed.`,
        };
      if (result.outcome === 'failed') {
        apply(b, 'vendor_failed', { errorMessage: result.errorMessage });
        return undefined;
      }
      const delayed = b.estimatedFulfillment === 'delayed';
      const issued: IssuedTicket[] = b.lines.flatMap((l) =>
        Array.from({ length: l.quantity }, () => ({
          code: ticketCode(),
          ticket_type_name: l.ticketTypeName,
          session_date: l.sessionDate,
          session_time: l.sessionTime,
        })),
      );
      const details: StoredTicketDetails = {
        confirmation_code: result.confirmationCode,
        vendor: result.vendor,
        venue_notes: result.venueNotes,
        tickets: issued,
        files_ready: !delayed,
      };
      apply(
        b,
        'vendor_confirmed',
        {
          purchaseAmountCents: result.purchaseAmountCents,
          totalChargedCents: result.purchaseAmountCents + b.bookingFeeCents,
          ticketDetails: details,
          deliverables: delayed ? [] : ticketDeliverables(b, details),
        },
        delayed
          ? [
              {
                kind: JOB_DELIVER_TICKETS,
                payload: { booking_id: b.id },
                runAt: deps.wallClock().getTime() + deps.deliverableDelayMs,
                dedupeKey: `deliver_${b.id}`,
              },
            ]
          : [],
      );
      return undefined;
    },

    /** Job booking.deliver_tickets: a delayed venue's files arrive → deliverable_ready and a second callback. */
    deliverTickets: async (bookingId: string): Promise<JobOutcome> => {
      const b = bookings.get(bookingId);
      if (b?.status !== 'confirmed' || !b.ticketDetails) return undefined;
      const details: StoredTicketDetails = { ...b.ticketDetails, files_ready: true };
      apply(b, 'tickets_delivered', {
        ticketDetails: details,
        deliverables: ticketDeliverables(b, details),
      });
      return undefined;
    },

    /** A vendor's cancellation mail: → cancelled with its callback; false when the status does not allow it. */
    cancelByVendor: (bookingId: string): boolean => {
      const b = bookings.get(bookingId);
      if (!b || transition(b.status, 'cancelled') === null) return false;
      return apply(b, 'cancelled', {});
    },

    /** Current status of a booking (mail ingestion decides what a class may do). */
    statusOf: (bookingId: string): string | null => bookings.get(bookingId)?.status ?? null,

    /** Secret to sign a booking's callbacks with: the booking's key's current whsec_ secret. */
    webhookSecretFor: (bookingId: string): string | null => bookings.webhookSecretOfBooking(bookingId),

    recordWebhookAttempt: (a: Parameters<BookingStore['recordAttempt']>[0]): void =>
      bookings.recordAttempt(a),
    webhookAttempts: (bookingId: string) => bookings.attempts(bookingId),

    /** The PDF behind a signed ticket link. */
    ticketFile: async (bookingId: string, file: string, expires: string, sig: string) => {
      const code = file.replace(/\.pdf$/i, '');
      const verdict = ticketLinks.verify(bookingId, code, expires, sig);
      if (verdict === 'bad_signature') throw new AppError('forbidden', 'Invalid ticket link signature');
      if (verdict === 'expired')
        throw new AppError(
          'forbidden',
          'This ticket link has expired; fetch the booking again for a fresh one',
        );
      const b = bookings.get(bookingId);
      const t = b?.ticketDetails?.tickets.find((x) => x.code === code);
      if (!b?.ticketDetails || !t || !filesReady(b)) throw new AppError('not_found', 'Ticket not found');
      return {
        filename: `${code}.pdf`,
        contentType: 'application/pdf',
        bytes: renderTicketPdf(ticketFileOf(b, b.ticketDetails, t)),
      };
    },

    /** The bookings side of GET /orders (spec 4.8): the acting user's bookings and their ticket files, newest first. */
    orders: async (actor: Actor, language: string | null): Promise<Omit<OrdersResponse, 'emails'>> => {
      if (!actor.user) throw new AppError('external_user_unknown', 'No user is selected for this request');
      // Negotiated keys see what they booked for the user; a self-serve key is the user's own and sees everything.
      const scope = actor.credential.kind === 'negotiated' ? actor.credential.id : null;
      const o = bookings.orders(actor.user.id, scope, language?.toLowerCase() ?? null, 200);
      return {
        bookings: o.bookings.map((b) => ({
          id: b.id,
          status: b.status,
          activity_name: b.activity_name,
          picture_url: b.picture_url,
          authorization_amount_cents: b.authorization_amount_cents,
          created_at: b.created_at,
        })),
        deliverables: o.deliverables.map((d) => ({
          id: d.id,
          deliverable_type: d.deliverableType,
          filename: d.filename,
          content_type: d.contentType,
          file_size_bytes: d.fileSizeBytes,
          partner_booking_id: d.bookingId,
        })),
      };
    },
  };
};
export type BookingsService = ReturnType<typeof createBookingsService>;

/** The vendor mail side of orders: real received mail and the ticket files taken from it. */
export interface OrderMail {
  ofUser(
    userId: string,
    apiKeyId: string | null,
    limit: number,
  ): { emails: OrdersResponse['emails']; deliverables: OrdersResponse['deliverables'] };
}

/**
 * services.orders: the spec's orders operation as its own member. Bookings and their generated ticket
 * files come from the bookings aggregate; emails (and the files they carried) are the vendors' real mail.
 */
export const createOrdersService = (bookingsService: BookingsService, mail: OrderMail) => ({
  list: async (actor: Actor, language: string | null): Promise<OrdersResponse> => {
    if (!actor.user) throw new AppError('external_user_unknown', 'No user is selected for this request');
    const base = await bookingsService.orders(actor, language);
    const scope = actor.credential.kind === 'negotiated' ? actor.credential.id : null;
    const m = mail.ofUser(actor.user.id, scope, 200);
    return {
      bookings: base.bookings,
      deliverables: [...m.deliverables, ...base.deliverables],
      emails: m.emails,
    };
  },
});
export type OrdersService = ReturnType<typeof createOrdersService>;
