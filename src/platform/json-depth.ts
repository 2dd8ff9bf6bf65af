/**
 * How deep a JSON body may nest: every front door that parses JSON (the Partner API, MCP) refuses
 * deeper bodies up front, since validators and serialisers recurse.
 */

/** Deepest nesting accepted in a JSON body; pydantic and serialisers recurse, so depth is bounded up front. */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects/arrays deeper than `limit`; iterative, so any depth is safe to check. */
export const deeperThan = (value: unknown, limit: number): boolean => {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [v, depth] = top;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(v))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
};
