/**
 * The published document and the server agree, operation by operation: requests generated from the
 * document alone (GET /partner/v1/openapi.json) that keep every documented rule are never answered
 * 422, and a request that breaks one documented rule (a bound, a required field, an enum, a format,
 * a pattern) always is. Parameters, bodies and nested items all come from the document, so a rule
 * the server keeps but the document does not state (or the reverse) fails here.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { newAgentKey, signRequest } from '../helpers/agent-signer.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

interface Schema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  security: unknown[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

let app: TestApp;
let key: CreatedKey;
let doc: Doc;
const agent = newAgentKey();
const nowS = () => Math.floor(app.now.value.getTime() / 1000);
beforeAll(async () => {
  // Agent-signed operations (no key) are signed for this public URL.
  app = await startTestApp({ ndjson: fixtureNdjson, env: { JAUNT_PUBLIC_URL: 'https://api.jaunt.test' } });
  key = await app.createKey('negotiated');
  const user = await app.request('/partner/v1/users', {
    method: 'POST',
    key: key.key,
    body: { external_user_id: 'doc-user' },
  });
  expect(user.status).toBe(201);
  doc = (await app.request('/partner/v1/openapi.json')).body as Doc;
});
afterAll(() => app?.stop());

const resolve = <T>(x: T | { $ref: string }, where: Record<string, T>): T => {
  const ref = (x as { $ref?: string }).$ref;
  return ref ? (where[ref.split('/').pop() ?? ''] as T) : (x as T);
};
/** A schema with its $ref followed and a nullable union read as its non-null side. */
const schemaOf = (s: Schema): Schema => {
  if (s.$ref) return schemaOf(resolve(s, doc.components.schemas));
  const branches = (s.anyOf ?? s.oneOf)?.filter((b) => b.type !== 'null');
  return branches?.length === 1 && branches[0] ? schemaOf(branches[0]) : s;
};
/** The one non-null type of a schema (`["string","null"]` or a nullable union is its non-null side). */
const mainType = (s: Schema): string | undefined => {
  const t = Array.isArray(s.type) ? s.type.filter((x) => x !== 'null')[0] : s.type;
  return t;
};

/** A string that keeps the schema's rules, `at` its shortest or longest. */
const validString = (s: Schema, at: 'min' | 'max'): string => {
  if (s.examples?.length) return String(s.examples[0]);
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'email') return 'doc@example.com';
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const fits = fc
      .sample(fc.stringMatching(re), { numRuns: 50, seed: 36 })
      .filter((x) => x.length >= (s.minLength ?? 0) && x.length <= (s.maxLength ?? Infinity));
    const pick = at === 'min' ? fits.sort((a, b) => a.length - b.length)[0] : fits[0];
    if (pick === undefined) throw new Error(`no string matches ${s.pattern}`);
    return pick;
  }
  const n = at === 'min' ? Math.max(s.minLength ?? 1, 1) : (s.maxLength ?? 40);
  return 'a'.repeat(n);
};

/** A value that keeps every rule of the schema, at its lower or upper bounds. */
const validValue = (raw: Schema, at: 'min' | 'max'): unknown => {
  const s = schemaOf(raw);
  if (s.default !== undefined && at === 'min') return s.default;
  if (s.enum) return at === 'min' ? s.enum[0] : s.enum[s.enum.length - 1];
  switch (mainType(s)) {
    case 'integer':
    case 'number':
      return at === 'min' ? (s.minimum ?? 1) : (s.maximum ?? 2);
    case 'boolean':
      return at === 'max';
    case 'array': {
      const n = at === 'min' ? Math.max(s.minItems ?? 0, 1) : Math.min(s.maxItems ?? 2, 3);
      return Array.from({ length: n }, () => validValue(s.items ?? {}, at));
    }
    case 'object': {
      const props = Object.entries(s.properties ?? {}).filter(
        ([k]) => at === 'max' || (s.required ?? []).includes(k),
      );
      return Object.fromEntries(props.map(([k, v]) => [k, validValue(v, at)]));
    }
    default:
      return validString(s, at);
  }
};

/** Values that each break exactly one documented rule of the schema, named by the rule. */
const violations = (raw: Schema, inPath = false): [string, unknown][] => {
  const s = schemaOf(raw);
  const out: [string, unknown][] = [];
  if (s.enum) out.push(['enum', 'not-one-of-them']);
  const type = mainType(s);
  if (type === 'integer' || type === 'number') {
    if (s.minimum !== undefined) out.push(['minimum', s.minimum - 1]);
    if (s.maximum !== undefined) out.push(['maximum', s.maximum + 1]);
  }
  if (type === 'string' && !s.enum) {
    // An empty path segment is another URL (404 from routing), not this operation's parameter.
    if (s.minLength !== undefined && s.minLength > 0 && !inPath) out.push(['minLength', '']);
    if (s.maxLength !== undefined) out.push(['maxLength', 'a'.repeat(s.maxLength + 1)]);
    if (s.format === 'uuid') out.push(['format uuid', 'not-a-uuid']);
    if (s.pattern && !new RegExp(s.pattern).test('~not matching~')) out.push(['pattern', '~not matching~']);
  }
  if (type === 'array') {
    if (s.minItems !== undefined && s.minItems > 0) out.push(['minItems', []]);
    if (s.maxItems !== undefined && s.maxItems <= 100)
      out.push(['maxItems', Array.from({ length: s.maxItems + 1 }, () => validValue(s.items ?? {}, 'min'))]);
  }
  return out;
};

