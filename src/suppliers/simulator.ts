/**
 * An OCTO supplier simulator for tests, benches and demos (`npm run jaunt -- octo-sim`). Speaks the
 * core of OCTO (../shared/notes/octo.md) under `/octo`: products with octo/pricing and octo/content,
 * calendar and availability (START_TIME and OPENING_HOURS products), reserve with holds that expire,
 * confirm, cancel before the option's cutoff, get, and lookup by reseller reference. Every error is
 * HTTP 400 with an `error` code, as the spec says (the fail switch answers 500 INTERNAL_SERVER_ERROR).
 *
 * Scenario products: `city-walk` (START_TIME, EUR, PDF and QR tickets), `tower-pass` (OPENING_HOURS,
 * JPY: precision 0, closed on Mondays), `harbour-cruise` (two options; confirm answers PENDING, a
 * later GET says CONFIRMED), `sunset-kayak` (two places per slot; tomorrow is SOLD_OUT). `products: N`
 * adds N generated START_TIME products (`gen-0001`…) for load.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderTicketPdf } from '../booking/index.js';
import { addDays, formatOffset, localDate, offsetMinutes, zonedToInstant } from '../platform/time.js';

export interface OctoSimOptions {
  port?: number;
  host?: string;
  /** When set, the only Bearer key accepted; otherwise any non-empty key. */
  apiKey?: string;
  /** The simulator's clock (holds, cutoffs, "today"); tests move it. */
  now?: () => Date;
  /** Generated START_TIME products on top of the scenario ones. */
  products?: number;
  /** Places per slot (default 20; sunset-kayak has 2). */
  capacity?: number;
  /** GET /bookings/{uuid} answers before a PENDING booking becomes CONFIRMED (default 1). */
  pendingPolls?: number;
  /** Longest hold granted, in minutes (default 30). */
  maxHoldMinutes?: number;
  /** Answer the first N requests with 500 INTERNAL_SERVER_ERROR. */
  failFirst?: number;
}

export interface SimBooking {
  uuid: string;
  status: string;
  productId: string;
  optionId: string;
  availabilityId: string;
  unitIds: string[];
  resellerReference: string | null;
  supplierReference: string | null;
  expiresAt: number | null;
  createdAt: number;
}

export interface OctoSim {
  /** Base URL to register as the supplier's OCTO URL (ends in /octo). */
  url: string;
  /** Origin of the server (tickets and pictures live outside /octo). */
  origin: string;
  /** The next `count` requests answer `status` (500 by default) with INTERNAL_SERVER_ERROR. */
  failNext(count: number, status?: number): void;
  /** Sets the places left of one slot (0 makes it SOLD_OUT). */
  setVacancies(productId: string, optionId: string, availabilityId: string, vacancies: number): void;
  bookings(): SimBooking[];
  /** Requests answered so far, by `METHOD path` (path without ids' query strings). */
  requests(): Record<string, number>;
  close(): Promise<void>;
}

interface SimUnit {
  id: string;
  type: string;
  title: string;
  /** Retail in minor units at the product's precision. */
  retail: number;
  minQuantity: number | null;
  maxQuantity: number | null;
}

interface SimOption {
  id: string;
  title: string;
  times: string[]; // START_TIME: HH:MM; OPENING_HOURS: none
  cutoffHours: number;
  maxUnits: number | null;
  units: SimUnit[];
}

interface SimProduct {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  timeZone: string;
  availabilityType: 'START_TIME' | 'OPENING_HOURS';
  instantConfirmation: boolean;
  currency: string;
  precision: number;
  capacity: number;
  openingHours: { from: string; to: string } | null;
  closedWeekdays: number[]; // 0 = Sunday
  soldOutDayOffsets: number[];
  place: { venue: string; street: string; city: string; country: string; lat: number; lng: number };
  categories: string[];
  options: SimOption[];
}

interface StoredBooking extends SimBooking {
  id: string;
  startMs: number;
  localStart: string;
  localEnd: string;
  unitItems: { uuid: string; unitId: string; code: string }[];
  contact: Record<string, unknown>;
  confirmedAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
  polls: number;
  notes: string | null;
}

