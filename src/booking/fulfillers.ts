/**
 * How a booking is placed with the venue. Dry runs simulate; live purchases go to the activity's
 * OCTO supplier (octo-fulfiller.ts), which re-checks the price before holding anything.
 */
import { randomBytes } from 'node:crypto';
import type { PricedLine } from './booking-pricing.js';
import type { SupplierFileRef } from './supplier-files.js';

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

/** The supplier could not be reached or answered 5xx: try again later (the booking carries its OCTO uuid). */
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

/**
 * Live purchases are placed over OCTO (octo-fulfiller.ts) for activities synced from a connected
 * supplier; any other activity has nobody to buy from, so the booking fails before anything is held.
 */
export const noSupplierFulfiller: Fulfiller = {
  fulfil: async (o) => ({
    outcome: 'failed',
    errorMessage: `${o.activityName} is not sold by a connected supplier, so it cannot be bought live; nothing was charged.`,
  }),
};