/** Every operation of the document, with its own parameters resolved. */
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      path,
      method: method.toUpperCase(),
      op,
      params: (op.parameters ?? []).map((p) => resolve(p, doc.components.parameters)),
      body: op.requestBody?.content['application/json'].schema,
    })),
  );
type Op = ReturnType<typeof operations>[number];

interface Request {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}

const send = async (o: Op, r: Request) => {
  const url = o.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(r.path[name])));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(r.query))
    for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item));
  const target = `${url}${qs.size > 0 ? `?${qs}` : ''}`;
  const bearer = o.op.security.length > 0;
  // Operations without a key are signed as an agent (the ones that need no one ignore it).
  const signature = bearer
    ? {}
    : signRequest({ target, method: o.method, authority: 'api.jaunt.test', key: agent, created: nowS() });
  const res = await app.request(target, {
    method: o.method,
    key: bearer ? key.key : undefined,
    headers: {
      ...signature,
      ...(o.params.some((p) => p.in === 'header' && p.name === 'x-external-user-id')
        ? { 'x-external-user-id': 'doc-user' }
        : {}),
    },
    ...(r.body === undefined ? {} : { body: r.body }),
  });
  return { status: res.status, body: res.text.slice(0, 300) };
};

/** The operation's request with every rule kept, at the lower or upper bounds. */
const validRequest = (o: Op, at: 'min' | 'max'): Request => {
  const pick = (where: 'path' | 'query') =>
    Object.fromEntries(
      o.params
        .filter((p) => p.in === where && (p.required || at === 'max'))
        .map((p) => [p.name, validValue(p.schema, at)]),
    );
  return {
    path: pick('path'),
    query: pick('query'),
    ...(o.body ? { body: validValue(o.body, at) } : {}),
  };
};

/** The body's fields, nested ones too (an array's items), each as a path and its schema. */
const fieldsOf = (
  s: Schema,
  at: (string | number)[] = [],
): { at: (string | number)[]; schema: Schema; required: boolean }[] => {
  const obj = schemaOf(s);
  return Object.entries(obj.properties ?? {}).flatMap(([k, v]) => {
    const field = schemaOf(v);
    const here = { at: [...at, k], schema: v, required: (obj.required ?? []).includes(k) };
    const nested =
      mainType(field) === 'array' && field.items && mainType(schemaOf(field.items)) === 'object'
        ? fieldsOf(field.items, [...at, k, 0])
        : mainType(field) === 'object'
          ? fieldsOf(field, [...at, k])
          : [];
    return [here, ...nested];
  });
};

const setAt = (root: unknown, at: (string | number)[], value: unknown, drop = false): unknown => {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let cur = copy;
  for (const k of at.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  const last = at[at.length - 1] as string | number;
  if (drop) delete cur[last];
  else cur[last] = value;
  return copy;
};

/** Each request that breaks one documented rule, named for the report. */
const brokenRequests = (o: Op): [string, Request][] => {
  const base = validRequest(o, 'min');
  const out: [string, Request][] = [];
  for (const p of o.params.filter((x) => x.in === 'path' || x.in === 'query')) {
    const where = p.in as 'path' | 'query';
    if (p.required && where === 'query') {
      const { [p.name]: _gone, ...rest } = base.query;
      out.push([`${p.name} missing`, { ...base, query: rest }]);
    }
    for (const [rule, value] of violations(p.schema, where === 'path'))
      out.push([`${p.name} ${rule}`, { ...base, [where]: { ...base[where], [p.name]: value } }]);
  }
  if (o.body)
    for (const f of fieldsOf(o.body)) {
      const name = f.at.join('.');
      if (f.required)
        out.push([`${name} missing`, { ...base, body: setAt(base.body, f.at, undefined, true) }]);
      for (const [rule, value] of violations(f.schema))
        out.push([`${name} ${rule}`, { ...base, body: setAt(base.body, f.at, value) }]);
    }
  return out;
};

describe('requests generated from the OpenAPI document', () => {
  it('every operation: documented-valid requests are never 422, each documented rule broken is 422', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const o of operations()) {
      for (const at of ['min', 'max'] as const) {
        const r = await send(o, validRequest(o, at));
        checked++;
        if (r.status === 422 || r.status >= 500)
          wrong.push(`${o.method} ${o.path} valid (${at}): ${r.status} ${r.body}`);
      }
      for (const [rule, req] of brokenRequests(o)) {
        const r = await send(o, req);
        checked++;
        if (r.status !== 422) wrong.push(`${o.method} ${o.path} ${rule}: ${r.status} ${r.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  }, 60_000);
});
