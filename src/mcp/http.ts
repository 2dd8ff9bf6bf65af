/** MCP over streamable HTTP at /mcp, a fresh server per request for its actor. */
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler } from '@modelcontextprotocol/server';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { deeperThan, MAX_JSON_DEPTH } from '../platform/json-depth.js';
import { buildMcpServer, type McpDeps } from './server.js';
import { mcpActor } from './session.js';

/** JSON-RPC 2.0's own error codes for a body that is not JSON, or not a request we take. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;

const AnObject = z.record(z.string(), z.unknown());
/**
 * Params the SDK reads without answering invalid params when they are wrong (it answers -32603, an
 * internal error): checked here first, to the depth a client's mistake usually reaches.
 */
const NEEDS_PARAMS: Record<string, z.ZodType> = {
  initialize: z.object({
    protocolVersion: z.string(),
    capabilities: AnObject,
    clientInfo: z.object({ name: z.string(), version: z.string() }),
  }),
  'tools/call': AnObject,
};

const jsonRpcError = (res: Response, code: number, message: string, id: unknown = null): void => {
  const echoed = typeof id === 'string' || typeof id === 'number' ? id : null;
  res.status(400).json({ jsonrpc: '2.0', id: echoed, error: { code, message } });
};

/** A request for a method that needs params, sent without them or with the wrong shape. */
const missingParams = (body: unknown): { id: unknown; method: string } | null => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const m = body as { id?: unknown; method?: unknown; params?: unknown };
  const schema = typeof m.method === 'string' ? NEEDS_PARAMS[m.method] : undefined;
  if (typeof m.method !== 'string' || schema === undefined) return null;
  return schema.safeParse(m.params).success ? null : { id: m.id, method: m.method };
};

/**
 * Streamable HTTP at /mcp, stateless: each request authenticates like the Partner API (bearer key,
 * X-External-User-Id) and is served by a fresh server for that actor; each tool call is charged to
 * the key's limits (metered.ts). The JSON parser is scoped to this router so Slack's raw-body
 * signature check elsewhere keeps working. Bodies that do not parse, nest deeper than the Partner
 * API allows, or lack the params their method needs answer a JSON-RPC error before anything else
 * reads them.
 */
export const mcpRouter = (deps: McpDeps): Router => {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!deeperThan(req.body, MAX_JSON_DEPTH)) return next();
    jsonRpcError(res, INVALID_REQUEST, `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  });
  router.use((req: Request, res: Response, next: NextFunction) => {
    const missing = missingParams(req.body);
    if (!missing) return next();
    jsonRpcError(
      res,
      INVALID_PARAMS,
      `Invalid params: see the ${missing.method} params in the MCP specification`,
      missing.id,
    );
  });
  router.all('/', async (req, res) => {
    const actor = await mcpActor(deps.services, req.get('authorization'), req.get('x-external-user-id'));
    const handler = createMcpHandler(() => buildMcpServer(deps, actor));
    try {
      await toNodeHandler(handler)(req, res, req.body);
    } finally {
      await handler.close();
    }
  });
  // express.json's own failures (malformed JSON): a parse error; anything else goes on to the renderer.
  router.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const type = (err as { type?: unknown } | null)?.type;
    if (type === 'entity.parse.failed')
      return jsonRpcError(res, PARSE_ERROR, 'Parse error: the body is not JSON');
    next(err);
  });
  return router;
};
