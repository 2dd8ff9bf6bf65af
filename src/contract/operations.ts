/**
 * Every Partner API operation as one declarative entry: the OpenAPI document, the contract test and
 * the typed client are built from this list. Adding an operation is adding one entry.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../platform/errors.js';
import {
  BookingDetail,
  BookingPath,
  BookingWebhookPayload,
  CancelBookingRequest,
  CreateBookingAcceptedResponse,
  CreateBookingRequest,
  OrdersResponse,
  WebhookDeliveriesSummary,
} from './bookings.js';
import { InteractionRequired } from './errors.js';
import {
  ActivityPath,
  AuthResponse,
  DetailQuery,
  H3Query,
  HomescreenQuery,
  InteractionApproved,
  InteractionPollQuery,
  OpenApiDocument,
  SearchQuery,
} from './params.js';
import {
  BindWorkspaceRequest,
  BindWorkspaceResponse,
  H3CellResponse,
  PartnerActivityDetail,
  PricesResponse,
  ProvisionUserRequest,
  ProvisionUserResponse,
  SearchResponse,
  ShelvesResponse,
} from './partner.js';

export const API_PREFIX = '/partner/v1';
/** The interface version (spec 9): 1.2 plus our additive operations and fields. */
export const API_VERSION = '1.2.0';

/** Response headers described once under components.headers (see openapi.ts). */
export type HeaderName = 'Cache-Control' | 'Vary';

export interface SuccessResponse {
  description: string;
  /** Absent for bodies that are not JSON (none yet). */
  schema: z.ZodType;
  headers?: HeaderName[];
}

export interface Operation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path template under API_PREFIX, e.g. `/activities/{activity_id}`. */
  path: string;
  tag: 'Keys' | 'Users' | 'Discovery' | 'Bookings' | 'Chat' | 'Meta';
  summary: string;
  description: string;
  /** `bearer`: an API key (or, once agent auth lands, an agent signature); `none`: public. */
  auth: 'bearer' | 'none';
  /** How the operation reads X-External-User-Id (spec 5.2); omitted = not read. */
  externalUser?: 'required' | 'optional';
  acceptLanguage?: boolean;
  params?: { path?: z.ZodObject; query?: z.ZodObject };
  body?: z.ZodType;
  /** Success answers by status. */
  responses: Partial<Record<200 | 201 | 202, SuccessResponse>>;
  /** Error codes this operation adds to the common ones (credentials, validation, internal). */
  errors: ErrorCode[];
  /** Spec 4: every operation but the key check may answer 202 to an agent needing interaction. */
  agentInteraction?: boolean;
}

const QUOTE_REFUSALS: ErrorCode[] = [
  'activity_not_bookable',
  'session_mismatch',
  'session_past',
  'ticket_type_unknown',
  'ticket_unavailable',
  'quantity_out_of_range',
  'currency_unsupported',
];

