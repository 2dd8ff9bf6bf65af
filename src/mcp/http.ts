/** MCP over streamable HTTP at /mcp, a fresh server per request for its actor. */
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler } from '@modelcontextprotocol/server';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { deeperThan, MAX_JSON_DEPTH } from '../platform/json-depth.js';
import { buildMcpServer, type McpDeps } from './server.js';
import { mcpActor } from './session.js';

/** JSON-RPC 2.0's own error codes for a body that is not JSON, or not a request we take. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

const jsonRpcError = (res: Response, code: number, message: string): void => {
  res.status(400).json({ jsonrpc: '2.0', id: null, error: { code, message } });
};

/**
 * Streamable HTTP at /mcp, stateless: each request authenticates like the Partner API (bearer key,
 * X-External-User-Id) and is served by a fresh server for that actor; each tool call is charged to
 * the key's limits (metered.ts). The JSON parser is scoped to this router so Slack's raw-body
 * signature check elsewhere keeps working. Bodies that do not parse, or nest deeper than the
 * Partner API allows, answer a JSON-RPC error before anything else reads them.
 */
export const mcpRouter = (deps: McpDeps): Router => {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!deeperThan(req.body, MAX_JSON_DEPTH)) return next();
    jsonRpcError(res, INVALID_REQUEST, `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
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
