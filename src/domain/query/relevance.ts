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

/**
 * Docs per facet value, in the given (quality) order, globally (`c:jazz`) and per city
 * (`paris|c:jazz`); `paris|` alone lists a city's docs. A place in the prompt then only walks its city.
 */
export const buildFacetIndex = (byQuality: readonly DiscoveryDoc[]): FacetIndex => {
  const index = new Map<string, DiscoveryDoc[]>();
  const add = (key: string, d: DiscoveryDoc) => {
    for (const k of [key, `${d.city}|${key}`]) {
      const list = index.get(k);
      if (list) list.push(d);
      else index.set(k, [d]);
    }
  };
  for (const d of byQuality) {
    const cityList = index.get(`${d.city}|`);
    if (cityList) cityList.push(d);
    else index.set(`${d.city}|`, [d]);
    for (const c of d.categories) add(`c:${c}`, d);
    for (const t of d.tags) add(`t:${t}`, d);
    for (const x of d.dietary) add(`d:${x}`, d);
  }
  return index;
};
