/**
 * The MCP server for AI assistants: tools over the same services and zod schemas as the Partner API.
 * Results are a short text for the model plus compact structured content (ids, not shelves of data).
 * Seam for work that lands separately: `cancel_booking` is one entry.
 */
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { Actor } from '../access/index.js';
import { CreateBookingRequest } from '../contract/bookings.js';
import { ActivityPath, H3Query, HomescreenQuery, SearchQuery } from '../contract/params.js';
import { type PartnerActivityDetail, PaymentMode, type SearchResult } from '../contract/partner.js';
import { AppError, RequestValidationError } from '../platform/errors.js';
import { cellAt } from '../platform/geo.js';
import type { Services } from '../services.js';

export interface McpDeps {
  services: Services;
  /** The public base URL: MCP bookings record `${publicUrl}/mcp` as where they came from. */
  publicUrl: string;
  version: string;
}

interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

const ok = (text: string, structured: Record<string, unknown>): ToolResult => ({
  content: [{ type: 'text', text }],
  structuredContent: structured,
});

/** User mistakes come back as tool errors the model can act on, never as protocol errors. */
const toolError = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

const guarded =
  <A>(run: (args: A) => Promise<ToolResult>) =>
  async (args: A): Promise<ToolResult> => {
    try {
      return await run(args);
    } catch (e) {
      if (e instanceof AppError) return toolError(`${e.code}: ${e.message}`);
      if (e instanceof RequestValidationError) return toolError(`invalid arguments: ${e.message}`);
      throw e;
    }
  };

const needUser = (actor: Actor, what: string): string => {
  if (actor.externalUserId === null && actor.credential.kind === 'negotiated')
    throw new AppError(
      'bad_request',
      `${what} needs an end user: connect with X-External-User-Id (HTTP) or --user (stdio)`,
    );
  return actor.externalUserId ?? '';
};

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

const compactResult = (r: SearchResult) => ({
  activity_id: r.activity_id,
  name: r.name,
  why: r.why,
  venue: r.venue,
  next_datetime: r.next_datetime,
  entity_type: r.entity_type,
});

const compactDetail = (d: PartnerActivityDetail) => ({
  activity_id: d.activity_id,
  name: d.name,
  venue: d.venue,
  short_description: d.short_description,
  is_bookable: d.is_bookable,
  is_open_now: d.is_open_now,
  next_datetime: d.next_datetime,
  currency: d.ticket_price?.currency ?? null,
  sessions: (d.ticket_price?.sessions ?? []).slice(0, 20).map((s) => ({
    session_date: s.date,
    session_time: s.time,
    tickets: s.tickets.map((t) => ({
      ticket_type_name: t.name,
      total: t.total,
      available: t.available,
      min_quantity: t.min_quantity,
      max_quantity: t.max_quantity,
    })),
  })),
});

const SearchInput = SearchQuery;
const NearInput = HomescreenQuery.pick({ usual_plans: true, booking_filter: true })
  .extend({
    place: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('A place name known to Jaunt, e.g. "Brooklyn" or "Montmartre". Give this or lat+lng.'),
    lat: H3Query.shape.lat.optional(),
    lng: H3Query.shape.lng.optional(),
    limit: z.number().int().min(1).max(20).default(10).describe('Most activities to return, 1..20.'),
  })
  .describe('Where to look: a place name, or lat and lng.');
const BookInput = CreateBookingRequest.pick({
  activity_id: true,
  tickets: true,
  authorization_amount_cents: true,
  idempotency_key: true,
}).extend({
  payment_mode: PaymentMode.default('dry_run_success').describe(
    'dry_run_success (default) simulates a confirmed booking without charging; dry_run_failure simulates a decline; live_purchase charges the stored card for real: only when the user explicitly asked to buy and confirmed the total, and only if the key may charge.',
  ),
});
const OrdersInput = z.object({
  limit: z.number().int().min(1).max(50).default(10).describe('Most recent bookings to return, 1..50.'),
});

