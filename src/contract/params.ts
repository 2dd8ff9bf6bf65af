/**
 * Path, query and small response shapes of the Partner API operations (spec 4.x), shared by the HTTP
 * routes, the OpenAPI document and the MCP tools. `.describe()` texts become parameter descriptions.
 */
import { z } from 'zod';
import { isCellAtResolution } from '../platform/geo.js';
import { BookingFilter, HomescreenPlan } from './partner.js';
import { qBool, qInt, qList, qNumber, qString } from './query.js';

/** Search bounds: the longest prompt accepted, and the most results one call returns. */
export const MAX_PROMPT_CHARS = 10_000;
export const MAX_RESULTS = 50;

export const ActivityPath = z.object({
  activity_id: z.uuid().describe('Activity id (UUID) from homescreen or search results.'),
});
// `debug` is named by spec 2.2 but not listed for this operation: accepted, additive.
export const DetailQuery = z.object({
  debug: qBool().default(false).describe('Adds booking_domain to the answer.'),
});

export const H3Query = z.object({
  lat: qNumber().pipe(z.number().min(-90).max(90)).describe('Latitude in degrees, -90..90.'),
  lng: qNumber().pipe(z.number().min(-180).max(180)).describe('Longitude in degrees, -180..180.'),
  resolution: qInt()
    .pipe(z.number().int().min(0).max(15))
    .default(7)
    .describe('H3 resolution 0..15; homescreen takes resolution 7.'),
});

export const HomescreenQuery = z.object({
  h3_cell: qString()
    .pipe(
      z
        .string()
        .transform((s) => s.trim().toLowerCase())
        .refine((s) => isCellAtResolution(s, 7), {
          message: 'Value error, h3_cell must be a valid H3 cell index at resolution 7',
          params: { type: 'value_error' },
        }),
    )
    .meta({ examples: ['872a100d2ffffff'] })
    .describe('H3 cell index at resolution 7 (GET /h3 converts lat/lng); only picks the search centre.'),
  limit: qInt()
    .pipe(z.number().int().min(1).max(250))
    .default(250)
    .describe('Most activities per shelf, 1..250.'),
  usual_plans: qList(HomescreenPlan)
    .default([])
    .describe('Plans that boost suitable activities; repeated or comma-separated.'),
  shelved: qBool()
    .default(false)
    .describe('false: one flat shelf; true: thematic shelves by weather, persona and time.'),
  booking_filter: qString().pipe(BookingFilter).default('all').describe('Which activities to include.'),
  debug: qBool().default(false).describe('Adds booking_domain to each activity.'),
});

export const SearchQuery = z.object({
  prompt: qString()
    .pipe(
      z
        .string()
        .max(MAX_PROMPT_CHARS)
        .refine((s) => s.trim().length > 0, {
          message: 'String should have at least 1 character',
          params: { type: 'string_too_short', ctx: { min_length: 1 } },
        })
        // The refinement above, as the document states it (blank prompts are refused too).
        .meta({ minLength: 1 }),
    )
    .describe('What the user is looking for, in natural language.'),
  location: qString().optional().describe('Free-text place hint; without it the search is global.'),
  // Additive: the spec shows no limit; default 20.
  limit: qInt()
    .pipe(z.number().int().min(1).max(MAX_RESULTS))
    .optional()
    .describe(`Most results, 1..${MAX_RESULTS}; default 20.`),
});

/** GET /auth (spec 4.1): `ok` plus what the key is; more members may follow. */
export const AuthResponse = z.looseObject({
  ok: z.literal(true),
  key_id: z.string(),
  kind: z.enum(['negotiated', 'self-serve', 'agent']),
  name: z.string(),
  environment: z.enum(['production', 'staging']),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/** GET /openapi.json: an OpenAPI 3.1 document (its own schema is the OpenAPI specification's). */
export const OpenApiDocument = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /aauth/interaction (spec 4.11): the `state` from the 202's Location. */
export const InteractionPollQuery = z.object({ state: z.string().min(1).max(200) });
/** The poll's answer once the person approved: from now on the agent acts as them. */
export const InteractionApproved = z.looseObject({ status: z.literal('approved'), agent_id: z.string() });
export type InteractionApproved = z.infer<typeof InteractionApproved>;
