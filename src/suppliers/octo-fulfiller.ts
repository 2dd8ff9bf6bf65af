/**
 * Live purchases of supplier activities (ref `octo:...`) over OCTO:
 * re-check availability with the requested units, refuse a retail total above what was authorised
 * (nothing held), reserve with a uuid derived from the booking id (so a retried or crashed job asks
 * for the same hold again and never makes a second one), confirm with the contact, and read the
 * supplier's status. Every call is re-entrant: a job that runs again first asks the supplier where
 * the booking stands (GET /bookings/{uuid}) and continues from there, which is also how a PENDING
 * booking is polled (`awaiting_supplier`: the booking's await job asks again until its deadline,
 * then `abandon` decides). Retryable OCTO errors (5xx, timeouts, INTERNAL_SERVER_ERROR) become
 * `TransientFulfilmentError`; final ones fail the booking. An expired hold is reserved again once,
 * under a second derived uuid. A confirmed booking's unit items become tickets: QRCODE values are
 * drawn on our PDFs, PDF_URL / PKPASS_URL files are handed on to be fetched and kept.
 */
import { createHash } from 'node:crypto';
import type { Booking, SupplierFileFormat, SupplierFileRef } from '../booking/index.js';
import {
  type Fulfiller,
  type FulfilmentOrder,
  type FulfilmentResult,
  SupplierUnavailable,
  TransientFulfilmentError,
  toUsdCents,
} from '../booking/index.js';
import { currencyExponent } from '../catalogue/index.js';
import {
  type OctoAvailability,
  type OctoBooking,
  type OctoClient,
  type OctoConnection,
  type OctoDeliveryOption,
  OctoError,
  rescaleMinor,
} from './octo.js';
import type { SupplierProductInfo } from './octo-catalogue.js';

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

const deliveryValue = (options: readonly OctoDeliveryOption[] | undefined, format: string): string | null =>
  options?.find((d) => d.deliveryFormat === format)?.deliveryValue ?? null;

type SupplierCode = { value: string; format: 'qr' | 'text' } | null;
const FILE_FORMATS: readonly SupplierFileFormat[] = ['PDF_URL', 'PKPASS_URL'];

/**
 * The supplier's tickets lined up with the ones we issue (unit items matched by unit id, in order):
 * per ticket its scan code (QRCODE, else the item's reference as text), and the files to fetch
 * (PDF_URL, PKPASS_URL). A VOUCHER booking's codes and files are the booking's, for every ticket.
 */