class OctoFail extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly status = 400,
  ) {
    super(message);
  }
}

const CITIES = [
  { city: 'Lisbon', country: 'PT', tz: 'Europe/Lisbon', lat: 38.7223, lng: -9.1393, cur: 'EUR' },
  { city: 'London', country: 'GB', tz: 'Europe/London', lat: 51.5072, lng: -0.1276, cur: 'GBP' },
  { city: 'New York', country: 'US', tz: 'America/New_York', lat: 40.7128, lng: -74.006, cur: 'USD' },
  { city: 'Paris', country: 'FR', tz: 'Europe/Paris', lat: 48.8566, lng: 2.3522, cur: 'EUR' },
  { city: 'Berlin', country: 'DE', tz: 'Europe/Berlin', lat: 52.52, lng: 13.405, cur: 'EUR' },
  { city: 'Tokyo', country: 'JP', tz: 'Asia/Tokyo', lat: 35.6762, lng: 139.6503, cur: 'JPY' },
] as const;

const ADJECTIVES = ['Hidden', 'Historic', 'Evening', 'Secret', 'Grand', 'Little', 'Riverside', 'Old Town'];
const NOUNS = ['Food Walk', 'Bike Tour', 'Street Art Tour', 'Boat Trip', 'Tasting', 'Ghost Walk'];

const person = (
  id: string,
  title: string,
  type: string,
  retail: number,
  max: number | null = 10,
): SimUnit => ({
  id,
  type,
  title,
  retail,
  minQuantity: null,
  maxQuantity: max,
});

const scenarioProducts = (capacity: number): SimProduct[] => [
  {
    id: 'city-walk',
    title: 'Old Town Walking Tour',
    shortDescription: 'Two hours through Alfama with a local guide',
    description: 'Climb the lanes of Alfama, hear the fado stories and finish at a miradouro.',
    timeZone: 'Europe/Lisbon',
    availabilityType: 'START_TIME',
    instantConfirmation: true,
    currency: 'EUR',
    precision: 2,
    capacity,
    openingHours: null,
    closedWeekdays: [],
    soldOutDayOffsets: [],
    place: {
      venue: 'Largo do Chafariz de Dentro',
      street: 'Largo do Chafariz de Dentro 1',
      city: 'Lisbon',
      country: 'PT',
      lat: 38.7112,
      lng: -9.1296,
    },
    categories: ['tours', 'walking_tours'],
    options: [
      {
        id: 'DEFAULT',
        title: 'Group tour',
        times: ['10:00', '15:00'],
        cutoffHours: 24,
        maxUnits: 10,
        units: [person('adult', 'Adult', 'ADULT', 2500), person('child', 'Child', 'CHILD', 1250)],
      },
    ],
  },
  {
    id: 'tower-pass',
    title: 'Tower Museum Day Pass',
    shortDescription: 'Entry any time the museum is open',
    description: 'Permanent collection and the observation deck, valid all day.',
    timeZone: 'Asia/Tokyo',
    availabilityType: 'OPENING_HOURS',
    instantConfirmation: true,
    currency: 'JPY',
    precision: 0,
    capacity: capacity * 10,
    openingHours: { from: '09:00', to: '17:00' },
    closedWeekdays: [1],
    soldOutDayOffsets: [],
    place: {
      venue: 'Tower Museum',
      street: '4-2-8 Shibakoen',
      city: 'Tokyo',
      country: 'JP',
      lat: 35.6586,
      lng: 139.7454,
    },
    categories: ['museums'],
    options: [
      {
        id: 'DEFAULT',
        title: 'Day pass',
        times: [],
        cutoffHours: 0,
        maxUnits: null,
        units: [
          { ...person('adult', 'Adult', 'ADULT', 1800), minQuantity: 1 },
          person('child', 'Child (6-15)', 'CHILD', 900),
          person('infant', 'Infant', 'INFANT', 0, 2),
        ],
      },
    ],
  },
  {
    id: 'harbour-cruise',
    title: 'Harbour Sunset Cruise',
    shortDescription: 'Sail the Tagus at golden hour',
    description: 'A ninety-minute cruise past Belém; the skipper confirms each booking by hand.',
    timeZone: 'Europe/Lisbon',
    availabilityType: 'START_TIME',
    instantConfirmation: false,
    currency: 'EUR',
    precision: 2,
    capacity,
    openingHours: null,
    closedWeekdays: [],
    soldOutDayOffsets: [],
    place: {
      venue: 'Doca de Santo Amaro',
      street: 'Doca de Santo Amaro',
      city: 'Lisbon',
      country: 'PT',
      lat: 38.7031,
      lng: -9.1765,
    },
    categories: ['boat_tours'],
    options: [
      {
        id: 'DEFAULT',
        title: 'Shared boat',
        times: ['18:30'],
        cutoffHours: 48,
        maxUnits: 8,
        units: [person('adult', 'Adult', 'ADULT', 4900)],
      },
      {
        id: 'PREMIUM',
        title: 'Premium deck with drinks',
        times: ['18:30'],
        cutoffHours: 48,
        maxUnits: 4,
        units: [person('adult', 'Adult', 'ADULT', 7900, 4)],
      },
    ],
  },
  {
    id: 'sunset-kayak',
    title: 'Sunset Kayak on the Hudson',
    shortDescription: 'Small groups, all gear included',
    description: 'Paddle past the piers at sunset with two guides; no experience needed.',
    timeZone: 'America/New_York',
    availabilityType: 'START_TIME',
    instantConfirmation: true,
    currency: 'USD',
    precision: 2,
    capacity: 2,
    openingHours: null,
    closedWeekdays: [],
    soldOutDayOffsets: [1],
    place: {
      venue: 'Pier 26',
      street: '233 West St',
      city: 'New York',
      country: 'US',
      lat: 40.7208,
      lng: -74.0138,
    },
    categories: ['water_sports'],
    options: [
      {
        id: 'DEFAULT',
        title: 'Shared kayak',
        times: ['17:00'],
        cutoffHours: 2,
        maxUnits: 2,
        units: [person('adult', 'Adult', 'ADULT', 6500, 2)],
      },
    ],
  },
];