export const OPERATIONS: Operation[] = [
  {
    operationId: 'checkKey',
    method: 'get',
    path: '/auth',
    tag: 'Keys',
    summary: 'Check the credential',
    description: 'Verifies the API key and says what it is. Exempt from the daily quota.',
    auth: 'bearer',
    responses: { 200: { description: 'The key is valid.', schema: AuthResponse } },
    errors: [],
    agentInteraction: false,
  },
  {
    operationId: 'provisionUser',
    method: 'post',
    path: '/users',
    tag: 'Users',
    summary: 'Provision or update a partner user',
    description:
      'Negotiated keys only. Idempotent per external_user_id. When the email or phone matches an existing Jaunt user, the mapping links to that user without changing their profile (linked=true, updated=false). By calling it you attest you verified the user and may act for them.',
    auth: 'bearer',
    body: ProvisionUserRequest,
    responses: {
      201: { description: 'The mapping exists and is up to date.', schema: ProvisionUserResponse },
    },
    errors: ['bad_request', 'forbidden', 'conflict'],
  },
  {
    operationId: 'getHomescreen',
    method: 'get',
    path: '/homescreen',
    tag: 'Discovery',
    summary: 'Shelves of activities around a place',
    description:
      'Activities around the centre of an H3 resolution-7 cell, ranked for the user; one flat shelf, or thematic shelves with `shelved=true`. The radius follows density, not the cell size.',
    auth: 'bearer',
    externalUser: 'optional',
    acceptLanguage: true,
    params: { query: HomescreenQuery },
    responses: {
      200: { description: 'The shelves.', schema: ShelvesResponse, headers: ['Cache-Control', 'Vary'] },
    },
    errors: ['external_user_unknown', 'not_ready'],
  },
  {
    operationId: 'getH3Cell',
    method: 'get',
    path: '/h3',
    tag: 'Discovery',
    summary: 'Convert latitude/longitude to an H3 cell',
    description: 'Returns the H3 cell containing the point; homescreen takes resolution 7.',
    auth: 'bearer',
    params: { query: H3Query },
    responses: { 200: { description: 'The cell.', schema: H3CellResponse } },
    errors: [],
  },
  {
    operationId: 'searchActivities',
    method: 'get',
    path: '/search',
    tag: 'Discovery',
    summary: 'Search activities in natural language',
    description:
      'Ranked results with a one-line reason each, and a summary message. Use a client timeout of at least 120 s; an aborted call still counts against the daily quota.',
    auth: 'bearer',
    externalUser: 'optional',
    acceptLanguage: true,
    params: { query: SearchQuery },
    responses: {
      200: { description: 'The results.', schema: SearchResponse, headers: ['Cache-Control', 'Vary'] },
    },
    errors: ['external_user_unknown', 'not_ready'],
  },
  {
    operationId: 'getActivity',
    method: 'get',
    path: '/activities/{activity_id}',
    tag: 'Discovery',
    summary: 'One activity in detail',
    description:
      'Venue, sessions with ticket types and prices, tips, opening state. Records that the user has seen it.',
    auth: 'bearer',
    externalUser: 'required',
    acceptLanguage: true,
    params: { path: ActivityPath, query: DetailQuery },
    responses: { 200: { description: 'The activity.', schema: PartnerActivityDetail } },
    errors: ['not_found', 'external_user_unknown'],
  },
  {
    operationId: 'refreshPrices',
    method: 'get',
    path: '/activities/{activity_id}/prices',
    tag: 'Discovery',
    summary: "Refresh an activity's prices from its booking page",
    description:
      "Reads the activity's booking_url now (schema.org JSON-LD, then microdata) and stores what it finds; within JAUNT_PRICE_TTL_S the stored result answers, with an Age header. scrape_status is success, no_prices or error; the last known prices are always returned.",
    auth: 'bearer',
    externalUser: 'optional',
    params: { path: ActivityPath },
    responses: { 200: { description: 'The prices and how the refresh went.', schema: PricesResponse } },
    errors: ['not_found'],
  },
  {
    operationId: 'listOrders',
    method: 'get',
    path: '/orders',
    tag: 'Bookings',
    summary: "The user's bookings, deliverables and emails",
    description: 'Everything booked by or for the acting user, newest first.',
    auth: 'bearer',
    externalUser: 'required',
    acceptLanguage: true,
    responses: { 200: { description: 'The orders.', schema: OrdersResponse } },
    errors: ['external_user_unknown'],
  },
  {
    operationId: 'createBooking',
    method: 'post',
    path: '/bookings',
    tag: 'Bookings',
    summary: 'Book tickets',
    description:
      'Negotiated keys only. Accepts the booking and processes it asynchronously; the result is POSTed to webhook_url (see the `bookingResult` webhook). Replaying an idempotency_key returns the original booking and creates nothing. `dry_run_success` and `dry_run_failure` never charge; `live_purchase` charges the stored card and needs a key allowed to (else 402).',
    auth: 'bearer',
    body: CreateBookingRequest,
    responses: {
      202: {
        description: 'Accepted; the result follows as a callback.',
        schema: CreateBookingAcceptedResponse,
      },
    },
    errors: [
      'forbidden',
      'payment_required',
      'external_user_unknown',
      'not_found',
      ...QUOTE_REFUSALS,
      'authorization_insufficient',
      'webhook_url_not_https',
      'webhook_url_not_allowed',
      'idempotency_key_reused',
    ],
  },
  {
    operationId: 'getBooking',
    method: 'get',
    path: '/bookings/{booking_id}',
    tag: 'Bookings',
    summary: 'A booking and its current status',
    description:
      'The same body the callback carries, at its current state: poll it when a callback was missed. Ticket download links are signed and expire.',
    auth: 'bearer',
    params: { path: BookingPath },
    responses: { 200: { description: 'The booking.', schema: BookingDetail } },
    errors: ['forbidden', 'not_found'],
  },
  {
    operationId: 'cancelBooking',
    method: 'post',
    path: '/bookings/{booking_id}/cancel',
    tag: 'Bookings',
    summary: 'Cancel a booking',
    description:
      "Negotiated keys only, the key that booked. Cancels the booking (at the supplier first for supplier activities) and answers its payload; the `cancelled` callback follows. Idempotent: a cancelled booking answers the same. 409 `not_cancellable` once the supplier's cancellation cutoff has passed, while a supplier booking is still being placed, or for failed bookings.",
    auth: 'bearer',
    params: { path: BookingPath },
    body: CancelBookingRequest,
    responses: { 200: { description: 'The booking, cancelled.', schema: BookingWebhookPayload } },
    errors: ['forbidden', 'not_found', 'not_cancellable', 'supplier_unavailable'],
  },
  {
    operationId: 'redeliverBookingWebhooks',
    method: 'post',
    path: '/bookings/{booking_id}/webhooks/redeliver',
    tag: 'Bookings',
    summary: "Resend a booking's failed callbacks",
    description:
      'Additive. Negotiated keys only, the key that booked. Every callback of the booking that was given up or is waiting for a retry after a failure is sent again now, with the whole retry schedule and the same `webhook-id` and body (receivers dedupe on it). Answers the callbacks summary as it stands once they are queued. 404 for bookings whose results are told in Slack.',
    auth: 'bearer',
    params: { path: BookingPath },
    responses: {
      202: { description: 'The failed callbacks are queued again.', schema: WebhookDeliveriesSummary },
    },
    errors: ['forbidden', 'not_found'],
  },
  {
    operationId: 'bindWorkspace',
    method: 'post',
    path: '/chat/workspaces/bind',
    tag: 'Chat',
    summary: 'Bind a Slack workspace to this key',
    description:
      "Binds the workspace named by the bot's bind_token to the calling key. `bound` is false when it already was bound to this key.",
    auth: 'bearer',
    body: BindWorkspaceRequest,
    responses: { 200: { description: 'The workspace is bound to this key.', schema: BindWorkspaceResponse } },
    errors: ['bind_token_unknown', 'bind_token_used', 'bind_token_expired', 'workspace_bound_elsewhere'],
  },
  {
    operationId: 'pollInteraction',
    method: 'get',
    path: '/aauth/interaction',
    tag: 'Keys',
    summary: 'Poll an agent interaction',
    description:
      'Agents only, signed like every agent request (HTTP Message Signatures; see the Agents guide): the Location of a 202 interaction answer. 202 while the person has not answered (wait Retry-After), 200 once they approved; then 403 denied, 408 expired, 410 after a terminal answer.',
    auth: 'none',
    params: { query: InteractionPollQuery },
    responses: {
      200: { description: 'The person approved: the agent now acts as them.', schema: InteractionApproved },
      202: { description: 'Still waiting for the person.', schema: InteractionRequired },
    },
    errors: [
      'forbidden',
      'unauthenticated',
      'interaction_denied',
      'interaction_expired',
      'interaction_gone',
      'rate_limited',
    ],
    agentInteraction: false,
  },
  {
    operationId: 'getOpenApi',
    method: 'get',
    path: '/openapi.json',
    tag: 'Meta',
    summary: 'This document',
    description: 'The OpenAPI 3.1 document of the Partner API. No credentials needed.',
    auth: 'none',
    responses: { 200: { description: 'The document.', schema: OpenApiDocument } },
    errors: [],
  },
];

/** Outbound calls Jaunt makes to partners (OpenAPI `webhooks`). */
export const WEBHOOKS = {
  bookingResult: {
    summary: 'Booking result callback',
    description:
      "POSTed to the booking's webhook_url when it resolves (confirmed, failed, or later changes). Signed per Standard Webhooks with the key's whsec_ secret: verify `webhook-signature` over `webhook-id.webhook-timestamp.body`. Answer 2xx within 10 s; other answers are retried with backoff. Deduplicate by `webhook-id`.",
    schema: BookingWebhookPayload,
  },
} as const;
