/**
 * Builds the OpenAPI 3.1 document from the operation registry and its zod schemas (zod 4's JSON Schema
 * output, draft 2020-12, which is OpenAPI 3.1's dialect). Nothing here is written by hand twice.
 */
import { z } from 'zod';
import { ERRORS, type ErrorCode } from '../platform/errors.js';
import * as bookings from './bookings.js';
import { BookingTicketItem, CreateBookingRequest } from './bookings.js';
import * as errors from './errors.js';
import { ErrorBody, HTTPValidationError, InteractionRequired, PaymentRequired } from './errors.js';
import { tidySchemas } from './openapi-tidy.js';
import { API_PREFIX, type HeaderName, OPERATIONS, type Operation, WEBHOOKS } from './operations.js';
import { AuthResponse, OpenApiDocument } from './params.js';
import * as partner from './partner.js';
import { BindWorkspaceRequest, ProvisionUserRequest } from './partner.js';

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

/**
 * Every schema the contract exports is a component under its export name; nested named schemas
 * become $refs. Request bodies are described as input (defaults optional), the rest as output.
 */
const REQUESTS: Record<string, z.ZodType> = {
  ProvisionUserRequest,
  CreateBookingRequest,
  BindWorkspaceRequest,
  BookingTicketItem,
};
const isSchema = (v: unknown): v is z.ZodType => v instanceof z.ZodType;
const OUTPUTS: Record<string, z.ZodType> = Object.fromEntries(
  // Sorted: module namespace key order differs between runtimes (tsx vs vitest).
  Object.entries({ ...partner, ...bookings, ...errors, AuthResponse, OpenApiDocument })
    .filter(([id, v]) => isSchema(v) && !(id in REQUESTS) && id !== 'BookingPath')
    .sort(([a], [b]) => a.localeCompare(b)),
) as Record<string, z.ZodType>;

const registryOf = (named: Record<string, z.ZodType>) => {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) if (!registry.has(schema)) registry.add(schema, { id });
  return registry;
};
const REGISTRY: Record<Io, ReturnType<typeof registryOf>> = {
  input: registryOf(REQUESTS),
  output: registryOf(OUTPUTS),
};

