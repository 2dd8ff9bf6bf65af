/**
 * OCTO products and availability → catalogue records (the catalogue import format), one per
 * product option, ref `octo:<supplier>:<productId>:<optionId>`. Pure: the sync service fetches,
 * this maps, the ordinary importer validates and writes. Sessions come from START_TIME slots (date +
 * time) or OPENING_HOURS days (date only); ticket types from units, priced with the octo/pricing
 * retail amount (integer minor units at `currencyPrecision`); quantities from unit and option
 * restrictions. What a later booking needs (ids, units by ticket name, the cancellation cutoff) is
 * returned beside the records, since the catalogue format has no place for it.
 */
import type { CatalogueRecord } from '../catalogue/index.js';
import {
  cutoffMinutes,
  type OctoAvailability,
  type OctoLocation,
  type OctoOption,
  type OctoPricing,
  type OctoProduct,
  type OctoUnit,
  octoAmountToDecimal,
} from './octo.js';

export interface SupplierUnit {
  unitId: string;
  /** The ticket type name in our catalogue. */
  name: string;
  type: string;
}

/** Per ref: how to book it over OCTO again. */
export interface SupplierProductInfo {
  ref: string;
  productId: string;
  optionId: string;
  availabilityType: OctoProduct['availabilityType'];
  currency: string | null;
  currencyPrecision: number | null;
  /** Minutes before the start after which the supplier refuses to cancel (null: not said). */
  cancellationCutoffMinutes: number | null;
  units: SupplierUnit[];
}

export interface SkippedOption {
  productId: string;
  optionId: string | null;
  reason: string;
}

export interface OctoCatalogue {
  records: CatalogueRecord[];
  products: SupplierProductInfo[];
  skipped: SkippedOption[];
}

/** Key of the availability map: one list of slots per product option. */
export const optionKey = (productId: string, optionId: string): string => `${productId}\u0000${optionId}`;

export const octoRef = (supplier: string, productId: string, optionId: string): string =>
  `octo:${supplier}:${productId}:${optionId}`;

/** `new-york` from "New York", `sao-paulo` from "São Paulo". */
export const citySlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const pickLocation = (p: OctoProduct, o: OctoOption): OctoLocation | null => {
  const all = [...((o as { locations?: OctoLocation[] }).locations ?? []), ...(p.locations ?? [])].filter(
    (l) => l.place && Number.isFinite(l.place.latitude) && Number.isFinite(l.place.longitude),
  );
  return all.find((l) => l.types?.includes('START')) ?? all[0] ?? null;
};

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * OpenStreetMap `opening_hours` from the days seen in the window, when each weekday keeps the same
 * hours (e.g. `Tu,We,Th,Fr,Sa,Su 09:00-17:00`); null when they vary by date or are unknown.
 */
export const openingHoursOf = (slots: OctoAvailability[]): string | null => {
  const byWeekday = new Map<number, string>();
  for (const s of slots) {
    const date = s.localDateTimeStart.slice(0, 10);
    const spans = (s.openingHours ?? []).filter((h) => HHMM.test(h.from) && HHMM.test(h.to));
    if (spans.length === 0) continue;
    const text = spans.map((h) => `${h.from}-${h.to}`).join(',');
    const wd = new Date(`${date}T12:00:00Z`).getUTCDay();
    const seen = byWeekday.get(wd);
    if (seen !== undefined && seen !== text) return null;
    byWeekday.set(wd, text);
  }
  if (byWeekday.size === 0) return null;
  const groups = new Map<string, string[]>();
  for (const wd of [1, 2, 3, 4, 5, 6, 0]) {
    const text = byWeekday.get(wd);
    if (text === undefined) continue;
    groups.set(text, [...(groups.get(text) ?? []), WEEKDAYS[wd] as string]);
  }
  return [...groups.entries()].map(([text, days]) => `${days.join(',')} ${text}`).join('; ');
};

const unitName = (u: OctoUnit): string => (u.title ?? u.internalName ?? u.id).trim() || u.id;

/** Ticket names unique within the option (a booking maps the name back to the unit). */
const unitsOf = (o: OctoOption): SupplierUnit[] => {
  const names = o.units.map(unitName);
  return o.units.map((u, i) => {
    const name = names[i] as string;
    const dup = names.indexOf(name) !== i || names.lastIndexOf(name) !== i;
    return { unitId: u.id, name: dup ? `${name} (${u.id})` : name, type: u.type };
  });
};

const priceIn = (list: OctoPricing[] | undefined, currency: string): OctoPricing | undefined =>
  list?.find((x) => x.currency === currency);

/** A positive whole number or undefined (the format wants >= 1). */
const atLeastOne = (n: number | null | undefined): number | undefined =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;

const minDefined = (...ns: (number | undefined)[]): number | undefined => {
  const d = ns.filter((n): n is number => n !== undefined);
  return d.length === 0 ? undefined : Math.min(...d);
};

