/**
 * The OCTO simulator's answers in OCTO's JSON: products (with octo/pricing and octo/content when the
 * request asks for them), availability and bookings.
 */
import type { IncomingMessage } from 'node:http';
import type { SimOption, SimProduct, SimUnit } from './products.js';
import {
  cutoffPassed,
  type SimWorld,
  type Slot,
  type StoredBooking,
  slotKey,
  statusOf,
  ticketsReady,
  vacanciesOf,
} from './world.js';

/** The capabilities a request asked for (`Octo-Capabilities`), of those the simulator knows. */
export interface Caps {
  pricing: boolean;
  content: boolean;
  list: string[];
}

export const capsOf = (req: IncomingMessage): Caps => {
  const raw = req.headers['octo-capabilities'];
  const names = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '')
    .map((s) => (s.startsWith('octo/') ? s : `octo/${s}`));
  const known = names.filter((n) => n === 'octo/pricing' || n === 'octo/content');
  return {
    pricing: known.includes('octo/pricing'),
    content: known.includes('octo/content'),
    list: [...new Set(known)],
  };
};

export const pricing = (p: SimProduct, retail: number) => ({
  original: retail,
  retail,
  net: Math.round(retail * 0.8),
  currency: p.currency,
  currencyPrecision: p.precision,
  includedTaxes: [],
});

export const unitJson = (p: SimProduct, u: SimUnit, caps: Caps) => ({
  id: u.id,
  internalName: u.title,
  reference: null,
  type: u.type,
  requiredContactFields: [],
  restrictions: {
    minAge: u.type === 'ADULT' ? 18 : 0,
    maxAge: u.type === 'ADULT' ? 99 : 17,
    idRequired: false,
    minQuantity: u.minQuantity,
    maxQuantity: u.maxQuantity,
    paxCount: 1,
    accompaniedBy: u.type === 'ADULT' ? [] : ['adult'],
  },
  ...(caps.pricing ? { pricingFrom: [pricing(p, u.retail)] } : {}),
  ...(caps.content ? { title: u.title, shortDescription: `${u.title} ticket` } : {}),
});

export const productJson = (w: SimWorld, p: SimProduct, caps: Caps) => ({
  id: p.id,
  internalName: p.title,
  reference: p.id.toUpperCase(),
  locale: 'en',
  timeZone: p.timeZone,
  allowFreesale: false,
  instantConfirmation: p.instantConfirmation,
  instantDelivery: p.instantConfirmation,
  availabilityRequired: true,
  availabilityType: p.availabilityType,
  deliveryFormats: ['PDF_URL', 'QRCODE'],
  deliveryMethods: ['TICKET'],
  redemptionMethod: 'DIGITAL',
  options: p.options.map((opt, i) => ({
    id: opt.id,
    default: i === 0,
    internalName: opt.title,
    reference: null,
    availabilityLocalStartTimes:
      p.availabilityType === 'START_TIME' ? opt.times : [p.openingHours?.from ?? '00:00'],
    cancellationCutoff: `${opt.cutoffHours} hours`,
    cancellationCutoffAmount: opt.cutoffHours,
    cancellationCutoffUnit: 'hour',
    requiredContactFields: ['fullName', 'emailAddress'],
    restrictions: { minUnits: 1, maxUnits: opt.maxUnits },
    units: opt.units.map((u) => unitJson(p, u, caps)),
    ...(caps.pricing ? { pricingFrom: [pricing(p, Math.min(...opt.units.map((u) => u.retail)))] } : {}),
    ...(caps.content ? { title: opt.title, shortDescription: null } : {}),
  })),
  ...(caps.pricing
    ? { defaultCurrency: p.currency, availableCurrencies: [p.currency], pricingPer: 'UNIT' }
    : {}),
  ...(caps.content
    ? {
        title: p.title,
        shortDescription: p.shortDescription,
        description: p.description,
        features: [],
        faqs: [],
        media: [
          {
            src: `${w.origin}/media/${p.id}.svg`,
            type: 'image/svg+xml',
            rel: 'COVER',
            title: p.title,
            caption: null,
            copyright: null,
          },
        ],
        locations: [
          {
            title: p.place.venue,
            shortDescription: null,
            types: ['START'],
            minutesTo: null,
            minutesAt: null,
            place: {
              latitude: p.place.lat,
              longitude: p.place.lng,
              postalAddress: {
                streetAddress: p.place.street,
                addressLocality: p.place.city,
                addressRegion: null,
                postalCode: null,
                addressCountry: p.place.country,
                postOfficeBoxNumber: null,
              },
              identifiers: {},
              sameAs: [],
            },
          },
        ],
        categoryLabels: p.categories,
        durationMinutesFrom: 120,
        durationMinutesTo: null,
      }
    : {}),
});

