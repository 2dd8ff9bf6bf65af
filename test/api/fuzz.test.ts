/**
 * Property-based fuzzing of every Partner API route (the public ticket route, and JSON-RPC to the MCP
 * door at /mcp: protocol messages and tool calls, mutated and nested deep): methods, paths,
 * query strings, headers and bodies generated from the zod contract, then mutated. Whatever arrives:
 * no 5xx, every error body in the spec's shape, never HTML, and a rejected request changes nothing
 * in the database. `npm test` runs 2,000 cases; `npm run fuzz` runs FUZZ_RUNS (50,000).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CreateBookingRequest } from '../../src/contract/bookings.js';
import { BindWorkspaceRequest, ProvisionUserRequest } from '../../src/contract/partner.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all } from '../helpers/db.js';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let app: TestApp;
let receiver: Receiver;
const keys: Record<'negotiated' | 'selfServe' | 'staging' | 'livePurchase', string> = {
  negotiated: '',
  selfServe: '',
  staging: '',
  livePurchase: '',
};
let activityIds: string[] = [];
let bookingIds: string[] = [];

// ---------- JSON Schema (from the zod contract) → fast-check arbitrary ----------

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Values worth hitting for a field name: known rows, so cases get past validation into the services. */
const knownValues = (name: string): fc.Arbitrary<unknown> | null => {
  switch (name) {
    case 'external_user_id':
      return fc.constantFrom('fuzz-user', 'fuzz-other', 'never-provisioned');
    case 'activity_id':
      return fc.constantFrom(...activityIds);
    case 'ticket_type_name':
      return fc.constantFrom('General admission', 'Adult', 'Child', 'VIP');
    case 'webhook_url':
      return fc.constantFrom(
        `${receiver.url}/hook`,
        'http://169.254.169.254/latest',
        'http://[::ffff:0:7f00:1]/x',
        'https://example.com/hook',
      );
    case 'email':
      return fc.constantFrom('fuzz@example.com', 'other@example.com', 'bad@@x');
    case 'phone':
      return fc.constantFrom('+14155550123', '+4930123456', '12');
    case 'usual_plans':
    case 'dietary_preferences':
      return fc.array(fc.constantFrom('date-nights', 'vegan', 'fun-with-kids', 'nope'), { maxLength: 3 });
    default:
      return null;
  }
};

const arbitraryOf = (s: JsonSchema, name = ''): fc.Arbitrary<unknown> => {
  const known = knownValues(name);
  const generic = genericOf(s, name);
  return known ? fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: generic, weight: 1 }) : generic;
};

