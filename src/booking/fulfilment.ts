/**
 * Resolving a booking (the jobs): place the order through the payment mode's Fulfiller, wait for a
 * supplier that answered PENDING (its own job and budget, bounded by a deadline), issue tickets,
 * fetch and keep a supplier's own ticket files, deliver a delayed venue's files later, and take a
 * vendor's cancellation. Every step is idempotent: a booking no longer in the state a step expects
 * is left alone.
 */
import { createHash } from 'node:crypto';
import {
  JOB_KINDS,
  type JobOutcome,
  type NewJob,
  type SupplierFilesJobPayload,
} from '../platform/outbox/kinds.js';
import { jobBackoffMs, supplierPollMs } from '../platform/outbox/retry-policy.js';
import { zonedToInstant } from '../platform/time.js';
import type { Booking, IssuedTicket, StoredSupplierFile, StoredTicketDetails } from './booking.js';
import {
  type BookingsDeps,
  MAX_FULFIL_ATTEMPTS,
  MAX_SUPPLIER_FILE_ATTEMPTS,
  SUPPLIER_WAIT_MAX_MS,
  SUPPLIER_WITHDRAW_GRACE_MS,
} from './deps.js';
import { applyEvent } from './events.js';
import {
  type Fulfiller,
  type FulfilmentOrder,
  type FulfilmentResult,
  TransientFulfilmentError,
} from './fulfillers.js';
import { transition } from './state.js';
import type { NewDeliverable } from './store.js';
import { SUPPLIER_FILE_KINDS } from './supplier-files.js';
import { ticketCode, ticketDeliverables } from './tickets.js';

/** When we stop waiting for a PENDING supplier: the session's start or 48 h after booking, whichever is sooner. */
export const supplierWaitDeadline = (b: Booking): number => {
  const first = b.lines[0];
  const cap = Date.parse(b.createdAt) + SUPPLIER_WAIT_MAX_MS;
  if (!first?.sessionDate) return cap;
  const start = zonedToInstant(first.sessionDate, first.sessionTime, b.timezone ?? 'UTC');
  return Number.isFinite(start) ? Math.min(cap, start) : cap;
};

/** A supplier file's deliverable id: stable per (booking, link), so a re-run writes the same row. */
const supplierFileId = (bookingId: string, url: string): string =>
  `sf-${createHash('sha256').update(`${bookingId}\n${url}`).digest('hex').slice(0, 20)}`;

const orderOf = async (deps: BookingsDeps, b: Booking): Promise<FulfilmentOrder> => ({
  bookingId: b.id,
  activityId: b.activityId,
  activityName: b.activityName,
  bookingDomain: b.bookingDomain,
  currency: b.currency,
  lines: b.lines,
  ticketTotalCents: b.ticketTotalCents,
  maxPurchaseCents: b.authorizationAmountCents - b.bookingFeeCents,
  externalUserId: b.externalUserId,
  contactEmail: (await deps.contactEmailFor?.(b.id)) ?? null,
});