const mapOption = (
  supplier: string,
  p: OctoProduct,
  o: OctoOption,
  slots: OctoAvailability[],
): { record: CatalogueRecord; info: SupplierProductInfo } | { skip: string } => {
  const ref = octoRef(supplier, p.id, o.id);
  if (ref.length > 200) return { skip: 'ref longer than 200 characters' };
  if (!p.timeZone) return { skip: 'no timeZone on the product' };
  const loc = pickLocation(p, o);
  if (!loc?.place) return { skip: 'no location (octo/content locations with a place)' };
  const address = loc.place.postalAddress ?? null;
  const city = citySlug(address?.addressLocality ?? '') || citySlug(p.timeZone.split('/').pop() ?? '');
  if (!city) return { skip: 'no city' };
  if (o.units.length === 0) return { skip: 'the option has no units' };

  const currency =
    p.defaultCurrency ??
    slots.find((s) => s.unitPricing?.length)?.unitPricing?.[0]?.currency ??
    o.units.find((u) => u.pricingFrom?.length)?.pricingFrom?.[0]?.currency ??
    null;
  if (!currency) return { skip: 'no prices (octo/pricing)' };

  const units = unitsOf(o);
  const fallback = new Map(
    o.units.map((u) => [u.id, priceIn(u.pricing, currency) ?? priceIn(u.pricingFrom, currency)]),
  );
  let precision: number | null = null;
  const sessions: NonNullable<CatalogueRecord['ticket_price']>['sessions'] = [];
  for (const s of slots) {
    if (s.status === 'CLOSED') continue;
    const open = s.available && s.status !== 'SOLD_OUT';
    const tickets = [];
    for (const [i, u] of o.units.entries()) {
      const price =
        s.unitPricing?.find((x) => x.unitId === u.id && x.currency === currency) ?? fallback.get(u.id);
      if (!price) continue;
      precision ??= price.currencyPrecision;
      const max = minDefined(
        atLeastOne(u.restrictions?.maxQuantity),
        atLeastOne(o.restrictions?.maxUnits),
        atLeastOne(s.maxUnits),
      );
      const min = atLeastOne(u.restrictions?.minQuantity);
      tickets.push({
        name: (units[i] as SupplierUnit).name,
        price: octoAmountToDecimal(price.retail, price.currencyPrecision),
        available: open,
        ...(u.shortDescription ? { description: u.shortDescription } : {}),
        is_free: price.retail === 0,
        ...(min !== undefined ? { min_quantity: min } : {}),
        ...(max !== undefined ? { max_quantity: min !== undefined && max < min ? min : max } : {}),
        category: u.type.toLowerCase(),
      });
    }
    if (tickets.length === 0) continue;
    const date = s.localDateTimeStart.slice(0, 10);
    const time = p.availabilityType === 'START_TIME' && !s.allDay ? s.localDateTimeStart.slice(11, 16) : null;
    sessions.push({ date, time, tickets });
  }

  const title = p.title ?? p.internalName;
  const optionTitle = o.title ?? o.internalName;
  const name = p.options.length > 1 && optionTitle ? `${title} (${optionTitle})` : title;
  const pictures = [...((o as { media?: OctoProduct['media'] }).media ?? []), ...(p.media ?? [])]
    .filter((m) => /^https?:\/\//.test(m.src) && (m.type === undefined || m.type.startsWith('image/')))
    .sort((a, b) => Number(b.rel === 'COVER') - Number(a.rel === 'COVER'))
    .map((m) => m.src);
  const categories = [
    ...new Set((p.categoryLabels ?? []).map((c) => String(c).toLowerCase().replace(/_/g, '-'))),
  ];
  const street = [address?.streetAddress, address?.addressLocality].filter((x): x is string => !!x);

  const record: CatalogueRecord = {
    ref,
    entity_type: p.availabilityType === 'OPENING_HOURS' ? 'place' : 'event',
    name,
    short_description: p.shortDescription ?? o.shortDescription ?? null,
    description: p.description ?? null,
    ...(categories.length > 0 ? { categories } : {}),
    venue: loc.title ?? null,
    address: street.length > 0 ? street.join(', ') : null,
    semantic_location: address?.addressLocality ?? null,
    city,
    location: { lat: loc.place.latitude, lng: loc.place.longitude },
    timezone: p.timeZone,
    ...(pictures.length > 0 ? { picture_urls: [...new Set(pictures)] } : {}),
    opening_hours: p.availabilityType === 'OPENING_HOURS' ? openingHoursOf(slots) : null,
    is_bookable: true,
    estimated_fulfillment: p.instantConfirmation === false ? 'delayed' : 'instant',
    ticket_price: { currency, sessions },
  };
  return {
    record,
    info: {
      ref,
      productId: p.id,
      optionId: o.id,
      availabilityType: p.availabilityType,
      currency,
      currencyPrecision: precision,
      cancellationCutoffMinutes: cutoffMinutes(o),
      units,
    },
  };
};

/**
 * Every option of every product as a record. `slots` holds the availability of each option over
 * the sync window (key `optionKey`); an option whose slots were not fetched gets no sessions.
 * Options that cannot become a valid record (no zone, no place, no price) are listed in `skipped`.
 */
export const octoCatalogue = (
  supplier: string,
  products: OctoProduct[],
  slots: ReadonlyMap<string, OctoAvailability[]>,
): OctoCatalogue => {
  const out: OctoCatalogue = { records: [], products: [], skipped: [] };
  for (const p of products) {
    if (p.options.length === 0) out.skipped.push({ productId: p.id, optionId: null, reason: 'no options' });
    for (const o of p.options) {
      const mapped = mapOption(supplier, p, o, slots.get(optionKey(p.id, o.id)) ?? []);
      if ('skip' in mapped) out.skipped.push({ productId: p.id, optionId: o.id, reason: mapped.skip });
      else {
        out.records.push(mapped.record);
        out.products.push(mapped.info);
      }
    }
  }
  return out;
};
