/**
 * How a booking is placed with the venue. Dry runs simulate; live purchases go to the activity's
 * OCTO supplier (octo-fulfiller.ts), which re-checks the price before holding anything.
 */
import { randomBytes } from 'node:crypto';
import type { PricedLine } from '../domain/booking-pricing.js';

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
      /** Per ticket, in the order of the lines: the supplier's scan code (OCTO QRCODE), when it sent one. */
      supplierCodes?: (string | null)[];
    }
  | { outcome: 'failed'; errorMessage: string };

/** The supplier could not be reached or answered 5xx: try again later (the booking carries its OCTO uuid). */
export class TransientFulfilmentError extends Error {}

export interface Fulfiller {
  fulfil(order: FulfilmentOrder): Promise<FulfilmentResult>;
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
