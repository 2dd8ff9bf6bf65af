/**
 * `mcp --key KEY [--user EXTERNAL_ID]`: the MCP server for AI assistants on stdio, acting for the
 * key's user (or EXTERNAL_ID with a negotiated key), until stdin closes. stdout carries the
 * protocol, so logs go to stderr.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { API_VERSION } from '../../contract/operations.js';
import { loadConfig } from '../../platform/config.js';
import { type Command, UsageError } from '../args.js';

export const mcp: Command = async (args) => {
  const { values } = parseArgs({
    args,
    options: { key: { type: 'string' }, user: { type: 'string' } },
  });
  if (!values.key) throw new UsageError('mcp needs --key KEY (an API key, as for the Partner API)');
  const config = loadConfig();
  // stdout carries the protocol: logs go to stderr.
  const { createOutboxWorker, openCore } = await import('../../main.js');
  const { mcpActor } = await import('../../mcp/session.js');
  const { serveMcpStdio } = await import('../../mcp/stdio.js');
  const core = await openCore(config, {
    log: pino({ level: config.JAUNT_LOG_LEVEL }, pino.destination(2)),
  });
  const actor = await mcpActor(core.services, `Bearer ${values.key}`, values.user);
  const worker = config.JAUNT_WORKER ? createOutboxWorker(core) : null;
  worker?.start();
  const stdio = serveMcpStdio(
    { services: core.services, publicUrl: config.JAUNT_PUBLIC_URL, version: API_VERSION },
    actor,
  );
  process.stdin.once('end', () => {
    void (async () => {
      await stdio.close();
      await worker?.stop(config.JAUNT_WEBHOOK_TIMEOUT_MS + 1000);
      await core.store.close();
      process.exit(0);
    })();
  });
  return -1; // serve until stdin closes
};
