/**
 * The MCP server for AI assistants: tools over the same services and zod schemas as the Partner API.
 * Results are a short text for the model plus compact structured content (ids, not shelves of data).
 * A tool per file under tools/; this file registers them in order. Seam for work that lands
 * separately: `cancel_booking` is one entry.
 */
import { McpServer } from '@modelcontextprotocol/server';
import type { Actor } from '../access/index.js';
import { meterToolCalls } from './metered.js';
import { registerActivitiesNear } from './tools/activities-near.js';
import { registerBookActivity } from './tools/book-activity.js';
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
  // Seam: `cancel_booking` registers here, one file under tools/, when its service exists.
];

export const buildMcpServer = (deps: McpDeps, actor: Actor): McpServer => {
  // Every tool call is charged to the actor's limits before it runs (metered.ts).
  const server = meterToolCalls(
    new McpServer({ name: 'jaunt', version: deps.version }),
    deps.services,
    actor,
  );
  const ctx = { deps, services: deps.services, actor };
  for (const register of TOOLS) register(server, ctx);
  return server;
};
