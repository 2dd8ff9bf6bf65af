/**
 * How a booking is placed with the venue. Dry runs simulate; the HTTP fulfiller talks to the vendor
 * checkout configured for the activity's booking domain with a hold → confirm protocol, so a price
 * above the authorised amount is cancelled before anything is charged.
 */
import { randomBytes } from 'node:crypto';
import type { PricedLine } from '../domain/booking-pricing.js';
import type { SupplierFileRef } from '../domain/supplier-files.js';
import type { OutboundHttp } from './outbound-http.js';

export interface FulfilmentOrder {
  bookingId: string;
  activityId: string;
  activityName: string;
  bookingDomain: string | null;
  currency: string;
  lines: PricedLine[];
  /** Our quote of the tickets in USD cents. */
  ticketTotalCents: number;
  /** The most the venue may charge: authorisation minus our booking fee. */
  maxPurchaseCents: number;
  externalUserId: string;
  /** The booking's own inbound address: vendors mail confirmations and tickets there. */
  contactEmail: string | null;
}

export type FulfilmentResult =
  | {
      outcome: 'confirmed';
      purchaseAmountCents: number;
      confirmationCode: string;
      vendor: string;
      venueNotes: string | null;
      /** Per ticket, in the order of the lines: the supplier's code (OCTO QRCODE, drawn as a QR image). */
      supplierCodes?: ({ value: string; format: 'qr' | 'text' } | null)[];
      /** The supplier's own ticket files to fetch and keep (OCTO PDF_URL, PKPASS_URL). */
      supplierFiles?: SupplierFileRef[];
    }
  | { outcome: 'failed'; errorMessage: string }
  /** The supplier has not decided yet (OCTO PENDING): the booking stays pending and is asked again. */
  | { outcome: 'awaiting_supplier'; reason: string; startsAt: string | null };

/** The vendor could not be reached or answered 5xx: try again later (the order carries an idempotency key). */
export class TransientFulfilmentError extends Error {}

export interface Fulfiller {
  fulfil(order: FulfilmentOrder): Promise<FulfilmentResult>;
  /**
   * The wait for an `awaiting_supplier` booking is over: one last look decides, and a booking still
   * undecided is withdrawn at the supplier and fails. Fulfillers that never wait need not have it.
   */
  abandon?(order: FulfilmentOrder): Promise<FulfilmentResult>;
}

const code = (prefix: string, bytes = 5): string =>
  `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;

export const dryRunSuccess: Fulfiller = {
  fulfil: async (o) => ({
    outcome: 'confirmed',
    purchaseAmountCents: o.ticketTotalCents,
    confirmationCode: code('DRY-'),
    vendor: o.bookingDomain ?? 'jaunt-dry-run',
    venueNotes:
      'Dry run: no purchase was made and nothing was charged. Show the ticket code at the entrance.',
  }),
};

export const dryRunFailure: Fulfiller = {
  fulfil: async () => ({
    outcome: 'failed',
    errorMessage:
      'Payment declined by the card issuer (do_not_honor). Simulated by dry_run_failure; nothing was charged.',
  }),
};

interface VendorHold {
  order_id: string;
  amount_cents: number;
}
interface VendorConfirmation {
  confirmation_code: string;
  amount_cents: number;
  venue_notes?: string | null;
}

const jsonOf = <T>(body: string): T | null => {
  try {
    return JSON.parse(body) as T;
  } catch {
    return null;
  }
};

const vendorError = (body: string, status: number): string => {
  const j = jsonOf<{ error?: unknown; message?: unknown }>(body);
  const msg =
    typeof j?.error === 'string' ? j.error : typeof j?.message === 'string' ? j.message : `HTTP ${status}`;
  return msg.slice(0, 300);
};

/** Live purchases: POST {base}/orders (hold) → POST {base}/orders/{id}/confirm, or …/cancel when over budget. */
export const httpVendorFulfiller = (
  http: OutboundHttp,
  checkouts: Readonly<Record<string, string>>,
): Fulfiller => ({
  fulfil: async (o) => {
    const base = o.bookingDomain ? checkouts[o.bookingDomain] : undefined;
    if (!base)
      return {
        outcome: 'failed',
        errorMessage: `No checkout is configured for ${o.bookingDomain ?? 'this activity'}; nothing was charged.`,
      };
    const root = base.replace(/\/+$/, '');
    const headers = { 'content-type': 'application/json', 'idempotency-key': o.bookingId };
    const call = async (path: string, body: unknown) => {
      try {
        return await http.send(`${root}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          timeoutMs: 15_000,
        });
      } catch (e) {
        if (e instanceof Error && 'permanent' in e)
          return { status: 0, body: JSON.stringify({ error: e.message }), headers: {}, durationMs: 0 };
        throw new TransientFulfilmentError(
          `vendor unreachable: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    };
    const hold = await call('/orders', {
      order_ref: o.bookingId,
      activity_id: o.activityId,
      activity_name: o.activityName,
      currency: o.currency,
      lines: o.lines.map((l) => ({
        ticket_type_name: l.ticketTypeName,
        quantity: l.quantity,
        session_date: l.sessionDate,
        session_time: l.sessionTime,
        unit_price_minor: l.unitMinor,
      })),
      expected_amount_cents: o.ticketTotalCents,
      max_amount_cents: o.maxPurchaseCents,
      customer_ref: o.externalUserId,
      customer_email: o.contactEmail,
    });
    if (hold.status === 0)
      return { outcome: 'failed', errorMessage: `Vendor checkout refused: ${vendorError(hold.body, 0)}` };
    if (hold.status >= 500 || hold.status === 429)
      throw new TransientFulfilmentError(`vendor answered ${hold.status}`);
    const held = jsonOf<VendorHold>(hold.body);
    if (
      hold.status >= 300 ||
      !held ||
      typeof held.order_id !== 'string' ||
      !Number.isInteger(held.amount_cents)
    )
      return {
        outcome: 'failed',
        errorMessage: `The venue declined the order: ${vendorError(hold.body, hold.status)}. Nothing was charged.`,
      };
    if (held.amount_cents > o.maxPurchaseCents) {
      // Release the hold; failing to cancel is harmless because an unconfirmed hold charges nothing.
      await call(`/orders/${encodeURIComponent(held.order_id)}/cancel`, {}).catch(() => undefined);
      return {
        outcome: 'failed',
        errorMessage: `The venue asked ${held.amount_cents} USD cents, above the ${o.maxPurchaseCents} cents authorised for tickets; the order was cancelled and nothing was charged.`,
      };
    }
    const done = await call(`/orders/${encodeURIComponent(held.order_id)}/confirm`, {});
    if (done.status >= 500 || done.status === 429)
      throw new TransientFulfilmentError(`vendor answered ${done.status}`);
    const confirmed = jsonOf<VendorConfirmation>(done.body);
    if (done.status >= 300 || !confirmed || typeof confirmed.confirmation_code !== 'string')
      return {
        outcome: 'failed',
        errorMessage: `The venue did not confirm the order: ${vendorError(done.body, done.status)}. Nothing was charged.`,
      };
    return {
      outcome: 'confirmed',
      purchaseAmountCents: confirmed.amount_cents,
      confirmationCode: confirmed.confirmation_code,
      vendor: o.bookingDomain ?? 'vendor',
      venueNotes: confirmed.venue_notes ?? null,
    };
  },
});
