/**
 * Query-string value parsers with pydantic's lax coercion (query values arrive as strings), shared by
 * the HTTP routes, the OpenAPI document and the MCP tools. Failures carry pydantic's `type`.
 */
import { z } from 'zod';

const fail = (ctx: z.core.$RefinementCtx, type: string, message: string): typeof z.NEVER => {
  ctx.addIssue({ code: 'custom', message, params: { type } });
  return z.NEVER;
};

/** A single query value: the last one wins when a parameter is repeated (FastAPI takes the last). */
const single = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);

/** Integer query parameter with pydantic's lax parsing ("2" ok, "2.5" int_from_float, "x" int_parsing). */
export const qInt = () =>
  z.preprocess((raw, ctx) => {
    const v = single(raw);
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (/^[-+]?\d+$/.test(s)) return Number(s);
    if (/^[-+]?\d*\.\d+$/.test(s)) {
      const n = Number(s);
      if (Number.isInteger(n)) return n;
      return fail(
        ctx,
        'int_parsing',
        'Input should be a valid integer, unable to parse string as an integer',
      );
    }
    return fail(ctx, 'int_parsing', 'Input should be a valid integer, unable to parse string as an integer');
  }, z.number().int());

/** Number query parameter ("1.5" ok, "abc" float_parsing). */
export const qNumber = () =>
  z.preprocess((raw, ctx) => {
    const v = single(raw);
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s !== '' && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) return Number(s);
    return fail(ctx, 'float_parsing', 'Input should be a valid number, unable to parse string as a number');
  }, z.number().finite());

const truthy = new Set(['true', '1', 'yes', 'on', 't', 'y']);
const falsy = new Set(['false', '0', 'no', 'off', 'f', 'n']);

/** Boolean query parameter with pydantic's accepted spellings. */
export const qBool = () =>
  z.preprocess((raw, ctx) => {
    const v = single(raw);
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    if (truthy.has(s)) return true;
    if (falsy.has(s)) return false;
    return fail(ctx, 'bool_parsing', 'Input should be a valid boolean, unable to interpret input');
  }, z.boolean());

/** A string query parameter (last value wins when repeated). */
export const qString = () => z.preprocess(single, z.string());

/** A list query parameter given repeated (`?a=x&a=y`) or comma-separated (`?a=x,y`). */
export const qList = <T extends z.ZodType>(item: T) =>
  z.preprocess((raw) => {
    const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    return values
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== '');
  }, z.array(item));
