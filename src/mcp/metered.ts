/**
 * The limiter step on MCP: every tool call, over HTTP or stdio, is charged to the connection's
 * credential through the same `limits.chargeCaller` the Partner API uses, so a key meets one count
 * whichever door it comes through. Over a limit the call answers a tool error that says when to retry.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import type { Actor, ChargeOutcome } from '../access/index.js';
import { overLimitMessage } from '../access/index.js';
import type { Services } from '../services.js';

type Handler = (...args: unknown[]) => unknown;

/** The tool error of a refused call: the text for the model, and `retry_after_s` for its client. */
export const overLimitResult = (outcome: ChargeOutcome & { allowed: false }) => ({
  content: [
    {
      type: 'text' as const,
      text: `rate_limited: ${overLimitMessage(outcome)} (retry after ${outcome.retryAfterS} s)`,
    },
  ],
  structuredContent: {
    code: 'rate_limited',
    exceeded: outcome.exceeded,
    retry_after_s: outcome.retryAfterS,
  },
  isError: true,
});

/** Wraps every tool this server registers so each call is charged before it runs. */
export const meterToolCalls = (server: McpServer, services: Services, actor: Actor): McpServer => {
  const register = server.registerTool.bind(server) as (name: string, config: unknown, h: Handler) => unknown;
  const metered = (name: string, config: unknown, handler: Handler) =>
    register(name, config, async (...args: unknown[]) => {
      const outcome = await services.limits.chargeCaller(actor.credential, { quota: true });
      if (!outcome.allowed) return overLimitResult(outcome);
      return handler(...args);
    });
  server.registerTool = metered as unknown as McpServer['registerTool'];
  return server;
};