export const supplierTickets = (
  b: OctoBooking,
  requested: readonly { unitId: string }[],
): { codes: SupplierCode[]; files: SupplierFileRef[] } => {
  const left = [...b.unitItems];
  const files: SupplierFileRef[] = [];
  const codes = requested.map((r, i): SupplierCode => {
    const at = left.findIndex((u) => u.unitId === r.unitId);
    const item = at < 0 ? undefined : left.splice(at, 1)[0];
    const options = item?.ticket?.deliveryOptions;
    for (const format of FILE_FORMATS) {
      const url = deliveryValue(options, format);
      if (url) files.push({ url, format, ticket: i });
    }
    const qr = deliveryValue(options, 'QRCODE');
    if (qr) return { value: qr, format: 'qr' };
    return item?.supplierReference ? { value: item.supplierReference, format: 'text' } : null;
  });
  const voucher = b.voucher?.deliveryOptions;
  const voucherQr = deliveryValue(voucher, 'QRCODE');
  for (const format of FILE_FORMATS) {
    const url = deliveryValue(voucher, format);
    if (url) files.push({ url, format, ticket: null });
  }
  // One link handed out for several tickets is one booking-wide file, fetched once.
  const byUrl = new Map<string, SupplierFileRef>();
  for (const f of files) {
    const seen = byUrl.get(f.url);
    byUrl.set(f.url, seen ? { ...seen, ticket: null } : f);
  }
  return {
    codes: codes.map((c) => c ?? (voucherQr ? { value: voucherQr, format: 'qr' } : null)),
    files: [...byUrl.values()],
  };
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

/** The supplier booking under `uuid`, null when the supplier has none; retryable errors go back to the job. */
const lookup = async (client: OctoClient, uuid: string): Promise<OctoBooking | null> => {
  try {
    return await client.booking(uuid);
  } catch (e) {
    if (!(e instanceof OctoError) || e.retryable) finalOrThrow(e, 'lookup');
    return null;
  }
};

type OrderLine = FulfilmentOrder['lines'][number];

/** Everything one run of an order needs, once it is known to be the supplier's. */
interface OrderRun {
  deps: OctoFulfillerDeps;
  order: FulfilmentOrder;
  client: OctoClient;
  product: SupplierProductInfo;
  supplierName: string;
  /** The order's one dated session (every line shares it). */
  first: OrderLine;
  /** One item per ticket, in the order's line order. */
  unitItems: { unitId: string }[];
  /** Tickets per unit id. */
  quantities: Map<string, number>;
}

/** The order's tickets as the supplier's units, or why they cannot be. */
const unitsOf = (
  product: SupplierProductInfo,
  o: FulfilmentOrder,
): FulfilmentResult | Pick<OrderRun, 'unitItems' | 'quantities'> => {
  const unitItems: { unitId: string }[] = [];
  const quantities = new Map<string, number>();
  for (const l of o.lines) {
    const unit = product.units.find((u) => u.name.toLowerCase() === l.ticketTypeName.toLowerCase());
    if (!unit)
      return failed(`The supplier no longer sells "${l.ticketTypeName}" tickets; nothing was charged.`);
    quantities.set(unit.unitId, (quantities.get(unit.unitId) ?? 0) + l.quantity);
    for (let i = 0; i < l.quantity; i++) unitItems.push({ unitId: unit.unitId });
  }
  return { unitItems, quantities };
};

/** What every run of one order needs; a result when it cannot go to the supplier; null when not a supplier activity. */
const prepare = async (
  deps: OctoFulfillerDeps,
  o: FulfilmentOrder,
): Promise<OrderRun | FulfilmentResult | null> => {
  const ref = await deps.refOf(o.activityId);
  if (!ref?.startsWith('octo:')) return null;
  const found = await deps.supplierFor(ref);
  if (!found)
    return failed(`The supplier of this activity is no longer connected (${ref}); nothing was charged.`);
  const { product } = found;
  const sessions = new Set(o.lines.map((l) => `${l.sessionDate ?? ''} ${l.sessionTime ?? ''}`));
  const first = o.lines[0];
  if (!first?.sessionDate || sessions.size !== 1)
    return failed('Supplier bookings need exactly one dated session; nothing was charged.');
  const units = unitsOf(product, o);
  if ('outcome' in units) return units;
  const client = deps.connect(found.connection);
  return { deps, order: o, client, product, supplierName: found.supplierName, first, ...units };
};

const contactOf = async (run: OrderRun) =>
  (await run.deps.contact?.(run.order)) ?? {
    fullName: run.order.externalUserId,
    emailAddress: run.order.contactEmail,
  };

/** A CONFIRMED (or REDEEMED) supplier booking as our result: its price in USD cents and its tickets. */
const confirmedResult = (run: OrderRun, b: OctoBooking, uuid: string): FulfilmentResult => {
  const { order: o, product } = run;
  const p = b.pricing;
  const currency = p?.currency ?? product.currency ?? o.currency;
  const minor =
    p === undefined
      ? null
      : rescaleMinor(p.retail, p.currencyPrecision ?? currencyExponent(currency), currencyExponent(currency));
  const cents = minor === null ? o.ticketTotalCents : toUsdCents(minor, currency, run.deps.fxRates);
  if (cents === null)
    return failed(`No exchange rate for the supplier's currency ${currency}; the booking needs attention.`);
  const tickets = supplierTickets(b, run.unitItems);
  return {
    outcome: 'confirmed',
    purchaseAmountCents: cents,
    confirmationCode: b.supplierReference ?? b.id ?? uuid,
    vendor: `octo:${run.supplierName}`,
    venueNotes: null,
    supplierCodes: tickets.codes,
    supplierFiles: tickets.files,
  };
};

/** Where the booking stands after confirm or a GET; ON_HOLD is confirmed now, PENDING is waited for. */
const settle = async (run: OrderRun, b: OctoBooking, uuid: string): Promise<FulfilmentResult | 'expired'> => {
  switch (b.status) {
    case 'CONFIRMED':
    case 'REDEEMED':
      return confirmedResult(run, b, uuid);
    case 'PENDING':
      return {
        outcome: 'awaiting_supplier',
        reason: `supplier booking ${uuid} is PENDING`,
        startsAt: b.availability?.localDateTimeStart ?? null,
      };
    case 'ON_HOLD':
      try {
        const confirmed = await run.client.confirm(uuid, {
          contact: await contactOf(run),
          resellerReference: run.order.bookingId,
        });
        return await settle(run, confirmed, uuid);
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

type Units = { id: string; quantity: number }[];

/** The session's slot with places, or why there is none. */
const openSlot = async (run: OrderRun, units: Units): Promise<OctoAvailability | FulfilmentResult> => {
  const { client, product, first } = run;
  let slots: OctoAvailability[];
  try {
    slots = await client.availability({
      productId: product.productId,
      optionId: product.optionId,
      localDate: first.sessionDate as string,
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
  return slot;
};

/** The slot's retail total, refused when above what was authorised (or in a currency we cannot price). */
const priceRefusal = (run: OrderRun, slot: OctoAvailability, units: Units): FulfilmentResult | null => {
  const { order: o, product } = run;
  const retail =
    slot.pricing?.retail ??
    (slot.unitPricing
      ? units.reduce(
          (sum, u) => sum + (slot.unitPricing?.find((p) => p.unitId === u.id)?.retail ?? 0) * u.quantity,
          0,
        )
      : null);
  if (retail === null) return null;
  const currency =
    slot.pricing?.currency ?? slot.unitPricing?.[0]?.currency ?? product.currency ?? o.currency;
  const precision =
    slot.pricing?.currencyPrecision ?? slot.unitPricing?.[0]?.currencyPrecision ?? currencyExponent(currency);
  const cents = toUsdCents(
    rescaleMinor(retail, precision, currencyExponent(currency)),
    currency,
    run.deps.fxRates,
  );
  if (cents === null)
    return failed(`No exchange rate for the supplier's currency ${currency}; nothing was charged.`);
  if (cents > o.maxPurchaseCents)
    return failed(
      `The supplier asks ${cents} USD cents, above the ${o.maxPurchaseCents} cents authorised for tickets; nothing was held or charged.`,
    );
  return null;
};

/** Checks places and price, then holds them under `uuid` and settles the hold. */
const reserve = async (run: OrderRun, uuid: string): Promise<FulfilmentResult | 'expired'> => {
  const { client, product, order: o } = run;
  const units = [...run.quantities].map(([id, quantity]) => ({ id, quantity }));
  const slot = await openSlot(run, units);
  if ('outcome' in slot) return slot;
  const refused = priceRefusal(run, slot, units);
  if (refused) return refused;
  let held: OctoBooking;
  try {
    held = await client.reserve({
      uuid,
      productId: product.productId,
      optionId: product.optionId,
      availabilityId: slot.id,
      unitItems: run.unitItems,
      resellerReference: o.bookingId,
      notes: `Jaunt booking ${o.bookingId}`,
    });
  } catch (e) {
    return finalOrThrow(e, 'reservation');
  }
  return settle(run, held, uuid);
};

const fulfil = async (deps: OctoFulfillerDeps, fallback: Fulfiller, o: FulfilmentOrder) => {
  const run = await prepare(deps, o);
  if (run === null) return fallback.fulfil(o);
  if ('outcome' in run) return run;
  for (const n of [0, 1]) {
    const uuid = octoBookingUuid(o.bookingId, n);
    // A run after a crash or a PENDING answer: continue from the supplier's state.
    const existing = await lookup(run.client, uuid);
    const r = existing ? await settle(run, existing, uuid) : await reserve(run, uuid);
    if (r !== 'expired') return r;
  }
  return failed('The supplier let the hold expire twice; nothing was charged.');
};

/** Withdraws a booking still PENDING (or a hold never confirmed) at the supplier: it fails either way. */
const withdraw = async (run: OrderRun, b: OctoBooking, uuid: string): Promise<FulfilmentResult> => {
  try {
    await run.client.cancel(uuid, { reason: 'Not confirmed by the supplier in time' });
  } catch (e) {
    if (!(e instanceof OctoError) || e.retryable) return finalOrThrow(e, 'withdrawal');
    // Refused: it may have been decided meanwhile; the supplier's answer now is the last word.
    const now = await lookup(run.client, uuid);
    if (now && now.status !== 'PENDING' && now.status !== 'ON_HOLD') {
      const r = await settle(run, now, uuid);
      if (r !== 'expired') return r;
    }
    return failed(
      `The supplier did not confirm the booking in time and refused to withdraw it (${e.code}); supplier reference ${b.supplierReference ?? uuid}. Nothing was charged by Jaunt; the booking needs attention.`,
    );
  }
  return failed(
    'The supplier did not confirm the booking in time; the request was withdrawn at the supplier and nothing was charged.',
  );
};

/**
 * The deadline of a PENDING booking has passed: one last GET decides. Still PENDING (or a hold
 * never confirmed) is withdrawn at the supplier (OCTO cancel) and fails: nothing was charged.
 */
const abandon = async (deps: OctoFulfillerDeps, fallback: Fulfiller, o: FulfilmentOrder) => {
  const run = await prepare(deps, o);
  if (run === null)
    return fallback.abandon?.(o) ?? failed('The booking was not confirmed in time; nothing was charged.');
  if ('outcome' in run) return run;
  // The re-reserved booking (after an expired hold) is the current one when it exists.
  for (const n of [1, 0]) {
    const uuid = octoBookingUuid(o.bookingId, n);
    const b = await lookup(run.client, uuid);
    if (!b) continue;
    if (b.status === 'PENDING' || b.status === 'ON_HOLD') return withdraw(run, b, uuid);
    const r = await settle(run, b, uuid);
    return r === 'expired' ? failed('The supplier let the hold expire; nothing was charged.') : r;
  }
  return failed('The supplier has no record of this booking; nothing was charged.');
};

export const octoFulfiller = (deps: OctoFulfillerDeps, fallback: Fulfiller): Fulfiller => ({
  fulfil: (o) => fulfil(deps, fallback, o),
  abandon: (o) => abandon(deps, fallback, o),
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