export const buildMcpServer = (deps: McpDeps, actor: Actor): McpServer => {
  const { services } = deps;
  const server = new McpServer({ name: 'jaunt', version: deps.version });

  server.registerTool(
    'search_activities',
    {
      title: 'Search activities',
      description:
        'Find local activities (events, places, tours, classes) from a natural-language request such as "jazz tonight" or "rainy-day things with kids". Use it when the user describes what they want to do; pass `location` when they name a city or area (without it the search is global). Returns up to `limit` (default 10) ranked results, each with an activity_id and a one-line reason. Use get_activity with an activity_id for sessions and prices. Never invent activity ids. Takes a few seconds.',
      inputSchema: SearchInput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args: z.output<typeof SearchInput>) => {
      const limit = args.limit ?? 10;
      const answer = await services.search.search(actor, {
        prompt: args.prompt,
        location: args.location ?? null,
        language: 'en',
        limit,
      });
      const results = answer.results.slice(0, limit).map(compactResult);
      const lines = results.map(
        (r, i) =>
          `${i + 1}. ${r.name} [${r.activity_id ?? 'no id'}]${r.next_datetime ? ` next ${r.next_datetime}` : ''}${r.why ? ` — ${r.why}` : ''}`,
      );
      return ok([answer.message, ...lines].join('\n'), { message: answer.message, results });
    }),
  );

  server.registerTool(
    'activities_near',
    {
      title: 'Activities near a place',
      description:
        'List activities around a place, ranked for the user: give `place` (a neighbourhood or city name) or `lat` and `lng` in degrees. Use it for "what is there to do near X" without a specific wish; use search_activities when the user says what they want. Returns activity ids, names and next dates; no prices (get_activity has them).',
      inputSchema: NearInput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args: z.output<typeof NearInput>) => {
      let where: { label: string; h3Cell: string };
      if (args.place !== undefined) {
        const found = await services.workspaces.resolvePlace(args.place);
        if (!found)
          throw new AppError(
            'place_unknown',
            `no activities known around "${args.place}"; try a nearby city name or lat/lng`,
          );
        where = found;
      } else if (args.lat !== undefined && args.lng !== undefined) {
        where = { label: `${args.lat}, ${args.lng}`, h3Cell: cellAt({ lat: args.lat, lng: args.lng }, 7) };
      } else throw new AppError('bad_request', 'give either `place`, or both `lat` and `lng`');
      const shelves = await services.discovery.homescreen(actor, {
        h3Cell: where.h3Cell,
        limit: args.limit,
        usualPlans: args.usual_plans,
        shelved: false,
        bookingFilter: args.booking_filter,
        language: 'en',
      });
      const activities = shelves.shelves
        .flatMap((s) => s.activities)
        .slice(0, args.limit)
        .map((a) => ({
          activity_id: a.activity_id,
          name: a.name,
          display_label: a.display_label,
          is_bookable: a.is_bookable,
          next_datetime: a.next_datetime,
        }));
      const lines = activities.map(
        (a, i) =>
          `${i + 1}. ${a.name} [${a.activity_id}] ${a.display_label}${a.is_bookable ? ' (bookable)' : ''}`,
      );
      return ok([`Near ${where.label} (${shelves.city}):`, ...lines].join('\n'), {
        place: where.label,
        city: shelves.city,
        h3_cell: shelves.h3_cell,
        activities,
      });
    }),
  );

  server.registerTool(
    'get_activity',
    {
      title: 'Activity details',
      description:
        'Details of one activity by activity_id (from search_activities or activities_near): venue, whether it is bookable, and its sessions with ticket types, total prices per ticket (fees included, in the activity currency) and availability. Use it before book_activity to pick a session and ticket type and to tell the user the price.',
      inputSchema: ActivityPath,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args: z.output<typeof ActivityPath>) => {
      const d = compactDetail(
        await services.catalogue.detail(actor, args.activity_id, ['en'], { debug: false }),
      );
      const sessions = d.sessions.map(
        (s) =>
          `- ${s.session_date ?? 'any date'} ${s.session_time ?? ''}: ${s.tickets
            .map(
              (t) =>
                `${t.ticket_type_name} ${d.currency ? money(t.total, d.currency) : t.total}${t.available ? '' : ' (unavailable)'}`,
            )
            .join('; ')}`,
      );
      const text = [
        `${d.name}${d.venue ? ` at ${d.venue}` : ''} [${d.activity_id}]`,
        d.short_description ?? '',
        d.is_bookable ? 'Bookable. Sessions:' : 'Not bookable through Jaunt.',
        ...sessions,
      ]
        .filter((l) => l !== '')
        .join('\n');
      return ok(text, d);
    }),
  );

  server.registerTool(
    'book_activity',
    {
      title: 'Book tickets',
      description:
        'Book tickets for the user. By default this is a DRY RUN (payment_mode dry_run_success): nothing is charged and the booking is simulated. Only use payment_mode live_purchase when the user explicitly asked to buy, after telling them the total and getting their confirmation. Take session_date, session_time and ticket_type_name exactly from get_activity. authorization_amount_cents is the total you may charge in USD cents (tickets plus booking fee); if too low the error says the required amount. Reuse the same idempotency_key when retrying the same booking; use a new one for a new booking. Returns the booking_id and status (accepted, then confirmed or failed: check list_orders).',
      inputSchema: BookInput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    guarded(async (args: z.output<typeof BookInput>) => {
      const external = needUser(actor, 'Booking');
      if (args.payment_mode === 'live_purchase' && !actor.credential.canChargeStoredCard)
        throw new AppError(
          'payment_required',
          'This key may not charge the stored card: use payment_mode dry_run_success, or ask the partner for a key with live purchases',
        );
      const accepted = await services.bookings.create(
        actor,
        { ...args, external_user_id: external, webhook_url: `${deps.publicUrl}/mcp` },
        { kind: 'mcp' },
      );
      const dry = args.payment_mode !== 'live_purchase';
      return ok(
        `Booking ${accepted.booking_id} ${accepted.status}${dry ? ' (dry run: nothing charged)' : ''}. Check list_orders for the result.`,
        { ...accepted, payment_mode: args.payment_mode, dry_run: dry },
      );
    }),
  );

  server.registerTool(
    'list_orders',
    {
      title: "The user's orders",
      description:
        "The user's bookings, newest first, with status (accepted/pending, confirmed, failed, deliverable_ready, cancelled), activity name and authorised amount. Use it to check a booking's result after book_activity.",
      inputSchema: OrdersInput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args: z.output<typeof OrdersInput>) => {
      needUser(actor, 'Orders');
      const orders = await services.orders.list(actor, 'en');
      const bookings = orders.bookings.slice(0, args.limit).map((b) => ({
        booking_id: b.id,
        status: b.status,
        activity_name: b.activity_name,
        authorization_amount_cents: b.authorization_amount_cents,
        created_at: b.created_at,
      }));
      const lines = bookings.map(
        (b) => `- ${b.booking_id} ${b.status}: ${b.activity_name ?? 'activity'} (${b.created_at})`,
      );
      return ok(bookings.length > 0 ? lines.join('\n') : 'No bookings yet.', { bookings });
    }),
  );

  server.registerTool(
    'refresh_prices',
    {
      title: 'Refresh prices from the booking page',
      description:
        "Re-reads one activity's booking page now and returns its current sessions, ticket types and prices (activity currency, fees included in totals). Use it when the user is about to book and the prices from get_activity may be stale, or when they ask whether tickets are still available. scrape_status says how it went: success (fresh prices), no_prices (the page shows none; the last known prices are kept) or error (the page could not be read; the last known prices are returned). A refresh within the last 10 minutes answers from the stored result.",
      inputSchema: ActivityPath,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    guarded(async (args: z.output<typeof ActivityPath>) => {
      const { body } = await services.prices.refresh(args.activity_id);
      const sessions = body.ticket_price?.sessions ?? [];
      const currency = body.ticket_price?.currency;
      const lines = sessions.map(
        (s) =>
          `- ${s.date ?? 'any date'} ${s.time ?? ''}: ${s.tickets
            .map(
              (t) =>
                `${t.name} ${currency ? money(t.total, currency) : t.total}${t.available ? '' : ' (unavailable)'}`,
            )
            .join('; ')}`,
      );
      const head = {
        success: 'Prices read from the booking page just now.',
        no_prices: 'The booking page shows no prices; these are the last known ones.',
        error: 'The booking page could not be read; these are the last known prices.',
      }[body.scrape_status];
      return ok(
        [`${head} [${body.activity_id}]`, ...(lines.length > 0 ? lines : ['No prices known.'])].join('\n'),
        body,
      );
    }),
  );

  // Seam: `cancel_booking` registers here, one `server.registerTool`, when its service exists.
  return server;
};
