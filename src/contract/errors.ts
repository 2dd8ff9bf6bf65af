/**
 * The failure bodies the Partner API answers with (spec 7, 3.2), as zod schemas: `{error, code}` with
 * the closed code table, FastAPI's 422, the 402 `{detail}` and the 202 agent-interaction answer.
 */
import { z } from 'zod';
import { ERROR_CODES, ERRORS } from '../platform/errors.js';

export const ErrorCode = z
  .enum(ERROR_CODES)
  .describe(
    `The closed set of error codes:\n${ERROR_CODES.map((c) => `- \`${c}\` (${ERRORS[c].status}): ${ERRORS[c].meaning}`).join('\n')}`,
  );

export const ErrorBody = z.object({
  error: z.string().describe('Human-readable; may change, do not match on it.'),
  code: ErrorCode,
  /** With authorization_insufficient: the amount that would cover the booking. */
  required_cents: z
    .number()
    .int()
    .optional()
    .describe('With `authorization_insufficient`: the total needed.'),
  /** With internal: the id to quote when reporting the fault. */
  request_id: z.string().optional().describe('With `internal`: quote it when reporting the fault.'),
  /** With the interaction poll's terminal answers: what the person did or why it ended. */
  detail: z.string().optional().describe('With `interaction_denied`, `_expired`, `_gone`: what ended it.'),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** 402 is the one status whose body the spec gives as `{detail}`. */
export const PaymentRequired = z.object({ detail: z.string() });

export const ValidationErrorItem = z.object({
  loc: z.array(z.union([z.string(), z.number().int()])),
  msg: z.string(),
  type: z.string(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
});
/** FastAPI's HTTPValidationError, byte for byte in shape. */
export const HTTPValidationError = z.object({ detail: z.array(ValidationErrorItem) });

/** Spec 3.2/5.4: an agent must have its user finish an interaction; poll the Location header. */
export const InteractionRequired = z.object({
  error: z.string(),
  code: z.literal('interaction_required').optional(),
  status: z.literal('pending'),
});