export const unitPricing = (p: SimProduct, opt: SimOption) =>
  opt.units.map((u) => ({ unitId: u.id, ...pricing(p, u.retail) }));

export const availabilityJson = (
  w: SimWorld,
  p: SimProduct,
  opt: SimOption,
  s: Slot,
  caps: Caps,
  total: number | null,
) => {
  const vacancies = vacanciesOf(w, p, opt, s);
  const cap = w.capacityOverride.get(slotKey(p.id, opt.id, s.id)) ?? p.capacity;
  const status = statusOf(vacancies, cap);
  return {
    id: s.id,
    localDateTimeStart: s.localStart,
    localDateTimeEnd: s.localEnd,
    utcCutoffAt: new Date(s.startMs).toISOString(),
    allDay: s.allDay,
    available: vacancies > 0,
    status,
    vacancies,
    capacity: cap,
    maxUnits: opt.maxUnits,
    openingHours: p.openingHours ? [p.openingHours] : [],
    ...(caps.pricing
      ? {
          unitPricing: unitPricing(p, opt),
          ...(total !== null ? { pricing: pricing(p, total) } : {}),
        }
      : {}),
  };
};

export const bookingJson = (w: SimWorld, b: StoredBooking, caps: Caps) => {
  const p = w.byId.get(b.productId) as SimProduct;
  const opt = p.options.find((x) => x.id === b.optionId) as SimOption;
  const retailOf = (unitId: string) => opt.units.find((u) => u.id === unitId)?.retail ?? 0;
  const total = b.unitIds.reduce((s, id) => s + retailOf(id), 0);
  const live = b.status === 'ON_HOLD' || b.status === 'CONFIRMED' || b.status === 'PENDING';
  return {
    id: b.id,
    uuid: b.uuid,
    testMode: false,
    resellerReference: b.resellerReference,
    supplierReference: b.supplierReference,
    status: b.status,
    utcCreatedAt: new Date(b.createdAt).toISOString(),
    utcUpdatedAt: new Date(w.clock().getTime()).toISOString(),
    utcExpiresAt: b.status === 'ON_HOLD' && b.expiresAt !== null ? new Date(b.expiresAt).toISOString() : null,
    utcRedeemedAt: null,
    utcConfirmedAt: b.confirmedAt === null ? null : new Date(b.confirmedAt).toISOString(),
    productId: b.productId,
    optionId: b.optionId,
    cancellable: live && !cutoffPassed(w, b),
    cancellation:
      b.status === 'CANCELLED'
        ? {
            refund: 'FULL',
            reason: b.cancelReason,
            utcCancelledAt: new Date(b.cancelledAt ?? 0).toISOString(),
          }
        : null,
    freesale: false,
    availabilityId: b.availabilityId,
    availability: {
      id: b.availabilityId,
      localDateTimeStart: b.localStart,
      localDateTimeEnd: b.localEnd,
      allDay: p.availabilityType === 'OPENING_HOURS',
      openingHours: p.openingHours ? [p.openingHours] : [],
    },
    contact: b.contact,
    notes: b.notes,
    deliveryMethods: ['TICKET'],
    voucher: null,
    unitItems: b.unitItems.map((ui) => ({
      uuid: ui.uuid,
      resellerReference: null,
      supplierReference: ticketsReady(b) ? ui.code : null,
      unitId: ui.unitId,
      status: b.status,
      utcRedeemedAt: null,
      contact: {},
      ticket: ticketsReady(b)
        ? {
            redemptionMethod: 'DIGITAL',
            utcRedeemedAt: null,
            deliveryOptions: [
              { deliveryFormat: 'PDF_URL', deliveryValue: `${w.origin}/tickets/${b.uuid}/${ui.uuid}.pdf` },
              { deliveryFormat: 'QRCODE', deliveryValue: ui.code },
            ],
          }
        : null,
      ...(caps.pricing ? { pricing: pricing(p, retailOf(ui.unitId)) } : {}),
    })),
    ...(caps.pricing ? { pricing: pricing(p, total) } : {}),
  };
};