export const createFulfilment = (deps: BookingsDeps) => {
  const { bookings } = deps;
  const random = deps.random ?? Math.random;
  const retryOpts = { scale: deps.retryScale, random };

  /** The supplier's decision becomes ours: failed, or confirmed with tickets (and files to fetch). */
  const resolve = async (
    b: Booking,
    order: FulfilmentOrder,
    decided: Exclude<FulfilmentResult, { outcome: 'awaiting_supplier' }>,
  ): Promise<JobOutcome> => {
    let result = decided;
    if (result.outcome === 'confirmed' && result.purchaseAmountCents > order.maxPurchaseCents)
      result = {
        outcome: 'failed',
        errorMessage: `The venue charged ${result.purchaseAmountCents} USD cents, above the ${order.maxPurchaseCents} authorised for tickets; the booking failed.`,
      };
    if (result.outcome === 'failed') {
      await applyEvent(deps, b, 'vendor_failed', { errorMessage: result.errorMessage });
      return undefined;
    }
    const supplierCodes = result.supplierCodes ?? [];
    const issued: IssuedTicket[] = b.lines
      .flatMap((l) =>
        Array.from({ length: l.quantity }, () => ({
          code: ticketCode(),
          ticket_type_name: l.ticketTypeName,
          session_date: l.sessionDate,
          session_time: l.sessionTime,
        })),
      )
      .map((t, i) => {
        const c = supplierCodes[i];
        return c ? { ...t, supplier_code: c.value, supplier_code_format: c.format } : t;
      });
    // The supplier's own files are fetched by their own job; the tickets wait for them (deliverable_ready).
    const files = deps.fetchSupplierFile ? (result.supplierFiles ?? []) : [];
    const delayed = b.estimatedFulfillment === 'delayed' || files.length > 0;
    const details: StoredTicketDetails = {
      confirmation_code: result.confirmationCode,
      vendor: result.vendor,
      venue_notes: result.venueNotes,
      tickets: issued,
      files_ready: !delayed,
    };
    const later: NewJob[] =
      files.length > 0
        ? [
            {
              kind: JOB_KINDS.supplierFiles,
              payload: { booking_id: b.id, files } satisfies SupplierFilesJobPayload,
              dedupeKey: `supplier_files_${b.id}`,
              partitionKey: b.apiKeyId,
            },
          ]
        : delayed
          ? [
              {
                kind: JOB_KINDS.deliverTickets,
                payload: { booking_id: b.id },
                runAt: deps.wallClock().getTime() + deps.deliverableDelayMs,
                dedupeKey: `deliver_${b.id}`,
                partitionKey: b.apiKeyId,
              },
            ]
          : [];
    await applyEvent(
      deps,
      b,
      'vendor_confirmed',
      {
        purchaseAmountCents: result.purchaseAmountCents,
        totalChargedCents: result.purchaseAmountCents + b.bookingFeeCents,
        ticketDetails: details,
        deliverables: delayed ? [] : ticketDeliverables(b, details),
      },
      later,
    );
    return undefined;
  };

  return {
    /** Job booking.fulfil: place the order; idempotent (a resolved booking is left alone). */
    fulfil: async (bookingId: string, attempt: number): Promise<JobOutcome> => {
      const b = await bookings.get(bookingId);
      if (b?.status !== 'pending') return undefined;
      const order = await orderOf(deps, b);
      let result: FulfilmentResult;
      try {
        result = await deps.fulfillers[b.paymentMode].fulfil(order);
      } catch (e) {
        if (!(e instanceof TransientFulfilmentError)) throw e;
        if (attempt < MAX_FULFIL_ATTEMPTS)
          return { retryInMs: jobBackoffMs(attempt, retryOpts), error: e.message };
        result = {
          outcome: 'failed',
          errorMessage: `The venue could not be reached (${e.message}); nothing was charged.`,
        };
      }
      if (result.outcome === 'awaiting_supplier') {
        // Placed, but the supplier has not decided: the booking stays pending and its own job asks again.
        await bookings.enqueue([
          {
            kind: JOB_KINDS.awaitSupplier,
            payload: { booking_id: b.id },
            runAt: deps.wallClock().getTime() + supplierPollMs(1, retryOpts),
            dedupeKey: `await_supplier_${b.id}`,
            partitionKey: b.apiKeyId,
          },
        ]);
        return undefined;
      }
      return resolve(b, order, result);
    },

    /**
     * Job booking.await_supplier: ask a PENDING supplier again (attempt n = poll n), backing off to
     * every 30 min, until its decision or the deadline (session start or 48 h). At the deadline the
     * fulfiller's `abandon` takes one last look and withdraws a booking still undecided.
     */
    awaitSupplier: async (bookingId: string, attempt: number): Promise<JobOutcome> => {
      const b = await bookings.get(bookingId);
      if (b?.status !== 'pending') return undefined;
      const fulfiller: Fulfiller = deps.fulfillers[b.paymentMode];
      const order = await orderOf(deps, b);
      const deadline = supplierWaitDeadline(b);
      const now = deps.clock().getTime();
      let result: FulfilmentResult;
      if (now < deadline) {
        try {
          result = await fulfiller.fulfil(order);
        } catch (e) {
          if (!(e instanceof TransientFulfilmentError)) throw e;
          // The supplier is unreachable for now: keep asking; the deadline bounds the wait.
          return { retryInMs: supplierPollMs(attempt + 1, retryOpts), error: e.message };
        }
        if (result.outcome === 'awaiting_supplier')
          return {
            retryInMs: Math.max(
              0,
              Math.min(supplierPollMs(attempt + 1, retryOpts), (deadline - now) * deps.retryScale),
            ),
            error: result.reason,
          };
      } else {
        try {
          result = fulfiller.abandon
            ? await fulfiller.abandon(order)
            : { outcome: 'failed', errorMessage: 'The venue did not confirm in time; nothing was charged.' };
        } catch (e) {
          if (!(e instanceof TransientFulfilmentError)) throw e;
          if (now < deadline + SUPPLIER_WITHDRAW_GRACE_MS)
            return { retryInMs: jobBackoffMs(attempt, retryOpts), error: e.message };
          result = {
            outcome: 'failed',
            errorMessage: `The supplier did not confirm the booking in time and could not be reached to withdraw it (${e.message}). Nothing was charged by Jaunt; the booking needs attention.`,
          };
        }
        if (result.outcome === 'awaiting_supplier')
          result = {
            outcome: 'failed',
            errorMessage: 'The venue did not confirm in time; nothing was charged.',
          };
      }
      return resolve(b, order, result);
    },

    /**
     * Job booking.supplier_files: fetch the supplier's ticket files and keep them with the booking,
     * then deliver every ticket file (→ deliverable_ready). Transient failures retry the job; a file
     * that is not what it says (or still unreachable after the retries) is told in the venue notes,
     * and our own tickets (with the supplier's QR code when it sent one) are delivered all the same.
     */
    supplierFiles: async (
      bookingId: string,
      files: SupplierFilesJobPayload['files'],
      attempt: number,
    ): Promise<JobOutcome> => {
      const b = await bookings.get(bookingId);
      const fetchFile = deps.fetchSupplierFile;
      if (b?.status !== 'confirmed' || !b.ticketDetails || b.ticketDetails.files_ready || !fetchFile)
        return undefined;
      const got = [];
      for (const f of files) got.push({ f, r: await fetchFile(f.url, f.format) });
      const transient = got.filter((g) => g.r.kind === 'transient');
      if (transient.length > 0 && attempt < MAX_SUPPLIER_FILE_ATTEMPTS)
        return {
          retryInMs: jobBackoffMs(attempt, retryOpts),
          error: transient.map((g) => (g.r.kind === 'transient' ? g.r.reason : '')).join('; '),
        };
      const tickets = b.ticketDetails.tickets;
      const stored: StoredSupplierFile[] = [];
      const rows: NewDeliverable[] = [];
      const problems: string[] = [];
      for (const { f, r } of got) {
        const t = f.ticket === null ? undefined : tickets[f.ticket];
        const kind = SUPPLIER_FILE_KINDS[f.format];
        const what = `${kind.what === 'a PDF' ? 'ticket PDF' : 'Wallet pass'}${t ? ` for ${t.code} (${t.ticket_type_name})` : ''}`;
        if (r.kind !== 'ok') {
          problems.push(`The supplier's ${what} could not be used: ${r.reason}.`);
          continue;
        }
        const id = supplierFileId(b.id, f.url);
        const filename = `${t ? t.code : 'voucher'}-supplier-${stored.length + 1}.${kind.ext}`;
        stored.push({
          id,
          deliverable_type: kind.deliverableType,
          filename,
          content_type: r.contentType,
          ext: kind.ext,
          ticket_code: t?.code ?? null,
        });
        rows.push({
          id,
          bookingId: b.id,
          deliverableType: kind.deliverableType,
          filename,
          contentType: r.contentType,
          fileSizeBytes: r.bytes.length,
          ticketTypeName: t?.ticket_type_name ?? 'All tickets',
          sessionDate: t?.session_date ?? b.lines[0]?.sessionDate ?? null,
          sessionTime: t?.session_time ?? b.lines[0]?.sessionTime ?? null,
          ticketCode: t?.code ?? null,
          content: r.bytes,
        });
      }
      const fallback =
        problems.length > 0
          ? `${problems.join(' ')} Use the Jaunt ticket${tickets.some((t) => t.supplier_code) ? ' (it carries the supplier’s venue code)' : ''} and quote confirmation ${b.ticketDetails.confirmation_code} at the venue.`
          : null;
      const details: StoredTicketDetails = {
        ...b.ticketDetails,
        files_ready: true,
        venue_notes: [b.ticketDetails.venue_notes, fallback].filter(Boolean).join('\n') || null,
        supplier_files: stored,
      };
      await applyEvent(deps, b, 'tickets_delivered', {
        ticketDetails: details,
        deliverables: [...ticketDeliverables(b, details), ...rows],
      });
      return undefined;
    },

    /** Job booking.deliver_tickets: a delayed venue's files arrive → deliverable_ready and a second callback. */
    deliverTickets: async (bookingId: string): Promise<JobOutcome> => {
      const b = await bookings.get(bookingId);
      if (b?.status !== 'confirmed' || !b.ticketDetails) return undefined;
      const details: StoredTicketDetails = { ...b.ticketDetails, files_ready: true };
      await applyEvent(deps, b, 'tickets_delivered', {
        ticketDetails: details,
        deliverables: ticketDeliverables(b, details),
      });
      return undefined;
    },

    /** A vendor's cancellation mail: → cancelled with its callback; false when the status does not allow it. */
    cancelByVendor: async (bookingId: string): Promise<boolean> => {
      const b = await bookings.get(bookingId);
      if (!b || transition(b.status, 'cancelled') === null) return false;
      return applyEvent(deps, b, 'cancelled', {});
    },
  };
};