const componentSchemas = (): Record<string, Json> => {
  const out: Record<string, Json> = {};
  for (const io of ['input', 'output'] as const) {
    const { schemas } = z.toJSONSchema(REGISTRY[io], {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
      uri: (id) => `#/components/schemas/${id}`,
    });
    for (const [id, schema] of Object.entries(schemas)) {
      const { $schema: _s, $id: _i, ...rest } = schema as Json;
      out[id] = rest;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
};

/** Response objects: output mode closes them (additionalProperties false unless declared loose). */
const jsonSchema = (schema: z.ZodType, io: Io): Json => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest as Json;
};

const schemaRef = (schema: z.ZodType, io: Io): Json => {
  const id = REGISTRY[io].get(schema)?.id;
  return id ? { $ref: `#/components/schemas/${id}` } : jsonSchema(schema, io);
};

const json = (schema: Json) => ({ 'application/json': { schema } });

const headerRef = (h: string) => ({ $ref: `#/components/headers/${h}` });
const COMMON_HEADERS = ['X-Request-Id', 'RateLimit', 'RateLimit-Policy'] as const;
const headersOf = (extra: readonly string[] = []) =>
  Object.fromEntries([...COMMON_HEADERS, ...extra].map((h) => [h, headerRef(h)]));

const errorResponse = (codes: ErrorCode[], status: number): Json => {
  const list = codes.map((c) => `\`${c}\`: ${ERRORS[c].meaning}`).join(' · ');
  if (status === 402)
    return {
      description: `Payment required (body \`{detail}\`). ${list}`,
      headers: headersOf(),
      content: json(schemaRef(PaymentRequired, 'output')),
    };
  return {
    description: `Error; \`code\` is one of: ${list}`,
    headers: headersOf(status === 401 ? ['WWW-Authenticate', 'AAuth-Requirement'] : []),
    content: json(schemaRef(ErrorBody, 'output')),
  };
};

/**
 * A parameter's schema: what the route validates to (a query value arrives as a string and is
 * parsed, so its bounds, enum and format are the parsed side's), or the raw side where the parsed
 * one has no JSON form (a transform).
 */
const parameterSchema = (field: z.ZodType): Json => {
  const parsed = jsonSchema(field, 'output');
  const { description: _d, default: _f, examples: _e, ...shape } = parsed;
  return Object.keys(shape).length > 0 ? parsed : { ...jsonSchema(field, 'input'), ...parsed };
};

/**
 * Splits a zod object into OpenAPI parameters, one per property. Required exactly when the route's
 * own schema refuses the parameter's absence.
 */
const parametersOf = (where: 'path' | 'query', obj: z.ZodObject | undefined): Json[] => {
  if (!obj) return [];
  return Object.entries(obj.shape as Record<string, z.ZodType>).map(([key, field]) => {
    const { description, ...schema } = parameterSchema(field);
    const array = schema.type === 'array';
    return {
      name: key,
      in: where,
      required: where === 'path' || !field.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema,
      ...(array ? { style: 'form', explode: true } : {}),
    };
  });
};

/** Codes that every operation of its kind may answer with, besides its own. */
const commonErrors = (op: Operation): ErrorCode[] => [
  ...(op.auth === 'bearer'
    ? ([
        'unauthenticated',
        'key_malformed',
        'key_invalid',
        'external_user_not_allowed',
        'rate_limited',
      ] as const)
    : []),
  ...(op.body ? (['payload_too_large', 'unsupported_media_type'] as const) : []),
  'storage_full',
  'internal',
];

const validates = (op: Operation): boolean =>
  op.body !== undefined ||
  op.params?.path !== undefined ||
  op.params?.query !== undefined ||
  op.externalUser === 'required';

const operationObject = (op: Operation, agents: boolean): Json => {
  const responses: Record<string, Json> = {};
  for (const [status, r] of Object.entries(op.responses)) {
    if (!r) continue;
    responses[status] = {
      description: r.description,
      headers: headersOf(r.headers ?? []),
      content: json(schemaRef(r.schema, 'output')),
    };
  }
  if (agents && op.auth === 'bearer' && op.agentInteraction !== false) {
    const interaction = schemaRef(InteractionRequired, 'output');
    const own = op.responses[202];
    responses['202'] = own
      ? {
          description: `${own.description} An agent needing interaction gets the InteractionRequired body instead.`,
          headers: headersOf(['Location', 'AAuth-Requirement']),
          content: json({ oneOf: [schemaRef(own.schema, 'output'), interaction] }),
        }
      : { $ref: '#/components/responses/InteractionRequired' };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const c of [...commonErrors(op), ...op.errors]) {
    const s = ERRORS[c].status;
    byStatus.set(s, [...(byStatus.get(s) ?? []), c]);
  }
  if (validates(op)) responses['422'] = { $ref: '#/components/responses/ValidationError' };
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0]))
    responses[String(status)] =
      status === 422 && validates(op)
        ? {
            description: `Request validation failed (FastAPI \`{detail: [...]}\`), or \`{error, code}\` with: ${codes.map((c) => `\`${c}\`: ${ERRORS[c].meaning}`).join(' · ')}`,
            headers: headersOf(),
            content: json({
              oneOf: [schemaRef(HTTPValidationError, 'output'), schemaRef(ErrorBody, 'output')],
            }),
          }
        : (responses[String(status)] ?? errorResponse(codes, status));

  const parameters = [
    ...parametersOf('path', op.params?.path),
    ...parametersOf('query', op.params?.query),
    ...(op.externalUser
      ? [
          {
            $ref: `#/components/parameters/ExternalUserId${op.externalUser === 'required' ? 'Required' : 'Optional'}`,
          },
        ]
      : []),
    ...(op.acceptLanguage ? [{ $ref: '#/components/parameters/AcceptLanguage' }] : []),
  ];
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    security: op.auth === 'bearer' ? [{ bearerAuth: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: json(schemaRef(op.body, 'input')) } } : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
  };
};

/** Response headers; every HeaderName an operation lists must be here. */
const HEADERS: Record<
  HeaderName | (typeof COMMON_HEADERS)[number] | 'WWW-Authenticate' | 'AAuth-Requirement' | 'Location',
  Json
> = {
  'X-Request-Id': {
    description: 'Echoes a well-formed X-Request-Id, or a fresh id. Quote it when reporting a problem.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'Remaining quota in the current window (IETF draft RateLimit header fields), e.g. `"default";r=42;t=17`.',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The windows that apply to this key, e.g. `"default";q=100;w=60`.',
    schema: { type: 'string' },
  },
  'WWW-Authenticate': {
    description: 'Bearer challenge; points at the protected-resource metadata (RFC 9728).',
    schema: { type: 'string' },
  },
  'AAuth-Requirement': {
    description:
      '`requirement=agent-token` on 401; `requirement=interaction; url=<URL>; code=<CODE>` on 202.',
    schema: { type: 'string' },
  },
  Location: { description: 'Where to poll until the interaction finishes.', schema: { type: 'string' } },
  'Cache-Control': {
    description: 'How long this personalised answer may be cached (private).',
    schema: { type: 'string' },
  },
  Vary: { description: 'Authorization, X-External-User-Id, Accept-Language.', schema: { type: 'string' } },
};

const webhookHeader = (name: string, description: string): Json => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

