/**
 * schema.org offers of a booking page → our sessions and tickets. Pure: the HTML adapter hands over
 * JSON-LD values and microdata items (already shaped like JSON-LD); this module walks them (`@graph`,
 * `@id` references, `subEvent`, multi-typed nodes, AggregateOffer) and maps offers to tickets in the
 * activity's own time zone. JSON-LD wins; microdata is read only when JSON-LD yields no offers.
 */

import { localParts, zonedToInstant } from '../../platform/time.js';
import type { Session, TicketType } from '../activity.js';
import { isCurrencyCode } from '../pricing.js';
import { minorOf, parseAmount } from './amounts.js';

/** What the HTML adapter finds on a page: parsed JSON-LD script values and microdata items. */
export interface StructuredData {
  jsonLd: unknown[];
  microdata: unknown[];
}

/** One offer as the page states it; amounts stay raw until the currency is known. */
export interface PageOffer {
  name: string | null;
  category: string | null;
  description: string | null;
  price: string | number | null;
  lowPrice: string | number | null;
  highPrice: string | number | null;
  currency: string | null;
  /** Amounts of the fee components of priceSpecification (…Fee types or names that say fee). */
  fees: (string | number)[];
  availability: string | null;
  validFrom: string | null;
}

/** A priced thing of the page: an Event (one performance) or an offered Product/Place (no date). */
export interface PageEvent {
  name: string | null;
  startDate: string | null;
  status: string | null;
  offers: PageOffer[];
}

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** `Event`, `schema:Event`, `http://schema.org/Event` and `https://schema.org/Event` all mean Event. */
export const lastSegment = (s: string): string => s.trim().replace(/^.*[/#:]/, '');

const text = (v: unknown): string | null => {
  const first = asArray(v)[0];
  if (typeof first === 'string') return first.trim() === '' ? null : first.trim();
  if (typeof first === 'number') return String(first);
  if (isNode(first)) return text(first['@value'] ?? first['@id'] ?? first.name);
  return null;
};
const amount = (v: unknown): string | number | null => {
  const first = asArray(v)[0];
  if (typeof first === 'number' || typeof first === 'string') return first;
  if (isNode(first) && (typeof first['@value'] === 'string' || typeof first['@value'] === 'number'))
    return first['@value'];
  return null;
};
const enumValue = (v: unknown): string | null => {
  const t = text(v);
  return t === null ? null : lastSegment(t);
};
const typesOf = (n: Node): string[] =>
  asArray(n['@type']).flatMap((t) => (typeof t === 'string' ? [lastSegment(t)] : []));

const OFFER_TYPES = new Set([
  'Offer',
  'AggregateOffer',
  'Demand',
  'PriceSpecification',
  'UnitPriceSpecification',
]);
const isOfferLike = (n: Node): boolean => typesOf(n).some((t) => OFFER_TYPES.has(t));
const isEventType = (t: string): boolean => /Event$/.test(t) || t === 'EventSeries' || t === 'Festival';

/** Every node of the values, `@graph` unwrapped, with an index of `@id`s for references. */
const indexNodes = (values: unknown[]) => {
  const byId = new Map<string, Node>();
  const roots: Node[] = [];
  const seen = new Set<Node>();
  const collect = (v: unknown, root: boolean): void => {
    if (Array.isArray(v)) {
      for (const x of v) collect(x, root);
      return;
    }
    if (!isNode(v) || seen.has(v)) return;
    seen.add(v);
    if (root) roots.push(v);
    const id = v['@id'];
    if (typeof id === 'string' && Object.keys(v).length > 1) byId.set(id, v);
    for (const [k, child] of Object.entries(v)) collect(child, k === '@graph' && root);
  };
  collect(values, true);
  return { byId, roots };
};

const feeComponent = (s: Node): boolean => {
  const kind = enumValue(s.priceComponentType) ?? enumValue(s.priceType) ?? '';
  const name = text(s.name) ?? '';
  return /fee|charge/i.test(kind) || /\b(fee|frais|gebühr|tasa|cargo|service charge)\w*/i.test(name);
};

/** Walks the nodes and returns every priced thing, events first in page order. */
export const pageEventsOf = (values: unknown[]): PageEvent[] => {
  const { byId, roots } = indexNodes(values);
  const resolve = (v: unknown): Node | null => {
    if (typeof v === 'string') return byId.get(v) ?? null;
    if (!isNode(v)) return null;
    const id = v['@id'];
    if (typeof id === 'string' && Object.keys(v).length === 1) return byId.get(id) ?? null;
    return v;
  };

  const offersOf = (v: unknown, inherited: { currency: string | null } = { currency: null }): PageOffer[] =>
    asArray(v).flatMap((raw): PageOffer[] => {
      const o = resolve(raw);
      if (!o) return [];
      const types = typesOf(o);
      if (types.includes('Demand')) return [];
      const specs = asArray(o.priceSpecification).flatMap((s): Node[] => {
        const r = resolve(s);
        return r ? [r] : [];
      });
      const fees = specs.filter(feeComponent);
      const base = specs.find((s) => !feeComponent(s));
      const currency =
        text(o.priceCurrency) ?? (base ? text(base.priceCurrency) : null) ?? inherited.currency;
      if (types.includes('AggregateOffer')) {
        const nested = offersOf(o.offers, { currency });
        if (nested.length > 0) return nested;
      }
      return [
        {
          name: text(o.name),
          category: text(o.category),
          description: text(o.description),
          price: amount(o.price) ?? (base ? amount(base.price) : null),
          lowPrice: amount(o.lowPrice) ?? (base ? amount(base.minPrice) : null),
          highPrice: amount(o.highPrice) ?? (base ? amount(base.maxPrice) : null),
          currency,
          fees: fees.flatMap((f) => {
            const a = amount(f.price);
            return a === null ? [] : [a];
          }),
          availability: enumValue(o.availability),
          validFrom: text(o.validFrom),
        },
      ];
    });

  const out: PageEvent[] = [];
  const visited = new Set<Node>();
  const visit = (n: Node, parent: { name: string | null; status: string | null; offers: PageOffer[] }) => {
    if (visited.has(n) || isOfferLike(n)) return;
    visited.add(n);
    const types = typesOf(n);
    const name = text(n.name) ?? parent.name;
    const status = enumValue(n.eventStatus) ?? parent.status;
    const own = offersOf(n.offers);
    const subs = asArray(n.subEvent).flatMap((s): Node[] => {
      const r = resolve(s);
      return r ? [r] : [];
    });
    const offers = own.length > 0 ? own : types.some(isEventType) ? parent.offers : [];
    // A series with dated children is priced per child; children without offers use the series' offers.
    const pricedChildren = subs.length > 0;
    if (offers.length > 0 && !pricedChildren && types.length > 0)
      out.push({ name, startDate: text(n.startDate), status, offers });
    for (const s of subs) visit(s, { name, status, offers });
    // Offered things nested under other properties (an attraction's `event`, an ItemList's items).
    for (const [k, child] of Object.entries(n)) {
      if (k === 'subEvent' || k === 'offers' || k === 'superEvent') continue;
      for (const c of asArray(child)) {
        const r = resolve(c);
        if (r) visit(r, { name: null, status: null, offers: [] });
      }
    }
  };
  // Series first, so children kept as separate graph nodes still inherit the series' status and offers.
  const ordered = [...roots].sort(
    (a, b) => Number(b.subEvent !== undefined) - Number(a.subEvent !== undefined),
  );
  for (const r of ordered) visit(r, { name: null, status: null, offers: [] });
  return out;
};

/** JSON-LD first; microdata only when JSON-LD has no offers (broken or absent scripts). */
export const pageEventsFrom = (
  data: StructuredData,
): { source: 'json-ld' | 'microdata' | null; events: PageEvent[] } => {
  const fromJsonLd = pageEventsOf(data.jsonLd);
  if (fromJsonLd.length > 0) return { source: 'json-ld', events: fromJsonLd };
  const fromMicrodata = pageEventsOf(data.microdata);
  if (fromMicrodata.length > 0) return { source: 'microdata', events: fromMicrodata };
  return { source: null, events: [] };
};

/** The offer's price, else its low price, whichever the page states readably. */
const decimalRaw = (offer: PageOffer): string | number | null =>
  parseAmount(offer.price) !== null ? offer.price : offer.lowPrice;

const SOLD_OUT = new Set(['SoldOut', 'OutOfStock', 'Discontinued']);
const STATUS_LABEL: Record<string, string> = {
  SoldOut: 'Sold out',
  OutOfStock: 'Sold out',
  Discontinued: 'No longer sold',
  LimitedAvailability: 'Few tickets left',
  PreOrder: 'Pre-order',
  PreSale: 'Pre-sale',
  InStock: 'On sale',
  OnlineOnly: 'On sale',
};

const START = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A page's startDate as a session in the activity's zone: an offset is converted, a bare time is local. */
export const sessionStart = (
  startDate: string | null,
  timeZone: string,
): { date: string | null; time: string | null; startsAt: number | null } => {
  const m = startDate ? START.exec(startDate.trim()) : null;
  if (!m?.[1]) return { date: null, time: null, startsAt: null };
  const date = m[1];
  if (m[2] === undefined || m[3] === undefined)
    return { date, time: null, startsAt: zonedToInstant(date, null, timeZone) };
  if (m[4] === undefined) {
    const time = `${m[2]}:${m[3]}`;
    return { date, time, startsAt: zonedToInstant(date, time, timeZone) };
  }
  const offset = m[4] === 'Z' ? 'Z' : m[4].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const instant = Date.parse(`${date}T${m[2]}:${m[3]}:00${offset}`);
  if (!Number.isFinite(instant)) return { date, time: `${m[2]}:${m[3]}`, startsAt: null };
  const p = localParts(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
    startsAt: instant,
  };
};

export interface MappedPrices {
  currency: string;
  sessions: Session[];
  /** Offers that became tickets. */
  offers: number;
}

/** Most common valid currency of the offers, else the activity's own; tickets in other currencies are left out. */
const pickCurrency = (events: PageEvent[], fallback: string | null): string | null => {
  const counts = new Map<string, number>();
  for (const o of events.flatMap((e) => e.offers)) {
    const c = o.currency?.toUpperCase();
    if (c && isCurrencyCode(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [c, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = c;
  return best ?? (fallback && isCurrencyCode(fallback) ? fallback : null);
};

/**
 * Page events → sessions of tickets (one ticket per offer). Cancelled events are not priced. An offer's
 * `price` is what the buyer pays (Google's rule); a stated fee is split out of it. An AggregateOffer
 * without ticket types becomes one ticket at its low price. Null when nothing usable remains.
 */
export const mapPageEvents = (
  events: PageEvent[],
  o: { timeZone: string; currency: string | null; now: number },
): MappedPrices | null => {
  const live = events.filter((e) => e.status !== 'EventCancelled');
  const currency = pickCurrency(live, o.currency);
  if (!currency) return null;
  const sessions = new Map<string, Session>();
  let offers = 0;
  for (const e of live) {
    const start = sessionStart(e.startDate, o.timeZone);
    // A past performance is not a price anyone can pay (a date-only one lasts its whole local day).
    if (start.startsAt !== null && start.startsAt + (start.time === null ? 86_400_000 : 0) <= o.now) continue;
    const key = `${start.date ?? '-'}|${start.time ?? '-'}`;
    for (const offer of e.offers) {
      if (offer.currency && offer.currency.toUpperCase() !== currency) continue;
      const raw = decimalRaw(offer);
      const totalMinor = minorOf(raw, currency);
      if (totalMinor === null) continue;
      const feeMinor = Math.min(
        offer.fees.reduce<number>((sum, f) => sum + (minorOf(f, currency) ?? 0), 0),
        totalMinor,
      );
      const total = parseAmount(raw);
      const notYet = offer.validFrom !== null && Date.parse(offer.validFrom) > o.now;
      const availability = offer.availability;
      const high = parseAmount(offer.highPrice);
      const range =
        offer.price === null && high !== null && total !== null && high > total
          ? `From ${total} to ${high} ${currency}`
          : null;
      let session = sessions.get(key);
      if (!session) {
        session = { ...start, tickets: [] };
        sessions.set(key, session);
      }
      const baseName = offer.name ?? offer.category ?? 'Admission';
      let name = baseName;
      for (let i = 2; session.tickets.some((t) => t.name === name); i++) name = `${baseName} (${i})`;
      const ticket: TicketType = {
        name,
        priceMinor: totalMinor - feeMinor,
        feeMinor,
        available: !notYet && !(availability !== null && SOLD_OUT.has(availability)),
        description: offer.description ?? range,
        onSaleStatus: notYet
          ? `On sale from ${offer.validFrom}`
          : availability
            ? (STATUS_LABEL[availability] ?? availability)
            : null,
        isFree: totalMinor === 0,
        minQuantity: 1,
        maxQuantity: null,
        category: offer.category,
      };
      session.tickets.push(ticket);
      offers++;
    }
  }
  if (offers === 0) return null;
  const list = [...sessions.values()]
    .filter((s) => s.tickets.length > 0)
    .sort((a, b) => (a.startsAt ?? 0) - (b.startsAt ?? 0) || (a.time ?? '').localeCompare(b.time ?? ''));
  return { currency, sessions: list, offers };
};

/** A refreshed ticket dearer than this many times the catalogue's dearest ticket means a misread page. */
export const PRICE_BOUND_FACTOR = 10;
/** No ticket above this many minor units is believed, whatever the catalogue holds (10 million USD). */
export const PRICE_CEILING_MINOR = 1_000_000_000;

/**
 * Why the mapped prices are not believable, or null: a ticket above the ceiling, or (same currency, the
 * catalogue priced above zero) above PRICE_BOUND_FACTOR × the catalogue's dearest ticket total.
 */
export const priceBoundBreach = (
  mapped: MappedPrices,
  catalogue: { currency: string | null; sessions: Session[] },
): string | null => {
  const totals = mapped.sessions.flatMap((s) => s.tickets.map((t) => t.priceMinor + t.feeMinor));
  const dearest = Math.max(0, ...totals);
  const known = catalogue.sessions.flatMap((s) => s.tickets.map((t) => t.priceMinor + t.feeMinor));
  const knownMax = catalogue.currency === mapped.currency ? Math.max(0, ...known) : 0;
  const bound =
    knownMax > 0 ? Math.min(PRICE_CEILING_MINOR, knownMax * PRICE_BOUND_FACTOR) : PRICE_CEILING_MINOR;
  if (dearest <= bound) return null;
  return `a ticket of ${dearest} minor units of ${mapped.currency} is above the sanity bound of ${bound}${
    knownMax > 0 ? ` (${PRICE_BOUND_FACTOR} × the catalogue's dearest ticket, ${knownMax})` : ''
  }; prices kept`;
};
