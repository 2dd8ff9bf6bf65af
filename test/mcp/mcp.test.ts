/**
 * The MCP server through the official SDK client, over both transports: Streamable HTTP at /mcp on
 * the real service, and stdio (`jaunt mcp --key … --user …` as a child process on the same database).
 */
import { resolve } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { bookingNdjson } from '../fixtures/bookings.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers/app.js';
import { one, value } from '../helpers/db.js';
import { childDatabaseEnv } from '../helpers/test-db.js';

let app: TestApp;
let key: CreatedKey;
let selfServe: CreatedKey;
let jazzId: string;

const TOOLS = [
  'activities_near',
  'book_activity',
  'cancel_booking',
  'get_activity',
  'list_orders',
  'refresh_prices',
  'search_activities',
];

interface TextResult {
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}
const textOf = (r: TextResult) => r.content.map((c) => c.text ?? '').join('\n');

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

/**
 * Calls a tool and, when it succeeds, checks its structuredContent against the outputSchema the tool
 * advertised in tools/list (JSON Schema, checked by ajv: independent of the server's own zod check).
 */
const callChecked = async (client: Client, name: string, args: Record<string, unknown>) => {
  const { tools } = await client.listTools();
  const tool = tools.find((t) => t.name === name);
  expect(tool?.outputSchema, `${name} has no outputSchema`).toBeTruthy();
  const r = (await client.callTool({ name, arguments: args })) as TextResult;
  if (!r.isError) {
    const validate = ajv.compile(tool?.outputSchema ?? {});
    expect(validate(r.structuredContent), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
  return r;
};

beforeAll(async () => {
  app = await startTestApp({ ndjson: bookingNdjson });
  key = await app.createKey('negotiated');
  selfServe = await app.createKey('self-serve');
  for (const user of ['mcp-http', 'mcp-stdio'])
    expect(
      (
        await app.request('/partner/v1/users', {
          method: 'POST',
          key: key.key,
          body: { external_user_id: user },
        })
      ).status,
    ).toBe(201);
  jazzId = await value<string>(app.store, sql`SELECT activity_id FROM activity WHERE ref = 'bk-jazz'`);
});
afterAll(() => app.stop());

const httpClient = async (headers: Record<string, string>) => {
  const client = new Client({ name: 'jaunt-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers } }),
  );
  return client;
};

/** The same journey for each transport: discover, read, book a dry run, see it, make a mistake. */
const journey = async (client: Client, user: string) => {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
  for (const t of tools) expect(t.outputSchema?.type, `${t.name} outputSchema`).toBe('object');
  // The server tells the assistant how to work: search, read, confirm with the person, test vs live.
  const instructions = client.getInstructions() ?? '';
  expect(instructions).toMatch(/search_activities/);
  expect(instructions).toMatch(/get_activity/);
  expect(instructions).toMatch(/confirmation/);
  expect(instructions).toMatch(/dry run/);
  expect(instructions).toMatch(/live_purchase/);
  expect(tools.find((t) => t.name === 'cancel_booking')?.annotations).toMatchObject({
    destructiveHint: true,
    idempotentHint: true,
  });
  const book = tools.find((t) => t.name === 'book_activity');
  expect(book?.annotations).toMatchObject({
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: false,
  });
  expect(book?.inputSchema.required).toEqual(
    expect.arrayContaining(['activity_id', 'tickets', 'authorization_amount_cents', 'idempotency_key']),
  );
  expect(tools.find((t) => t.name === 'search_activities')?.annotations).toMatchObject({
    readOnlyHint: true,
  });

  const search = await callChecked(client, 'search_activities', {
    prompt: 'late jazz set at the Village Vanguard',
    location: 'New York',
    limit: 5,
  });
  expect(search.isError).toBeFalsy();
  const results = (search.structuredContent?.results ?? []) as { activity_id: string; name: string }[];
  expect(results.map((r) => r.activity_id)).toContain(jazzId);
  expect(textOf(search)).toContain(jazzId);

  const detail = await callChecked(client, 'get_activity', { activity_id: jazzId });
  expect(detail.isError).toBeFalsy();
  expect(detail.structuredContent).toMatchObject({ activity_id: jazzId, is_bookable: true });
  expect(textOf(detail)).toContain('General Admission');

  // The fixture's booking page is on a host nobody can reach here: the last known prices come back.
  const prices = await callChecked(client, 'refresh_prices', { activity_id: jazzId });
  expect(prices.isError).toBeFalsy();
  expect(prices.structuredContent).toMatchObject({ activity_id: jazzId, scrape_status: 'error' });
  expect(textOf(prices)).toContain('General Admission');

  const near = await callChecked(client, 'activities_near', { lat: 40.7359, lng: -74.0016, limit: 5 });
  expect(near.isError).toBeFalsy();
  expect(
    ((near.structuredContent?.activities ?? []) as { activity_id: string }[]).map((a) => a.activity_id),
  ).toContain(jazzId);

  const booked = await callChecked(client, 'book_activity', {
    activity_id: jazzId,
    tickets: [
      {
        ticket_type_name: 'General Admission',
        num_tickets: 2,
        session_date: '2026-12-04',
        session_time: '22:30',
      },
    ],
    authorization_amount_cents: 9167,
    idempotency_key: `mcp-${user}-1`,
  });
  expect(booked.isError).toBeFalsy();
  expect(booked.structuredContent).toMatchObject({
    status: 'accepted',
    dry_run: true,
    payment_mode: 'dry_run_success',
  });
  const bookingId = String(booked.structuredContent?.booking_id);
  const row = await one(
    app.store,
    sql`SELECT payment_mode, external_user_id FROM booking WHERE id = ${bookingId}`,
  );
  expect(row).toEqual({ payment_mode: 'dry_run_success', external_user_id: user });

  const orders = await callChecked(client, 'list_orders', {});
  expect(
    ((orders.structuredContent?.bookings ?? []) as { booking_id: string }[]).map((b) => b.booking_id),
  ).toContain(bookingId);

  // Cancel what the person booked once its (dry-run) fulfilment has settled: a cancel racing the
  // fulfilment answers "changed meanwhile; fetch it again", as the API does.
  await expect
    .poll(() => value<string>(app.store, sql`SELECT status FROM booking WHERE id = ${bookingId}`), {
      timeout: 15_000,
    })
    .toBe('confirmed');
  const cancelled = await callChecked(client, 'cancel_booking', {
    booking_id: bookingId,
    reason: 'plans changed',
  });
  expect(cancelled.isError, textOf(cancelled)).toBeFalsy();
  expect(cancelled.structuredContent).toMatchObject({ booking_id: bookingId, status: 'cancelled' });
  const unknown = await callChecked(client, 'cancel_booking', { booking_id: 'bk_nobody' });
  expect(unknown.isError).toBe(true);
  expect(textOf(unknown)).toMatch(/not_found/);

  // Mistakes come back as tool errors that say what to change.
  const tooCheap = await callChecked(client, 'book_activity', {
    activity_id: jazzId,
    tickets: [
      {
        ticket_type_name: 'General Admission',
        num_tickets: 2,
        session_date: '2026-12-04',
        session_time: '22:30',
      },
    ],
    authorization_amount_cents: 100,
    idempotency_key: `mcp-${user}-2`,
  });
  expect(tooCheap.isError).toBe(true);
  expect(textOf(tooCheap)).toMatch(/authorization_insufficient: .*9167/);
  const live = await callChecked(client, 'book_activity', {
    activity_id: jazzId,
    tickets: [
      {
        ticket_type_name: 'General Admission',
        num_tickets: 2,
        session_date: '2026-12-04',
        session_time: '22:30',
      },
    ],
    authorization_amount_cents: 9167,
    idempotency_key: `mcp-${user}-3`,
    payment_mode: 'live_purchase',
  });
  expect(live.isError).toBe(true);
  expect(textOf(live)).toMatch(/payment_required: This key may not charge/);
  const badId = await callChecked(client, 'get_activity', { activity_id: 'not-a-uuid' });
  expect(badId.isError).toBe(true);
  expect(textOf(badId)).toMatch(/activity_id/);
};

describe('MCP over Streamable HTTP at /mcp', () => {
  it('lists tools, searches, reads, books a dry run, sees it in orders, and reports mistakes', async () => {
    const client = await httpClient({ authorization: `Bearer ${key.key}`, 'x-external-user-id': 'mcp-http' });
    try {
      await journey(client, 'mcp-http');
    } finally {
      await client.close();
    }
  });

  it('authenticates like the Partner API', async () => {
    const none = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'unauthenticated' });
    await expect(httpClient({ authorization: 'Bearer jaunt_api_nope' })).rejects.toThrow();
    const stray = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${selfServe.key}`,
        'x-external-user-id': 'someone',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(stray.status).toBe(400);
    expect(await stray.json()).toMatchObject({ code: 'external_user_not_allowed' });
  });

  it('tells a negotiated key without a user that booking needs one', async () => {
    const client = await httpClient({ authorization: `Bearer ${key.key}` });
    try {
      const r = await callChecked(client, 'list_orders', {});
      expect(r.isError).toBe(true);
      expect(textOf(r)).toMatch(/needs an end user: connect with X-External-User-Id/);
    } finally {
      await client.close();
    }
  });
});

describe('MCP over stdio (npm run jaunt -- mcp)', () => {
  it('runs the same journey as a child process on the same database', async () => {
    const client = new Client({ name: 'jaunt-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [
          '--import',
          'tsx',
          resolve('src/cli/index.ts'),
          'mcp',
          '--key',
          key.key,
          '--user',
          'mcp-stdio',
        ],
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
    try {
      await journey(client, 'mcp-stdio');
    } finally {
      await client.close();
    }
  }, 60_000);
});
