/**
 * One line of the NDJSON catalogue format (docs/catalogue-format.md), as a zod schema.
 * The importer and the demo generator share it, so the demo always goes through the same rules.
 */
import { z } from 'zod';
import { isHhMm, isIsoDate, isValidTimeZone } from '../platform/time.js';
import { isCurrencyCode } from './pricing.js';

const text = z.string().trim().min(1, 'must not be empty');
const optionalText = z.string().nullish();
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const langMap = z.record(
  z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'keys must be BCP-47 language tags'),
  z.string(),
);

export const TicketRecord = z.object({
  name: text,
  price: z.number().min(0, 'must be >= 0'),
  fee: z.number().min(0, 'must be >= 0').optional(),
  available: z.boolean().optional(),
  description: optionalText,
  on_sale_status: optionalText,
  is_free: z.boolean().optional(),
  min_quantity: z.number().int().min(1, 'must be >= 1').optional(),
  max_quantity: z.number().int().min(1, 'must be >= 1').nullish(),
  category: optionalText,
});

export const SessionRecord = z.object({
  date: z.string().refine(isIsoDate, 'must be a date YYYY-MM-DD').nullable(),
  time: z.string().refine(isHhMm, 'must be a time HH:MM (24-hour)').nullable(),
  tickets: z.array(TicketRecord),
});

export const CatalogueRecord = z
  .object({
    ref: z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    entity_type: z.enum(['event', 'place'], { error: "must be 'event' or 'place'" }),
    name: text,
    names: langMap.optional(),
    short_description: optionalText,
    description: optionalText,
    descriptions: langMap.optional(),
    categories: z.array(text).optional(),
    tags: z.array(text).optional(),
    dietary: z.array(text).optional(),
    highlights: z.array(z.string()).optional(),
    tips: z.array(z.string()).optional(),
    venue: optionalText,
    address: optionalText,
    semantic_location: optionalText,
    city: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug such as new-york'),
    location: z.object({
      lat: z.number().min(-90, 'must be >= -90').max(90, 'must be <= 90'),
      lng: z.number().min(-180, 'must be >= -180').max(180, 'must be <= 180'),
    }),
    timezone: z.string().refine(isValidTimeZone, 'must be an IANA time zone such as Europe/Paris'),
    picture_urls: z.array(url).optional(),
    rating: z.number().min(0, 'must be >= 0').max(5, 'must be <= 5').nullish(),
    rating_count: z.number().int().min(0, 'must be >= 0').nullish(),
    popularity: z.number().min(0, 'must be >= 0').max(1, 'must be <= 1').nullish(),
    opening_hours: optionalText,
    booking_url: url.nullish(),
    is_bookable: z.boolean().optional(),
    estimated_fulfillment: z
      .enum(['instant', 'delayed'], { error: "must be 'instant' or 'delayed'" })
      .nullish(),
    display_label: z.string().optional(),
    ticket_price: z
      .object({
        currency: z.string().refine(isCurrencyCode, 'must be an ISO 4217 code such as USD'),
        label: z.string().nullish(),
        sessions: z.array(SessionRecord),
      })
      .nullish(),
  })
  .superRefine((r, ctx) => {
    r.ticket_price?.sessions.forEach((s, i) => {
      if (s.time !== null && s.date === null)
        ctx.addIssue({
          code: 'custom',
          path: ['ticket_price', 'sessions', i, 'date'],
          message: 'required when time is set',
        });
      s.tickets.forEach((t, j) => {
        if (t.max_quantity != null && t.min_quantity !== undefined && t.max_quantity < t.min_quantity)
          ctx.addIssue({
            code: 'custom',
            path: ['ticket_price', 'sessions', i, 'tickets', j, 'max_quantity'],
            message: 'must be >= min_quantity',
          });
      });
    });
  });

export type CatalogueRecord = z.infer<typeof CatalogueRecord>;

/** `location.lat` / `ticket_price.sessions[0].tickets[1].price` style paths for import errors. */
export const fieldPath = (path: PropertyKey[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('') ||
  '(record)';
