/**
 * The Partner API contract (docs/partner-api-conventions.md; published as OpenAPI) as zod schemas: the single source of the
 * request/response types used by services, the HTTP routes, the Slack app and the OpenAPI document.
 * Field names are the spec's, snake_case. Imports nothing of ours but pure domain vocabularies.
 */
import { z } from 'zod';
import { canonicalEmail, canonicalPhone, EMAIL_INPUT_PATTERN, PHONE_INPUT_PATTERN } from './contact.js';
import { DIETARY_PREFERENCES, HOMESCREEN_PLANS, USUAL_PLANS } from './vocabulary.js';

/**
 * An integer body field with pydantic's lax parsing: numeric strings ("2") and integral floats (2.0)
 * are accepted; other strings fail as `int_parsing`.
 */
export const laxInt = (min: number, max: number) =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (/^\s*[-+]?\d+(\.0*)?\s*$/.test(v)) return Number(v);
    ctx.addIssue({
      code: 'custom',
      message: 'Input should be a valid integer, unable to parse string as an integer',
      params: { type: 'int_parsing' },
    });
    return z.NEVER;
  }, z.number().int().min(min).max(max));

export const Location = z.object({ lat: z.number(), lng: z.number(), plus_code: z.string().nullish() });
export type Location = z.infer<typeof Location>;