const genericOf = (s: JsonSchema, name: string): fc.Arbitrary<unknown> => {
  if (s.anyOf) return fc.oneof(...s.anyOf.map((x) => arbitraryOf(x, name)));
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const required = new Set(s.required ?? []);
      return fc.record(Object.fromEntries(props.map(([k, v]) => [k, arbitraryOf(v, k)])), {
        requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
      });
    }
    case 'array':
      return fc.array(arbitraryOf(s.items ?? {}, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      if (s.format === 'uuid') return fc.uuid();
      if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
        return fc
          .date({ min: new Date('2025-01-01'), max: new Date('2028-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (s.pattern?.includes('[0-5]\\d')) return fc.constantFrom('09:00', '18:30', '23:59', '24:00');
      if (s.pattern?.includes('https?')) return fc.webUrl();
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

const bodyOf = (schema: z.ZodType) =>
  arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);

/** A body given as JSON text. */
class RawJson {
  constructor(readonly text: string) {}
}

/** A valid-shaped body, then one mutation: drop, retype or add a field, replace it, or nest it deep. */
const mutated = (valid: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      valid,
      fc.constantFrom('none', 'none', 'drop', 'retype', 'extra', 'replace', 'nest'),
      fc.nat(),
      fc.jsonValue({ maxDepth: 3 }),
      fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constant(5_000)),
    )
    .map(([body, how, pick, value, depth]) => {
      if (how === 'replace') return value;
      if (how === 'nest') {
        // Built as text: JSON.stringify of a 5,000-deep value would overflow this test's own stack.
        const [open, close] = pick % 2 === 0 ? ['[', ']'] : ['{"v":', '}'];
        return new RawJson(`${open.repeat(depth)}${JSON.stringify(body) ?? 'null'}${close.repeat(depth)}`);
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
      const copy = { ...(body as Record<string, unknown>) };
      const names = Object.keys(copy);
      const name = names[pick % Math.max(names.length, 1)];
      if (how === 'drop' && name) delete copy[name];
      if (how === 'retype' && name) copy[name] = value;
      if (how === 'extra') copy[`x_${pick % 7}`] = value;
      return copy;
    });

// ---------- requests ----------

interface Case {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string;
}

const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', '-1', '0', '1e400', 'NaN', 'true', 'null', '%00', '../..', 'é', '9'.repeat(40)),
);
const queryOf = (params: Record<string, fc.Arbitrary<string>>) =>
  fc
    .array(
      fc
        .tuple(fc.constantFrom(...Object.keys(params), 'debug', 'extra'), fc.nat())
        .chain(([k]) => fc.tuple(fc.constant(k), fc.oneof(params[k] ?? junk, junk))),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

const NYC = '872a1072bffffff';

const routes = (): fc.Arbitrary<{ method: string; path: string; query: string; body?: unknown }> =>
  fc.oneof(
    fc.constant({ method: 'GET', path: '/partner/v1/auth', query: '' }),
    queryOf({
      lat: fc.constantFrom('40.7', '-91', '90', 'x'),
      lng: fc.constantFrom('-74', '181', '0'),
      resolution: fc.constantFrom('7', '16', '-1', '2.5'),
    }).map((query) => ({ method: 'GET', path: '/partner/v1/h3', query })),
    mutated(bodyOf(ProvisionUserRequest)).map((body) => ({
      method: 'POST',
      path: '/partner/v1/users',
      query: '',
      body,
    })),
    fc
      .tuple(fc.oneof(fc.constantFrom(...activityIds), fc.uuid(), junk), queryOf({ debug: fc.constant('1') }))
      .map(([id, query]) => ({
        method: 'GET',
        path: `/partner/v1/activities/${encodeURIComponent(id)}`,
        query,
      })),
    mutated(bodyOf(CreateBookingRequest)).map((body) => ({
      method: 'POST',
      path: '/partner/v1/bookings',
      query: '',
      body,
    })),
    fc.oneof(fc.constantFrom(...bookingIds), fc.uuid(), junk).map((id) => ({
      method: 'GET',
      path: `/partner/v1/bookings/${encodeURIComponent(id)}`,
      query: '',
    })),
    queryOf({ limit: fc.constantFrom('1', '50', '0') }).map((query) => ({
      method: 'GET',
      path: '/partner/v1/orders',
      query,
    })),
    queryOf({
      h3_cell: fc.constantFrom(NYC, NYC.toUpperCase(), '85283473fffffff', 'zz'),
      limit: fc.constantFrom('1', '250', '251', '0'),
      usual_plans: fc.constantFrom('date-nights', 'fun-with-kids,nope', ''),
      shelved: fc.constantFrom('true', 'false', 'maybe'),
      booking_filter: fc.constantFrom('all', 'bookable', 'bookable_or_free', 'x'),
    }).map((query) => ({ method: 'GET', path: '/partner/v1/homescreen', query })),
    queryOf({
      prompt: fc.oneof(fc.constantFrom('jazz tonight', 'museum in Paris', 'free vegan brunch'), fc.string()),
      location: fc.constantFrom('New York', '40.7,-74', 'nowhere', ''),
      limit: fc.constantFrom('1', '20', '1000'),
    }).map((query) => ({ method: 'GET', path: '/partner/v1/search', query })),
    mutated(bodyOf(BindWorkspaceRequest)).map((body) => ({
      method: 'POST',
      path: '/partner/v1/chat/workspaces/bind',
      query: '',
      body,
    })),
    fc.tuple(fc.oneof(fc.constantFrom(...bookingIds), junk), junk, junk).map(([id, file, sig]) => ({
      method: 'GET',
      path: `/tickets/${encodeURIComponent(id)}/${encodeURIComponent(file)}.pdf`,
      query: `expires=${encodeURIComponent(file)}&sig=${encodeURIComponent(sig)}`,
    })),
    // Anything else: unknown paths and methods under the API and outside it.
    fc
      .tuple(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        fc.constantFrom('/partner/v1/', '/partner/v1/users/', '/partner/', '/', '/slack/'),
        fc.stringMatching(/^[a-zA-Z0-9%._~-]{0,20}$/),
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
      )
      .map(([method, prefix, rest, body]) => ({ method, path: prefix + rest, query: '', body })),
  );

const MCP_ACCEPT = 'application/json, text/event-stream';
const deepJson = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** JSON-RPC to /mcp: protocol messages and tool calls with near-valid arguments, then mutated. */
const MCP_TOOLS: Record<string, Record<string, unknown>> = {
  search_activities: { prompt: 'jazz tonight', location: 'New York', limit: 3 },
  activities_near: { lat: 40.7, lng: -74, limit: 3 },
  get_activity: { activity_id: 'ACTIVITY' },
  refresh_prices: { activity_id: 'ACTIVITY' },
  list_orders: { limit: 3 },
  book_activity: {
    activity_id: 'ACTIVITY',
    tickets: [{ ticket_type_name: 'General admission', num_tickets: 1 }],
    authorization_amount_cents: 100_000,
    idempotency_key: 'fuzz-mcp',
  },
};
const mcpMessage = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...Object.keys(MCP_TOOLS), 'no_such_tool'),
        fc.nat(),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([name, pick, junkArgs]) => {
        const base = MCP_TOOLS[name];
        const args =
          base === undefined || pick % 5 === 0
            ? junkArgs
            : JSON.parse(
                JSON.stringify(base).replaceAll('ACTIVITY', activityIds[pick % activityIds.length] ?? 'x'),
              );
        return { jsonrpc: '2.0', id: pick, method: 'tools/call', params: { name, arguments: args } };
      }),
    fc.constantFrom(
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'fuzz', version: '1' },
        },
      },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 3, method: 'ping' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 4, method: 'resources/list' },
      { jsonrpc: '1.0', id: 5, method: 'tools/list' },
      [{ jsonrpc: '2.0', id: 6, method: 'tools/list' }],
    ),
    fc.jsonValue({ maxDepth: 3 }),
  );
