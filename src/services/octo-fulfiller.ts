/**
 * Live purchases of supplier activities (ref `octo:...`) over OCTO (../shared/notes/octo.md):
 * re-check availability with the requested units, refuse a retail total above what was authorised
 * (nothing held), reserve with a uuid derived from the booking id (so a retried or crashed job asks
 * for the same hold again and never makes a second one), confirm with the contact, and read the
 * supplier's status. Every call is re-entrant: a job that runs again first asks the supplier where
 * the booking stands (GET /bookings/{uuid}) and continues from there, which is also how a PENDING
 * confirmation is polled (the fulfil job's backoff). Retryable OCTO errors (5xx, timeouts,
 * INTERNAL_SERVER_ERROR) become `TransientFulfilmentError`; final ones fail the booking. An expired
 * hold is reserved again once, under a second derived uuid.
 */
import { createHash } from 'node:crypto';
import type { Booking } from '../domain/booking.js';
import { toUsdCents } from '../domain/booking-pricing.js';
import {
  type OctoAvailability,
  type OctoBooking,
  type OctoClient,
  type OctoConnection,
  OctoError,
  rescaleMinor,
} from '../domain/octo.js';
import type { SupplierProductInfo } from '../domain/octo-catalogue.js';
import { currencyExponent } from '../domain/pricing.js';
import { SupplierUnavailable } from './bookings/context.js';
import {
  type Fulfiller,
  type FulfilmentOrder,
  type FulfilmentResult,
  TransientFulfilmentError,
} from './fulfillers.js';

export interface OctoFulfillerDeps {
  /** The activity's catalogue ref (null when unknown). */
  refOf: (activityId: string) => Promise<string | null>;
  /** What a booking needs to speak OCTO for a synced ref. */
  supplierFor: (
    ref: string,
  ) => Promise<{ connection: OctoConnection; supplierName: string; product: SupplierProductInfo } | null>;
  connect: (connection: OctoConnection) => OctoClient;
  fxRates: Readonly<Record<string, number>>;
  /** The supplier's contact: the user's name and email (the booking's inbound address first). */
  contact?: (order: FulfilmentOrder) => Promise<{ fullName: string; emailAddress: string | null }>;
}