export const SessionTicket = z.object({
  name: z.string(),
  price: z.number(),
  fee: z.number(),
  total: z.number(),
  available: z.boolean(),
  description: z.string().nullable(),
  on_sale_status: z.string().nullable(),
  is_free: z.boolean(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int().nullable(),
  category: z.string().nullable(),
});
export type SessionTicket = z.infer<typeof SessionTicket>;

export const Session = z.object({
  date: z.string().nullable(),
  time: z.string().nullable(),
  tickets: z.array(SessionTicket),
});
export type Session = z.infer<typeof Session>;

export const TicketPrice = z.object({
  min: z.number(),
  max: z.number(),
  currency: z.string(),
  label: z.string(),
  sessions: z.array(Session),
});
export type TicketPrice = z.infer<typeof TicketPrice>;

/** Spec 2.16 PricesResponse (GET /activities/{id}/prices). */
export const PricesResponse = z.object({
  activity_id: z.string(),
  ticket_price: TicketPrice.nullable(),
  scrape_status: z.enum(['success', 'no_prices', 'error']),
});
export type PricesResponse = z.infer<typeof PricesResponse>;

export const PartnerActivity = z.object({
  activity_id: z.string(),
  name: z.string(),
  short_description: z.string().nullable(),
  picture_url: z.string().nullable(),
  location: Location.nullable(),
  semantic_location: z.string().nullable(),
  highlights: z.array(z.string()),
  display_label: z.string(),
  is_bookable: z.boolean(),
  ticket_price: TicketPrice.nullable(),
  estimated_fulfillment: z.enum(['instant', 'delayed']).nullable(),
  next_datetime: z.string().nullable(),
  /** Only with `debug=true`. */
  booking_domain: z.string().nullable().optional(),
});
export type PartnerActivity = z.infer<typeof PartnerActivity>;

export const CancellationPolicy = z.object({
  /** Minutes before the session's start after which a booking can no longer be cancelled. */
  cutoff_minutes: z.number().int().min(0),
  description: z.string(),
});
export type CancellationPolicy = z.infer<typeof CancellationPolicy>;

export const PartnerActivityDetail = PartnerActivity.extend({
  venue: z.string().nullable(),
  tips: z.array(z.string()),
  upcoming_datetimes: z.array(z.string()),
  picture_urls: z.array(z.string()),
  is_open_now: z.boolean().nullable(),
  search_category: z.array(z.string()),
  /** Additive: the longer description in the requested language. */
  description: z.string().nullable(),
  /** Additive: `event` or `place`. */
  entity_type: z.enum(['event', 'place']),
  /** Additive, when known (supplier activities): until when POST /bookings/{id}/cancel is accepted. */
  cancellation_policy: CancellationPolicy.optional(),
});
export type PartnerActivityDetail = z.infer<typeof PartnerActivityDetail>;

export const Shelf = z.object({
  slug: z.string(),
  display_name: z.string(),
  activities: z.array(PartnerActivity),
});
export type Shelf = z.infer<typeof Shelf>;

export const ShelvesResponse = z.object({ shelves: z.array(Shelf), h3_cell: z.string(), city: z.string() });
export type ShelvesResponse = z.infer<typeof ShelvesResponse>;

export const SearchResult = z.object({
  activity_id: z.string().nullable(),
  name: z.string(),
  why: z.string().nullable(),
  short_description: z.string().nullable(),
  highlights: z.array(z.string()),
  venue: z.string().nullable(),
  rating: z.number().nullable(),
  next_datetime: z.string().nullable(),
  entity_type: z.enum(['event', 'place']).nullable(),
  picture_url: z.string().nullable(),
  location: Location.nullable(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchResponse = z.object({ message: z.string(), results: z.array(SearchResult) });
export type SearchResponse = z.infer<typeof SearchResponse>;

export const H3CellResponse = z.object({
  h3_cell: z.string(),
  resolution: z.number().int().min(0).max(15),
  lat: z.number(),
  lng: z.number(),
});

export type H3CellResponse = z.infer<typeof H3CellResponse>;

export const BindWorkspaceRequest = z.object({ bind_token: z.string().min(1).max(200) });
export const BindWorkspaceResponse = z.object({ ok: z.boolean(), team_id: z.string(), bound: z.boolean() });
export type BindWorkspaceResponse = z.infer<typeof BindWorkspaceResponse>;

export const UsualPlan = z.enum(USUAL_PLANS);
export const HomescreenPlan = z.enum(HOMESCREEN_PLANS);
export const DietaryPreference = z.enum(DIETARY_PREFERENCES);
export const BookingFilter = z.enum(['all', 'bookable', 'bookable_or_free']);
export type BookingFilter = z.infer<typeof BookingFilter>;

export const ProvisionUserRequest = z.object({
  external_user_id: z.string().min(1).max(255),
  first_name: z.string().max(200).nullish(),
  last_name: z.string().max(200).nullish(),
  display_name: z.string().max(200).nullish(),
  email: z
    .string()
    .max(320)
    .refine((v) => canonicalEmail(v) !== null, 'value is not a valid email address')
    .meta({ pattern: EMAIL_INPUT_PATTERN, examples: ['alice@example.com'] })
    .nullish(),
  phone: z
    .string()
    .max(32)
    .refine((v) => canonicalPhone(v) !== null, 'value is not a valid E.164 phone number such as +14155550123')
    .meta({ pattern: PHONE_INPUT_PATTERN, examples: ['+14155550123'] })
    .nullish(),
  // Enumerated values are checked by the service (400, spec 4.2 rule 4), not here (422).
  usual_plans: z.array(z.string()).nullish(),
  dietary_preferences: z.array(z.string()).nullish(),
  city: z.string().max(100).nullish(),
  neighborhood_lat: z.number().min(-90).max(90).nullish(),
  neighborhood_lng: z.number().min(-180).max(180).nullish(),
});
export type ProvisionUserRequest = z.infer<typeof ProvisionUserRequest>;

export const ProvisionUserResponse = z.object({
  external_user_id: z.string(),
  created: z.boolean(),
  linked: z.boolean(),
  updated: z.boolean(),
});
export type ProvisionUserResponse = z.infer<typeof ProvisionUserResponse>;

export const BookingStatus = z.enum([
  'confirmed',
  'failed',
  'cancelled',
  'pending',
  'user_input_required',
  'deliverable_ready',
]);
export type BookingStatus = z.infer<typeof BookingStatus>;
export const PaymentMode = z.enum(['live_purchase', 'dry_run_success', 'dry_run_failure']);
export type PaymentMode = z.infer<typeof PaymentMode>;
