/**
 * Request parsing with zod, failures rendered exactly like FastAPI/pydantic v2 `HTTPValidationError`
 * items (`type`, `loc`, `msg`, `input`, `ctx`). Query and header values arrive as strings, so the
 * q* helpers below emulate pydantic's lax coercion instead of z.coerce (which turns "" into 0).
 */
import type { z } from 'zod';
import { RequestValidationError, type ValidationIssue } from '../platform/errors.js';

export type Source = 'path' | 'query' | 'header' | 'body';

const quoteList = (values: readonly unknown[]): string => {
  const q = values.map((v) => `'${String(v)}'`);
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`;
};

const getAt = (root: unknown, path: readonly PropertyKey[]): unknown => {
  let cur: unknown = root;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
};

type IssueOf<C extends z.core.$ZodIssue['code']> = Extract<z.core.$ZodIssue, { code: C }>;

/** Where an issue sits and what was sent there, with the two ways to report it. */
interface At {
  path: (string | number)[];
  loc: (string | number)[];
  /** The value at the path in what was sent (undefined: absent). */
  rawInput: unknown;
  /** What pydantic echoes as `input`: zod's for a body, else the sent value. */
  input: unknown;
  item(type: string, msg: string, ctx?: Record<string, unknown>): ValidationIssue;
  /** pydantic puts the parent object as input for a missing body field. */
  missing(): ValidationIssue;
}

const atOf = (issue: z.core.$ZodIssue, source: Source, raw: unknown): At => {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  const loc: (string | number)[] = [source, ...path];
  const rawInput = getAt(raw, path);
  const input = source === 'body' ? (issue.input ?? rawInput) : rawInput;
  return {
    path,
    loc,
    rawInput,
    input,
    item: (type, msg, ctx) => ({
      type,
      loc,
      msg,
      input: input === undefined ? null : input,
      ...(ctx ? { ctx } : {}),
    }),
    missing: () => ({
      type: 'missing',
      loc,
      msg: 'Field required',
      input: source === 'body' ? (getAt(raw, path.slice(0, -1)) ?? null) : null,
    }),
  };
};

const invalidType = (
  issue: IssueOf<'invalid_type'>,
  { rawInput, input, item, missing }: At,
  source: Source,
): ValidationIssue[] => {
  if (rawInput === undefined && (source !== 'body' || issue.input === undefined)) return [missing()];
  switch (issue.expected) {
    case 'string':
      return [item('string_type', 'Input should be a valid string')];
    case 'int':
      return typeof input === 'number'
        ? [item('int_from_float', 'Input should be a valid integer, got a number with a fractional part')]
        : [item('int_type', 'Input should be a valid integer')];
    case 'number':
      return typeof input === 'string'
        ? [item('float_parsing', 'Input should be a valid number, unable to parse string as a number')]
        : [item('float_type', 'Input should be a valid number')];
    case 'boolean':
      return typeof input === 'string'
        ? [item('bool_parsing', 'Input should be a valid boolean, unable to interpret input')]
        : [item('bool_type', 'Input should be a valid boolean')];
    case 'array':
      return [item('list_type', 'Input should be a valid list')];
    case 'object':
      return [
        item('model_attributes_type', 'Input should be a valid dictionary or object to extract fields from'),
      ];
    default:
      return [item(`${issue.expected}_type`, issue.message)];
  }
};

/** pydantic's words for each side of a size or value bound. */
const BOUNDS = {
  min: {
    words: 'at least',
    list: 'too_short',
    string: 'string_too_short',
    length: 'min_length',
    inclusive: ['greater_than_equal', 'greater than or equal to', 'ge'],
    exclusive: ['greater_than', 'greater than', 'gt'],
  },
  max: {
    words: 'at most',
    list: 'too_long',
    string: 'string_too_long',
    length: 'max_length',
    inclusive: ['less_than_equal', 'less than or equal to', 'le'],
    exclusive: ['less_than', 'less than', 'lt'],
  },
} as const;

/** A `too_small` (min) or `too_big` (max) issue: a list's items, a string's characters or a number. */
const outOfBounds = (
  side: keyof typeof BOUNDS,
  issue: { origin: string; inclusive?: boolean },
  bound: number,
  { input, item }: At,
): ValidationIssue[] => {
  const b = BOUNDS[side];
  if (issue.origin === 'array' || issue.origin === 'set') {
    const actual = Array.isArray(input) ? input.length : 0;
    return [
      item(
        b.list,
        `List should have ${b.words} ${bound} item${bound === 1 ? '' : 's'} after validation, not ${actual}`,
        {
          field_type: 'List',
          [b.length]: bound,
          actual_length: actual,
        },
      ),
    ];
  }
  if (issue.origin === 'string')
    return [
      item(b.string, `String should have ${b.words} ${bound} character${bound === 1 ? '' : 's'}`, {
        [b.length]: bound,
      }),
    ];
  const [type, words, key] = issue.inclusive ? b.inclusive : b.exclusive;
  return [item(type, `Input should be ${words} ${bound}`, { [key]: bound })];
};

const invalidFormat = (issue: IssueOf<'invalid_format'>, { item }: At): ValidationIssue[] => {
  if (issue.format === 'uuid' || issue.format === 'guid')
    return [
      item('uuid_parsing', 'Input should be a valid UUID, invalid character or length', {
        error: 'invalid character or length',
      }),
    ];
  if (issue.format === 'regex') {
    const pattern = (issue as { pattern?: string }).pattern?.replace(/^\/|\/[a-z]*$/g, '') ?? '';
    return [item('string_pattern_mismatch', `String should match pattern '${pattern}'`, { pattern })];
  }
  if (issue.format === 'url') return [item('url_parsing', 'Input should be a valid URL')];
  return [item('value_error', `Value error, ${issue.message}`, { error: issue.message })];
};

/** One zod issue → one or more pydantic-style items. */
export const toPydantic = (issue: z.core.$ZodIssue, source: Source, raw: unknown): ValidationIssue[] => {
  const at = atOf(issue, source, raw);
  const { path, loc, rawInput, item, missing } = at;
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue, at, source);
    case 'too_small':
      return outOfBounds('min', issue, Number(issue.minimum), at);
    case 'too_big':
      return outOfBounds('max', issue, Number(issue.maximum), at);
    case 'invalid_format':
      return invalidFormat(issue, at);
    case 'invalid_value': {
      if (rawInput === undefined) return [missing()];
      const expected = quoteList(issue.values);
      return [item('enum', `Input should be ${expected}`, { expected })];
    }
    case 'unrecognized_keys':
      return issue.keys.map((k) => ({
        type: 'extra_forbidden',
        loc: [...loc, k],
        msg: 'Extra inputs are not permitted',
        input: getAt(raw, [...path, k]) ?? null,
      }));
    case 'custom': {
      const params = (issue.params ?? {}) as { type?: string; ctx?: Record<string, unknown> };
      return [item(params.type ?? 'value_error', issue.message, params.ctx)];
    }
    default:
      return [item('value_error', `Value error, ${issue.message}`)];
  }
};

export const issuesOf = <T>(schema: z.ZodType<T>, input: unknown, source: Source) => {
  const r = schema.safeParse(input, { reportInput: true });
  return r.success
    ? { ok: true as const, value: r.data }
    : { ok: false as const, detail: r.error.issues.flatMap((i) => toPydantic(i, source, input)) };
};

/** Parses one request source; throws RequestValidationError (422) with every problem found. */
export const parse = <T>(schema: z.ZodType<T>, input: unknown, source: Source): T => {
  const r = issuesOf(schema, input, source);
  if (!r.ok) throw new RequestValidationError(r.detail);
  return r.value;
};

/** Parses several sources together so one 422 lists all problems in FastAPI's order. */
export const parseAll = <S extends Partial<Record<Source, [z.ZodType<unknown>, unknown]>>>(
  sources: S,
): { [K in keyof S]: S[K] extends [z.ZodType<infer T>, unknown] ? T : never } => {
  const out: Record<string, unknown> = {};
  const detail: ValidationIssue[] = [];
  for (const source of ['path', 'query', 'header', 'body'] as const) {
    const entry = sources[source];
    if (!entry) continue;
    const r = issuesOf(entry[0], entry[1], source);
    if (r.ok) out[source] = r.value;
    else detail.push(...r.detail);
  }
  if (detail.length > 0) throw new RequestValidationError(detail);
  return out as { [K in keyof S]: S[K] extends [z.ZodType<infer T>, unknown] ? T : never };
};

// The lax query-value parsers live in the contract so OpenAPI and MCP describe the same fields.
export { qBool, qInt, qList, qNumber, qString } from '../contract/query.js';

// The depth guard is shared with the MCP door.
export { deeperThan, MAX_JSON_DEPTH } from '../platform/json-depth.js';

const ECHO_DEPTH = 4;
const ECHO_ENTRIES = 20;
const ECHO_CHARS = 200;

/**
 * A bounded copy of an echoed `input`: at most ECHO_DEPTH levels, ECHO_ENTRIES members per container
 * and ECHO_CHARS per string, so a 422 never mirrors a megabyte or a deep structure back.
 */
export const boundedEcho = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return value.length > ECHO_CHARS ? `${value.slice(0, ECHO_CHARS)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= ECHO_DEPTH) return Array.isArray(value) ? ['…'] : { '…': '…' };
  if (Array.isArray(value)) {
    const head = value.slice(0, ECHO_ENTRIES).map((v) => boundedEcho(v, depth + 1));
    return value.length > ECHO_ENTRIES ? [...head, '…'] : head;
  }
  const entries = Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries.slice(0, ECHO_ENTRIES))
    out[boundedEcho(k) as string] = boundedEcho(v, depth + 1);
  if (entries.length > ECHO_ENTRIES) out['…'] = `${entries.length - ECHO_ENTRIES} more`;
  return out;
};
