/**
 * The assistant config in docs/ai-assistants.md, exactly as a desktop assistant starts it: only
 * `command`, `args` and `env` (absolute paths, no `cwd`, no shell, started from `/`), through the
 * official MCP SDK client over stdio; it lists the tools and calls one. The placeholders
 * (`/path/to/node`, `/path/to/jaunt`, the key) are filled as the guide tells a reader to.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers/app.js';

const run = promisify(execFile);
// A checkout stand-in under node_modules/.cache: its dist/ resolves the repository's node_modules.
const cache = resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const root = mkdtempSync(join(cache, 'jaunt-assistant-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface ServerConfig {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** The guide's JSON block(s) that configure `mcpServers`. */
const guideConfigs = (): string[] =>
  [...readFileSync('docs/ai-assistants.md', 'utf8').matchAll(/```json\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .filter((block) => block.includes('"mcpServers"'));

describe('the assistant config in docs/ai-assistants.md', () => {
  it('is command, args and env only, and starts a working MCP server from anywhere', async () => {
    const blocks = guideConfigs();
    expect(blocks).toHaveLength(1);
    const text = blocks[0] ?? '';
    // `npm run build` as the guide says, into the stand-in checkout.
    await run(process.execPath, [resolve('bin/build.mjs'), `--outdir=${join(root, 'dist')}`]);
    mkdirSync(join(root, 'data'));
    // What dist/ reads beside itself in a checkout (the migrations).
    symlinkSync(resolve('db'), join(root, 'db'));
    // `npm start` on that checkout's database, a key, the user provisioned once (as the guide says).
    const app = await startTestApp({
      sqlite: true,
      // No JAUNT_SECRET_KEY: development keeps its key beside the database, as npm start does.
      env: { JAUNT_ENV: 'development', JAUNT_DB: join(root, 'data', 'jaunt.db'), JAUNT_SECRET_KEY: '' },
    });
    let key: string;
    try {
      key = (await app.createKey('negotiated', { staging: true, name: 'My assistant' })).key;
      const user = await app.request('/partner/v1/users', {
        method: 'POST',
        key,
        body: { external_user_id: 'alice' },
      });
      expect(user.status).toBe(201);
    } finally {
      await app.stop();
    }

    const filled = text
      .replaceAll('/path/to/node', process.execPath)
      .replaceAll('/path/to/jaunt', root)
      .replaceAll('jaunt_api_…', key);
    const servers = (JSON.parse(filled) as { mcpServers: Record<string, ServerConfig> }).mcpServers;
    expect(Object.keys(servers).length).toBeGreaterThan(0);
    for (const [name, server] of Object.entries(servers)) {
      expect(Object.keys(server).sort(), name).toEqual(['args', 'command', 'env']);
      expect(isAbsolute(server.command), server.command).toBe(true);
      for (const a of server.args.filter((x) => x.includes('/'))) expect(isAbsolute(a), a).toBe(true);
      for (const v of Object.values(server.env).filter((x) => x.includes('/')))
        expect(isAbsolute(v), v).toBe(true);

      const client = new Client({ name: 'desktop-assistant', version: '1.0.0' });
      // No cwd of ours: a desktop assistant starts servers from wherever it runs.
      const transport = new StdioClientTransport({
        command: server.command,
        args: server.args,
        env: server.env,
        cwd: '/',
        stderr: 'pipe',
      });
      let stderr = '';
      transport.stderr?.on('data', (d: Buffer) => {
        stderr += d.toString();
      });
      await client.connect(transport).catch((e: Error) => {
        throw new Error(`${e.message}; the server said: ${stderr}`);
      });
      try {
        const { tools } = await client.listTools();
        expect(tools.map((t) => t.name)).toEqual(
          expect.arrayContaining(['search_activities', 'cancel_booking']),
        );
        const orders = (await client.callTool({ name: 'list_orders', arguments: {} })) as {
          isError?: boolean;
          content: { text?: string }[];
          structuredContent?: unknown;
        };
        expect(orders.isError, JSON.stringify(orders.content)).toBeFalsy();
        expect(orders.structuredContent).toEqual({ bookings: [] });
      } finally {
        await client.close();
      }
    }
  }, 60_000);
});