const generatedProduct = (i: number, capacity: number): SimProduct => {
  const c = CITIES[i % CITIES.length] as (typeof CITIES)[number];
  const precision = c.cur === 'JPY' ? 0 : 2;
  const base = c.cur === 'JPY' ? 2000 + (i % 20) * 100 : 1500 + (i % 20) * 100;
  const jitter = ((i * 7919) % 1000) / 1000 - 0.5;
  const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[i % NOUNS.length]} ${i}`;
  return {
    id: `gen-${String(i).padStart(4, '0')}`,
    title: name,
    shortDescription: `${name} in ${c.city}`,
    description: `A generated product of the OCTO simulator in ${c.city}.`,
    timeZone: c.tz,
    availabilityType: 'START_TIME',
    instantConfirmation: true,
    currency: c.cur,
    precision,
    capacity,
    openingHours: null,
    closedWeekdays: [],
    soldOutDayOffsets: [],
    place: {
      venue: `${c.city} meeting point ${i}`,
      street: `${(i % 200) + 1} Main Street`,
      city: c.city,
      country: c.country,
      lat: c.lat + jitter * 0.05,
      lng: c.lng + jitter * 0.05,
    },
    categories: ['tours'],
    options: [
      {
        id: 'DEFAULT',
        title: 'Standard',
        times: ['10:00', '16:00'],
        cutoffHours: 24,
        maxUnits: 10,
        units: [
          person('adult', 'Adult', 'ADULT', base),
          person('child', 'Child', 'CHILD', Math.round(base / 2)),
        ],
      },
    ],
  };
};

const readBody = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new OctoFail('BAD_REQUEST', 'body is not valid JSON');
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new OctoFail('BAD_REQUEST', 'body must be an object');
  return v as Record<string, unknown>;
};

const str = (body: Record<string, unknown>, key: string): string | undefined =>
  typeof body[key] === 'string' ? (body[key] as string) : undefined;

const pad2 = (n: number) => String(n).padStart(2, '0');

export const startOctoSim = async (o: OctoSimOptions = {}): Promise<OctoSim> => {
  const clock = o.now ?? (() => new Date());
  const capacity = o.capacity ?? 20;
  const pendingPolls = o.pendingPolls ?? 1;
  const maxHold = o.maxHoldMinutes ?? 30;
  const products = [
    ...scenarioProducts(capacity),
    ...Array.from({ length: o.products ?? 0 }, (_, i) => generatedProduct(i + 1, capacity)),
  ];
  const byId = new Map(products.map((p) => [p.id, p]));
  const bookings = new Map<string, StoredBooking>();
  /** Places taken per slot (held, pending or confirmed) and capacity overrides. */
  const used = new Map<string, number>();
  const capacityOverride = new Map<string, number>();
  const counts: Record<string, number> = {};
  let failures = { left: o.failFirst ?? 0, status: 500 };
  let origin = '';

  const slotKey = (p: string, opt: string, a: string) => `${p}|${opt}|${a}`;

  /** A local date-time string with the zone's offset at that moment: the availability id. */
  const zoned = (date: string, time: string, tz: string): { iso: string; ms: number } => {
    const ms = zonedToInstant(date, time, tz);
    return { iso: `${date}T${time}:00${formatOffset(offsetMinutes(ms, tz))}`, ms };
  };

  const todayCache = new Map<string, string>();
  const today = (p: SimProduct): string => {
    const key = `${p.timeZone}|${Math.floor(clock().getTime() / 60_000)}`;
    let d = todayCache.get(key);
    if (d === undefined) {
      d = localDate(clock().getTime(), p.timeZone);
      if (todayCache.size > 10_000) todayCache.clear();
      todayCache.set(key, d);
    }
    return d;
  };

  interface Slot {
    id: string;
    date: string;
    startMs: number;
    localStart: string;
    localEnd: string;
    allDay: boolean;
  }

  /** Slots are a pure function of product, option and date: computed once (zone arithmetic is slow). */
  const slotCache = new Map<string, Slot[]>();
  const slotsOn = (p: SimProduct, opt: SimOption, date: string): Slot[] => {
    const key = `${p.id}|${opt.id}|${date}`;
    let slots = slotCache.get(key);
    if (!slots) {
      slots = computeSlots(p, opt, date);
      if (slotCache.size > 200_000) slotCache.clear();
      slotCache.set(key, slots);
    }
    return slots;
  };

  const computeSlots = (p: SimProduct, opt: SimOption, date: string): Slot[] => {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (p.closedWeekdays.includes(weekday)) return [];
    if (p.availabilityType === 'OPENING_HOURS') {
      const start = zoned(date, '00:00', p.timeZone);
      const open = zoned(date, p.openingHours?.from ?? '00:00', p.timeZone);
      const end = zoned(date, p.openingHours?.to ?? '23:59', p.timeZone);
      return [
        { id: start.iso, date, startMs: open.ms, localStart: start.iso, localEnd: end.iso, allDay: true },
      ];
    }
    return opt.times.map((t) => {
      const s = zoned(date, t, p.timeZone);
      const [h = 0, m = 0] = t.split(':').map(Number);
      const endMin = Math.min(h * 60 + m + 120, 23 * 60 + 59);
      const e = zoned(date, `${pad2(Math.floor(endMin / 60))}:${pad2(endMin % 60)}`, p.timeZone);
      return { id: s.iso, date, startMs: s.ms, localStart: s.iso, localEnd: e.iso, allDay: false };
    });
  };

  const findSlot = (p: SimProduct, opt: SimOption, availabilityId: string): Slot | undefined => {
    const date = availabilityId.slice(0, 10);
    return slotsOn(p, opt, date).find((s) => s.id === availabilityId);
  };

  const vacanciesOf = (p: SimProduct, opt: SimOption, slot: Slot): number => {
    const key = slotKey(p.id, opt.id, slot.id);
    const dayOffset = Math.round((Date.parse(slot.date) - Date.parse(today(p))) / 86_400_000);
    if (p.soldOutDayOffsets.includes(dayOffset)) return 0;
    const cap = capacityOverride.get(key) ?? p.capacity;
    return Math.max(0, cap - (used.get(key) ?? 0));
  };

  const statusOf = (vacancies: number, cap: number): string =>
    vacancies <= 0 ? 'SOLD_OUT' : vacancies < cap / 2 ? 'LIMITED' : 'AVAILABLE';

  const pricing = (p: SimProduct, retail: number) => ({
    original: retail,
    retail,
    net: Math.round(retail * 0.8),
    currency: p.currency,
    currencyPrecision: p.precision,
    includedTaxes: [],
  });

  const unitJson = (p: SimProduct, u: SimUnit, caps: Caps) => ({
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

  const productJson = (p: SimProduct, caps: Caps) => ({
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
              src: `${origin}/media/${p.id}.svg`,
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

  interface Caps {
    pricing: boolean;
    content: boolean;
    list: string[];
  }

  const capsOf = (req: IncomingMessage): Caps => {
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

  const productAndOption = (body: Record<string, unknown>): { p: SimProduct; opt: SimOption } => {
    const productId = str(body, 'productId');
    const p = productId ? byId.get(productId) : undefined;
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

  const dateRange = (body: Record<string, unknown>): string[] => {
    const single = str(body, 'localDate');
    const from = single ?? str(body, 'localDateStart');
    const to = single ?? str(body, 'localDateEnd');
    if (!from || !to || !/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
      throw new OctoFail(
        'BAD_REQUEST',
        'one of localDate, localDateStart+localDateEnd or availabilityIds is required',
      );
    const days: string[] = [];
    for (let d = from; d <= to && days.length < 400; d = addDays(d, 1)) days.push(d);
    return days;
  };

  const unitPricing = (p: SimProduct, opt: SimOption) =>
    opt.units.map((u) => ({ unitId: u.id, ...pricing(p, u.retail) }));

  const requestedTotal = (opt: SimOption, units: unknown): number | null => {
    if (!Array.isArray(units)) return null;
    let total = 0;
    for (const x of units as { id?: unknown; quantity?: unknown }[]) {
      const u = opt.units.find((y) => y.id === x.id);
      if (!u)
        throw new OctoFail('INVALID_UNIT_ID', 'The unitId was missing or invalid', { unitId: x.id ?? null });
      total += u.retail * (Number.isInteger(x.quantity) ? (x.quantity as number) : 0);
    }
    return total;
  };

  const availabilityJson = (p: SimProduct, opt: SimOption, s: Slot, caps: Caps, total: number | null) => {
    const vacancies = vacanciesOf(p, opt, s);
    const cap = capacityOverride.get(slotKey(p.id, opt.id, s.id)) ?? p.capacity;
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

  /** Holds past their expiry become EXPIRED and give their places back. */
  const sweep = (): void => {
    const now = clock().getTime();
    for (const b of bookings.values())
      if (b.status === 'ON_HOLD' && b.expiresAt !== null && now >= b.expiresAt) {
        b.status = 'EXPIRED';
        release(b);
      }
  };

  const release = (b: StoredBooking): void => {
    const key = slotKey(b.productId, b.optionId, b.availabilityId);
    used.set(key, Math.max(0, (used.get(key) ?? 0) - b.unitIds.length));
  };

  const cutoffPassed = (b: StoredBooking): boolean => {
    const p = byId.get(b.productId);
    const opt = p?.options.find((x) => x.id === b.optionId);
    return clock().getTime() > b.startMs - (opt?.cutoffHours ?? 0) * 3_600_000;
  };

  const ticketsReady = (b: StoredBooking) => b.status === 'CONFIRMED' || b.status === 'REDEEMED';

  const bookingJson = (b: StoredBooking, caps: Caps) => {
    const p = byId.get(b.productId) as SimProduct;
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
      utcUpdatedAt: new Date(clock().getTime()).toISOString(),
      utcExpiresAt:
        b.status === 'ON_HOLD' && b.expiresAt !== null ? new Date(b.expiresAt).toISOString() : null,
      utcRedeemedAt: null,
      utcConfirmedAt: b.confirmedAt === null ? null : new Date(b.confirmedAt).toISOString(),
      productId: b.productId,
      optionId: b.optionId,
      cancellable: live && !cutoffPassed(b),
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
                { deliveryFormat: 'PDF_URL', deliveryValue: `${origin}/tickets/${b.uuid}/${ui.uuid}.pdf` },
                { deliveryFormat: 'QRCODE', deliveryValue: ui.code },
              ],
            }
          : null,
        ...(caps.pricing ? { pricing: pricing(p, retailOf(ui.unitId)) } : {}),
      })),
      ...(caps.pricing ? { pricing: pricing(p, total) } : {}),
    };
  };

  const confirmNow = (b: StoredBooking): void => {
    b.status = 'CONFIRMED';
    b.confirmedAt = clock().getTime();
    b.supplierReference ??= `SIM-${randomBytes(3).toString('hex').toUpperCase()}`;
  };

  const bookingOr400 = (uuid: string): StoredBooking => {
    const b = bookings.get(uuid);
    if (!b) throw new OctoFail('INVALID_BOOKING_UUID', 'The uuid was missing or invalid', { uuid });
    return b;
  };

  const reserve = (body: Record<string, unknown>): StoredBooking => {
    const uuid = str(body, 'uuid') ?? randomUUID();
    const existing = bookings.get(uuid);
    // The uuid is an idempotency key: the same request again gets the same booking.
    if (existing) return existing;
    const { p, opt } = productAndOption(body);
    const availabilityId = str(body, 'availabilityId');
    const slot = availabilityId ? findSlot(p, opt, availabilityId) : undefined;
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
    if (clock().getTime() > slot.startMs)
      throw new OctoFail('UNPROCESSABLE_ENTITY', 'this availability has already started');
    if (vacanciesOf(p, opt, slot) < items.length)
      throw new OctoFail('UNPROCESSABLE_ENTITY', 'not enough availability: sold out', { availabilityId });
    const minutes = Math.min(
      maxHold,
      typeof body.expirationMinutes === 'number' && body.expirationMinutes > 0
        ? body.expirationMinutes
        : maxHold,
    );
    const now = clock().getTime();
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
    used.set(key, (used.get(key) ?? 0) + items.length);
    bookings.set(uuid, b);
    return b;
  };

  const confirm = (b: StoredBooking, body: Record<string, unknown>): StoredBooking => {
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
    const p = byId.get(b.productId) as SimProduct;
    if (p.instantConfirmation) confirmNow(b);
    else {
      b.status = 'PENDING';
      b.supplierReference = `SIM-${randomBytes(3).toString('hex').toUpperCase()}`;
    }
    return b;
  };

  const cancel = (b: StoredBooking, body: Record<string, unknown>): StoredBooking => {
    if (b.status === 'CANCELLED') return b;
    if (b.status === 'EXPIRED' || b.status === 'REJECTED' || b.status === 'REDEEMED')
      throw new OctoFail('UNPROCESSABLE_ENTITY', `a ${b.status} booking cannot be cancelled`);
    if (b.status !== 'ON_HOLD' && cutoffPassed(b) && body.force !== true)
      throw new OctoFail('UNPROCESSABLE_ENTITY', 'the cancellation cutoff has passed');
    b.status = 'CANCELLED';
    b.cancelledAt = clock().getTime();
    b.cancelReason = str(body, 'reason') ?? null;
    release(b);
    return b;
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const method = req.method ?? 'GET';
    const path = url.pathname;

    // Outside the OCTO API: ticket files, pictures, the simulator's own switches.
    const ticket = /^\/tickets\/([^/]+)\/([^/]+)\.pdf$/.exec(path);
    if (method === 'GET' && ticket) {
      sweep();
      const b = bookings.get(decodeURIComponent(ticket[1] ?? ''));
      const item = b?.unitItems.find((u) => u.uuid === decodeURIComponent(ticket[2] ?? ''));
      if (!b || !item || !ticketsReady(b)) {
        res.writeHead(404).end('Not Found');
        return;
      }
      const p = byId.get(b.productId) as SimProduct;
      const unit = p.options.find((x) => x.id === b.optionId)?.units.find((u) => u.id === item.unitId);
      const pdf = renderTicketPdf({
        code: item.code,
        activityName: p.title,
        ticketTypeName: unit?.title ?? item.unitId,
        session: b.localStart.slice(0, 16).replace('T', ' '),
        confirmationCode: b.supplierReference ?? b.uuid,
        holder: String(
          b.contact.fullName ?? `${b.contact.firstName ?? ''} ${b.contact.lastName ?? ''}`,
        ).trim(),
      });
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) });
      res.end(pdf);
      return;
    }
    if (method === 'GET' && /^\/media\/[^/]+\.svg$/.test(path)) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#2a6f97"/></svg>',
      );
      return;
    }
    if (path === '/_sim/fail' && method === 'POST') {
      const body = await readBody(req);
      failures = { left: Number(body.count ?? 1), status: Number(body.status ?? 500) };
      return send(res, 200, { failing: failures.left, status: failures.status });
    }
    if (path === '/_sim/bookings' && method === 'GET') return send(res, 200, [...bookings.values()]);

    if (!path.startsWith('/octo/') && path !== '/octo') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const sub = path.slice('/octo'.length) || '/';
    const countKey = `${method} ${sub.replace(/^\/bookings\/[^/]+/, '/bookings/{uuid}').replace(/^\/products\/[^/]+/, '/products/{id}')}`;
    counts[countKey] = (counts[countKey] ?? 0) + 1;

    if (failures.left > 0) {
      failures.left--;
      return send(res, failures.status, {
        error: 'INTERNAL_SERVER_ERROR',
        errorMessage: 'simulated supplier outage',
      });
    }
    const auth = req.headers.authorization ?? '';
    const key = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
    if (!key || (o.apiKey !== undefined && key !== o.apiKey))
      throw new OctoFail('UNAUTHORIZED', 'missing or invalid API key');
    const caps = capsOf(req);
    const echo = { 'octo-capabilities': caps.list.join(', ') };
    sweep();

    if (method === 'GET' && sub === '/supplier')
      return send(res, 200, { id: 'octo-sim', name: 'OCTO Simulator', endpoint: `${origin}/octo` }, echo);
    if (method === 'GET' && sub === '/capabilities')
      return send(res, 200, [{ id: 'octo/pricing' }, { id: 'octo/content' }], echo);
    if (method === 'GET' && sub === '/products')
      return send(
        res,
        200,
        products.map((p) => productJson(p, caps)),
        echo,
      );
    const productPath = /^\/products\/([^/]+)$/.exec(sub);
    if (method === 'GET' && productPath) {
      const p = byId.get(decodeURIComponent(productPath[1] ?? ''));
      if (!p)
        throw new OctoFail('INVALID_PRODUCT_ID', 'The productId was missing or invalid', {
          productId: productPath[1],
        });
      return send(res, 200, productJson(p, caps), echo);
    }
    if (method === 'POST' && sub === '/availability/calendar') {
      const body = await readBody(req);
      const { p, opt } = productAndOption(body);
      const total = requestedTotal(opt, body.units);
      return send(
        res,
        200,
        dateRange(body).map((date) => {
          const slots = slotsOn(p, opt, date).filter((s) => s.startMs > clock().getTime());
          const vac = slots.map((s) => vacanciesOf(p, opt, s));
          const best = vac.length === 0 ? 0 : Math.max(...vac);
          return {
            localDate: date,
            available: best > 0,
            status: slots.length === 0 ? 'CLOSED' : statusOf(best, p.capacity),
            vacancies: best,
            capacity: slots.length === 0 ? 0 : p.capacity,
            openingHours: p.openingHours && slots.length > 0 ? [p.openingHours] : [],
            ...(caps.pricing
              ? {
                  unitPricingFrom: unitPricing(p, opt),
                  pricingFrom: [pricing(p, total ?? Math.min(...opt.units.map((u) => u.retail)))],
                }
              : {}),
          };
        }),
        echo,
      );
    }
    if (method === 'POST' && sub === '/availability') {
      const body = await readBody(req);
      const { p, opt } = productAndOption(body);
      const total = requestedTotal(opt, body.units);
      let slots: Slot[];
      if (Array.isArray(body.availabilityIds)) {
        slots = (body.availabilityIds as unknown[]).flatMap((id) => {
          const s = typeof id === 'string' ? findSlot(p, opt, id) : undefined;
          return s ? [s] : [];
        });
      } else slots = dateRange(body).flatMap((d) => slotsOn(p, opt, d));
      const now = clock().getTime();
      return send(
        res,
        200,
        slots.filter((s) => s.startMs > now).map((s) => availabilityJson(p, opt, s, caps, total)),
        echo,
      );
    }
    if (method === 'POST' && sub === '/bookings') {
      const body = await readBody(req);
      return send(res, 200, bookingJson(reserve(body), caps), echo);
    }
    if (method === 'GET' && sub === '/bookings') {
      const ref = url.searchParams.get('resellerReference');
      const supplierRef = url.searchParams.get('supplierReference');
      if (!ref && !supplierRef)
        throw new OctoFail('BAD_REQUEST', 'resellerReference, supplierReference or a date range is required');
      const list = [...bookings.values()].filter(
        (b) => (ref && b.resellerReference === ref) || (supplierRef && b.supplierReference === supplierRef),
      );
      return send(
        res,
        200,
        list.map((b) => bookingJson(b, caps)),
        echo,
      );
    }
    const action = /^\/bookings\/([^/]+)(?:\/(confirm|cancel))?$/.exec(sub);
    if (action) {
      const b = bookingOr400(decodeURIComponent(action[1] ?? ''));
      if (method === 'GET' && !action[2]) {
        if (b.status === 'PENDING' && ++b.polls >= pendingPolls) confirmNow(b);
        return send(res, 200, bookingJson(b, caps), echo);
      }
      if (method === 'POST' && action[2] === 'confirm')
        return send(res, 200, bookingJson(confirm(b, await readBody(req)), caps), echo);
      if ((method === 'POST' && action[2] === 'cancel') || (method === 'DELETE' && !action[2]))
        return send(res, 200, bookingJson(cancel(b, await readBody(req)), caps), echo);
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  };

  const server = createServer((req, res) => {
    route(req, res).catch((e: unknown) => {
      if (e instanceof OctoFail)
        return send(res, e.status, { error: e.code, errorMessage: e.message, ...e.extra });
      send(res, 500, { error: 'INTERNAL_SERVER_ERROR', errorMessage: (e as Error).message });
    });
  });
  const host = o.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: `${origin}/octo`,
    origin,
    failNext: (count, status = 500) => {
      failures = { left: count, status };
    },
    setVacancies: (productId, optionId, availabilityId, vacancies) => {
      const key = slotKey(productId, optionId, availabilityId);
      capacityOverride.set(key, (used.get(key) ?? 0) + vacancies);
    },
    bookings: () => {
      sweep();
      return [...bookings.values()].map((b) => ({
        uuid: b.uuid,
        status: b.status,
        productId: b.productId,
        optionId: b.optionId,
        availabilityId: b.availabilityId,
        unitIds: [...b.unitIds],
        resellerReference: b.resellerReference,
        supplierReference: b.supplierReference,
        expiresAt: b.expiresAt,
        createdAt: b.createdAt,
      }));
    },
    requests: () => ({ ...counts }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