const mcpRoutes = () =>
  fc
    .tuple(
      fc.constantFrom('POST', 'POST', 'POST', 'GET', 'DELETE'),
      // Mostly well-formed, so enough tool calls reach the tools (about 1 in 1,000 cases did, and a
      // run with none failed the coverage check below); mutated ones still probe the parser.
      fc.oneof({ arbitrary: mcpMessage(), weight: 2 }, { arbitrary: mutated(mcpMessage()), weight: 1 }),
    )
    .map(([method, body]) => ({ method, path: '/mcp', query: '', body, accept: MCP_ACCEPT }));

const cases = (): fc.Arbitrary<Case> =>
  fc
    .tuple(
      fc.oneof({ arbitrary: routes(), weight: 4 }, { arbitrary: mcpRoutes(), weight: 1 }),
      fc.constantFrom('negotiated', 'negotiated', 'selfServe', 'staging', 'livePurchase', 'none', 'garbage'),
      fc.option(fc.constantFrom('fuzz-user', 'fuzz-other', 'never-provisioned', '', ' x '), {
        nil: undefined,
      }),
      fc.option(
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'application/vnd.api+json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
        ),
        { nil: undefined },
      ),
      fc.option(fc.constantFrom('en', 'fr-CH, fr;q=0.9', '*', 'xx-invalid;q=abc', ''), { nil: undefined }),
      fc.boolean(),
    )
    .map(([route, who, external, contentType, language, rawBody]) => {
      const headers: Record<string, string> = {};
      const key = who === 'none' ? null : who === 'garbage' ? 'jaunt_api_live_garbage' : keys[who];
      if (key) headers.authorization = `Bearer ${key}`;
      if ('accept' in route) {
        headers.accept = route.accept;
        // MCP clients send JSON: most MCP cases do, so they reach the tools.
        headers['content-type'] ??= 'application/json';
      }
      if (external !== undefined) headers['x-external-user-id'] = external;
      if (contentType !== undefined) headers['content-type'] = contentType;
      if (language !== undefined) headers['accept-language'] = language;
      let body: string | undefined;
      if (route.body !== undefined && route.method !== 'GET' && route.method !== 'HEAD')
        body =
          route.body instanceof RawJson
            ? route.body.text
            : rawBody && typeof route.body === 'string'
              ? route.body
              : JSON.stringify(route.body);
      return { method: route.method, path: route.path, query: route.query, headers, body };
    });

