/**
 * The document's schemas in the form every renderer reads. zod writes valid JSON Schema 2020-12, but
 * some readers (Scalar's strict document reader among them) want a `type` on every schema object.
 * Same meaning, said with `type`: a nullable type is `[type, "null"]`, another union names its
 * branches' types; "any value" lists every type;
 * `additionalProperties: {}` is `true`; and zod's ±(2^53-1) integer bounds (JavaScript's safe-integer
 * range, not a rule of ours, shown by renderers as absurd examples) are left out.
 */

type Json = Record<string, unknown>;

const ALL_TYPES = ['null', 'boolean', 'string', 'number', 'integer', 'object', 'array'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'] as const;
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'] as const;
/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', 'example', 'deprecated']);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const tidySchemas = (doc: Json): Json => {
  const components = (
    isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {}
  ) as Record<string, Json>;

  /** The JSON types a schema admits, when they can be told from `type`, a $ref or a union. */
  const typesOf = (s: Json, depth = 0): string[] | null => {
    if (depth > 20) return null;
    if (typeof s.$ref === 'string') {
      const target = components[s.$ref.replace('#/components/schemas/', '')];
      return target ? typesOf(target, depth + 1) : null;
    }
    if (typeof s.type === 'string') return [s.type];
    if (Array.isArray(s.type)) return s.type as string[];
    const branches = s.anyOf ?? s.oneOf;
    if (!Array.isArray(branches)) return null;
    const each = branches.map((b) => (isObject(b) ? typesOf(b, depth + 1) : null));
    return each.some((t) => t === null) ? null : [...new Set(each.flat() as string[])];
  };

  /** `anyOf: [X, {type: null}]` with X one inline type: X with `null` added to its type (and enum). */
  const nullableInline = (s: Json): Json | null => {
    const branches = s.anyOf;
    if (!Array.isArray(branches) || branches.length !== 2 || s.type !== undefined) return null;
    const [x, n] =
      isObject(branches[1]) && branches[1].type === 'null' ? branches : [branches[1], branches[0]];
    if (!isObject(x) || !isObject(n) || n.type !== 'null' || Object.keys(n).length !== 1) return null;
    if (typeof x.type !== 'string' || x.anyOf || x.oneOf || x.allOf || x.$ref) return null;
    const { anyOf: _a, ...rest } = s;
    return {
      ...x,
      ...rest,
      type: [x.type, 'null'],
      ...(Array.isArray(x.enum) ? { enum: [...x.enum, null] } : {}),
    };
  };

  const tidy = (s: unknown): unknown => {
    if (!isObject(s)) return s;
    const out: Json = { ...(nullableInline(s) ?? s) };
    if (isObject(out.additionalProperties) && Object.keys(out.additionalProperties).length === 0)
      out.additionalProperties = true;
    for (const k of SCHEMA_LISTS) if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map(tidy);
    for (const k of SCHEMA_MAPS)
      if (isObject(out[k]))
        out[k] = Object.fromEntries(Object.entries(out[k] as Json).map(([name, v]) => [name, tidy(v)]));
    for (const k of SCHEMA_VALUES) if (isObject(out[k])) out[k] = tidy(out[k]);
    if (out.minimum === -Number.MAX_SAFE_INTEGER) delete out.minimum;
    if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
    if (out.type === undefined && out.$ref === undefined) {
      const types = typesOf(out);
      if (types) out.type = types.length === 1 ? types[0] : types;
      else if (Object.keys(out).every((k) => ANNOTATIONS.has(k)))
        Object.assign(out, { type: ALL_TYPES, additionalProperties: true });
    }
    return out;
  };

  /** Every place the document holds a schema: components, and each `schema` of a parameter, header or body. */
  const walk = (v: unknown, key: string | null): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, null));
    if (!isObject(v)) return v;
    if (key === 'schema') return tidy(v);
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        v === components
          ? tidy(x)
          : k === 'schemas' && key === 'components' && isObject(x)
            ? Object.fromEntries(Object.entries(x).map(([n, y]) => [n, tidy(y)]))
            : walk(x, k),
      ]),
    );
  };
  return walk(doc, null) as Json;
};
