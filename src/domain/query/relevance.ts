/**
 * How well an activity answers the concepts of a prompt, from catalogue facets (categories, tags,
 * personas, dietary, setting, entity type) — never from words in its name. Also the facet index
 * used to retrieve candidates per concept, best-known first. Pure.
 */
import type { DiscoveryDoc } from '../discovery.js';
import type { Concept } from './lexicon/types.js';

/**
 * 1 when a defining facet matches (category, persona, dietary); a tag or setting alone counts 1 only
 * for concepts defined by tags (moods, weather), else 0.6 ("indoor" does not make a museum).
 */
export const conceptFit = (c: Concept, d: DiscoveryDoc): number => {
  const f = c.facets;
  if (f.categories?.some((x) => d.categories.includes(x))) return 1;
  if (f.plans?.some((x) => d.tags.includes(x))) return 1;
  if (f.dietary?.some((x) => d.dietary.includes(x))) return 1;
  const defining = (f.categories?.length ?? 0) + (f.plans?.length ?? 0) + (f.dietary?.length ?? 0) > 0;
  const tagged =
    f.tags?.some((x) => d.tags.includes(x)) || (f.setting !== undefined && d.tags.includes(f.setting));
  if (tagged) return defining ? 0.6 : 1;
  if (f.entityType && d.entityType === f.entityType && !defining && !f.tags?.length) return 1;
  return 0;
};

/** Facet keys of a concept, as stored in the facet index. */
export const facetKeys = (c: Concept): string[] => [
  ...(c.facets.categories ?? []).map((x) => `c:${x}`),
  ...(c.facets.plans ?? []).map((x) => `t:${x}`),
  ...(c.facets.dietary ?? []).map((x) => `d:${x}`),
  ...(c.facets.tags ?? []).map((x) => `t:${x}`),
  ...(c.facets.setting ? [`t:${c.facets.setting}`] : []),
];

export type FacetIndex = ReadonlyMap<string, readonly DiscoveryDoc[]>;

/** Docs visited between yields of `facetIndexSteps`. */
const FACET_STEP = 2_000;

/**
 * Docs per facet value, in the given (quality) order, globally (`c:jazz`) and per city
 * (`paris|c:jazz`); `paris|` alone lists a city's docs. A place in the prompt then only walks its city.
 * Built as steps (yields between slices of docs) for a background snapshot build.
 */
export function* facetIndexSteps(byQuality: readonly DiscoveryDoc[]): Generator<void, FacetIndex> {
  const index = new Map<string, DiscoveryDoc[]>();
  // Keys are few (facet values x cities): build each string once, not once per doc.
  const joined = new Map<string, Map<string, string>>();
  const join = (a: string, b: string, sep: string): string => {
    let byB = joined.get(a);
    if (!byB) {
      byB = new Map();
      joined.set(a, byB);
    }
    let k = byB.get(b);
    if (k === undefined) {
      k = `${a}${sep}${b}`;
      byB.set(b, k);
    }
    return k;
  };
  const push = (k: string, d: DiscoveryDoc) => {
    const list = index.get(k);
    if (list) list.push(d);
    else index.set(k, [d]);
  };
  const add = (prefix: string, values: readonly string[], d: DiscoveryDoc) => {
    for (const v of values) {
      const key = join(prefix, v, '');
      push(key, d);
      push(join(d.city, key, '|'), d);
    }
  };
  for (const [n, d] of byQuality.entries()) {
    if (n % FACET_STEP === FACET_STEP - 1) yield;
    push(join(d.city, '', '|'), d);
    add('c:', d.categories, d);
    add('t:', d.tags, d);
    add('d:', d.dietary, d);
  }
  return index;
}

export const buildFacetIndex = (byQuality: readonly DiscoveryDoc[]): FacetIndex => {
  const steps = facetIndexSteps(byQuality);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
};
