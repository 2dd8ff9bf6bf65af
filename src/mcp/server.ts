/**
 * The MCP server for AI assistants: tools over the same services and zod schemas as the Partner API.
 * Results are a short text for the model plus compact structured content (ids, not shelves of data).
 * A tool per file under tools/; this file registers them in order and says, in its instructions, how
 * an assistant should use them.
 */
import { McpServer } from '@modelcontextprotocol/server';
import type { Actor } from '../access/index.js';
import { meterToolCalls } from './metered.js';
import { registerActivitiesNear } from './tools/activities-near.js';
import { registerBookActivity } from './tools/book-activity.js';
import { registerCancelBooking } from './tools/cancel-booking.js';
import { registerGetActivity } from './tools/get-activity.js';
import { registerRefreshPrices } from './tools/refresh-prices.js';
import { registerSearchActivities } from './tools/search-activities.js';
import type { McpDeps, RegisterTool } from './tools/tool-kit.js';
import { registerListOrders } from './tools/user-orders.js';

export type { McpDeps } from './tools/tool-kit.js';

/** The tools, in the order tools/list answers them. */
const TOOLS: readonly RegisterTool[] = [
  registerSearchActivities,
  registerActivitiesNear,
  registerGetActivity,
  registerBookActivity,
  registerListOrders,
  registerRefreshPrices,
  registerCancelBooking,
];

/** What the server tells an assistant at initialisation: the order of work, and booking safely. */
export const MCP_INSTRUCTIONS = [
  'Jaunt finds local activities (events, places, tours, classes) and books tickets for the user this connection acts for.',
  'Find: search_activities when the user says what they want (pass `location` when they name a place); activities_near for "what is there to do around X". Use only activity ids these tools return.',
  'Read: get_activity for sessions, ticket types, totals per ticket and availability; refresh_prices when the user is about to book and prices may be stale.',
  'Book safely: before book_activity, tell the user the activity, session, tickets and the total (tickets plus booking fee) and get their explicit confirmation. Take session_date, session_time and ticket_type_name exactly from get_activity.',
  'Test vs live: book_activity is a dry run by default (payment_mode dry_run_success: nothing is charged). Use payment_mode live_purchase only when the user asked to really buy and confirmed the total; the key must be allowed to charge. Say which one you did.',
  'Reuse the same idempotency_key when retrying one booking; a new booking needs a new key. If authorization_amount_cents is too low the error names the required amount: ask the user again before raising it.',
  'Afterwards: list_orders shows the result of each booking (confirmed, failed, deliverable_ready); cancel_booking cancels one, only after the user confirmed which.',
].join('\n');

export const buildMcpServer = (deps: McpDeps, actor: Actor): McpServer => {
  // Every tool call is charged to the actor's limits before it runs (metered.ts).
  const server = meterToolCalls(
    new McpServer({ name: 'jaunt', version: deps.version }, { instructions: MCP_INSTRUCTIONS }),
    deps.services,
    actor,
  );
  const ctx = { deps, services: deps.services, actor };
  for (const register of TOOLS) register(server, ctx);
  return server;
};