/** A stable RFC 4122-shaped uuid for the booking's n-th hold (n = 0, then 1 after an expiry). */
export const octoBookingUuid = (bookingId: string, n = 0): string => {
  const h = createHash('sha256').update(`jaunt-octo:${bookingId}:${n}`).digest('hex');
  const variant = ((Number.parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const deliveryValue = (item: OctoBooking['unitItems'][number], format: string): string | null =>
  item.ticket?.deliveryOptions?.find((d) => d.deliveryFormat === format)?.deliveryValue ?? null;

/** The supplier's scan codes (QRCODE) lined up with the tickets we issue: unit items matched by unit id, in order. */
const ticketsOrder = (b: OctoBooking, requested: { unitId: string }[]): (string | null)[] => {
  const left = [...b.unitItems];
  return requested.map((r) => {
    const i = left.findIndex((u) => u.unitId === r.unitId);
    if (i < 0) return null;
    const [item] = left.splice(i, 1);
    return item ? (deliveryValue(item, 'QRCODE') ?? item.supplierReference ?? null) : null;
  });
};

/** The supplier's own ticket files (PDF_URL), told in the venue notes. */
const ticketFilesNote = (b: OctoBooking): string | null => {
  const urls = b.unitItems.map((u) => deliveryValue(u, 'PDF_URL')).filter((u): u is string => u !== null);
  return urls.length ? `The supplier's ticket files: ${urls.join(' ')}` : null;
};

const failed = (errorMessage: string): FulfilmentResult => ({ outcome: 'failed', errorMessage });

/** Retryable errors go back to the job; final ones are returned as the failure message. */
const finalOrThrow = (e: unknown, what: string): FulfilmentResult => {
  if (e instanceof OctoError) {
    if (e.retryable) throw new TransientFulfilmentError(`supplier ${what}: ${e.message}`);
    return failed(
      `The supplier refused the ${what} (${e.code}): ${e.message.slice(0, 200)}. Nothing was charged.`,
    );
  }
  throw e;
};

export const octoFulfiller = (deps: OctoFulfillerDeps, fallback: Fulfiller): Fulfiller => ({
  fulfil: async (o) => {
    const ref = await deps.refOf(o.activityId);
    if (!ref?.startsWith('octo:')) return fallback.fulfil(o);
    const found = await deps.supplierFor(ref);
    if (!found)
      return failed(`The supplier of this activity is no longer connected (${ref}); nothing was charged.`);
    const { product } = found;
    const client = deps.connect(found.connection);

    const sessions = new Set(o.lines.map((l) => `${l.sessionDate ?? ''} ${l.sessionTime ?? ''}`));
    const first = o.lines[0];
    if (!first?.sessionDate || sessions.size !== 1)
      return failed('Supplier bookings need exactly one dated session; nothing was charged.');
    const unitItems: { unitId: string }[] = [];
    const quantities = new Map<string, number>();
    for (const l of o.lines) {
      const unit = product.units.find((u) => u.name.toLowerCase() === l.ticketTypeName.toLowerCase());
      if (!unit)
        return failed(`The supplier no longer sells "${l.ticketTypeName}" tickets; nothing was charged.`);
      quantities.set(unit.unitId, (quantities.get(unit.unitId) ?? 0) + l.quantity);
      for (let i = 0; i < l.quantity; i++) unitItems.push({ unitId: unit.unitId });
    }
    const units = [...quantities].map(([id, quantity]) => ({ id, quantity }));

    const contact = async () =>
      (await deps.contact?.(o)) ?? { fullName: o.externalUserId, emailAddress: o.contactEmail };

    /** Where the booking stands after confirm or a GET; PENDING and ON_HOLD go back to the job. */
    const settle = async (b: OctoBooking, uuid: string): Promise<FulfilmentResult | 'expired'> => {
      switch (b.status) {
        case 'CONFIRMED':
        case 'REDEEMED': {
          const p = b.pricing;
          const currency = p?.currency ?? product.currency ?? o.currency;
          const minor =
            p === undefined
              ? null
              : rescaleMinor(
                  p.retail,
                  p.currencyPrecision ?? currencyExponent(currency),
                  currencyExponent(currency),
                );
          const cents = minor === null ? o.ticketTotalCents : toUsdCents(minor, currency, deps.fxRates);
          if (cents === null)
            return failed(
              `No exchange rate for the supplier's currency ${currency}; the booking needs attention.`,
            );
          return {
            outcome: 'confirmed',
            purchaseAmountCents: cents,
            confirmationCode: b.supplierReference ?? b.id ?? uuid,
            vendor: `octo:${found.supplierName}`,
            venueNotes: ticketFilesNote(b),
            supplierCodes: ticketsOrder(b, unitItems),
          };
        }
        case 'PENDING':
          throw new TransientFulfilmentError(`supplier booking ${uuid} is PENDING`);
        case 'ON_HOLD':
          try {
            return await settle(
              await client.confirm(uuid, { contact: await contact(), resellerReference: o.bookingId }),
              uuid,
            );
          } catch (e) {
            if (e instanceof OctoError && e.code === 'INVALID_BOOKING_UUID') return 'expired';
            return finalOrThrow(e, 'confirmation');
          }
        case 'EXPIRED':
          return 'expired';
        default:
          return failed(`The supplier ${b.status.toLowerCase()} the booking; nothing was charged.`);
      }
    };

    for (const n of [0, 1]) {
      const uuid = octoBookingUuid(o.bookingId, n);
      // A run after a crash or a PENDING answer: continue from the supplier's state.
      let existing: OctoBooking | null = null;
      try {
        existing = await client.booking(uuid);
      } catch (e) {
        if (!(e instanceof OctoError) || e.retryable) finalOrThrow(e, 'lookup');
      }
      if (existing) {
        const r = await settle(existing, uuid);
        if (r !== 'expired') return r;
        continue;
      }

      let slots: OctoAvailability[];
      try {
        slots = await client.availability({
          productId: product.productId,
          optionId: product.optionId,
          localDate: first.sessionDate,
          units,
        });
      } catch (e) {
        return finalOrThrow(e, 'availability check');
      }
      const slot = slots.find(
        (s) =>
          s.localDateTimeStart.slice(0, 10) === first.sessionDate &&
          (first.sessionTime === null ||
            product.availabilityType === 'OPENING_HOURS' ||
            s.localDateTimeStart.slice(11, 16) === first.sessionTime),
      );
      if (!slot?.available)
        return failed(
          `The supplier has no places left for ${first.sessionDate}${first.sessionTime ? ` ${first.sessionTime}` : ''}; nothing was charged.`,
        );
      const retail =
        slot.pricing?.retail ??
        (slot.unitPricing
          ? units.reduce(
              (sum, u) => sum + (slot.unitPricing?.find((p) => p.unitId === u.id)?.retail ?? 0) * u.quantity,
              0,
            )
          : null);
      const currency =
        slot.pricing?.currency ?? slot.unitPricing?.[0]?.currency ?? product.currency ?? o.currency;
      const precision =
        slot.pricing?.currencyPrecision ??
        slot.unitPricing?.[0]?.currencyPrecision ??
        currencyExponent(currency);
      if (retail !== null) {
        const cents = toUsdCents(
          rescaleMinor(retail, precision, currencyExponent(currency)),
          currency,
          deps.fxRates,
        );
        if (cents === null)
          return failed(`No exchange rate for the supplier's currency ${currency}; nothing was charged.`);
        if (cents > o.maxPurchaseCents)
          return failed(
            `The supplier asks ${cents} USD cents, above the ${o.maxPurchaseCents} cents authorised for tickets; nothing was held or charged.`,
          );
      }

      let held: OctoBooking;
      try {
        held = await client.reserve({
          uuid,
          productId: product.productId,
          optionId: product.optionId,
          availabilityId: slot.id,
          unitItems,
          resellerReference: o.bookingId,
          notes: `Jaunt booking ${o.bookingId}`,
        });
      } catch (e) {
        return finalOrThrow(e, 'reservation');
      }
      const r = await settle(held, uuid);
      if (r !== 'expired') return r;
    }
    return failed('The supplier let the hold expire twice; nothing was charged.');
  },
});

export interface OctoCancellerDeps extends Omit<OctoFulfillerDeps, 'fxRates' | 'contact'> {
  clock: () => Date;
}

/** The booking's supplier booking (the re-reserved one first), or null when there is none. */
const findSupplierBooking = async (client: OctoClient, bookingId: string) => {
  for (const n of [1, 0]) {
    const uuid = octoBookingUuid(bookingId, n);
    try {
      return { uuid, booking: await client.booking(uuid) };
    } catch (e) {
      if (!(e instanceof OctoError)) throw e;
      if (e.retryable) throw new SupplierUnavailable(`supplier lookup: ${e.message}`);
    }
  }
  return null;
};

/** Cancellation of a confirmed supplier booking over OCTO; the cutoff is the supplier's and ours. */
export const octoCanceller =
  (deps: OctoCancellerDeps) =>
  async (b: Booking, reason: string | null): Promise<'cancelled' | 'refused' | 'not_supplier'> => {
    const ref = await deps.refOf(b.activityId);
    if (!ref?.startsWith('octo:')) return 'not_supplier';
    const found = await deps.supplierFor(ref);
    if (!found) return 'refused';
    const client = deps.connect(found.connection);
    const held = await findSupplierBooking(client, b.id);
    if (!held) return 'refused';
    if (held.booking.status === 'CANCELLED') return 'cancelled';
    if (held.booking.cancellable === false) return 'refused';
    const cutoff = found.product.cancellationCutoffMinutes;
    const start = held.booking.availability?.localDateTimeStart;
    if (cutoff !== null && start) {
      const startMs = Date.parse(start);
      if (Number.isFinite(startMs) && deps.clock().getTime() > startMs - cutoff * 60_000) return 'refused';
    }
    try {
      await client.cancel(held.uuid, reason ? { reason } : {});
      return 'cancelled';
    } catch (e) {
      if (!(e instanceof OctoError)) throw e;
      if (e.retryable) throw new SupplierUnavailable(`supplier cancellation: ${e.message}`);
      return 'refused';
    }
  };
