/** MCP over stdio for one actor (`npm run jaunt -- mcp`). */
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { Actor } from '../access/index.js';
import { buildMcpServer, type McpDeps } from './server.js';

/** MCP over this process's stdin/stdout for one actor; stdout carries the protocol only. */
export const serveMcpStdio = (deps: McpDeps, actor: Actor): { close(): Promise<void> } =>
  serveStdio(() => buildMcpServer(deps, actor));
