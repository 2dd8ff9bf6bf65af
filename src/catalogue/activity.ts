/** An activity as the features see it (rows stay private to the catalogue's stores). */
import type { LatLng } from '../platform/geo.js';

export type EntityType = 'event' | 'place';
export type Fulfillment = 'instant' | 'delayed';

/** A ticket type of one session; money in the activity currency's minor units. */
export interface TicketType {
  name: string;
  priceMinor: number;
  feeMinor: number;
  available: boolean;
  description: string | null;
  onSaleStatus: string | null;
  isFree: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  category: string | null;
}

export interface Session {
  date: string | null;
  time: string | null;
  /** Instant the session starts (epoch ms), null when it has no date. */
  startsAt: number | null;
  tickets: TicketType[];
}

export interface Activity {
  /** Internal row id (never leaves the service). */
  pk: number;
  activityId: string;
  ref: string;
  entityType: EntityType;
  name: string;
  shortDescription: string | null;
  description: string | null;
  venue: string | null;
  address: string | null;
  semanticLocation: string | null;
  city: string;
  location: LatLng;
  timezone: string;
  rating: number | null;
  ratingCount: number | null;
  popularity: number | null;
  openingHours: string | null;
  bookingUrl: string | null;
  bookingDomain: string | null;
  isBookable: boolean;
  estimatedFulfillment: Fulfillment | null;
  displayLabel: string;
  currency: string | null;
  priceLabel: string | null;
  pictureUrls: string[];
  highlights: string[];
  tips: string[];
  categories: string[];
  tags: string[];
  dietary: string[];
  /** Translations by lower-case BCP-47 tag. */
  names: Record<string, string>;
  descriptions: Record<string, string>;
  sessions: Session[];
}
