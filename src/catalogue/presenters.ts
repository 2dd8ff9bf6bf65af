/**
 * Domain activities → the spec's shapes (PartnerActivity, PartnerActivityDetail). Homescreen, search,
 * detail and the Slack app all render through these, so an activity looks the same everywhere.
 */

import type { PartnerActivity, PartnerActivityDetail, TicketPrice } from '../contract/partner.js';
import { pickTranslation } from '../platform/i18n/accept-language.js';
import { formatZonedIso, localDate } from '../platform/time.js';
import type { Activity, Session } from './activity.js';
import { isOpenAt } from './opening-hours.js';
import { derivePriceLabel, fromMinor, priceRange, ticketTotalMinor } from './pricing.js';

export interface PresentOptions {
  /** Ordered language preferences from Accept-Language. */
  languages: string[];
  now: number;
  debug?: boolean;
}

/** Sessions still to come (or without a date); past ones stay stored but are never shown. */
export const upcomingSessions = (a: Activity, now: number): Session[] => {
  const today = localDate(now, a.timezone);
  return a.sessions.filter((s) => {
    if (s.date === null) return true;
    if (s.time === null) return s.date >= today;
    return (s.startsAt ?? 0) >= now;
  });
};

const sessionStamp = (s: Session, timeZone: string): string | null => {
  if (s.date === null) return null;
  if (s.time === null || s.startsAt === null) return s.date;
  return formatZonedIso(s.startsAt, timeZone);
};

/** ISO 8601 local times (with the zone's offset) of upcoming dated sessions, chronological. */
export const upcomingDatetimes = (a: Activity, now: number): string[] =>
  upcomingSessions(a, now)
    .filter((s) => s.date !== null)
    .sort((x, y) => (x.startsAt ?? 0) - (y.startsAt ?? 0) || (x.time ?? '').localeCompare(y.time ?? ''))
    .flatMap((s) => sessionStamp(s, a.timezone) ?? []);

export const presentTicketPrice = (a: Activity, now: number): TicketPrice | null => {
  if (!a.currency) return null;
  const currency = a.currency;
  const sessions = upcomingSessions(a, now).filter((s) => s.tickets.length > 0);
  const range = priceRange(sessions);
  if (!range) return null;
  const money = (minor: number) => fromMinor(minor, currency);
  return {
    min: money(range.min),
    max: money(range.max),
    currency,
    label: a.priceLabel ?? derivePriceLabel(sessions, currency) ?? '',
    sessions: sessions.map((s) => ({
      date: s.date,
      time: s.time,
      tickets: s.tickets.map((t) => ({
        name: t.name,
        price: money(t.priceMinor),
        fee: money(t.feeMinor),
        total: money(ticketTotalMinor(t)),
        available: t.available,
        description: t.description,
        on_sale_status: t.onSaleStatus,
        is_free: t.isFree,
        min_quantity: t.minQuantity,
        max_quantity: t.maxQuantity,
        category: t.category,
      })),
    })),
  };
};

export const localisedName = (a: Activity, languages: string[]): string =>
  pickTranslation(a.names, languages) ?? a.name;

export const presentActivity = (a: Activity, o: PresentOptions): PartnerActivity => ({
  activity_id: a.activityId,
  name: localisedName(a, o.languages),
  short_description: a.shortDescription,
  picture_url: a.pictureUrls[0] ?? null,
  location: { lat: a.location.lat, lng: a.location.lng },
  semantic_location: a.semanticLocation,
  highlights: a.highlights,
  display_label: a.displayLabel,
  is_bookable: a.isBookable,
  ticket_price: presentTicketPrice(a, o.now),
  estimated_fulfillment: a.isBookable ? a.estimatedFulfillment : null,
  next_datetime: upcomingDatetimes(a, o.now)[0] ?? null,
  ...(o.debug ? { booking_domain: a.bookingDomain } : {}),
});

export const presentActivityDetail = (a: Activity, o: PresentOptions): PartnerActivityDetail => {
  const base = presentActivity(a, o);
  const upcoming = upcomingDatetimes(a, o.now);
  return {
    ...base,
    venue: a.venue,
    tips: a.tips,
    upcoming_datetimes: upcoming,
    picture_urls: a.pictureUrls,
    is_open_now: isOpenAt(a.openingHours, o.now, a.timezone),
    search_category: a.categories,
    description: pickTranslation(a.descriptions, o.languages) ?? a.description,
    entity_type: a.entityType,
  };
};
