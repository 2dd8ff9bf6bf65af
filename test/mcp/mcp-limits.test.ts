/**
 * One key, three doors, one count: the Partner API, MCP over Streamable HTTP and MCP over stdio (the
 * CLI's `jaunt mcp` in a child process on the same database) all charge the key's daily quota.
 */
import { resolve } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers/app.js';
import { childDatabaseEnv } from '../helpers/test-db.js';

const H3 = '/partner/v1/h3?lat=40.7&lng=-74';
let app: TestApp;

// The stdio child counts on the real clock: the app's clock is pinned to now, so both charge one day.
beforeAll(async () => {
  app = await startTestApp({ now: new Date(), env: { JAUNT_RATE_LIMITS: '1000/s,1000/min,1000/h' } });
});
afterAll(() => app.stop());

type ToolAnswer = {
  isError?: boolean;
  content: { text?: string }[];
  structuredContent?: Record<string, unknown>;
};
const near = (client: Client) =>
  client.callTool({
    name: 'activities_near',
    arguments: { lat: 40.7, lng: -74, limit: 1 },
  }) as Promise<ToolAnswer>;

const stdioClient = async (key: string) => {
  const client = new Client({ name: 'limits-stdio', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', resolve('src/cli/index.ts'), 'mcp', '--key', key],
      env: {
        PATH: process.env.PATH ?? '',
        ...childDatabaseEnv(app.config),
        JAUNT_ENV: 'production',
        JAUNT_SECRET_KEY: TEST_SECRET_KEY,
        JAUNT_LOG_LEVEL: 'silent',
        JAUNT_WORKER: '0',
        TZ: 'UTC',
      },
      stderr: 'pipe',
    }),
  );
  return client;
};

it('charges REST, MCP over HTTP and MCP over stdio calls of one key to one daily quota', async () => {
  const created = await app.createKey('negotiated');
  await app.services.limits.setKeyLimits(created.id, { dailyQuota: 6 });
  expect((await app.request(H3, { key: created.key })).status).toBe(200);
  const http = new Client({ name: 'limits-http', version: '1.0.0' });
  await http.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${created.key}` } },
    }),
  );
  const stdio = await stdioClient(created.key);
  try {
    for (let i = 0; i < 2; i++) expect((await near(http)).isError).toBeFalsy();
    for (let i = 0; i < 3; i++) expect((await near(stdio)).isError).toBeFalsy();
    const over = await near(stdio);
    expect(over.isError).toBe(true);
    expect(over.structuredContent).toMatchObject({ code: 'rate_limited', exceeded: 'daily' });
    expect((await near(http)).structuredContent).toMatchObject({ code: 'rate_limited' });
  } finally {
    await Promise.all([http.close(), stdio.close()]);
  }
  expect((await app.request(H3, { key: created.key })).status).toBe(429);
}, 60_000);
