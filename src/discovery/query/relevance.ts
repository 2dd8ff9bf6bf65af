/**
 * How well an activity answers the concepts of a prompt, from catalogue facets (categories, tags,
 * personas, dietary, setting, entity type) — never from words in its name. Also the facet index
 * used to retrieve candidates per concept, best-known first. Pure.
 */

import { DocList } from '../snapshot/doc-columns.js';
import type { DiscoveryDoc } from '../snapshot/ranking-docs.js';
import type { Concept } from './lexicon/types.js';

/** Does `values` hold any of `wanted`? A loop, not `some` with a closure: search calls it per candidate. */
const anyIn = (wanted: readonly string[] | undefined, values: readonly string[]): boolean => {
  if (!wanted) return false;
  for (const x of wanted) if (values.includes(x)) return true;
  return false;
};

/** Fit of a category concept whose record carries only its plan ("visit-the-city" for tours). */
const PLAN_ONLY_FIT = 0.6;

/** Fit of a concept that names only a record's secondary category. */
const SECONDARY_CATEGORY_FIT = 0.9;

/**
 * 1 when a defining facet matches (category, persona, dietary); a tag or setting alone counts 1 only
 * for concepts defined by tags (moods, weather), else 0.6 ("indoor" does not make a museum).
 */
export const conceptFit = (c: Concept, d: DiscoveryDoc): number => {
  const f = c.facets;
  // The record's first category says what it is; a later one what it also touches (a cooking
  // class is "food" too, yet no dinner).
  if (anyIn(f.categories, d.categories))
    return c.kind !== 'category' || f.categories?.includes(d.categories[0] as string)
      ? 1
      : SECONDARY_CATEGORY_FIT;
  // A plan says what a thing is good for, not what it is: a yoga class that keeps you active is no
  // run, a flamenco show for visitors no tour. A category concept's plan is a neighbour's fit.
  if (anyIn(f.plans, d.tags)) return c.kind === 'category' ? PLAN_ONLY_FIT : 1;
  if (anyIn(f.dietary, d.dietary)) return 1;
  const defining = (f.categories?.length ?? 0) + (f.plans?.length ?? 0) + (f.dietary?.length ?? 0) > 0;
  const tagged = anyIn(f.tags, d.tags) || (f.setting !== undefined && d.tags.includes(f.setting));
  if (tagged) return defining ? 0.6 : 1;
  if (f.entityType && d.entityType === f.entityType && !defining && !f.tags?.length) return 1;
  return 0;
};

/** Does the record carry one of the concept's defining facets (first category or a later one)? */
export const carries = (c: Concept, d: DiscoveryDoc): boolean => conceptFit(c, d) >= SECONDARY_CATEGORY_FIT;

/** Facet keys of a concept, as stored in the facet index. */
export const facetKeys = (c: Concept): string[] => [
  ...(c.facets.categories ?? []).map((x) => `c:${x}`),
  ...(c.facets.plans ?? []).map((x) => `t:${x}`),
  ...(c.facets.dietary ?? []).map((x) => `d:${x}`),
  ...(c.facets.tags ?? []).map((x) => `t:${x}`),
  ...(c.facets.setting ? [`t:${c.facets.setting}`] : []),
];

export type FacetIndex = ReadonlyMap<string, DocList>;

/** Docs visited between yields of `facetIndexSteps`. */
const FACET_STEP = 2_000;

/**
 * Docs per facet value, in the given (quality) order, globally (`c:jazz`) and per city
 * (`paris|c:jazz`); `paris|` alone lists a city's docs. A place in the prompt then only walks its city.
 * Built as steps (yields between slices of docs) for a background snapshot build: one pass counts
 * the docs per key, the second writes their positions into one pool.
 */
export function* facetIndexSteps(byQuality: DocList): Generator<void, FacetIndex> {
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
  /** Calls `push` for every key of every doc, in order (a doc's keys may repeat: it counts each time). */
  function* walk(push: (k: string, n: number) => void): Generator<void> {
    const add = (prefix: string, values: readonly string[], city: string, n: number) => {
      for (const v of values) {
        const key = join(prefix, v, '');
        push(key, n);
        push(join(city, key, '|'), n);
      }
    };
    for (let i = 0; i < byQuality.length; i++) {
      if (i % FACET_STEP === FACET_STEP - 1) yield;
      const d = byQuality.at(i) as DiscoveryDoc;
      const n = byQuality.position(i);
      const city = d.city;
      push(join(city, '', '|'), n);
      add('c:', d.categories, city, n);
      add('t:', d.tags, city, n);
      add('d:', d.dietary, city, n);
    }
  }
  const counts = new Map<string, number>();
  yield* walk((k) => {
    counts.set(k, (counts.get(k) ?? 0) + 1);
  });
  let total = 0;
  const next = new Map<string, number>();
  for (const [k, c] of counts) {
    next.set(k, total);
    total += c;
  }
  const pool = new Int32Array(total);
  yield* walk((k, n) => {
    const at = next.get(k) as number;
    pool[at] = n;
    next.set(k, at + 1);
  });
  const index = new Map<string, DocList>();
  for (const [k, c] of counts)
    index.set(k, new DocList(byQuality.table, pool, (next.get(k) as number) - c, c));
  return index;
}
