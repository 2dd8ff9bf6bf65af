/** A closed set of failure codes, each with one HTTP status: the only place statuses are decided. */
const statusOf = {
  bad_request: 400,
  external_user_not_allowed: 400,
  unauthenticated: 401,
  key_malformed: 401,
  key_invalid: 401,
  // Agents (HTTP Message Signatures): the Signature-Error codes of ../shared/notes/agent-auth.md.
  invalid_request: 401,
  invalid_input: 401,
  invalid_signature: 401,
  unsupported_scheme: 401,
  invalid_key: 401,
  unknown_key: 401,
  invalid_jwt: 401,
  expired_jwt: 401,
  issuer_missing: 401,
  issuer_mismatch: 401,
  unsupported_algorithm: 401,
  // The agent interaction flow (spec 3.2, 4.11, 5.4): not errors, but answered in the error shape.
  interaction_required: 202,
  interaction_denied: 403,
  interaction_expired: 408,
  interaction_gone: 410,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  external_user_unknown: 404,
  conflict: 409,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof statusOf;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra members rendered into the JSON body (never internals). */
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to this failure (WWW-Authenticate, Retry-After...). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = statusOf[code];
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
