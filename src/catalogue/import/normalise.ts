/**
 * Turns a validated catalogue record into the stored shape: H3 cells, minor-unit prices, session
 * instants in the activity's zone, booking domain. Pure, so the importer's arithmetic is testable.
 */
import { createHash } from 'node:crypto';
import { cellsOf } from '../../platform/geo.js';
import { zonedToInstant } from '../../platform/time.js';
import type { TicketType } from '../activity.js';
import { toMinor } from '../pricing.js';
import type { CatalogueRecord } from '../record.js';

/** Ticket types are stored exactly as the domain models them. */
export type NormalisedTicket = TicketType;

export interface NormalisedActivity {
  ref: string;
  entityType: 'event' | 'place';
  name: string;
  shortDescription: string | null;
  description: string | null;
  venue: string | null;
  address: string | null;
  semanticLocation: string | null;
  city: string;
  lat: number;
  lng: number;
  timezone: string;
  h3_r5: string;
  h3_r7: string;
  h3_r9: string;
  rating: number | null;
  ratingCount: number | null;
  popularity: number | null;
  openingHours: string | null;
  bookingUrl: string | null;
  bookingDomain: string | null;
  isBookable: boolean;
  estimatedFulfillment: 'instant' | 'delayed' | null;
  displayLabel: string;
  currency: string | null;
  priceLabel: string | null;
  pictureUrls: string[];
  highlights: string[];
  tips: string[];
  dietary: string[];
  categories: string[];
  tags: string[];
  translations: { lang: string; name: string | null; description: string | null }[];
  sessions: {
    date: string | null;
    time: string | null;
    startsAt: number | null;
    tickets: NormalisedTicket[];
  }[];
  contentHash: string;
}

const uniqueLower = (values: string[] | undefined): string[] => [
  ...new Set((values ?? []).map((v) => v.trim().toLowerCase()).filter((v) => v !== '')),
];

const hostOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

export const normaliseRecord = (r: CatalogueRecord): NormalisedActivity => {
  const currency = r.ticket_price?.currency ?? null;
  const langs = new Set([...Object.keys(r.names ?? {}), ...Object.keys(r.descriptions ?? {})]);
  const translations = [...langs].map((lang) => ({
    lang: lang.toLowerCase(),
    name: r.names?.[lang] ?? null,
    description: r.descriptions?.[lang] ?? null,
  }));
  const sessions = (r.ticket_price?.sessions ?? []).map((s) => ({
    date: s.date,
    time: s.time,
    startsAt: s.date === null ? null : zonedToInstant(s.date, s.time, r.timezone),
    tickets: s.tickets.map(
      (t): NormalisedTicket => ({
        name: t.name.trim(),
        priceMinor: toMinor(t.price, currency ?? 'USD'),
        feeMinor: toMinor(t.fee ?? 0, currency ?? 'USD'),
        available: t.available ?? true,
        description: t.description ?? null,
        onSaleStatus: t.on_sale_status ?? null,
        isFree: t.is_free ?? (t.price === 0 && (t.fee ?? 0) === 0),
        minQuantity: t.min_quantity ?? 1,
        maxQuantity: t.max_quantity ?? null,
        category: t.category ?? null,
      }),
    ),
  }));
  const isBookable = r.is_bookable ?? false;
  return {
    ref: r.ref,
    entityType: r.entity_type,
    name: r.name.trim(),
    shortDescription: r.short_description ?? null,
    description: r.description ?? null,
    venue: r.venue ?? null,
    address: r.address ?? null,
    semanticLocation: r.semantic_location ?? null,
    city: r.city,
    lat: r.location.lat,
    lng: r.location.lng,
    timezone: r.timezone,
    ...cellsOf(r.location),
    rating: r.rating ?? null,
    ratingCount: r.rating_count ?? null,
    popularity: r.popularity ?? null,
    openingHours: r.opening_hours ?? null,
    bookingUrl: r.booking_url ?? null,
    bookingDomain: hostOf(r.booking_url),
    isBookable,
    // The format allows estimated_fulfillment only for bookable activities; elsewhere it is dropped.
    estimatedFulfillment: isBookable ? (r.estimated_fulfillment ?? 'instant') : null,
    displayLabel: r.display_label ?? '',
    currency,
    priceLabel: r.ticket_price?.label ?? null,
    pictureUrls: r.picture_urls ?? [],
    highlights: r.highlights ?? [],
    tips: r.tips ?? [],
    dietary: uniqueLower(r.dietary),
    categories: uniqueLower(r.categories),
    tags: uniqueLower(r.tags),
    translations,
    sessions,
    contentHash: createHash('sha256').update(JSON.stringify(r)).digest('base64url'),
  };
};
