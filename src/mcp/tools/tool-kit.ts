/**
 * What the MCP tools share: the result shape (a short text for the model plus compact structured
 * content), tool errors the model can act on, the actor a tool runs for and money formatting.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import type { Actor } from '../../access/index.js';
import { AppError, RequestValidationError } from '../../platform/errors.js';
import type { Services } from '../../services.js';

export interface McpDeps {
  services: Services;
  /** The public base URL: MCP bookings record `${publicUrl}/mcp` as where they came from. */
  publicUrl: string;
  version: string;
}

/** What a tool runs with: the deps and the actor of this connection. */
export interface ToolContext {
  deps: McpDeps;
  services: Services;
  actor: Actor;
}

/** Registers one tool on a server for one connection. */
export type RegisterTool = (server: McpServer, ctx: ToolContext) => void;

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

export const ok = (text: string, structured: Record<string, unknown>): ToolResult => ({
  content: [{ type: 'text', text }],
  structuredContent: structured,
});

/** User mistakes come back as tool errors the model can act on, never as protocol errors. */
const toolError = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

export const guarded =
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

export const needUser = (actor: Actor, what: string): string => {
  if (actor.externalUserId === null && actor.credential.kind === 'negotiated')
    throw new AppError(
      'bad_request',
      `${what} needs an end user: connect with X-External-User-Id (HTTP) or --user (stdio)`,
    );
  return actor.externalUserId ?? '';
};

export const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;