const DESCRIPTION = `Jaunt finds local activities (events and places) and books tickets for your users.

**Authentication.** Send \`Authorization: Bearer <API key>\`. Keys start with \`jaunt_api_\` (production) or \`jaunt_api_staging_\` (staging). Negotiated keys act for many users and name the user in \`X-External-User-Id\`; self-serve keys act for their own user and must not send that header (400). AI agents may instead sign each request with HTTP Message Signatures (RFC 9421: \`Signature-Input\`, \`Signature\`, \`Signature-Key\`); an agent that needs its user's approval gets a 202 with \`AAuth-Requirement: requirement=interaction\` and a \`Location\` to poll.

**Errors.** Every error body is JSON: \`{error, code}\` with \`code\` from one closed list (see \`ErrorBody\`), FastAPI's \`{detail: [...]}\` for 422 validation errors, and \`{detail}\` for 402.

**Money** is integer minor units (cents) where a field ends in \`_cents\`; ticket prices are decimal amounts in the activity's currency. **Times** are ISO 8601 in the activity's own zone.`;

export interface OpenApiOptions {
  /** The public base URL of this deployment (JAUNT_PUBLIC_URL). */
  serverUrl: string;
  version: string;
  /**
   * `bearer` leaves out what only agent-signature callers receive (the 202 interaction answer):
   * the typed client, which authenticates with API keys, is generated from that view.
   */
  audience?: 'all' | 'bearer';
}

export const buildOpenApi = (opts: OpenApiOptions): Json => {
  const paths: Record<string, Record<string, Json>> = {};
  for (const op of OPERATIONS) {
    const path = `${API_PREFIX}${op.path}`;
    paths[path] = { ...paths[path], [op.method]: operationObject(op, opts.audience !== 'bearer') };
  }
  const schemas = componentSchemas();
  const webhooks = Object.fromEntries(
    Object.entries(WEBHOOKS).map(([id, w]) => [
      id,
      {
        post: {
          operationId: id,
          summary: w.summary,
          description: w.description,
          parameters: [
            webhookHeader('webhook-id', 'Unique per message; the same on every retry. Deduplicate by it.'),
            webhookHeader(
              'webhook-timestamp',
              'Unix seconds when this attempt was signed; reject stale ones.',
            ),
            webhookHeader(
              'webhook-signature',
              '`v1,<base64 HMAC-SHA256>` over `webhook-id.webhook-timestamp.body`.',
            ),
          ],
          requestBody: { required: true, content: json(schemaRef(w.schema, 'output')) },
          responses: {
            '2XX': { description: 'Received. Answer within 10 seconds.' },
            default: { description: 'Anything else is retried with backoff.' },
          },
        },
      },
    ]),
  );
  return tidySchemas({
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Jaunt Partner API',
      version: opts.version,
      summary: 'Discover local activities and book tickets for your users.',
      description: DESCRIPTION,
    },
    servers: [{ url: opts.serverUrl }],
    tags: [
      { name: 'Keys', description: 'Check a credential.' },
      { name: 'Users', description: 'Map your users to Jaunt users.' },
      { name: 'Discovery', description: 'Homescreen shelves, search, activity detail.' },
      { name: 'Bookings', description: 'Book tickets; results arrive as signed callbacks.' },
      { name: 'Chat', description: 'Slack workspaces bound to a key.' },
      { name: 'Meta', description: 'This document.' },
    ],
    paths,
    webhooks,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key: `jaunt_api_…` (production) or `jaunt_api_staging_…` (staging).',
        },
      },
      parameters: {
        ExternalUserIdRequired: {
          name: 'x-external-user-id',
          in: 'header',
          required: false,
          description:
            'Your id of the end user. Required with negotiated keys (422 when missing); self-serve keys and agents must not send it (400).',
          schema: { type: 'string', maxLength: 255 },
        },
        ExternalUserIdOptional: {
          name: 'x-external-user-id',
          in: 'header',
          required: false,
          description:
            'Your id of the end user; personalises the answer for negotiated keys. Self-serve keys and agents must not send it (400).',
          schema: { type: 'string', maxLength: 255 },
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'BCP 47 language of names and descriptions; default `en`.',
          schema: { type: 'string' },
        },
      },
      headers: HEADERS,
      responses: {
        ValidationError: {
          description: 'Request validation failed (FastAPI `HTTPValidationError`).',
          headers: headersOf(),
          content: json(schemaRef(HTTPValidationError, 'output')),
        },
        InteractionRequired: {
          description:
            "An agent needs its user's approval: send the user to the `AAuth-Requirement` url, poll `Location`, then retry.",
          headers: headersOf(['Location', 'AAuth-Requirement']),
          content: json(schemaRef(InteractionRequired, 'output')),
        },
      },
    },
  });
};