// ---------- checks ----------

const ValidationBody = z.object({
  detail: z.array(
    z.object({ type: z.string(), loc: z.array(z.union([z.string(), z.number()])), msg: z.string() }),
  ),
});
const ErrorBody = z.object({ error: z.string(), code: z.string().optional() });
const PaymentBody = z.object({ detail: z.string() });

/**
 * Everything a request could change, minus the search index (rebuilt by the server on its own) and the
 * limit counters (a refused request still counts against the key's quota, spec 8; only a 429 does not).
 */
const digest = async (): Promise<string> => {
  // Kysely's introspection lists the tables on either engine; rows are sorted here, since neither
  // engine promises an order without ORDER BY.
  const tables = (await app.store.db.introspection.getTables())
    .filter((t) => !t.isView && !t.name.startsWith('search_'))
    .map((t) => t.name)
    .filter((n) => !['discovery_state', 'rate_limit'].includes(n))
    .sort();
  const hash = createHash('sha256');
  for (const t of tables) {
    const rows = (await all(app.store, sql`SELECT * FROM ${sql.table(t)}`))
      .map((r) => JSON.stringify(r))
      .sort();
    hash.update(t).update(JSON.stringify(rows));
  }
  return hash.digest('hex');
};

const send = async (c: Case) => {
  const res = await fetch(`${app.url}${c.path}${c.query ? `?${c.query}` : ''}`, {
    method: c.method,
    headers: c.headers,
    body: c.body,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

const JsonRpcErrorBody = z.object({
  jsonrpc: z.literal('2.0'),
  error: z.object({ code: z.number().int(), message: z.string() }),
});

const checkResponse = (c: Case, r: { status: number; type: string; text: string }): void => {
  const where = `${c.method} ${c.path}?${c.query} → ${r.status} ${r.text.slice(0, 300)}`;
  expect(r.status, where).toBeLessThan(500);
  expect(r.type, where).not.toMatch(/html/i);
  // MCP: no JSON-RPC internal error (-32603) either, whatever the HTTP status.
  if (c.path === '/mcp') expect(r.text, where).not.toMatch(/"code":\s*-32603/);
  if (r.status < 400 || c.method === 'HEAD') return;
  expect(r.type, where).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(r.text);
  if (c.path === '/mcp') {
    const parsed = JsonRpcErrorBody.or(ErrorBody).safeParse(body);
    expect(parsed.success, `${where}\n${parsed.error?.message ?? ''}`).toBe(true);
    return;
  }
  const shape =
    r.status === 422
      ? // An idempotency key reused for a different booking is a 422 that is not a validation failure.
        ValidationBody.or(ErrorBody.extend({ code: z.literal('idempotency_key_reused') }))
      : r.status === 402
        ? PaymentBody
        : ErrorBody;
  const parsed = shape.safeParse(body);
  expect(parsed.success, `${where}\n${parsed.error?.message ?? ''}`).toBe(true);
};

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({
    ndjson: fixtureNdjson,
    env: { JAUNT_WORKER: '0', JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1' },
  });
  keys.negotiated = (await app.createKey('negotiated')).key;
  keys.selfServe = (await app.createKey('self-serve')).key;
  keys.staging = (await app.createKey('negotiated', { staging: true })).key;
  keys.livePurchase = (await app.createKey('negotiated', { livePurchase: true })).key;
  for (const k of [keys.negotiated, keys.staging, keys.livePurchase])
    for (const id of ['fuzz-user', 'fuzz-other'])
      await app.request('/partner/v1/users', { method: 'POST', key: k, body: { external_user_id: id } });
  activityIds = (
    await all<{ activity_id: string }>(app.store, sql`SELECT activity_id FROM activity ORDER BY id LIMIT 20`)
  ).map((r) => r.activity_id);
  const booked = await app.request('/partner/v1/bookings', {
    method: 'POST',
    key: keys.negotiated,
    body: {
      external_user_id: 'fuzz-user',
      activity_id: activityIds[0],
      tickets: [{ ticket_type_name: 'General admission', num_tickets: 1 }],
      authorization_amount_cents: 100_000,
      idempotency_key: 'fuzz-seed-booking',
      webhook_url: `${receiver.url}/hook`,
      payment_mode: 'dry_run_success',
    },
  });
  bookingIds =
    typeof (booked.body as { booking_id?: unknown })?.booking_id === 'string'
      ? [(booked.body as { booking_id: string }).booking_id]
      : ['no-booking'];
}, 60_000);

afterAll(async () => {
  await app.stop();
  await receiver.close();
});

describe('MCP door', () => {
  it('answers a 5,000-deep JSON-RPC body with a JSON-RPC invalid-request error, not a 500', async () => {
    for (const body of [
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_activities","arguments":{"prompt":${deepJson(5000)}}}}`,
      deepJson(5000),
    ]) {
      const res = await fetch(`${app.url}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${keys.negotiated}`,
          'content-type': 'application/json',
          accept: MCP_ACCEPT,
        },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    }
  });

  it('answers a request without the params its method needs with invalid params, not an internal error', async () => {
    for (const [method, params] of [
      ['initialize', undefined],
      ['initialize', {}],
      ['initialize', { protocolVersion: 5, capabilities: {}, clientInfo: { name: 'x', version: '1' } }],
      ['tools/call', undefined],
    ] as const) {
      const res = await fetch(`${app.url}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${keys.negotiated}`,
          'content-type': 'application/json',
          accept: MCP_ACCEPT,
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
      });
      const text = await res.text();
      expect(text, `${method} ${JSON.stringify(params)}`).not.toMatch(/-32603/);
      expect(text, `${method} ${JSON.stringify(params)}`).toMatch(/"code":\s*-32602/);
    }
  });

  it('answers malformed JSON with a JSON-RPC parse error', async () => {
    const res = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.negotiated}`,
        'content-type': 'application/json',
        accept: MCP_ACCEPT,
      },
      body: '{"jsonrpc":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
  });
});

describe('Partner API fuzz', () => {
  it(
    `answers ${RUNS} generated and mutated requests without a 5xx, in the spec's error shapes, changing nothing when it refuses`,
    async () => {
      const statuses = new Map<number, number>();
      let mcpToolAnswers = 0;
      let known: string | null = null;
      await fc.assert(
        fc.asyncProperty(cases(), async (c) => {
          // The digest after one case is the digest before the next, unless a request succeeded.
          const before = known ?? (await digest());
          const r = await send(c);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          checkResponse(c, r);
          if (c.path === '/mcp' && r.text.includes('"content":[')) mcpToolAnswers++;
          known = null;
          if (r.status < 400) return;
          const after = await digest();
          expect(after, `${c.method} ${c.path} ${r.status} changed the database`).toBe(before);
          known = after;
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      );
      // The generators must reach past validation too, not only bounce off it.
      expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
      expect(statuses.get(422) ?? 0).toBeGreaterThan(0);
      // …and MCP tool calls must reach the tools.
      expect(mcpToolAnswers).toBeGreaterThan(0);
      if (process.env.FUZZ_REPORT)
        process.stdout.write(
          `fuzz statuses: ${JSON.stringify([...statuses].sort())}; MCP tool answers: ${mcpToolAnswers}\n`,
        );
    },
    Math.max(120_000, RUNS * 60),
  );
});
