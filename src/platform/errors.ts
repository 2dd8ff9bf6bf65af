/**
 * The closed table of failure codes: every `code` the service can answer with, its one HTTP status
 * and a one-line meaning (published in the OpenAPI document). The code thrown is the code rendered.
 */
export const ERRORS = {
  bad_request: { status: 400, meaning: 'The request is well-formed but a value is not acceptable.' },
  external_user_not_allowed: {
    status: 400,
    meaning: 'X-External-User-Id was sent with a self-serve key or agent, which act for their own user.',
  },
  activity_not_bookable: { status: 400, meaning: 'The activity cannot be booked through Jaunt.' },
  session_mismatch: {
    status: 400,
    meaning: 'No session of the activity matches the ticket line’s date and time.',
  },
  session_past: { status: 400, meaning: 'The chosen session has already started.' },
  ticket_type_unknown: { status: 400, meaning: 'The session has no ticket type with that name.' },
  ticket_unavailable: { status: 400, meaning: 'The ticket type is sold out or not on sale.' },
  quantity_out_of_range: {
    status: 400,
    meaning: 'num_tickets is outside the ticket type’s min/max quantity.',
  },
  currency_unsupported: {
    status: 400,
    meaning: 'The activity is priced in a currency Jaunt cannot convert.',
  },
  authorization_insufficient: {
    status: 400,
    meaning:
      'authorization_amount_cents does not cover tickets plus booking fee; required_cents says how much.',
  },
  webhook_url_not_https: { status: 400, meaning: 'live_purchase needs an https webhook_url.' },
  webhook_url_not_allowed: {
    status: 400,
    meaning: 'webhook_url points at a private, loopback or reserved address.',
  },
  bind_token_unknown: { status: 400, meaning: 'The bind_token does not exist; ask the bot for a fresh one.' },
  bind_token_used: { status: 400, meaning: 'The bind_token was already used by another key.' },
  no_inbound_recipient: { status: 400, meaning: 'The raw message names no recipient of our inbound domain.' },
  plan_too_few_options: { status: 400, meaning: 'A plan needs at least three options to vote on.' },
  plan_option_unknown: { status: 400, meaning: 'The vote is for an option the plan does not have.' },
  bind_token_expired: { status: 400, meaning: 'The bind_token has expired; ask the bot for a fresh one.' },
  // Agents (HTTP Message Signatures, RFC 9421): the Signature-Error codes.
  invalid_request: {
    status: 401,
    meaning: 'A signed request lacks a required covered component or signature parameter.',
  },
  invalid_input: { status: 401, meaning: 'Signature-Input, Signature or Signature-Key cannot be parsed.' },
  invalid_signature: {
    status: 401,
    meaning: 'The HTTP message signature does not verify (wrong key, skewed clock, replay or altered body).',
  },
  unsupported_scheme: { status: 401, meaning: 'The Signature-Key scheme is not hwk or jwt.' },
  invalid_key: { status: 401, meaning: 'The Signature-Key key is not a usable Ed25519 or P-256 public key.' },
  unknown_key: { status: 401, meaning: "The agent token's key is not in its issuer's JWKS." },
  invalid_jwt: { status: 401, meaning: 'The agent token is not a valid AAuth agent JWT.' },
  expired_jwt: { status: 401, meaning: 'The agent token has expired.' },
  issuer_missing: { status: 401, meaning: "The agent token's issuer metadata or JWKS cannot be fetched." },
  issuer_mismatch: { status: 401, meaning: "The agent token's issuer does not match its metadata." },
  unsupported_algorithm: { status: 401, meaning: 'The signature algorithm is not Ed25519 or ES256.' },
  unauthenticated: { status: 401, meaning: 'No credential was sent.' },
  key_malformed: {
    status: 401,
    meaning: 'The Authorization header is not "Bearer <API key>" with a well-formed key.',
  },
  key_invalid: { status: 401, meaning: 'The key is unknown, disabled or lacks the partner scope.' },
  // The agent interaction flow (spec 3.2, 4.11, 5.4): answered in the error shape.
  interaction_required: {
    status: 202,
    meaning:
      'A person must connect this agent (or its free trial is spent): follow Location and AAuth-Requirement.',
  },
  interaction_denied: { status: 403, meaning: 'The person denied the agent.' },
  interaction_expired: { status: 408, meaning: 'The interaction code expired before the person answered.' },
  interaction_gone: { status: 410, meaning: 'The interaction already ended; start a new one.' },
  payment_required: {
    status: 402,
    meaning: 'live_purchase with a key not authorized to charge the stored card.',
  },
  forbidden: {
    status: 403,
    meaning: 'The credential may not use this operation (e.g. bookings need a negotiated key).',
  },
  not_found: { status: 404, meaning: 'The resource or route does not exist (or belongs to someone else).' },
  external_user_unknown: { status: 404, meaning: 'The external user id is not provisioned for this key.' },
  plan_unknown: { status: 404, meaning: 'The plan no longer exists.' },
  place_unknown: { status: 404, meaning: 'No activities are known around the named place.' },
  conflict: { status: 409, meaning: 'The change conflicts with the current state.' },
  workspace_bound_elsewhere: {
    status: 409,
    meaning: 'The chat workspace is already bound to a different API key.',
  },
  not_cancellable: {
    status: 409,
    meaning: 'The booking can no longer be cancelled (the supplier’s cutoff has passed or it is final).',
  },
  payload_too_large: { status: 413, meaning: 'The request body is larger than 1 MiB.' },
  unsupported_media_type: {
    status: 415,
    meaning: 'The request body’s encoding or charset is not supported.',
  },
  rate_limited: {
    status: 429,
    meaning: 'A request window or the daily quota is spent; Retry-After says when to try again.',
  },
  idempotency_key_reused: {
    status: 422,
    meaning: 'The idempotency_key was already used for a different booking request.',
  },
  supplier_unavailable: {
    status: 503,
    meaning: 'The supplier could not be reached to cancel the booking; try again later.',
  },
  not_ready: {
    status: 503,
    meaning:
      'The server has just started and is still loading its catalogue snapshot; try again after Retry-After.',
  },
  storage_full: {
    status: 503,
    meaning: 'Our storage is full, so nothing was written; try again after Retry-After.',
  },
  internal: { status: 500, meaning: 'A fault on our side; the request_id identifies it in our logs.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra members rendered into the JSON body (never internals, never `code`). */
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to this failure (WWW-Authenticate, Retry-After...). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }
}

/** One FastAPI/pydantic-style validation item. */
export interface ValidationIssue {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** Rendered as 422 `{"detail": [...]}` exactly like FastAPI's HTTPValidationError. */
export class RequestValidationError extends Error {
  constructor(readonly detail: ValidationIssue[]) {
    super(detail.map((d) => `${d.loc.join('.')}: ${d.msg}`).join('; '));
  }
}
