/** MCP over streamable HTTP at /mcp, a fresh server per request for its actor. */
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler } from '@modelcontextprotocol/server';
import express, { Router } from 'express';
import { buildMcpServer, type McpDeps } from './server.js';
import { mcpActor } from './session.js';

/**
 * Streamable HTTP at /mcp, stateless: each request authenticates like the Partner API (bearer key,
 * X-External-User-Id) and is served by a fresh server for that actor. The JSON parser is scoped to
 * this router so Slack's raw-body signature check elsewhere keeps working.
 */
export const mcpRouter = (deps: McpDeps): Router => {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.all('/', async (req, res) => {
    const actor = await mcpActor(deps.services, req.get('authorization'), req.get('x-external-user-id'));
    const handler = createMcpHandler(() => buildMcpServer(deps, actor));
    try {
      await toNodeHandler(handler)(req, res, req.body);
    } finally {
      await handler.close();
    }
  });
  return router;
};
