/**
 * The OCTO simulator's booking flow: reserve (a hold that expires; the uuid is an idempotency key),
 * confirm (CONFIRMED, or PENDING for products without instant confirmation) and cancel before the
 * option's cutoff.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { SimOption, SimProduct } from './products.js';
import { str } from './request.js';
import {
  cutoffPassed,
  findSlot,
  OctoFail,
  release,
  type SimWorld,
  type StoredBooking,
  slotKey,
  vacanciesOf,
} from './world.js';

export const productAndOption = (
  w: SimWorld,
  body: Record<string, unknown>,
): { p: SimProduct; opt: SimOption } => {
  const productId = str(body, 'productId');
  const p = productId ? w.byId.get(productId) : undefined;
  if (!p)
    throw new OctoFail('INVALID_PRODUCT_ID', 'The productId was missing or invalid', {
      productId: productId ?? null,
    });
  const optionId = str(body, 'optionId');
  const opt = p.options.find((x) => x.id === optionId);
  if (!opt)
    throw new OctoFail('INVALID_OPTION_ID', 'The optionId was missing or invalid', {
      optionId: optionId ?? null,
    });
  return { p, opt };
};

export const confirmNow = (w: SimWorld, b: StoredBooking): void => {
  b.status = 'CONFIRMED';
  b.confirmedAt = w.clock().getTime();
  b.supplierReference ??= `SIM-${randomBytes(3).toString('hex').toUpperCase()}`;
};

export const bookingOr400 = (w: SimWorld, uuid: string): StoredBooking => {
  const b = w.bookings.get(uuid);
  if (!b) throw new OctoFail('INVALID_BOOKING_UUID', 'The uuid was missing or invalid', { uuid });
  return b;
};

export const reserve = (w: SimWorld, body: Record<string, unknown>): StoredBooking => {
  const uuid = str(body, 'uuid') ?? randomUUID();
  const existing = w.bookings.get(uuid);
  // The uuid is an idempotency key: the same request again gets the same booking.
  if (existing) return existing;
  const { p, opt } = productAndOption(w, body);
  const availabilityId = str(body, 'availabilityId');
  const slot = availabilityId ? findSlot(w, p, opt, availabilityId) : undefined;
  if (!availabilityId || !slot)
    throw new OctoFail('INVALID_AVAILABILITY_ID', 'The availabilityId was missing or invalid', {
      availabilityId: availabilityId ?? null,
    });
  const items = Array.isArray(body.unitItems)
    ? (body.unitItems as { unitId?: unknown; uuid?: unknown }[])
    : [];
  if (items.length === 0) throw new OctoFail('BAD_REQUEST', 'unitItems must not be empty');
  for (const it of items)
    if (!opt.units.some((u) => u.id === it.unitId))
      throw new OctoFail('INVALID_UNIT_ID', 'The unitId was missing or invalid', {
        unitId: it.unitId ?? null,
      });
  if (opt.maxUnits !== null && items.length > opt.maxUnits)
    throw new OctoFail('UNPROCESSABLE_ENTITY', `at most ${opt.maxUnits} units per booking`);
  if (w.clock().getTime() > slot.startMs)
    throw new OctoFail('UNPROCESSABLE_ENTITY', 'this availability has already started');
  if (vacanciesOf(w, p, opt, slot) < items.length)
    throw new OctoFail('UNPROCESSABLE_ENTITY', 'not enough availability: sold out', { availabilityId });
  const minutes = Math.min(
    w.maxHold,
    typeof body.expirationMinutes === 'number' && body.expirationMinutes > 0
      ? body.expirationMinutes
      : w.maxHold,
  );
  const now = w.clock().getTime();
  const b: StoredBooking = {
    id: randomUUID(),
    uuid,
    status: 'ON_HOLD',
    productId: p.id,
    optionId: opt.id,
    availabilityId,
    unitIds: items.map((i) => String(i.unitId)),
    unitItems: items.map((i) => ({
      uuid: typeof i.uuid === 'string' ? i.uuid : randomUUID(),
      unitId: String(i.unitId),
      code: `SIMT-${randomBytes(5).toString('hex').toUpperCase()}`,
    })),
    resellerReference: str(body, 'resellerReference') ?? null,
    supplierReference: null,
    expiresAt: now + minutes * 60_000,
    createdAt: now,
    startMs: slot.startMs,
    localStart: slot.localStart,
    localEnd: slot.localEnd,
    contact: {},
    confirmedAt: null,
    cancelledAt: null,
    cancelReason: null,
    polls: 0,
    notes: str(body, 'notes') ?? null,
  };
  const key = slotKey(p.id, opt.id, availabilityId);
  w.used.set(key, (w.used.get(key) ?? 0) + items.length);
  w.bookings.set(uuid, b);
  return b;
};

export const confirm = (w: SimWorld, b: StoredBooking, body: Record<string, unknown>): StoredBooking => {
  if (b.status === 'CONFIRMED' || b.status === 'PENDING') return b;
  if (b.status === 'EXPIRED')
    throw new OctoFail('INVALID_BOOKING_UUID', 'the hold has expired', { uuid: b.uuid });
  if (b.status !== 'ON_HOLD')
    throw new OctoFail('UNPROCESSABLE_ENTITY', `a ${b.status} booking cannot be confirmed`);
  const contact = body.contact;
  if (contact === null || typeof contact !== 'object' || Array.isArray(contact))
    throw new OctoFail('BAD_REQUEST', 'contact is required');
  const c = contact as Record<string, unknown>;
  if (!c.fullName && !(c.firstName && c.lastName))
    throw new OctoFail('BAD_REQUEST', 'contact.fullName is required');
  if (!c.emailAddress) throw new OctoFail('BAD_REQUEST', 'contact.emailAddress is required');
  b.contact = c;
  b.resellerReference = str(body, 'resellerReference') ?? b.resellerReference;
  b.expiresAt = null;
  const p = w.byId.get(b.productId) as SimProduct;
  if (p.instantConfirmation) confirmNow(w, b);
  else {
    b.status = 'PENDING';
    b.supplierReference = `SIM-${randomBytes(3).toString('hex').toUpperCase()}`;
  }
  return b;
};

export const cancel = (w: SimWorld, b: StoredBooking, body: Record<string, unknown>): StoredBooking => {
  if (b.status === 'CANCELLED') return b;
  if (b.status === 'EXPIRED' || b.status === 'REJECTED' || b.status === 'REDEEMED')
    throw new OctoFail('UNPROCESSABLE_ENTITY', `a ${b.status} booking cannot be cancelled`);
  if (b.status !== 'ON_HOLD' && cutoffPassed(w, b) && body.force !== true)
    throw new OctoFail('UNPROCESSABLE_ENTITY', 'the cancellation cutoff has passed');
  b.status = 'CANCELLED';
  b.cancelledAt = w.clock().getTime();
  b.cancelReason = str(body, 'reason') ?? null;
  release(w, b);
  return b;
};
